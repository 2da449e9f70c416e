-- An analysis is the AI's reading of a client's conversations at one moment.
-- The newest one per client is what the app shows; older ones are history.
create table public.client_analyses (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.clients (id) on delete cascade,
  stage text not null default 'LEAD',
  priority text not null default 'MEDIUM',
  budget_band text,
  confidence numeric(4, 3) not null default 0,
  next_action text,
  -- {title, notes, dueAt} or null
  suggested_followup jsonb,
  -- [{type, content, confidence}]
  insights jsonb not null default '[]',
  provider text not null default 'local',
  created_at timestamptz not null default now(),
  constraint client_analyses_stage_valid check (stage in ('LEAD', 'QUALIFIED', 'PROPOSAL', 'NEGOTIATION', 'CLOSED_WON', 'CLOSED_LOST')),
  constraint client_analyses_priority_valid check (priority in ('HIGH', 'MEDIUM', 'LOW')),
  constraint client_analyses_confidence_range check (confidence between 0 and 1),
  constraint client_analyses_insights_is_array check (jsonb_typeof(insights) = 'array'),
  constraint client_analyses_followup_is_object check (suggested_followup is null or jsonb_typeof(suggested_followup) = 'object')
);
comment on table public.client_analyses is 'AI analyses of a client; the latest per client is current.';

create index client_analyses_client_created_idx on public.client_analyses (client_id, created_at desc);

alter table public.client_analyses enable row level security;

-- Analyses follow their client: visible and writable to whoever sees the client.
create policy "client_analyses: readable with their client"
  on public.client_analyses for select to authenticated
  using (exists (select 1 from public.clients c where c.id = client_id));
create policy "client_analyses: added for clients the user sees"
  on public.client_analyses for insert to authenticated
  with check (exists (select 1 from public.clients c where c.id = client_id));
create policy "client_analyses: admins can correct"
  on public.client_analyses for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "client_analyses: deletable with their client"
  on public.client_analyses for delete to authenticated
  using (exists (select 1 from public.clients c where c.id = client_id));

grant select, insert, update, delete on public.client_analyses to authenticated;
grant all on public.client_analyses to service_role;
