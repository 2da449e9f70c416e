// Follow-ups: a rep's reminders about a client, their lists and summaries.
import { z } from "zod";
import { EMAIL_STATUSES } from "./emails.ts";
import { CLIENT_STATUSES, FOLLOW_UP_STATUSES, type FollowUpStatus } from "./enums.ts";
import {
  clientLink,
  isUuid,
  listAndExportQueries,
  optionalText,
  requiredTrimmedText,
  timestamp,
  timeZoneParam,
} from "./fields.ts";

export const FOLLOW_UP_NOT_FOUND = "Follow-up not found";

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2})))?$/i;

/** Date.parse takes 2026-02-30 as 2 March; a calendar check keeps such dates out. */
function parseIsoDateTime(value: string): string | null {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second, offset, offsetHour, offsetMinute] = m.slice(1);
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const inRange =
    Number(year) >= 1 &&
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour ?? 0) <= 23 &&
    Number(minute ?? 0) <= 59 &&
    Number(second ?? 0) <= 59 &&
    Number(offsetHour ?? 0) <= 14 &&
    Number(offsetMinute ?? 0) <= 59;
  // A time without an offset would be read in the server's zone; only a date alone means UTC.
  if (!inRange || (hour !== undefined && offset === undefined)) return null;
  const instant = new Date(value);
  const utcYear = instant.getUTCFullYear();
  return utcYear >= 1 && utcYear <= 9999 ? instant.toISOString() : null;
}

const dateTime = (field: string) =>
  z
    .string({ error: `${field} must be a date-time such as 2026-05-01T09:00:00Z` })
    .max(40)
    .transform((value, ctx) => {
      const iso = parseIsoDateTime(value.trim());
      if (iso) return iso;
      ctx.addIssue({
        code: "custom",
        message: `${field} must be a date-time such as 2026-05-01T09:00:00Z`,
      });
      return z.NEVER;
    });

/** The screen's filter says 'completed' where the data says 'done'. */
const status = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const s = value.trim().toLowerCase();
    if (s === "completed") return "done";
    if ((FOLLOW_UP_STATUSES as readonly string[]).includes(s)) return s as FollowUpStatus;
    ctx.addIssue({
      code: "custom",
      message: `status: must be one of ${FOLLOW_UP_STATUSES.join(", ")}`,
    });
    return z.NEVER;
  });

const title = requiredTrimmedText("Title", 200);

const notes = optionalText(10_000);

/** A filter the screen leaves empty, or sets to "all", filters nothing. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && ["", "all"].includes(v.trim().toLowerCase()) ? undefined : v),
    schema.optional(),
  );

/** GET /followups and GET /followups/export (every matching row): the list's filters and search. */
export const { listQuery: listFollowUpsQuery, exportQuery: exportFollowUpsQuery } =
  listAndExportQueries({
    status: filter(status),
    search: z.string().max(200).optional(),
    dateFilter: filter(z.enum(["overdue", "today"])),
    dueDateFrom: filter(dateTime("dueDateFrom")),
    dueDateTo: filter(dateTime("dueDateTo")),
    clientId: filter(z.string().max(64).refine(isUuid, "clientId: must be a UUID")),
    timeZone: timeZoneParam,
  });

/** GET /followups/export's CSV columns, in order (an admin's adds Owner). */
export const FOLLOW_UP_EXPORT_HEADERS = [
  "Title",
  "Client",
  "Company",
  "Due At",
  "Status",
  "Type",
  "Notes",
  "Completed At",
  "Created At",
  "Updated At",
] as const;
export type FollowUpExportHeader = (typeof FOLLOW_UP_EXPORT_HEADERS)[number];

export const clientIdBody = z.strictObject({
  clientId: z.string({ error: "clientId is required" }).max(64),
});

export const createFollowUpBody = z.strictObject({
  clientId: z.string({ error: "clientId is required" }).max(64),
  title,
  notes,
  dueAt: dateTime("dueAt"),
  isAiGenerated: z.boolean().optional().default(false),
});

export const updateFollowUpBody = z
  .strictObject({
    title: title.optional(),
    notes,
    dueAt: dateTime("dueAt").optional(),
    status: status.optional(),
    snoozeUntil: dateTime("snoozeUntil").optional(),
  })
  .superRefine((input, ctx) => {
    if (input.snoozeUntil === undefined) return;
    if (input.dueAt !== undefined) {
      ctx.addIssue({ code: "custom", message: "Send either dueAt or snoozeUntil, not both" });
    }
    if (input.status !== undefined && input.status !== "snoozed") {
      ctx.addIssue({ code: "custom", message: "snoozeUntil sets status snoozed" });
    }
  });

export type ListFollowUps = z.infer<typeof listFollowUpsQuery>;
export type FollowUpFilter = z.infer<typeof exportFollowUpsQuery>;
export type CreateFollowUp = z.infer<typeof createFollowUpBody>;
export type UpdateFollowUp = z.infer<typeof updateFollowUpBody>;

// ---------------------------------------------------------------------------
// Responses

export const followUpResponse = z.strictObject({
  id: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  dueAt: timestamp,
  status: z.enum(FOLLOW_UP_STATUSES),
  isAiGenerated: z.boolean(),
  completedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  clientId: z.string(),
  /** The client's address, where its draft is sent. */
  client: clientLink.extend({ status: z.enum(CLIENT_STATUSES), email: z.string().nullable() }),
  /** The mail its draft was sent as (one at most): null until the rep sends it. */
  emailStatus: z.enum(EMAIL_STATUSES).exclude(["received"]).nullable(),
});

/** The summary cards count the search, status and client filters, not the date ones. */
export const followUpSummary = z.strictObject({
  total: z.number().int(),
  overdue: z.number().int(),
  dueToday: z.number().int(),
  completed: z.number().int(),
});

export const followUpListResponse = z.strictObject({
  followUps: z.array(followUpResponse),
  total: z.number().int(),
  summary: followUpSummary,
});

/** POST /followups/draft: a follow-up the AI wrote, not yet saved. */
export const followUpDraftResponse = z.strictObject({
  clientId: z.string(),
  title: z.string(),
  notes: z.string(),
  dueAt: z.string(),
  isAiGenerated: z.boolean(),
});

export type FollowUpResponse = z.output<typeof followUpResponse>;
export type FollowUpSummary = z.output<typeof followUpSummary>;
export type FollowUpListResponse = z.output<typeof followUpListResponse>;
export type FollowUpDraftResponse = z.output<typeof followUpDraftResponse>;
