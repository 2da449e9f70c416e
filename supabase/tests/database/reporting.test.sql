-- Reporting functions on a small known fixture, with time frozen at
-- p_now = 2026-03-15 12:00 UTC: dashboard_kpis, clients_with_threads and
-- admin_overview. Row-level security decides what each caller counts: a rep
-- their own clients, an admin everybody's; anon may not call them at all.
begin;
select plan(55);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Rep C'), tests.create_user('Boss', 'ADMIN');

-- Rep A: 4 clients, 2 created in March 2026 and 1 in February; one won, one lost.
-- Rep B: 3 clients, none in March and 1 in February; two won.  Rep C: none.
insert into public.clients (id, owner_id, name, company, stage, deal_value, created_at, closed_at) values
  ('aaaaaaaa-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), 'Alpha One', 'Alpha Inc', 'CLOSED_WON', 5000, '2026-03-02 10:00+00', '2026-03-10 12:00+00'),
  ('aaaaaaaa-0000-4000-8000-000000000002', tests.get_user_id('Rep A'), 'Alpha Two', null, 'LEAD', 800, '2026-03-05 10:00+00', null),
  ('aaaaaaaa-0000-4000-8000-000000000003', tests.get_user_id('Rep A'), 'Alpha Three', null, 'CLOSED_LOST', 1000, '2026-02-10 10:00+00', '2026-02-20 12:00+00'),
  ('aaaaaaaa-0000-4000-8000-000000000004', tests.get_user_id('Rep A'), 'Alpha Four', null, 'NEGOTIATION', null, '2025-12-01 10:00+00', null),
  ('bbbbbbbb-0000-4000-8000-000000000001', tests.get_user_id('Rep B'), 'Beta One', null, 'CLOSED_WON', 2000, '2026-01-20 10:00+00', '2026-03-01 00:00+00'),
  ('bbbbbbbb-0000-4000-8000-000000000002', tests.get_user_id('Rep B'), 'Beta Two', null, 'PROPOSAL', null, '2026-02-25 10:00+00', null),
  ('bbbbbbbb-0000-4000-8000-000000000003', tests.get_user_id('Rep B'), 'Beta Three', null, 'CLOSED_WON', 1500, '2025-11-10 10:00+00', '2026-02-14 12:00+00');

insert into public.chat_threads (id, client_id, created_at) values
  ('7a000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', '2026-03-02 11:00+00'),
  ('7a000000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000001', '2026-02-20 10:00+00'),
  ('7a000000-0000-4000-8000-000000000003', 'aaaaaaaa-0000-4000-8000-000000000002', '2026-03-05 10:00+00'),
  ('7a000000-0000-4000-8000-000000000004', 'aaaaaaaa-0000-4000-8000-000000000004', '2026-03-01 10:00+00'),
  ('7b000000-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000001', '2026-03-01 10:00+00'),
  ('7b000000-0000-4000-8000-000000000002', 'bbbbbbbb-0000-4000-8000-000000000002', '2026-03-11 12:00+00');
-- Alpha One's older thread: last message 20 days before p_now
select tests.create_message('7a000000-0000-4000-8000-000000000002', 'Rep A', 'Old thread', created_at => '2026-02-23 12:00+00');
-- Alpha One's latest thread: messages 10, 9, 3 and 2 days before p_now
select tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'Kickoff', created_at => '2026-03-05 12:00+00'),
       tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'Kickoff summary', role => 'assistant', created_at => '2026-03-06 12:00+00'),
       tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'Follow-up question', created_at => '2026-03-12 12:00+00'),
       tests.create_message('7a000000-0000-4000-8000-000000000001', 'Boss', 'Boss comment', created_at => '2026-03-13 11:00+00'),
       tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'Latest answer', role => 'assistant', created_at => '2026-03-13 12:00+00');
-- Alpha Two: last message 10 days before p_now
select tests.create_message('7a000000-0000-4000-8000-000000000003', 'Rep A', 'Hello Two', created_at => '2026-03-05 12:00+00'),
       tests.create_message('7a000000-0000-4000-8000-000000000003', 'Rep A', 'Hi from AI', role => 'assistant', created_at => '2026-03-05 12:01+00');
