-- 20261129000100_client_counts_per_statement.sql: an update statement is counted
-- once, after its rows (one call adding up every counter it moves), and the
-- client counters still equal a fresh count after a multi-row owner hand-over, a
-- rep's multi-row stage change, an update of no counted column, statements whose
-- changes cancel out or that change a row and try to change it back, a primary
-- key change and creation dates moved across months.
begin;
select plan(16);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Rep C'), tests.create_user('Boss', 'ADMIN');

select tests.authenticate_as('Boss');
insert into public.clients (id, owner_id, name, stage, deal_value, currency, created_at) values
  ('aaaaaaaa-0000-4000-8000-0000000000a1', tests.get_user_id('Rep A'), 'A1', 'LEAD', 100.00, 'USD', '2026-01-15 10:00+00'),
  ('aaaaaaaa-0000-4000-8000-0000000000a2', tests.get_user_id('Rep A'), 'A2', 'QUALIFIED', 250.50, 'EUR', '2026-02-10 10:00+00'),
  ('aaaaaaaa-0000-4000-8000-0000000000a3', tests.get_user_id('Rep A'), 'A3', 'LEAD', null, 'USD', '2026-02-28 23:30+00'),
  ('aaaaaaaa-0000-4000-8000-0000000000a4', tests.get_user_id('Rep A'), 'A4', 'NEGOTIATION', 75.25, 'GBP', '2026-03-01 00:30+00'),
  ('bbbbbbbb-0000-4000-8000-0000000000b1', tests.get_user_id('Rep B'), 'B1', 'LEAD', 500.00, 'USD', '2026-03-05 10:00+00'),
  ('bbbbbbbb-0000-4000-8000-0000000000b2', tests.get_user_id('Rep B'), 'B2', 'QUALIFIED', 40.00, 'USD', '2026-03-06 10:00+00'),
  ('bbbbbbbb-0000-4000-8000-0000000000b3', tests.get_user_id('Rep B'), 'B3', 'PROPOSAL', null, 'EUR', '2026-01-06 10:00+00');
select tests.clear_authentication();
select is_empty('select * from tests.client_count_drift()', 'the counters start in step with the clients');

-- The counters' upserts an update makes, whatever its number of rows.
set local track_functions = 'all';
create temp table counted_calls (calls bigint) on commit drop;
insert into counted_calls
select coalesce(pg_stat_get_xact_function_calls('private.add_client_counts(private.client_count_change[])'::regprocedure), 0);
create function pg_temp.counts_added() returns bigint
language sql
as $$
  with now_calls as (
    select coalesce(pg_stat_get_xact_function_calls('private.add_client_counts(private.client_count_change[])'::regprocedure), 0) as calls
  ), before as (
    delete from counted_calls returning calls
  ), _ as (
    insert into counted_calls select calls from now_calls
  )
  select n.calls - b.calls from now_calls n, before b
$$;

-- An admin hands all of Rep A's clients (four stages, three currencies, three months) to Rep C.
select tests.authenticate_as('Boss');
update public.clients set owner_id = tests.get_user_id('Rep C') where owner_id = tests.get_user_id('Rep A');
select tests.clear_authentication();
select is(pg_temp.counts_added(), 1::bigint, 'a four-client hand-over is counted in one call');
select is_empty('select * from tests.client_count_drift()', 'after a multi-row owner hand-over, the counters equal a fresh count');
select is((select coalesce(sum(clients), 0)::int from public.client_stage_counts where owner_id = tests.get_user_id('Rep A'))
          + (select coalesce(sum(clients), 0)::int from public.client_creation_counts where owner_id = tests.get_user_id('Rep A')),
  0, 'the rep who handed them over has no clients counted');

