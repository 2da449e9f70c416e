-- Measured at the bench scale (bench/README.md): after five calls plpgsql
-- caches a generic plan, and a generic plan cannot use the (owner_id, ...)
-- indexes for "v_owner is null or owner_id = v_owner", so a rep's board read
-- every rep's rows (23 ms of CPU per board; 13 ms with a plan per call).
alter function public.pipeline_cards(text[], text, text, uuid, int, timestamptz, uuid, uuid)
  set plan_cache_mode = force_custom_plan;
alter function public.pipeline_board(text, text, uuid, int) set plan_cache_mode = force_custom_plan;

-- The dashboard's won and open totals read only a rep's own deals through
-- their owner index instead of every visible row's policy check.
create or replace function public.deal_value_totals() returns jsonb
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
