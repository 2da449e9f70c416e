// Documents: generating proposals, presentations and budgets, and listing them.
import { z } from "zod";
import { isUuid, limitParam, offsetParam, optionalText } from "./fields.ts";

export const MISSING_TITLE_OR_DESCRIPTION =
  "Please provide both a title and description for the document.";

const required = (max: number) =>
  z.string({ error: MISSING_TITLE_OR_DESCRIPTION }).max(max).transform((s) => s.trim()).pipe(
    z.string().min(1, MISSING_TITLE_OR_DESCRIPTION),
  );

export const generateBody = z.strictObject({
  title: required(300),
  userPrompt: required(200_000),
  clientName: optionalText(200),
  clientId: z.string().max(64).refine(isUuid, "Client not found").optional(),
  additionalContext: optionalText(50_000),
  date: z.iso.datetime({ offset: true }).optional(),
});

export const listDocumentsQuery = z.strictObject({
  clientId: z.string().max(64).refine(isUuid, "clientId: must be a client id").optional(),
  limit: limitParam(50),
  offset: offsetParam,
});

export type GenerateDocument = z.infer<typeof generateBody>;
