-- A follow-up is a task to get back to a client by a due time, written by the
-- rep or suggested by the AI.
create table public.followups (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.clients (id) on delete cascade,
  owner_id uuid not null default auth.uid() references public.profiles (id),
  title text not null,
  notes text,
  due_at timestamptz not null,
  status text not null default 'pending',
  is_ai_generated boolean not null default false,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_text text generated always as (lower(title || ' ' || coalesce(notes, ''))) stored,
  constraint followups_title_not_blank check (btrim(title) <> ''),
  constraint followups_status_valid check (status in ('pending', 'done', 'snoozed')),
  constraint followups_completed_when_done check ((status = 'done') = (completed_at is not null))
);
comment on table public.followups is 'A task to get back to a client by a due time.';

create index followups_owner_status_due_idx on public.followups (owner_id, status, due_at);
create index followups_status_due_idx on public.followups (status, due_at);
create index followups_client_due_idx on public.followups (client_id, due_at);
create index followups_search_trgm_idx on public.followups using gin (search_text extensions.gin_trgm_ops);

create trigger followups_set_owner
  before insert or update of client_id on public.followups
  for each row execute function public.set_owner_from_client();

-- completed_at follows the status, so "done" always says when.
create function public.stamp_followup_completion() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.status = 'done' and (tg_op = 'INSERT' or old.status is distinct from 'done') then
    new.completed_at := coalesce(new.completed_at, now());
  elsif new.status <> 'done' then
    new.completed_at := null;
  end if;
  return new;
end
$$;

create trigger followups_stamp_completion
  before insert or update of status on public.followups
  for each row execute function public.stamp_followup_completion();

create trigger followups_set_updated_at
  before update on public.followups
  for each row execute function public.set_updated_at();

alter table public.followups enable row level security;

create policy "followups: owner or admin can read"
  on public.followups for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "followups: owner or admin can add for their clients"
  on public.followups for insert to authenticated
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "followups: owner or admin can update"
  on public.followups for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "followups: owner or admin can delete"
  on public.followups for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

grant select, insert, update, delete on public.followups to authenticated;
grant all on public.followups to service_role;
