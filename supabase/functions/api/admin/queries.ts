import type { Transaction } from "../../_shared/db.ts";

/** The admin dashboard's figures over every client the caller may see (RLS). */
export async function adminOverview(tx: Transaction, timeZone: string) {
  const [{ overview }] = await tx`
    select public.admin_overview(now(), ${timeZone}::text) as overview`;
  return overview;
}
