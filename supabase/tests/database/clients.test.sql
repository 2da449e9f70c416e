-- Clients: a sales rep reads and writes only the clients they own, cannot hand
-- one to somebody else, and an admin reads, writes and reassigns every client.
-- anon gets nothing at all.
begin;
select plan(32);

-- Rep A and Rep B (SALES) and an ADMIN; the sign-up trigger creates the profiles.
select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

insert into public.clients (id, owner_id, name, company) values
  ('aaaaaaaa-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), 'Acme', 'Acme Inc'),
  ('aaaaaaaa-0000-4000-8000-000000000002', tests.get_user_id('Rep A'), 'Acme Two', null),
  ('bbbbbbbb-0000-4000-8000-000000000001', tests.get_user_id('Rep B'), 'Beta', 'Beta LLC');

-- anon: permission denied on every operation
select tests.authenticate_as_anon();
select throws_ok('select count(*) from public.clients', '42501', null, 'anon cannot read clients');
select throws_ok($$insert into public.clients (owner_id, name) values (tests.get_user_id('Rep A'), 'Anon Co')$$,
  '42501', null, 'anon cannot add clients');
select throws_ok($$update public.clients set name = 'Anon' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot update clients');
select throws_ok($$delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot delete clients');

-- Rep A
select tests.authenticate_as('Rep A');
select is(array(select name from public.clients order by name), '{Acme,"Acme Two"}'::text[],
  'a rep sees exactly their own clients');
select lives_ok($$insert into public.clients (id, name) values ('aaaaaaaa-0000-4000-8000-000000000003', 'Alpha New')$$,
  'a rep adds a client');
select is((select owner_id from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000003'),
  tests.get_user_id('Rep A'), 'a client added without an owner belongs to the rep who added it');
select lives_ok($$insert into public.clients (name, owner_id) values ('Alpha Explicit', tests.get_user_id('Rep A'))$$,
  'a rep may name themselves as the owner');
select throws_ok($$insert into public.clients (name, owner_id) values ('Gift', tests.get_user_id('Rep B'))$$,
  '42501', null, 'a rep cannot add a client owned by another rep');
update public.clients set name = 'Acme Renamed', stage = 'QUALIFIED', status = 'active' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select row(name, stage, status)::text from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  row('Acme Renamed', 'QUALIFIED', 'active')::text, 'a rep updates their own client');
select throws_ok($$update public.clients set owner_id = tests.get_user_id('Rep B') where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot move their client to another rep (with check)');
select is_empty($$select 1 from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001'$$,
  'a rep cannot read another rep''s client even by id');
update public.clients set name = 'Hacked by A' where id = 'bbbbbbbb-0000-4000-8000-000000000001';
delete from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001';
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000003';
select is_empty($$select 1 from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000003'$$,
  'a rep deletes their own client');

-- Rep B
select tests.authenticate_as('Rep B');
select is(array(select name from public.clients order by name), '{Beta}'::text[], 'the other rep sees only their own client');
select is_empty($$select 1 from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'B cannot read A''s client by id');
select is((select count(*)::int from public.clients where search_text like '%acme%'), 0,
  'B''s search does not find A''s clients');
update public.clients set name = 'Hijacked', owner_id = tests.get_user_id('Rep B')
 where id = 'aaaaaaaa-0000-4000-8000-000000000001';
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000002';
select throws_ok($$insert into public.clients (name, owner_id) values ('Planted', tests.get_user_id('Rep A'))$$,
  '42501', null, 'B cannot plant a client in A''s book');
select tests.clear_authentication();

select is((select row(name, owner_id)::text from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  row('Acme Renamed', tests.get_user_id('Rep A'))::text,
  'B''s update of A''s client (name and owner) changed nothing');
select isnt_empty($$select 1 from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000002'$$,
  'B''s delete of A''s client removed nothing');
select is((select name from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001'), 'Beta',
  'A''s update of B''s client changed nothing');
select isnt_empty($$select 1 from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001'$$,
  'A''s delete of B''s client removed nothing');
select is((select count(*)::int from public.clients where name in ('Gift', 'Planted')), 0,
  'no client was planted in another rep''s book');

-- ADMIN
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.clients), 4, 'an admin sees every client');
select lives_ok($$insert into public.clients (id, owner_id, name) values ('bbbbbbbb-0000-4000-8000-000000000002', tests.get_user_id('Rep B'), 'Beta Two')$$,
  'an admin adds a client for a rep');
select is((select owner_id from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000002'),
  tests.get_user_id('Rep B'), 'the client the admin added belongs to the rep named');
update public.clients set name = 'Beta Corrected' where id = 'bbbbbbbb-0000-4000-8000-000000000001';
select is((select name from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001'), 'Beta Corrected',
  'an admin updates any rep''s client');
update public.clients set owner_id = tests.get_user_id('Rep B') where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select owner_id from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep B'), 'an admin reassigns a client to another rep');
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000002';
select is_empty($$select 1 from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000002'$$,
  'an admin deletes any rep''s client');
select lives_ok($$insert into public.clients (id, name) values ('cccccccc-0000-4000-8000-000000000001', 'House Account')$$,
  'an admin adds a client without naming an owner');
select is((select owner_id from public.clients where id = 'cccccccc-0000-4000-8000-000000000001'),
  tests.get_user_id('Boss'), 'that client belongs to the admin');

-- after the reassignment the client moved from A's book to B's
select tests.authenticate_as('Rep A');
select is_empty($$select 1 from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'once reassigned, the old owner no longer sees the client');
select tests.authenticate_as('Rep B');
select is(array(select name from public.clients order by name), '{"Acme Renamed","Beta Corrected","Beta Two"}'::text[],
  'the new owner sees the reassigned client with their own');
select tests.clear_authentication();

select * from finish();
rollback;
