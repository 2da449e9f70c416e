-- 20261128000100_admin_counters.sql: the per-owner client counters equal a fresh
-- count after every kind of write (inserts in one statement, stage, value,
-- currency, owner and creation-date updates, deletes, a merge, a bulk load and
-- its undo, a truncate); a rep reads only their own counters, an admin
-- everyone's; months in the caller's time zone are counted exactly from UTC
-- month counters; the board's counted columns equal the rows' figures.
begin;
select plan(33);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');
insert into public.exchange_rates (currency, rate, valid_on) values ('GBP', 1.25, current_date - 1);

-- Inserts: one statement, two owners, by the admin.
select tests.authenticate_as('Boss');
insert into public.clients (id, owner_id, name, stage, deal_value, currency, created_at) values
  ('aaaaaaaa-0000-4000-8000-0000000000a1', tests.get_user_id('Rep A'), 'A1', 'LEAD', 100.00, 'USD', '2026-01-15 10:00+00'),
  ('aaaaaaaa-0000-4000-8000-0000000000a2', tests.get_user_id('Rep A'), 'A2', 'QUALIFIED', 250.50, 'EUR', '2026-02-10 10:00+00'),
  ('aaaaaaaa-0000-4000-8000-0000000000a3', tests.get_user_id('Rep A'), 'A3', 'CLOSED_WON', 1000.00, 'USD', '2026-03-01 02:00+00'),
  ('aaaaaaaa-0000-4000-8000-0000000000a4', tests.get_user_id('Rep A'), 'A4', 'CLOSED_LOST', null, 'USD', '2026-02-28 20:00+00'),
  ('bbbbbbbb-0000-4000-8000-0000000000b1', tests.get_user_id('Rep B'), 'B1', 'CLOSED_WON', 500.00, 'GBP', '2026-03-05 10:00+00'),
  ('bbbbbbbb-0000-4000-8000-0000000000b2', tests.get_user_id('Rep B'), 'B2', 'LEAD', null, 'USD', '2026-03-06 10:00+00');
select tests.clear_authentication();
select is_empty('select * from tests.client_count_drift()', 'after a multi-row insert, the counters equal a fresh count');
select is((select row(clients, deals, amount)::text from public.client_stage_counts
            where owner_id = tests.get_user_id('Rep A') and stage = 'CLOSED_LOST' and currency = 'USD'),
  row(1, 0, 0)::text, 'a client without a deal value counts as a client, not as a deal');

-- Who reads them.
select tests.authenticate_as('Rep A');
select is(array(select distinct owner_id from public.client_stage_counts), array[tests.get_user_id('Rep A')],
  'a rep reads only their own stage counters');
select is(array(select distinct owner_id from public.client_creation_counts), array[tests.get_user_id('Rep A')],
  'a rep reads only their own creation counters');
select is(array(select distinct owner_id from public.client_stage_values), array[tests.get_user_id('Rep A')],
  'a rep reads only their own converted counters');
select is(array(select clients from public.clients_created_before(tests.get_user_id('Rep B'), array['2027-01-01 00:00+00'::timestamptz])),
  array[0::bigint], 'a rep asking for another rep''s creations gets none');
select is(array(select clients from public.clients_created_before(null, array['2027-01-01 00:00+00'::timestamptz])),
  array[4::bigint], 'a rep asking for everyone''s creations gets their own');
select throws_ok($$insert into public.client_stage_counts values (tests.get_user_id('Rep A'), 'LEAD', 'USD', 9, 9, 9)$$,
  '42501', null, 'a rep cannot write a counter');
select throws_ok($$update public.client_creation_counts set clients = 99$$,
  '42501', null, 'a rep cannot change a counter');
select tests.authenticate_as('Boss');
select is((select count(distinct owner_id)::int from public.client_stage_counts), 2, 'an admin reads every rep''s counters');
select tests.authenticate_as_anon();
select throws_ok($$select * from public.client_stage_counts$$, '42501', null, 'a visitor reads no counters');

-- Months in the caller's time zone, counted from UTC months: A3 (03-01 02:00 UTC) is
-- February in New York; A4 (02-28 20:00 UTC) is March in Kolkata.
select tests.authenticate_as('Boss');
select is(array(select clients from public.clients_created_before(null, array[
    '2026-03-01 00:00 America/New_York'::timestamptz, '2026-03-01 00:00 Asia/Kolkata'::timestamptz,
    '2026-03-01 00:00+00'::timestamptz, '2026-01-15 10:00+00'::timestamptz])),
  array[4, 2, 3, 0]::bigint[], 'clients created before an instant: the UTC months plus or minus the hours between');
select tests.authenticate_as('Rep A');
select is((select growth from public.dashboard_kpis('2026-03-20 12:00+00', 'UTC')), -50.0,
  'a rep''s growth in UTC: one client in March against two in February');
select is((select growth from public.dashboard_kpis('2026-03-20 12:00+00', 'America/New_York')), -100.0,
  'in New York: none in March against three in February');
select is((select row(total_clients, closing_ratio)::text from public.dashboard_kpis('2026-03-20 12:00+00', 'UTC')),
  row(4, 50.0)::text, 'a rep''s KPIs count their own clients and closed deals');
select is((select o -> 'clientGrowth' -> 11 from public.admin_overview('2026-03-20 12:00+00', 'Asia/Kolkata') o),
  '{"month": "2026-03", "newClients": 2, "totalClients": 4}'::jsonb, 'a rep''s overview growth in Kolkata');
select tests.authenticate_as('Boss');
select is((select row(o -> 'allClients', o -> 'globalClosingRatio', o -> 'revenue', o -> 'clientGrowth' -> 10)::text
             from public.admin_overview('2026-03-20 12:00+00', 'UTC') o),
  row('6'::jsonb, '66.7'::jsonb, '1625.00'::jsonb, '{"month": "2026-02", "newClients": 2, "totalClients": 3}'::jsonb)::text,
  'the admin''s overview: every rep''s clients, win rate, converted revenue and growth');
