// A raw MIME message (RFC 5322) read with postal-mime.
import PostalMime, { type Address, type Attachment } from "postal-mime";
import { HttpError } from "../../errors.ts";
import { dateOf, type InboundMail, type MailAddress, mailAddress, messageIdOf } from "./mail.ts";

const NOT_MIME = "The mail could not be read as MIME";

// RFC 5322 allows any printable ASCII but the colon in a field name; names real mail carries
// are tokens (letters, digits, hyphens…), which also tells a JSON body or junk from headers.
const FIELD_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

function addresses(list: Address[] | Address | undefined): MailAddress[] {
  const all = list === undefined ? [] : Array.isArray(list) ? list : [list];
  return all
    .flatMap((a) => (a.group ? a.group : [a]))
    .filter((a) => a.address)
    .map((a) => mailAddress(a.address, a.name));
}

function bytesOf(content: Attachment["content"]): Uint8Array<ArrayBuffer> {
  if (typeof content === "string") return new TextEncoder().encode(content);
  return new Uint8Array(content instanceof Uint8Array ? content.slice() : content);
}

/**
 * The mail in `raw`, or a 400 saying why it is not one. postal-mime reads almost anything, so
 * a header section whose lines are not `Name: value` (binary junk, a JSON body, a truncated
 * upload) is refused here rather than stored as an empty mail.
 */
export async function parseRawMime(raw: Uint8Array<ArrayBuffer>): Promise<InboundMail> {
  if (raw.byteLength === 0) throw new HttpError(400, `${NOT_MIME}: the body is empty`);
  let email;
  try {
    email = await PostalMime.parse(raw);
  } catch (error) {
    throw new HttpError(400, `${NOT_MIME}: ${error instanceof Error ? error.message : error}`);
  }
  const bad = email.headers.find((h) => !FIELD_NAME.test(h.originalKey));
  if (bad || email.headers.length === 0) {
    const line = [...(bad?.originalKey ?? "")].slice(0, 40).join("");
    throw new HttpError(
      400,
      bad ? `${NOT_MIME}: "${line}" is not a header line` : `${NOT_MIME}: it has no headers`,
    );
  }
  const [from] = addresses(email.from);
  return {
    messageId: messageIdOf(email.messageId),
    inReplyTo: messageIdOf(email.inReplyTo),
    from: from ?? null,
    to: addresses(email.to),
    cc: addresses(email.cc),
    bcc: addresses(email.bcc),
    subject: email.subject ?? "",
    text: email.text ?? null,
    html: email.html ?? null,
    date: dateOf(email.date),
    // Images the HTML shows inline (logos, signatures) are part of the body, not attachments.
    attachments: email.attachments
      .filter((a) => !a.related)
      .map((a) => ({
        name: a.filename || "attachment",
        type: a.mimeType || "application/octet-stream",
        bytes: bytesOf(a.content),
      })),
  };
}
