import type { Transaction } from "../../_shared/db.ts";
import type { InvitationResponse } from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

type InvitationAnswer = Stored<InvitationResponse, "invitedAt">;

/** Invitations not yet accepted, newest first; public.pending_invitations answers an admin only. */
export function listInvitations(tx: Transaction) {
  return tx<InvitationAnswer[]>`
    select p.id, p.name, p.email, p.username, p.role, i.invited_at
      from public.pending_invitations() i join public.profiles p on p.id = i.id
     order by i.invited_at desc, p.id`;
}

export async function invitationById(
  tx: Transaction,
  id: string,
): Promise<InvitationAnswer | null> {
  const [invitation] = await tx<InvitationAnswer[]>`
    select p.id, p.name, p.email, p.username, p.role, i.invited_at
      from public.pending_invitations() i join public.profiles p on p.id = i.id
     where i.id = ${id}`;
  return invitation ?? null;
}
