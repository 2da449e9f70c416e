-- 20261129000200_duplicate_fingerprints.sql and 20261129000300_email_counts_at_commit.sql: each
-- owner's fingerprint and the clients per e-mail, kept by statement triggers (the e-mails at
-- commit), equal a fresh computation after every kind of write
-- (inserts, a multi-row rename, e-mail changes, an owner hand-over, an id change, deletes, a
-- merge, a bulk load and its undo, a truncate); client_duplicate_pairs answers what comparing
-- every visible pair answers, for an admin and for each rep; no signed-in user reads them.
begin;
select plan(41);
-- The e-mail counts are applied when a transaction commits (20261129000300); this file is one
-- transaction, so they are applied at the end of each statement instead, until said otherwise.
set constraints all immediate;

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

-- What the triggers keep, computed afresh: the rows that differ, as text.
create function tests.duplicate_match_drift() returns setof text
language sql set search_path = ''
as $$
  with fresh as (
    select c.owner_id, count(*) as clients, coalesce(sum(hashtextextended(c.id::text || ' ' || c.match_key, 0)), 0) as fingerprint
      from public.clients c group by 1
  ), fresh_emails as (
    select lower(c.email) as email, count(*) as clients from public.clients c where c.email is not null group by 1
  )
  select 'kept ' || k::text from (select * from private.client_fingerprints except select * from fresh) k
  union all select 'fresh ' || f::text from (select * from fresh except select * from private.client_fingerprints) f
  union all select 'kept e-mail ' || k::text from (select * from private.client_email_counts except select * from fresh_emails) k
  union all select 'fresh e-mail ' || f::text from (select * from fresh_emails except select * from private.client_email_counts) f
$$;

-- The pairs by comparing every two clients the caller sees (row-level security decides, as in
-- 20261125000200_client_duplicates_and_merge.sql), the first 200 in the function's order, and
-- the function's (200 at most).
create function tests.expected_duplicate_pairs(p_min real) returns text[]
language sql set search_path = ''
as $$
  select coalesce((array_agg(row(b.a, b.b, b.score, b.reason)::text order by b.score desc, b.a, b.b))[1:200], '{}')
    from (select distinct on (p.a, p.b) p.a, p.b, p.score, p.reason
            from (select a.id as a, b.id as b, 1::real as score, 'email' as reason
                    from public.clients a join public.clients b on lower(b.email) = lower(a.email) and b.id > a.id
                  union all
                  select a.id, b.id, extensions.similarity(a.match_key, b.match_key), 'name_company'
                    from public.clients a join public.clients b on b.owner_id = a.owner_id and b.id > a.id
                   where extensions.similarity(a.match_key, b.match_key) >= p_min) p
           order by p.a, p.b, p.score desc, p.reason = 'email' desc) b
$$;
create function tests.duplicate_pairs(p_min real) returns text[]
language sql set search_path = ''
as $$
  select coalesce(array_agg(row(p.client_a, p.client_b, p.score, p.reason)::text), '{}')
    from public.client_duplicate_pairs(p_min) p
$$;
grant execute on function tests.expected_duplicate_pairs(real), tests.duplicate_pairs(real) to authenticated;

-- Inserts: one statement, two owners, e-mails shared across owners and in another case.
select tests.authenticate_as('Boss');
insert into public.clients (id, owner_id, name, company, email) values
  ('aaaaaaaa-0000-4000-8000-0000000000a1', tests.get_user_id('Rep A'), 'Northwind Traders', null, 'Buyer@Northwind.example'),
  ('aaaaaaaa-0000-4000-8000-0000000000a2', tests.get_user_id('Rep A'), 'Northwind Trader', null, null),
  ('aaaaaaaa-0000-4000-8000-0000000000a3', tests.get_user_id('Rep A'), 'Contoso', 'Contoso Ltd', 'ops@contoso.example'),
  ('bbbbbbbb-0000-4000-8000-0000000000b1', tests.get_user_id('Rep B'), 'Northwind Traders', null, 'buyer@northwind.example'),
  ('bbbbbbbb-0000-4000-8000-0000000000b2', tests.get_user_id('Rep B'), 'Fabrikam', 'Fabrikam Inc', 'ops@contoso.example'),
  ('bbbbbbbb-0000-4000-8000-0000000000b3', tests.get_user_id('Rep B'), 'Fabrikam', 'Fabrikam', 'sales@fabrikam.example');
select tests.clear_authentication();
select is_empty('select * from tests.duplicate_match_drift()', 'after a multi-row insert, fingerprints and e-mail counts equal a fresh computation');
select is((select clients from private.client_email_counts where email = 'buyer@northwind.example'), 2::bigint,
  'an e-mail is counted lower-cased, across owners');

