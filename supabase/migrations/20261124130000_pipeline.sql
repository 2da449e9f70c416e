-- The pipeline: the workspace currency and stage probabilities, exchange rates,
-- win and loss reasons, the rep's expected close date, and the reason stored
-- with the stage change that closed a deal.

-- One row: the currency every total is converted to, and the chance (percent)
-- that a deal in each open stage is won. Won is always 100, lost 0.
create table public.pipeline_settings (
  id boolean primary key default true,
  currency text not null default 'USD',
  lead_probability int not null default 10,
  qualified_probability int not null default 25,
  proposal_probability int not null default 50,
  negotiation_probability int not null default 75,
  updated_at timestamptz not null default now(),
  constraint pipeline_settings_single_row check (id),
  constraint pipeline_settings_currency_is_iso check (currency ~ '^[A-Z]{3}$'),
  constraint pipeline_settings_probabilities_are_percent check (
    lead_probability between 0 and 100 and qualified_probability between 0 and 100
    and proposal_probability between 0 and 100 and negotiation_probability between 0 and 100)
);
comment on table public.pipeline_settings is 'The workspace currency and the open stages'' win probabilities (one row).';
insert into public.pipeline_settings default values;

create trigger pipeline_settings_set_updated_at
  before update on public.pipeline_settings
  for each row execute function public.set_updated_at();

alter table public.pipeline_settings enable row level security;
create policy "pipeline_settings: signed-in users read"
  on public.pipeline_settings for select to authenticated using (true);
create policy "pipeline_settings: admins change"
  on public.pipeline_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
grant select, update (currency, lead_probability, qualified_probability, proposal_probability, negotiation_probability)
  on public.pipeline_settings to authenticated;
grant all on public.pipeline_settings to service_role;

-- One unit of `currency` is worth `rate` units of the workspace currency from `valid_on` on.
create table public.exchange_rates (
  id uuid primary key default gen_random_uuid(),
  currency text not null,
  rate numeric(20, 8) not null,
  valid_on date not null,
  created_at timestamptz not null default now(),
  constraint exchange_rates_currency_is_iso check (currency ~ '^[A-Z]{3}$'),
  constraint exchange_rates_rate_in_range check (rate >= 0.000001 and rate <= 1000000),
  constraint exchange_rates_one_per_day unique (currency, valid_on)
);
comment on table public.exchange_rates is 'Rates to the workspace currency, kept by admins; the latest one not in the future applies.';

alter table public.exchange_rates enable row level security;
create policy "exchange_rates: signed-in users read"
  on public.exchange_rates for select to authenticated using (true);
create policy "exchange_rates: admins add"
  on public.exchange_rates for insert to authenticated with check ((select public.is_admin()));
create policy "exchange_rates: admins change"
  on public.exchange_rates for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "exchange_rates: admins remove"
  on public.exchange_rates for delete to authenticated using ((select public.is_admin()));
grant select, insert, update, delete on public.exchange_rates to authenticated;
grant all on public.exchange_rates to service_role;

-- Why deals are won or lost: a short list an admin keeps. Reasons are retired
-- (active = false), never deleted, so past stage changes keep theirs.
create table public.deal_reasons (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  label text not null,
  active boolean not null default true,
  sort_order int not null default 0,
  created_at timestamptz not null default now(),
  constraint deal_reasons_kind_valid check (kind in ('WON', 'LOST')),
  constraint deal_reasons_label_not_blank check (btrim(label) <> '' and label = btrim(label)),
  constraint deal_reasons_label_length check (char_length(label) <= 120),
  constraint deal_reasons_sort_order_range check (sort_order between 0 and 10000)
);
comment on table public.deal_reasons is 'Win and loss reasons offered when a deal is closed; admins keep the list.';
create unique index deal_reasons_kind_label_unique on public.deal_reasons (kind, lower(label));

alter table public.deal_reasons enable row level security;
create policy "deal_reasons: signed-in users read"
  on public.deal_reasons for select to authenticated using (true);
create policy "deal_reasons: admins add"
  on public.deal_reasons for insert to authenticated with check ((select public.is_admin()));
create policy "deal_reasons: admins change"
  on public.deal_reasons for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
grant select, insert, update (label, active, sort_order) on public.deal_reasons to authenticated;
grant all on public.deal_reasons to service_role;

insert into public.deal_reasons (kind, label, sort_order) values
  ('WON', 'Best fit for their needs', 10),
  ('WON', 'Price and terms', 20),
  ('WON', 'Relationship and trust', 30),
  ('WON', 'Fast implementation', 40),
  ('LOST', 'Price too high', 10),
  ('LOST', 'Chose a competitor', 20),
  ('LOST', 'No budget', 30),
  ('LOST', 'No decision or bad timing', 40),
  ('LOST', 'Missing features', 50);

