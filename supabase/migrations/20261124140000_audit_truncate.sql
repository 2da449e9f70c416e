-- Studio's "Truncate table" (and a psql `truncate`) empties a table without
-- firing its row triggers, so the audit trail would not see the rows go. A
-- statement trigger before the truncate logs every row as deleted, with its
-- values, as a delete of each would have been logged.

-- Its arguments are the row trigger's (audit.record_change): the primary key
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
             r.row_values || coalesce(
               (select jsonb_object_agg(c, '[redacted]'::text) from unnest($3) c where r.row_values ? c), '{}')
        from (select to_jsonb(t) - $2 as row_values from %I.%I t) r
    $sql$,
    tg_table_name, tg_table_schema, tg_table_name
  ) using tg_argv[0]::text[], tg_argv[1]::text[], tg_argv[2]::text[];
  return null;
end
$$;
revoke execute on function audit.record_truncate() from public;

-- As in 20261124000500_audit_trail.sql, now also with the truncate trigger.
create or replace function audit.track(target regclass, secret_columns text[] default '{}')
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

-- Every table tracked so far gets it too, keeping the secret columns it was
-- tracked with (the row trigger's third argument).
do $$
declare
  tracked record;
begin
  for tracked in
    select t.tgrelid::regclass as target,
           (string_to_array(encode(t.tgargs, 'escape'), E'\\000'))[3]::text[] as secret_columns
      from pg_trigger t
     where t.tgname = 'audit_changes'
  loop
    perform audit.track(tracked.target, tracked.secret_columns);
  end loop;
end
$$;
