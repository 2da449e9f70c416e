-- 20261127000200_scale_ten.sql: clients_with_threads walks threads newest
-- activity first and keeps each client's latest thread, ranked as before (a
-- thread with messages before one without, then the newer last message, then
-- the newer thread); a rep's call and the dashboard KPIs read the rep's own rows
-- only, and so does the admin overview, an admin's everyone's.
begin;
select plan(14);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

insert into public.clients (id, owner_id, name, stage, created_at) values
  ('aaaaaaaa-0000-4000-8000-00000000000a', tests.get_user_id('Rep A'), 'X talked, then a new empty thread', 'LEAD', '2026-02-01 10:00+00'),
  ('aaaaaaaa-0000-4000-8000-00000000000b', tests.get_user_id('Rep A'), 'Y two threads at the same minute', 'CLOSED_WON', '2026-03-01 10:00+00'),
  ('aaaaaaaa-0000-4000-8000-00000000000c', tests.get_user_id('Rep A'), 'Z one empty thread', 'CLOSED_LOST', '2026-03-02 10:00+00'),
  ('bbbbbbbb-0000-4000-8000-00000000000a', tests.get_user_id('Rep B'), 'W of Rep B', 'LEAD', '2026-03-03 10:00+00');

insert into public.chat_threads (id, client_id, created_at) values
  -- X: the thread with a message (03-05) is the latest, though the empty one is newer (03-10).
  ('7a000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-00000000000a', '2026-03-01 10:00+00'),
  ('7a000000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-00000000000a', '2026-03-10 10:00+00'),
  -- Y: both last written at 03-06 12:00; the one created later is the latest.
  ('7a000000-0000-4000-8000-000000000003', 'aaaaaaaa-0000-4000-8000-00000000000b', '2026-03-02 10:00+00'),
  ('7a000000-0000-4000-8000-000000000004', 'aaaaaaaa-0000-4000-8000-00000000000b', '2026-03-03 10:00+00'),
  -- Z: no message, dated by its creation (03-07).
  ('7a000000-0000-4000-8000-000000000005', 'aaaaaaaa-0000-4000-8000-00000000000c', '2026-03-07 10:00+00'),
  ('7b000000-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-00000000000a', '2026-03-08 10:00+00');
select tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'X hello', created_at => '2026-03-05 12:00+00'),
       tests.create_message('7a000000-0000-4000-8000-000000000003', 'Rep A', 'Y first', created_at => '2026-03-06 12:00+00'),
       tests.create_message('7a000000-0000-4000-8000-000000000004', 'Rep A', 'Y second', created_at => '2026-03-06 12:00+00'),
       tests.create_message('7b000000-0000-4000-8000-000000000001', 'Rep B', 'W hello', created_at => '2026-03-09 12:00+00');
insert into public.followups (client_id, title, status, due_at) values
  ('aaaaaaaa-0000-4000-8000-00000000000a', 'A overdue', 'pending', '2026-03-14 10:00+00'),
  ('bbbbbbbb-0000-4000-8000-00000000000a', 'B overdue', 'pending', '2026-03-14 10:00+00'),
  ('bbbbbbbb-0000-4000-8000-00000000000a', 'B later', 'pending', '2026-03-14 11:00+00');

select tests.authenticate_as('Rep A');
select is(array(select name from public.clients_with_threads()),
  '{"Z one empty thread","Y two threads at the same minute","X talked, then a new empty thread"}'::text[],
  'one row per client, ordered by its latest thread''s activity');
select is((select thread_id from public.clients_with_threads() where name like 'X%'),
  '7a000000-0000-4000-8000-000000000001'::uuid,
  'a thread with messages is the latest before a newer thread without any');
select is((select last_activity from public.clients_with_threads() where name like 'X%'),
  '2026-03-05 12:00+00'::timestamptz, 'the client is dated by that thread''s last message, not by the newer empty thread');
select is((select row(thread_id, last_message)::text from public.clients_with_threads() where name like 'Y%'),
  row('7a000000-0000-4000-8000-000000000004'::uuid, 'Y second')::text,
  'of two threads last written at the same time, the newer thread is the latest');
select is((select row(thread_id, thread_last_message_at)::text from public.clients_with_threads() where name like 'Z%'),
  row('7a000000-0000-4000-8000-000000000005'::uuid, null::timestamptz)::text,
  'a client whose only thread has no message is listed, dated by the thread''s creation');
select is(array(select name from public.clients_with_threads(2)),
  '{"Z one empty thread","Y two threads at the same minute"}'::text[], 'p_limit stops at the page, newest first');
select is((select count(*)::int from public.clients_with_threads() where name like 'W%'), 0,
  'a rep never sees another rep''s client');
select is((select row(total_clients, active_chats, closing_ratio, follow_ups_due)::text
             from public.dashboard_kpis(p_now => '2026-03-10 12:00+00')),
  row(3, 3, 50.0, 0)::text, 'a rep''s KPIs count their own clients, threads and follow-ups only');
select is((select follow_ups_due from public.dashboard_kpis(p_now => '2026-03-14 12:00+00')), 1,
  'a rep''s due follow-ups are their own');
select is((select row(o -> 'allClients', jsonb_path_query_array(o, '$.upcomingMeetings[*].title'))::text
             from public.admin_overview('2026-03-13 12:00+00') o),
  row('3'::jsonb, '["A overdue"]'::jsonb)::text, 'a rep''s overview counts their own clients and meetings only');

select tests.authenticate_as('Boss');
select is((select row(o -> 'allClients', jsonb_path_query_array(o, '$.upcomingMeetings[*].title'))::text
             from public.admin_overview('2026-03-13 12:00+00') o),
  row('4'::jsonb, '["A overdue", "B overdue", "B later"]'::jsonb)::text,
  'the admin''s overview counts every rep''s clients and meetings');
select is(array(select name from public.clients_with_threads()),
  '{"W of Rep B","Z one empty thread","Y two threads at the same minute","X talked, then a new empty thread"}'::text[],
  'the admin''s list holds every rep''s clients, each once, newest activity first');
select is((select row(total_clients, active_chats, follow_ups_due)::text
             from public.dashboard_kpis(p_now => '2026-03-14 12:00+00')),
  row(4, 1, 3)::text, 'the admin''s KPIs count every rep''s rows');

select tests.authenticate_as('Rep B');
select is(array(select name from public.clients_with_threads()), '{"W of Rep B"}'::text[],
  'Rep B''s list holds only Rep B''s client');

select * from finish();
rollback;