select tests.authenticate_as('Boss');
select is(tests.duplicate_pairs(0.6), tests.expected_duplicate_pairs(0.6), 'an admin''s pairs are every visible pair''s');
select ok(array_length(tests.duplicate_pairs(0.6), 1) = 4, 'two e-mail pairs across reps and two name pairs');
select is(tests.duplicate_pairs(0.3), tests.expected_duplicate_pairs(0.3), 'at 0.3 too');
select tests.authenticate_as('Rep A');
select is(tests.duplicate_pairs(0.6), tests.expected_duplicate_pairs(0.6), 'Rep A''s pairs are every pair of Rep A''s clients');
select ok(array_to_string(tests.duplicate_pairs(0.3), ' ') not like '%bbbbbbbb%', 'and name none of Rep B''s clients');
select tests.authenticate_as('Rep B');
select is(tests.duplicate_pairs(0.6), tests.expected_duplicate_pairs(0.6), 'Rep B''s likewise');

-- A rename of several clients in one statement.
select tests.authenticate_as('Rep A');
update public.clients set name = 'Northwind Traders', company = 'GmbH'
 where id in ('aaaaaaaa-0000-4000-8000-0000000000a2', 'aaaaaaaa-0000-4000-8000-0000000000a3');
select tests.clear_authentication();
select is_empty('select * from tests.duplicate_match_drift()', 'after a multi-row rename, they equal a fresh computation');
select tests.authenticate_as('Rep A');
select is(tests.duplicate_pairs(0.6), tests.expected_duplicate_pairs(0.6), 'Rep A''s pairs follow the rename at once');
select ok(array_length(tests.duplicate_pairs(0.6), 1) = 3, 'the three Northwind clients pair up');

-- An update of nothing they count writes nothing.
select tests.clear_authentication();
create temp table kept_before as
  select 'f' as t, f.ctid::text as at from private.client_fingerprints f
  union all select 'e', e.ctid::text from private.client_email_counts e;
select tests.authenticate_as('Boss');
update public.clients set notes = 'Called twice', stage = 'QUALIFIED', email = upper(email);
select tests.clear_authentication();
select set_eq(
  $$select 'f' as t, f.ctid::text as at from private.client_fingerprints f
    union all select 'e', e.ctid::text from private.client_email_counts e$$,
  'select * from kept_before',
  'notes, a stage and an e-mail''s case changed: no fingerprint or e-mail row is rewritten');

-- E-mail changes: a third client shares one, another loses its own.
select tests.authenticate_as('Rep B');
update public.clients set email = 'OPS@contoso.example' where id = 'bbbbbbbb-0000-4000-8000-0000000000b3';
select tests.authenticate_as('Rep A');
update public.clients set email = null where id = 'aaaaaaaa-0000-4000-8000-0000000000a1';
select tests.clear_authentication();
select is_empty('select * from tests.duplicate_match_drift()', 'after e-mail changes, they equal a fresh computation');
select is(array(select e.email || ' ' || e.clients from private.client_email_counts e order by e.email),
  array['buyer@northwind.example 1', 'ops@contoso.example 3'],
  'each e-mail counts its clients; one no client has any more has no row');
select tests.authenticate_as('Boss');
select is(tests.duplicate_pairs(0.6), tests.expected_duplicate_pairs(0.6), 'an admin''s pairs follow the e-mails');
select is((select count(*)::int from unnest(tests.duplicate_pairs(0.6)) p where p like '%,email)'), 3,
  'three clients with one e-mail make three e-mail pairs');

-- An owner hand-over: every client of Rep A's to Rep B.
select tests.authenticate_as('Boss');
update public.clients set owner_id = tests.get_user_id('Rep B') where owner_id = tests.get_user_id('Rep A');
select tests.clear_authentication();
select is_empty('select * from tests.duplicate_match_drift()', 'after an owner hand-over, they equal a fresh computation');
select ok(not exists (select 1 from private.client_fingerprints where owner_id = tests.get_user_id('Rep A')),
  'an owner without clients has no fingerprint');
select tests.authenticate_as('Rep A');
select is(tests.duplicate_pairs(0.6), '{}'::text[], 'Rep A, without clients, has no pairs (none kept from before)');
select tests.clear_authentication();
select ok(not exists (select 1 from private.duplicate_pair_sets where owner_id = tests.get_user_id('Rep A')),
  'and Rep A''s kept pairs are gone');
select tests.authenticate_as('Rep B');
select is(tests.duplicate_pairs(0.6), tests.expected_duplicate_pairs(0.6), 'Rep B''s pairs now take in the clients handed over');
select tests.authenticate_as('Boss');
select is(tests.duplicate_pairs(0.6), tests.expected_duplicate_pairs(0.6), 'and so do the admin''s');

-- A data fix in Studio: a client's id changed (its history moved away first).
select tests.clear_authentication();
delete from public.activities where client_id = 'bbbbbbbb-0000-4000-8000-0000000000b2';
update public.clients set id = 'bbbbbbbb-0000-4000-8000-0000000000c2' where id = 'bbbbbbbb-0000-4000-8000-0000000000b2';
select is_empty('select * from tests.duplicate_match_drift()', 'after an id change, they equal a fresh computation');

