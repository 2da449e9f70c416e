// Client mail as the signed-in user reads and writes it (RLS decides): the timeline, the row a
// send starts with, and its outcome.
import type { Transaction } from "../../_shared/db.ts";
import { type EmailResponse, STUCK_SENDING_MINUTES } from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

export type StoredEmail = Stored<
  EmailResponse,
  "sentAt" | "receivedAt" | "createdAt" | "updatedAt"
>;

/** Newer mail than this is what a client's timeline shows. */
const TIMELINE_LIMIT = 200;

const columns = (tx: Transaction) => tx`
  id, client_id, followup_id as follow_up_id, direction, status, message_id, from_address,
  from_name, to_addresses, cc_addresses, subject, text_body, error, sent_at, received_at, created_at, updated_at`;

export async function emailById(tx: Transaction, id: string): Promise<StoredEmail | null> {
  const [email] = await tx<
    StoredEmail[]
  >`select ${columns(tx)} from public.emails where id = ${id}`;
  return email ?? null;
}

/** The client's mail, both ways, newest first. */
export function clientEmails(tx: Transaction, clientId: string): Promise<StoredEmail[]> {
  return tx<StoredEmail[]>`
    select ${columns(tx)} from public.emails
     where client_id = ${clientId}
     order by coalesce(sent_at, received_at, created_at) desc
     limit ${TIMELINE_LIMIT}`;
}

export interface FollowUpToEmail {
  id: string;
  clientId: string;
  clientEmail: string | null;
}

/** The follow-up with its client's address; null when the caller cannot see it. */
export async function followUpToEmail(
  tx: Transaction,
  followUpId: string,
): Promise<FollowUpToEmail | null> {
  const [row] = await tx<FollowUpToEmail[]>`
    select f.id, f.client_id, c.email as client_email
      from public.followups f join public.clients c on c.id = f.client_id
     where f.id = ${followUpId}`;
  return row ?? null;
}

/** The rep who owns the client, whose name the mail carries and to whom the client answers. */
export interface ClientRep {
  name: string;
  email: string;
}

export async function clientRep(tx: Transaction, clientId: string): Promise<ClientRep> {
  const [rep] = await tx<ClientRep[]>`
    select p.name, p.email from public.clients c join public.profiles p on p.id = c.owner_id
     where c.id = ${clientId}`;
  return rep;
}

export interface OutgoingEmail {
  clientId: string;
  followUpId: string;
  idempotencyKey: string | null;
  messageId: string;
  fromAddress: string;
  fromName: string;
  to: string;
  subject: string;
  body: string;
}

/**
 * The mail about to be sent, as 'sending'; null when this follow-up (or this Idempotency-Key of
 * the client's rep) has a mail already: the unique indexes decide, so two requests at once
 * cannot both insert.
 */
export async function insertOutgoingEmail(
  tx: Transaction,
  mail: OutgoingEmail,
): Promise<StoredEmail | null> {
  const [email] = await tx<StoredEmail[]>`
    insert into public.emails
      (client_id, followup_id, idempotency_key, direction, status, message_id, from_address,
       from_name, to_addresses, subject, text_body)
    values (${mail.clientId}, ${mail.followUpId}, ${mail.idempotencyKey}, 'outbound', 'sending',
            ${mail.messageId}, ${mail.fromAddress}, ${mail.fromName}, ${[mail.to]},
            ${mail.subject}, ${mail.body})
    on conflict do nothing
    returning ${columns(tx)}`;
  return email ?? null;
}

/** The mail that made insertOutgoingEmail find a conflict. */
export async function firstEmailOf(
  tx: Transaction,
  clientId: string,
  followUpId: string,
  idempotencyKey: string | null,
): Promise<StoredEmail> {
  const [email] = await tx<StoredEmail[]>`
    select ${columns(tx)} from public.emails
     where direction = 'outbound'
       and (followup_id = ${followUpId}
            or (idempotency_key = ${idempotencyKey}
                and owner_id = (select c.owner_id from public.clients c where c.id = ${clientId})))
     order by (followup_id = ${followUpId}) desc nulls last
     limit 1`;
  return email;
}

/**
 * A mail taken back to 'sending' for another attempt: a failed one, or one whose send never
 * finished (canRetryEmail); null for any other. The row lock makes two retries at once one.
 */
export async function claimEmailForRetry(tx: Transaction, id: string): Promise<StoredEmail | null> {
  const [email] = await tx<StoredEmail[]>`
    update public.emails set status = 'sending', error = null
     where id = ${id} and direction = 'outbound'
       and (status = 'failed'
            or (status = 'sending'
                and updated_at < now() - make_interval(mins => ${STUCK_SENDING_MINUTES})))
    returning ${columns(tx)}`;
  return email ?? null;
}

export async function markEmailSent(tx: Transaction, id: string): Promise<StoredEmail> {
  const [email] = await tx<StoredEmail[]>`
    update public.emails set status = 'sent', sent_at = now(), error = null
     where id = ${id} and status = 'sending'
    returning ${columns(tx)}`;
  return email;
}

export async function markEmailFailed(
  tx: Transaction,
  id: string,
  error: string,
): Promise<StoredEmail> {
  const [email] = await tx<StoredEmail[]>`
    update public.emails set status = 'failed', error = ${error}
     where id = ${id} and status = 'sending'
    returning ${columns(tx)}`;
  return email;
}
