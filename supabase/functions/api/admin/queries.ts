import type { Transaction } from "../../_shared/db.ts";
import type { AdminOverviewResponse } from "../../_shared/contract/index.ts";

/** The admin dashboard's figures over every client the caller may see (RLS). */
export async function adminOverview(tx: Transaction, timeZone: string) {
  const [{ overview }] = await tx<{ overview: AdminOverviewResponse }[]>`
    select public.admin_overview(now(), ${timeZone}::text) as overview`;
  return overview;
}
