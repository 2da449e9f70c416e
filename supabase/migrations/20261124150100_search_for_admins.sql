-- An admin's search of every message. Under RLS a text match cannot use its GIN index (@@ is not
-- leakproof, so the policy runs first, row by row: seconds at 200,000 messages). This returns the
-- best-ranked matching message ids through the index, to admins only (anyone else gets none);
-- the caller reads the messages themselves under RLS as always.
create function public.admin_search_messages(p_query tsquery, p_limit integer)
returns table (id uuid, rank real)
language sql stable security definer set search_path = ''
as $$
  select m.id, ts_rank(m.search_vector, p_query)
    from public.messages m
   where (select public.is_admin()) and m.search_vector @@ p_query
   order by 2 desc, m.created_at desc
   limit least(p_limit, 100)
$$;
revoke execute on function public.admin_search_messages(tsquery, integer) from public, anon;
grant execute on function public.admin_search_messages(tsquery, integer) to authenticated, service_role;
