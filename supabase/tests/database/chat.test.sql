-- Chat: threads, messages, files, message attachments and read marks.
-- A rep works only in threads under their own clients (the thread's owner is
-- copied from the client), posts only as themselves, reads files they uploaded
-- or that ride on a message they can see; an admin reads everything and may
-- correct messages; read marks are private to each user; anon gets nothing.
begin;
select plan(70);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

select tests.create_client('Rep A', 'Acme', 'aaaaaaaa-0000-4000-8000-000000000001'),
       tests.create_client('Rep B', 'Beta', 'bbbbbbbb-0000-4000-8000-000000000001');

-- threads: the owner comes from the client
insert into public.chat_threads (id, client_id, title) values
  ('7a000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'Acme kickoff'),
  ('7b000000-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000001', 'Beta kickoff');
select tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'Hello Acme', id => '5a000000-0000-4000-8000-000000000001'),
       tests.create_message('7b000000-0000-4000-8000-000000000001', 'Rep B', 'Hello Beta', id => '5b000000-0000-4000-8000-000000000001'),
       tests.create_message('7b000000-0000-4000-8000-000000000001', 'Boss', 'Boss note', id => '5d000000-0000-4000-8000-000000000001');
select tests.create_file('Rep A', 'a/fa1/brief.pdf', 'fa000000-0000-4000-8000-000000000001'),
       tests.create_file('Rep A', 'a/fa2/notes.txt', 'fa000000-0000-4000-8000-000000000002', mime_type => 'text/plain', size => 10),
       tests.create_file('Rep B', 'b/fb1/quote.pdf', 'fb000000-0000-4000-8000-000000000001', size => 200),
       tests.create_file('Boss', 'd/fd1/policy.pdf', 'fd000000-0000-4000-8000-000000000001', size => 300);
insert into public.message_attachments (message_id, file_id) values
  ('5a000000-0000-4000-8000-000000000001', 'fa000000-0000-4000-8000-000000000001'),
  ('5b000000-0000-4000-8000-000000000001', 'fb000000-0000-4000-8000-000000000001'),
  ('5d000000-0000-4000-8000-000000000001', 'fd000000-0000-4000-8000-000000000001');
