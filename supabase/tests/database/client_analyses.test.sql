-- Client analyses follow their client: whoever can see the client can read,
-- add and delete its analyses; only an admin may correct one; anon nothing.
begin;
select plan(26);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

select tests.create_client('Rep A', 'Acme', 'aaaaaaaa-0000-4000-8000-000000000001'),
       tests.create_client('Rep B', 'Beta', 'bbbbbbbb-0000-4000-8000-000000000001');
insert into public.client_analyses (id, client_id, stage, confidence, next_action) values
  ('a1000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'QUALIFIED', 0.6, 'Send proposal'),
  ('b1000000-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000001', 'PROPOSAL', 0.7, 'Call back');

-- anon
select tests.authenticate_as_anon();
select throws_ok('select count(*) from public.client_analyses', '42501', null, 'anon cannot read analyses');
select throws_ok($$insert into public.client_analyses (client_id) values ('aaaaaaaa-0000-4000-8000-000000000001')$$,
  '42501', null, 'anon cannot add analyses');
select throws_ok($$update public.client_analyses set confidence = 0 where id = 'a1000000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot update analyses');
select throws_ok($$delete from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot delete analyses');

-- Rep A
select tests.authenticate_as('Rep A');
select is(array(select id from public.client_analyses), '{a1000000-0000-4000-8000-000000000001}'::uuid[],
  'a rep sees only the analyses of their own clients');
select lives_ok($$insert into public.client_analyses (id, client_id, stage, confidence) values ('a1000000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000001', 'PROPOSAL', 0.8)$$,
  'a rep adds an analysis for their own client');
select throws_ok($$insert into public.client_analyses (client_id) values ('bbbbbbbb-0000-4000-8000-000000000001')$$,
  '42501', null, 'a rep cannot add an analysis for another rep''s client');
update public.client_analyses set confidence = 0.99 where id = 'a1000000-0000-4000-8000-000000000001';
select is((select confidence from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000001'), 0.600,
  'a rep cannot rewrite an analysis, not even of their own client (only admins correct)');
update public.client_analyses set client_id = 'bbbbbbbb-0000-4000-8000-000000000001' where id = 'a1000000-0000-4000-8000-000000000001';
select is((select client_id from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000001'),
  'aaaaaaaa-0000-4000-8000-000000000001'::uuid, 'a rep cannot move an analysis to another client');
delete from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000002';
select is_empty($$select 1 from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000002'$$,
  'a rep deletes an analysis of their own client');
update public.client_analyses set next_action = 'Hacked' where id = 'b1000000-0000-4000-8000-000000000001';
delete from public.client_analyses where id = 'b1000000-0000-4000-8000-000000000001';

-- Rep B trying A's analysis by id
select tests.authenticate_as('Rep B');
select is(array(select id from public.client_analyses), '{b1000000-0000-4000-8000-000000000001}'::uuid[],
  'B sees only the analyses of B''s clients');
select is_empty($$select 1 from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000001'$$,
  'B cannot read A''s analysis by id');
select is_empty($$select 1 from public.client_analyses where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'B cannot list the analyses of A''s client');
select throws_ok($$insert into public.client_analyses (client_id) values ('aaaaaaaa-0000-4000-8000-000000000001')$$,
  '42501', null, 'B cannot add an analysis under A''s client');
update public.client_analyses set next_action = 'Hijacked' where id = 'a1000000-0000-4000-8000-000000000001';
delete from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000001';
select tests.clear_authentication();

select is((select next_action from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000001'), 'Send proposal',
  'B''s update of A''s analysis changed nothing');
select isnt_empty($$select 1 from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000001'$$,
  'B''s delete of A''s analysis removed nothing');
select is((select next_action from public.client_analyses where id = 'b1000000-0000-4000-8000-000000000001'), 'Call back',
  'A''s update of B''s analysis changed nothing');
select isnt_empty($$select 1 from public.client_analyses where id = 'b1000000-0000-4000-8000-000000000001'$$,
  'A''s delete of B''s analysis removed nothing');

-- ADMIN
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.client_analyses), 2, 'an admin sees every analysis');
select lives_ok($$insert into public.client_analyses (id, client_id, stage) values ('b1000000-0000-4000-8000-000000000002', 'bbbbbbbb-0000-4000-8000-000000000001', 'NEGOTIATION')$$,
  'an admin adds an analysis for any client');
update public.client_analyses set confidence = 0.25, next_action = 'Re-qualify' where id = 'a1000000-0000-4000-8000-000000000001';
select is((select row(confidence, next_action)::text from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000001'),
  row(0.250::numeric(4, 3), 'Re-qualify')::text, 'an admin corrects any analysis');
delete from public.client_analyses where id = 'b1000000-0000-4000-8000-000000000001';
select is_empty($$select 1 from public.client_analyses where id = 'b1000000-0000-4000-8000-000000000001'$$,
  'an admin deletes any analysis');

-- analyses go with their client
select tests.authenticate_as('Rep A');
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select tests.clear_authentication();
select is((select count(*)::int from public.client_analyses where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'deleting a client deletes its analyses');
select is((select count(*)::int from public.client_analyses), 1, 'other clients'' analyses stay');

-- after an admin reassigns a client its analyses are visible to the new owner only
insert into public.client_analyses (id, client_id) values
  ('b1000000-0000-4000-8000-000000000003', 'bbbbbbbb-0000-4000-8000-000000000001');
update public.clients set owner_id = tests.get_user_id('Rep A') where id = 'bbbbbbbb-0000-4000-8000-000000000001';
select tests.authenticate_as('Rep A');
select is((select count(*)::int from public.client_analyses), 2, 'the new owner sees the analyses of a reassigned client');
select tests.authenticate_as('Rep B');
select is((select count(*)::int from public.client_analyses), 0, 'the old owner no longer sees them');
select tests.clear_authentication();

select * from finish();
rollback;
