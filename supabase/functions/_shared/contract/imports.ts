// The client import (/imports): a file's rows saved in batches, checked for duplicates, undone as a whole.
// A row's client fields are validated on the server with createClientBody, the Add Client schema,
// one row at a time, so an invalid row fails alone with its reason instead of the whole batch.
import { z } from "zod";
import { isUuid, optionalText, text, timestamp } from "./fields.ts";

export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_BATCH_MAX_ROWS = 1_000;
/** Requests the import page keeps in flight, to check duplicates and to save batches: two keep a 2-core database busy, more only queue. */
export const IMPORT_REQUESTS_IN_FLIGHT = 2;
/** An import can be undone this long after it started. */
export const IMPORT_UNDO_HOURS = 24;

/**
 * The client fields an import fills, in the order the mapping step shows them: the Add Client
 * form's, plus the owner for an admin.
 */
export const IMPORT_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "status",
  "stage",
  "priority",
  "dealValue",
  "currency",
  "notes",
  "ownerEmail",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_STATUSES = ["running", "done", "undone"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What the rep chose for a row: add it, update the existing client `clientId`, or leave it out. */
export const IMPORT_ROW_ACTIONS = ["create", "update", "skip"] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

export const IMPORT_ROW_RESULTS = ["created", "updated", "skipped", "failed"] as const;
export type ImportRowResult = (typeof IMPORT_ROW_RESULTS)[number];

/** Why a row looks like an existing client or another row of the file. */
export const IMPORT_DUPLICATE_REASONS = ["email", "name"] as const;
export type ImportDuplicateReason = (typeof IMPORT_DUPLICATE_REASONS)[number];

/** A row's number in the file (1 for the first data row): results and duplicates refer to it. */
const rowNo = z.number().int().min(1).max(10_000_000);
/** A client's id; a bad one is named by its path, as zod's own messages are ("rows.0.clientId: …"). */
const clientId = z
  .string()
  .max(64)
  .refine(isUuid, { error: (issue) => `${issue.path?.join(".")}: must be a client id` });

/** POST /imports */
export const createImportBody = z.strictObject({
  fileName: text(255).pipe(z.string().min(1, "fileName: is required")),
  totalRows: z
    .number()
    .int()
    .min(1, "The file has no rows to import")
    .max(
      IMPORT_MAX_ROWS,
      `An import can have at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows`,
    ),
});

/** One row of a batch. */
export const importRow = z.strictObject({
  rowNo,
  action: z.enum(IMPORT_ROW_ACTIONS),
  /** The client to update; required when action is "update". */
  clientId: clientId.optional(),
  /** The owner's e-mail or id; only an admin may name someone other than themself. */
  owner: optionalText(254),
  /**
   * The client's fields, as createClientBody (Add Client) takes them; not needed to skip.
   * Checked row by row on the server: an invalid one is a failed row with the schema's message.
   */
  values: z.record(z.string(), z.unknown()).optional(),
});

/** POST /imports/:id/batches: batch numbers start at 1; a batch number already saved is not saved again. */
export const importBatchBody = z.strictObject({
  batchNo: z.number().int().min(1).max(IMPORT_MAX_ROWS),
  rows: z
    .array(importRow)
    .min(1, "A batch needs at least one row")
    .max(
      IMPORT_BATCH_MAX_ROWS,
      `A batch can have at most ${IMPORT_BATCH_MAX_ROWS.toLocaleString("en-US")} rows`,
    ),
});

/** POST /imports/duplicates: the rows to look up, by their row numbers. */
export const importDuplicatesBody = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        rowNo,
        name: optionalText(200),
        email: optionalText(254),
        company: optionalText(200),
      }),
    )
    .min(1, "Send at least one row")
    .max(
      IMPORT_BATCH_MAX_ROWS,
      `At most ${IMPORT_BATCH_MAX_ROWS.toLocaleString("en-US")} rows can be checked at once`,
    ),
});

export type CreateImport = z.infer<typeof createImportBody>;
export type ImportRow = z.infer<typeof importRow>;
/** A row as a client sends it (owner may be left out). */
export type ImportRowInput = z.input<typeof importRow>;
export type ImportBatchInput = z.input<typeof importBatchBody>;
export type ImportBatch = z.infer<typeof importBatchBody>;
export type ImportDuplicatesQuery = z.infer<typeof importDuplicatesBody>;

// ---------------------------------------------------------------------------
// Responses

export const importResponse = z.strictObject({
  id: z.string(),
  ownerId: z.string(),
  fileName: z.string(),
  totalRows: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** The batch numbers saved so far, ascending: after a reload, send the others. */
  batchesDone: z.array(z.number().int()),
  createdAt: timestamp,
  finishedAt: timestamp.nullable(),
  undoneAt: timestamp.nullable(),
  /** Until when POST /imports/:id/undo is accepted. */
  undoUntil: timestamp,
});

/** GET /imports: the caller's imports, newest first. */
export const importListResponse = z.strictObject({ imports: z.array(importResponse) });

export const importRowResult = z.strictObject({
  rowNo: z.number().int(),
  result: z.enum(IMPORT_ROW_RESULTS),
  /** The client created or updated; null for skipped and failed rows. */
  clientId: z.string().nullable(),
  /** Why the row failed, in the words Add Client uses; null otherwise. */
  error: z.string().nullable(),
});

/** A batch's outcome; a batch sent again answers what it answered the first time, with `repeated` true. */
export const importBatchResponse = z.strictObject({
  batchNo: z.number().int(),
  repeated: z.boolean(),
  results: z.array(importRowResult),
  import: importResponse,
});

/** An existing client a row may duplicate. `score` is 1 for the same e-mail, else the trigram similarity. */
export const importDuplicateMatch = z.strictObject({
  clientId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  ownerId: z.string(),
  reason: z.enum(IMPORT_DUPLICATE_REASONS),
  score: z.number(),
});

/** Another row of the same request that the row may duplicate. */
export const importDuplicateRowMatch = z.strictObject({
  rowNo: z.number().int(),
  reason: z.enum(IMPORT_DUPLICATE_REASONS),
  score: z.number(),
});

/** Only rows with a likely duplicate are listed, in the order sent; matches best first. */
export const importDuplicatesResponse = z.strictObject({
  rows: z.array(
    z.strictObject({
      rowNo: z.number().int(),
      existing: z.array(importDuplicateMatch),
      inFile: z.array(importDuplicateRowMatch),
    }),
  ),
});

export type ImportResponse = z.output<typeof importResponse>;
export type ImportListResponse = z.output<typeof importListResponse>;
export type ImportRowResultResponse = z.output<typeof importRowResult>;
export type ImportBatchResponse = z.output<typeof importBatchResponse>;
export type ImportDuplicateMatchResponse = z.output<typeof importDuplicateMatch>;
export type ImportDuplicatesResponse = z.output<typeof importDuplicatesResponse>;
