-- Client imports: each rep reads and writes only their own imports, batches and changes (admins
-- read all); a batch number is saved once; nothing is added to an import once it is done or
-- undone; and undo (as the API runs it) reaches only the importing rep's clients.
begin;
select plan(31);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');
select tests.create_client('Rep A', 'Existing A', 'aaaaaaaa-0000-4000-8000-0000000000e1');
select tests.create_client('Rep B', 'Existing B', 'bbbbbbbb-0000-4000-8000-0000000000e1');

-- Privileges -------------------------------------------------------------------------------
select ok(not has_table_privilege('anon', 'public.client_imports', 'SELECT'), 'anon cannot read imports');
select ok(not has_table_privilege('anon', 'public.client_import_batches', 'INSERT'), 'anon cannot add batches');
select ok(not has_column_privilege('authenticated', 'public.client_imports', 'owner_id', 'UPDATE'),
  'nobody signed in moves an import to another owner');
select ok(not has_table_privilege('authenticated', 'public.client_import_changes', 'DELETE'),
  'nor deletes what undo needs');

-- Rep A imports: one client created, one updated ---------------------------------------------
select tests.authenticate_as('Rep A');
-- Ids are chosen by the table; the test keeps Rep A's in a setting every role can read.
insert into public.client_imports (file_name, total_rows) values ('a.csv', 3);
select set_config('tests.import_a', id::text, true) from public.client_imports where file_name = 'a.csv';
select is((select owner_id from public.client_imports where id = current_setting('tests.import_a')::uuid),
  tests.get_user_id('Rep A'), 'an import belongs to the rep who starts it');
insert into public.clients (id, name) values ('aaaaaaaa-0000-4000-8000-0000000000c1', 'Created A');
insert into public.client_import_changes (import_id, client_id, action)
values (current_setting('tests.import_a')::uuid, 'aaaaaaaa-0000-4000-8000-0000000000c1', 'created');
insert into public.client_import_changes (import_id, client_id, action, previous)
select current_setting('tests.import_a')::uuid, c.id, 'updated', jsonb_build_object('name', c.name, 'owner_id', c.owner_id, 'status', c.status, 'stage', c.stage, 'priority', c.priority, 'currency', c.currency)
  from public.clients c where c.id = 'aaaaaaaa-0000-4000-8000-0000000000e1';
update public.clients set name = 'Renamed by import' where id = 'aaaaaaaa-0000-4000-8000-0000000000e1';
insert into public.client_import_batches (import_id, batch_no, results)
values (current_setting('tests.import_a')::uuid, 1, '[]');
select throws_ok($$insert into public.client_import_batches (import_id, batch_no, results)
                   values (current_setting('tests.import_a')::uuid, 1, '[]')$$,
  '23505', null, 'a batch number is saved once');
select throws_ok($$insert into public.client_import_changes (import_id, client_id, action)
                   values (current_setting('tests.import_a')::uuid, 'bbbbbbbb-0000-4000-8000-0000000000e1', 'created')$$,
  '42501', null, 'Rep A cannot record Rep B''s client as theirs to undo');
select throws_ok($$insert into public.client_imports (file_name, total_rows, owner_id)
                   values ('x.csv', 1, tests.get_user_id('Rep B'))$$,
  '42501', null, 'nor start an import in Rep B''s name (the owner is not theirs to write)');
select throws_ok($$update public.client_imports set created_count = 4 where id = current_setting('tests.import_a')::uuid$$,
  '23514', null, 'counts cannot pass the file''s rows');

-- Rep B sees and changes none of it ------------------------------------------------------------
select tests.authenticate_as('Rep B');
select is((select count(*)::int from public.client_imports), 0, 'Rep B reads none of Rep A''s imports');
select is((select count(*)::int from public.client_import_batches), 0, 'nor their batches');
select is((select count(*)::int from public.client_import_changes), 0, 'nor their changes');
select throws_ok($$insert into public.client_import_batches (import_id, batch_no, results)
                   values (current_setting('tests.import_a')::uuid, 2, '[]')$$,
  '42501', null, 'Rep B cannot add a batch to Rep A''s import');
select throws_ok($$insert into public.client_import_changes (import_id, client_id, action)
                   values (current_setting('tests.import_a')::uuid, 'bbbbbbbb-0000-4000-8000-0000000000e1', 'created')$$,
  '42501', null, 'nor a change');
