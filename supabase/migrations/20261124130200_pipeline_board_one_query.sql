-- Measured at the bench scale (20,000 clients): the board called pipeline_cards
-- once per stage, six plans and six reads of the rates; the cards of every
-- stage now come from one statement. A card's next follow-up is the first
-- pending one: a partial index finds it without reading the done ones.
create index followups_client_pending_due_idx on public.followups (client_id, due_at) where status = 'pending';

drop function public.pipeline_board(text, text, uuid, int);
drop function public.pipeline_cards(text, text, text, uuid, int, timestamptz, uuid, uuid);

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

revoke execute on function public.pipeline_cards(text[], text, text, uuid, int, timestamptz, uuid, uuid),
  public.pipeline_board(text, text, uuid, int) from public, anon;
grant execute on function public.pipeline_cards(text[], text, text, uuid, int, timestamptz, uuid, uuid),
  public.pipeline_board(text, text, uuid, int) to authenticated, service_role;
