// What the api sends client mail through: an SMTP server (the stand-in's catcher, or any) or an
// HTTP e-mail API (on hosted Supabase, where edge functions cannot open SMTP ports).

export interface MailAddress {
  address: string;
  name?: string | null;
}

export interface OutgoingMail {
  from: MailAddress;
  to: string[];
  cc: string[];
  /** Where the client's answer goes: the rep who wrote. */
  replyTo?: string;
  subject: string;
  text: string;
  /**
   * RFC 5322 Message-ID, angle brackets included. The same on every attempt of one mail, so a
   * retry after an unclear failure is the same message to the provider and the client's inbox.
   */
  messageId: string;
}

export interface MailSender {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

/** A mail the provider refused or could not be reached for; the message is what the rep sees. */
export class MailSendError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "MailSendError";
  }
}

/** A new Message-ID in the sending domain, e.g. <6f1c…@crm.example.com>. */
export function newMessageId(from: MailAddress): string {
  const domain = from.address.split("@").at(-1) || "localhost";
  return `<${crypto.randomUUID()}@${domain}>`;
}
