-- The pipeline's totals: the dashboard's won and open values and the forecast,
-- from the converted deal values (20261124130010_pipeline_board.sql).

-- The dashboard's won and open totals read only a rep's own deals through
-- their owner index instead of every visible row's policy check.
create function public.deal_value_totals() returns jsonb
language plpgsql stable security invoker set search_path = '' set plan_cache_mode = force_custom_plan
as $$
declare
  v_owner uuid := case when public.is_admin() then null else (select auth.uid()) end;
  v_totals jsonb;
begin
  with groups as (
    select case when d.stage = 'CLOSED_WON' then 'revenue' else 'pipeline' end as kind,
           d.currency, d.convertible, count(*) as deals, sum(d.deal_value) as amount,
           sum(d.converted_value) as converted, max(d.rate_valid_on) as rates_as_of
      from public.deal_values d
     where d.stage <> 'CLOSED_LOST' and d.deal_value is not null
       and (v_owner is null or d.owner_id = v_owner)
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

-- The forecast over the caller's visible deals (an admin: everyone's):
-- open deals weighted by stage probability per expected close month (the
-- rep's date, else the latest analysis' timeline date, else unknown); per
-- SALES rep won, lost, win rate and average days from creation to a win;
-- the loss reasons of lost deals, most used first.
create function public.pipeline_forecast() returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with settings as (select s from public.pipeline_settings s),
  open_deals as (
    select d.*,
           to_char(coalesce(d.expected_close_date, (
             select a.timeline_date from public.client_analyses a
              where a.client_id = d.id order by a.created_at desc limit 1)), 'YYYY-MM') as month,
           public.stage_probability((select s from settings), d.stage) as probability
      from public.deal_values d
     where d.stage in ('LEAD', 'QUALIFIED', 'PROPOSAL', 'NEGOTIATION')
  ),
  months as (
    select o.month, count(*) as deals,
           coalesce(sum(o.converted_value), 0) as value,
           coalesce(sum(o.converted_value * o.probability / 100.0), 0) as weighted
      from open_deals o
     group by o.month
  ),
  unconverted as (
    select o.currency, sum(o.deal_value) as amount, count(*) as deals
      from open_deals o
     where not o.convertible and o.deal_value is not null
     group by o.currency
  ),
  reps as (
    select p.id, p.name,
           count(*) filter (where d.stage = 'CLOSED_WON') as won,
           count(*) filter (where d.stage = 'CLOSED_LOST') as lost,
           avg(extract(epoch from d.closed_at - d.created_at) / 86400) filter (where d.stage = 'CLOSED_WON') as cycle
      from public.profiles p
      left join public.deal_values d on d.owner_id = p.id and d.stage in ('CLOSED_WON', 'CLOSED_LOST')
     where p.role = 'SALES'
     group by p.id, p.name
  ),
  losses as (
    select r.id, r.label, count(*) as count
      from public.clients c
      join public.deal_reasons r on r.id = c.close_reason_id
     where c.stage = 'CLOSED_LOST'
     group by r.id, r.label
  )
  select jsonb_build_object(
    'currency', (select (s).currency from settings),
    'ratesAsOf', (select max(o.rate_valid_on) from open_deals o where o.deal_value is not null),
    'months', coalesce((select jsonb_agg(jsonb_build_object(
        'month', m.month, 'deals', m.deals, 'value', round(m.value, 2)::float8, 'weighted', round(m.weighted, 2)::float8
      ) order by m.month nulls last) from months m), '[]'),
    'unconverted', coalesce((select jsonb_agg(jsonb_build_object(
        'currency', u.currency, 'amount', u.amount::float8, 'deals', u.deals) order by u.currency) from unconverted u), '[]'),
    'reps', coalesce((select jsonb_agg(jsonb_build_object(
        'id', r.id, 'name', r.name, 'won', r.won, 'lost', r.lost,
        'winRate', case when r.won + r.lost = 0 then null else round(100.0 * r.won / (r.won + r.lost), 1)::float8 end,
        'avgCycleDays', round(r.cycle, 1)::float8
      ) order by r.name, r.id) from reps r), '[]'),
    'lossReasons', coalesce((select jsonb_agg(jsonb_build_object('id', l.id, 'label', l.label, 'count', l.count)
      order by l.count desc, l.label) from (select * from losses order by count desc, label limit 10) l), '[]')
  )
$$;

revoke execute on function public.deal_value_totals(), public.pipeline_forecast() from public, anon;
grant execute on function public.deal_value_totals(), public.pipeline_forecast() to authenticated, service_role;
