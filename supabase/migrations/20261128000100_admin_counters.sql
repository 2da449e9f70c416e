-- Measured by `npm run bench -- --native --scale 10` (bench/RESULTS.md, issue 19,
-- "Admin counters"): an admin's dashboard KPIs (315 ms), overview (363 ms) and
-- pipeline board (167 ms) each read all 200,000 clients to count them per stage,
-- currency and month of creation. Those figures are now kept by triggers, per
-- owner: clients, deals and their amount per stage and currency, and clients
-- created per UTC month. An admin's figures add up a few thousand rows; a rep's,
-- their own few dozen. What depends on the clock (months in the caller's time
-- zone, deals closed this month, follow-ups due, chats active this week) is still
-- counted from the rows, each through an index that reads only the rows counted.

-- ── The counters ────────────────────────────────────────────────────────────

create table public.client_stage_counts (
  owner_id uuid not null references public.profiles (id) on delete cascade,
  stage text not null,
  currency text not null,
  clients bigint not null,
  -- The clients with a deal value, and the sum of those values.
  deals bigint not null,
  amount numeric not null,
  primary key (owner_id, stage, currency)
);
comment on table public.client_stage_counts is
  'Clients per owner, stage and currency, with their deal values added up; kept by triggers on clients.';

create table public.client_creation_counts (
  owner_id uuid not null references public.profiles (id) on delete cascade,
  -- The first instant of the month (UTC) the clients were created in.
  month timestamptz not null,
  clients bigint not null,
  primary key (owner_id, month)
);
comment on table public.client_creation_counts is
  'Clients created per owner and UTC month; kept by triggers on clients.';

-- The same rule as the clients they count: a rep reads their own, an admin everyone's.
alter table public.client_stage_counts enable row level security;
alter table public.client_creation_counts enable row level security;
create policy "client_stage_counts: owner or admin can read"
  on public.client_stage_counts for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "client_creation_counts: owner or admin can read"
  on public.client_creation_counts for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
revoke all on public.client_stage_counts, public.client_creation_counts from anon, authenticated;
grant select on public.client_stage_counts, public.client_creation_counts to authenticated;
grant all on public.client_stage_counts, public.client_creation_counts to service_role;

-- ── Keeping them ────────────────────────────────────────────────────────────

-- One client counted in (+1) or out (-1).
create type private.client_count_change as (
  owner_id uuid, stage text, currency text, deal_value numeric, created_at timestamptz, sign int
);

-- Adds the changes up per counter and applies them as deltas: an upsert takes the
-- counter's row lock, so concurrent writers to the same owner's counters queue
-- instead of losing a count, and each statement locks its counters in key order.
create function private.add_client_counts(p_changes private.client_count_change[]) returns void
language sql set search_path = ''
as $$
  insert into public.client_stage_counts as s (owner_id, stage, currency, clients, deals, amount)
  select c.owner_id, c.stage, c.currency, sum(c.sign),
         coalesce(sum(c.sign) filter (where c.deal_value is not null), 0),
         coalesce(sum(c.sign * c.deal_value), 0)
    from unnest(p_changes) c
   group by 1, 2, 3
  having sum(c.sign) <> 0 or coalesce(sum(c.sign * c.deal_value), 0) <> 0
      or coalesce(sum(c.sign) filter (where c.deal_value is not null), 0) <> 0
   order by 1, 2, 3
  on conflict (owner_id, stage, currency) do update
    set clients = s.clients + excluded.clients, deals = s.deals + excluded.deals, amount = s.amount + excluded.amount;

  insert into public.client_creation_counts as k (owner_id, month, clients)
  select c.owner_id, date_trunc('month', c.created_at at time zone 'UTC') at time zone 'UTC', sum(c.sign)
    from unnest(p_changes) c
   group by 1, 2
  having sum(c.sign) <> 0
   order by 1, 2
  on conflict (owner_id, month) do update set clients = k.clients + excluded.clients;
