-- Issue 19: an admin's Duplicates view at scale 10 (200,000 clients) took 310-350 ms of SQL
-- after 20261128000200_search_at_scale.sql, every call reading every client twice: the
-- fingerprint of each owner's clients (client_duplicate_pairs, 20261126000200_import_speed.sql:
-- a sequential scan of the table, 63-145 ms) and the e-mails grouped (a 23 MB sort, 150 ms).
-- Both are now kept by statement triggers on the clients, as the client counters are
-- (20261129000100_client_counts_per_statement.sql): each owner's fingerprint, and how many
-- clients have each e-mail, so a call reads the owners' fingerprints and only the e-mails two
-- clients or more share (through an index on lower(email)), not every client.

-- What client_duplicate_pairs fingerprints an owner's clients by: a client's id and match key.
-- The fingerprint is the sum over the owner's clients, so a change adds or takes off its terms.
create function private.client_match_hash(p_id uuid, p_match_key text) returns bigint
language sql immutable set search_path = ''
as $$ select hashtextextended(p_id::text || ' ' || p_match_key, 0) $$;

-- Each owner's clients as their kept name pairs (private.duplicate_pair_sets) were computed
-- from: an owner without clients has no row. No reference to profiles: a rep deleted with their
-- clients is taken off by the clients' delete trigger.
create table private.client_fingerprints (
  owner_id uuid primary key,
  clients bigint not null,
  fingerprint numeric not null
);
comment on table private.client_fingerprints is
  'Per owner, the clients and the sum of client_match_hash(id, match_key) over them; kept by triggers on clients.';

-- How many clients have each e-mail (lower-cased, as pairs are matched); an e-mail no client
-- has has no row. Only those shared are read, through the partial index.
create table private.client_email_counts (
  email text primary key,
  clients bigint not null
);
comment on table private.client_email_counts is
  'Clients per lower(email); kept by triggers on clients.';
create index client_email_counts_shared_idx on private.client_email_counts (email) where clients > 1;

-- The clients of a shared e-mail, found by client_duplicate_pairs (security definer, so RLS does
-- not keep lower() from the index).
create index clients_email_lower_idx on public.clients (lower(email));

-- Only client_duplicate_pairs (security definer) and the triggers read and write them.
alter table private.client_fingerprints enable row level security;
alter table private.client_email_counts enable row level security;
revoke all on private.client_fingerprints, private.client_email_counts from public, anon, authenticated, service_role;

-- ── Keeping them ────────────────────────────────────────────────────────────

-- One client counted in (+1) or out (-1); email lower-cased.
create type private.client_match_change as (owner_id uuid, id uuid, match_key text, email text, sign int);

-- Adds the changes up per owner and per e-mail and applies them as deltas, each table's rows
-- locked in key order (concurrent writers queue on a row instead of deadlocking), then drops
-- the rows nothing is counted in any more.
create function private.add_client_matches(p_changes private.client_match_change[]) returns void
language sql set search_path = ''
as $$
  insert into private.client_fingerprints as f (owner_id, clients, fingerprint)
  select c.owner_id, sum(c.sign), coalesce(sum(c.sign * private.client_match_hash(c.id, c.match_key)), 0)
    from unnest(p_changes) c
   group by 1
  having sum(c.sign) <> 0 or coalesce(sum(c.sign * private.client_match_hash(c.id, c.match_key)), 0) <> 0
   order by 1
  on conflict (owner_id) do update
    set clients = f.clients + excluded.clients, fingerprint = f.fingerprint + excluded.fingerprint;
  delete from private.client_fingerprints f
   where f.clients = 0 and f.owner_id in (select c.owner_id from unnest(p_changes) c where c.sign < 0);

  insert into private.client_email_counts as e (email, clients)
  select c.email, sum(c.sign)
    from unnest(p_changes) c
   where c.email is not null
   group by 1
  having sum(c.sign) <> 0
   order by 1
  on conflict (email) do update set clients = e.clients + excluded.clients;
  delete from private.client_email_counts e
   where e.clients = 0 and e.email in (select c.email from unnest(p_changes) c where c.sign < 0);
$$;

-- Once per statement, from its transition tables (an import's batch or its undo is one upsert
-- per owner and e-mail); an update counts only the rows whose id, owner, match key or e-mail
-- changed (a client's notes or stage cost a join of the statement's rows and nothing more).
create function private.keep_client_matches() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_changes private.client_match_change[];
begin
  if tg_op = 'INSERT' then
    v_changes := array(
      select row(n.owner_id, n.id, n.match_key, lower(n.email), 1)::private.client_match_change from inserted n);
  elsif tg_op = 'DELETE' then
    v_changes := array(
      select row(o.owner_id, o.id, o.match_key, lower(o.email), -1)::private.client_match_change from deleted o);
  elsif tg_op = 'UPDATE' then
    -- The full join counts a row whose id was changed out under the old id and in under the new.
    v_changes := array(
      select c.change
        from updated_before o
        full join updated_after n on n.id = o.id
        cross join lateral (values
          (o.id, row(o.owner_id, o.id, o.match_key, lower(o.email), -1)::private.client_match_change),
          (n.id, row(n.owner_id, n.id, n.match_key, lower(n.email), 1)::private.client_match_change)
        ) c (id, change)
       where c.id is not null
         and (o.id, o.owner_id, o.match_key, lower(o.email)) is distinct from (n.id, n.owner_id, n.match_key, lower(n.email)));
  else
    delete from private.client_fingerprints where true;
    delete from private.client_email_counts where true;
  end if;
  if cardinality(v_changes) > 0 then
    perform private.add_client_matches(v_changes);
  end if;
  return null;
