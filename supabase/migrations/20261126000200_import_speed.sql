-- Import at speed: a batch of 1,000 new clients wrote its activity and audit rows one trigger
-- call at a time (two plpgsql calls and two single-row inserts per client, most of a batch's
-- time). Inserts now log once per statement, set-based, from the statement's transition table;
-- the rows written are the same. Updates and deletes keep their row triggers (each needs its
-- old row beside its new one).

-- The audit trail of an insert statement: one log row per inserted row, as audit.record_change
-- wrote it (its arguments are that function's: key columns, columns left out, secret columns).
create function audit.record_inserts() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  key_columns text[] := tg_argv[0]::text[];
  skipped_columns text[] := tg_argv[1]::text[];
  secret_columns text[] := tg_argv[2]::text[];
begin
  insert into audit.log (table_name, record_id, action, actor_id, actor_role, old_values, new_values)
  select tg_table_name,
         array_to_string(array(select r.row_values ->> k from unnest(key_columns) k), ','),
         'INSERT',
         (select auth.uid()),
         coalesce(nullif(current_setting('role'), 'none'), session_user),
         null,
         case when cardinality(secret_columns) > 0
              then audit.redact(r.row_values - skipped_columns, secret_columns)
              else r.row_values - skipped_columns end
    from (select to_jsonb(n) as row_values from inserted n) r;
  return null;
end
$$;
revoke execute on function audit.record_inserts() from public;

-- As before (20261124000500_audit_trail.sql), but inserts are logged by a statement trigger
-- (audit_inserts) and only updates and deletes by the row trigger (audit_changes).
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
    'create trigger audit_changes after update or delete on %s
       for each row execute function audit.record_change(%L, %L, %L)',
    target, key_columns, skipped_columns, secret_columns
  );
  execute format('drop trigger if exists audit_inserts on %s', target);
  execute format(
    'create trigger audit_inserts after insert on %s referencing new table as inserted
       for each statement execute function audit.record_inserts(%L, %L, %L)',
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

-- Every table tracked so far, with the secret columns its triggers were given.
do $$
declare
  tracked record;
begin
  for tracked in
    select t.tgrelid::regclass as target, (string_to_array(encode(t.tgargs, 'escape'), '\000'))[3] as secrets
      from pg_trigger t
     where t.tgname = 'audit_changes'
  loop
    perform audit.track(tracked.target, tracked.secrets::text[]);
  end loop;
end
$$;

-- A client's "New client added" activity, for every client of an insert statement at once, as
-- activity_from_client wrote it one by one (record_activity's columns).
create function public.activities_from_inserted_clients() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  insert into public.activities (owner_id, client_id, actor_id, activity_type, role, client_name, name, status, title, created_at)
  select n.owner_id, n.id, actor, 'client_update', case when actor is null then 'system' else 'user' end, n.name,
         (select p.name from public.profiles p where p.id = actor), n.status, 'New client added', n.created_at
    from inserted n;
  return null;
end
$$;
revoke execute on function public.activities_from_inserted_clients() from public, anon, authenticated;

-- Updates only now (stage and status changes), as in 20261124130000_pipeline.sql.
create or replace function public.activity_from_client() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  actor_role text := case when actor is null then 'system' else 'user' end;
begin
  if new.stage is distinct from old.stage then
    perform public.record_activity(new.id, 'client_update', actor_role, new.stage, 'Deal stage changed', now(), actor,
                                   new.close_reason_id, new.close_reason_note);
  end if;
  if new.status is distinct from old.status then
    perform public.record_activity(new.id, 'client_update', actor_role, new.status, 'Status changed', now(), actor);
  end if;
  return new;
end
$$;

drop trigger clients_record_activity on public.clients;
create trigger clients_record_activity
  after update of stage, status on public.clients
  for each row execute function public.activity_from_client();
create trigger clients_record_inserts_activity
  after insert on public.clients referencing new table as inserted
  for each statement execute function public.activities_from_inserted_clients();

-- The Duplicates view (20261125000200_client_duplicates_and_merge.sql, same results): for the
-- admin at bench scale (20,000 clients) EXPLAIN ANALYZE showed 845,258 candidate pairs scored by
-- similarity() (8 s of 15 s) and the prefix join spilling to disk (4 MB work_mem). Two more
-- filters of the same prefix principle cut the candidates to 587,150 before any scoring:
-- - pairs are taken smaller record first, and the smaller one needs only its shorter
--   "indexing" prefix (n - ceil(2t/(1+t) n) + 1), with a length filter (m >= t n): similarity
--   t needs an overlap of at least t/(1+t) (n + m) trigrams;
-- - the positional filter: a pair shares at most its prefix matches plus the trigrams left after
--   the last of them (in the shared order), so a pair that cannot reach that overlap is dropped.
-- work_mem is raised for this function only, so its sorts and aggregates stay in memory.
create or replace function public.client_duplicate_pairs(min_score real default 0.6, max_pairs int default 200)
returns table (client_a uuid, client_b uuid, score real, reason text)
language plpgsql security invoker set search_path = '' set work_mem = '64MB'
as $$
begin
  if min_score is null or min_score <= 0 or min_score > 1 or max_pairs is null or max_pairs < 1 then
    raise exception 'min_score must be in (0, 1] and max_pairs at least 1' using errcode = '23514';
  end if;
  return query
    with visible as (
      select c.id, c.owner_id, c.match_key, lower(c.email) as email, extensions.show_trgm(c.match_key) as trigrams
        from public.clients c
    ),
    tokens as (
      select v.id, v.owner_id, t.trigram, cardinality(v.trigrams) as n
        from visible v cross join unnest(v.trigrams) as t (trigram)
    ),
    frequency as (
      -- Per owner, as pairs are: an owner's own rarest trigrams make the shortest candidate lists.
      select k.owner_id, k.trigram, count(*) as df from tokens k group by k.owner_id, k.trigram
    ),
    ranked as (
      select k.id, k.owner_id, k.trigram, k.n,
             row_number() over (partition by k.id order by f.df, k.trigram) as position
        from tokens k join frequency f on f.owner_id = k.owner_id and f.trigram = k.trigram
    ),
    prefixes as (
      select r.id, r.owner_id, r.trigram, r.n, r.position,
             r.position <= r.n - ceil(2 * min_score::numeric / (1 + min_score::numeric) * r.n) + 1 as indexed
        from ranked r
       where r.position <= r.n - ceil(min_score::numeric * r.n) + 1
    ),
    candidates as (
      select a.id as a, b.id as b
        from prefixes a
        join prefixes b
          on b.trigram = a.trigram and b.owner_id = a.owner_id and b.indexed
         and (b.n, b.id) < (a.n, a.id) and b.n >= ceil(min_score::numeric * a.n)
       group by a.id, b.id, a.n, b.n
      having count(*) + least(a.n - max(a.position), b.n - max(b.position))
             >= ceil(min_score::numeric / (1 + min_score::numeric) * (a.n + b.n))
    ),
    pairs as (
      select a.id as a, b.id as b, 1::real as score, 'email' as reason
        from visible a join visible b on b.email = a.email and b.id > a.id
      union all
      select least(c.a, c.b), greatest(c.a, c.b), extensions.similarity(va.match_key, vb.match_key), 'name_company'
        -- By primary key: joining the candidates back to `visible` sorted them all, 4x slower.
        from candidates c
        join public.clients va on va.id = c.a
        join public.clients vb on vb.id = c.b
    )
    select best.a, best.b, best.score, best.reason
      from (select distinct on (p.a, p.b) p.a, p.b, p.score, p.reason
              from pairs p
             where p.score >= min_score
             order by p.a, p.b, p.score desc, p.reason = 'email' desc) best
     order by best.score desc, best.a, best.b
     limit max_pairs;
end
$$;
