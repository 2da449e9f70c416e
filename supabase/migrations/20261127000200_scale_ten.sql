-- Measured by `npm run bench -- --native --scale 10` (bench/RESULTS.md, issue 19):
-- 200 reps, 200,000 clients, 100,000 threads. Row-level security's
-- `owner_id = auth.uid() or is_admin()` is one OR no index can serve, so a rep's
-- chat list, dashboard figures and overview read every rep's rows and filtered
-- them: their cost grew with the team, not with the rep's own book (the chat
-- list 2.1 s, the KPIs 0.33 s, the overview 0.3 s for one rep of 200). As
-- deal_value_totals and pipeline_cards already do, each function now says the
-- rep's owner outright (null for an admin) and plans per call, so a rep's call
-- walks the owner indexes. RLS still applies on top.

-- The chat screen's client list (20261120000900_reporting_functions.sql). It
-- picked every visible client's latest thread, then sorted them all to keep the
-- first page: an admin's list cost 100,000 threads. It now walks the threads
-- newest activity first (the indexes below) and keeps each one that is its
-- client's latest (none of the client's other threads ranks before it, as the
-- old DISTINCT ON ranked them), stopping at the page: the same clients, ties
-- now broken by the thread's id.
create index chat_threads_latest_activity_idx
  on public.chat_threads ((coalesce(last_message_at, created_at)) desc, id desc);
create index chat_threads_owner_latest_activity_idx
  on public.chat_threads (owner_id, (coalesce(last_message_at, created_at)) desc, id desc);

create or replace function public.clients_with_threads(p_limit int default 100)
returns table (
  id uuid, name text, email text, phone text, company text, status text, stage text, priority text,
  notes text, created_at timestamptz, updated_at timestamptz,
  last_activity timestamptz, last_message text,
  thread_id uuid, thread_last_message_at timestamptz, unread_count int
)
language plpgsql stable security invoker set search_path = '' set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
declare
  v_owner uuid := case when public.is_admin() then null else (select auth.uid()) end;
begin
  return query
  with latest as (
    select t.id, t.client_id, t.created_at, t.last_message_at
      from public.chat_threads t
     where (v_owner is null or t.owner_id = v_owner)
       and not exists (
         select 1 from public.chat_threads o
          where o.client_id = t.client_id and o.id <> t.id
            and (o.last_message_at > t.last_message_at
                 or (o.last_message_at is not null and t.last_message_at is null)
                 or (o.last_message_at is not distinct from t.last_message_at
                     and (o.created_at, o.id) > (t.created_at, t.id))))
     order by coalesce(t.last_message_at, t.created_at) desc, t.id desc
     limit greatest(least(p_limit, 1000), 1)
  )
  select
    c.id, c.name, c.email, c.phone, c.company, c.status, c.stage, c.priority, c.notes, c.created_at, c.updated_at,
    coalesce(l.last_message_at, l.created_at),
    (select m.content from public.messages m where m.thread_id = l.id order by m.created_at desc limit 1),
    l.id, l.last_message_at,
    (select count(*)::int from public.messages m
      where m.thread_id = l.id
        and m.created_at > coalesce((select r.last_read_at from public.thread_reads r
                                      where r.thread_id = l.id and r.user_id = (select auth.uid())), '-infinity')
        and (m.role = 'assistant' or m.user_id is distinct from (select auth.uid())))
  from latest l
  join public.clients c on c.id = l.client_id
  order by coalesce(l.last_message_at, l.created_at) desc, l.id desc;
end
$$;

-- The dashboard's KPIs (20261120000900_reporting_functions.sql), same figures.
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
  client_figures as (
    select
      count(*)::int as total,
      count(*) filter (where c.stage = 'CLOSED_WON') as won,
      count(*) filter (where c.stage = 'CLOSED_LOST') as lost,
      count(*) filter (where c.created_at >= b.month_start and c.created_at < b.next_month_start) as this_month,
      count(*) filter (where c.created_at >= b.last_month_start and c.created_at < b.month_start) as last_month
    from public.clients c, bounds b
    where v_owner is null or c.owner_id = v_owner
  )
  select
    f.total,
    (select count(*)::int from public.chat_threads t
      where (v_owner is null or t.owner_id = v_owner)
        and t.last_message_at > p_now - interval '7 days' and t.last_message_at <= p_now),
    case when f.won + f.lost = 0 then 0 else round(100.0 * f.won / (f.won + f.lost), 1) end,
    (select count(*)::int from public.followups fu, bounds b
      where (v_owner is null or fu.owner_id = v_owner)
        and fu.status = 'pending' and fu.due_at < b.end_of_today),
    case
      when f.last_month = 0 and f.this_month = 0 then 0
      when f.last_month = 0 then 100
      else round(100.0 * (f.this_month - f.last_month) / f.last_month, 1)
    end
  from client_figures f;
