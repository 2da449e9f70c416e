// What the captured-mail tests share: real MIME from nodemailer's MailComposer, posting it as
// a mail provider would, and reading what was stored.
import { randomUUID } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import type Mail from "nodemailer/lib/mailer/index.js";
import postgres from "postgres";
import { LOCAL_INBOUND_EMAIL_SECRET } from "../../local/stack.ts";
import { api } from "./helpers.ts";

export const INBOUND_ADDRESS = "crm@inbound.localhost";

export const db = postgres(process.env.TEST_DB_URL!, {
  prepare: false,
  max: 1,
  onnotice: () => {},
});

/** A unique Message-ID, so tests never dedupe against each other. */
export const messageId = () => `<${randomUUID()}@mail.test>`;

/** The mail as a mail program writes it. */
export function composeMail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ messageId: messageId(), ...options }).compile().build();
}

export interface PostOptions {
  /** The Authorization header; the stand-in's secret as a bearer token unless said. */
  authorization?: string | null;
  contentType?: string;
}

export function postInbound(body: BodyInit, options: PostOptions = {}) {
  const headers: Record<string, string> = {
    "content-type": options.contentType ?? "message/rfc822",
  };
  const authorization =
    options.authorization === undefined
      ? `Bearer ${LOCAL_INBOUND_EMAIL_SECRET}`
      : options.authorization;
  if (authorization !== null) headers.authorization = authorization;
  return api("/email/inbound", { method: "POST", rawBody: body, headers });
}

export async function postMail(options: Mail.Options, post: PostOptions = {}) {
  return postInbound(new Uint8Array(await composeMail(options)), post);
}

export interface StoredEmail {
  id: string;
  ownerId: string;
  clientId: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  fromAddress: string;
  fromName: string | null;
}

/** The rows stored for a Message-ID (angle brackets or not), read past RLS. */
export async function storedEmails(id: string) {
  return await db<StoredEmail[]>`
    select id, owner_id as "ownerId", client_id as "clientId", subject, text_body as "textBody",
           html_body as "htmlBody", from_address as "fromAddress", from_name as "fromName"
      from public.emails where message_id = ${id.replace(/^<|>$/g, "")}`;
}

export async function attachedFiles(emailId: string) {
  return await db<{ id: string; originalName: string; textContent: string | null }[]>`
    select f.id, f.original_name as "originalName", f.text_content as "textContent"
      from public.email_attachments a join public.files f on f.id = a.file_id
     where a.email_id = ${emailId}`;
}