insert into public.thread_reads (thread_id, user_id, last_read_at) values
  ('7a000000-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), '2026-01-01 00:00+00'),
  ('7b000000-0000-4000-8000-000000000001', tests.get_user_id('Rep B'), '2026-01-01 00:00+00');

-- anon: permission denied everywhere
select tests.authenticate_as_anon();
select throws_ok('select count(*) from public.chat_threads', '42501', null, 'anon cannot read threads');
select throws_ok('select count(*) from public.messages', '42501', null, 'anon cannot read messages');
select throws_ok('select count(*) from public.files', '42501', null, 'anon cannot read files');
select throws_ok('select count(*) from public.message_attachments', '42501', null, 'anon cannot read attachments');
select throws_ok('select count(*) from public.thread_reads', '42501', null, 'anon cannot read read marks');
select throws_ok($$insert into public.chat_threads (client_id, owner_id) values ('aaaaaaaa-0000-4000-8000-000000000001', tests.get_user_id('Rep A'))$$,
  '42501', null, 'anon cannot open threads');
select throws_ok($$insert into public.messages (thread_id, role, content) values ('7a000000-0000-4000-8000-000000000001', 'user', 'spam')$$,
  '42501', null, 'anon cannot post messages');
select throws_ok($$insert into public.files (owner_id, object_path, original_name, mime_type, size) values (tests.get_user_id('Rep A'), 'x', 'x', 'text/plain', 1)$$,
  '42501', null, 'anon cannot record files');
select throws_ok($$update public.chat_threads set title = 'anon' where id = '7a000000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot rename threads');
select throws_ok($$delete from public.messages where id = '5a000000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot delete messages');

-- Rep A
select tests.authenticate_as('Rep A');
select is(array(select id from public.chat_threads), '{7a000000-0000-4000-8000-000000000001}'::uuid[],
  'a rep sees only the threads under their own clients');
select lives_ok($$insert into public.chat_threads (id, client_id) values ('7a000000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000001')$$,
  'a rep opens a thread on their own client');
select is((select row(owner_id, title)::text from public.chat_threads where id = '7a000000-0000-4000-8000-000000000002'),
  row(tests.get_user_id('Rep A'), 'Chat ' || to_char(now(), 'YYYY-MM-DD'))::text,
  'the new thread belongs to the rep and is titled "Chat <date>"');
select throws_ok($$insert into public.chat_threads (client_id) values ('bbbbbbbb-0000-4000-8000-000000000001')$$,
  '42501', null, 'a rep cannot open a thread on another rep''s client (its owner is copied from the client)');
select throws_ok($$insert into public.chat_threads (client_id, owner_id) values ('bbbbbbbb-0000-4000-8000-000000000001', tests.get_user_id('Rep A'))$$,
  '42501', null, 'claiming to own a thread on another rep''s client does not help');
update public.chat_threads set title = 'Acme discovery' where id = '7a000000-0000-4000-8000-000000000001';
select is((select title from public.chat_threads where id = '7a000000-0000-4000-8000-000000000001'), 'Acme discovery',
  'a rep renames their own thread');
select throws_ok($$update public.chat_threads set owner_id = tests.get_user_id('Rep B') where id = '7a000000-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot hand their thread to another rep');
update public.chat_threads set title = 'Hacked' where id = '7b000000-0000-4000-8000-000000000001';
delete from public.chat_threads where id = '7b000000-0000-4000-8000-000000000001';

select is(array(select id from public.messages), '{5a000000-0000-4000-8000-000000000001}'::uuid[],
  'a rep sees only the messages in their own threads');
select lives_ok($$insert into public.messages (id, thread_id, role, content) values ('5a000000-0000-4000-8000-000000000002', '7a000000-0000-4000-8000-000000000001', 'user', 'Any news?')$$,
  'a rep posts in their own thread');
select lives_ok($$insert into public.messages (id, thread_id, role, content) values ('5a000000-0000-4000-8000-000000000003', '7a000000-0000-4000-8000-000000000001', 'assistant', 'Here is a summary')$$,
  'a rep saves the assistant''s reply in their own thread');
select is((select user_id from public.messages where id = '5a000000-0000-4000-8000-000000000003'),
  tests.get_user_id('Rep A'), 'a message is recorded as posted by the signed-in user');
select throws_ok($$insert into public.messages (thread_id, role, content, user_id) values ('7a000000-0000-4000-8000-000000000001', 'user', 'I am B', tests.get_user_id('Rep B'))$$,
  '42501', null, 'a rep cannot post as somebody else');
select throws_ok($$insert into public.messages (thread_id, role, content) values ('7b000000-0000-4000-8000-000000000001', 'user', 'Intrusion')$$,
  '42501', null, 'a rep cannot post in another rep''s thread');
update public.messages set content = 'Edited' where id = '5a000000-0000-4000-8000-000000000001';
select is((select content from public.messages where id = '5a000000-0000-4000-8000-000000000001'), 'Hello Acme',
  'a rep cannot edit a message, not even their own (only admins correct messages)');
delete from public.messages where id = '5a000000-0000-4000-8000-000000000003';
select is_empty($$select 1 from public.messages where id = '5a000000-0000-4000-8000-000000000003'$$,
  'a rep deletes a message in their own thread');
delete from public.messages where id = '5b000000-0000-4000-8000-000000000001';

select is(array(select id from public.files order by id),
  '{fa000000-0000-4000-8000-000000000001,fa000000-0000-4000-8000-000000000002}'::uuid[],
  'a rep sees only their own files');
select lives_ok($$insert into public.files (id, object_path, original_name, mime_type, size) values ('fa000000-0000-4000-8000-000000000003', 'a/fa3/deck.pdf', 'deck.pdf', 'application/pdf', 1000)$$,
  'a rep records their own upload');
select throws_ok($$insert into public.files (owner_id, object_path, original_name, mime_type, size) values (tests.get_user_id('Rep B'), 'b/x/y.pdf', 'y.pdf', 'application/pdf', 1)$$,
  '42501', null, 'a rep cannot record an upload as another rep''s');
update public.files set original_name = 'brief-v2.pdf' where id = 'fa000000-0000-4000-8000-000000000001';
select is((select original_name from public.files where id = 'fa000000-0000-4000-8000-000000000001'), 'brief-v2.pdf',
  'a rep renames their own file');
select throws_ok($$update public.files set owner_id = tests.get_user_id('Rep B') where id = 'fa000000-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot give their file to another rep');
update public.files set original_name = 'hacked.pdf' where id = 'fb000000-0000-4000-8000-000000000001';
delete from public.files where id = 'fb000000-0000-4000-8000-000000000001';

select is((select count(*)::int from public.message_attachments), 1, 'a rep sees only the attachments of their own messages');
-- These three once failed with 42P17 (infinite recursion): the attach policy
-- read files through the files policy, which reads attachments. It now asks
-- public.owns_file (security definer) instead.
select lives_ok($$insert into public.message_attachments (message_id, file_id) values ('5a000000-0000-4000-8000-000000000002', 'fa000000-0000-4000-8000-000000000002')$$,
  'a rep attaches their own file to their own message');
select throws_ok($$insert into public.message_attachments (message_id, file_id) values ('5a000000-0000-4000-8000-000000000002', 'fb000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'a rep cannot attach another rep''s file');
select throws_ok($$insert into public.message_attachments (message_id, file_id) values ('5b000000-0000-4000-8000-000000000001', 'fa000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'a rep cannot attach a file to another rep''s message');
update public.message_attachments set file_id = 'fa000000-0000-4000-8000-000000000003'
 where message_id = '5a000000-0000-4000-8000-000000000001';
select is((select file_id from public.message_attachments where message_id = '5a000000-0000-4000-8000-000000000001'),
  'fa000000-0000-4000-8000-000000000001'::uuid, 'attachments cannot be rewritten (no update policy)');
delete from public.message_attachments where message_id = '5b000000-0000-4000-8000-000000000001';

select is(array(select thread_id from public.thread_reads), '{7a000000-0000-4000-8000-000000000001}'::uuid[],
  'a rep sees only their own read marks');
update public.thread_reads set last_read_at = '2026-02-01 00:00+00' where thread_id = '7a000000-0000-4000-8000-000000000001';
select is((select last_read_at from public.thread_reads where thread_id = '7a000000-0000-4000-8000-000000000001'),
  '2026-02-01 00:00+00'::timestamptz, 'a rep moves their own read mark');
select lives_ok($$insert into public.thread_reads (thread_id) values ('7a000000-0000-4000-8000-000000000002')$$,
  'a rep marks their own new thread read');
select throws_ok($$insert into public.thread_reads (thread_id) values ('7b000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'a rep cannot mark another rep''s thread read');
select throws_ok($$insert into public.thread_reads (thread_id, user_id) values ('7a000000-0000-4000-8000-000000000002', tests.get_user_id('Rep B'))$$,
  '42501', null, 'a rep cannot write a read mark for somebody else');
update public.thread_reads set last_read_at = '2030-01-01 00:00+00' where user_id = tests.get_user_id('Rep B');

-- Rep B trying A's rows by id
select tests.authenticate_as('Rep B');
select is_empty($$select 1 from public.chat_threads where id = '7a000000-0000-4000-8000-000000000001'$$,
  'B cannot read A''s thread by id');
select is_empty($$select 1 from public.messages where id = '5a000000-0000-4000-8000-000000000001'$$,
  'B cannot read A''s message by id');
select is_empty($$select 1 from public.files where id = 'fa000000-0000-4000-8000-000000000001'$$,
  'B cannot read A''s file by id');
select is_empty($$select 1 from public.message_attachments where message_id = '5a000000-0000-4000-8000-000000000001'$$,
  'B cannot read the attachments of A''s message');
select is(array(select original_name from public.files order by original_name), '{policy.pdf,quote.pdf}'::text[],
  'B reads their own file and the admin''s file that rides on a message in B''s thread');
select throws_ok($$insert into public.messages (thread_id, role, content) values ('7a000000-0000-4000-8000-000000000001', 'user', 'Intrusion')$$,
  '42501', null, 'B cannot post in A''s thread');
select throws_ok($$insert into public.chat_threads (client_id) values ('aaaaaaaa-0000-4000-8000-000000000001')$$,
  '42501', null, 'B cannot open a thread on A''s client');
select throws_ok($$insert into public.thread_reads (thread_id) values ('7a000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'B cannot mark A''s thread read');
update public.chat_threads set title = 'Hijacked', owner_id = tests.get_user_id('Rep B')
 where id = '7a000000-0000-4000-8000-000000000001';
delete from public.chat_threads where id = '7a000000-0000-4000-8000-000000000002';
delete from public.messages where id = '5a000000-0000-4000-8000-000000000001';
delete from public.files where id = 'fa000000-0000-4000-8000-000000000002';
select tests.clear_authentication();

select is((select row(title, owner_id)::text from public.chat_threads where id = '7a000000-0000-4000-8000-000000000001'),
  row('Acme discovery', tests.get_user_id('Rep A'))::text, 'B''s update of A''s thread changed nothing');
select isnt_empty($$select 1 from public.chat_threads where id = '7a000000-0000-4000-8000-000000000002'$$,
  'B''s delete of A''s thread removed nothing');
select isnt_empty($$select 1 from public.messages where id = '5a000000-0000-4000-8000-000000000001'$$,
  'B''s delete of A''s message removed nothing');
select isnt_empty($$select 1 from public.files where id = 'fa000000-0000-4000-8000-000000000002'$$,
  'B''s delete of A''s file removed nothing');
select is((select row(title, owner_id)::text from public.chat_threads where id = '7b000000-0000-4000-8000-000000000001'),
  row('Beta kickoff', tests.get_user_id('Rep B'))::text, 'A''s update and delete of B''s thread changed nothing');
select isnt_empty($$select 1 from public.messages where id = '5b000000-0000-4000-8000-000000000001'$$,
  'A''s delete of B''s message removed nothing');
select is((select original_name from public.files where id = 'fb000000-0000-4000-8000-000000000001'), 'quote.pdf',
  'A''s rename and delete of B''s file changed nothing');
select isnt_empty($$select 1 from public.message_attachments where message_id = '5b000000-0000-4000-8000-000000000001'$$,
  'A''s delete of B''s attachment removed nothing');
select is((select last_read_at from public.thread_reads where user_id = tests.get_user_id('Rep B')),
  '2026-01-01 00:00+00'::timestamptz, 'A''s update of B''s read mark changed nothing');

-- ADMIN
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.chat_threads), 3, 'an admin sees every thread');
select is((select count(*)::int from public.messages), 4, 'an admin sees every message');
select is((select count(*)::int from public.files), 5, 'an admin sees every file');
select is((select count(*)::int from public.message_attachments
             where file_id in ('fa000000-0000-4000-8000-000000000001', 'fb000000-0000-4000-8000-000000000001', 'fd000000-0000-4000-8000-000000000001')),
  3, 'an admin sees every rep''s attachments');
select is((select count(*)::int from public.thread_reads), 0, 'read marks stay private, even from an admin');
select lives_ok($$insert into public.chat_threads (id, client_id) values ('7b000000-0000-4000-8000-000000000002', 'bbbbbbbb-0000-4000-8000-000000000001')$$,
  'an admin opens a thread on any rep''s client');
select is((select owner_id from public.chat_threads where id = '7b000000-0000-4000-8000-000000000002'),
  tests.get_user_id('Rep B'), 'a thread the admin opens belongs to the client''s owner');
update public.messages set content = 'Hello Beta (corrected)' where id = '5b000000-0000-4000-8000-000000000001';
select is((select content from public.messages where id = '5b000000-0000-4000-8000-000000000001'), 'Hello Beta (corrected)',
  'an admin corrects a message');
update public.files set original_name = 'quote-final.pdf' where id = 'fb000000-0000-4000-8000-000000000001';
select is((select original_name from public.files where id = 'fb000000-0000-4000-8000-000000000001'), 'quote-final.pdf',
  'an admin renames any file');
select throws_ok($$insert into public.files (owner_id, object_path, original_name, mime_type, size) values (tests.get_user_id('Rep B'), 'b/z/z.pdf', 'z.pdf', 'application/pdf', 1)$$,
  '42501', null, 'even an admin records uploads only as their own');
delete from public.messages where id = '5a000000-0000-4000-8000-000000000001';
select is_empty($$select 1 from public.messages where id = '5a000000-0000-4000-8000-000000000001'$$,
  'an admin deletes any message');
delete from public.chat_threads where id = '7a000000-0000-4000-8000-000000000002';
select is_empty($$select 1 from public.chat_threads where id = '7a000000-0000-4000-8000-000000000002'$$,
  'an admin deletes any thread');

-- A rep cannot move their own thread under another rep's client by changing
-- client_id: the owner is copied from the client on that update too, and the
-- update policy then refuses the row.
select tests.authenticate_as('Rep A');
select throws_ok($$update public.chat_threads set client_id = 'bbbbbbbb-0000-4000-8000-000000000001' where id = '7a000000-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot move their thread under another rep''s client');
select tests.clear_authentication();

select * from finish();
rollback;
