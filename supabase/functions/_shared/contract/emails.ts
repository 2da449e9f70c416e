// Client mail the rep sends (an approved follow-up) and the client's timeline of mail, both ways.
import { z } from "zod";
import { requiredTrimmedText, timestamp } from "./fields.ts";

export const EMAIL_DIRECTIONS = ["outbound", "inbound"] as const;
export type EmailDirection = (typeof EMAIL_DIRECTIONS)[number];

/** outbound: sending → sent or failed (a failed one can be retried); inbound: received. */
export const EMAIL_STATUSES = ["sending", "sent", "failed", "received"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const CLIENT_HAS_NO_EMAIL = "This client has no e-mail address";
export const FOLLOW_UP_ALREADY_EMAILED = "This follow-up has already been e-mailed";
export const EMAIL_ALREADY_SENT = "This e-mail has already been sent with that Idempotency-Key";
export const ONLY_FAILED_EMAILS_RETRY = "Only an e-mail that failed can be sent again";

/**
 * A mail still 'sending' this long after its last attempt began was left by a send that never
 * finished (the function stopped mid-way): it may be sent again, with its Message-ID, as a
 * failed one may.
 */
export const STUCK_SENDING_MINUTES = 10;

/** What a refused send says, in the app's toast and through MCP. */
export const emailNotSentMessage = (error: string | null) =>
  `The e-mail could not be sent: ${error}`;

/** Whether the rep may send this mail again: it failed, or its send never finished. */
export function canRetryEmail(
  email: { direction: EmailDirection; status: EmailStatus; updatedAt: string },
  now = new Date(),
): boolean {
  if (email.direction !== "outbound") return false;
  if (email.status === "failed") return true;
  const stuckSince = now.getTime() - STUCK_SENDING_MINUTES * 60_000;
  return email.status === "sending" && Date.parse(email.updatedAt) < stuckSince;
}
export const EMAIL_NOT_CONFIGURED = "Sending e-mail is not configured on this server";

/** An Idempotency-Key header: a repeated request with it finds the first mail instead of sending again. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const idempotencyKey = z
  .string()
  .trim()
  .min(1, "Idempotency-Key must not be blank")
  .max(255, "Idempotency-Key must be at most 255 characters")
  .optional();

/** POST /followups/:id/email: the draft the rep approved; `to` is the client's address unless given. */
export const sendEmailBody = z.strictObject({
  to: z.string().trim().max(254).pipe(z.email("Please enter a valid email address")).optional(),
  subject: requiredTrimmedText("Subject", 300),
  body: requiredTrimmedText("Body", 50_000),
});

export type SendEmail = z.output<typeof sendEmailBody>;
/** What the send form holds before the schema trims it. */
export type SendEmailForm = z.input<typeof sendEmailBody>;

// ---------------------------------------------------------------------------
// Responses

export const emailResponse = z.strictObject({
  id: z.string(),
  clientId: z.string().nullable(),
  followUpId: z.string().nullable(),
  direction: z.enum(EMAIL_DIRECTIONS),
  status: z.enum(EMAIL_STATUSES),
  messageId: z.string().nullable(),
  fromAddress: z.string(),
  fromName: z.string().nullable(),
  toAddresses: z.array(z.string()),
  ccAddresses: z.array(z.string()),
  subject: z.string(),
  textBody: z.string(),
  /** Why the last send failed; null unless failed. */
  error: z.string().nullable(),
  sentAt: timestamp.nullable(),
  receivedAt: timestamp.nullable(),
  createdAt: timestamp,
  /** When the last attempt began or ended. */
  updatedAt: timestamp,
});

/** GET /clients/:id/emails: the client's mail, newest first. */
export const emailListResponse = z.strictObject({ emails: z.array(emailResponse) });

/** A second send of the same draft (or Idempotency-Key): a 409 carrying the first mail. */
export const emailConflictResponse = z.strictObject({ error: z.string(), email: emailResponse });

export type EmailResponse = z.output<typeof emailResponse>;
export type EmailListResponse = z.output<typeof emailListResponse>;
export type EmailConflictResponse = z.output<typeof emailConflictResponse>;
