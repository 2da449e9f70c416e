-- Import at speed (20261126000200_import_speed.sql): an insert statement logs its clients'
-- "New client added" activities and its audit rows once, set-based, and they are the rows the
-- row triggers wrote one by one; updates and deletes are still logged row by row. The
-- Duplicates view's pairs stay within what the caller may see.
begin;
select plan(21);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

-- The triggers -------------------------------------------------------------------------------
select is(
  (select array_agg((t.tgtype & 1)::int order by t.tgname) from pg_trigger t
    where t.tgrelid = 'public.clients'::regclass and t.tgname in ('audit_inserts', 'clients_record_inserts_activity')),
  array[0, 0],
  'a client insert is logged by statement triggers (not one call per row)');
select is(
  array(select c.relname::text from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'audit_inserts' order by 1),
  array(select c.relname::text from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'audit_changes' order by 1),
  'every audited table logs its inserts by statement');
select ok(
  not exists (select 1 from pg_trigger t where t.tgname = 'audit_changes' and t.tgtype & 4 <> 0),
  'and no row trigger logs an insert twice');

-- Rep A inserts three clients in one statement -------------------------------------------------
select tests.authenticate_as('Rep A');
insert into public.clients (id, name, email, company, status)
values ('aaaaaaaa-0000-4000-8000-00000000a001', 'Ada One', 'ada@one.example', 'One Ltd', 'active'),
       ('aaaaaaaa-0000-4000-8000-00000000a002', 'Ada Two', null, null, 'prospect'),
       ('aaaaaaaa-0000-4000-8000-00000000a003', 'Ada Three', 'ada@three.example', 'Three Inc', 'prospect');
select tests.clear_authentication();

select is(
  array(select row(a.owner_id, a.actor_id, a.activity_type, a.role, a.client_name, a.name, a.status, a.title,
                   a.created_at = c.created_at, a.reason_id, a.reason_note)::text
          from public.activities a join public.clients c on c.id = a.client_id
         where a.client_id in ('aaaaaaaa-0000-4000-8000-00000000a001', 'aaaaaaaa-0000-4000-8000-00000000a002',
                               'aaaaaaaa-0000-4000-8000-00000000a003')
         order by a.client_name),
  array(select row(tests.get_user_id('Rep A'), tests.get_user_id('Rep A'), 'client_update', 'user', n, 'Rep A', s,
                   'New client added', true, null::uuid, null::text)::text
          from (values ('Ada One', 'active'), ('Ada Three', 'prospect'), ('Ada Two', 'prospect')) v (n, s)),
  'each client of a multi-row insert gets one "New client added" activity, by the rep, with its status and time');

select is(
  array(select row(l.record_id, l.actor_id, l.actor_role, l.old_values, l.new_values)::text
          from audit.log l where l.table_name = 'clients' and l.action = 'INSERT'
           and l.record_id like 'aaaaaaaa-0000-4000-8000-00000000a00%' order by l.id),
  array(select row(c.id::text, tests.get_user_id('Rep A'), 'authenticated', null::jsonb,
                   to_jsonb(c) - array['updated_at', 'search_text', 'search_vector', 'match_key'])::text
          from public.clients c where c.id::text like 'aaaaaaaa-0000-4000-8000-00000000a00%' order by c.id),
  'and one audit INSERT row each, in insert order, with the whole row less the generated columns');

-- A client added outside the app (Studio, psql): the system and the database role.
insert into public.clients (id, owner_id, name)
values ('aaaaaaaa-0000-4000-8000-00000000a004', tests.get_user_id('Rep A'), 'Ada Four');
select is(
  (select row(a.actor_id, a.role, a.name)::text from public.activities a
    where a.client_id = 'aaaaaaaa-0000-4000-8000-00000000a004'),
  row(null::uuid, 'system', null::text)::text,
  'a client added by nobody signed in is the system''s activity');
select is(
  (select row(l.actor_id, l.actor_role)::text from audit.log l
    where l.table_name = 'clients' and l.action = 'INSERT' and l.record_id = 'aaaaaaaa-0000-4000-8000-00000000a004'),
  row(null::uuid, session_user::text)::text,
  'and its audit row names the database role');

-- An insert of no rows logs nothing.
select tests.authenticate_as('Rep A');
insert into public.clients (name) select 'Never' where false;
select tests.clear_authentication();
select is((select count(*)::int from public.activities where client_name = 'Never'), 0, 'an empty insert writes no activity');

-- Updates and deletes are still logged row by row.
select tests.authenticate_as('Rep A');
update public.clients set stage = 'QUALIFIED', status = 'active'
 where id in ('aaaaaaaa-0000-4000-8000-00000000a002', 'aaaaaaaa-0000-4000-8000-00000000a003');
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-00000000a004';
select tests.clear_authentication();
select is(
  (select count(*)::int from public.activities
    where client_id in ('aaaaaaaa-0000-4000-8000-00000000a002', 'aaaaaaaa-0000-4000-8000-00000000a003')
      and title in ('Deal stage changed', 'Status changed')),
  4, 'a stage and status change still writes both activities for each client');
