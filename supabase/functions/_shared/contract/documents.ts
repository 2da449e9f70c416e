// Documents: generating proposals, presentations and budgets, and listing them.
import { z } from "zod";
import { DOCUMENT_KINDS } from "./enums.ts";
import {
  CLIENT_NOT_FOUND,
  isUuid,
  linkedFile,
  optionalText,
  pageParams,
  timestamp,
} from "./fields.ts";

export const MISSING_TITLE_OR_DESCRIPTION =
  "Please provide both a title and description for the document.";

const required = (max: number) =>
  z
    .string({ error: MISSING_TITLE_OR_DESCRIPTION })
    .max(max)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, MISSING_TITLE_OR_DESCRIPTION));

export const generateBody = z.strictObject({
  title: required(300),
  userPrompt: required(200_000),
  clientName: optionalText(200),
  clientId: z.string().max(64).refine(isUuid, CLIENT_NOT_FOUND).optional(),
  additionalContext: optionalText(50_000),
  date: z.iso.datetime({ offset: true }).optional(),
});

export const listDocumentsQuery = z.strictObject({
  clientId: z.string().max(64).refine(isUuid, "clientId: must be a client id").optional(),
  ...pageParams,
});

export type GenerateDocument = z.infer<typeof generateBody>;

// ---------------------------------------------------------------------------
// Responses (a generator answers with the PDF itself)

export const documentResponse = z.strictObject({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  createdAt: timestamp,
  file: linkedFile,
});

export const documentListResponse = z.strictObject({
  documents: z.array(documentResponse),
  total: z.number().int(),
});

export type DocumentResponse = z.output<typeof documentResponse>;
export type DocumentListResponse = z.output<typeof documentListResponse>;