select is_empty($$update public.client_imports set status = 'undone', undone_at = now()
                   where id = current_setting('tests.import_a')::uuid returning id$$,
  'nor mark it undone');
-- Undo as the API runs it, aimed at Rep A's import: it reaches nothing.
select is_empty($$delete from public.clients c using public.client_import_changes ch
                   where ch.import_id = current_setting('tests.import_a')::uuid and ch.action = 'created'
                     and c.id = ch.client_id returning c.id$$,
  'nor undo it: Rep A''s created client stays');
insert into public.client_imports (file_name, total_rows) values ('b.csv', 1);
select set_config('tests.import_b', id::text, true) from public.client_imports where file_name = 'b.csv';
select throws_ok($$insert into public.client_import_changes (import_id, client_id, action)
                   values (current_setting('tests.import_b')::uuid, 'aaaaaaaa-0000-4000-8000-0000000000c1', 'created')$$,
  '42501', null, 'nor list Rep A''s client in their own import to undo it');

-- An admin reads everyone's, and adds to nobody else's ----------------------------------------
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.client_imports), 2, 'an admin reads every import');
select is((select count(*)::int from public.client_import_changes), 2, 'and every import''s changes');
select throws_ok($$insert into public.client_import_batches (import_id, batch_no, results)
                   values (current_setting('tests.import_a')::uuid, 2, '[]')$$,
  '42501', null, 'but adds no batch to a rep''s import');
select is_empty($$update public.client_imports set status = 'undone'
                   where id = current_setting('tests.import_a')::uuid returning id$$,
  'nor marks it undone');

-- Rep A undoes: the created client goes, the updated one is restored ---------------------------
select tests.authenticate_as('Rep A');
update public.clients c set name = p.name, owner_id = p.owner_id, status = p.status, stage = p.stage,
       priority = p.priority, currency = p.currency
  from public.client_import_changes ch
 cross join lateral jsonb_populate_record(null::public.clients, ch.previous) p
 where ch.import_id = current_setting('tests.import_a')::uuid and ch.action = 'updated' and c.id = ch.client_id;
delete from public.clients c using public.client_import_changes ch
 where ch.import_id = current_setting('tests.import_a')::uuid and ch.action = 'created' and c.id = ch.client_id;
update public.client_imports set status = 'undone', undone_at = now(), finished_at = coalesce(finished_at, now())
 where id = current_setting('tests.import_a')::uuid;
select is((select name from public.clients where id = 'aaaaaaaa-0000-4000-8000-0000000000e1'), 'Existing A',
  'undo restores the updated client');
select is((select count(*)::int from public.clients where id = 'aaaaaaaa-0000-4000-8000-0000000000c1'), 0,
  'and deletes the created one');
select is((select count(*)::int from public.client_import_changes where import_id = current_setting('tests.import_a')::uuid), 1,
  'whose change row goes with it');
select throws_ok($$insert into public.client_import_batches (import_id, batch_no, results)
                   values (current_setting('tests.import_a')::uuid, 2, '[]')$$,
  '42501', null, 'an undone import takes no more batches');
select throws_ok($$insert into public.client_import_changes (import_id, client_id, action)
                   values (current_setting('tests.import_a')::uuid, 'aaaaaaaa-0000-4000-8000-0000000000e1', 'created')$$,
  '42501', null, 'nor changes');

select tests.clear_authentication();
select is((select name from public.clients where id = 'bbbbbbbb-0000-4000-8000-0000000000e1'), 'Existing B',
  'Rep B''s client was never touched');
select is((select count(*)::int from public.client_import_batches where import_id = current_setting('tests.import_a')::uuid), 1,
  'the saved batch is kept with the undone import');
select throws_ok($$insert into public.client_imports (owner_id, file_name, total_rows)
                   values (tests.get_user_id('Rep A'), 'big.csv', 100001)$$,
  '23514', null, 'an import has at most 100,000 rows');
select throws_ok($$update public.client_imports set status = 'paused' where id = current_setting('tests.import_a')::uuid$$,
  '23514', null, 'and one of the three statuses');
select throws_ok($$update public.client_imports set status = 'done' where id = current_setting('tests.import_b')::uuid$$,
  '23514', null, 'whose status says what its times say: done only with a finish time');

select * from finish();
rollback;
