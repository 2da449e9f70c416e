-- The pipeline's money: deal values converted to the workspace currency at the
-- latest rates, the stages' win probabilities, and the board that shows them
-- (tables and settings: 20261124130000_pipeline.sql).

-- The rate each currency converts at today: the workspace currency at 1, every
-- other currency at its latest rate not dated in the future. A currency with
-- no such rate is absent, and its amounts are reported apart.
create function public.current_exchange_rates()
returns table (currency text, rate numeric, valid_on date)
language sql stable security invoker set search_path = ''
as $$
  select s.currency, 1::numeric, null::date from public.pipeline_settings s
  union all
  (select distinct on (r.currency) r.currency, r.rate, r.valid_on
     from public.exchange_rates r
    where r.valid_on <= current_date
      and r.currency <> (select s.currency from public.pipeline_settings s)
    order by r.currency, r.valid_on desc)
$$;

-- Every visible deal's value in the workspace currency (null without a value
-- or a rate); `convertible` says whether its currency has a rate.
create view public.deal_values with (security_invoker = true) as
select c.id, c.owner_id, c.stage, c.priority, c.search_text, c.deal_value, c.currency,
       c.created_at, c.closed_at, c.expected_close_date, c.close_reason_id,
       c.deal_value * r.rate as converted_value,
       r.valid_on as rate_valid_on,
       r.currency is not null as convertible
  from public.clients c
  left join public.current_exchange_rates() r on r.currency = c.currency;
grant select on public.deal_values to authenticated, service_role;

-- The stage's win probability in percent, from the settings row.
create function public.stage_probability(s public.pipeline_settings, p_stage text) returns int
language sql immutable set search_path = ''
as $$
  select case p_stage
    when 'LEAD' then s.lead_probability
    when 'QUALIFIED' then s.qualified_probability
    when 'PROPOSAL' then s.proposal_probability
    when 'NEGOTIATION' then s.negotiation_probability
    when 'CLOSED_WON' then 100
    else 0
  end
$$;

-- Sums grouped deal values into the API's converted total: groups whose
-- currency has a rate are added, the others are listed per currency.
-- p_groups: [{currency, convertible, deals, amount, converted, ratesAsOf}]
create function public.converted_total(p_groups jsonb) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'currency', (select s.currency from public.pipeline_settings s),
    'total', round(coalesce(sum((g ->> 'converted')::numeric) filter (where (g ->> 'convertible')::boolean), 0), 2),
    'ratesAsOf', max(g ->> 'ratesAsOf') filter (where (g ->> 'convertible')::boolean),
    'unconverted', coalesce(jsonb_agg(jsonb_build_object(
        'currency', g ->> 'currency', 'amount', (g ->> 'amount')::numeric, 'deals', (g ->> 'deals')::int
      ) order by g ->> 'currency') filter (where not (g ->> 'convertible')::boolean and g ->> 'amount' is not null), '[]'))
  from jsonb_array_elements(coalesce(p_groups, '[]')) g
$$;

-- The cards of every stage come from one statement (measured at the bench
-- scale, one call per stage cost six plans and six reads of the rates). A
-- card's next follow-up is the first pending one: a partial index finds it
-- without reading the done ones.
create index followups_client_pending_due_idx on public.followups (client_id, due_at) where status = 'pending';

-- The board's cards per stage, as {stage: [card, ...]}: each stage's deals (or
-- the one deal p_id) newest update first, after (p_after_at, p_after_id), up to
-- p_limit plus one to tell whether more follow. A rep sees their own deals; an
-- admin everyone's, or p_owner's, with the owner's name on each card.
create function public.pipeline_cards(
  p_stages text[], p_search text, p_priority text, p_owner uuid, p_limit int,
  p_after_at timestamptz default null, p_after_id uuid default null, p_id uuid default null
) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_admin boolean := public.is_admin();
  v_owner uuid := case when v_admin then p_owner else (select auth.uid()) end;
  v_cards jsonb;
