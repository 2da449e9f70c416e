-- Search across everything: clients, chat messages, follow-ups, generated documents and the text
-- read from attachments. Words are split by the `simple` configuration (no language's stemming, so
-- every script is kept as written) and folded by `unaccent`, so "creme" finds "Crème". The vectors
-- are stored generated columns with GIN indexes; RLS on each table still decides what a user finds.
create extension if not exists unaccent with schema extensions;

create text search configuration public.search_words (copy = pg_catalog.simple);
alter text search configuration public.search_words
  alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part
  with extensions.unaccent, pg_catalog.simple;
comment on text search configuration public.search_words is
  'The simple configuration with accents folded: what the search indexes and queries with.';

alter table public.clients add column search_vector tsvector generated always as (
  setweight(to_tsvector('public.search_words', name), 'A')
  || setweight(to_tsvector('public.search_words', coalesce(company, '')), 'B')
  || setweight(to_tsvector('public.search_words', coalesce(email, '')), 'B')
  || setweight(to_tsvector('public.search_words', coalesce(notes, '')), 'C')
) stored;
create index clients_search_vector_idx on public.clients using gin (search_vector);

alter table public.messages add column search_vector tsvector
  generated always as (to_tsvector('public.search_words', content)) stored;
create index messages_search_vector_idx on public.messages using gin (search_vector);

alter table public.followups add column search_vector tsvector generated always as (
  setweight(to_tsvector('public.search_words', title), 'A')
  || setweight(to_tsvector('public.search_words', coalesce(notes, '')), 'B')
) stored;
create index followups_search_vector_idx on public.followups using gin (search_vector);

alter table public.documents add column search_vector tsvector
  generated always as (to_tsvector('public.search_words', title)) stored;
create index documents_search_vector_idx on public.documents using gin (search_vector);

alter table public.files add column search_vector tsvector generated always as (
  setweight(to_tsvector('public.search_words', original_name), 'A')
  || setweight(to_tsvector('public.search_words', coalesce(text_content, '')), 'B')
) stored;
create index files_search_vector_idx on public.files using gin (search_vector);

-- The audit trail leaves generated columns out, as read when a table's tracking starts.
select audit.track('public.clients');
select audit.track('public.followups');
select audit.track('public.documents');

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
