-- The audit trail: who changed which row, when, and from what to what. Triggers
-- write it, so it also records changes made outside the app (Supabase Studio,
-- psql), where the author is the database role instead of a signed-in user.
--
-- A schema of its own: PostgREST exposes only public and graphql_public
-- (config.toml [api] schemas), so the log is read through the api function,
-- inside the caller's transaction, where RLS lets only admins see it.
create schema audit;
comment on schema audit is 'The audit trail of data changes; not exposed through the Data API.';
revoke all on schema audit from public;
grant usage on schema audit to authenticated, service_role;

create table audit.log (
  id bigint generated always as identity primary key,
  -- The changing transaction's start, as updated_at columns are stamped.
  at timestamptz not null default now(),
  table_name text not null,
  -- The row's primary key; several key columns are joined with commas.
  record_id text not null,
  action text not null,
  -- The signed-in user (JWT claims) the change was made for; null from Studio or psql.
  actor_id uuid,
  -- The database role the change ran as: authenticated or service_role through
  -- the API, postgres (or whoever logged in) from Studio or psql.
  actor_role text not null,
  -- The whole row on insert (new) and delete (old); on update only the columns that changed.
  old_values jsonb,
  new_values jsonb,
  constraint log_action_valid check (action in ('INSERT', 'UPDATE', 'DELETE'))
);
comment on table audit.log is 'One row per inserted, updated or deleted row of a tracked table. Append-only.';

-- The API's filters, newest first: by record, by author, or none (by time).
create index log_record_idx on audit.log (table_name, record_id, at desc, id desc);
create index log_actor_idx on audit.log (actor_id, at desc, id desc);
create index log_at_idx on audit.log (at desc, id desc);

alter table audit.log enable row level security;

create policy "log: admins can read"
  on audit.log for select to authenticated
  using ((select public.is_admin()));

-- Reading only: rows are written by the trigger below, as the table's owner.
revoke all on audit.log from public, anon, authenticated, service_role;
grant select on audit.log to authenticated, service_role;

-- Even the owner (Studio runs as postgres) cannot rewrite history by accident:
-- pruning the log takes a deliberate `alter table audit.log disable trigger`.
create function audit.refuse_change() returns trigger
language plpgsql set search_path = ''
as $$
begin
  raise exception 'The audit log is append-only' using errcode = '42501';
end
$$;

create trigger log_append_only
  before update or delete on audit.log
  for each row execute function audit.refuse_change();
create trigger log_no_truncate
  before truncate on audit.log
  for each statement execute function audit.refuse_change();

-- The values with every secret column present written as "[redacted]".
create function audit.redact(row_values jsonb, secret_columns text[]) returns jsonb
language sql immutable set search_path = ''
as $$
  select row_values || coalesce(
    (select jsonb_object_agg(c, '[redacted]'::text) from unnest(secret_columns) c where row_values ? c), '{}')
$$;
revoke execute on function audit.redact(jsonb, text[]) from public;

-- Writes one log row for the row that changed. Its arguments, set by
-- audit.track: the primary key columns, the columns not worth recording, the
-- columns whose values must never be stored (written as "[redacted]").
-- Security definer so that it can write a table nobody else may write; the
-- caller's role is read from the `role` setting, which `set role` changes and
-- a security definer function does not ('none' when nobody set a role, as in
-- Studio or psql: then the role logged in).
create function audit.record_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  key_columns text[] := tg_argv[0]::text[];
  skipped_columns text[] := tg_argv[1]::text[];
  secret_columns text[] := tg_argv[2]::text[];
  old_row jsonb;
  new_row jsonb;
  old_values jsonb;
  new_values jsonb;
begin
  if tg_op <> 'INSERT' then old_row := to_jsonb(old); old_values := old_row - skipped_columns; end if;
  if tg_op <> 'DELETE' then new_row := to_jsonb(new); new_values := new_row - skipped_columns; end if;
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(o.key, o.value), jsonb_object_agg(n.key, n.value)
      into old_values, new_values
      from jsonb_each(old_values) o
      join jsonb_each(new_values) n on n.key = o.key
     where n.value is distinct from o.value;
    if new_values is null then
      return null;
    end if;
  end if;
  if cardinality(secret_columns) > 0 then
    old_values := audit.redact(old_values, secret_columns);
    new_values := audit.redact(new_values, secret_columns);
  end if;
  insert into audit.log (table_name, record_id, action, actor_id, actor_role, old_values, new_values)
  values (
    tg_table_name,
    array_to_string(array(select coalesce(new_row, old_row) ->> k from unnest(key_columns) k), ','),
    tg_op,
    (select auth.uid()),
    coalesce(nullif(current_setting('role'), 'none'), session_user),
    old_values,
    new_values
  );
  return null;