$$;

-- Inserts and deletes per statement (an import's batch or its undo is one upsert
-- per counter); an update per row, only when a counted column changed (a stage
-- move, a new owner, a value or currency, a creation date fixed in Studio).
create function private.count_client_changes() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_level = 'ROW' then
    perform private.add_client_counts(array[
      row(old.owner_id, old.stage, old.currency, old.deal_value, old.created_at, -1)::private.client_count_change,
      row(new.owner_id, new.stage, new.currency, new.deal_value, new.created_at, 1)::private.client_count_change]);
    return null;
  elsif tg_op = 'INSERT' then
    perform private.add_client_counts(array(
      select row(n.owner_id, n.stage, n.currency, n.deal_value, n.created_at, 1)::private.client_count_change
        from inserted n));
  elsif tg_op = 'DELETE' then
    perform private.add_client_counts(array(
      select row(o.owner_id, o.stage, o.currency, o.deal_value, o.created_at, -1)::private.client_count_change
        from deleted o));
  else
    delete from public.client_stage_counts where true;
    delete from public.client_creation_counts where true;
  end if;
  return null;
end
$$;

create trigger clients_count_inserts
  after insert on public.clients referencing new table as inserted
  for each statement execute function private.count_client_changes();
create trigger clients_count_deletes
  after delete on public.clients referencing old table as deleted
  for each statement execute function private.count_client_changes();
create trigger clients_count_updates
  after update of owner_id, stage, currency, deal_value, created_at on public.clients
  for each row
  when (old.owner_id is distinct from new.owner_id or old.stage is distinct from new.stage
        or old.currency is distinct from new.currency or old.deal_value is distinct from new.deal_value
        or old.created_at is distinct from new.created_at)
  execute function private.count_client_changes();
create trigger clients_count_truncates
  after truncate on public.clients
  for each statement execute function private.count_client_changes();

-- Counts every client again: this migration's backfill, and loads that skip
-- triggers (the demo seed's and the bench's `session_replication_role = replica`).
-- Writers wait for it (share lock), so no change falls between the two.
create function private.recount_clients() returns void
language plpgsql set search_path = ''
as $$
begin
  lock table public.clients in share mode;
  delete from public.client_stage_counts where true;
  delete from public.client_creation_counts where true;
  insert into public.client_stage_counts (owner_id, stage, currency, clients, deals, amount)
  select c.owner_id, c.stage, c.currency, count(*), count(c.deal_value), coalesce(sum(c.deal_value), 0)
    from public.clients c
   group by 1, 2, 3;
  insert into public.client_creation_counts (owner_id, month, clients)
  select c.owner_id, date_trunc('month', c.created_at at time zone 'UTC') at time zone 'UTC', count(*)
    from public.clients c
   group by 1, 2;
end
$$;

revoke execute on function private.add_client_counts(private.client_count_change[]),
  private.count_client_changes(), private.recount_clients() from public;

select private.recount_clients();

-- ── Reading them ────────────────────────────────────────────────────────────

-- The counters as deal_values shows the rows: per owner, stage and currency,
-- the amount converted to the workspace currency at the latest rate (null
-- without a deal value or a rate), the rate's date, whether the currency has one.
create view public.client_stage_values with (security_invoker = true) as
select s.owner_id, s.stage, s.currency, s.clients, s.deals,
       case when s.deals > 0 then s.amount end as amount,
       case when s.deals > 0 then s.amount * r.rate end as converted,
       r.valid_on as rate_valid_on,
       r.currency is not null as convertible
  from public.client_stage_counts s
  left join public.current_exchange_rates() r on r.currency = s.currency
 where s.clients > 0;
revoke all on public.client_stage_values from anon, authenticated;
grant select on public.client_stage_values to authenticated, service_role;

