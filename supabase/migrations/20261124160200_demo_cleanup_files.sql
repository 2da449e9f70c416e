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

-- As in 20261124120000, plus the queue: the files rows go with the accounts.
create or replace function public.delete_expired_demo_accounts()
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
