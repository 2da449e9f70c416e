-- Proposal 2 (not applied to the migrations; prototyped on a scratch database by
-- bench/proposals/compare.ts): admin_overview's client growth in one pass.
-- supabase/migrations/20261120000900_reporting_functions.sql counts every one of
-- the twelve months twice with a correlated subquery (24 scans of the caller's
-- clients); this counts the visible clients by month once and sums them up.
-- Created here as admin_overview_v2 so both can be compared side by side; the
-- recommendation is to replace the `months` and `growth` CTEs of admin_overview
-- with `client_months` and `growth` below.
create or replace function public.admin_overview_v2(p_now timestamptz default now(), p_time_zone text default 'UTC')
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with bounds as (
    select
      date_trunc('month', p_now at time zone p_time_zone) at time zone p_time_zone as month_start,
      (date_trunc('month', p_now at time zone p_time_zone) - interval '1 month') at time zone p_time_zone as last_month_start,
      (date_trunc('month', p_now at time zone p_time_zone) + interval '1 month') at time zone p_time_zone as next_month_start
  ),
  figures as (
    select
      count(*) as all_clients,
      count(*) filter (where c.stage = 'CLOSED_WON') as won,
      count(*) filter (where c.stage = 'CLOSED_LOST') as lost,
      coalesce(sum(c.deal_value) filter (where c.stage = 'CLOSED_WON'), 0) as revenue,
      count(*) filter (where c.stage = 'CLOSED_WON' and c.closed_at >= b.month_start and c.closed_at < b.next_month_start) as closed_this_month,
      count(*) filter (where c.stage = 'CLOSED_WON' and c.closed_at >= b.last_month_start and c.closed_at < b.month_start) as closed_last_month
    from public.clients c, bounds b
  ),
  -- Proposed: the twelve months of growth from one pass over the visible clients
  -- (the original counts each month twice with a subquery: 24 scans).
  client_months as (
    select date_trunc('month', c.created_at at time zone p_time_zone) as month, count(*) as n
      from public.clients c, bounds b
     where c.created_at < b.next_month_start
     group by 1
  ),
  growth as (
    select jsonb_agg(jsonb_build_object(
             'month', to_char(m.month, 'YYYY-MM'),
             'newClients', coalesce(cm.n, 0),
             'totalClients', (select coalesce(sum(x.n), 0) from client_months x where x.month <= m.month)
           ) order by m.month) as series
    from (
      select date_trunc('month', p_now at time zone p_time_zone) - make_interval(months => back) as month
        from generate_series(0, 11) as back
    ) m
    left join client_months cm on cm.month = m.month
  ),
  meetings as (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', f.id, 'title', f.title, 'dueAt', f.due_at,
             'clientName', c.name, 'company', coalesce(c.company, c.name)
           ) order by f.due_at), '[]') as list
    from (
      select * from public.followups f
       where f.status = 'pending' and f.due_at >= p_now and f.due_at < p_now + interval '7 days'
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
        coalesce(s.revenue, 0) as revenue,
        coalesce(s.close_rate, 0) as "closeRate",
        row_number() over (order by coalesce(s.revenue, 0) desc, p.name) as rank
      from public.profiles p
      left join (
        select c.owner_id,
               sum(c.deal_value) filter (where c.stage = 'CLOSED_WON') as revenue,
               case when count(*) filter (where c.stage in ('CLOSED_WON', 'CLOSED_LOST')) = 0 then 0
                    else round(100.0 * count(*) filter (where c.stage = 'CLOSED_WON')
                               / count(*) filter (where c.stage in ('CLOSED_WON', 'CLOSED_LOST')), 1) end as close_rate
          from public.clients c
         group by c.owner_id
      ) s on s.owner_id = p.id
      where p.role = 'SALES'
    ) a
  )
  select jsonb_build_object(
    'allClients', f.all_clients,
    'salesUsers', (select count(*) from public.profiles p where p.role = 'SALES'),
    'globalClosingRatio', case when f.won + f.lost = 0 then 0 else round(100.0 * f.won / (f.won + f.lost), 1) end,
    'revenue', f.revenue,
    'clientsClosed', jsonb_build_object(
      'thisMonth', f.closed_this_month,
      'lastMonth', f.closed_last_month,
      'delta', f.closed_this_month - f.closed_last_month
    ),
    'upcomingMeetings', (select list from meetings),
    'clientGrowth', (select series from growth),
    'topAgents', (select list from agents)
  )
  from figures f
$$;

grant execute on function public.admin_overview_v2(timestamptz, text) to authenticated, service_role;