select is(
  array(select l.action || ' ' || l.record_id from audit.log l
         where l.table_name = 'clients' and l.action in ('UPDATE', 'DELETE')
           and l.record_id like 'aaaaaaaa-0000-4000-8000-00000000a00%' order by l.id),
  array['UPDATE aaaaaaaa-0000-4000-8000-00000000a002', 'UPDATE aaaaaaaa-0000-4000-8000-00000000a003',
        'DELETE aaaaaaaa-0000-4000-8000-00000000a004'],
  'and each update and delete its audit row');

-- Duplicates: a rep's pairs never reach another rep's clients; the admin's do -------------------
select tests.create_client('Rep A', 'Northwind Traders', 'aaaaaaaa-0000-4000-8000-00000000d001');
select tests.create_client('Rep A', 'Northwind Traders Ltd', 'aaaaaaaa-0000-4000-8000-00000000d002');
select tests.create_client('Rep B', 'Northwind Traders', 'bbbbbbbb-0000-4000-8000-00000000d001');
select tests.create_client('Rep B', 'Northwind Traders Ltd', 'bbbbbbbb-0000-4000-8000-00000000d002');
update public.clients set email = 'buyer@northwind.example'
 where id in ('aaaaaaaa-0000-4000-8000-00000000d001', 'bbbbbbbb-0000-4000-8000-00000000d001');

select tests.authenticate_as('Rep B');
select is(
  array(select p.client_a::text || ' ' || p.client_b::text || ' ' || p.reason from public.client_duplicate_pairs() p),
  array['bbbbbbbb-0000-4000-8000-00000000d001 bbbbbbbb-0000-4000-8000-00000000d002 name_company'],
  'Rep B''s pairs are Rep B''s clients only, not the one sharing Rep A''s e-mail');
select tests.authenticate_as('Rep A');
select ok(
  (select bool_and(p.client_a::text like 'aaaaaaaa%' and p.client_b::text like 'aaaaaaaa%')
     from public.client_duplicate_pairs(0.3) p),
  'Rep A''s, at any score, are Rep A''s only');
select tests.authenticate_as('Boss');
select ok(
  exists (select 1 from public.client_duplicate_pairs() p
           where p.reason = 'email' and p.client_a = 'aaaaaaaa-0000-4000-8000-00000000d001'
             and p.client_b = 'bbbbbbbb-0000-4000-8000-00000000d001'),
  'the admin sees the two reps'' clients with the same e-mail');
select is(
  (select count(*)::int from public.client_duplicate_pairs() p
    where p.reason = 'name_company' and p.client_a::text like '%-00000000d00_'),
  2, 'and each rep''s alike names, never names across owners');

-- Kept pairs follow every change of the clients: a rename, a delete, a move to another owner.
select tests.authenticate_as('Rep A');
update public.clients set name = 'Northwind Trader' where id = 'aaaaaaaa-0000-4000-8000-00000000a001';
select ok(
  exists (select 1 from public.client_duplicate_pairs() p
           where p.client_a = 'aaaaaaaa-0000-4000-8000-00000000a001' and p.reason = 'name_company'),
  'a client renamed to look like another pairs with it at once');
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-00000000d002';
select ok(
  not exists (select 1 from public.client_duplicate_pairs() p
               where 'aaaaaaaa-0000-4000-8000-00000000d002' in (p.client_a, p.client_b)),
  'a deleted client leaves the pairs at once');
select tests.authenticate_as('Boss');
update public.clients set owner_id = tests.get_user_id('Rep B') where id = 'aaaaaaaa-0000-4000-8000-00000000a001';
select tests.authenticate_as('Rep A');
select is(
  (select count(*)::int from public.client_duplicate_pairs() p
    where p.reason = 'name_company' and 'aaaaaaaa-0000-4000-8000-00000000a001' in (p.client_a, p.client_b)),
  0, 'a client handed to another rep leaves its old owner''s pairs');
select tests.authenticate_as('Rep B');
select ok(
  exists (select 1 from public.client_duplicate_pairs() p
           where p.reason = 'name_company' and 'aaaaaaaa-0000-4000-8000-00000000a001' in (p.client_a, p.client_b)),
  'and pairs with its new owner''s lookalikes');

-- Kept where no signed-in user reaches them; the function filters by its caller itself.
select tests.clear_authentication();
select ok(not has_table_privilege('authenticated', 'private.duplicate_pairs', 'SELECT')
          and not has_table_privilege('authenticated', 'private.duplicate_pair_sets', 'SELECT'),
  'no signed-in user reads the kept pairs');
select ok(
  (select p.prosecdef and p.proconfig @> array['search_path=""'] from pg_proc p
    where p.oid = 'public.client_duplicate_pairs(real, int)'::regprocedure),
  'client_duplicate_pairs is security definer with an empty search_path');
select is((select count(*)::int from public.client_duplicate_pairs()), 0, 'nobody signed in gets no pairs');

select * from finish();
rollback;
