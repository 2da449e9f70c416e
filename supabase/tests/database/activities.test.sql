-- The activity feed is written only by triggers: signed-in users can read the
-- activity of the clients they may see (a rep their own, an admin all) and
-- nobody writes, edits or deletes it directly; anon gets nothing.
begin;
select plan(29);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

-- each client insert and each message writes one activity
select tests.create_client('Rep A', 'Acme', 'aaaaaaaa-0000-4000-8000-000000000001'),
       tests.create_client('Rep B', 'Beta', 'bbbbbbbb-0000-4000-8000-000000000001');
insert into public.chat_threads (id, client_id) values
  ('7a000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001'),
  ('7b000000-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000001');
select tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'Hello Acme'),
       tests.create_message('7b000000-0000-4000-8000-000000000001', 'Rep B', 'Hello Beta');

select is((select count(*)::int from public.activities), 4, 'the fixture wrote four activities (two clients, two messages)');

select ok(has_table_privilege('authenticated', 'public.activities', 'SELECT'), 'signed-in users may read activities');
select ok(not has_table_privilege('authenticated', 'public.activities', 'INSERT, UPDATE, DELETE, TRUNCATE'),
  'signed-in users hold no write privilege on activities');
select ok(not has_function_privilege('authenticated', 'public.record_activity(uuid, text, text, text, text, timestamptz, uuid)', 'EXECUTE'),
  'signed-in users cannot call record_activity themselves');

-- anon
select tests.authenticate_as_anon();
select throws_ok('select count(*) from public.activities', '42501', null, 'anon cannot read activities');
select throws_ok($$insert into public.activities (owner_id, client_id, activity_type, role, client_name) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'message', 'user', 'Acme')$$,
  '42501', null, 'anon cannot write activities');
select throws_ok($$update public.activities set title = 'anon'$$, '42501', null, 'anon cannot edit activities');
select throws_ok($$delete from public.activities$$, '42501', null, 'anon cannot delete activities');

-- Rep A
select tests.authenticate_as('Rep A');
select is(array(select distinct client_name from public.activities), '{Acme}'::text[], 'a rep sees only the activity of their own clients');
select is((select count(*)::int from public.activities), 2, 'a rep sees both of their client''s activities');
select is_empty($$select 1 from public.activities where client_id = 'bbbbbbbb-0000-4000-8000-000000000001'$$,
  'a rep cannot read another rep''s client activity by client id');
select throws_ok($$insert into public.activities (owner_id, client_id, activity_type, role, client_name) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'message', 'user', 'Acme')$$,
  '42501', null, 'a rep cannot write an activity directly');
select throws_ok($$update public.activities set title = 'Rewritten' where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot edit their own activity');
select throws_ok($$delete from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot delete their own activity');
select throws_ok($$select public.record_activity('bbbbbbbb-0000-4000-8000-000000000001', 'message', 'user', null, 'forged', now(), tests.get_user_id('Rep A'))$$,
  '42501', null, 'a rep cannot forge an activity on another rep''s client through record_activity');
select lives_ok($$insert into public.followups (client_id, title, due_at) values ('aaaaaaaa-0000-4000-8000-000000000001', 'Call Acme', now() + interval '1 day')$$,
  'a rep''s own change (a new follow-up) is allowed');
select is((select count(*)::int from public.activities where activity_type = 'followup'), 1,
  'and it shows up in the rep''s feed through the trigger');

-- Rep B
select tests.authenticate_as('Rep B');
select is(array(select distinct client_name from public.activities), '{Beta}'::text[], 'B sees only the activity of B''s clients');
select is_empty($$select 1 from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'B cannot read A''s client activity by client id');
select is_empty($$select 1 from public.activities where title = 'Call Acme'$$,
  'B does not see A''s follow-up in the feed');

-- ADMIN
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.activities), 5, 'an admin sees every activity');
select is(array(select distinct client_name from public.activities order by 1), '{Acme,Beta}'::text[], 'an admin sees every client''s activity');
select throws_ok($$insert into public.activities (owner_id, client_id, activity_type, role, client_name) values (tests.get_user_id('Rep B'), 'bbbbbbbb-0000-4000-8000-000000000001', 'message', 'user', 'Beta')$$,
  '42501', null, 'even an admin cannot write an activity directly');
select throws_ok($$update public.activities set title = 'Rewritten'$$, '42501', null, 'even an admin cannot edit activities');
select throws_ok($$delete from public.activities$$, '42501', null, 'even an admin cannot delete activities');
select tests.clear_authentication();

select is((select count(*)::int from public.activities where title = 'Rewritten' or title = 'forged'), 0,
  'no activity was rewritten or forged');

-- the feed goes with its client
select tests.authenticate_as('Rep A');
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select count(*)::int from public.activities), 0, 'deleting a client removes its activity from the rep''s feed');
select tests.clear_authentication();
select is((select count(*)::int from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'deleting a client deletes its activities');
select is((select count(*)::int from public.activities), 2, 'other clients'' activities stay');

select * from finish();
rollback;
