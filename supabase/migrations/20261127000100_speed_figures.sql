-- Search at speed for admins (issue 15's figures). Under RLS a text match cannot use an index
-- (`@@` and `like` are not leakproof, so the read policy runs first, row by row), and an admin has
-- no owner to narrow by: at the bench's 200,000 messages an admin's search took 0.3 s for a Latin
-- query and 6 s for a Japanese one (matched by text, every message's policy checked in turn).
-- public.admin_search finds an admin's hits of every kind through the indexes instead; the route
-- then reads the rows themselves under RLS as always.

-- A phrase from inside a sentence written without spaces (Chinese, Japanese, Thai) is matched by
-- text: trigrams of the lower-cased message serve `lower(content) like '%…%'`.
create index messages_content_trgm_idx on public.messages
  using gin (lower(content) extensions.gin_trgm_ops);
-- The newest messages first, for an admin's search of a common word (below).
create index messages_created_idx on public.messages (created_at);

-- An admin's best `p_limit` (at most 100) hits of each kind: clients (their words, or their name,
-- company and e-mail containing `p_pattern`, ranked with the name's similarity to `p_text`),
-- messages (their words; with `p_unspaced`, also their text containing `p_pattern`), follow-ups,
-- documents and attachments' text. Anyone else gets none.
create function public.admin_search(
  p_query tsquery, p_text text, p_pattern text, p_unspaced boolean, p_limit integer
) returns table (kind text, id uuid, rank real)
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_limit integer := least(p_limit, 100);
begin
  if not (select public.is_admin()) then
    return;
  end if;

  return query
    select 'client', c.id, ts_rank(c.search_vector, p_query) + extensions.similarity(c.name, p_text)
      from public.clients c
     where c.search_vector @@ p_query or c.search_text like p_pattern
     order by 3 desc, c.id
     limit v_limit;

  -- Ranking reads every match's vector: a common word matches a third of all messages (65,000 at
  -- the bench's size, 0.25 s to rank), so the newest 1,000 matches are ranked. Run with its values
  -- (execute), so the plan fits the query: the newest messages first for a common word, the
  -- index's few matches for a rare one, the trigram index for a phrase matched by text.
  return query execute $sql$
    select 'message', m.id, ts_rank(m.search_vector, $1)
      from (select n.id, n.search_vector, n.created_at from public.messages n
             where n.search_vector @@ $1
             order by n.created_at desc limit 1000) m
     order by 3 desc, m.created_at desc
     limit $2
  $sql$ using p_query, v_limit;
  if p_unspaced then
    return query execute $sql$
      select 'message', m.id, 0::real
        from public.messages m
       where lower(m.content) like $1
       order by m.created_at desc
       limit $2
    $sql$ using p_pattern, v_limit;
  end if;

  return query
    select 'followup', f.id, ts_rank(f.search_vector, p_query)
      from public.followups f
     where f.search_vector @@ p_query
     order by 3 desc, f.due_at desc
     limit v_limit;

  return query
    select 'document', d.id, ts_rank(d.search_vector, p_query)
      from public.documents d
     where d.search_vector @@ p_query
     order by 3 desc, d.created_at desc
     limit v_limit;

  return query
    select 'attachment', f.id, ts_rank(f.search_vector, p_query)
      from public.files f
     where f.search_vector @@ p_query
       and exists (select 1 from public.message_attachments a where a.file_id = f.id)
     order by 3 desc, f.created_at desc
     limit v_limit;
end
$$;
revoke execute on function public.admin_search(tsquery, text, text, boolean, integer) from public, anon;
grant execute on function public.admin_search(tsquery, text, text, boolean, integer) to authenticated, service_role;

-- Replaced by public.admin_search.
drop function public.admin_search_messages(tsquery, integer);
