-- When an admin hands a client to another rep, everything under the client
-- (threads, follow-ups, documents, activity) follows it by trigger: the new
-- owner sees and works it, the old owner loses it, other clients stay put.
begin;
select plan(27);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

-- A owns Acme (to be reassigned) and Acme Two (stays); everything under both
select tests.create_client('Rep A', 'Acme', 'aaaaaaaa-0000-4000-8000-000000000001'),
       tests.create_client('Rep A', 'Acme Two', 'aaaaaaaa-0000-4000-8000-000000000002');
insert into public.chat_threads (id, client_id) values
  ('7a000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001'),
  ('7a000000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000001'),
  ('7a000000-0000-4000-8000-000000000003', 'aaaaaaaa-0000-4000-8000-000000000002');
select tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'Hello Acme', id => '5a000000-0000-4000-8000-000000000001');
select tests.create_file('Rep A', 'a/1/brief.pdf', 'fa000000-0000-4000-8000-000000000001'),
       tests.create_file('Rep A', 'a/2/proposal.pdf', 'fa000000-0000-4000-8000-000000000002'),
       tests.create_file('Rep A', 'a/3/other.pdf', 'fa000000-0000-4000-8000-000000000003');
insert into public.message_attachments (message_id, file_id) values
  ('5a000000-0000-4000-8000-000000000001', 'fa000000-0000-4000-8000-000000000001');
insert into public.followups (id, client_id, title, due_at) values
  ('f0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'Call Acme', '2026-03-20 10:00+00'),
  ('f0a00000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000002', 'Call Acme Two', '2026-03-20 10:00+00');
insert into public.documents (id, client_id, kind, title, file_id) values
  ('d0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'proposal', 'Acme proposal', 'fa000000-0000-4000-8000-000000000002'),
  ('d0a00000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000002', 'budget', 'Acme Two budget', 'fa000000-0000-4000-8000-000000000003');

-- a rep cannot do it
select tests.authenticate_as('Rep A');
select throws_ok($$update public.clients set owner_id = tests.get_user_id('Rep B') where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot reassign their own client');

-- the admin reassigns Acme from A to B
select tests.authenticate_as('Boss');
update public.clients set owner_id = tests.get_user_id('Rep B') where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select tests.clear_authentication();

select is((select owner_id from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep B'), 'the client now belongs to B');
select is(array(select distinct owner_id from public.chat_threads where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  array[tests.get_user_id('Rep B')], 'all of the client''s threads moved to B');
select is((select owner_id from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep B'), 'the client''s follow-ups moved to B');
select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep B'), 'the client''s documents moved to B');
select is(array(select distinct owner_id from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  array[tests.get_user_id('Rep B')], 'the client''s activity moved to B');
select is((select owner_id from public.chat_threads where id = '7a000000-0000-4000-8000-000000000003'),
  tests.get_user_id('Rep A'), 'threads of A''s other client stay with A');
select is((select owner_id from public.followups where id = 'f0a00000-0000-4000-8000-000000000002'),
  tests.get_user_id('Rep A'), 'follow-ups of A''s other client stay with A');
select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000002'),
  tests.get_user_id('Rep A'), 'documents of A''s other client stay with A');
select is(array(select distinct owner_id from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000002'),
  array[tests.get_user_id('Rep A')], 'activity of A''s other client stays with A');

-- B now works the client
select tests.authenticate_as('Rep B');
select is((select count(*)::int from public.chat_threads), 2, 'B sees the reassigned client''s threads');
select is((select content from public.messages where id = '5a000000-0000-4000-8000-000000000001'), 'Hello Acme',
  'B reads the messages in them');
select is((select original_name from public.files where id = 'fa000000-0000-4000-8000-000000000001'), 'brief.pdf',
  'B reads a file attached to one of those messages');
select is(array(select title from public.followups), '{"Call Acme"}'::text[], 'B sees the reassigned client''s follow-ups');
select is(array(select title from public.documents), '{"Acme proposal"}'::text[], 'B sees the reassigned client''s documents');
select is(array(select distinct client_name from public.activities), '{Acme}'::text[], 'B sees the reassigned client''s activity');
select lives_ok($$insert into public.messages (thread_id, role, content) values ('7a000000-0000-4000-8000-000000000001', 'user', 'B takes over')$$,
  'B posts in the inherited thread');
update public.followups set status = 'done' where id = 'f0a00000-0000-4000-8000-000000000001';
select is((select status from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'), 'done',
  'B completes the inherited follow-up');
select lives_ok($$insert into public.chat_threads (client_id) values ('aaaaaaaa-0000-4000-8000-000000000001')$$,
  'B opens a new thread on the inherited client');

-- A lost it
select tests.authenticate_as('Rep A');
select is(array(select name from public.clients), '{"Acme Two"}'::text[], 'A no longer sees the reassigned client');
select is(array(select id from public.chat_threads), '{7a000000-0000-4000-8000-000000000003}'::uuid[],
  'A no longer sees its threads');
select is_empty($$select 1 from public.messages where id = '5a000000-0000-4000-8000-000000000001'$$,
  'A no longer sees its messages');
select is(array(select title from public.followups), '{"Call Acme Two"}'::text[], 'A no longer sees its follow-ups');
select is(array(select title from public.documents), '{"Acme Two budget"}'::text[], 'A no longer sees its documents');
select is(array(select distinct client_name from public.activities), '{"Acme Two"}'::text[], 'A no longer sees its activity');
select throws_ok($$insert into public.followups (client_id, title, due_at) values ('aaaaaaaa-0000-4000-8000-000000000001', 'Still mine?', now())$$,
  '42501', null, 'A can no longer add follow-ups to the reassigned client');

-- The document moved to B but the file holding its PDF is still A's: B reads
-- it because the files policy also admits files behind a visible document.
select tests.authenticate_as('Rep B');
select is((select original_name from public.files f join public.documents d on d.file_id = f.id
            where d.id = 'd0a00000-0000-4000-8000-000000000001'), 'proposal.pdf',
  'B can read the file of a document that moved to B with its client');
select tests.clear_authentication();

select * from finish();
rollback;
