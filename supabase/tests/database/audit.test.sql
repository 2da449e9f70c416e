-- The audit trail: every insert, update and delete on the tracked tables is
-- logged with its author, whether it came through the API (a signed-in user's
-- JWT claims) or from Studio or psql (the postgres role, no user). Admins read
-- the log, reps and anon do not, and no role can rewrite it.
begin;
select plan(43);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

-- The tables the trail covers.
select is(
  array(select c.relnamespace::regnamespace || '.' || c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where t.tgname = 'audit_changes' order by 1),
  '{public.ai_configurations,public.clients,public.deal_reasons,public.documents,public.email_attachments,public.emails,public.exchange_rates,public.followups,public.pipeline_settings,public.profiles,public.training_examples}'::text[],
  'clients, follow-ups, profiles, AI configurations (and their examples), documents, e-mails (and their attachments), pipeline settings, exchange rates and deal reasons are tracked'
);
select is(
  array(select c.relname::text from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'audit_truncates' order by 1),
  array(select c.relname::text from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'audit_changes' order by 1),
  'every tracked table also logs a truncate'
);

-- Sign-ups as the test's own role: the profiles the trigger made are logged with that role.
select is(
  (select row(action, actor_id, actor_role, new_values ->> 'name')::text from audit.log
    where table_name = 'profiles' and record_id = tests.get_user_id('Rep A')::text),
  row('INSERT', null::uuid, 'postgres', 'Rep A')::text,
  'a profile made outside the API is logged as the postgres role, with no user'
);

