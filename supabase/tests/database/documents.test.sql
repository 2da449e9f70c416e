-- Generated documents: a rep reads and changes only their own documents (a
-- document about a client belongs to the client's owner, copied by trigger);
-- an admin reads and changes all; anon nothing.
begin;
select plan(31);

insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111', 'authenticated', 'authenticated',
   'rep.a@test.dev', '{"role": "SALES"}', '{"name": "Rep A"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222', 'authenticated', 'authenticated',
   'rep.b@test.dev', '{"role": "SALES"}', '{"name": "Rep B"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '33333333-3333-4333-8333-333333333333', 'authenticated', 'authenticated',
   'boss@test.dev', '{"role": "ADMIN"}', '{"name": "Boss"}', now(), now());

insert into public.clients (id, owner_id, name) values
  ('aaaaaaaa-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Acme'),
  ('bbbbbbbb-0000-4000-8000-000000000001', '22222222-2222-4222-8222-222222222222', 'Beta');
insert into public.files (id, owner_id, object_path, original_name, mime_type, size) values
  ('fa000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'a/1/proposal.pdf', 'proposal.pdf', 'application/pdf', 100),
  ('fa000000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 'a/2/srs.pdf', 'srs.pdf', 'application/pdf', 100),
  ('fa000000-0000-4000-8000-000000000003', '11111111-1111-4111-8111-111111111111', 'a/3/budget.pdf', 'budget.pdf', 'application/pdf', 100),
  ('fb000000-0000-4000-8000-000000000001', '22222222-2222-4222-8222-222222222222', 'b/1/deck.pdf', 'deck.pdf', 'application/pdf', 100),
  ('fd000000-0000-4000-8000-000000000001', '33333333-3333-4333-8333-333333333333', 'd/1/review.pdf', 'review.pdf', 'application/pdf', 100);
insert into public.documents (id, owner_id, client_id, kind, title, file_id) values
  ('d0a00000-0000-4000-8000-000000000001', null, 'aaaaaaaa-0000-4000-8000-000000000001', 'proposal', 'Acme proposal', 'fa000000-0000-4000-8000-000000000001'),
  ('d0a00000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', null, 'srs', 'Generic SRS', 'fa000000-0000-4000-8000-000000000002'),
  ('d0b00000-0000-4000-8000-000000000001', null, 'bbbbbbbb-0000-4000-8000-000000000001', 'presentation', 'Beta deck', 'fb000000-0000-4000-8000-000000000001');

select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'),
  '11111111-1111-4111-8111-111111111111'::uuid, 'a document about a client belongs to the client''s owner');

-- anon
set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
select throws_ok('select count(*) from public.documents', '42501', null, 'anon cannot read documents');
select throws_ok($$insert into public.documents (owner_id, kind, title, file_id) values ('11111111-1111-4111-8111-111111111111', 'budget', 'x', 'fa000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'anon cannot add documents');
select throws_ok($$update public.documents set title = 'anon' where id = 'd0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot update documents');
select throws_ok($$delete from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot delete documents');
reset role;

-- Rep A
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}', true);
select is(array(select title from public.documents order by title), '{"Acme proposal","Generic SRS"}'::text[],
  'a rep sees only their own documents, with or without a client');
select lives_ok($$insert into public.documents (id, client_id, kind, title, file_id) values ('d0a00000-0000-4000-8000-000000000003', 'aaaaaaaa-0000-4000-8000-000000000001', 'budget', 'Acme budget', 'fa000000-0000-4000-8000-000000000003')$$,
  'a rep files a document about their own client');
select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000003'),
  '11111111-1111-4111-8111-111111111111'::uuid, 'the new document belongs to the rep');
select throws_ok($$insert into public.documents (client_id, kind, title, file_id) values ('bbbbbbbb-0000-4000-8000-000000000001', 'budget', 'Poach', 'fa000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'a rep cannot file a document under another rep''s client (owner copied from the client)');
select throws_ok($$insert into public.documents (owner_id, kind, title, file_id) values ('22222222-2222-4222-8222-222222222222', 'budget', 'Gift', 'fa000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'a rep cannot file a client-less document as another rep''s');
update public.documents set title = 'Acme proposal v2' where id = 'd0a00000-0000-4000-8000-000000000001';
select is((select title from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'), 'Acme proposal v2',
  'a rep renames their own document');
select throws_ok($$update public.documents set owner_id = '22222222-2222-4222-8222-222222222222' where id = 'd0a00000-0000-4000-8000-000000000002'$$,
  '42501', null, 'a rep cannot hand a document to another rep');
update public.documents set title = 'Hacked' where id = 'd0b00000-0000-4000-8000-000000000001';
delete from public.documents where id = 'd0b00000-0000-4000-8000-000000000001';
delete from public.documents where id = 'd0a00000-0000-4000-8000-000000000003';
select is_empty($$select 1 from public.documents where id = 'd0a00000-0000-4000-8000-000000000003'$$,
  'a rep deletes their own document');
reset role;

-- Rep B trying A's documents by id
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}', true);
select is(array(select title from public.documents), '{"Beta deck"}'::text[], 'B sees only B''s documents');
select is_empty($$select 1 from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'$$,
  'B cannot read A''s document by id');
select is_empty($$select 1 from public.files where id = 'fa000000-0000-4000-8000-000000000001'$$,
  'B cannot read the file behind A''s document');
select throws_ok($$insert into public.documents (client_id, kind, title, file_id) values ('aaaaaaaa-0000-4000-8000-000000000001', 'proposal', 'Planted', 'fb000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'B cannot file a document under A''s client');
update public.documents set title = 'Hijacked' where id = 'd0a00000-0000-4000-8000-000000000001';
delete from public.documents where id = 'd0a00000-0000-4000-8000-000000000002';
reset role;

select set_config('request.jwt.claims', '', true);
select is((select title from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'), 'Acme proposal v2',
  'B''s update of A''s document changed nothing');
select isnt_empty($$select 1 from public.documents where id = 'd0a00000-0000-4000-8000-000000000002'$$,
  'B''s delete of A''s document removed nothing');
select is((select title from public.documents where id = 'd0b00000-0000-4000-8000-000000000001'), 'Beta deck',
  'A''s update of B''s document changed nothing');
select isnt_empty($$select 1 from public.documents where id = 'd0b00000-0000-4000-8000-000000000001'$$,
  'A''s delete of B''s document removed nothing');
select is((select count(*)::int from public.documents where title in ('Poach', 'Gift', 'Planted')), 0,
  'no document was filed in another rep''s name');

-- ADMIN
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated"}', true);
select is((select count(*)::int from public.documents), 3, 'an admin sees every document');
select lives_ok($$insert into public.documents (id, client_id, kind, title, file_id) values ('d0b00000-0000-4000-8000-000000000002', 'bbbbbbbb-0000-4000-8000-000000000001', 'srs', 'Beta SRS', 'fd000000-0000-4000-8000-000000000001')$$,
  'an admin files a document about any rep''s client');
select is((select owner_id from public.documents where id = 'd0b00000-0000-4000-8000-000000000002'),
  '22222222-2222-4222-8222-222222222222'::uuid, 'that document belongs to the client''s owner');
select lives_ok($$insert into public.documents (id, owner_id, kind, title, file_id) values ('d0a00000-0000-4000-8000-000000000004', '11111111-1111-4111-8111-111111111111', 'budget', 'Budget for A', 'fd000000-0000-4000-8000-000000000001')$$,
  'an admin files a client-less document for a rep');
update public.documents set title = 'Beta deck (final)' where id = 'd0b00000-0000-4000-8000-000000000001';
select is((select title from public.documents where id = 'd0b00000-0000-4000-8000-000000000001'), 'Beta deck (final)',
  'an admin renames any document');
delete from public.documents where id = 'd0a00000-0000-4000-8000-000000000002';
select is_empty($$select 1 from public.documents where id = 'd0a00000-0000-4000-8000-000000000002'$$,
  'an admin deletes any document');
reset role;

-- documents go with their client and with their file
select set_config('request.jwt.claims', '', true);
delete from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001';
select is((select count(*)::int from public.documents where client_id = 'bbbbbbbb-0000-4000-8000-000000000001'), 0,
  'deleting a client deletes its documents');
delete from public.files where id = 'fa000000-0000-4000-8000-000000000001';
select is_empty($$select 1 from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'$$,
  'deleting a file deletes the document it holds');

-- Expected behaviour the migrations do not give yet (see the report): the
-- owner is copied from the client on insert only, so a rep can move their own
-- document under another rep's client by changing client_id.
insert into public.clients (id, owner_id, name) values
  ('bbbbbbbb-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'Beta Two');
insert into public.documents (id, client_id, kind, title, file_id) values
  ('d0a00000-0000-4000-8000-000000000005', 'aaaaaaaa-0000-4000-8000-000000000001', 'proposal', 'Acme proposal v3', 'fa000000-0000-4000-8000-000000000003');
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}', true);
select throws_ok($$update public.documents set client_id = 'bbbbbbbb-0000-4000-8000-000000000002' where id = 'd0a00000-0000-4000-8000-000000000005'$$,
  '42501', null, 'a rep cannot move their document under another rep''s client');
reset role;

select * from finish();
rollback;
