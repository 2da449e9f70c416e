import type { Transaction } from "../../_shared/db.ts";
import type { Role, UpdateUser, UserResponse } from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

type UserAnswer = Stored<UserResponse, "createdAt" | "signInBlockedUntil">;

// The wait is only ever shown to an admin: the function answers null to anyone else, so a rep's
// list does not call it once per user (200 calls, 6 of the list's 6.5 ms for a team of 200).
const userColumns = (tx: Transaction) =>
  tx`id, name, email, username, role, avatar_url, created_at,
     case when (select public.is_admin()) then public.sign_in_blocked_until(id) end
       as sign_in_blocked_until`;

export function listUsers(tx: Transaction) {
  return tx<UserAnswer[]>`
    select ${userColumns(tx)} from public.profiles order by role, lower(name), id`;
}

export async function userById(tx: Transaction, id: string): Promise<UserAnswer | null> {
  const [user] = await tx<UserAnswer[]>`
    select ${userColumns(tx)} from public.profiles where id = ${id}`;
  return user ?? null;
}

export async function takenIdentity(
  tx: Transaction,
  email: string,
  username: string,
): Promise<"email" | "username" | null> {
  const [taken] = await tx<{ emailTaken: boolean; usernameTaken: boolean }[]>`
    select exists (select 1 from public.profiles where lower(email) = ${email}) as email_taken,
           exists (select 1 from public.profiles where lower(username) = ${username}) as username_taken`;
  if (taken.emailTaken) return "email";
  return taken.usernameTaken ? "username" : null;
}

/**
 * Locks the admins' rows so two admins demoting or removing each other at the
 * same moment cannot both pass the check; true if `id` is the last admin.
 */
async function isLastAdmin(tx: Transaction, id: string): Promise<boolean> {
  const admins = await tx<{ id: string }[]>`
    select id from public.profiles where role = 'ADMIN' order by id for update`;
  return admins.length <= 1 && admins.some((admin) => admin.id === id);
}

type Refusal = { kind: "not-found" } | { kind: "last-admin" };

/**
 * Locks the user's profile for the rest of the transaction and reads their
 * role; refuses when there is no such user, or when they are the last admin and
 * the change (`leavesAdmin`: a demotion or a deletion) would leave none.
 */
async function lockForChange(
  tx: Transaction,
  id: string,
  leavesAdmin: boolean,
): Promise<Refusal | { kind: "found"; role: Role }> {
  const [target] = await tx<{ role: Role }[]>`
    select role from public.profiles where id = ${id} for update`;
  if (!target) return { kind: "not-found" };
  if (target.role === "ADMIN" && leavesAdmin && (await isLastAdmin(tx, id))) {
    return { kind: "last-admin" };
  }
  return { kind: "found", role: target.role };
}

export type UpdateOutcome = Refusal | { kind: "updated"; user: UserAnswer; previousRole: Role };

export async function updateUser(
  tx: Transaction,
  id: string,
  input: UpdateUser,
): Promise<UpdateOutcome> {
  const target = await lockForChange(tx, id, input.role === "SALES");
  if (target.kind !== "found") return target;
  const changes = Object.fromEntries(
    Object.entries({ name: input.name, role: input.role }).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(changes).length) {
    await tx`update public.profiles set ${tx(changes)} where id = ${id}`;
  }
  return { kind: "updated", user: (await userById(tx, id))!, previousRole: target.role };
}

/** Puts a role back when Auth could not record the change; service role, as the caller may have demoted themselves. */
export async function restoreRole(tx: Transaction, id: string, role: Role) {
  await tx`update public.profiles set role = ${role} where id = ${id}`;
}

export type HandOverOutcome = Refusal | { kind: "handed-over"; leftoverPaths: string[] };

/**
 * Gives everything of a user who is about to be deleted to the admin deleting
 * them: their clients (a trigger moves threads, follow-ups, documents and
 * activity along), their documents about no client, and the files messages or
 * documents still show. What is left (uploads never sent) goes with the
 * account; their Storage paths are returned to remove afterwards.
 */
export async function handOverUserData(
  tx: Transaction,
  id: string,
  adminId: string,
): Promise<HandOverOutcome> {
  const target = await lockForChange(tx, id, true);
  if (target.kind !== "found") return target;
  await tx`update public.clients set owner_id = ${adminId} where owner_id = ${id}`;
  await tx`update public.documents set owner_id = ${adminId} where owner_id = ${id}`;
  await tx`
    update public.files f set owner_id = ${adminId}
     where f.owner_id = ${id}
       and (exists (select 1 from public.message_attachments a where a.file_id = f.id)
            or exists (select 1 from public.documents d where d.file_id = f.id))`;
  const leftovers = await tx<{ objectPath: string }[]>`
    select object_path from public.files where owner_id = ${id}`;
  return { kind: "handed-over", leftoverPaths: leftovers.map((f) => f.objectPath) };
}
