-- When an admin hands a client to another rep, everything under the client
-- (threads, follow-ups, documents, activity) follows it by trigger: the new
-- owner sees and works it, the old owner loses it, other clients stay put.
begin;
select plan(27);

insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111', 'authenticated', 'authenticated',
   'rep.a@test.dev', '{"role": "SALES"}', '{"name": "Rep A"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222', 'authenticated', 'authenticated',
   'rep.b@test.dev', '{"role": "SALES"}', '{"name": "Rep B"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '33333333-3333-4333-8333-333333333333', 'authenticated', 'authenticated',
   'boss@test.dev', '{"role": "ADMIN"}', '{"name": "Boss"}', now(), now());

-- A owns Acme (to be reassigned) and Acme Two (stays); everything under both
insert into public.clients (id, owner_id, name) values
  ('aaaaaaaa-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Acme'),
  ('aaaaaaaa-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 'Acme Two');
insert into public.chat_threads (id, client_id) values
  ('7a000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001'),
  ('7a000000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000001'),
  ('7a000000-0000-4000-8000-000000000003', 'aaaaaaaa-0000-4000-8000-000000000002');
insert into public.messages (id, thread_id, role, content, user_id) values
  ('5a000000-0000-4000-8000-000000000001', '7a000000-0000-4000-8000-000000000001', 'user', 'Hello Acme', '11111111-1111-4111-8111-111111111111');
insert into public.files (id, owner_id, object_path, original_name, mime_type, size) values
  ('fa000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'a/1/brief.pdf', 'brief.pdf', 'application/pdf', 100),
  ('fa000000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 'a/2/proposal.pdf', 'proposal.pdf', 'application/pdf', 100),
  ('fa000000-0000-4000-8000-000000000003', '11111111-1111-4111-8111-111111111111', 'a/3/other.pdf', 'other.pdf', 'application/pdf', 100);
insert into public.message_attachments (message_id, file_id) values
  ('5a000000-0000-4000-8000-000000000001', 'fa000000-0000-4000-8000-000000000001');
insert into public.followups (id, client_id, title, due_at) values
  ('f0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'Call Acme', '2026-03-20 10:00+00'),
  ('f0a00000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000002', 'Call Acme Two', '2026-03-20 10:00+00');
insert into public.documents (id, client_id, kind, title, file_id) values
  ('d0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'proposal', 'Acme proposal', 'fa000000-0000-4000-8000-000000000002'),
  ('d0a00000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000002', 'budget', 'Acme Two budget', 'fa000000-0000-4000-8000-000000000003');

-- a rep cannot do it
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}', true);
select throws_ok($$update public.clients set owner_id = '22222222-2222-4222-8222-222222222222' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot reassign their own client');
reset role;

-- the admin reassigns Acme from A to B
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated"}', true);
update public.clients set owner_id = '22222222-2222-4222-8222-222222222222' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
reset role;

select set_config('request.jwt.claims', '', true);
select is((select owner_id from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  '22222222-2222-4222-8222-222222222222'::uuid, 'the client now belongs to B');
select is(array(select distinct owner_id from public.chat_threads where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  '{22222222-2222-4222-8222-222222222222}'::uuid[], 'all of the client''s threads moved to B');
select is((select owner_id from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'),
  '22222222-2222-4222-8222-222222222222'::uuid, 'the client''s follow-ups moved to B');
select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'),
  '22222222-2222-4222-8222-222222222222'::uuid, 'the client''s documents moved to B');
select is(array(select distinct owner_id from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  '{22222222-2222-4222-8222-222222222222}'::uuid[], 'the client''s activity moved to B');
select is((select owner_id from public.chat_threads where id = '7a000000-0000-4000-8000-000000000003'),
  '11111111-1111-4111-8111-111111111111'::uuid, 'threads of A''s other client stay with A');
select is((select owner_id from public.followups where id = 'f0a00000-0000-4000-8000-000000000002'),
  '11111111-1111-4111-8111-111111111111'::uuid, 'follow-ups of A''s other client stay with A');
select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000002'),
  '11111111-1111-4111-8111-111111111111'::uuid, 'documents of A''s other client stay with A');
select is(array(select distinct owner_id from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000002'),
  '{11111111-1111-4111-8111-111111111111}'::uuid[], 'activity of A''s other client stays with A');

-- B now works the client
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}', true);
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
reset role;

-- A lost it
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}', true);
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
reset role;

-- Expected behaviour the migrations do not give yet (see the report): the
-- document moved to B but the file holding its PDF is still A's, and the files
-- policy lets B read only files B owns or that ride on a visible message.
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}', true);
select is((select original_name from public.files f join public.documents d on d.file_id = f.id
            where d.id = 'd0a00000-0000-4000-8000-000000000001'), 'proposal.pdf',
  'B can read the file of a document that moved to B with its client');
reset role;

select * from finish();
rollback;
