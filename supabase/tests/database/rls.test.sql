-- Row-level security across the whole public schema: every table has RLS on
-- and at least one policy, every policy is for signed-in users only, and the
-- anon role holds no privilege on any table. The checks read the catalogue,
-- so a table added later that forgets any of this makes them fail.
begin;
select plan(14);

select tables_are(
  'public',
  array[
    'profiles', 'clients', 'chat_threads', 'messages', 'files', 'message_attachments', 'thread_reads',
    'client_analyses', 'followups', 'ai_configurations', 'training_examples', 'documents', 'activities',
    'pipeline_settings', 'exchange_rates', 'deal_reasons',
    'client_imports', 'client_import_batches', 'client_import_changes', 'emails', 'email_attachments',
    'client_stage_counts', 'client_creation_counts'
  ],
  'public holds exactly the reviewed tables (add a new one here only once its policies are tested)'
);

select is(
  array(
    select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
     order by 1
  ),
  '{}'::text[],
  'every table in public has row-level security enabled'
);

select is(
  array(
    select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_policy p where p.polrelid = c.oid)
     order by 1
  ),
  '{}'::text[],
  'every table in public has at least one policy'
);

select is(
  array(
    select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polcmd in ('r', '*'))
     order by 1
  ),
  '{}'::text[],
  'every table in public has a policy that lets somebody read it'
);

select is(
  array(
    select tablename || ': ' || policyname from pg_policies
     where schemaname = 'public' and roles <> '{authenticated}'::name[]
     order by 1
  ),
  '{}'::text[],
  'every policy in public applies to the authenticated role only'
);

select is(
  array(
    select tablename || ': ' || policyname from pg_policies
     where schemaname = 'public' and ('anon' = any (roles) or 'public' = any (roles))
     order by 1
  ),
  '{}'::text[],
  'no policy in public is granted to anon or to public'
);

select is(
  array(
    select tablename || ': ' || policyname from pg_policies
     where schemaname = 'public' and permissive <> 'PERMISSIVE'
     order by 1
  ),
  '{}'::text[],
  'all policies are permissive (no restrictive policy silently narrows another)'
);

select is(
  array(
    select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
       and has_table_privilege('anon', c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
     order by 1
  ),
  '{}'::text[],
  'anon holds no privilege on any table or view in public (extension objects such as pgTAP''s aside)'
);

select is(
  array(
    select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and has_any_column_privilege('anon', c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')
     order by 1
  ),
  '{}'::text[],
  'anon holds no column privilege on any table in public either'
);

select is(
  array(
    select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and has_table_privilege('authenticated', c.oid, 'TRUNCATE')
     order by 1
  ),
  '{}'::text[],
  'signed-in users cannot TRUNCATE any table (truncate ignores row-level security)'
);

select is(
  array(
    select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('v', 'm')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
       and not coalesce('security_invoker=true' = any (c.reloptions), false)
     order by 1
  ),
  '{}'::text[],
  'no view in public bypasses row-level security (views must be security_invoker)'
);

select is(
  array(
    select p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prosecdef and p.prorettype <> 'trigger'::regtype
       and has_function_privilege('anon', p.oid, 'EXECUTE')
     order by 1
  ),
  '{}'::text[],
  'anon cannot execute any security-definer function in public'
);

select is(
  array(
    select p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname in ('dashboard_kpis', 'clients_with_threads', 'admin_overview')
       and has_function_privilege('anon', p.oid, 'EXECUTE')
     order by 1
  ),
  '{}'::text[],
  'anon cannot execute the reporting functions'
);

select tests.authenticate_as_anon();
select is(
  array(
    select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and has_table_privilege(c.oid, 'SELECT')
     order by 1
  ),
  '{}'::text[],
  'acting as anon, not one public table is readable'
);
select tests.clear_authentication();

select * from finish();
rollback;
