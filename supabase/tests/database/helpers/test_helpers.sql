-- Shared pgTAP test helpers, in the manner of the Supabase community's
-- supabase_test_helpers: a `tests` schema of small functions that create the
-- fixture users and rows and switch between them.
--
-- This is not a migration and never ships: scripts/pgtap.ts installs every
-- supabase/tests/database/helpers/*.sql once into the throwaway test database,
-- after the migrations and pgTAP and outside the test transactions. Each
-- *.test.sql still runs in its own transaction and rolls back, so the rows
-- the helpers create vanish with it.
--
-- A test user is known by its display name ('Rep A', 'Boss'): its id is a
-- stable uuid derived from that name, its e-mail is the name lower-cased with
-- dots for spaces at test.dev ('rep.a@test.dev'), and the sign-up trigger
-- makes its profile.
--
--   tests.create_user(name, role default 'SALES', user_metadata default '{}') -> uuid
--   tests.get_user_id(name) -> uuid
--   tests.authenticate_as(name)        act as that user (role authenticated, JWT claims)
--   tests.authenticate_as_anon()       act as a visitor who is not signed in
--   tests.clear_authentication()       back to the test's own role, no JWT claims
--   tests.set_auth(role, claims)       what those three share
--   tests.create_client(owner, name, id default random) -> uuid
--   tests.create_file(owner, object_path, id default random, mime_type default 'application/pdf', size default 100) -> uuid
--   tests.create_message(thread_id, author, content, role default 'user', created_at default now(), id default random) -> uuid
--   tests.client_count_drift() -> setof text   the client counters that differ from a fresh count
--
-- The role switches are transaction-local (set_config(..., true)), like
-- `set local role`, so they end with the test's transaction. They are plain
-- (not security definer) functions: Postgres lets only those change the role.

create schema if not exists tests;
comment on schema tests is 'pgTAP test helpers; installed only into test databases by scripts/pgtap.ts.';

-- Users ------------------------------------------------------------------------

-- Creates an auth user; the sign-up trigger creates its profile. `role` goes to
-- app_metadata (null leaves app_metadata empty); `user_metadata` is merged over
-- {"name": name}, e.g. '{"username": "RepA"}'.
create or replace function tests.create_user(name text, role text default 'SALES', user_metadata jsonb default '{}')
returns uuid
language plpgsql set search_path = ''
as $$
declare
  user_id uuid := md5('tests.user:' || name)::uuid;
begin
  insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values (
    '00000000-0000-0000-0000-000000000000', user_id, 'authenticated', 'authenticated',
    lower(regexp_replace(btrim(name), '[^[:alnum:]]+', '.', 'g')) || '@test.dev',
    case when role is null then '{}'::jsonb else jsonb_build_object('role', role) end,
    jsonb_build_object('name', name) || user_metadata,
    now(), now()
  );
  return user_id;
end
$$;

-- The id of a user made by tests.create_user. Security definer so that it
-- also works inside statements run as anon or as a signed-in user; it fails
-- loudly for a name no test user has, so a typo cannot pass as "no rows".
create or replace function tests.get_user_id(name text)
returns uuid
language plpgsql stable security definer set search_path = ''
as $$
declare
  user_id uuid := md5('tests.user:' || name)::uuid;
begin
  if not exists (select 1 from auth.users u where u.id = user_id) then
    raise exception 'tests.get_user_id: there is no test user named %', quote_literal(name);
  end if;
  return user_id;
end
$$;

-- Authentication -------------------------------------------------------------------

-- What every switch below does: `set local role` plus the JWT claims that
-- auth.uid() and auth.role() read, both until the transaction ends or the
-- next switch.
create or replace function tests.set_auth(role text, claims text)
returns void
language plpgsql set search_path = ''
as $$
begin
  perform set_config('role', role, true);
  perform set_config('request.jwt.claims', claims, true);
end
$$;

-- Acts as the user: role authenticated, claims {"sub": <id>, "role": "authenticated"}.
create or replace function tests.authenticate_as(name text) returns void
language sql set search_path = ''
as $$
  select tests.set_auth('authenticated', jsonb_build_object('sub', tests.get_user_id(name), 'role', 'authenticated')::text)
$$;

-- Acts as a visitor who is not signed in: role anon, claims {"role": "anon"}.
create or replace function tests.authenticate_as_anon() returns void
language sql set search_path = '' as $$ select tests.set_auth('anon', '{"role": "anon"}') $$;

-- Back to the role the test started with (what `reset role` does: the role
-- 'none') and no signed-in user.
create or replace function tests.clear_authentication() returns void
language sql set search_path = '' as $$ select tests.set_auth('none', '') $$;

-- Fixture rows ----------------------------------------------------------------------
-- Plain inserts, run as the caller, so every trigger fires as for any insert.

create or replace function tests.create_client(owner text, name text, id uuid default gen_random_uuid())
returns uuid
language sql set search_path = ''
as $$
  insert into public.clients (id, owner_id, name) values (id, tests.get_user_id(owner), name)
  returning id
$$;

-- A file record for a Storage object; original_name is the path's last segment.
create or replace function tests.create_file(
  owner text, object_path text, id uuid default gen_random_uuid(),
  mime_type text default 'application/pdf', size bigint default 100
)
returns uuid
language sql set search_path = ''
as $$
  insert into public.files (id, owner_id, object_path, original_name, mime_type, size)
  values (id, tests.get_user_id(owner), object_path, regexp_replace(object_path, '^.*/', ''), mime_type, size)
  returning id
$$;

-- A message posted in a thread by a test user (role 'assistant' for the AI's
-- replies, which the app saves under the user who asked).
create or replace function tests.create_message(
  thread_id uuid, author text, content text, role text default 'user',
  created_at timestamptz default now(), id uuid default gen_random_uuid()
)
returns uuid
language sql set search_path = ''
as $$
  insert into public.messages (id, thread_id, role, content, user_id, created_at)
  values (id, thread_id, role, content, tests.get_user_id(author), created_at)
  returning id
$$;

-- Counters ---------------------------------------------------------------------

-- The client counters (20261128000100_admin_counters.sql) that differ from a
-- fresh count of the clients, as text (none when in step).
create or replace function tests.client_count_drift() returns setof text
language sql set search_path = ''
as $$
  with kept as (
    select owner_id, stage, currency, clients, deals, amount
      from public.client_stage_counts where (clients, deals, amount) <> (0, 0, 0)
  ),
  fresh as (
    select owner_id, stage, currency, count(*) as clients, count(deal_value) as deals, coalesce(sum(deal_value), 0) as amount
      from public.clients group by owner_id, stage, currency
  ),
  kept_months as (
    select owner_id, month, clients from public.client_creation_counts where clients <> 0
  ),
  fresh_months as (
    select owner_id, date_trunc('month', created_at at time zone 'UTC') at time zone 'UTC' as month, count(*) as clients
      from public.clients group by 1, 2
  )
  select 'kept ' || k::text from (select * from kept except select * from fresh) k
  union all
  select 'fresh ' || f::text from (select * from fresh except select * from kept) f
  union all
  select 'kept month ' || k::text from (select * from kept_months except select * from fresh_months) k
  union all
  select 'fresh month ' || f::text from (select * from fresh_months except select * from kept_months) f
$$;

-- The tests call these while acting as anon or as a signed-in user, e.g. to
-- name a user's id inside a statement that must fail on a policy, not on a
-- missing privilege to the helpers themselves.
grant usage on schema tests to anon, authenticated;
grant execute on all functions in schema tests to anon, authenticated;
