-- Generated documents: a rep reads and changes only their own documents (a
-- document about a client belongs to the client's owner, copied by trigger);
-- an admin reads and changes all; anon nothing.
begin;
select plan(31);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

select tests.create_client('Rep A', 'Acme', 'aaaaaaaa-0000-4000-8000-000000000001'),
       tests.create_client('Rep B', 'Beta', 'bbbbbbbb-0000-4000-8000-000000000001');
select tests.create_file('Rep A', 'a/1/proposal.pdf', 'fa000000-0000-4000-8000-000000000001'),
       tests.create_file('Rep A', 'a/2/srs.pdf', 'fa000000-0000-4000-8000-000000000002'),
       tests.create_file('Rep A', 'a/3/budget.pdf', 'fa000000-0000-4000-8000-000000000003'),
       tests.create_file('Rep B', 'b/1/deck.pdf', 'fb000000-0000-4000-8000-000000000001'),
       tests.create_file('Boss', 'd/1/review.pdf', 'fd000000-0000-4000-8000-000000000001');
insert into public.documents (id, owner_id, client_id, kind, title, file_id) values
  ('d0a00000-0000-4000-8000-000000000001', null, 'aaaaaaaa-0000-4000-8000-000000000001', 'proposal', 'Acme proposal', 'fa000000-0000-4000-8000-000000000001'),
  ('d0a00000-0000-4000-8000-000000000002', tests.get_user_id('Rep A'), null, 'srs', 'Generic SRS', 'fa000000-0000-4000-8000-000000000002'),
  ('d0b00000-0000-4000-8000-000000000001', null, 'bbbbbbbb-0000-4000-8000-000000000001', 'presentation', 'Beta deck', 'fb000000-0000-4000-8000-000000000001');

select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep A'), 'a document about a client belongs to the client''s owner');

-- anon
select tests.authenticate_as_anon();
select throws_ok('select count(*) from public.documents', '42501', null, 'anon cannot read documents');
select throws_ok($$insert into public.documents (owner_id, kind, title, file_id) values (tests.get_user_id('Rep A'), 'budget', 'x', 'fa000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'anon cannot add documents');
select throws_ok($$update public.documents set title = 'anon' where id = 'd0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot update documents');
select throws_ok($$delete from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot delete documents');

-- Rep A
select tests.authenticate_as('Rep A');
select is(array(select title from public.documents order by title), '{"Acme proposal","Generic SRS"}'::text[],
  'a rep sees only their own documents, with or without a client');
select lives_ok($$insert into public.documents (id, client_id, kind, title, file_id) values ('d0a00000-0000-4000-8000-000000000003', 'aaaaaaaa-0000-4000-8000-000000000001', 'budget', 'Acme budget', 'fa000000-0000-4000-8000-000000000003')$$,
  'a rep files a document about their own client');
select is((select owner_id from public.documents where id = 'd0a00000-0000-4000-8000-000000000003'),
  tests.get_user_id('Rep A'), 'the new document belongs to the rep');
select throws_ok($$insert into public.documents (client_id, kind, title, file_id) values ('bbbbbbbb-0000-4000-8000-000000000001', 'budget', 'Poach', 'fa000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'a rep cannot file a document under another rep''s client (owner copied from the client)');
select throws_ok($$insert into public.documents (owner_id, kind, title, file_id) values (tests.get_user_id('Rep B'), 'budget', 'Gift', 'fa000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'a rep cannot file a client-less document as another rep''s');
update public.documents set title = 'Acme proposal v2' where id = 'd0a00000-0000-4000-8000-000000000001';
select is((select title from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'), 'Acme proposal v2',
  'a rep renames their own document');
select throws_ok($$update public.documents set owner_id = tests.get_user_id('Rep B') where id = 'd0a00000-0000-4000-8000-000000000002'$$,
  '42501', null, 'a rep cannot hand a document to another rep');
update public.documents set title = 'Hacked' where id = 'd0b00000-0000-4000-8000-000000000001';
delete from public.documents where id = 'd0b00000-0000-4000-8000-000000000001';
delete from public.documents where id = 'd0a00000-0000-4000-8000-000000000003';
select is_empty($$select 1 from public.documents where id = 'd0a00000-0000-4000-8000-000000000003'$$,
  'a rep deletes their own document');

-- Rep B trying A's documents by id
select tests.authenticate_as('Rep B');
select is(array(select title from public.documents), '{"Beta deck"}'::text[], 'B sees only B''s documents');
select is_empty($$select 1 from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'$$,
  'B cannot read A''s document by id');
select is_empty($$select 1 from public.files where id = 'fa000000-0000-4000-8000-000000000001'$$,
  'B cannot read the file behind A''s document');
select throws_ok($$insert into public.documents (client_id, kind, title, file_id) values ('aaaaaaaa-0000-4000-8000-000000000001', 'proposal', 'Planted', 'fb000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'B cannot file a document under A''s client');
update public.documents set title = 'Hijacked' where id = 'd0a00000-0000-4000-8000-000000000001';
delete from public.documents where id = 'd0a00000-0000-4000-8000-000000000002';
select tests.clear_authentication();

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
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.documents), 3, 'an admin sees every document');
select lives_ok($$insert into public.documents (id, client_id, kind, title, file_id) values ('d0b00000-0000-4000-8000-000000000002', 'bbbbbbbb-0000-4000-8000-000000000001', 'srs', 'Beta SRS', 'fd000000-0000-4000-8000-000000000001')$$,
  'an admin files a document about any rep''s client');
select is((select owner_id from public.documents where id = 'd0b00000-0000-4000-8000-000000000002'),
  tests.get_user_id('Rep B'), 'that document belongs to the client''s owner');
select lives_ok($$insert into public.documents (id, owner_id, kind, title, file_id) values ('d0a00000-0000-4000-8000-000000000004', tests.get_user_id('Rep A'), 'budget', 'Budget for A', 'fd000000-0000-4000-8000-000000000001')$$,
  'an admin files a client-less document for a rep');
update public.documents set title = 'Beta deck (final)' where id = 'd0b00000-0000-4000-8000-000000000001';
select is((select title from public.documents where id = 'd0b00000-0000-4000-8000-000000000001'), 'Beta deck (final)',
  'an admin renames any document');
delete from public.documents where id = 'd0a00000-0000-4000-8000-000000000002';
select is_empty($$select 1 from public.documents where id = 'd0a00000-0000-4000-8000-000000000002'$$,
  'an admin deletes any document');
select tests.clear_authentication();

-- documents go with their client and with their file
delete from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001';
select is((select count(*)::int from public.documents where client_id = 'bbbbbbbb-0000-4000-8000-000000000001'), 0,
  'deleting a client deletes its documents');
delete from public.files where id = 'fa000000-0000-4000-8000-000000000001';
select is_empty($$select 1 from public.documents where id = 'd0a00000-0000-4000-8000-000000000001'$$,
  'deleting a file deletes the document it holds');

-- A rep cannot move their own document under another rep's client by changing
-- client_id: the owner is copied from the client on that update too, and the
-- update policy then refuses the row.
select tests.create_client('Rep B', 'Beta Two', 'bbbbbbbb-0000-4000-8000-000000000002');
insert into public.documents (id, client_id, kind, title, file_id) values
  ('d0a00000-0000-4000-8000-000000000005', 'aaaaaaaa-0000-4000-8000-000000000001', 'proposal', 'Acme proposal v3', 'fa000000-0000-4000-8000-000000000003');
select tests.authenticate_as('Rep A');
select throws_ok($$update public.documents set client_id = 'bbbbbbbb-0000-4000-8000-000000000002' where id = 'd0a00000-0000-4000-8000-000000000005'$$,
  '42501', null, 'a rep cannot move their document under another rep''s client');
select tests.clear_authentication();

select * from finish();
rollback;
