-- A rep's search and reads at ten times the data (issue 19). At scale 10 (200 reps, 100,000
-- threads, 2,000,000 messages) EXPLAIN (ANALYZE, BUFFERS) of a rep's search showed its messages
-- found through a parallel seq scan of every rep's threads (`Parallel Seq Scan on chat_threads t
-- … Rows Removed by Filter: 49750`, 2,568 buffers, then a worker's start-up) before the rep's own
-- 500 threads' messages were read: a cost that grew with the team, not with the rep.

-- As in 20261127000110_search_hits.sql, except that a rep's threads are read once through the
-- owner index (an index-only scan of their 500) and handed to the message statements as an
-- array, whose size the planner then knows: it reads a common word's matches thread by thread
-- (the rep's 10,000 messages, as at any team size) and a rare word's few through the GIN index.
-- The same hits for every caller.
create or replace function public.search_hits(
  p_query tsquery, p_text text, p_pattern text, p_unspaced boolean, p_limit integer
) returns table (kind text, id uuid, rank real)
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_limit integer := least(p_limit, 100);
  v_me uuid := (select auth.uid());
  v_everyone boolean := (select public.is_admin());
  v_threads uuid[];
begin
  if v_me is null then
    return;
  end if;

  return query execute $sql$
    select 'client', c.id, ts_rank(c.search_vector, $1) + extensions.similarity(c.name, $2)
      from public.clients c
     where ($5 or c.owner_id = $6) and (c.search_vector @@ $1 or c.search_text like $3)
     order by 3 desc, c.id
     limit $4
  $sql$ using p_query, p_text, p_pattern, v_limit, v_everyone, v_me;

  if v_everyone then
    -- Ranking reads every match's vector, and a common word matches a third of all messages
    -- (65,000 at the bench's size, 0.25 s to rank): the newest 1,000 matches are ranked.
    return query execute $sql$
      select 'message', m.id, ts_rank(m.search_vector, $1)
        from (select n.id, n.search_vector, n.created_at from public.messages n
               where n.search_vector @@ $1
               order by n.created_at desc
               limit 1000) m
       order by 3 desc, m.created_at desc
       limit $2
    $sql$ using p_query, v_limit;
  else
    v_threads := array(select t.id from public.chat_threads t where t.owner_id = v_me);
    return query execute $sql$
      select 'message', m.id, ts_rank(m.search_vector, $1)
        from unnest($3) t (id) join public.messages m on m.thread_id = t.id
       where m.search_vector @@ $1
       order by 3 desc, m.created_at desc
       limit $2
    $sql$ using p_query, v_limit, v_threads;
  end if;
  if p_unspaced then
    return query execute $sql$
      select 'message', m.id, 0::real
        from public.messages m
       where ($3 or m.thread_id = any ($4)) and lower(m.content) like $1
       order by m.created_at desc
       limit $2
    $sql$ using p_pattern, v_limit, v_everyone, v_threads;
  end if;

  return query execute $sql$
    select 'followup', f.id, ts_rank(f.search_vector, $1)
      from public.followups f
     where ($3 or f.owner_id = $4) and f.search_vector @@ $1
     order by 3 desc, f.due_at desc
     limit $2
  $sql$ using p_query, v_limit, v_everyone, v_me;

  return query execute $sql$
    select 'document', d.id, ts_rank(d.search_vector, $1)
      from public.documents d
     where ($3 or d.owner_id = $4) and d.search_vector @@ $1
     order by 3 desc, d.created_at desc
     limit $2
  $sql$ using p_query, v_limit, v_everyone, v_me;

  -- A file is found as an attachment of a message in the caller's threads (any thread, for an admin).
  return query execute $sql$
    select 'attachment', f.id, ts_rank(f.search_vector, $1)
      from public.files f
     where f.search_vector @@ $1
       and exists (
         select 1 from public.message_attachments a
           join public.messages m on m.id = a.message_id
           join public.chat_threads t on t.id = m.thread_id
          where a.file_id = f.id and ($3 or t.owner_id = $4))
     order by 3 desc, f.created_at desc
     limit $2
  $sql$ using p_query, v_limit, v_everyone, v_me;
end
$$;

-- The chat screen's client list (20261127000200_scale_ten.sql), the same rows. Under RLS every
-- message it read for a thread's last message and unread count checked the messages' policy
-- (the thread looked up again): a rep's page of 100 threads, 2,100 messages, 6,692 buffers, 4,400
-- of them those checks (`Index Scan using chat_threads_pkey on chat_threads t_2 … loops=1000`).
-- It is now security definer and says the policies' rule itself, on every table it reads: a
-- thread, its client and its other threads are the caller's own (anyone's for an admin), so are
-- their messages (readable with their thread), and the read marks are the caller's. Anyone not
-- signed in gets none.
create or replace function public.clients_with_threads(p_limit int default 100)
returns table (
  id uuid, name text, email text, phone text, company text, status text, stage text, priority text,
  notes text, created_at timestamptz, updated_at timestamptz,
  last_activity timestamptz, last_message text,
  thread_id uuid, thread_last_message_at timestamptz, unread_count int
)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
declare
  v_me uuid := (select auth.uid());
  v_owner uuid := case when public.is_admin() then null else v_me end;
begin
  if v_me is null then
    return;
  end if;

  return query
  with latest as (
    select t.id, t.client_id, t.created_at, t.last_message_at
      from public.chat_threads t
     where (v_owner is null or t.owner_id = v_owner)
       and not exists (
         select 1 from public.chat_threads o
          where o.client_id = t.client_id and o.id <> t.id
            and (v_owner is null or o.owner_id = v_owner)
            and (o.last_message_at > t.last_message_at
                 or (o.last_message_at is not null and t.last_message_at is null)
                 or (o.last_message_at is not distinct from t.last_message_at
                     and (o.created_at, o.id) > (t.created_at, t.id))))
     order by coalesce(t.last_message_at, t.created_at) desc, t.id desc
     limit greatest(least(p_limit, 1000), 1)
  )
  select
    c.id, c.name, c.email, c.phone, c.company, c.status, c.stage, c.priority, c.notes, c.created_at, c.updated_at,
    coalesce(l.last_message_at, l.created_at),
    (select m.content from public.messages m where m.thread_id = l.id order by m.created_at desc limit 1),
    l.id, l.last_message_at,
    (select count(*)::int from public.messages m
      where m.thread_id = l.id
        and m.created_at > coalesce((select r.last_read_at from public.thread_reads r
                                      where r.thread_id = l.id and r.user_id = v_me), '-infinity')
        and (m.role = 'assistant' or m.user_id is distinct from v_me))
  from latest l
  join public.clients c on c.id = l.client_id
  where v_owner is null or c.owner_id = v_owner
  order by coalesce(l.last_message_at, l.created_at) desc, l.id desc;
end
$$;
revoke execute on function public.clients_with_threads(int) from public, anon;
grant execute on function public.clients_with_threads(int) to authenticated, service_role;

-- An admin's Duplicates view (client_duplicate_pairs, 20261126000200_import_speed.sql) at scale
-- 10: 794 ms, of which JIT compiling 398 ms (`JIT: … Inlining 123 ms, Optimization 140 ms,
-- Emission 129 ms`: every client's e-mail grouped, a plan past jit_inline_above_cost), and the
-- e-mails' sort spilled to disk (`external merge Disk: 11216kB`). Neither pays for itself in a
-- statement of a few hundred milliseconds: no JIT, and room to sort 200,000 e-mails in memory.
alter function public.client_duplicate_pairs(real, int) set jit = off;
alter function public.client_duplicate_pairs(real, int) set work_mem = '64MB';
