// One captured mail, whichever way it arrived (raw MIME or a provider's JSON).

export interface MailAddress {
  /** Lower-cased: addresses are compared case-insensitively everywhere. */
  address: string;
  name: string;
}

export interface MailAttachment {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface InboundMail {
  /** The Message-ID header without its angle brackets; the dedupe key. */
  messageId: string | null;
  inReplyTo: string | null;
  from: MailAddress | null;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  subject: string;
  text: string | null;
  html: string | null;
  date: Date | null;
  attachments: MailAttachment[];
}

export function mailAddress(address: string, name: string | undefined): MailAddress {
  return { address: address.trim().toLowerCase(), name: (name ?? "").trim() };
}

/** `<id@host>` and `id@host` name the same message. */
export function messageIdOf(value: string | undefined | null): string | null {
  const id = value?.trim().replace(/^<|>$/g, "").trim();
  return id ? id : null;
}

/** A header's date, or null when it is missing or nonsense. */
export function dateOf(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Base64's bytes (line breaks allowed, as mail wraps it); throws on anything else. */
export const base64Bytes = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/\s+/g, "")), (c) => c.charCodeAt(0));
