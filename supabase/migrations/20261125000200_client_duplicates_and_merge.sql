-- Duplicates and merge: likely pairs of clients (the same e-mail, or names and companies alike
-- by trigram similarity), and merging one client into another field by field, with everything
-- that lives under it.

-- What two clients are compared by: name and company, lower-cased (the import's duplicate check
-- compares its rows with it too). No index on it, nor on lower(email): every reader is a signed-in
-- user under RLS, where `%` and lower() (not leakproof) cannot use one, and each would only slow
-- down every insert, the import's 100,000 rows first.
alter table public.clients add column match_key text
  generated always as (lower(name || ' ' || coalesce(company, ''))) stored;

-- The audit trail leaves generated columns out, as read when a table's tracking starts.
select audit.track('public.clients');

-- Likely duplicates among the clients the caller sees (security invoker: RLS limits a rep to
-- their own clients, an admin sees all), best first. A pair with the same e-mail (any owners)
-- scores 1 and says 'email'; two clients of the same owner whose match keys have a trigram
-- similarity of at least min_score say 'name_company' with it as the score.
--
-- All pairs at once, not one `%` probe per client: under RLS a trigram index cannot serve `%`,
-- so each probe compared the client with every other (24 s for a bench rep, minutes for the
-- admin). Instead a prefix-filtered self-join: similarity is the Jaccard index of the trigram
-- sets, and two sets of sizes n and m with Jaccard >= t share at least one of each one's
-- n - ceil(t * n) + 1 rarest trigrams (in one order for both). Only those prefixes are joined
-- (within one owner), and only the candidate pairs they give are scored.
create function public.client_duplicate_pairs(min_score real default 0.6, max_pairs int default 200)
returns table (client_a uuid, client_b uuid, score real, reason text)
language plpgsql security invoker set search_path = ''
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
    prefixes as (
      select r.id, r.owner_id, r.trigram
        from (select k.id, k.owner_id, k.trigram, k.n,
                     row_number() over (partition by k.id order by f.df, k.trigram) as position
                from tokens k join frequency f on f.owner_id = k.owner_id and f.trigram = k.trigram) r
       where r.position <= r.n - ceil(min_score::numeric * r.n) + 1
    ),
    candidates as (
      select distinct a.id as a, b.id as b
        from prefixes a
        join prefixes b on b.trigram = a.trigram and b.owner_id = a.owner_id and b.id > a.id
    ),
    pairs as (
      select a.id as a, b.id as b, 1::real as score, 'email' as reason
        from visible a join visible b on b.email = a.email and b.id > a.id
      union all
      select c.a, c.b, extensions.similarity(va.match_key, vb.match_key), 'name_company'
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
revoke execute on function public.client_duplicate_pairs(real, int) from public, anon;
grant execute on function public.client_duplicate_pairs(real, int) to authenticated, service_role;

-- The rest of a merge once the kept client has its fields: moves everything under client p_from
-- to p_to (threads with their messages and attachments, follow-ups, documents, and the analyses
-- and activities the caller's own rights cannot move: triggers and admins write those, the
-- activities going to p_to's owner and name), records the merge on p_to and deletes p_from.
-- Only for a caller who may change and delete both clients (the clients' policies, said again
-- here as the function bypasses them). Called alone it is merge_clients(p_to, p_from) keeping
-- every field, so it lets a rep do nothing a merge would not: no moving of history, nor a merge
-- recorded, without the merge.
create function public.fold_client_into(p_from uuid, p_to uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  kept public.clients;
  dropped_name text;
begin
  if (select count(*) from public.clients c
       where c.id in (p_from, p_to) and (c.owner_id = actor or (select public.is_admin()))) <> 2 then
    raise exception 'Client not found' using errcode = 'P0002';
  end if;
  select * into kept from public.clients c where c.id = p_to;
  select c.name into dropped_name from public.clients c where c.id = p_from;

  -- The owner copies follow through each table's set_owner_from_client trigger.
  update public.chat_threads t set client_id = p_to where t.client_id = p_from;
  update public.followups f set client_id = p_to where f.client_id = p_from;
  update public.documents d set client_id = p_to where d.client_id = p_from;
  update public.client_analyses a set client_id = p_to where a.client_id = p_from;
  update public.activities a set client_id = p_to, owner_id = kept.owner_id, client_name = kept.name
   where a.client_id = p_from;
  -- By a signed-in user: no caller, no client to change (the check above).
  perform public.record_activity(p_to, 'client_update', 'user', kept.status,
                                 format('Merged "%s" into this client', dropped_name), now(), actor);

  delete from public.clients c where c.id = p_from;
end
$$;
revoke execute on function public.fold_client_into(uuid, uuid) from public, anon;
grant execute on function public.fold_client_into(uuid, uuid) to authenticated, service_role;

-- Merges client `drop` into client `keep`, in one transaction (one statement): `fields` says per
-- field whose value the kept client ends with ({"name": "drop", "email": "keep", ...}; a field
-- not named keeps its value). Choosing the stage brings its close date, reason and expected close
-- date along; choosing dealValue brings its currency. Threads (with their messages and
-- attachments), follow-ups, documents, analyses and activities move to `keep`, an activity
-- records the merge, and `drop` is deleted; the audit trail's triggers log each change.
--
-- Security invoker: RLS decides (fold_client_into, which moves what the caller's rights cannot,
-- checks the same rights). A client the caller may not change (another rep's) is as absent as a
-- missing one: 'Client not found' (P0002), and nothing changes. An admin may merge clients
-- of different owners: everything then belongs to the kept client's owner, as when an admin
-- hands a client to another rep.
create function public.merge_clients(keep uuid, drop uuid, fields jsonb default '{}')
returns uuid
language plpgsql security invoker set search_path = ''
as $$
declare
  locked public.clients;
  kept public.clients;
  dropped public.clients;
  not_choices text;
  from_drop text[];
begin
  if keep = drop then
    raise exception 'A client cannot be merged into itself' using errcode = '23514';
  end if;
  if jsonb_typeof(fields) is distinct from 'object' then
    raise exception 'fields must be an object of field choices' using errcode = '23514';
  end if;
  select string_agg(f.key, ', ') into not_choices
    from jsonb_each(fields) f
   where f.key not in ('name', 'email', 'phone', 'company', 'status', 'stage', 'priority', 'dealValue', 'notes')
      or f.value not in ('"keep"', '"drop"');
  if not_choices is not null then
    raise exception 'Not a field choice: %', not_choices using errcode = '23514';
  end if;
  from_drop := array(select f.key from jsonb_each_text(fields) f where f.value = 'drop');

  -- Both rows locked in one order, so two merges of the same pair cannot deadlock. FOR UPDATE
  -- applies the update policy as well as the read policy.
  for locked in select * from public.clients c where c.id in (keep, drop) order by c.id for update loop
    if locked.id = keep then kept := locked; else dropped := locked; end if;
  end loop;
  if kept.id is null or dropped.id is null then
    raise exception 'Client not found' using errcode = 'P0002';
  end if;

  if cardinality(from_drop) > 0 then
    update public.clients c set
      name = case when 'name' = any(from_drop) then dropped.name else c.name end,
      email = case when 'email' = any(from_drop) then dropped.email else c.email end,
      phone = case when 'phone' = any(from_drop) then dropped.phone else c.phone end,
      company = case when 'company' = any(from_drop) then dropped.company else c.company end,
      notes = case when 'notes' = any(from_drop) then dropped.notes else c.notes end,
      status = case when 'status' = any(from_drop) then dropped.status else c.status end,
      priority = case when 'priority' = any(from_drop) then dropped.priority else c.priority end,
      stage = case when 'stage' = any(from_drop) then dropped.stage else c.stage end,
      closed_at = case when 'stage' = any(from_drop) then dropped.closed_at else c.closed_at end,
      close_reason_id = case when 'stage' = any(from_drop) then dropped.close_reason_id else c.close_reason_id end,
      close_reason_note = case when 'stage' = any(from_drop) then dropped.close_reason_note else c.close_reason_note end,
      expected_close_date = case when 'stage' = any(from_drop) then dropped.expected_close_date else c.expected_close_date end,
      deal_value = case when 'dealValue' = any(from_drop) then dropped.deal_value else c.deal_value end,
      currency = case when 'dealValue' = any(from_drop) then dropped.currency else c.currency end
     where c.id = keep;
  end if;

  perform public.fold_client_into(drop, keep);
  return keep;
end
$$;
revoke execute on function public.merge_clients(uuid, uuid, jsonb) from public, anon;
grant execute on function public.merge_clients(uuid, uuid, jsonb) to authenticated, service_role;
