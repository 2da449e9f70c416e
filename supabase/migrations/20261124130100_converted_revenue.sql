-- Money in one currency: the admin overview's revenue (overall and per agent)
-- adds won deals converted to the workspace currency at the latest rates
-- (public.deal_values), names that currency and the rates' date, and lists
-- won amounts in currencies without a rate apart instead of adding them, all
-- from its one pass over the clients. (The function is redefined whole: only
-- its source of clients and the revenue figures change.)
create or replace function public.admin_overview(p_now timestamptz default now(), p_time_zone text default 'UTC')
returns jsonb
language sql stable security invoker set search_path = ''
as $$
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
  from figures f, money t
$$;
