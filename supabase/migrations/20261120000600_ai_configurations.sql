-- How one rep tunes one of their four assistants (chat, proposal,
-- presentation, budget): persona, tone and standing instructions.
create table public.ai_configurations (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  ai_type text not null,
  persona_name text not null,
  response_style text not null default 'professional-friendly',
  system_instructions text not null default '',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_configurations_type_valid check (ai_type in ('chat', 'proposal', 'presentation', 'budget')),
  constraint ai_configurations_style_valid check (response_style in ('professional-friendly', 'casual', 'formal')),
  constraint ai_configurations_persona_not_blank check (btrim(persona_name) <> ''),
  constraint ai_configurations_one_per_type unique (owner_id, ai_type)
);
comment on table public.ai_configurations is 'One rep''s settings for one AI assistant.';

create trigger ai_configurations_set_updated_at
  before update on public.ai_configurations
  for each row execute function public.set_updated_at();

-- A training example is a pair (what the rep asks, what a good answer looks
-- like) that the assistant is shown as a few-shot example.
create table public.training_examples (
  id uuid primary key default gen_random_uuid(),
  configuration_id uuid not null references public.ai_configurations (id) on delete cascade,
  title text not null,
  input text not null,
  expected_output text not null,
  created_at timestamptz not null default now(),
  constraint training_examples_title_not_blank check (btrim(title) <> ''),
  constraint training_examples_input_not_blank check (btrim(input) <> ''),
  constraint training_examples_output_not_blank check (btrim(expected_output) <> '')
);
comment on table public.training_examples is 'A few-shot example (input, expected output) for one assistant.';

create index training_examples_configuration_idx on public.training_examples (configuration_id, created_at);

alter table public.ai_configurations enable row level security;
alter table public.training_examples enable row level security;

create policy "ai_configurations: owner or admin can read"
  on public.ai_configurations for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "ai_configurations: users create their own"
  on public.ai_configurations for insert to authenticated
  with check (owner_id = (select auth.uid()));
create policy "ai_configurations: owner or admin can update"
  on public.ai_configurations for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "ai_configurations: owner or admin can delete"
  on public.ai_configurations for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

-- Examples follow their configuration.
create policy "training_examples: readable with their configuration"
  on public.training_examples for select to authenticated
  using (exists (select 1 from public.ai_configurations c where c.id = configuration_id));
create policy "training_examples: added to configurations the user owns"
  on public.training_examples for insert to authenticated
  with check (exists (select 1 from public.ai_configurations c where c.id = configuration_id and c.owner_id = (select auth.uid())));
create policy "training_examples: editable with their configuration"
  on public.training_examples for update to authenticated
  using (exists (select 1 from public.ai_configurations c where c.id = configuration_id))
  with check (exists (select 1 from public.ai_configurations c where c.id = configuration_id));
create policy "training_examples: deletable with their configuration"
  on public.training_examples for delete to authenticated
  using (exists (select 1 from public.ai_configurations c where c.id = configuration_id));

grant select, insert, update, delete on public.ai_configurations, public.training_examples to authenticated;
grant all on public.ai_configurations, public.training_examples to service_role;
