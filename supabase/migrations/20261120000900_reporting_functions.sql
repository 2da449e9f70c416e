-- Figures the API serves. All security invoker: row-level security decides
-- which rows each caller counts, so a rep's dashboard covers their own clients
-- and an admin's covers everyone's. Time is a parameter so tests can freeze it.

-- Dashboard KPIs:
--   total_clients   clients the caller can see
--   active_chats    threads with a message in the 7 days before p_now
--   closing_ratio   CLOSED_WON / (CLOSED_WON + CLOSED_LOST) x 100, one decimal; 0 when none closed
--   follow_ups_due  pending follow-ups due before the end of p_now's day (overdue included)
--   growth          clients created this calendar month vs the previous one, in percent, one
--                   decimal; 100 when last month had none and this month some, 0 when both none
create function public.dashboard_kpis(p_now timestamptz default now(), p_time_zone text default 'UTC')
returns table (total_clients int, active_chats int, closing_ratio numeric, follow_ups_due int, growth numeric)
language sql stable security invoker set search_path = ''
as $$
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
  )
  select
    f.total,
    (select count(*)::int from public.chat_threads t
      where t.last_message_at > p_now - interval '7 days' and t.last_message_at <= p_now),
    case when f.won + f.lost = 0 then 0 else round(100.0 * f.won / (f.won + f.lost), 1) end,
    (select count(*)::int from public.followups fu, bounds b where fu.status = 'pending' and fu.due_at < b.end_of_today),
    case
      when f.last_month = 0 and f.this_month = 0 then 0
      when f.last_month = 0 then 100
      else round(100.0 * (f.this_month - f.last_month) / f.last_month, 1)
    end
  from client_figures f
$$;

-- The chat screen's client list: clients that have a thread, newest activity
-- first, each with its latest thread, that thread's last message and how many
-- messages in it the caller has not read (the AI's and other people's).
create function public.clients_with_threads(p_limit int default 100)
returns table (
  id uuid, name text, email text, phone text, company text, status text, stage text, priority text,
  notes text, created_at timestamptz, updated_at timestamptz,
  last_activity timestamptz, last_message text,
  thread_id uuid, thread_last_message_at timestamptz, unread_count int
)
language sql stable security invoker set search_path = ''
as $$
  with latest as (
    select distinct on (t.client_id) t.id, t.client_id, t.created_at, t.last_message_at
      from public.chat_threads t
     order by t.client_id, t.last_message_at desc nulls last, t.created_at desc
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
  order by coalesce(l.last_message_at, l.created_at) desc
  limit greatest(least(p_limit, 1000), 1)
$$;

-- The admin dashboard in one call. For a SALES caller every figure covers
-- their own clients only (RLS); sales users and agents are the whole team.
create function public.admin_overview(p_now timestamptz default now(), p_time_zone text default 'UTC')
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
  months as (
    select generate_series(0, 11) as back
  ),
  growth as (
    select jsonb_agg(jsonb_build_object(
             'month', to_char(m.month_start at time zone p_time_zone, 'YYYY-MM'),
             'newClients', (select count(*) from public.clients c where c.created_at >= m.month_start and c.created_at < m.month_end),
             'totalClients', (select count(*) from public.clients c where c.created_at < m.month_end)
           ) order by m.month_start) as series
    from (
      select
        (date_trunc('month', p_now at time zone p_time_zone) - make_interval(months => back)) at time zone p_time_zone as month_start,
        (date_trunc('month', p_now at time zone p_time_zone) - make_interval(months => back - 1)) at time zone p_time_zone as month_end
      from months
    ) m
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

revoke execute on function public.dashboard_kpis(timestamptz, text), public.clients_with_threads(int),
  public.admin_overview(timestamptz, text) from public, anon;
grant execute on function public.dashboard_kpis(timestamptz, text), public.clients_with_threads(int),
  public.admin_overview(timestamptz, text) to authenticated, service_role;
