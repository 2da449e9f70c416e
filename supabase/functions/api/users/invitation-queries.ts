import type { Transaction } from "../../_shared/db.ts";
import type { InvitationResponse } from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

type InvitationAnswer = Stored<InvitationResponse, "invitedAt">;

/** The invitations not yet accepted, as the API answers them; public.pending_invitations answers an admin only. */
const pendingInvitations = (tx: Transaction) =>
  tx`select p.id, p.name, p.email, p.username, p.role, i.invited_at
       from public.pending_invitations() i join public.profiles p on p.id = i.id`;

/** Invitations not yet accepted, newest first. */
export function listInvitations(tx: Transaction) {
  return tx<InvitationAnswer[]>`
    ${pendingInvitations(tx)}
     order by i.invited_at desc, p.id`;
}

export async function invitationById(
  tx: Transaction,
  id: string,
): Promise<InvitationAnswer | null> {
  const [invitation] = await tx<InvitationAnswer[]>`
    ${pendingInvitations(tx)}
     where i.id = ${id}`;
  return invitation ?? null;
}
