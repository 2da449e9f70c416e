import { callerIsAdmin, ownRowsOnly, type Transaction } from "../../_shared/db.ts";
import type {
  ActivityResponse,
  ConvertedTotal,
  DashboardKpis,
} from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

export async function dashboardKpis(tx: Transaction, timeZone: string) {
  const [kpis] = await tx<DashboardKpis[]>`
    select k.total_clients, k.active_chats, k.closing_ratio::float8 as closing_ratio,
           k.follow_ups_due, k.growth::float8 as growth
      from public.dashboard_kpis(now(), ${timeZone}::text) k`;
  return kpis;
}

/**
 * Won revenue and the open pipeline's value over the caller's deals, each
 * converted to the workspace currency at the latest rates, with the amounts
 * in currencies without a rate listed apart.
 */
export async function dealMoney(
  tx: Transaction,
): Promise<{ revenue: ConvertedTotal; pipeline: ConvertedTotal }> {
  const [{ money }] = await tx`select public.deal_value_totals() as money`;
  return money;
}

/**
 * Newest first; RLS limits a rep to their own clients' activity. A rep's owner is
 * said outright too, so their feed walks the owner index instead of every rep's rows.
 */
export async function recentActivity(tx: Transaction, limit: number) {
  const admin = await callerIsAdmin(tx);
  return await tx<Stored<ActivityResponse, "createdAt">[]>`
    select a.id, a.activity_type, a.role, a.client_id, a.client_name, a.name, a.status, a.title,
           a.created_at
      from public.activities a
     where true ${ownRowsOnly(tx, admin, "a.owner_id")}
     order by a.created_at desc, a.id desc
     limit ${limit}`;
}