-- A rep moves three of their deals (two stages, two currencies) to NEGOTIATION in one statement.
select tests.authenticate_as('Rep B');
update public.clients set stage = 'NEGOTIATION' where stage in ('LEAD', 'QUALIFIED', 'PROPOSAL');
select tests.clear_authentication();
select is(pg_temp.counts_added(), 1::bigint, 'a three-client stage change is counted in one call');
select is_empty('select * from tests.client_count_drift()', 'after a rep''s multi-row stage change, the counters equal a fresh count');
select is((select row(clients, deals, amount)::text from public.client_stage_counts
            where owner_id = tests.get_user_id('Rep B') and stage = 'NEGOTIATION' and currency = 'USD'),
  row(2, 2, 540.00)::text, 'the moved deals are counted in their new stage with their values');

-- Other columns only, on every client (the stage set to itself): no counter is touched.
create temp table counters_before on commit drop as
select 'stage' as kind, s::text as counter from public.client_stage_counts s
union all select 'month', k::text from public.client_creation_counts k;
update public.clients set notes = 'Bulk note', stage = stage, currency = currency;
select is(pg_temp.counts_added(), 0::bigint, 'an update of no counted column adds nothing');
select set_eq('select s::text from public.client_stage_counts s union all select k::text from public.client_creation_counts k',
  'select counter from counters_before', 'an update of no counted column leaves every counter as it was');

-- Changes that cancel out in one statement: two clients of one owner swap stage,
-- currency and value; one query moves a client on and (in vain: a row changes
-- once per query) back.
update public.clients c
   set stage = o.stage, currency = o.currency, deal_value = o.deal_value
  from public.clients o
 where (c.id, o.id) in (('aaaaaaaa-0000-4000-8000-0000000000a1', 'aaaaaaaa-0000-4000-8000-0000000000a4'),
                        ('aaaaaaaa-0000-4000-8000-0000000000a4', 'aaaaaaaa-0000-4000-8000-0000000000a1'));
select set_eq('select s::text from public.client_stage_counts s union all select k::text from public.client_creation_counts k',
  'select counter from counters_before', 'two clients of one owner swapping stage, currency and value leave every counter as it was');
with moved as (
  update public.clients set stage = 'CLOSED_LOST' where id = 'bbbbbbbb-0000-4000-8000-0000000000b1' returning id
)
update public.clients set stage = 'NEGOTIATION' where id in (select id from moved);
select is((select stage from public.clients where id = 'bbbbbbbb-0000-4000-8000-0000000000b1'), 'CLOSED_LOST',
  'the move back in the same query does not happen');
select is_empty('select * from tests.client_count_drift()', 'after a move and its attempted undo in one query, the counters equal a fresh count');

-- A data fix in Studio gives a client another id (its feed, which refers to it, removed first).
delete from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-0000000000a2';
update public.clients set id = 'cccccccc-0000-4000-8000-0000000000c1', stage = 'QUALIFIED'
 where id = 'aaaaaaaa-0000-4000-8000-0000000000a2';
select is_empty('select * from tests.client_count_drift()', 'after a client''s id and stage change, the counters equal a fresh count');

-- Creation dates moved across months (one a month on, one back over the year's end).
update public.clients
   set created_at = case when created_at < '2026-03-01' then created_at + interval '1 month' else '2025-12-31 23:59+00' end
 where id in ('aaaaaaaa-0000-4000-8000-0000000000a3', 'aaaaaaaa-0000-4000-8000-0000000000a4');
select is_empty('select * from tests.client_count_drift()', 'after creation dates move across months, the counters equal a fresh count');
select is((select array_agg(row(to_char(month at time zone 'UTC', 'YYYY-MM'), clients)::text order by month)
             from public.client_creation_counts where owner_id = tests.get_user_id('Rep C') and clients <> 0),
  array[row('2025-12', 1)::text, row('2026-01', 1)::text, row('2026-02', 1)::text, row('2026-03', 1)::text],
  'each moved client is counted in its new month');

-- Counting again from scratch gives the same counters.
select private.recount_clients();
select is_empty('select * from tests.client_count_drift()', 'a recount agrees with the counters kept so far');

select * from finish();
rollback;
