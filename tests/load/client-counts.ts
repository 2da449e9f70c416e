// The client counters (migration 20261128000100_admin_counters.sql) checked
// against a fresh count of the clients, as the pgTAP helper
// tests.client_count_drift() does for the database tests.
import type postgres from "postgres";

/** Every counter that differs from a fresh count, as text: none when the counters are in step. */
export async function clientCountDrift(sql: postgres.Sql): Promise<string[]> {
  const rows = await sql`
    with kept as (
      select owner_id, stage, currency, clients, deals, amount
        from public.client_stage_counts where (clients, deals, amount) <> (0, 0, 0)
    ), fresh as (
      select owner_id, stage, currency, count(*) as clients, count(deal_value) as deals,
             coalesce(sum(deal_value), 0) as amount
        from public.clients group by 1, 2, 3
    ), kept_months as (
      select owner_id, month, clients from public.client_creation_counts where clients <> 0
    ), fresh_months as (
      select owner_id, date_trunc('month', created_at at time zone 'UTC') at time zone 'UTC' as month,
             count(*) as clients
        from public.clients group by 1, 2
    )
    select 'kept ' || k::text as counter from (select * from kept except select * from fresh) k
    union all select 'fresh ' || f::text from (select * from fresh except select * from kept) f
    union all select 'kept month ' || k::text from (select * from kept_months except select * from fresh_months) k
    union all select 'fresh month ' || f::text from (select * from fresh_months except select * from kept_months) f`;
  return rows.map((r) => r.counter as string);
}