-- How many clients (p_owner's, or every visible one) were created before each
-- instant. The counters hold UTC months; an instant is a month start in the
-- caller's time zone, at most 14 hours from the nearest UTC one, so the months
-- before that UTC boundary are added up and the clients between it and the
-- instant counted (added or taken off) through the creation-date indexes.
create function public.clients_created_before(p_owner uuid, p_instants timestamptz[])
returns table (instant timestamptz, clients bigint)
language plpgsql stable security invoker set search_path = '' set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
begin
  return query
  with months as (
    select k.month, sum(k.clients) as clients
      from public.client_creation_counts k
     where p_owner is null or k.owner_id = p_owner
     group by k.month
  ),
  edges as (
    select i.at, case when i.at - m.lower <= m.upper - i.at then m.lower else m.upper end as month_edge
      from unnest(p_instants) as i (at)
      cross join lateral (select date_trunc('month', i.at at time zone 'UTC') as utc_month) u
      cross join lateral (
        select u.utc_month at time zone 'UTC' as lower, (u.utc_month + interval '1 month') at time zone 'UTC' as upper
      ) m
  )
  select e.at,
         ((select coalesce(sum(m.clients), 0) from months m where m.month < e.month_edge)
          + (select count(*) from public.clients c
              where (p_owner is null or c.owner_id = p_owner)
                and c.created_at >= least(e.at, e.month_edge) and c.created_at < greatest(e.at, e.month_edge))
            * case when e.at < e.month_edge then -1 else 1 end)::bigint
    from edges e;
end
$$;
revoke execute on function public.clients_created_before(uuid, timestamptz[]) from public, anon;
grant execute on function public.clients_created_before(uuid, timestamptz[]) to authenticated, service_role;

-- What the clock decides stays a count of rows, each from an index that holds
-- only the rows counted and the owner row-level security checks (no heap
-- reads): the won deals closed this month and last, the pending follow-ups due
-- by tonight (150,000 for an admin at scale 10, read before through the
-- (owner, status, due) index of every owner), the threads written this week
-- (read before from the table to check their owner).
create index clients_won_closed_idx on public.clients (closed_at) include (owner_id) where stage = 'CLOSED_WON';
create index followups_pending_due_idx on public.followups (due_at) include (owner_id) where status = 'pending';
create index chat_threads_last_message_idx on public.chat_threads (last_message_at) include (owner_id);

-- ── The functions, redefined whole over the counters ────────────────────────

-- The dashboard's won and open totals (20261124130020_pipeline_forecast.sql).
create or replace function public.deal_value_totals() returns jsonb
language plpgsql stable security invoker set search_path = '' set plan_cache_mode = force_custom_plan
as $$
declare
  v_owner uuid := case when public.is_admin() then null else (select auth.uid()) end;
  v_totals jsonb;
begin
  with groups as (
    select case when v.stage = 'CLOSED_WON' then 'revenue' else 'pipeline' end as kind,
           v.currency, v.convertible, sum(v.deals) as deals, sum(v.amount) as amount,
           sum(v.converted) as converted, max(v.rate_valid_on) as rates_as_of
      from public.client_stage_values v
     where v.stage <> 'CLOSED_LOST' and v.deals > 0
       and (v_owner is null or v.owner_id = v_owner)
     group by 1, 2, 3
  )
  select jsonb_build_object(
    'revenue', public.converted_total((select jsonb_agg(jsonb_build_object(
        'currency', g.currency, 'convertible', g.convertible, 'deals', g.deals, 'amount', g.amount,
        'converted', g.converted, 'ratesAsOf', g.rates_as_of)) from groups g where g.kind = 'revenue')),
    'pipeline', public.converted_total((select jsonb_agg(jsonb_build_object(
        'currency', g.currency, 'convertible', g.convertible, 'deals', g.deals, 'amount', g.amount,
        'converted', g.converted, 'ratesAsOf', g.rates_as_of)) from groups g where g.kind = 'pipeline'))
  )
    into v_totals;
  return v_totals;
end
$$;

-- The dashboard's KPIs (20261127000200_scale_ten.sql), same figures.
create or replace function public.dashboard_kpis(p_now timestamptz default now(), p_time_zone text default 'UTC')
returns table (total_clients int, active_chats int, closing_ratio numeric, follow_ups_due int, growth numeric)
language plpgsql stable security invoker set search_path = '' set plan_cache_mode = force_custom_plan
as $$
declare
  v_owner uuid := case when public.is_admin() then null else (select auth.uid()) end;
begin
  return query
  with bounds as (
    select
      (date_trunc('day', p_now at time zone p_time_zone) + interval '1 day') at time zone p_time_zone as end_of_today,
      date_trunc('month', p_now at time zone p_time_zone) at time zone p_time_zone as month_start,
      (date_trunc('month', p_now at time zone p_time_zone) - interval '1 month') at time zone p_time_zone as last_month_start,
      (date_trunc('month', p_now at time zone p_time_zone) + interval '1 month') at time zone p_time_zone as next_month_start
  ),
  stages as (
    select
      coalesce(sum(s.clients), 0)::int as total,
      coalesce(sum(s.clients) filter (where s.stage = 'CLOSED_WON'), 0) as won,
      coalesce(sum(s.clients) filter (where s.stage = 'CLOSED_LOST'), 0) as lost
    from public.client_stage_counts s
    where v_owner is null or s.owner_id = v_owner
  ),
  created as (
    select
      max(n.clients) filter (where n.instant = b.next_month_start)
        - max(n.clients) filter (where n.instant = b.month_start) as this_month,
      max(n.clients) filter (where n.instant = b.month_start)
        - max(n.clients) filter (where n.instant = b.last_month_start) as last_month
    from bounds b
    cross join public.clients_created_before(v_owner, array[b.last_month_start, b.month_start, b.next_month_start]) n
  )
  select
    s.total,
    (select count(*)::int from public.chat_threads t
      where (v_owner is null or t.owner_id = v_owner)
        and t.last_message_at > p_now - interval '7 days' and t.last_message_at <= p_now),
    case when s.won + s.lost = 0 then 0 else round(100.0 * s.won / (s.won + s.lost), 1) end,
    (select count(*)::int from public.followups fu, bounds b
      where (v_owner is null or fu.owner_id = v_owner)
        and fu.status = 'pending' and fu.due_at < b.end_of_today),
    case
      when n.last_month = 0 and n.this_month = 0 then 0
      when n.last_month = 0 then 100
      else round(100.0 * (n.this_month - n.last_month) / n.last_month, 1)
    end
  from stages s, created n;
end
$$;

-- The admin dashboard (20261127000200_scale_ten.sql), same figures: the stage
-- counters give the clients, the win rates and the revenue (overall, per
-- currency and per agent), the creation counters the growth series.
create or replace function public.admin_overview(p_now timestamptz default now(), p_time_zone text default 'UTC')
returns jsonb
language plpgsql stable security invoker set search_path = '' set plan_cache_mode = force_custom_plan
as $$
declare
  v_owner uuid := case when public.is_admin() then null else (select auth.uid()) end;
  v_overview jsonb;
begin
  with bounds as (
    select
      date_trunc('month', p_now at time zone p_time_zone) at time zone p_time_zone as month_start,
      (date_trunc('month', p_now at time zone p_time_zone) - interval '1 month') at time zone p_time_zone as last_month_start,
      (date_trunc('month', p_now at time zone p_time_zone) + interval '1 month') at time zone p_time_zone as next_month_start
  ),
  stages as (
    select v.owner_id, v.stage, v.currency, v.convertible, v.clients, v.deals, v.amount, v.converted, v.rate_valid_on
      from public.client_stage_values v
     where v_owner is null or v.owner_id = v_owner
  ),
  -- The won revenue per currency, added up in the workspace currency (or listed apart).
  money as (
    select public.converted_total(jsonb_agg(jsonb_build_object(
             'currency', w.currency, 'convertible', w.convertible, 'deals', w.deals,
             'amount', w.amount, 'converted', w.converted, 'ratesAsOf', w.rates_as_of))) as revenue
      from (
        select s.currency, s.convertible, sum(s.deals) as deals, sum(s.amount) as amount,
               sum(s.converted) as converted, max(s.rate_valid_on) as rates_as_of
          from stages s
         where s.stage = 'CLOSED_WON' and s.deals > 0
         group by 1, 2
      ) w
  ),
  closed as (
    select
      count(*) filter (where c.closed_at >= b.month_start) as this_month,
      count(*) filter (where c.closed_at < b.month_start) as last_month
    from public.clients c, bounds b
    where c.stage = 'CLOSED_WON' and c.closed_at >= b.last_month_start and c.closed_at < b.next_month_start
      and (v_owner is null or c.owner_id = v_owner)
  ),
  figures as (
    select
      coalesce(sum(s.clients), 0) as all_clients,
      coalesce(sum(s.clients) filter (where s.stage = 'CLOSED_WON'), 0) as won,
      coalesce(sum(s.clients) filter (where s.stage = 'CLOSED_LOST'), 0) as lost,
      coalesce(sum(s.converted) filter (where s.stage = 'CLOSED_WON'), 0) as revenue
    from stages s
  ),
  months as (
    select m.month, (m.month + interval '1 month') at time zone p_time_zone as month_end
      from (
        select date_trunc('month', p_now at time zone p_time_zone) - make_interval(months => back) as month
          from generate_series(0, 11) as back
      ) m
  ),
  created as (
    select n.instant, n.clients
      from public.clients_created_before(v_owner, array(
        select m.month at time zone p_time_zone from months m
        union
        select m.month_end from months m)) n
  ),
  growth as (
    select jsonb_agg(jsonb_build_object(
             'month', to_char(m.month, 'YYYY-MM'),
             'newClients', e.clients - s.clients,
             'totalClients', e.clients
           ) order by m.month) as series
    from months m
    join created s on s.instant = m.month at time zone p_time_zone
    join created e on e.instant = m.month_end
  ),
  meetings as (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', f.id, 'title', f.title, 'dueAt', f.due_at,
             'clientName', c.name, 'company', coalesce(c.company, c.name)
           ) order by f.due_at), '[]') as list
    from (
      select * from public.followups f
       where (v_owner is null or f.owner_id = v_owner)
         and f.status = 'pending' and f.due_at >= p_now and f.due_at < p_now + interval '7 days'
       order by f.due_at
       limit 5
    ) f
    join public.clients c on c.id = f.client_id
  ),
  agents as (
    select coalesce(jsonb_agg(to_jsonb(a) - 'rank' order by a.revenue desc, a.name) filter (where a.rank <= 5), '[]') as list
    from (
      select
        p.id, p.name, p.role, p.avatar_url as "avatarUrl",
        round(coalesce(s.revenue, 0), 2) as revenue,
        coalesce(s.close_rate, 0) as "closeRate",
        row_number() over (order by coalesce(s.revenue, 0) desc, p.name) as rank
      from public.profiles p
      left join (
        select s.owner_id,
               sum(s.converted) filter (where s.stage = 'CLOSED_WON') as revenue,
               case when coalesce(sum(s.clients) filter (where s.stage in ('CLOSED_WON', 'CLOSED_LOST')), 0) = 0 then 0
                    else round(100.0 * coalesce(sum(s.clients) filter (where s.stage = 'CLOSED_WON'), 0)
                               / sum(s.clients) filter (where s.stage in ('CLOSED_WON', 'CLOSED_LOST')), 1) end as close_rate
          from stages s
         group by s.owner_id
      ) s on s.owner_id = p.id
      where p.role = 'SALES'
    ) a
  )
  select jsonb_build_object(
    'currency', t.revenue ->> 'currency',
    'ratesAsOf', t.revenue -> 'ratesAsOf',
    'unconvertedRevenue', t.revenue -> 'unconverted',
    'allClients', f.all_clients,
    'salesUsers', (select count(*) from public.profiles p where p.role = 'SALES'),
    'globalClosingRatio', case when f.won + f.lost = 0 then 0 else round(100.0 * f.won / (f.won + f.lost), 1) end,
    'revenue', round(f.revenue, 2),
    'clientsClosed', jsonb_build_object(
      'thisMonth', k.this_month,
      'lastMonth', k.last_month,
      'delta', k.this_month - k.last_month
    ),
    'upcomingMeetings', (select list from meetings),
    'clientGrowth', (select series from growth),
    'topAgents', (select list from agents)
  )
  into v_overview
  from figures f, money t, closed k;
  return v_overview;