end
$$;
revoke execute on function audit.record_change() from public;

-- Studio's "Truncate table" (and a psql `truncate`) empties a table without
-- firing its row triggers, so the audit trail would not see the rows go. A
-- statement trigger before the truncate logs every row as deleted, with its
-- values, as a delete of each would have been logged.

-- Its arguments are the row trigger's (audit.record_change above): the primary key
-- columns, the columns not worth recording, the columns never to be stored.
create function audit.record_truncate() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  execute format(
    $sql$
      insert into audit.log (table_name, record_id, action, actor_id, actor_role, old_values)
      select %L, array_to_string(array(select r.row_values ->> k from unnest($1) k), ','), 'DELETE',
             (select auth.uid()), coalesce(nullif(current_setting('role'), 'none'), session_user),
             audit.redact(r.row_values, $3)
        from (select to_jsonb(t) - $2 as row_values from %I.%I t) r
    $sql$,
    tg_table_name, tg_table_schema, tg_table_name
  ) using tg_argv[0]::text[], tg_argv[1]::text[], tg_argv[2]::text[];
  return null;
end
$$;
revoke execute on function audit.record_truncate() from public;

-- Starts (or, after columns changed, refreshes) the audit trail of a table:
--   select audit.track('public.exchange_rates');
--   select audit.track('public.pipeline_settings', array['signing_key']);
-- Generated columns and updated_at are left out: they follow from the other
-- columns and from the entry's own time. Besides the secret columns named, any
-- column whose name says it holds a secret (password, secret, token, api key,
-- private key) is redacted, so a table tracked in haste does not leak one.
create function audit.track(target regclass, secret_columns text[] default '{}')
returns void
language plpgsql set search_path = ''
as $$
declare
  key_columns text[];
  skipped_columns text[];
  unknown_columns text[];
begin
  select array_agg(a.attname::text order by k.position)
    into key_columns
    from pg_index i
    cross join unnest(i.indkey) with ordinality as k (attnum, position)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = target and i.indisprimary;
  if key_columns is null then
    raise exception 'audit.track: % has no primary key to name its rows by', target;
  end if;

  select coalesce(array_agg(a.attname::text), '{}')
    into skipped_columns
    from pg_attribute a
   where a.attrelid = target and a.attnum > 0 and not a.attisdropped
     and (a.attgenerated <> '' or a.attname = 'updated_at');

  select array_agg(c) into unknown_columns
    from unnest(secret_columns) c
   where not exists (
     select 1 from pg_attribute a
      where a.attrelid = target and a.attname = c and a.attnum > 0 and not a.attisdropped
   );
  if unknown_columns is not null then
    raise exception 'audit.track: % has no column %', target, array_to_string(unknown_columns, ', ');
  end if;

  select array(
    select unnest(secret_columns)
    union
    select a.attname::text
      from pg_attribute a
     where a.attrelid = target and a.attnum > 0 and not a.attisdropped
       and a.attname ~* '(^|_)(password|passwd|secret|token|api_?key|private_?key)s?(_|$)'
  ) into secret_columns;

  execute format('drop trigger if exists audit_changes on %s', target);
  execute format(
    'create trigger audit_changes after insert or update or delete on %s
       for each row execute function audit.record_change(%L, %L, %L)',
    target, key_columns, skipped_columns, secret_columns
  );
  execute format('drop trigger if exists audit_truncates on %s', target);
  execute format(
    'create trigger audit_truncates before truncate on %s
       for each statement execute function audit.record_truncate(%L, %L, %L)',
    target, key_columns, skipped_columns, secret_columns
  );
end
$$;
revoke execute on function audit.track(regclass, text[]) from public;

-- None of these tables holds a secret today (passwords stay in auth.users,
-- API keys in the function's environment).
select audit.track('public.clients');
select audit.track('public.followups');
select audit.track('public.profiles');
select audit.track('public.ai_configurations');
select audit.track('public.training_examples');
select audit.track('public.documents');
