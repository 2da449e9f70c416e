// What a captured mail must have, and how much of it the API takes.
import { HttpError } from "../../errors.ts";
import { oneLine } from "../../one-line.ts";
import type { InboundMail } from "./mail.ts";

/** The largest request body: a mail with its attachments, or a provider's JSON carrying them. */
export const MAX_INBOUND_BYTES = 20 * 1024 * 1024;
/** More recipients than this is a mail bomb, not client mail. */
export const MAX_RECIPIENTS = 500;

export const MAIL_TOO_LARGE = "The mail is larger than 20 MB";
export const NO_SENDER = "The mail has no sender (From)";
export const TOO_MANY_RECIPIENTS = `The mail has more than ${MAX_RECIPIENTS} recipients`;

export const recipientCount = (mail: InboundMail) =>
  mail.to.length + mail.cc.length + mail.bcc.length;

// RFC 5322's longest line: a longer subject is junk, and the search index has a size limit.
const MAX_SUBJECT = 998;
const MAX_NAME = 255;

// Postgres text cannot hold NUL; a file name or display name has no place for other controls.
// deno-lint-ignore no-control-regex
const withoutNul = (text: string) => text.replace(/\u0000/g, "");

/**
 * The mail as it can be stored, once it has a sender and a human number of recipients (else a
 * 400): NUL characters out of its text, names on one line, the subject at most 998 characters.
 */
export function checkedMail(
  mail: InboundMail,
): InboundMail & { from: NonNullable<InboundMail["from"]> } {
  const from = mail.from;
  if (!from?.address) throw new HttpError(400, NO_SENDER);
  if (recipientCount(mail) > MAX_RECIPIENTS) throw new HttpError(400, TOO_MANY_RECIPIENTS);
  return {
    ...mail,
    from: { address: from.address, name: oneLine(from.name, MAX_NAME) },
    subject: oneLine(mail.subject, MAX_SUBJECT),
    text: mail.text === null ? null : withoutNul(mail.text),
    html: mail.html === null ? null : withoutNul(mail.html),
    attachments: mail.attachments.map((a) => ({
      ...a,
      name: oneLine(a.name, MAX_NAME) || "attachment",
    })),
  };
}
