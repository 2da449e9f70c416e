-- Triggers: updated_at moves on every update; completed_at follows a
-- follow-up's status; closed_at follows a client's stage; a thread's
-- last_message_at follows its newest message; child rows take their owner
-- from the client; and the activity feed is written for messages, new
-- clients, stage and status changes, and follow-ups created and completed.
-- now() is constant within the transaction, so "now" below means the moment
-- the test started; old values are planted first so a move is visible.
begin;
select plan(50);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

insert into public.clients (id, owner_id, name, created_at, updated_at) values
  ('aaaaaaaa-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), 'Acme', '2026-01-01 09:00+00', '2000-01-01 00:00+00');
insert into public.followups (id, client_id, title, due_at, updated_at) values
  ('f0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'Call Acme', '2026-03-20 10:00+00', '2000-01-01 00:00+00');
insert into public.ai_configurations (id, owner_id, ai_type, persona_name, updated_at) values
  ('c0a00000-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), 'chat', 'Ada', '2000-01-01 00:00+00');

-- updated_at ------------------------------------------------------------------
select is((select updated_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  '2000-01-01 00:00+00'::timestamptz, 'an insert keeps the updated_at it was given (the planted old value)');
update public.clients set notes = 'Met at the fair' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select updated_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'), now(),
  'updating a client moves its updated_at to now');
update public.clients set updated_at = '1999-01-01 00:00+00' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select updated_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'), now(),
  'a client''s updated_at cannot be backdated by an update');
select is((select updated_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'),
  '2000-01-01 00:00+00'::timestamptz, 'the follow-up starts with the planted old updated_at');
update public.followups set title = 'Call Acme CFO' where id = 'f0a00000-0000-4000-8000-000000000001';
select is((select updated_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'), now(),
  'updating a follow-up moves its updated_at to now');
select is((select updated_at from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000001'),
  '2000-01-01 00:00+00'::timestamptz, 'the configuration starts with the planted old updated_at');
update public.ai_configurations set persona_name = 'Ada Pro' where id = 'c0a00000-0000-4000-8000-000000000001';
select is((select updated_at from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000001'), now(),
  'updating an AI configuration moves its updated_at to now');

-- completed_at follows the follow-up's status ----------------------------------
select is((select completed_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'), null,
  'a pending follow-up has no completion time');
update public.followups set status = 'done' where id = 'f0a00000-0000-4000-8000-000000000001';
select is((select completed_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'), now(),
  'completing a follow-up stamps completed_at with now');
update public.followups set status = 'pending' where id = 'f0a00000-0000-4000-8000-000000000001';
select is((select completed_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'), null,
  'reopening a follow-up clears completed_at');
insert into public.followups (id, client_id, title, due_at, status, completed_at) values
  ('f0a00000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000001', 'Done earlier', '2026-03-01 10:00+00', 'done', '2026-03-02 08:00+00'),
  ('f0a00000-0000-4000-8000-000000000003', 'aaaaaaaa-0000-4000-8000-000000000001', 'Done now', '2026-03-01 10:00+00', 'done', null),
  ('f0a00000-0000-4000-8000-000000000004', 'aaaaaaaa-0000-4000-8000-000000000001', 'Not done', '2026-03-01 10:00+00', 'pending', '2026-03-02 08:00+00');
select is((select completed_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000002'),
  '2026-03-02 08:00+00'::timestamptz, 'a follow-up inserted as done keeps the completion time it was given');
select is((select completed_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000003'), now(),
  'a follow-up inserted as done without a completion time gets now');
select is((select completed_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000004'), null,
  'a pending follow-up cannot carry a completion time');
update public.followups set status = 'done', title = 'Done earlier (checked)' where id = 'f0a00000-0000-4000-8000-000000000002';
select is((select completed_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000002'),
  '2026-03-02 08:00+00'::timestamptz, 'saving a done follow-up as done again keeps its original completion time');
update public.followups set status = 'snoozed' where id = 'f0a00000-0000-4000-8000-000000000002';
select is((select completed_at from public.followups where id = 'f0a00000-0000-4000-8000-000000000002'), null,
  'snoozing a done follow-up clears completed_at');

-- closed_at follows the client's stage -----------------------------------------
select is((select closed_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'), null,
  'an open deal has no closing time');
update public.clients set stage = 'CLOSED_WON' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select closed_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'), now(),
  'winning a deal stamps closed_at with now');
update public.clients set stage = 'NEGOTIATION' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select closed_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'), null,
  'reopening a deal clears closed_at');
update public.clients set stage = 'CLOSED_LOST' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select closed_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'), now(),
  'losing a deal stamps closed_at with now');
insert into public.clients (id, owner_id, name, stage, closed_at) values
  ('aaaaaaaa-0000-4000-8000-000000000002', tests.get_user_id('Rep A'), 'Won Before', 'CLOSED_WON', '2026-02-01 12:00+00'),
  ('aaaaaaaa-0000-4000-8000-000000000003', tests.get_user_id('Rep A'), 'Lost Now', 'CLOSED_LOST', null),
  ('aaaaaaaa-0000-4000-8000-000000000004', tests.get_user_id('Rep A'), 'Open', 'PROPOSAL', '2026-02-01 12:00+00');
select is((select closed_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000002'),
  '2026-02-01 12:00+00'::timestamptz, 'a client inserted as closed keeps the closing time it was given');
select is((select closed_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000003'), now(),
  'a client inserted as closed without a closing time gets now');
select is((select closed_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000004'), null,
  'an open deal cannot carry a closing time');
update public.clients set priority = 'HIGH', stage = 'CLOSED_WON' where id = 'aaaaaaaa-0000-4000-8000-000000000002';
select is((select closed_at from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000002'),
  '2026-02-01 12:00+00'::timestamptz, 'saving a won deal as won again keeps its closing time');

-- threads: owner from the client, last_message_at from the newest message ------
insert into public.chat_threads (id, client_id, owner_id) values
  ('7a000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', tests.get_user_id('Rep B')),
  ('7a000000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000001', null);
select is((select owner_id from public.chat_threads where id = '7a000000-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep A'), 'a thread takes its owner from its client, whatever owner it was given');
select is((select last_message_at from public.chat_threads where id = '7a000000-0000-4000-8000-000000000001'), null,
  'a thread without messages has no last_message_at');
select tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'First question', created_at => '2026-03-01 10:00+00');
select is((select last_message_at from public.chat_threads where id = '7a000000-0000-4000-8000-000000000001'),
  '2026-03-01 10:00+00'::timestamptz, 'the first message sets the thread''s last_message_at');
select tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'First answer', role => 'assistant', created_at => '2026-03-02 09:00+00');
select is((select last_message_at from public.chat_threads where id = '7a000000-0000-4000-8000-000000000001'),
  '2026-03-02 09:00+00'::timestamptz, 'a newer message moves last_message_at forward');
select tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'Late import', created_at => '2026-02-01 09:00+00');
select is((select last_message_at from public.chat_threads where id = '7a000000-0000-4000-8000-000000000001'),
  '2026-03-02 09:00+00'::timestamptz, 'an older (back-dated) message does not move last_message_at back');
select is((select last_message_at from public.chat_threads where id = '7a000000-0000-4000-8000-000000000002'), null,
  'messages in one thread do not touch the client''s other threads');

-- activities for messages -------------------------------------------------------
select is(
  (select row(activity_type, role, name, title, status, created_at, owner_id, actor_id, client_name)::text
     from public.activities where title = 'First question'),
  row('message', 'user', 'Rep A', 'First question', null::text, '2026-03-01 10:00+00'::timestamptz,
      tests.get_user_id('Rep A'), tests.get_user_id('Rep A'), 'Acme')::text,
  'a user message writes a message activity named after its author, at the message''s time, for the client''s owner');
select is(
  (select row(activity_type, role, name, created_at)::text from public.activities where title = 'First answer'),
  row('message', 'assistant', 'AI Assistant', '2026-03-02 09:00+00'::timestamptz)::text,
  'an assistant message writes a message activity named ''AI Assistant''');
select tests.create_message('7a000000-0000-4000-8000-000000000002', 'Rep A', repeat('x', 300), created_at => '2026-03-03 09:00+00');
select is((select length(title) from public.activities where created_at = '2026-03-03 09:00+00'), 200,
  'a long message is cut to 200 characters in the feed');

-- activities for clients ----------------------------------------------------------
select tests.authenticate_as('Rep A');
insert into public.clients (id, name, status, created_at) values
  ('aaaaaaaa-0000-4000-8000-000000000005', 'Fresh Lead', 'active', '2026-03-05 08:00+00');
select tests.clear_authentication();
select is(
  (select row(activity_type, role, name, status, title, created_at, actor_id)::text
     from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000005'),
  row('client_update', 'user', 'Rep A', 'active', 'New client added', '2026-03-05 08:00+00'::timestamptz,
      tests.get_user_id('Rep A'))::text,
  'a client added by a rep writes ''New client added'' with its status, by that rep, at the client''s creation time');
select tests.create_client('Rep A', 'Imported', 'aaaaaaaa-0000-4000-8000-000000000006');
select is(
  (select row(role, name, status, title, actor_id)::text from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000006'),
  row('system', null::text, 'prospect', 'New client added', null::uuid)::text,
  'a client added with no signed-in user (an import) is recorded as a system activity');

select tests.authenticate_as('Rep A');
update public.clients set stage = 'PROPOSAL' where id = 'aaaaaaaa-0000-4000-8000-000000000005';
update public.clients set status = 'inactive' where id = 'aaaaaaaa-0000-4000-8000-000000000005';
update public.clients set stage = 'CLOSED_WON', status = 'churned' where id = 'aaaaaaaa-0000-4000-8000-000000000006';
update public.clients set name = 'Fresh Lead Ltd', notes = 'renamed' where id = 'aaaaaaaa-0000-4000-8000-000000000005';
update public.clients set stage = 'PROPOSAL', status = 'inactive' where id = 'aaaaaaaa-0000-4000-8000-000000000005';
select tests.clear_authentication();
select is(
  (select row(activity_type, role, name, status, created_at)::text from public.activities
    where client_id = 'aaaaaaaa-0000-4000-8000-000000000005' and title = 'Deal stage changed'),
  row('client_update', 'user', 'Rep A', 'PROPOSAL', now())::text,
  'a stage change writes ''Deal stage changed'' with the new stage as its status');
select is(
  (select row(activity_type, role, name, status, created_at)::text from public.activities
    where client_id = 'aaaaaaaa-0000-4000-8000-000000000005' and title = 'Status changed'),
  row('client_update', 'user', 'Rep A', 'inactive', now())::text,
  'a status change writes ''Status changed'' with the new status');
select is(
  array(select title || ': ' || status from public.activities
         where client_id = 'aaaaaaaa-0000-4000-8000-000000000006' and title <> 'New client added' order by title),
  '{"Deal stage changed: CLOSED_WON","Status changed: churned"}'::text[],
  'changing stage and status together writes one activity for each');
select is((select count(*)::int from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000005'), 3,
  'renaming a client, or saving the same stage and status again, writes no activity');
select is((select client_name from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000005' and title = 'New client added'),
  'Fresh Lead', 'an activity keeps the client''s name as it was when written');

select tests.authenticate_as('Boss');
update public.clients set stage = 'NEGOTIATION' where id = 'aaaaaaaa-0000-4000-8000-000000000005';
select tests.clear_authentication();
select is(
  (select row(owner_id, actor_id, name)::text from public.activities
    where client_id = 'aaaaaaaa-0000-4000-8000-000000000005' and status = 'NEGOTIATION'),
  row(tests.get_user_id('Rep A'), tests.get_user_id('Boss'), 'Boss')::text,
  'an admin''s change lands in the owner''s feed, credited to the admin');

-- activities for follow-ups -------------------------------------------------------
select tests.authenticate_as('Rep A');
insert into public.followups (id, client_id, title, due_at, created_at) values
  ('f0a00000-0000-4000-8000-000000000005', 'aaaaaaaa-0000-4000-8000-000000000005', 'Send the contract', '2026-03-10 10:00+00', '2026-03-05 09:00+00');
select tests.clear_authentication();
select is(
  (select row(activity_type, role, name, status, title, created_at, owner_id)::text
     from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000005' and activity_type = 'followup'),
  row('followup', 'user', 'Rep A', 'pending', 'Send the contract', '2026-03-05 09:00+00'::timestamptz,
      tests.get_user_id('Rep A'))::text,
  'creating a follow-up writes a follow-up activity with its title and status, at its creation time');
select tests.authenticate_as('Rep A');
update public.followups set status = 'snoozed' where id = 'f0a00000-0000-4000-8000-000000000005';
update public.followups set notes = 'Waiting for legal' where id = 'f0a00000-0000-4000-8000-000000000005';
select tests.clear_authentication();
select is((select count(*)::int from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000005' and activity_type = 'followup'), 1,
  'snoozing or editing a follow-up writes no activity');
select tests.authenticate_as('Rep A');
update public.followups set status = 'done' where id = 'f0a00000-0000-4000-8000-000000000005';
select tests.clear_authentication();
select is(
  (select row(activity_type, role, name, title, created_at)::text
     from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000005' and activity_type = 'followup' and status = 'done'),
  row('followup', 'user', 'Rep A', 'Send the contract', now())::text,
  'completing a follow-up writes a ''done'' follow-up activity at its completion time');
select tests.authenticate_as('Rep A');
update public.followups set status = 'done', title = 'Send the signed contract' where id = 'f0a00000-0000-4000-8000-000000000005';
select tests.clear_authentication();
select is((select count(*)::int from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000005' and activity_type = 'followup'), 2,
  'saving a done follow-up as done again writes no second completion');
insert into public.followups (client_id, title, due_at, is_ai_generated) values
  ('aaaaaaaa-0000-4000-8000-000000000006', 'AI says: call back', '2026-03-12 10:00+00', true);
select is(
  (select row(role, name, actor_id)::text from public.activities where title = 'AI says: call back'),
  row('system', 'Rep A', tests.get_user_id('Rep A'))::text,
  'a follow-up created with no signed-in user is a system activity credited to the client''s owner');

-- the owner of child rows comes from the client ------------------------------------
insert into public.followups (id, client_id, owner_id, title, due_at) values
  ('f0a00000-0000-4000-8000-000000000006', 'aaaaaaaa-0000-4000-8000-000000000001', tests.get_user_id('Rep B'), 'Misfiled', now());
select is((select owner_id from public.followups where id = 'f0a00000-0000-4000-8000-000000000006'),
  tests.get_user_id('Rep A'), 'a follow-up takes its owner from its client, whatever owner it was given');
select tests.create_file('Rep A', 'a/1/x.pdf', 'fa000000-0000-4000-8000-000000000001', size => 1);
insert into public.documents (id, client_id, owner_id, kind, title, file_id) values
  ('d0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', tests.get_user_id('Rep B'), 'budget', 'Budget', 'fa000000-0000-4000-8000-000000000001'),
  ('d0a00000-0000-4000-8000-000000000002', null, tests.get_user_id('Rep B'), 'srs', 'Loose SRS', 'fa000000-0000-4000-8000-000000000001');
select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep A'), 'a document about a client takes its owner from the client');
select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000002'),
  tests.get_user_id('Rep B'), 'a document about no client keeps the owner it was given');

-- the sign-up trigger is covered in profiles.test.sql; the message user defaults to the signed-in user
select tests.authenticate_as('Rep A');
insert into public.messages (id, thread_id, role, content) values
  ('5a000000-0000-4000-8000-000000000009', '7a000000-0000-4000-8000-000000000002', 'user', 'Signed in');
select tests.clear_authentication();
select is((select user_id from public.messages where id = '5a000000-0000-4000-8000-000000000009'),
  tests.get_user_id('Rep A'), 'a message''s author defaults to the signed-in user');
select is((select name from public.activities where title = 'Signed in'), 'Rep A',
  'and its activity carries that user''s name');

select * from finish();
rollback;
