-- 20261128000200_search_at_scale.sql: clients_with_threads is security definer and says the
-- read policies' rule itself (a rep's own threads, clients, messages and read marks; an admin's
-- everyone's; no one's for a caller not signed in), and search_hits finds a rep's messages
-- through the rep's own threads, by their words or, written without spaces, by their text.
begin;
select plan(13);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Rep C'), tests.create_user('Boss', 'ADMIN');
select tests.create_client('Rep A', 'Atlas', 'aaaaaaaa-0000-4000-8000-000000000061'),
       tests.create_client('Rep B', 'Borealis', 'bbbbbbbb-0000-4000-8000-000000000061');
insert into public.chat_threads (id, client_id, created_at) values
  ('a7000000-0000-4000-8000-000000000061', 'aaaaaaaa-0000-4000-8000-000000000061', '2026-03-01 10:00+00'),
  ('a7000000-0000-4000-8000-000000000062', 'aaaaaaaa-0000-4000-8000-000000000061', '2026-03-02 10:00+00'),
  ('b7000000-0000-4000-8000-000000000061', 'bbbbbbbb-0000-4000-8000-000000000061', '2026-03-01 10:00+00');
-- Rep A's latest thread: Rep A's question, the AI's answer, then the admin's note.
select tests.create_message('a7000000-0000-4000-8000-000000000062', 'Rep A', 'Rep A asks about the ERP integration', created_at => '2026-03-05 10:00+00'),
       tests.create_message('a7000000-0000-4000-8000-000000000062', 'Rep A', 'The ERP integration takes a week', 'assistant', '2026-03-05 10:01+00'),
       tests.create_message('a7000000-0000-4000-8000-000000000062', 'Boss', 'Boss adds a note on the ERP integration', created_at => '2026-03-05 10:02+00'),
       tests.create_message('a7000000-0000-4000-8000-000000000061', 'Rep A', 'An older thread: 見積書を送ります', created_at => '2026-03-03 10:00+00'),
       tests.create_message('b7000000-0000-4000-8000-000000000061', 'Rep B', 'Rep B''s ERP integration, 見積書も', created_at => '2026-03-06 10:00+00');
insert into public.thread_reads (thread_id, user_id, last_read_at) values
  ('a7000000-0000-4000-8000-000000000062', tests.get_user_id('Rep A'), '2026-03-05 10:00+00');

-- search_hits' messages for query `q`, as their text, sorted.
create function pg_temp.found_messages(q text, unspaced boolean) returns setof text
language sql as $$
  select m.content
    from public.search_hits(websearch_to_tsquery('public.search_words', q), q, '%' || lower(q) || '%', unspaced, 10) h
    join public.messages m on m.id = h.id
   where h.kind = 'message'
   order by 1
$$;

select tests.authenticate_as('Rep A');
select is(array(select row(name, thread_id, last_message, unread_count)::text from public.clients_with_threads()),
  array[row('Atlas', 'a7000000-0000-4000-8000-000000000062'::uuid, 'Boss adds a note on the ERP integration', 2)::text],
  'a rep''s list: their client once, its latest thread and last message, unread = the AI''s answer and another user''s message after their read mark');
select is(array(select pg_temp.found_messages('ERP integration', false)),
  '{"Boss adds a note on the ERP integration","Rep A asks about the ERP integration","The ERP integration takes a week"}'::text[],
  'a rep''s search finds the messages of their threads by their words, and no other rep''s');
select is(array(select pg_temp.found_messages('見積書', true)), '{"An older thread: 見積書を送ります"}'::text[],
  'and a phrase written without spaces by its text, in any of their threads, never another rep''s');

select tests.authenticate_as('Rep B');
select is(array(select name from public.clients_with_threads()), '{Borealis}'::text[],
  'another rep''s list holds only their own client');
select is((select unread_count from public.clients_with_threads()), 0, 'their own message is not unread to them');
select is(array(select pg_temp.found_messages('ERP integration', false)), '{"Rep B''s ERP integration, 見積書も"}'::text[],
  'another rep finds only their own message');

select tests.authenticate_as('Rep C');
select is((select count(*)::int from public.clients_with_threads()), 0, 'a rep with no threads has an empty list');
select is((select count(*)::int from pg_temp.found_messages('ERP integration', false)), 0,
  'and finds no message');

select tests.authenticate_as('Boss');
select is(array(select row(name, unread_count)::text from public.clients_with_threads()),
  array[row('Borealis', 1)::text, row('Atlas', 2)::text],
  'an admin''s list holds every rep''s clients, unread counted against the admin''s own marks');
select is((select count(*)::int from pg_temp.found_messages('ERP integration', false)), 4,
  'an admin finds every rep''s messages');

select tests.authenticate_as_anon();
select throws_ok($$select * from public.clients_with_threads()$$, '42501', null,
  'anon cannot call clients_with_threads');

-- Signed in as no one (the authenticated role without a user): nothing, not everyone's rows.
select tests.set_auth('authenticated', '{"role": "authenticated"}');
select is((select count(*)::int from public.clients_with_threads()), 0,
  'a caller without a user gets no rows from clients_with_threads');
select is((select count(*)::int from pg_temp.found_messages('ERP integration', false)), 0,
  'nor from search_hits');

select * from finish();
rollback;
