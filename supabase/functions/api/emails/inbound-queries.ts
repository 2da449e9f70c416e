// The SQL of capturing a mail. The lookups run with the service role (the provider is nobody);
// the writes run as the owner the matching rules chose, so RLS checks them like any rep's.
import type { Transaction } from "../../_shared/db.ts";
import type {
  KnownClient,
  KnownUser,
  Placement,
  ThreadClient,
} from "../../_shared/mail/inbound/match.ts";

export interface StoredInbound {
  id: string;
  clientId: string | null;
}

export async function storedByMessageId(tx: Transaction, messageId: string) {
  const [row] = await tx<StoredInbound[]>`
    select id, client_id from public.emails where message_id = ${messageId}`;
  return row ?? null;
}

/** The client of the stored mail (sent or captured) with this Message-ID, if it has one. */
export async function threadClient(tx: Transaction, inReplyTo: string) {
  const [row] = await tx<ThreadClient[]>`
    select client_id, owner_id from public.emails
     where message_id = ${inReplyTo} and client_id is not null`;
  return row ?? null;
}

/** The clients and users whose e-mail is among `addresses` (lower-cased). */
export async function mailCandidates(tx: Transaction, addresses: string[]) {
  const clients = await tx<KnownClient[]>`
    select id, email, owner_id from public.clients
     where lower(email) in ${tx(addresses)}`;
  // Every admin too: a mail that names nobody is held by the earliest one.
  const users = await tx<KnownUser[]>`
    select id, email, role = 'ADMIN' as is_admin, created_at from public.profiles
     where lower(email) in ${tx(addresses)} or role = 'ADMIN'`;
  return { clients, users };
}

export interface NewInbound {
  messageId: string | null;
  inReplyTo: string | null;
  fromAddress: string;
  fromName: string | null;
  toAddresses: string[];
  ccAddresses: string[];
  subject: string;
  textBody: string;
  htmlBody: string | null;
  receivedAt: Date;
}

/** The mail's row, owned by the placement's owner; null when its Message-ID was stored meanwhile. */
export async function insertInbound(
  tx: Transaction,
  mail: NewInbound,
  placement: Placement,
  fileIds: string[],
): Promise<string | null> {
  const [row] = await tx<{ id: string }[]>`
    insert into public.emails
      (owner_id, client_id, direction, status, message_id, in_reply_to, from_address, from_name,
       to_addresses, cc_addresses, subject, text_body, html_body, received_at)
    values (${placement.ownerId}, ${placement.clientId}, 'inbound', 'received', ${mail.messageId},
            ${mail.inReplyTo}, ${mail.fromAddress}, ${mail.fromName}, ${mail.toAddresses}::text[],
            ${mail.ccAddresses}::text[], ${mail.subject}, ${mail.textBody}, ${mail.htmlBody},
            ${mail.receivedAt})
    on conflict (message_id) where message_id is not null do nothing
    returning id`;
  if (!row) return null;
  if (fileIds.length) {
    await tx`
      insert into public.email_attachments (email_id, file_id)
      select ${row.id}, unnest(${fileIds}::uuid[])`;
  }
  return row.id;
}
