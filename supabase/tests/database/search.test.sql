-- Search: every searched table has its accent-folded full-text vector with a GIN index, and a
-- search through those vectors finds a rep's own rows only (an admin's, everyone's).
begin;
select plan(18);

select has_index('public', 'clients', 'clients_search_vector_idx', 'search_vector', 'clients: GIN index on the search vector');
select has_index('public', 'messages', 'messages_search_vector_idx', 'search_vector', 'messages: GIN index on the search vector');
select has_index('public', 'followups', 'followups_search_vector_idx', 'search_vector', 'follow-ups: GIN index on the search vector');
select has_index('public', 'documents', 'documents_search_vector_idx', 'search_vector', 'documents: GIN index on the search vector');
select has_index('public', 'files', 'files_search_vector_idx', 'search_vector', 'files: GIN index on the search vector');
select has_index('public', 'emails', 'emails_search_vector_idx', 'search_vector', 'e-mails: GIN index on the search vector');
select is(
  (select count(*)::int from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where c.relname like '%\_search\_vector\_idx' and a.amname = 'gin'),
  6, 'all six search indexes are GIN');

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');
select tests.create_client('Rep A', 'Crème Atelier', 'aaaaaaaa-0000-4000-8000-000000000051'),
       tests.create_client('Rep B', 'Creme Rivals', 'bbbbbbbb-0000-4000-8000-000000000051');
insert into public.chat_threads (id, client_id, owner_id) values
  ('a7000000-0000-4000-8000-000000000051', 'aaaaaaaa-0000-4000-8000-000000000051', tests.get_user_id('Rep A')),
  ('b7000000-0000-4000-8000-000000000051', 'bbbbbbbb-0000-4000-8000-000000000051', tests.get_user_id('Rep B'));
select tests.create_message('a7000000-0000-4000-8000-000000000051', 'Rep A', 'Συνάντηση στην Αθήνα about SOC 2'),
       tests.create_message('b7000000-0000-4000-8000-000000000051', 'Rep B', 'Συνάντηση στην Αθήνα about SOC 2 too');
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

select is((select count(*)::int from public.admin_search_messages(websearch_to_tsquery('public.search_words', 'αθηνα'), 10)),
  0, 'a rep gets no ids from the admins'' message search');

select tests.authenticate_as('Rep B');
select is(array(select name from public.clients where search_vector @@ websearch_to_tsquery('public.search_words', 'creme')),
  '{"Creme Rivals"}'::text[], 'the other rep finds only theirs');

select tests.authenticate_as('Boss');
select is((select count(*)::int from public.clients where search_vector @@ websearch_to_tsquery('public.search_words', 'creme')),
  2, 'an admin finds every rep''s clients');
select is((select count(*)::int from public.messages where search_vector @@ websearch_to_tsquery('public.search_words', 'αθηνα')),
  2, 'an admin finds every rep''s messages');
select is((select count(*)::int from public.admin_search_messages(websearch_to_tsquery('public.search_words', 'αθηνα'), 10)),
  2, 'the admins'' message search ranks every rep''s matching messages');

select tests.authenticate_as_anon();
select throws_ok($$select * from public.admin_search_messages(websearch_to_tsquery('simple', 'x'), 10)$$,
  '42501', null, 'anon cannot call the admins'' message search');

select * from finish();
rollback;
