// Postmark's inbound webhook JSON (https://postmarkapp.com/developer/webhooks/inbound-webhook).
import type { PostmarkInbound } from "../../contract/emails-inbound.ts";
import { HttpError } from "../../errors.ts";
import { base64Bytes, dateOf, type InboundMail, mailAddress, messageIdOf } from "./mail.ts";

type PostmarkAddress = PostmarkInbound["ToFull"][number];

const addresses = (list: PostmarkAddress[]) =>
  list.filter((a) => a.Email.trim()).map((a) => mailAddress(a.Email, a.Name));

function attachmentBytes(content: string, name: string): Uint8Array<ArrayBuffer> {
  try {
    return base64Bytes(content);
  } catch {
    throw new HttpError(400, `Attachment "${name}" is not valid base64`);
  }
}

/**
 * The mail in Postmark's JSON. Postmark's own MessageID is its id for the delivery; the
 * sender's Message-ID header, when the mail has one, is the id other copies share.
 */
export function parsePostmark(json: PostmarkInbound): InboundMail {
  const header = (name: string) =>
    json.Headers.find((h) => h.Name.toLowerCase() === name)?.Value ?? null;
  const from = json.FromFull?.Email.trim()
    ? mailAddress(json.FromFull.Email, json.FromFull.Name)
    : null;
  return {
    messageId: messageIdOf(header("message-id") ?? json.MessageID),
    inReplyTo: messageIdOf(header("in-reply-to")),
    from,
    to: addresses(json.ToFull),
    cc: addresses(json.CcFull),
    bcc: addresses(json.BccFull),
    subject: json.Subject,
    text: json.TextBody || null,
    html: json.HtmlBody || null,
    date: dateOf(json.Date),
    attachments: json.Attachments.map((a) => ({
      name: a.Name || "attachment",
      type: a.ContentType,
      bytes: attachmentBytes(a.Content, a.Name),
    })),
  };
}
