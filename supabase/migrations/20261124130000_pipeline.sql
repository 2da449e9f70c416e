-- The pipeline: the workspace currency and stage probabilities, exchange rates,
-- win and loss reasons, the rep's expected close date, and the reason stored
-- with the stage change that closed a deal. The board's functions follow in
-- 20261124130010_pipeline_board.sql, the totals and forecast in
-- 20261124130020_pipeline_forecast.sql.

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
revoke execute on function public.check_close_reason() from public, anon;

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

-- Who changed the currency, a rate or a reason, and when. (The clients' new
-- columns need no fresh audit.track: only generated columns and updated_at are
-- left out by name, and these are neither.)
select audit.track('public.pipeline_settings');
select audit.track('public.exchange_rates');
select audit.track('public.deal_reasons');
