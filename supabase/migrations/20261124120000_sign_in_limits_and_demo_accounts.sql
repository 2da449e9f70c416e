-- Sign-in back-off for POST /api/login, shared by every instance of the api
-- function. One row per account ('account:<user id>') and per client address
-- ('address:<ip>'); POST /api/auth/dev-login counts the demo accounts each
-- address makes in the same table ('demo-login:<ip>'). In a schema the Data API does not expose, RLS on with no
-- policy and no privilege for the app roles: only the function's service path
-- (service_role) reads or writes it.
create schema private;
comment on schema private is 'Server-side state no app role reads: only the api function''s service path.';
revoke all on schema private from public;
grant usage on schema private to service_role;

create table private.sign_in_throttles (
  key text primary key,
  failures integer not null default 0,
  blocked_until timestamptz,
  last_failure_at timestamptz not null default now(),
  constraint sign_in_throttles_key_valid check (key ~ '^(account|address|demo-login):' and length(key) <= 80),
  constraint sign_in_throttles_failures_valid check (failures >= 0)
);
comment on table private.sign_in_throttles is
  'Failed sign-ins per account and per client address, and until when each must wait (exponential, capped back-off).';

alter table private.sign_in_throttles enable row level security;
revoke all on private.sign_in_throttles from anon, authenticated;
grant select, insert, update, delete on private.sign_in_throttles to service_role;

-- An admin lifts an account's back-off (the user is locked out by someone
-- else's guesses). Security definer: the caller cannot touch the table itself.
create function public.clear_sign_in_backoff(target uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only an admin can clear a sign-in back-off' using errcode = '42501';
  end if;
  delete from private.sign_in_throttles where key = 'account:' || target::text;
  return found;
end;
$$;
comment on function public.clear_sign_in_backoff(uuid) is
  'Admins only: forgets an account''s failed sign-ins so it can sign in again at once. True when there was a back-off.';
revoke execute on function public.clear_sign_in_backoff(uuid) from public, anon;
grant execute on function public.clear_sign_in_backoff(uuid) to authenticated, service_role;

-- Admins see on the users screen until when an account's sign-in is held
-- back, so they know whom to clear. The back-off table stays out of every app
-- role's reach; this reads one account's wait for an admin and nothing for
-- anyone else (a rep's user list shows no one as held back).
create function public.sign_in_blocked_until(target uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select t.blocked_until
    from private.sign_in_throttles t
   where t.key = 'account:' || target::text
     and t.blocked_until > now()
     and public.is_admin();
$$;
comment on function public.sign_in_blocked_until(uuid) is
  'Admins only: until when the account''s sign-in is held back, or null (also null for any other caller).';
revoke execute on function public.sign_in_blocked_until(uuid) from public, anon;
grant execute on function public.sign_in_blocked_until(uuid) to authenticated, service_role;

-- The demo clean-up also removes the demo accounts' files from Storage. A file
-- only goes through the Storage API (its bytes live outside the database, and
-- hosted Storage refuses deletes from storage.objects), which SQL cannot call:
-- the clean-up queues the paths here and the api function removes them through
-- the Storage API (on the next demo login), then forgets them.
create table private.storage_removals (
  bucket text not null,
  object_path text not null,
  queued_at timestamptz not null default now(),
  primary key (bucket, object_path)
);
comment on table private.storage_removals is
  'Storage objects whose rows are gone (expired demo accounts) and which the api function still has to delete through the Storage API.';

alter table private.storage_removals enable row level security;
revoke all on private.storage_removals from anon, authenticated;
grant select, delete on private.storage_removals to service_role;

-- Demo accounts (app_metadata.demo, made by POST /api/auth/dev-login) and
-- their sample book go after seven days. Their clients are deleted first:
-- clients.owner_id does not cascade, so an account with clients cannot go
-- otherwise; follow-ups, threads, analyses, documents and activities cascade
-- from the clients, the profile, files and settings from the auth user; the
-- files' Storage objects are queued in private.storage_removals.
create function public.delete_expired_demo_accounts()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  expired uuid[];
begin
  select coalesce(array_agg(id), '{}') into expired
    from auth.users
   where raw_app_meta_data ->> 'demo' = 'true'
     and created_at < now() - interval '7 days';
  insert into private.storage_removals (bucket, object_path)
  select bucket, object_path from public.files where owner_id = any (expired)
      on conflict do nothing;
  delete from public.followups where owner_id = any (expired);
  delete from public.chat_threads where owner_id = any (expired);
  delete from public.clients where owner_id = any (expired);
  delete from auth.users where id = any (expired);
  return cardinality(expired);
end;
$$;
comment on function public.delete_expired_demo_accounts() is
  'Removes demo accounts older than seven days with everything they own, queueing their Storage files for the api function; run daily by pg_cron (or the local stand-in''s timer).';
-- Only its owner runs it (pg_cron's job and the stand-in's timer connect as the owner).
revoke execute on function public.delete_expired_demo_accounts() from public, anon, authenticated, service_role;

-- Hosted Supabase has pg_cron; a database without it (PGlite, a plain
-- PostgreSQL, the stand-in) skips the schedule and keeps the migration.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('delete-expired-demo-accounts', '17 3 * * *',
                          'select public.delete_expired_demo_accounts()');
  end if;
exception
  when others then
    raise notice 'pg_cron is not usable here (%); demo accounts are not removed on a schedule', sqlerrm;
end;
$$;