begin
  with rates as materialized (select * from public.current_exchange_rates())
  select coalesce(jsonb_object_agg(st.stage, col.cards), '{}')
    into v_cards
    from unnest(p_stages) as st (stage)
    cross join lateral (
      select coalesce(jsonb_agg(jsonb_build_object(
               'id', c.id, 'name', c.name, 'company', c.company, 'stage', c.stage,
               'dealValue', c.deal_value::float8, 'currency', c.currency,
               'convertedValue', (c.deal_value * r.rate)::float8,
               'priority', c.priority,
               'nextFollowUp', case when fu.id is null then null else jsonb_build_object(
                 'id', fu.id, 'title', fu.title, 'dueAt', fu.due_at, 'overdue', fu.due_at < now()) end,
               'aiStage', nullif(an.stage, c.stage),
               'expectedCloseDate', c.expected_close_date,
               'ownerId', c.owner_id,
               'ownerName', case when v_admin then (select p.name from public.profiles p where p.id = c.owner_id) end,
               'updatedAt', c.updated_at
             ) order by c.updated_at desc, c.id desc), '[]') as cards
        from (
          select * from public.clients c
           where c.stage = st.stage
             and (p_id is null or c.id = p_id)
             and (v_owner is null or c.owner_id = v_owner)
             and (p_search is null or c.search_text like lower(p_search))
             and (p_priority is null or c.priority = p_priority)
             and (p_after_at is null or (c.updated_at, c.id) < (p_after_at, p_after_id))
           order by c.updated_at desc, c.id desc
           limit greatest(least(p_limit, 200), 1) + 1
        ) c
        left join rates r on r.currency = c.currency
        left join lateral (
          select f.id, f.title, f.due_at from public.followups f
           where f.client_id = c.id and f.status = 'pending'
           order by f.due_at limit 1
        ) fu on true
        left join lateral (
          select a.stage from public.client_analyses a
           where a.client_id = c.id
           order by a.created_at desc limit 1
        ) an on true
    ) col;
  return v_cards;
end
$$;

-- The whole board in one call: per stage its count, converted value, win
-- probability and first cards (p_limit, plus one when more follow).
create function public.pipeline_board(p_search text, p_priority text, p_owner uuid, p_limit int)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_stages text[] := array['LEAD', 'QUALIFIED', 'PROPOSAL', 'NEGOTIATION', 'CLOSED_WON', 'CLOSED_LOST'];
  v_owner uuid := case when public.is_admin() then p_owner else (select auth.uid()) end;
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
      select d.stage, d.currency, d.convertible, count(*) as deals, sum(d.deal_value) as amount,
             sum(d.converted_value) as converted, max(d.rate_valid_on) as rates_as_of
        from public.deal_values d
       where (v_owner is null or d.owner_id = v_owner)
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

-- Measured at the bench scale (bench/README.md): after five calls plpgsql
-- caches a generic plan, and a generic plan cannot use the (owner_id, ...)
-- indexes for "v_owner is null or owner_id = v_owner", so a rep's board read
-- every rep's rows (23 ms of CPU per board; 13 ms with a plan per call).
alter function public.pipeline_cards(text[], text, text, uuid, int, timestamptz, uuid, uuid)
  set plan_cache_mode = force_custom_plan;
alter function public.pipeline_board(text, text, uuid, int) set plan_cache_mode = force_custom_plan;

revoke execute on function public.current_exchange_rates(), public.stage_probability(public.pipeline_settings, text),
  public.converted_total(jsonb), public.pipeline_cards(text[], text, text, uuid, int, timestamptz, uuid, uuid),
  public.pipeline_board(text, text, uuid, int)
  from public, anon;
grant execute on function public.current_exchange_rates(), public.stage_probability(public.pipeline_settings, text),
  public.converted_total(jsonb), public.pipeline_cards(text[], text, text, uuid, int, timestamptz, uuid, uuid),
  public.pipeline_board(text, text, uuid, int)
  to authenticated, service_role;
