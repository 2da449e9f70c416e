// What a captured mail must have, and how much of it the API takes.
import { HttpError } from "../../errors.ts";
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

/** The mail as parsed, once it has a sender and a human number of recipients; else a 400. */
export function checkedMail(
  mail: InboundMail,
): InboundMail & { from: NonNullable<InboundMail["from"]> } {
  const from = mail.from;
  if (!from?.address) throw new HttpError(400, NO_SENDER);
  if (recipientCount(mail) > MAX_RECIPIENTS) throw new HttpError(400, TOO_MANY_RECIPIENTS);
  return { ...mail, from };
}