-- Alpha Four: a message an hour after p_now
select tests.create_message('7a000000-0000-4000-8000-000000000004', 'Rep A', 'Future note', created_at => '2026-03-15 13:00+00');
-- Beta One: a message a day before p_now; Beta Two's thread has none
select tests.create_message('7b000000-0000-4000-8000-000000000001', 'Rep B', 'Beta ping', created_at => '2026-03-14 12:00+00');
-- A read Alpha One's latest thread 5 days before p_now
insert into public.thread_reads (thread_id, user_id, last_read_at) values
  ('7a000000-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), '2026-03-10 12:00+00');

insert into public.followups (client_id, title, status, due_at) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'Overdue call', 'pending', '2026-03-14 10:00+00'),
  ('aaaaaaaa-0000-4000-8000-000000000001', 'Later today', 'pending', '2026-03-15 20:00+00'),
  ('aaaaaaaa-0000-4000-8000-000000000002', 'Tomorrow demo', 'pending', '2026-03-16 09:00+00'),
  ('aaaaaaaa-0000-4000-8000-000000000002', 'Done task', 'done', '2026-03-14 09:00+00'),
  ('aaaaaaaa-0000-4000-8000-000000000004', 'Snoozed task', 'snoozed', '2026-03-13 09:00+00'),
  ('bbbbbbbb-0000-4000-8000-000000000001', 'Beta overdue', 'pending', '2026-03-10 10:00+00'),
  ('bbbbbbbb-0000-4000-8000-000000000002', 'Beta next week', 'pending', '2026-03-25 10:00+00');

-- anon may not call the reporting functions
select tests.authenticate_as_anon();
select throws_ok($$select * from public.dashboard_kpis('2026-03-15 12:00+00')$$, '42501', null, 'anon cannot call dashboard_kpis');
select throws_ok($$select * from public.clients_with_threads()$$, '42501', null, 'anon cannot call clients_with_threads');
select throws_ok($$select public.admin_overview('2026-03-15 12:00+00')$$, '42501', null, 'anon cannot call admin_overview');

