// Duplicates and merge: GET /clients/duplicates lists likely pairs of clients, POST /clients/merge
// merges one client into the other, field by field, with everything under it.
import { z } from "zod";
import { clientResponse } from "./clients.ts";
import { isUuid } from "./fields.ts";
import { IMPORT_FIELDS, type ImportField } from "./imports.ts";

/** Why two clients look alike: the same e-mail, or names and companies alike (trigram similarity). */
export const DUPLICATE_REASONS = ["email", "name_company"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The fields a merge chooses between: an import's, less the currency and the owner. */
export type MergeField = Exclude<ImportField, "currency" | "ownerEmail">;
/** In the order the merge dialog shows them. */
export const MERGE_FIELDS: readonly MergeField[] = IMPORT_FIELDS.filter(
  (field): field is MergeField => field !== "currency" && field !== "ownerEmail",
);

/** Whose value the kept client ends with: its own, or the dropped client's. */
export const MERGE_CHOICES = ["keep", "drop"] as const;
export type MergeChoice = (typeof MERGE_CHOICES)[number];

export const DUPLICATES_MIN_SCORE = 0.6;
export const MIN_SCORE_ERROR = "minScore must be a number from 0.3 to 1";
export const MERGE_ITSELF_ERROR = "A client cannot be merged into itself";

export const listDuplicatesQuery = z.strictObject({
  minScore: z.coerce
    .number({ error: MIN_SCORE_ERROR })
    .min(0.3, MIN_SCORE_ERROR)
    .max(1, MIN_SCORE_ERROR)
    .default(DUPLICATES_MIN_SCORE),
});

const clientId = (field: string) =>
  z
    .string({ error: `${field}: is required` })
    .refine(isUuid, `${field}: must be a client id`)
    .transform((id) => id.toLowerCase());

const mergeChoice = z.enum(MERGE_CHOICES).optional();

export const mergeClientsBody = z
  .strictObject({
    keepId: clientId("keepId"),
    dropId: clientId("dropId"),
    /** A field left out keeps the kept client's value. */
    fields: z.strictObject({
      name: mergeChoice,
      email: mergeChoice,
      phone: mergeChoice,
      company: mergeChoice,
      status: mergeChoice,
      stage: mergeChoice,
      priority: mergeChoice,
      dealValue: mergeChoice,
      notes: mergeChoice,
    } satisfies Record<MergeField, typeof mergeChoice>),
  })
  .refine((body) => body.keepId !== body.dropId, MERGE_ITSELF_ERROR);

export type ListDuplicates = z.infer<typeof listDuplicatesQuery>;
export type MergeClients = z.infer<typeof mergeClientsBody>;
export type MergeChoices = MergeClients["fields"];

export const duplicatePair = z.strictObject({
  /** 1 for the same e-mail, else the names' and companies' similarity (minScore to 1). */
  score: z.number(),
  reason: z.enum(DUPLICATE_REASONS),
  a: clientResponse,
  b: clientResponse,
});

/** GET /clients/duplicates: the best pairs first (at most 200). */
export const duplicatesResponse = z.strictObject({ pairs: z.array(duplicatePair) });

export type DuplicatePair = z.infer<typeof duplicatePair>;
export type DuplicatesResponse = z.infer<typeof duplicatesResponse>;
