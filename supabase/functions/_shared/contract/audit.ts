// The audit trail: what GET /api/admin/audit takes and answers.
import { z } from "zod";
import { isUuid, limitParam } from "./fields.ts";

/** The tables whose changes the database logs (supabase/migrations: audit.track). */
export const AUDITED_TABLES = [
  "clients",
  "followups",
  "profiles",
  "ai_configurations",
  "training_examples",
  "documents",
  "pipeline_settings",
  "exchange_rates",
  "deal_reasons",
  "emails",
  "email_attachments",
] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];

export const AUDIT_ACTIONS = ["INSERT", "UPDATE", "DELETE"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const TABLE_ERROR = `table: must be one of ${AUDITED_TABLES.join(", ")}`;
const USER_ERROR = "user: must be a user id";
const DATE_ERROR = "must be a date and time such as 2026-11-24T09:00:00Z";
const CURSOR_ERROR = "cursor: must be a nextCursor from an earlier page";

/** Where the next page starts: the last entry's time in microseconds since 1970, and its id. */
const CURSOR = /^(\d{1,17})\.(\d{1,18})$/;
export const auditCursor = (atMicros: string, id: string) => `${atMicros}.${id}`;

const instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field}: ${DATE_ERROR}` }).optional();

/**
 * GET /api/admin/audit?table=&record=&user=&from=&to=&limit=&cursor=
 * Entries newest first. `record` (a row's id) needs its `table`; `from` and
 * `to` bound the time, both inclusive.
 */
export const auditQuery = z
  .strictObject({
    table: z.enum(AUDITED_TABLES, { error: TABLE_ERROR }).optional(),
    record: z.string().trim().min(1, "record: must not be blank").max(200).optional(),
    user: z
      .string()
      .max(36, USER_ERROR)
      .refine(isUuid, USER_ERROR)
      .transform((s) => s.toLowerCase())
      .optional(),
    from: instant("from"),
    to: instant("to"),
    limit: limitParam(50),
    cursor: z
      .string()
      .max(40, CURSOR_ERROR)
      .regex(CURSOR, CURSOR_ERROR)
      .transform((s) => {
        const [, atMicros, id] = CURSOR.exec(s)!;
        return { atMicros, id };
      })
      .optional(),
  })
  .refine((q) => q.record === undefined || q.table !== undefined, {
    message: "record: needs the table it belongs to",
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: "from: must not be after to",
  });
export type AuditQuery = z.infer<typeof auditQuery>;

/** One logged change. On UPDATE the values hold only the columns that changed. */
export const auditEntryResponse = z.strictObject({
  id: z.string(),
  at: z.string(),
  table: z.string(),
  recordId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The signed-in user the change was made for; null when it came from Studio or psql. */
  actorId: z.string().nullable(),
  /** That user's name, while their profile exists. */
  actorName: z.string().nullable(),
  /** The database role it ran as: authenticated, service_role, or postgres from Studio or psql. */
  actorRole: z.string(),
  oldValues: z.record(z.string(), z.unknown()).nullable(),
  newValues: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.output<typeof auditEntryResponse>;

export const auditPageResponse = z.strictObject({
  entries: z.array(auditEntryResponse),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.output<typeof auditPageResponse>;