-- dashboard_kpis: Rep A ------------------------------------------------------------
select tests.authenticate_as('Rep A');
select is((select total_clients from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 4,
  'totalClients counts the rep''s own clients');
select is((select active_chats from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 1,
  'activeChats counts threads with a message in the 7 days before now (not 10 or 20 days ago, nor after now)');
select is((select closing_ratio from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 50.0,
  'closingRatio is won / (won + lost): 1 of 2 is 50.0');
select is((select follow_ups_due from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 2,
  'followUpsDue counts pending follow-ups due by the end of today: overdue and later today, not tomorrow, done or snoozed');
select is((select growth from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 100.0,
  'growth compares this month''s new clients with last month''s: 2 against 1 is +100.0');
select is((select follow_ups_due from public.dashboard_kpis(p_now => '2026-03-15 12:00+00', p_time_zone => 'Asia/Tokyo')), 1,
  'the end of today is taken in the caller''s time zone (in Tokyo today ended before the 20:00 UTC follow-up)');
select is((select growth from public.dashboard_kpis(p_now => '2025-12-15 12:00+00')), 100::numeric,
  'growth is 100 when last month had no new clients and this month has some');
select is((select growth from public.dashboard_kpis(p_now => '2026-04-15 12:00+00')), -100.0,
  'growth is -100.0 when this month has none and last month had some');

-- dashboard_kpis: Rep B sees only their own figures ------------------------------------
select tests.authenticate_as('Rep B');
select is(
  (select row(total_clients, active_chats, closing_ratio, follow_ups_due, growth)::text from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')),
  '(3,1,100.0,1,-100.0)',
  'B''s dashboard counts only B''s clients, threads and follow-ups (3 clients, 1 active chat, 2 of 2 won, 1 due, 0 vs 1 new)');
select is((select growth from public.dashboard_kpis(p_now => '2026-01-25 12:00+00')), 100::numeric,
  'B''s growth in January: 1 new client against none in December is 100');

-- dashboard_kpis: a rep with no clients ------------------------------------------------------
select tests.authenticate_as('Rep C');
select is(
  (select row(total_clients, active_chats, closing_ratio, follow_ups_due, growth)::text from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')),
  '(0,0,0,0,0)',
  'a rep with no clients gets all zeros: closing ratio 0 with nothing closed, growth 0 with no new clients in either month');

-- dashboard_kpis: ADMIN sees the totals ---------------------------------------------------
select tests.authenticate_as('Boss');
select is((select total_clients from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 7, 'the admin''s totalClients covers every rep');
select is((select active_chats from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 2, 'the admin''s activeChats covers every rep');
select is((select closing_ratio from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 75.0,
  'the admin''s closingRatio covers every rep: 3 won of 4 closed is 75.0');
select is((select follow_ups_due from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 3, 'the admin''s followUpsDue covers every rep');
select is((select growth from public.dashboard_kpis(p_now => '2026-03-15 12:00+00')), 0.0,
  'the admin''s growth covers every rep: 2 new this month against 2 last month is 0.0');

-- clients_with_threads: Rep A -----------------------------------------------------------------
select tests.authenticate_as('Rep A');
select is(array(select name from public.clients_with_threads()), '{"Alpha Four","Alpha One","Alpha Two"}'::text[],
  'only clients with a thread are listed, one row each, newest activity first');
select is((select thread_id from public.clients_with_threads() where name = 'Alpha One'),
  '7a000000-0000-4000-8000-000000000001'::uuid, 'a client''s row carries its latest thread, not an older one');
select is(
  (select row(last_message, last_activity, thread_last_message_at)::text from public.clients_with_threads() where name = 'Alpha One'),
  row('Latest answer', '2026-03-13 12:00+00'::timestamptz, '2026-03-13 12:00+00'::timestamptz)::text,
  'the row carries the latest thread''s last message and when it was written');
select is((select unread_count from public.clients_with_threads() where name = 'Alpha One'), 2,
  'unread counts the assistant''s and other users'' messages after the caller''s read mark, not the caller''s own');
select is((select unread_count from public.clients_with_threads() where name = 'Alpha Two'), 1,
  'with no read mark every assistant message is unread, the caller''s own are not');
select is((select unread_count from public.clients_with_threads() where name = 'Alpha Four'), 0,
  'the caller''s own messages are never unread');
select is(array(select name from public.clients_with_threads(1)), '{"Alpha Four"}'::text[], 'p_limit keeps only the newest rows');
select is((select count(*)::int from public.clients_with_threads(0)), 1, 'a limit below 1 still returns one row');
update public.thread_reads set last_read_at = '2026-03-15 12:00+00' where thread_id = '7a000000-0000-4000-8000-000000000001';
select is((select unread_count from public.clients_with_threads() where name = 'Alpha One'), 0,
  'moving the read mark past the last message clears the unread count');

-- clients_with_threads: Rep B and ADMIN ---------------------------------------------------------
select tests.authenticate_as('Rep B');
select is(array(select name from public.clients_with_threads()), '{"Beta One","Beta Two"}'::text[],
  'B''s list holds only B''s clients, none of A''s');
select is(
  (select row(last_activity, last_message, thread_last_message_at, unread_count)::text from public.clients_with_threads() where name = 'Beta Two'),
  row('2026-03-11 12:00+00'::timestamptz, null::text, null::timestamptz, 0)::text,
  'a thread without messages is dated by its creation, with no last message and nothing unread');
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.clients_with_threads()), 5, 'the admin''s list holds every rep''s clients with threads');
select is((select unread_count from public.clients_with_threads() where name = 'Alpha One'), 4,
  'for the admin, the rep''s and the assistant''s messages are unread and the admin''s own comment is not');

-- admin_overview: ADMIN ----------------------------------------------------------------------------
select tests.authenticate_as('Boss');
select is((public.admin_overview('2026-03-15 12:00+00') ->> 'allClients')::int, 7, 'allClients counts every client');
select is((public.admin_overview('2026-03-15 12:00+00') ->> 'salesUsers')::int, 3, 'salesUsers counts the SALES profiles');
select is((public.admin_overview('2026-03-15 12:00+00') ->> 'revenue')::numeric, 8500::numeric,
  'revenue sums the deal value of won clients only (5000 + 2000 + 1500)');
select is((public.admin_overview('2026-03-15 12:00+00') ->> 'globalClosingRatio')::numeric, 75.0,
  'globalClosingRatio is won / (won + lost) over all clients: 75.0');
select is(public.admin_overview('2026-03-15 12:00+00') -> 'clientsClosed', '{"thisMonth": 2, "lastMonth": 1, "delta": 1}'::jsonb,
  'clientsClosed counts deals won this month (2) and last month (1) and their difference');
select is(jsonb_array_length(public.admin_overview('2026-03-15 12:00+00') -> 'clientGrowth'), 12,
  'clientGrowth has twelve months');
select is(
  array(select g ->> 'month' from jsonb_array_elements(public.admin_overview('2026-03-15 12:00+00') -> 'clientGrowth') g),
  '{2025-04,2025-05,2025-06,2025-07,2025-08,2025-09,2025-10,2025-11,2025-12,2026-01,2026-02,2026-03}'::text[],
  'clientGrowth runs from eleven months ago up to the current month, oldest first');
select is(public.admin_overview('2026-03-15 12:00+00') -> 'clientGrowth' -> 11,
  '{"month": "2026-03", "newClients": 2, "totalClients": 7}'::jsonb,
  'the current month shows its new clients and the running total');
select is(
  array(select (g ->> 'newClients') || '/' || (g ->> 'totalClients')
          from jsonb_array_elements(public.admin_overview('2026-03-15 12:00+00') -> 'clientGrowth') g),
  '{0/0,0/0,0/0,0/0,0/0,0/0,0/0,1/1,1/2,1/3,2/5,2/7}'::text[],
  'each month shows the clients created in it and all clients created by its end');
select is(
  array(select (a ->> 'name') || ' ' || trim_scale((a ->> 'revenue')::numeric) || ' ' || trim_scale((a ->> 'closeRate')::numeric)
          from jsonb_array_elements(public.admin_overview('2026-03-15 12:00+00') -> 'topAgents') with ordinality t(a, n) order by n),
  '{"Rep A 5000 50","Rep B 3500 100","Rep C 0 0"}'::text[],
  'topAgents lists the SALES users by won revenue, with their close rate; a rep with no deals shows 0 and 0');
select is(
  (select count(*)::int from jsonb_array_elements(public.admin_overview('2026-03-15 12:00+00') -> 'topAgents') a where a ->> 'role' <> 'SALES'),
  0, 'admins are not listed among the agents');
select is(
  array(select (m ->> 'title') || ' @ ' || (m ->> 'company')
          from jsonb_array_elements(public.admin_overview('2026-03-15 12:00+00') -> 'upcomingMeetings') with ordinality t(m, n) order by n),
  '{"Later today @ Alpha Inc","Tomorrow demo @ Alpha Two"}'::text[],
  'upcomingMeetings lists pending follow-ups due in the next 7 days, soonest first, with the company (or the client''s name)');
select is(
  (public.admin_overview('2026-01-15 12:00+00') -> 'clientsClosed' ->> 'lastMonth')::int, 0,
  'no deal was won in December 2025');

-- admin_overview: a rep sees only their own figures --------------------------------------------------
select tests.authenticate_as('Rep A');
select is((public.admin_overview('2026-03-15 12:00+00') ->> 'allClients')::int, 4, 'for a rep, allClients covers their own clients');
select is((public.admin_overview('2026-03-15 12:00+00') ->> 'revenue')::numeric, 5000::numeric, 'for a rep, revenue covers their own won deals');
select is((public.admin_overview('2026-03-15 12:00+00') ->> 'globalClosingRatio')::numeric, 50.0, 'for a rep, the closing ratio is their own');
select is(public.admin_overview('2026-03-15 12:00+00') -> 'clientsClosed', '{"thisMonth": 1, "lastMonth": 0, "delta": 1}'::jsonb,
  'for a rep, clientsClosed counts their own wins');
select is(
  (select trim_scale((a ->> 'revenue')::numeric) from jsonb_array_elements(public.admin_overview('2026-03-15 12:00+00') -> 'topAgents') a where a ->> 'name' = 'Rep B'),
  0::numeric, 'a rep does not learn another rep''s revenue through topAgents');
select is(public.admin_overview('2026-03-15 12:00+00') -> 'clientGrowth' -> 11,
  '{"month": "2026-03", "newClients": 2, "totalClients": 4}'::jsonb, 'for a rep, clientGrowth covers their own clients');

select tests.authenticate_as('Rep B');
select is((public.admin_overview('2026-03-15 12:00+00') ->> 'allClients')::int, 3, 'B''s overview covers B''s three clients');
select is((public.admin_overview('2026-03-15 12:00+00') ->> 'revenue')::numeric, 3500::numeric, 'B''s revenue is B''s two wins');
select is(public.admin_overview('2026-03-15 12:00+00') -> 'upcomingMeetings', '[]'::jsonb,
  'B has no meetings in the next 7 days (overdue and later ones are left out)');

-- With the time frozen in February, deals won in March are in the future and
-- must not count as won "this month" (the month has an upper bound too).
select tests.authenticate_as('Boss');
select is(public.admin_overview('2026-02-15 12:00+00') -> 'clientsClosed', '{"thisMonth": 1, "lastMonth": 0, "delta": 1}'::jsonb,
  'clientsClosed.thisMonth counts only deals won within p_now''s month, not later ones');
select tests.clear_authentication();

select * from finish();
rollback;