-- A delete, then a merge taking the dropped client's name and e-mail.
select tests.authenticate_as('Rep B');
delete from public.clients where id = 'bbbbbbbb-0000-4000-8000-0000000000b3';
select tests.clear_authentication();
select is_empty('select * from tests.duplicate_match_drift()', 'after a delete, they equal a fresh computation');
select tests.authenticate_as('Rep B');
select public.merge_clients('bbbbbbbb-0000-4000-8000-0000000000b1', 'aaaaaaaa-0000-4000-8000-0000000000a3',
                            '{"name": "drop", "email": "drop"}');
select tests.clear_authentication();
select is_empty('select * from tests.duplicate_match_drift()', 'after a merge, they equal a fresh computation');
select tests.authenticate_as('Rep B');
select is(tests.duplicate_pairs(0.6), tests.expected_duplicate_pairs(0.6), 'Rep B''s pairs after the merge');
select tests.authenticate_as('Boss');
select is(tests.duplicate_pairs(0.3), tests.expected_duplicate_pairs(0.3), 'the admin''s at 0.3');

-- A bulk load (an import's batch) and its undo, each one statement.
select tests.authenticate_as('Rep A');
insert into public.clients (name, company, email)
select 'Imported ' || (i % 40), 'Batch ' || (i % 7), case when i % 3 <> 0 then 'lead' || (i % 50) || '@Batch.example' end
  from generate_series(1, 200) i;
select tests.clear_authentication();
select is_empty('select * from tests.duplicate_match_drift()', 'after a bulk insert, they equal a fresh computation');
select tests.authenticate_as('Rep A');
select is(tests.duplicate_pairs(0.6), tests.expected_duplicate_pairs(0.6), 'Rep A''s pairs among the imported clients');
select tests.authenticate_as('Boss');
select is(tests.duplicate_pairs(0.8), tests.expected_duplicate_pairs(0.8), 'the admin''s, at 0.8');
select tests.authenticate_as('Rep A');
delete from public.clients where name like 'Imported %';
select tests.clear_authentication();
select is_empty('select * from tests.duplicate_match_drift()', 'after the bulk delete, they equal a fresh computation');

-- The refill (the migration's backfill, the bench's load) computes the same.
create temp table kept as
  select f.owner_id::text as k, f.clients, f.fingerprint from private.client_fingerprints f
  union all select e.email, e.clients, null from private.client_email_counts e;
select private.refill_client_matches();
select set_eq(
  $$select f.owner_id::text as k, f.clients, f.fingerprint from private.client_fingerprints f
    union all select e.email, e.clients, null from private.client_email_counts e$$,
  'select * from kept', 'a refill from the clients gives what the triggers kept');

-- Who reads them.
select ok(not has_table_privilege('authenticated', 'private.client_fingerprints', 'SELECT')
          and not has_table_privilege('authenticated', 'private.client_email_counts', 'SELECT')
          and not has_table_privilege('service_role', 'private.client_email_counts', 'SELECT'),
  'no signed-in user reads the fingerprints or the e-mail counts');
select tests.authenticate_as('Rep A');
select throws_ok('select * from private.client_email_counts', '42501', null, 'a rep cannot read which e-mails are shared');
select tests.clear_authentication();
select is(
  (select array_agg(t.tgname::text || ' ' || (t.tgtype & 1)::text order by t.tgname) from pg_trigger t
    where t.tgrelid = 'public.clients'::regclass and t.tgname like 'clients_match_%'),
  array['clients_match_deletes 0', 'clients_match_inserts 0', 'clients_match_truncates 0', 'clients_match_updates 0'],
  'kept by statement triggers (one call per statement, not per row)');

-- Deferred, as they run: a statement notes its e-mail changes, the commit applies them.
select ok((select t.tgdeferrable and t.tginitdeferred from pg_trigger t where t.tgname = 'client_email_changes_apply'),
  'the e-mail counts are applied by a trigger deferred to the commit');
set constraints all deferred;
select tests.authenticate_as('Rep B');
insert into public.clients (name, email) values ('Late', 'late@deferred.example'), ('Later', 'LATE@deferred.example');
select tests.clear_authentication();
select is((select count(*)::int from private.client_email_counts where email = 'late@deferred.example'), 0,
  'until the commit, a statement''s e-mails are only noted');
set constraints all immediate;
select is((select clients from private.client_email_counts where email = 'late@deferred.example'), 2::bigint,
  'then counted, lower-cased');
select is((select count(*)::int from private.client_email_changes), 0, 'and nothing noted is left over');

-- A truncate empties them.
truncate public.clients cascade;
select is((select count(*)::int from private.client_fingerprints) + (select count(*)::int from private.client_email_counts), 0,
  'a truncate of the clients empties them');
select tests.authenticate_as('Boss');
select is(tests.duplicate_pairs(0.6), '{}'::text[], 'and leaves no pairs');

select * from finish();
rollback;
