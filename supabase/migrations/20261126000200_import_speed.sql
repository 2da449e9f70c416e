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

-- The Duplicates view: the admin's took 9-17 s at bench scale (20,000 clients), each time.
-- EXPLAIN ANALYZE of client_duplicate_pairs (20261125000200_client_duplicates_and_merge.sql):
-- 845,258 candidate pairs scored by similarity() (8 s of 15 s), the prefix join spilling to disk.
-- Now each owner's name pairs are computed once and kept, with a fingerprint of that owner's
-- clients' ids and match keys; a view recomputes only the owners whose clients were added,
-- removed, renamed or moved since. Nothing is added to a client's write (an import's 100,000
-- inserts pay nothing), and a pair can never outlive a change: the fingerprint sees it.

-- One owner's clients whose names and companies are alike (trigram similarity >= min_score),
-- each pair once (client_a < client_b). A prefix-filtered self-join, as before, with three more
-- filters of the same principle, so fewer pairs reach similarity() (587,150 instead of 845,258
-- at bench scale): similarity t needs an overlap of at least t/(1+t) (n + m) trigrams, so
-- - pairs are taken smaller client first, and the smaller needs only its shorter "indexing"
--   prefix (n - ceil(2t/(1+t) n) + 1), with the length filter m >= t n;
-- - a pair shares at most its prefix matches plus the trigrams after the last of them (in the
--   shared order), and is dropped when that cannot reach the overlap.
create function private.owner_name_pairs(p_owner uuid, min_score real)
returns table (client_a uuid, client_b uuid, score real)
language sql stable set search_path = '' set work_mem = '64MB'
as $$
  with tokens as (
    select c.id, t.trigram, cardinality(extensions.show_trgm(c.match_key)) as n
      from public.clients c cross join unnest(extensions.show_trgm(c.match_key)) as t (trigram)
     where c.owner_id = p_owner
  ),
  frequency as (
    select k.trigram, count(*) as df from tokens k group by k.trigram
  ),
  ranked as (
    -- Rarest first: the owner's rarest trigrams make the shortest candidate lists.
    select k.id, k.trigram, k.n, row_number() over (partition by k.id order by f.df, k.trigram) as position
      from tokens k join frequency f on f.trigram = k.trigram
  ),
  prefixes as (
    select r.id, r.trigram, r.n, r.position,
           r.position <= r.n - ceil(2 * min_score::numeric / (1 + min_score::numeric) * r.n) + 1 as indexed
      from ranked r
     where r.position <= r.n - ceil(min_score::numeric * r.n) + 1
  ),
  candidates as (
    select a.id as a, b.id as b
      from prefixes a
      join prefixes b
        on b.trigram = a.trigram and b.indexed and (b.n, b.id) < (a.n, a.id) and b.n >= ceil(min_score::numeric * a.n)
     group by a.id, b.id, a.n, b.n
    having count(*) + least(a.n - max(a.position), b.n - max(b.position))
           >= ceil(min_score::numeric / (1 + min_score::numeric) * (a.n + b.n))
  )
  select least(c.a, c.b), greatest(c.a, c.b), s.score
    from candidates c
    -- By primary key: joining the candidates back to a CTE of the clients sorted them all, 4x slower.
    join public.clients va on va.id = c.a
    join public.clients vb on vb.id = c.b
   cross join lateral (select extensions.similarity(va.match_key, vb.match_key) as score) s
   where s.score >= min_score
$$;
revoke execute on function private.owner_name_pairs(uuid, real) from public;

-- An owner's name pairs at one minimum score, as of the fingerprint of their clients.
create table private.duplicate_pair_sets (
  owner_id uuid not null references public.profiles (id) on delete cascade,
  min_score real not null,
  -- Of the owner's clients' ids and match keys: any client added, removed, renamed or moved
  -- changes it.
  fingerprint numeric not null,
  computed_at timestamptz not null default now(),
  primary key (owner_id, min_score)
);
comment on table private.duplicate_pair_sets is 'Whose duplicate name pairs are kept, at which score, as of which clients.';

