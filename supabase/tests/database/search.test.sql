-- Search: every searched table has its accent-folded full-text vector with a GIN index, and a
-- search through those vectors finds a rep's own rows only (an admin's, everyone's, through
-- public.search_hits, which answers a rep's own rows and an admin's everyone's).
begin;
select plan(27);

select has_index('public', 'clients', 'clients_search_vector_idx', 'search_vector', 'clients: GIN index on the search vector');
select has_index('public', 'messages', 'messages_search_vector_idx', 'search_vector', 'messages: GIN index on the search vector');
select has_index('public', 'followups', 'followups_search_vector_idx', 'search_vector', 'follow-ups: GIN index on the search vector');
select has_index('public', 'documents', 'documents_search_vector_idx', 'search_vector', 'documents: GIN index on the search vector');
select has_index('public', 'files', 'files_search_vector_idx', 'search_vector', 'files: GIN index on the search vector');
select has_index('public', 'emails', 'emails_search_vector_idx', 'search_vector', 'e-mails: GIN index on the search vector');
select has_index('public', 'messages', 'messages_content_trgm_idx', 'lower(content)', 'messages: trigram index on the lower-cased text (a phrase matched by text)');
select has_index('public', 'messages', 'messages_created_idx', 'created_at', 'messages: index on the time (the newest matches first)');
select is(
  (select count(*)::int from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where c.relname like '%\_search\_vector\_idx' and a.amname = 'gin'),
  6, 'all six search indexes are GIN');

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

-- search_hits for query `q` (its pattern the query lower-cased), as kind:id, sorted.
create function pg_temp.hits(q text, unspaced boolean, lim integer) returns setof text
language sql as $$
  select h.kind || ':' || h.id
    from public.search_hits(websearch_to_tsquery('public.search_words', q), q, '%' || lower(q) || '%', unspaced, lim) h
   order by 1
$$;
select tests.create_client('Rep A', 'Crème Atelier', 'aaaaaaaa-0000-4000-8000-000000000051'),
       tests.create_client('Rep B', 'Creme Rivals', 'bbbbbbbb-0000-4000-8000-000000000051');
insert into public.chat_threads (id, client_id, owner_id) values
  ('a7000000-0000-4000-8000-000000000051', 'aaaaaaaa-0000-4000-8000-000000000051', tests.get_user_id('Rep A')),
  ('b7000000-0000-4000-8000-000000000051', 'bbbbbbbb-0000-4000-8000-000000000051', tests.get_user_id('Rep B'));
select tests.create_message('a7000000-0000-4000-8000-000000000051', 'Rep A', 'Συνάντηση στην Αθήνα about SOC 2'),
       tests.create_message('b7000000-0000-4000-8000-000000000051', 'Rep B', 'Συνάντηση στην Αθήνα about SOC 2 too'),
       tests.create_message('b7000000-0000-4000-8000-000000000051', 'Rep B', '来週までに見積書を送ってください');
insert into public.followups (client_id, title, notes, due_at) values
  ('aaaaaaaa-0000-4000-8000-000000000051', 'Send the SOC report', null, now()),
  ('bbbbbbbb-0000-4000-8000-000000000051', 'Send the SOC report', null, now());

select is(to_tsvector('public.search_words', 'Crème Brûlée'), to_tsvector('public.search_words', 'creme brulee'),
  'accents and case are folded');
select is(to_tsvector('public.search_words', 'Αθήνα 東京'), to_tsvector('simple', 'αθηνα 東京'),
  'words of any script are kept as written (simple configuration)');

select tests.authenticate_as('Rep A');
select is(array(select name from public.clients where search_vector @@ websearch_to_tsquery('public.search_words', 'creme')),
  '{"Crème Atelier"}'::text[], 'a rep''s search finds only their own clients');
select is((select count(*)::int from public.messages where search_vector @@ websearch_to_tsquery('public.search_words', 'Αθηνα "SOC 2"')),
  1, 'a rep''s search finds only messages of their own threads');
select is((select count(*)::int from public.followups where search_vector @@ websearch_to_tsquery('public.search_words', 'soc')),
  1, 'a rep''s search finds only their own follow-ups');

select is(array(select pg_temp.hits('soc', false, 10)),
  array(select x from (
     select 'followup:' || id from public.followups where title = 'Send the SOC report'
     union all
     select 'message:' || id from public.messages where content like '%SOC 2%') f(x) order by x),
  'search_hits gives a rep only their own matching messages and follow-ups');
select is(array(select pg_temp.hits('見積書', true, 10)), '{}'::text[],
  'and never another rep''s message, even by its text');

select tests.authenticate_as('Rep B');
select is(array(select name from public.clients where search_vector @@ websearch_to_tsquery('public.search_words', 'creme')),
  '{"Creme Rivals"}'::text[], 'the other rep finds only theirs');
select is(array(select pg_temp.hits('見積書', true, 10)),
  array(select 'message:' || id from public.messages where content like '%見積書%'),
  'a phrase from inside a Japanese sentence finds its message by text');
select is(array(select pg_temp.hits('見積書', false, 10)), '{}'::text[],
  'and only when the query is written without spaces');
select is(array(select pg_temp.hits('rival', false, 10)), array['client:bbbbbbbb-0000-4000-8000-000000000051'],
  'a client is found by a part of their name, company or e-mail');

select tests.authenticate_as('Boss');
select is((select count(*)::int from public.clients where search_vector @@ websearch_to_tsquery('public.search_words', 'creme')),
  2, 'an admin finds every rep''s clients');
select is((select count(*)::int from public.messages where search_vector @@ websearch_to_tsquery('public.search_words', 'αθηνα')),
  2, 'an admin finds every rep''s messages');
select is(array(select pg_temp.hits('soc', false, 10)),
  array(select x from (
     select 'followup:' || id from public.followups where title = 'Send the SOC report'
     union all
     select 'message:' || id from public.messages where content like '%SOC 2%') f(x) order by x),
  'search_hits gives an admin every rep''s matching messages and follow-ups');
select is(array(select pg_temp.hits('見積書', true, 10)),
  array(select 'message:' || id from public.messages where content like '%見積書%'),
  'and any rep''s message by its text');
select is(array(select pg_temp.hits('atelier', false, 10)), array['client:aaaaaaaa-0000-4000-8000-000000000051'],
  'and clients by their words');
select is((select count(*)::int from pg_temp.hits('soc', false, 1)), 2, 'at most the limit of each kind');

select tests.authenticate_as_anon();
select throws_ok($$select * from public.search_hits(websearch_to_tsquery('simple', 'x'), 'x', '%x%', false, 10)$$,
  '42501', null, 'anon cannot call search_hits');

select * from finish();
rollback;
