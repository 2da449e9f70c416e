-- Clients: a sales rep reads and writes only the clients they own, cannot hand
-- one to somebody else, and an admin reads, writes and reassigns every client.
-- anon gets nothing at all.
begin;
select plan(32);

-- Rep A and Rep B (SALES) and an ADMIN; the sign-up trigger creates the profiles.
insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111', 'authenticated', 'authenticated',
   'rep.a@test.dev', '{"role": "SALES"}', '{"name": "Rep A"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222', 'authenticated', 'authenticated',
   'rep.b@test.dev', '{"role": "SALES"}', '{"name": "Rep B"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '33333333-3333-4333-8333-333333333333', 'authenticated', 'authenticated',
   'boss@test.dev', '{"role": "ADMIN"}', '{"name": "Boss"}', now(), now());

insert into public.clients (id, owner_id, name, company) values
  ('aaaaaaaa-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Acme', 'Acme Inc'),
  ('aaaaaaaa-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 'Acme Two', null),
  ('bbbbbbbb-0000-4000-8000-000000000001', '22222222-2222-4222-8222-222222222222', 'Beta', 'Beta LLC');

-- anon: permission denied on every operation
set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
select throws_ok('select count(*) from public.clients', '42501', null, 'anon cannot read clients');
select throws_ok($$insert into public.clients (owner_id, name) values ('11111111-1111-4111-8111-111111111111', 'Anon Co')$$,
  '42501', null, 'anon cannot add clients');
select throws_ok($$update public.clients set name = 'Anon' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot update clients');
select throws_ok($$delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot delete clients');
reset role;

-- Rep A
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}', true);
select is(array(select name from public.clients order by name), '{Acme,"Acme Two"}'::text[],
  'a rep sees exactly their own clients');
select lives_ok($$insert into public.clients (id, name) values ('aaaaaaaa-0000-4000-8000-000000000003', 'Alpha New')$$,
  'a rep adds a client');
select is((select owner_id from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000003'),
  '11111111-1111-4111-8111-111111111111'::uuid, 'a client added without an owner belongs to the rep who added it');
select lives_ok($$insert into public.clients (name, owner_id) values ('Alpha Explicit', '11111111-1111-4111-8111-111111111111')$$,
  'a rep may name themselves as the owner');
select throws_ok($$insert into public.clients (name, owner_id) values ('Gift', '22222222-2222-4222-8222-222222222222')$$,
  '42501', null, 'a rep cannot add a client owned by another rep');
update public.clients set name = 'Acme Renamed', stage = 'QUALIFIED', status = 'active' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select row(name, stage, status)::text from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  row('Acme Renamed', 'QUALIFIED', 'active')::text, 'a rep updates their own client');
select throws_ok($$update public.clients set owner_id = '22222222-2222-4222-8222-222222222222' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot move their client to another rep (with check)');
select is_empty($$select 1 from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001'$$,
  'a rep cannot read another rep''s client even by id');
update public.clients set name = 'Hacked by A' where id = 'bbbbbbbb-0000-4000-8000-000000000001';
delete from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001';
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000003';
select is_empty($$select 1 from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000003'$$,
  'a rep deletes their own client');
reset role;

-- Rep B
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}', true);
select is(array(select name from public.clients order by name), '{Beta}'::text[], 'the other rep sees only their own client');
select is_empty($$select 1 from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'B cannot read A''s client by id');
select is((select count(*)::int from public.clients where search_text like '%acme%'), 0,
  'B''s search does not find A''s clients');
update public.clients set name = 'Hijacked', owner_id = '22222222-2222-4222-8222-222222222222'
 where id = 'aaaaaaaa-0000-4000-8000-000000000001';
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000002';
select throws_ok($$insert into public.clients (name, owner_id) values ('Planted', '11111111-1111-4111-8111-111111111111')$$,
  '42501', null, 'B cannot plant a client in A''s book');
reset role;

select set_config('request.jwt.claims', '', true);
select is((select row(name, owner_id)::text from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  row('Acme Renamed', '11111111-1111-4111-8111-111111111111'::uuid)::text,
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
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated"}', true);
select is((select count(*)::int from public.clients), 4, 'an admin sees every client');
select lives_ok($$insert into public.clients (id, owner_id, name) values ('bbbbbbbb-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'Beta Two')$$,
  'an admin adds a client for a rep');
select is((select owner_id from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000002'),
  '22222222-2222-4222-8222-222222222222'::uuid, 'the client the admin added belongs to the rep named');
update public.clients set name = 'Beta Corrected' where id = 'bbbbbbbb-0000-4000-8000-000000000001';
select is((select name from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001'), 'Beta Corrected',
  'an admin updates any rep''s client');
update public.clients set owner_id = '22222222-2222-4222-8222-222222222222' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select owner_id from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  '22222222-2222-4222-8222-222222222222'::uuid, 'an admin reassigns a client to another rep');
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000002';
select is_empty($$select 1 from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000002'$$,
  'an admin deletes any rep''s client');
select lives_ok($$insert into public.clients (id, name) values ('cccccccc-0000-4000-8000-000000000001', 'House Account')$$,
  'an admin adds a client without naming an owner');
select is((select owner_id from public.clients where id = 'cccccccc-0000-4000-8000-000000000001'),
  '33333333-3333-4333-8333-333333333333'::uuid, 'that client belongs to the admin');
reset role;

-- after the reassignment the client moved from A's book to B's
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}', true);
select is_empty($$select 1 from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'once reassigned, the old owner no longer sees the client');
reset role;
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}', true);
select is(array(select name from public.clients order by name), '{"Acme Renamed","Beta Corrected","Beta Two"}'::text[],
  'the new owner sees the reassigned client with their own');
reset role;

select * from finish();
rollback;