end
$$;

create trigger clients_match_inserts
  after insert on public.clients referencing new table as inserted
  for each statement execute function private.keep_client_matches();
create trigger clients_match_deletes
  after delete on public.clients referencing old table as deleted
  for each statement execute function private.keep_client_matches();
create trigger clients_match_updates
  after update on public.clients referencing old table as updated_before new table as updated_after
  for each statement execute function private.keep_client_matches();
create trigger clients_match_truncates
  after truncate on public.clients
  for each statement execute function private.keep_client_matches();

-- Fills both again from the clients: this migration's backfill, and loads that skip triggers
-- (the bench's `session_replication_role = replica`). Writers wait for it (share lock).
create function private.refill_client_matches() returns void
language plpgsql set search_path = ''
as $$
begin
  lock table public.clients in share mode;
  delete from private.client_fingerprints where true;
  delete from private.client_email_counts where true;
  insert into private.client_fingerprints (owner_id, clients, fingerprint)
  select c.owner_id, count(*), coalesce(sum(private.client_match_hash(c.id, c.match_key)), 0)
    from public.clients c
   group by 1;
  insert into private.client_email_counts (email, clients)
  select lower(c.email), count(*)
    from public.clients c
   where c.email is not null
   group by 1;
end
$$;

revoke execute on function private.client_match_hash(uuid, text),
  private.add_client_matches(private.client_match_change[]), private.keep_client_matches(),
  private.refill_client_matches() from public;

select private.refill_client_matches();
-- Statistics at once: planned without them, 68,760 e-mails were guessed shared (none were), and
-- the name pairs were sorted on disk to be told apart from so many e-mail pairs.
analyze private.client_fingerprints, private.client_email_counts;

-- ── Reading them ────────────────────────────────────────────────────────────

-- client_duplicate_pairs (20261126000200_import_speed.sql) with the same answers, from the kept
-- fingerprints and e-mail counts. Also drops the kept pairs of an owner left without clients
-- (all deleted or handed over), which no fingerprint pointed at any more: they were still
-- listed, naming clients gone or another owner's. Without JIT, as since
-- 20261128000200_search_at_scale.sql (a replaced function loses its settings; the 64 MB of
-- work_mem were for the e-mails' sort, gone), and planned for each call: an admin's plan and a
-- rep's differ (the shared e-mails or the rep's own clients; every owner's pairs or the rep's).
create or replace function public.client_duplicate_pairs(min_score real default 0.6, max_pairs int default 200)
returns table (client_a uuid, client_b uuid, score real, reason text)
language plpgsql security definer set search_path = '' set jit = off set plan_cache_mode = force_custom_plan
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
      from private.client_fingerprints f
     where (admin or f.owner_id = me)
       and not exists (select 1 from private.duplicate_pair_sets s
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
  delete from private.duplicate_pair_sets s
   where (admin or s.owner_id = me)
     and not exists (select 1 from private.client_fingerprints f where f.owner_id = s.owner_id);

  return query
    with same_email as (
      -- An admin's: the e-mails counted twice or more, their clients through the index.
      select array_agg(c.id) as ids
        from private.client_email_counts e
        join public.clients c on lower(c.email) = e.email
       where admin and e.clients > 1
       group by e.email
      union all
      -- A rep's: their own clients grouped (by hash: a self-join sorted every e-mail twice).
      select array_agg(c.id) from public.clients c
       where not admin and c.owner_id = me and c.email is not null
       group by lower(c.email)
      having count(*) > 1
    ),
    email_pairs as materialized (
      select a.id as a, b.id as b
        from same_email e cross join unnest(e.ids) a (id) cross join unnest(e.ids) b (id)
       where b.id > a.id
    )
    -- A pair with the same e-mail scores 1, as much as a name pair can, and is listed as
    -- 'email' only: the best of each pair without sorting every pair by it first (56,000 name
    -- pairs for an admin at scale 10: the distinct on's sort took 30 ms).
    select p.a, p.b, p.score, p.reason
      from (select e.a, e.b, 1::real as score, 'email' as reason from email_pairs e
            union all
            select n.client_a, n.client_b, n.score, 'name_company'
              from private.duplicate_pairs n
             where n.min_score = client_duplicate_pairs.min_score and (admin or n.owner_id = me)
               and not exists (select 1 from email_pairs e where e.a = n.client_a and e.b = n.client_b)) p
     order by p.score desc, p.a, p.b
     limit max_pairs;
end
$$;