end
$$;

-- The admin dashboard (20261124130100_converted_revenue.sql), same figures. A
-- rep calling it (their own figures) read every rep's clients and walked every
-- rep's pending follow-ups for the week's meetings; it now reads the rep's own.
-- (Redefined whole: only the language, the owner and the two WHEREs change.)
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
  -- One pass over the visible clients, grouped by owner, month of creation and
  -- currency (a few hundred rows at most); every figure below sums these groups.
  groups as (
    select
      c.owner_id,
      date_trunc('month', c.created_at at time zone p_time_zone) as created_month,
      c.currency,
      c.convertible,
      count(*) as clients,
      count(*) filter (where c.stage = 'CLOSED_WON') as won,
      count(*) filter (where c.stage = 'CLOSED_LOST') as lost,
      sum(c.converted_value) filter (where c.stage = 'CLOSED_WON') as revenue,
      count(c.deal_value) filter (where c.stage = 'CLOSED_WON') as won_with_value,
      sum(c.deal_value) filter (where c.stage = 'CLOSED_WON') as won_amount,
      max(c.rate_valid_on) filter (where c.stage = 'CLOSED_WON' and c.deal_value is not null) as rates_as_of,
      count(*) filter (where c.stage = 'CLOSED_WON' and c.closed_at >= b.month_start and c.closed_at < b.next_month_start) as closed_this_month,
      count(*) filter (where c.stage = 'CLOSED_WON' and c.closed_at >= b.last_month_start and c.closed_at < b.month_start) as closed_last_month
    from public.deal_values c, bounds b
    where v_owner is null or c.owner_id = v_owner
    group by 1, 2, 3, 4
  ),
  -- The won revenue per currency, added up in the workspace currency (or listed apart).
  money as (
    select public.converted_total(jsonb_agg(jsonb_build_object(
             'currency', w.currency, 'convertible', w.convertible, 'deals', w.deals,
             'amount', w.amount, 'converted', w.converted, 'ratesAsOf', w.rates_as_of))) as revenue
      from (
        select g.currency, g.convertible, sum(g.won_with_value) as deals, sum(g.won_amount) as amount,
               sum(g.revenue) as converted, max(g.rates_as_of) as rates_as_of
          from groups g
         where g.won_with_value > 0
         group by 1, 2
      ) w
  ),
  figures as (
    select
      coalesce(sum(g.clients), 0) as all_clients,
      coalesce(sum(g.won), 0) as won,
      coalesce(sum(g.lost), 0) as lost,
      coalesce(sum(g.revenue), 0) as revenue,
      coalesce(sum(g.closed_this_month), 0) as closed_this_month,
      coalesce(sum(g.closed_last_month), 0) as closed_last_month
    from groups g
  ),
  growth as (
    select jsonb_agg(jsonb_build_object(
             'month', to_char(m.month, 'YYYY-MM'),
             'newClients', (select coalesce(sum(g.clients), 0) from groups g where g.created_month = m.month),
             'totalClients', (select coalesce(sum(g.clients), 0) from groups g where g.created_month <= m.month)
           ) order by m.month) as series
    from (
      select date_trunc('month', p_now at time zone p_time_zone) - make_interval(months => back) as month
        from generate_series(0, 11) as back
    ) m
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
        select g.owner_id,
               sum(g.revenue) as revenue,
               case when sum(g.won + g.lost) = 0 then 0
                    else round(100.0 * sum(g.won) / sum(g.won + g.lost), 1) end as close_rate
          from groups g
         group by g.owner_id
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
      'thisMonth', f.closed_this_month,
      'lastMonth', f.closed_last_month,
      'delta', f.closed_this_month - f.closed_last_month
    ),
    'upcomingMeetings', (select list from meetings),
    'clientGrowth', (select series from growth),
    'topAgents', (select list from agents)
  )
  into v_overview
  from figures f, money t;
  return v_overview;
end
$$;
