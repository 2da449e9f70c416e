// Field helpers the request schemas share, and the wording of zod's own messages.
import { z } from "zod";

// Messages from schemas that give none still name the field, e.g.
// "email: Invalid email address"; schemas with the spec's words keep them.
z.config({
  customError: (issue) => {
    const field = issue.path?.length ? issue.path.join(".") : null;
    if (issue.code === "unrecognized_keys") return unknownFields(field, issue.keys);
    return field ? `${field}: ${defaultMessage(issue)}` : defaultMessage(issue);
  },
});

/** "Unknown field: status", "Unknown fields: a, b"; nested ones by their path ("configuration.x"). */
function unknownFields(parent: string | null, keys: readonly string[]): string {
  const names = keys.map((key) => (parent ? `${parent}.${key}` : key)).join(", ");
  return `${keys.length === 1 ? "Unknown field" : "Unknown fields"}: ${names}`;
}

function defaultMessage(issue: { code?: string; expected?: unknown; input?: unknown }): string {
  if (issue.code === "invalid_type") {
    return issue.input === undefined ? "is required" : `must be ${String(issue.expected)}`;
  }
  if (issue.code === "too_big") return "is too long or too large";
  if (issue.code === "too_small") return "is too short or too small";
  if (issue.code === "invalid_format") return "has an invalid format";
  if (issue.code === "invalid_value") return "has an invalid value";
  return "is invalid";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** A client the caller cannot see is as absent as a missing one: the API's and MCP's 404, and a bad client id's 400. */
export const CLIENT_NOT_FOUND = "Client not found";

/** Text fields: bounded, trimmed; blank becomes null where the field is optional. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((s) => s.trim());
/** Required text, trimmed: missing or blank is "<label> is required", longer than `max` says so. */
export const requiredTrimmedText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, `${label} is required`));

export const optionalText = (max: number) =>
  z
    .union([z.string().max(max), z.null()])
    .optional()
    .transform((s) => {
      if (s === undefined) return undefined;
      const trimmed = s?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    });

/** A name written in any case and spacing, as the upper-case enums spell it: " lead" is LEAD. */
export const trimmedUpper = (s: string) => s.trim().toUpperCase();

export const limitParam = (fallback: number, max = 100) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
export const offsetParam = z.coerce.number().int().min(0).max(1_000_000).default(0);
/** Which page of a list: up to `limit` rows (50 unless asked) from `offset`. */
export const pageParams = { limit: limitParam(50), offset: offsetParam };

/**
 * A list's query, its `filters` and which page, and its CSV export's: the same
 * filters, every matching row.
 */
export function listAndExportQueries<Filters extends z.ZodRawShape>(filters: Filters) {
  const exportQuery = z.strictObject(filters);
  return { listQuery: exportQuery.extend(pageParams), exportQuery };
}

function isIanaTimeZone(value: string): boolean {
  // Offsets and POSIX strings are excluded: Postgres reads "+01:00" with the sign inverted.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_ERROR = "timeZone: must be an IANA time zone such as Europe/Warsaw";

/** Which calendar decides "today" and "this month"; UTC unless the caller names a zone. */
export const timeZoneParam = z
  .string()
  .max(64)
  .trim()
  .refine(isIanaTimeZone, TIME_ZONE_ERROR)
  .default("UTC");

// Response pieces. Responses are strict objects too: the contract test then fails on
// any field the server sends that the contract does not name.

/** An instant as JSON carries it: ISO 8601 with Z or an offset (jsonb writes "+00:00"). */
export const timestamp = z.iso.datetime({ offset: true });

/**
 * Every error answer; sign-in failures repeat it as `message` (a 429 adds the seconds to wait,
 * as Retry-After says), a 500 adds its `requestId`.
 */
export const errorResponse = z.strictObject({
  error: z.string(),
  message: z.string().optional(),
  retryAfter: z.number().int().optional(),
  requestId: z.string().optional(),
});

/** GET /health: the function is up and reaches its database (else a 503 error answer). */
export const healthResponse = z.strictObject({ status: z.literal("ok"), db: z.literal("ok") });

/** What a delete or a sign-out answers. */
export const successResponse = z.strictObject({ success: z.literal(true) });

/** The client a record belongs to, as a list shows it beside the record. */
export const clientLink = z.strictObject({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
});

/** An uploaded file as the API describes it. */
export const storedFile = z.strictObject({
  id: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});

/** A file with a signed link the caller can open in a tab or an <img>. */
export const linkedFile = storedFile.extend({ url: z.string() });

export type ErrorResponse = z.output<typeof errorResponse>;
export type SuccessResponse = z.output<typeof successResponse>;
export type HealthResponse = z.output<typeof healthResponse>;
export type StoredFileResponse = z.output<typeof storedFile>;
export type LinkedFileResponse = z.output<typeof linkedFile>;
