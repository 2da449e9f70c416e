// Captured client mail: what a mail provider posts to /api/email/inbound, what it is answered,
// and the Unassigned list where mail no client matched waits for a rep.
import { z } from "zod";
import { emailResponse } from "./emails.ts";
import { isUuid, timestamp } from "./fields.ts";

/** Postmark's address object (FromFull, ToFull[], CcFull[], BccFull[]). */
const postmarkAddress = z.looseObject({
  Email: z.string().max(320),
  Name: z.string().max(1000).optional().default(""),
});

/**
 * Postmark's inbound webhook JSON (https://postmarkapp.com/developer/webhooks/inbound-webhook),
 * the fields a captured mail needs; Postmark's others (MailboxHash, SpamAssassin scores…) pass.
 * Attachments carry their bytes in base64.
 */
export const postmarkInboundBody = z.looseObject({
  FromFull: postmarkAddress.optional(),
  ToFull: z.array(postmarkAddress).optional().default([]),
  CcFull: z.array(postmarkAddress).optional().default([]),
  BccFull: z.array(postmarkAddress).optional().default([]),
  Subject: z.string().optional().default(""),
  Date: z.string().max(200).optional(),
  MessageID: z.string().max(1000).optional(),
  TextBody: z.string().optional().default(""),
  HtmlBody: z.string().optional().default(""),
  Headers: z
    .array(z.looseObject({ Name: z.string().max(1000), Value: z.string() }))
    .optional()
    .default([]),
  Attachments: z
    .array(
      z.looseObject({
        Name: z.string().max(1000).optional().default(""),
        Content: z.string(),
        ContentType: z.string().max(255).optional().default("application/octet-stream"),
      }),
    )
    .optional()
    .default([]),
});

export type PostmarkInbound = z.output<typeof postmarkInboundBody>;

/**
 * Where a captured mail went: `assigned` to the client it matched, `unassigned` waiting in the
 * Unassigned list of the rep it names (or, naming no rep, of the admins). `duplicate`: the same
 * Message-ID was stored before; `id` is that first mail's.
 */
export const INBOUND_OUTCOMES = ["assigned", "unassigned", "duplicate"] as const;

export const inboundEmailResponse = z.strictObject({
  id: z.string(),
  clientId: z.string().nullable(),
  outcome: z.enum(INBOUND_OUTCOMES),
});

export const EMAIL_NOT_FOUND = "E-mail not found";

/** A captured mail waiting to be filed: the timeline's fields, with its owner and a preview. */
export const unassignedEmail = emailResponse
  .pick({ id: true, fromAddress: true, fromName: true, subject: true })
  .extend({
    ownerId: z.string(),
    /** The rep whose list it is in (an admin sees every rep's). */
    ownerName: z.string(),
    /** The start of the mail's text, on one line. */
    snippet: z.string(),
    attachmentCount: z.number().int(),
    receivedAt: timestamp,
  });

export const unassignedEmailsResponse = z.strictObject({
  /** The address reps BCC or forward client mail to; null when the deployment has none. */
  inboundAddress: z.string().nullable(),
  emails: z.array(unassignedEmail),
});

export const assignEmailBody = z.strictObject({
  clientId: z
    .string({ error: "clientId is required" })
    .refine(isUuid, "clientId: must be a client's id"),
});

export const assignedEmailResponse = z.strictObject({
  id: z.string(),
  clientId: z.string(),
});

export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];
export type InboundEmailResponse = z.output<typeof inboundEmailResponse>;
export type UnassignedEmailResponse = z.output<typeof unassignedEmail>;
export type UnassignedEmailsResponse = z.output<typeof unassignedEmailsResponse>;
export type AssignEmail = z.output<typeof assignEmailBody>;
export type AssignedEmailResponse = z.output<typeof assignedEmailResponse>;
