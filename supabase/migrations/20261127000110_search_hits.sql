-- Search hits for every caller through the indexes (issue 15's figures, after
-- 20261127000100_speed_figures.sql did it for admins). A rep's search read each of their 10,000
-- messages under RLS (the thread policy checked message by message) and matched a Japanese phrase
-- by text on every one of them: 90-110 ms at the bench's size under load. public.search_hits
-- answers the caller's best hits of each kind, their own rows for a rep and everyone's for an
-- admin, through the GIN indexes; the route then reads the rows themselves under RLS as always,
-- so what a caller sees is still what RLS lets them read.

-- The caller's best `p_limit` (at most 100) hits of each kind: clients (their words, or their
-- name, company and e-mail containing `p_pattern`, ranked with the name's similarity to
-- `p_text`), messages (their words; with `p_unspaced`, also their text containing `p_pattern`),
-- follow-ups, documents and attachments' text. A caller who is not signed in gets none.
-- Each statement runs with its values (execute), so its plan fits the caller and the query:
-- a rep's owner index or an admin's whole table, the newest messages first for a common word,
-- the index's few matches for a rare one.
create function public.search_hits(
  p_query tsquery, p_text text, p_pattern text, p_unspaced boolean, p_limit integer
) returns table (kind text, id uuid, rank real)
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_limit integer := least(p_limit, 100);
  v_me uuid := (select auth.uid());
  v_everyone boolean := (select public.is_admin());
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
    -- A rep's messages, thread by thread (at the bench's size, 10,000 of 200,000).
    return query execute $sql$
      select 'message', m.id, ts_rank(m.search_vector, $1)
        from public.chat_threads t join public.messages m on m.thread_id = t.id
       where t.owner_id = $3 and m.search_vector @@ $1
       order by 3 desc, m.created_at desc
       limit $2
    $sql$ using p_query, v_limit, v_me;
  end if;
  if p_unspaced then
    return query execute $sql$
      select 'message', m.id, 0::real
        from public.messages m
       where ($3 or m.thread_id in (select t.id from public.chat_threads t where t.owner_id = $4))
         and lower(m.content) like $1
       order by m.created_at desc
       limit $2
    $sql$ using p_pattern, v_limit, v_everyone, v_me;
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
revoke execute on function public.search_hits(tsquery, text, text, boolean, integer) from public, anon;
grant execute on function public.search_hits(tsquery, text, text, boolean, integer) to authenticated, service_role;

-- Replaced by public.search_hits.
drop function public.admin_search(tsquery, text, text, boolean, integer);