end
$$;

-- The board (20261124130010_pipeline_board.sql): without a search or a priority
-- its columns' counts and values come from the counters (an admin's board read
-- every client); with one, from the matching deals as before.
create or replace function public.pipeline_board(p_search text, p_priority text, p_owner uuid, p_limit int)
returns jsonb
language plpgsql stable security invoker set search_path = '' set plan_cache_mode = force_custom_plan
as $$
declare
  v_stages text[] := array['LEAD', 'QUALIFIED', 'PROPOSAL', 'NEGOTIATION', 'CLOSED_WON', 'CLOSED_LOST'];
  v_owner uuid := case when public.is_admin() then p_owner else (select auth.uid()) end;
  v_counted boolean := p_search is null and p_priority is null;
  v_settings public.pipeline_settings;
  v_groups jsonb;
  v_cards jsonb := public.pipeline_cards(v_stages, p_search, p_priority, p_owner, p_limit);
begin
  select * into v_settings from public.pipeline_settings;
  select coalesce(jsonb_agg(jsonb_build_object(
           'stage', g.stage, 'currency', g.currency, 'convertible', g.convertible, 'deals', g.deals,
           'amount', g.amount, 'converted', g.converted, 'ratesAsOf', g.rates_as_of)), '[]')
    into v_groups
    from (
      select v.stage, v.currency, v.convertible, sum(v.clients) as deals, sum(v.amount) as amount,
             sum(v.converted) as converted, max(v.rate_valid_on) as rates_as_of
        from public.client_stage_values v
       where v_counted and (v_owner is null or v.owner_id = v_owner)
       group by 1, 2, 3
      union all
      select d.stage, d.currency, d.convertible, count(*), sum(d.deal_value),
             sum(d.converted_value), max(d.rate_valid_on)
        from public.deal_values d
       where not v_counted
         and (v_owner is null or d.owner_id = v_owner)
         and (p_search is null or d.search_text like lower(p_search))
         and (p_priority is null or d.priority = p_priority)
       group by 1, 2, 3
    ) g;
  return (
    select jsonb_build_object(
      'currency', v_settings.currency,
      'ratesAsOf', (select max(g ->> 'ratesAsOf') from jsonb_array_elements(v_groups) g
                     where (g ->> 'convertible')::boolean and (g ->> 'amount') is not null),
      'columns', jsonb_agg(jsonb_build_object(
        'stage', s.stage,
        'count', coalesce((select sum((g ->> 'deals')::int) from jsonb_array_elements(v_groups) g where g ->> 'stage' = s.stage), 0),
        'probability', public.stage_probability(v_settings, s.stage),
        'value', public.converted_total(
          (select jsonb_agg(g) from jsonb_array_elements(v_groups) g where g ->> 'stage' = s.stage)),
        'cards', v_cards -> s.stage
      ) order by s.position))
    from unnest(v_stages) with ordinality as s(stage, position)
  );
end
$$;