select is(public.deal_value_totals() -> 'pipeline',
  '{"total": 100.00, "currency": "USD", "ratesAsOf": null, "unconverted": [{"deals": 1, "amount": 250.50, "currency": "EUR"}]}'::jsonb,
  'the open pipeline adds convertible deals and lists the others apart');
select is(public.pipeline_board(null, null, null, 5), public.pipeline_board('%', null, null, 5),
  'the admin''s board from the counters equals the board from the rows');
select is(public.pipeline_board(null, null, tests.get_user_id('Rep B'), 5), public.pipeline_board('%', null, tests.get_user_id('Rep B'), 5),
  'one owner''s board from the counters equals the board from the rows');
select tests.authenticate_as('Rep A');
select is(public.pipeline_board(null, null, null, 5), public.pipeline_board('%', null, null, 5),
  'a rep''s board from the counters equals the board from the rows');

-- Updates: a stage move, a value, a currency, a value cleared, by the rep; notes alone change nothing.
update public.clients set stage = 'PROPOSAL' where id = 'aaaaaaaa-0000-4000-8000-0000000000a1';
update public.clients set deal_value = 300.00 where id = 'aaaaaaaa-0000-4000-8000-0000000000a2';
update public.clients set currency = 'GBP' where id = 'aaaaaaaa-0000-4000-8000-0000000000a2';
update public.clients set deal_value = null where id = 'aaaaaaaa-0000-4000-8000-0000000000a3';
select tests.clear_authentication();
select is_empty('select * from tests.client_count_drift()', 'after stage, value and currency updates, the counters equal a fresh count');
select is((select row(clients, deals, amount)::text from public.client_stage_counts
            where owner_id = tests.get_user_id('Rep A') and stage = 'PROPOSAL' and currency = 'USD'),
  row(1, 1, 100.00)::text, 'a moved deal is counted in its new stage, with its value');
create temp table counters_before on commit drop as select * from public.client_stage_counts;
select tests.authenticate_as('Rep A');
update public.clients set notes = 'Called', stage = stage where owner_id = tests.get_user_id('Rep A');
select tests.clear_authentication();
select set_eq('select * from public.client_stage_counts', 'select * from counters_before',
  'an update of other columns (the stage set to itself) changes no counter');

-- An admin moves a client to another rep; a data fix in Studio moves a creation date.
select tests.authenticate_as('Boss');
update public.clients set owner_id = tests.get_user_id('Rep B') where id = 'aaaaaaaa-0000-4000-8000-0000000000a2';
select tests.clear_authentication();
update public.clients set created_at = '2025-12-31 23:00+00' where id = 'aaaaaaaa-0000-4000-8000-0000000000a1';
select is_empty('select * from tests.client_count_drift()', 'after an owner change and a creation date fix, the counters equal a fresh count');

-- A delete, then a merge (the kept client takes the dropped one's deal value).
select tests.authenticate_as('Rep B');
delete from public.clients where id = 'bbbbbbbb-0000-4000-8000-0000000000b2';
insert into public.clients (id, name, stage, deal_value, currency) values
  ('bbbbbbbb-0000-4000-8000-0000000000b3', 'B3 duplicate', 'NEGOTIATION', 42.00, 'EUR');
select public.merge_clients('bbbbbbbb-0000-4000-8000-0000000000b1', 'bbbbbbbb-0000-4000-8000-0000000000b3', '{"dealValue": "drop"}');
select tests.clear_authentication();
select is_empty('select * from tests.client_count_drift()', 'after a delete and a merge, the counters equal a fresh count');
select is((select array_agg(row(currency, clients, deals, amount)::text order by currency) from public.client_stage_counts
            where owner_id = tests.get_user_id('Rep B') and stage = 'CLOSED_WON'),
  array[row('EUR', 1, 1, 42.00)::text, row('GBP', 0, 0, 0.00)::text],
  'the merge counts the kept deal once, with the value and currency it took');

-- A bulk load (an import's batch) and its undo, each one statement.
select tests.authenticate_as('Rep A');
insert into public.clients (name, stage, deal_value, created_at)
select 'Imported ' || i, (array['LEAD', 'QUALIFIED', 'CLOSED_WON'])[1 + i % 3], case when i % 4 <> 0 then i end,
       '2026-01-01 00:00+00'::timestamptz + i * interval '1 day'
  from generate_series(1, 120) i;
select tests.clear_authentication();
select is_empty('select * from tests.client_count_drift()', 'after a bulk insert, the counters equal a fresh count');
select tests.authenticate_as('Rep A');
delete from public.clients where name like 'Imported %';
select tests.clear_authentication();
select is_empty('select * from tests.client_count_drift()', 'after the bulk delete, the counters equal a fresh count');

-- Counting again from scratch gives the same counters.
select private.recount_clients();
select is_empty('select * from tests.client_count_drift()', 'a recount agrees with the counters kept so far');

-- The counters' own checks: a rep's direct call of the maintenance functions is refused.
select ok(not has_function_privilege('authenticated', 'private.recount_clients()', 'EXECUTE'),
  'a signed-in user cannot recount');
select ok(not has_function_privilege('authenticated', 'private.add_client_counts(private.client_count_change[])', 'EXECUTE'),
  'a signed-in user cannot add to the counters');

-- A truncate empties them.
truncate public.clients cascade;
select is((select count(*)::int from public.client_stage_counts) + (select count(*)::int from public.client_creation_counts), 0,
  'a truncate of the clients empties the counters');

select * from finish();
rollback;