-- No reference to clients: a deleted client's pairs go with its owner's next recomputation, so
-- deleting clients (an import's undo) costs nothing more.
create table private.duplicate_pairs (
  owner_id uuid not null,
  min_score real not null,
  client_a uuid not null,
  client_b uuid not null,
  score real not null,
  primary key (owner_id, min_score, client_a, client_b),
  foreign key (owner_id, min_score) references private.duplicate_pair_sets (owner_id, min_score) on delete cascade
);
comment on table private.duplicate_pairs is 'Each owner''s clients alike by name and company (client_duplicate_pairs'' name_company pairs).';

-- Only client_duplicate_pairs (security definer) reads and writes them.
alter table private.duplicate_pair_sets enable row level security;
alter table private.duplicate_pairs enable row level security;
revoke all on private.duplicate_pair_sets, private.duplicate_pairs from public, anon, authenticated, service_role;

-- Likely duplicates among the clients the caller may see, best first (as before: a pair with the
-- same e-mail, any owners, scores 1 and says 'email'; two clients of one owner whose match keys
-- are alike say 'name_company' with the similarity). Security definer, so that it can keep the
-- pairs: it filters by the caller itself, a rep to their own clients, an admin to all, exactly
-- as the clients' read policy does; anyone else (no user) sees none.
create or replace function public.client_duplicate_pairs(min_score real default 0.6, max_pairs int default 200)
returns table (client_a uuid, client_b uuid, score real, reason text)
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  admin boolean := (select public.is_admin());
  stale record;
begin
  if min_score is null or min_score <= 0 or min_score > 1 or max_pairs is null or max_pairs < 1 then
    raise exception 'min_score must be in (0, 1] and max_pairs at least 1' using errcode = '23514';
  end if;

  -- The fingerprint is read before the pairs: a client changed in between leaves a set whose
  -- fingerprint is already out of date, recomputed next time, never one that looks current.
  for stale in
    select f.owner_id, f.fingerprint
      from (select c.owner_id, sum(hashtextextended(c.id::text || ' ' || c.match_key, 0)) as fingerprint
              from public.clients c
             where admin or c.owner_id = me
             group by c.owner_id) f
     where not exists (select 1 from private.duplicate_pair_sets s
                        where s.owner_id = f.owner_id and s.min_score = client_duplicate_pairs.min_score
                          and s.fingerprint = f.fingerprint)
     order by f.owner_id
  loop
    -- One computation of an owner's pairs at a time; a second caller waits and reuses it.
    perform pg_advisory_xact_lock(hashtextextended('client_duplicate_pairs ' || stale.owner_id::text, 0));
    continue when exists (select 1 from private.duplicate_pair_sets s
                           where s.owner_id = stale.owner_id and s.min_score = client_duplicate_pairs.min_score
                             and s.fingerprint = stale.fingerprint);
    delete from private.duplicate_pair_sets s
     where s.owner_id = stale.owner_id and s.min_score = client_duplicate_pairs.min_score;
    insert into private.duplicate_pair_sets (owner_id, min_score, fingerprint)
    values (stale.owner_id, client_duplicate_pairs.min_score, stale.fingerprint);
    insert into private.duplicate_pairs (owner_id, min_score, client_a, client_b, score)
    select stale.owner_id, client_duplicate_pairs.min_score, p.client_a, p.client_b, p.score
      from private.owner_name_pairs(stale.owner_id, client_duplicate_pairs.min_score) p;
  end loop;

  return query
    with same_email as (
      -- Grouped by hash, not joined: the self-join sorted every e-mail twice (45 of 59 ms, admin).
      select array_agg(c.id) as ids from public.clients c
       where c.email is not null and (admin or c.owner_id = me)
       group by lower(c.email)
      having count(*) > 1
    ),
    pairs as (
      select a.id as a, b.id as b, 1::real as score, 'email' as reason
        from same_email e cross join unnest(e.ids) a (id) cross join unnest(e.ids) b (id)
       where b.id > a.id
      union all
      select p.client_a, p.client_b, p.score, 'name_company'
        from private.duplicate_pairs p
       where p.min_score = client_duplicate_pairs.min_score and (admin or p.owner_id = me)
    )
    select best.a, best.b, best.score, best.reason
      from (select distinct on (p.a, p.b) p.a, p.b, p.score, p.reason
              from pairs p
             order by p.a, p.b, p.score desc, p.reason = 'email' desc) best
     order by best.score desc, best.a, best.b
     limit max_pairs;
end
$$;
