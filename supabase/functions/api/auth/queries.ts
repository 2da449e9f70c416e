import { type Transaction, withServiceTransaction } from "../../_shared/db.ts";
import type { ProfileResponse } from "../../_shared/contract/index.ts";

/** The account a username or an e-mail address signs into (service role: the caller is not signed in yet). */
export async function accountForLogin(
  usernameOrEmail: string,
): Promise<{ id: string; email: string } | null> {
  const rows = await withServiceTransaction(
    (tx) =>
      tx<{ id: string; email: string }[]>`select id, email from public.profiles
        where lower(username) = lower(${usernameOrEmail}) or lower(email) = lower(${usernameOrEmail})
        order by (lower(username) = lower(${usernameOrEmail})) desc
        limit 1`,
  );
  return rows[0] ?? null;
}

export async function profileById(tx: Transaction, id: string): Promise<ProfileResponse | null> {
  const rows = await tx<ProfileResponse[]>`
    select id, name, email, username, role, avatar_url from public.profiles where id = ${id}`;
  return rows[0] ?? null;
}

export function serviceProfileById(id: string): Promise<ProfileResponse | null> {
  return withServiceTransaction((tx) => profileById(tx, id));
}
