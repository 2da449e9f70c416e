// Whose a captured mail is. Pure: the route reads the candidates, this decides.
//
// The rules:
// 1. A client matches when its e-mail is among the mail's From, To, Cc (or Bcc) addresses, or
//    those of a mail it forwards inline, compared case-insensitively. Of several, the one
//    owned by a rep who appears on the mail (the rep who wrote, forwarded or BCC'd it) wins,
//    then the one whose address comes first. The mail is the client's, and the client's owner's.
// 2. No client's address is on it but it replies (In-Reply-To) to a mail of a client's, sent or
//    captured: the client's colleague answering the thread. It is that client's.
// 3. No client matches: the mail waits Unassigned, owned by the rep who appears on it (the
//    sender first, then To, Cc, Bcc), so only that rep (and admins) see it.
// 4. No client and no rep: it waits Unassigned owned by the earliest admin; admins see every
//    mail, reps none of it (the route answers 202: accepted, nobody's yet).

import type { MailAddress } from "./mail.ts";

export interface KnownClient {
  id: string;
  email: string;
  ownerId: string;
}

export interface KnownUser {
  id: string;
  email: string;
  isAdmin: boolean;
  createdAt: Date;
}

export interface MailParties {
  from: string;
  to: string[];
  cc: string[];
  bcc?: string[];
  /** The people of a mail forwarded inline (see forwarded.ts), after the mail's own. */
  forwarded?: string[];
}

export type Placement =
  | { kind: "client"; clientId: string; ownerId: string }
  | { kind: "rep"; clientId: null; ownerId: string }
  | { kind: "admins"; clientId: null; ownerId: string };

const lower = (s: string) => s.trim().toLowerCase();

/** Every address on the mail, lower-cased, sender first, each once. */
export function partiesInOrder(mail: MailParties): string[] {
  return [
    ...new Set(
      [mail.from, ...mail.to, ...mail.cc, ...(mail.bcc ?? []), ...(mail.forwarded ?? [])].map(
        lower,
      ),
    ),
  ];
}

/** A stored mail's client: the one the mail replies to, when it replies to one. */
export interface ThreadClient {
  clientId: string;
  ownerId: string;
}

/** Where the mail goes; null only when it matches nobody and there is no admin to hold it. */
export function placeMail(
  mail: MailParties,
  clients: KnownClient[],
  users: KnownUser[],
  repliesTo: ThreadClient | null = null,
): Placement | null {
  const order = partiesInOrder(mail);
  const rank = (email: string) => order.indexOf(lower(email));
  const present = users
    .filter((u) => rank(u.email) >= 0)
    .sort((a, b) => rank(a.email) - rank(b.email));
  const presentIds = new Set(present.map((u) => u.id));
  const matched = clients
    .filter((c) => c.email && rank(c.email) >= 0)
    .sort(
      (a, b) =>
        Number(presentIds.has(b.ownerId)) - Number(presentIds.has(a.ownerId)) ||
        rank(a.email) - rank(b.email) ||
        a.id.localeCompare(b.id),
    );
  if (matched[0]) return { kind: "client", clientId: matched[0].id, ownerId: matched[0].ownerId };
  if (repliesTo) return { kind: "client", ...repliesTo };
  if (present[0]) return { kind: "rep", clientId: null, ownerId: present[0].id };
  const admin = users
    .filter((u) => u.isAdmin)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))[0];
  return admin ? { kind: "admins", clientId: null, ownerId: admin.id } : null;
}

/**
 * Who the client is when a rep creates one from an Unassigned mail: of `people` (the mail's
 * From, To, Cc, then those of a mail it forwards), the first who is not a user and not the
 * capture address itself. A rep BCC'ing their own mail is its sender, so the client is who they
 * wrote to; a rep forwarding a client's mail is its sender too, so the client is its author.
 */
export function counterpart(
  people: MailAddress[],
  userEmails: string[],
  inboundAddress: string | null,
): MailAddress | null {
  const ours = new Set([...userEmails, ...(inboundAddress ? [inboundAddress] : [])].map(lower));
  return people.find((p) => !ours.has(lower(p.address))) ?? null;
}