-- A rep through the API: role authenticated plus the JWT claims.
select tests.authenticate_as('Rep A');
insert into public.clients (id, name, company) values ('aaaaaaaa-0000-4000-8000-000000000001', 'Acme', 'Acme Inc');
update public.clients set name = 'Acme Renamed' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
update public.clients set name = 'Acme Renamed' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
insert into public.followups (id, client_id, title, due_at) values
  ('f0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'Call back', now() + interval '1 day');
delete from public.followups where id = 'f0a00000-0000-4000-8000-000000000001';
select tests.clear_authentication();

select is(
  (select row(action, actor_id, actor_role, new_values ->> 'name', new_values ->> 'owner_id', old_values)::text from audit.log
    where table_name = 'clients' and record_id = 'aaaaaaaa-0000-4000-8000-000000000001' and action = 'INSERT'),
  row('INSERT', tests.get_user_id('Rep A'), 'authenticated', 'Acme', tests.get_user_id('Rep A')::text, null::jsonb)::text,
  'a rep''s insert is logged with the rep, the authenticated role and the whole new row'
);
select is(
  (select row(actor_id, actor_role, old_values, new_values)::text from audit.log
    where table_name = 'clients' and record_id = 'aaaaaaaa-0000-4000-8000-000000000001' and action = 'UPDATE'),
  row(tests.get_user_id('Rep A'), 'authenticated', '{"name": "Acme"}'::jsonb, '{"name": "Acme Renamed"}'::jsonb)::text,
  'an update logs only the columns that changed (not updated_at, not the generated search text), old and new'
);
select is(
  (select count(*)::int from audit.log where table_name = 'clients' and action = 'UPDATE'),
  1,
  'an update that changes nothing is not logged'
);
select is(
  (select row(actor_id, old_values ->> 'title', new_values)::text from audit.log
    where table_name = 'followups' and record_id = 'f0a00000-0000-4000-8000-000000000001' and action = 'DELETE'),
  row(tests.get_user_id('Rep A'), 'Call back', null::jsonb)::text,
  'a delete is logged with the rep and the whole old row'
);
select ok(
  (select count(*) from audit.log where table_name = 'followups' and action = 'INSERT'
     and record_id = 'f0a00000-0000-4000-8000-000000000001') = 1,
  'follow-ups are logged'
);

-- Studio: plain SQL as postgres, no role switch, no JWT claims.
update public.clients set stage = 'QUALIFIED', company = null where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is(
  (select row(actor_id, actor_role, old_values, new_values)::text from audit.log
    where table_name = 'clients' and record_id = 'aaaaaaaa-0000-4000-8000-000000000001' and actor_role = 'postgres'),
  row(null::uuid, 'postgres', '{"stage": "LEAD", "company": "Acme Inc"}'::jsonb, '{"stage": "QUALIFIED", "company": null}'::jsonb)::text,
  'a Studio-style edit is logged as the postgres role with no user, a value set to null included'
);

-- An admin through the API.
select tests.authenticate_as('Boss');
update public.profiles set name = 'Rep A Senior' where id = tests.get_user_id('Rep A');
select tests.clear_authentication();
select is(
  (select row(actor_id, old_values, new_values)::text from audit.log
    where table_name = 'profiles' and record_id = tests.get_user_id('Rep A')::text and action = 'UPDATE'),
  row(tests.get_user_id('Boss'), '{"name": "Rep A"}'::jsonb, '{"name": "Rep A Senior"}'::jsonb)::text,
  'an admin''s edit of a profile is logged with the admin'
);

-- Secrets: columns named like one are redacted by themselves, others when named to audit.track.
create table public.audit_probe (id int primary key, api_key text, signing_material text, note text);
select throws_ok($$select audit.track('public.audit_probe', array['no_such_column'])$$,
  'P0001', 'audit.track: public.audit_probe has no column no_such_column', 'audit.track refuses a secret column the table does not have');
select lives_ok($$select audit.track('public.audit_probe', array['signing_material'])$$, 'a table starts its trail with one call');
insert into public.audit_probe values (1, 'sk-live-123', 'k-456', 'first');
update public.audit_probe set api_key = 'sk-live-789', note = 'second' where id = 1;
update public.audit_probe set signing_material = 'k-999' where id = 1;
delete from public.audit_probe where id = 1;
select is(
  (select new_values from audit.log where table_name = 'audit_probe' and action = 'INSERT'),
  '{"id": 1, "api_key": "[redacted]", "signing_material": "[redacted]", "note": "first"}'::jsonb,
  'an insert stores secrets as [redacted]'
);
select is(
  array(select row(old_values, new_values)::text from audit.log where table_name = 'audit_probe' and action = 'UPDATE' order by id),
  array[
    row('{"api_key": "[redacted]", "note": "first"}'::jsonb, '{"api_key": "[redacted]", "note": "second"}'::jsonb)::text,
    row('{"signing_material": "[redacted]"}'::jsonb, '{"signing_material": "[redacted]"}'::jsonb)::text
  ],
  'an update says a secret changed without storing it'
);
select is(
  (select old_values from audit.log where table_name = 'audit_probe' and action = 'DELETE'),
  '{"id": 1, "api_key": "[redacted]", "signing_material": "[redacted]", "note": "second"}'::jsonb,
  'a delete stores secrets as [redacted]'
);
-- Studio's "Truncate table": every row is logged as deleted, secrets redacted.
insert into public.audit_probe values (2, 'sk-live-2', 'k-2', 'two'), (3, 'sk-live-3', 'k-3', 'three');
truncate public.audit_probe;
select is(
  array(select row(record_id, actor_id, actor_role, old_values)::text from audit.log
         where table_name = 'audit_probe' and action = 'DELETE' and record_id in ('2', '3') order by record_id),
  array[
    row('2', null::uuid, 'postgres', '{"id": 2, "api_key": "[redacted]", "signing_material": "[redacted]", "note": "two"}'::jsonb)::text,
    row('3', null::uuid, 'postgres', '{"id": 3, "api_key": "[redacted]", "signing_material": "[redacted]", "note": "three"}'::jsonb)::text
  ],
  'a truncate logs each row it empties as deleted, by the postgres role'
);
select is_empty(
  $$select 1 from audit.log where (coalesce(old_values, '{}') || coalesce(new_values, '{}'))::text ~ 'sk-live|k-456|k-999|k-2|k-3'$$,
  'no secret value is anywhere in the log'
);

-- Who reads the log.
select tests.authenticate_as_anon();
select throws_ok('select count(*) from audit.log', '42501', null, 'anon cannot read the log');
select tests.authenticate_as('Rep A');
select is_empty('select 1 from audit.log', 'a rep reads no entry, not even their own');
select tests.authenticate_as('Boss');
select ok((select count(*) from audit.log where actor_id = tests.get_user_id('Rep A')) >= 4, 'an admin reads the reps'' entries');
select ok((select count(*) from audit.log where actor_role = 'postgres') >= 1, 'an admin reads the Studio entries');
select tests.clear_authentication();
select ok((select count(*) from audit.log) > 10, 'the log has the entries above');
select set_config('audit_test.entries', (select count(*) from audit.log)::text, true);
-- service_role (the server's key, which bypasses RLS) has no access to the tests schema: plain SQL.
set local role service_role;
select is((select count(*) from audit.log), current_setting('audit_test.entries')::bigint, 'service_role reads every entry');
reset role;

-- Nobody rewrites it: the API roles have no grant, and the owner is stopped by a trigger.
select tests.authenticate_as_anon();
select throws_ok($$insert into audit.log (table_name, record_id, action, actor_role) values ('clients', 'x', 'INSERT', 'anon')$$,
  '42501', null, 'anon cannot add entries');
select throws_ok('update audit.log set actor_role = $$anon$$', '42501', null, 'anon cannot change entries');
select throws_ok('delete from audit.log', '42501', null, 'anon cannot delete entries');
select tests.authenticate_as('Rep A');
select throws_ok($$insert into audit.log (table_name, record_id, action, actor_role) values ('clients', 'x', 'INSERT', 'authenticated')$$,
  '42501', null, 'a rep cannot add entries');
select throws_ok('update audit.log set actor_id = null', '42501', null, 'a rep cannot change entries');
select throws_ok('delete from audit.log', '42501', null, 'a rep cannot delete entries');
select tests.authenticate_as('Boss');
select throws_ok($$insert into audit.log (table_name, record_id, action, actor_role) values ('clients', 'x', 'INSERT', 'authenticated')$$,
  '42501', null, 'an admin cannot add entries');
select throws_ok('update audit.log set actor_id = null', '42501', null, 'an admin cannot change entries');
select throws_ok('delete from audit.log', '42501', null, 'an admin cannot delete entries');
select throws_ok('truncate audit.log', '42501', null, 'an admin cannot empty the log');
set local role service_role;
select throws_ok($$insert into audit.log (table_name, record_id, action, actor_role) values ('clients', 'x', 'INSERT', 'service_role')$$,
  '42501', null, 'service_role cannot add entries');
select throws_ok('update audit.log set actor_id = null', '42501', null, 'service_role cannot change entries');
select throws_ok('delete from audit.log', '42501', null, 'service_role cannot delete entries');
select throws_ok('truncate audit.log', '42501', null, 'service_role cannot empty the log');
select throws_ok('select audit.track($$public.clients$$)', '42501', null, 'service_role cannot change what is tracked');
reset role;
select throws_ok('update audit.log set actor_id = null', '42501', 'The audit log is append-only', 'postgres (Studio) cannot change entries');
select throws_ok('delete from audit.log', '42501', 'The audit log is append-only', 'postgres (Studio) cannot delete entries');
select throws_ok('truncate audit.log', '42501', 'The audit log is append-only', 'postgres (Studio) cannot empty the log');

-- The PostgREST API does not expose the schema.
select ok(not has_schema_privilege('anon', 'audit', 'usage'), 'anon cannot even reach the audit schema');
select ok(not has_function_privilege('authenticated', 'audit.track(regclass, text[])', 'execute'), 'signed-in users cannot change what is tracked');

select * from finish();
rollback;
