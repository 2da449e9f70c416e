// Mail no client matched, as the signed-in user sees it (RLS: a rep their own, admins all).
import { callerIsAdmin, ownRowsOnly, type Transaction } from "../../_shared/db.ts";
import {
  CLIENT_NOT_FOUND,
  createClientBody,
  type UnassignedEmailResponse,
} from "../../_shared/contract/index.ts";
import { HttpError } from "../../_shared/errors.ts";
import { forwardedPeople } from "../../_shared/mail/inbound/forwarded.ts";
import { counterpart } from "../../_shared/mail/inbound/match.ts";
import { parse, type Stored } from "../../_shared/validation.ts";
import { createClient } from "../clients/queries.ts";

const MAX_LISTED = 200;

/** Mail that names no client and is not yet anyone's: the capture address to show beside it. */
export const inboundAddress = () => Deno.env.get("INBOUND_EMAIL_ADDRESS")?.trim() || null;

export async function listUnassigned(tx: Transaction) {
  const admin = await callerIsAdmin(tx);
  return await tx<Stored<UnassignedEmailResponse, "receivedAt">[]>`
    select e.id, e.owner_id, p.name as owner_name, e.from_address, e.from_name, coalesce(e.subject, '') as subject,
           left(btrim(regexp_replace(coalesce(e.text_body, ''), '\\s+', ' ', 'g')), 200) as snippet,
           (select count(*)::int from public.email_attachments a where a.email_id = e.id)
             as attachment_count,
           e.received_at
      from public.emails e join public.profiles p on p.id = e.owner_id
     where e.client_id is null and e.direction = 'inbound'
       ${ownRowsOnly(tx, admin, "e.owner_id")}
     order by e.received_at desc, e.id
     limit ${MAX_LISTED}`;
}

/**
 * Files the mail to the client; the emails trigger hands it to the client's owner, so an admin
 * filing mail for a rep gives the rep their mail (and its attachments, readable with it). A
 * client the caller cannot see is a 404 (a rep sees only their own); null when the caller has
 * no such unassigned mail.
 */
export async function assignEmail(tx: Transaction, id: string, input: { clientId: string }) {
  const [client] = await tx`select 1 from public.clients where id = ${input.clientId}`;
  if (!client) throw new HttpError(404, CLIENT_NOT_FOUND);
  const [email] = await tx<{ id: string; clientId: string }[]>`
    update public.emails set client_id = ${input.clientId}
     where id = ${id} and client_id is null and direction = 'inbound'
    returning id, client_id`;
  return email ?? null;
}

/**
 * A new client of the caller's from the mail's other party (see counterpart: the sender, who
 * the rep wrote to, or the author of the mail the rep forwarded), named by their display name
 * or else their address's local part, and the mail filed to it. Null when the caller has no
 * such unassigned mail.
 */
export async function createClientFromEmail(tx: Transaction, id: string) {
  const [email] = await tx<
    {
      fromAddress: string;
      fromName: string | null;
      toAddresses: string[];
      ccAddresses: string[];
      textBody: string;
    }[]
  >`
    select from_address, from_name, to_addresses, cc_addresses, text_body from public.emails
     where id = ${id} and client_id is null and direction = 'inbound'`;
  if (!email) return null;
  const people = [
    { address: email.fromAddress, name: email.fromName ?? "" },
    ...[...email.toAddresses, ...email.ccAddresses].map((address) => ({ address, name: "" })),
    ...forwardedPeople(email.textBody),
  ];
  const users = await tx<{ email: string }[]>`select email from public.profiles`;
  const person = counterpart(
    people,
    users.map((u) => u.email),
    inboundAddress(),
  );
  if (!person) throw new HttpError(422, "The mail names nobody but users of the CRM");
  const client = await createClient(
    tx,
    parse(createClientBody, {
      name: person.name || person.address.split("@")[0],
      email: person.address.toLowerCase(),
    }),
  );
  return await assignEmail(tx, id, { clientId: client!.id });
}