-- The rep's expected close date, and why the deal was last won or lost.
alter table public.clients
  add column expected_close_date date,
  add column close_reason_id uuid references public.deal_reasons (id),
  add column close_reason_note text,
  add constraint clients_close_reason_note_length check (char_length(close_reason_note) <= 1000);
create index clients_close_reason_idx on public.clients (close_reason_id);
-- The board reads one stage at a time, newest update first, for everyone (admin)
-- or one owner (a rep, or an admin's owner filter).
create index clients_stage_updated_idx on public.clients (stage, updated_at desc, id desc);
create index clients_owner_stage_updated_idx on public.clients (owner_id, stage, updated_at desc, id desc);

-- A reason belongs to its closing stage: a WON reason to CLOSED_WON, a LOST one
-- to CLOSED_LOST. Reopening a deal, or moving it without naming a new reason,
-- clears the old one so it cannot stick to the wrong outcome.
create function public.check_close_reason() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.stage not in ('CLOSED_WON', 'CLOSED_LOST')
     or (tg_op = 'UPDATE' and new.stage is distinct from old.stage
         and new.close_reason_id is not distinct from old.close_reason_id) then
    new.close_reason_id := null;
    new.close_reason_note := null;
  elsif new.close_reason_id is not null and not exists (
    select 1 from public.deal_reasons r
     where r.id = new.close_reason_id
       and r.kind = case new.stage when 'CLOSED_WON' then 'WON' else 'LOST' end
  ) then
    raise exception 'That reason does not fit this stage' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger clients_check_close_reason
  before insert or update of stage, close_reason_id, close_reason_note on public.clients
  for each row execute function public.check_close_reason();

-- The date the AI's analysis expects the deal to close by (from the
-- conversation's timeline); the forecast uses it when the rep set none.
alter table public.client_analyses add column timeline_date date;

-- The reason travels with the activity that records the stage change.
alter table public.activities
  add column reason_id uuid references public.deal_reasons (id) on delete set null,
  add column reason_note text;
create index activities_reason_idx on public.activities (reason_id);

create function public.record_activity(
  p_client_id uuid, p_type text, p_role text, p_status text, p_title text, p_at timestamptz, p_actor uuid,
  p_reason_id uuid, p_reason_note text
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.activities (owner_id, client_id, actor_id, activity_type, role, client_name, name, status, title, created_at,
                                 reason_id, reason_note)
  select c.owner_id, c.id, p_actor, p_type, p_role, c.name,
         case when p_role = 'assistant' then 'AI Assistant' else (select p.name from public.profiles p where p.id = p_actor) end,
         p_status, left(p_title, 200), p_at, p_reason_id, p_reason_note
    from public.clients c
   where c.id = p_client_id;
end
$$;
revoke execute on function public.record_activity(uuid, text, text, text, text, timestamptz, uuid, uuid, text)
  from public, anon, authenticated;

-- Activities without a reason (messages, follow-ups, status changes).
create or replace function public.record_activity(
  p_client_id uuid, p_type text, p_role text, p_status text, p_title text, p_at timestamptz, p_actor uuid
) returns void
language sql security definer set search_path = ''
as $$
  select public.record_activity(p_client_id, p_type, p_role, p_status, p_title, p_at, p_actor, null, null)
$$;

create or replace function public.activity_from_client() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  actor_role text := case when actor is null then 'system' else 'user' end;
begin
  if tg_op = 'INSERT' then
    perform public.record_activity(new.id, 'client_update', actor_role, new.status, 'New client added', new.created_at, actor);
  else
    if new.stage is distinct from old.stage then
      perform public.record_activity(new.id, 'client_update', actor_role, new.stage, 'Deal stage changed', now(), actor,
                                     new.close_reason_id, new.close_reason_note);
    end if;
    if new.status is distinct from old.status then
      perform public.record_activity(new.id, 'client_update', actor_role, new.status, 'Status changed', now(), actor);
    end if;
  end if;
  return new;
end
$$;

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

revoke execute on function public.current_exchange_rates(), public.stage_probability(public.pipeline_settings, text),
  public.converted_total(jsonb), public.pipeline_cards(text[], text, text, uuid, int, timestamptz, uuid, uuid),
  public.pipeline_board(text, text, uuid, int), public.deal_value_totals(), public.pipeline_forecast(),
  public.check_close_reason()
  from public, anon;
grant execute on function public.current_exchange_rates(), public.stage_probability(public.pipeline_settings, text),
  public.converted_total(jsonb), public.pipeline_cards(text[], text, text, uuid, int, timestamptz, uuid, uuid),
  public.pipeline_board(text, text, uuid, int), public.deal_value_totals(), public.pipeline_forecast()
  to authenticated, service_role;

-- Who changed the currency, a rate or a reason, and when. (The clients' new
-- columns need no fresh audit.track: only generated columns and updated_at are
-- left out by name, and these are neither.)
select audit.track('public.pipeline_settings');
select audit.track('public.exchange_rates');
select audit.track('public.deal_reasons');
