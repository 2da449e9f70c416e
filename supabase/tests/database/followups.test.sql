-- Follow-ups: a rep reads and changes only the follow-ups under their own
-- clients (the owner is copied from the client, so one cannot be filed under
-- another rep's client), an admin reads and changes all, anon nothing.
begin;
select plan(31);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

select tests.create_client('Rep A', 'Acme', 'aaaaaaaa-0000-4000-8000-000000000001'),
       tests.create_client('Rep B', 'Beta', 'bbbbbbbb-0000-4000-8000-000000000001');
insert into public.followups (id, client_id, title, due_at) values
  ('f0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'Call Acme', '2026-03-20 10:00+00'),
  ('f0b00000-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000001', 'Call Beta', '2026-03-21 10:00+00');

select is((select owner_id from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep A'), 'a follow-up''s owner is copied from its client');

-- anon
select tests.authenticate_as_anon();
select throws_ok('select count(*) from public.followups', '42501', null, 'anon cannot read follow-ups');
select throws_ok($$insert into public.followups (client_id, owner_id, title, due_at) values ('aaaaaaaa-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), 'x', now())$$,
  '42501', null, 'anon cannot add follow-ups');
select throws_ok($$update public.followups set title = 'anon' where id = 'f0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot update follow-ups');
select throws_ok($$delete from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot delete follow-ups');

-- Rep A
select tests.authenticate_as('Rep A');
select is(array(select title from public.followups), '{"Call Acme"}'::text[], 'a rep sees only follow-ups under their own clients');
select lives_ok($$insert into public.followups (id, client_id, title, due_at) values ('f0a00000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000001', 'Send deck', '2026-03-22 09:00+00')$$,
  'a rep adds a follow-up for their own client');
select is((select owner_id from public.followups where id = 'f0a00000-0000-4000-8000-000000000002'),
  tests.get_user_id('Rep A'), 'the new follow-up belongs to the rep');
select throws_ok($$insert into public.followups (client_id, title, due_at) values ('bbbbbbbb-0000-4000-8000-000000000001', 'Poach', now())$$,
  '42501', null, 'a rep cannot add a follow-up for another rep''s client (owner copied from the client)');
select throws_ok($$insert into public.followups (client_id, owner_id, title, due_at) values ('bbbbbbbb-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), 'Poach', now())$$,
  '42501', null, 'claiming to own a follow-up for another rep''s client does not help');
update public.followups set title = 'Call Acme CFO', status = 'snoozed' where id = 'f0a00000-0000-4000-8000-000000000001';
select is((select row(title, status)::text from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'),
  row('Call Acme CFO', 'snoozed')::text, 'a rep updates their own follow-up');
select throws_ok($$update public.followups set owner_id = tests.get_user_id('Rep B') where id = 'f0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot hand a follow-up to another rep');
update public.followups set title = 'Hacked' where id = 'f0b00000-0000-4000-8000-000000000001';
delete from public.followups where id = 'f0b00000-0000-4000-8000-000000000001';
delete from public.followups where id = 'f0a00000-0000-4000-8000-000000000002';
select is_empty($$select 1 from public.followups where id = 'f0a00000-0000-4000-8000-000000000002'$$,
  'a rep deletes their own follow-up');

-- Rep B trying A's follow-up by id
select tests.authenticate_as('Rep B');
select is(array(select title from public.followups), '{"Call Beta"}'::text[], 'B sees only follow-ups under B''s clients');
select is_empty($$select 1 from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'$$,
  'B cannot read A''s follow-up by id');
select is((select count(*)::int from public.followups where search_text like '%acme%'), 0,
  'B''s follow-up search does not find A''s');
select throws_ok($$insert into public.followups (client_id, title, due_at) values ('aaaaaaaa-0000-4000-8000-000000000001', 'Planted', now())$$,
  '42501', null, 'B cannot add a follow-up under A''s client');
update public.followups set title = 'Hijacked', status = 'done' where id = 'f0a00000-0000-4000-8000-000000000001';
delete from public.followups where id = 'f0a00000-0000-4000-8000-000000000001';
select tests.clear_authentication();

select is((select row(title, status, owner_id)::text from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'),
  row('Call Acme CFO', 'snoozed', tests.get_user_id('Rep A'))::text,
  'B''s update of A''s follow-up changed nothing');
select isnt_empty($$select 1 from public.followups where id = 'f0a00000-0000-4000-8000-000000000001'$$,
  'B''s delete of A''s follow-up removed nothing');
select is((select title from public.followups where id = 'f0b00000-0000-4000-8000-000000000001'), 'Call Beta',
  'A''s update of B''s follow-up changed nothing');
select isnt_empty($$select 1 from public.followups where id = 'f0b00000-0000-4000-8000-000000000001'$$,
  'A''s delete of B''s follow-up removed nothing');
select is((select count(*)::int from public.followups where title in ('Poach', 'Planted')), 0,
  'no follow-up was filed under another rep''s client');

-- ADMIN
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.followups), 2, 'an admin sees every follow-up');
select lives_ok($$insert into public.followups (id, client_id, title, due_at) values ('f0b00000-0000-4000-8000-000000000002', 'bbbbbbbb-0000-4000-8000-000000000001', 'Boss check-in', '2026-03-25 10:00+00')$$,
  'an admin adds a follow-up for any rep''s client');
select is((select owner_id from public.followups where id = 'f0b00000-0000-4000-8000-000000000002'),
  tests.get_user_id('Rep B'), 'a follow-up the admin adds belongs to the client''s owner');
update public.followups set status = 'done' where id = 'f0b00000-0000-4000-8000-000000000001';
select is((select status from public.followups where id = 'f0b00000-0000-4000-8000-000000000001'), 'done',
  'an admin completes any rep''s follow-up');
delete from public.followups where id = 'f0b00000-0000-4000-8000-000000000002';
select is_empty($$select 1 from public.followups where id = 'f0b00000-0000-4000-8000-000000000002'$$,
  'an admin deletes any follow-up');

-- B sees the follow-up the admin added for B until the admin deleted it; the
-- one the admin completed is still B's
select tests.authenticate_as('Rep B');
select is((select status from public.followups where id = 'f0b00000-0000-4000-8000-000000000001'), 'done',
  'the rep sees the admin''s change to their follow-up');

-- a follow-up goes with its client
select tests.authenticate_as('Rep A');
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select tests.clear_authentication();
select is((select count(*)::int from public.followups where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'deleting a client deletes its follow-ups');
select is((select count(*)::int from public.followups), 1, 'other clients'' follow-ups stay');

-- A rep cannot move their own follow-up under another rep's client by changing
-- client_id: the owner is copied from the client on that update too, and the
-- update policy then refuses the row.
select tests.create_client('Rep A', 'Acme Two', 'aaaaaaaa-0000-4000-8000-000000000002');
insert into public.followups (id, client_id, title, due_at) values
  ('f0a00000-0000-4000-8000-000000000003', 'aaaaaaaa-0000-4000-8000-000000000002', 'Call Acme Two', '2026-03-20 10:00+00');
select tests.authenticate_as('Rep A');
select throws_ok($$update public.followups set client_id = 'bbbbbbbb-0000-4000-8000-000000000001' where id = 'f0a00000-0000-4000-8000-000000000003'$$,
  '42501', null, 'a rep cannot move their follow-up under another rep''s client');
select tests.clear_authentication();

select * from finish();
rollback;
