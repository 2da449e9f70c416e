-- 20261129000200_duplicate_fingerprints.sql keeps one row per e-mail for every owner's clients
-- (private.client_email_counts), and each statement writing clients updated those rows at once,
-- keeping them locked until its transaction ended. Two reps' transactions of several statements
-- each (an import's batch inserts then updates; an undo updates then deletes) that reached the
-- same e-mails in opposite orders deadlocked (40P01 on native PostgreSQL:
-- tests/load/client-counts-deadlock.test.ts). A statement now only notes its e-mail changes, and
-- they are applied when the transaction commits, all of them in one statement in e-mail order:
-- every transaction takes those locks in the same order, at the end, so none waits on another
-- while holding one it wants.

-- A transaction's e-mail changes, one row per statement, applied and deleted at its commit.
create table private.client_email_changes (
  xact bigint not null default txid_current(),
  changes private.client_match_change[] not null
);
comment on table private.client_email_changes is
  'E-mail changes of clients noted by a running transaction; applied to client_email_counts at its commit.';
create index client_email_changes_xact_idx on private.client_email_changes (xact);
alter table private.client_email_changes enable row level security;
revoke all on private.client_email_changes from public, anon, authenticated, service_role;

-- Applies the committing transaction's noted changes. Fires once per noted statement; the first
-- call applies them all, the others find none left.
create function private.apply_client_email_changes() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  with noted as (
    delete from private.client_email_changes n where n.xact = txid_current() returning n.changes
  ), counted as (
    select c.email, sum(c.sign) as delta
      from noted, unnest(noted.changes) c
     where c.email is not null
     group by 1
    having sum(c.sign) <> 0
  )
  insert into private.client_email_counts as e (email, clients)
  select counted.email, counted.delta from counted order by counted.email
  on conflict (email) do update set clients = e.clients + excluded.clients;
  delete from private.client_email_counts e where e.clients = 0;
  return null;
end
$$;

create constraint trigger client_email_changes_apply
  after insert on private.client_email_changes
  deferrable initially deferred
  for each row execute function private.apply_client_email_changes();

-- As in 20261129000200, for the fingerprints only: they are one row per owner, so only one
-- owner's writers ever wait on each other, as with the client counters.
create or replace function private.add_client_matches(p_changes private.client_match_change[]) returns void
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

  insert into private.client_email_changes (changes)
  select p_changes where exists (select 1 from unnest(p_changes) c where c.email is not null);
$$;

-- As in 20261129000200; a truncate also forgets the changes noted so far.
create or replace function private.keep_client_matches() returns trigger
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
    delete from private.client_email_changes where true;
  end if;
  if cardinality(v_changes) > 0 then
    perform private.add_client_matches(v_changes);
  end if;
  return null;
end
$$;

-- As in 20261129000200; the changes this transaction noted are counted in the refill already.
create or replace function private.refill_client_matches() returns void
language plpgsql set search_path = ''
as $$
begin
  lock table public.clients in share mode;
  delete from private.client_email_changes where xact = txid_current();
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

-- As in 20261129000200, once the e-mails the caller's transaction noted are counted.
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
  -- What the caller's own transaction changed counts too: its noted e-mails are applied now, and
  -- any it changes after this call at once (no route writes clients after reading its pairs).
  set constraints private.client_email_changes_apply immediate;

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

revoke execute on function private.apply_client_email_changes() from public;
