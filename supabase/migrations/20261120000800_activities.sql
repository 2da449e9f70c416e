-- The activity feed: one row per thing that happened to a client (a message,
-- a client created or moved, a follow-up created or completed). Written only
-- by triggers, with the client's name copied in so the dashboard feed is one
-- indexed read.
create table public.activities (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references public.profiles (id) on delete cascade,
  client_id uuid not null references public.clients (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  activity_type text not null,
  -- 'user' or 'assistant' for messages; 'user' or 'system' for the rest.
  role text not null,
  client_name text not null,
  -- Who did it: the rep's name, or 'AI Assistant'.
  name text,
  status text,
  title text,
  created_at timestamptz not null default now(),
  constraint activities_type_valid check (activity_type in ('message', 'client_update', 'followup'))
);
comment on table public.activities is 'What happened to clients, newest first; written by triggers.';

create index activities_owner_created_idx on public.activities (owner_id, created_at desc);
create index activities_created_idx on public.activities (created_at desc);
create index activities_client_created_idx on public.activities (client_id, created_at desc);
create index activities_actor_idx on public.activities (actor_id);

alter table public.activities enable row level security;

create policy "activities: owner or admin can read"
  on public.activities for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

grant select on public.activities to authenticated;
grant all on public.activities to service_role;

-- Writes one activity for a client. Security definer: users may not write
-- the feed themselves, only cause entries through their own changes.
create function public.record_activity(
  p_client_id uuid, p_type text, p_role text, p_status text, p_title text, p_at timestamptz, p_actor uuid
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.activities (owner_id, client_id, actor_id, activity_type, role, client_name, name, status, title, created_at)
  select c.owner_id, c.id, p_actor, p_type, p_role, c.name,
         case when p_role = 'assistant' then 'AI Assistant' else (select p.name from public.profiles p where p.id = p_actor) end,
         p_status, left(p_title, 200), p_at
    from public.clients c
   where c.id = p_client_id;
end
$$;
revoke execute on function public.record_activity(uuid, text, text, text, text, timestamptz, uuid) from public, anon, authenticated;

create function public.activity_from_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.record_activity(
    (select t.client_id from public.chat_threads t where t.id = new.thread_id),
    'message', new.role, null, new.content, new.created_at, new.user_id);
  return new;
end
$$;

create function public.activity_from_client() returns trigger
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
      perform public.record_activity(new.id, 'client_update', actor_role, new.stage, 'Deal stage changed', now(), actor);
    end if;
    if new.status is distinct from old.status then
      perform public.record_activity(new.id, 'client_update', actor_role, new.status, 'Status changed', now(), actor);
    end if;
  end if;
  return new;
end
$$;

create function public.activity_from_followup() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  actor_role text := case when actor is null then 'system' else 'user' end;
begin
  if tg_op = 'INSERT' then
    perform public.record_activity(new.client_id, 'followup', actor_role, new.status, new.title, new.created_at, coalesce(actor, new.owner_id));
  elsif new.status = 'done' and old.status is distinct from 'done' then
    perform public.record_activity(new.client_id, 'followup', actor_role, 'done', new.title, new.completed_at, coalesce(actor, new.owner_id));
  end if;
  return new;
end
$$;

revoke execute on function public.activity_from_message(), public.activity_from_client(), public.activity_from_followup()
  from public, anon, authenticated;

create trigger messages_record_activity
  after insert on public.messages
  for each row execute function public.activity_from_message();

create trigger clients_record_activity
  after insert or update of stage, status on public.clients
  for each row execute function public.activity_from_client();

create trigger followups_record_activity
  after insert or update of status on public.followups
  for each row execute function public.activity_from_followup();

-- When an admin hands a client to another rep, everything under it follows.
create function public.move_client_rows_to_new_owner() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.chat_threads set owner_id = new.owner_id where client_id = new.id;
  update public.followups set owner_id = new.owner_id where client_id = new.id;
  update public.documents set owner_id = new.owner_id where client_id = new.id;
  update public.activities set owner_id = new.owner_id where client_id = new.id;
  return new;
end
$$;
revoke execute on function public.move_client_rows_to_new_owner() from public, anon, authenticated;

create trigger clients_move_rows_to_new_owner
  after update of owner_id on public.clients
  for each row when (old.owner_id is distinct from new.owner_id)
  execute function public.move_client_rows_to_new_owner();
