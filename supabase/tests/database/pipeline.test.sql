-- The pipeline's tables (settings, exchange rates, deal reasons) per role, the
-- stage-change path (reasons of the right kind, stored with the activity), and
-- the board, totals and forecast functions on a small known fixture.
begin;
select plan(56);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

-- The workspace converts to EUR; USD has two rates (the later one counts) and
-- one dated in the future (ignored); JPY has none.
update public.pipeline_settings set currency = 'EUR';
insert into public.exchange_rates (currency, rate, valid_on) values
  ('USD', 0.80, current_date - 10), ('USD', 0.90, current_date - 1), ('USD', 5, current_date + 5);

insert into public.clients (id, owner_id, name, company, stage, priority, deal_value, currency, expected_close_date, created_at) values
  ('aaaaaaaa-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), 'Alpha Euro', 'Alpha', 'PROPOSAL', 'HIGH', 1000, 'EUR', '2030-05-10', now() - interval '30 days'),
  ('aaaaaaaa-0000-4000-8000-000000000002', tests.get_user_id('Rep A'), 'Alpha Dollar', null, 'PROPOSAL', 'LOW', 1000, 'USD', null, now() - interval '20 days'),
  ('aaaaaaaa-0000-4000-8000-000000000003', tests.get_user_id('Rep A'), 'Alpha Yen', null, 'PROPOSAL', 'MEDIUM', 50000, 'JPY', null, now() - interval '10 days'),
  ('aaaaaaaa-0000-4000-8000-000000000004', tests.get_user_id('Rep A'), 'Alpha Lead', null, 'LEAD', 'MEDIUM', 200, 'EUR', null, now() - interval '10 days'),
  ('bbbbbbbb-0000-4000-8000-000000000001', tests.get_user_id('Rep B'), 'Beta Euro', null, 'NEGOTIATION', 'HIGH', 4000, 'EUR', '2030-06-01', now() - interval '40 days');
-- The AI reads Alpha Lead further along than the rep, and dates Alpha Dollar's close.
insert into public.client_analyses (client_id, stage, timeline_date) values
  ('aaaaaaaa-0000-4000-8000-000000000004', 'QUALIFIED', null),
  ('aaaaaaaa-0000-4000-8000-000000000002', 'PROPOSAL', '2030-05-20');
insert into public.followups (client_id, title, status, due_at) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'Overdue call', 'pending', now() - interval '1 day');

-- Privileges -----------------------------------------------------------------------
select ok(not has_table_privilege('anon', 'public.pipeline_settings', 'SELECT'), 'anon cannot read pipeline_settings');
select ok(not has_table_privilege('anon', 'public.exchange_rates', 'SELECT'), 'anon cannot read exchange_rates');
select ok(not has_table_privilege('anon', 'public.deal_reasons', 'SELECT'), 'anon cannot read deal_reasons');
select ok(not has_function_privilege('anon', 'public.pipeline_board(text, text, uuid, int)', 'EXECUTE'), 'anon cannot call pipeline_board');
select ok(not has_table_privilege('authenticated', 'public.deal_reasons', 'DELETE'), 'nobody deletes deal reasons (they are retired)');
select ok(not has_table_privilege('authenticated', 'public.pipeline_settings', 'INSERT, DELETE'), 'the settings row is neither added nor removed');

-- anon
select tests.authenticate_as_anon();
select throws_ok('select * from public.exchange_rates', '42501', null, 'anon is refused exchange_rates');
select throws_ok('select * from public.deal_values', '42501', null, 'anon is refused deal_values');

-- A rep reads everything and writes nothing --------------------------------------
select tests.authenticate_as('Rep A');
select is((select currency from public.pipeline_settings), 'EUR', 'a rep reads the workspace currency');
select is((select count(*)::int from public.exchange_rates), 3, 'a rep reads the exchange rates');
select ok((select count(*) from public.deal_reasons where kind = 'LOST') >= 3, 'a rep reads the seeded loss reasons');
update public.pipeline_settings set currency = 'USD';
select is((select currency from public.pipeline_settings), 'EUR', 'a rep''s update of the settings changes nothing');
select throws_ok($$insert into public.exchange_rates (currency, rate, valid_on) values ('GBP', 1.1, current_date)$$,
  '42501', null, 'a rep cannot add a rate');
update public.exchange_rates set rate = 99;
select is((select max(rate) from public.exchange_rates), 5::numeric, 'a rep''s update of rates changes nothing');
delete from public.exchange_rates;
select is((select count(*)::int from public.exchange_rates), 3, 'a rep''s delete of rates removes nothing');
select throws_ok($$insert into public.deal_reasons (kind, label) values ('WON', 'Rep reason')$$, '42501', null, 'a rep cannot add a reason');
update public.deal_reasons set active = false;
select is((select count(*)::int from public.deal_reasons where not active), 0, 'a rep cannot retire reasons');

-- Conversion: the board, as Rep A (own deals only) -----------------------------------
select is(public.pipeline_board(null, null, null, 50) ->> 'currency', 'EUR', 'the board names the workspace currency');
select is(public.pipeline_board(null, null, null, 50) ->> 'ratesAsOf', (current_date - 1)::text, 'the board says which rates it used');
select is((select c -> 'value' from jsonb_array_elements(public.pipeline_board(null, null, null, 50) -> 'columns') c where c ->> 'stage' = 'PROPOSAL'),
  jsonb_build_object('currency', 'EUR', 'total', 1900.00, 'ratesAsOf', (current_date - 1)::text,
                     'unconverted', jsonb_build_array(jsonb_build_object('currency', 'JPY', 'amount', 50000.00, 'deals', 1))),
  'EUR 1000 + USD 1000 at 0.90 = 1900; the JPY deal without a rate is listed apart');
select is((select (c ->> 'count')::int from jsonb_array_elements(public.pipeline_board(null, null, null, 50) -> 'columns') c where c ->> 'stage' = 'PROPOSAL'),
  3, 'the column counts all three deals');
select is((select (c ->> 'count')::int from jsonb_array_elements(public.pipeline_board(null, null, null, 50) -> 'columns') c where c ->> 'stage' = 'NEGOTIATION'),
  0, 'a rep''s board leaves out another rep''s deal');
select is((select (c ->> 'probability')::int from jsonb_array_elements(public.pipeline_board(null, null, null, 50) -> 'columns') c where c ->> 'stage' = 'PROPOSAL'),
  50, 'each column carries its stage probability');
select is(jsonb_array_length(public.pipeline_board(null, null, null, 50) -> 'columns'), 6, 'one column per stage');
select is((public.pipeline_cards(array['LEAD'], null, null, null, 10) -> 'LEAD') -> 0 ->> 'aiStage', 'QUALIFIED', 'a card shows the AI''s stage when it differs');
select is((public.pipeline_cards(array['PROPOSAL'], null, null, null, 10) -> 'PROPOSAL') -> 0 -> 'aiStage', 'null'::jsonb, 'and nothing when it agrees or is absent');
select is((select c -> 'nextFollowUp' ->> 'overdue' from jsonb_array_elements((public.pipeline_cards(array['PROPOSAL'], null, null, null, 10) -> 'PROPOSAL')) c
            where c ->> 'name' = 'Alpha Euro'), 'true', 'an overdue follow-up is flagged');
select is((select (c ->> 'convertedValue')::numeric from jsonb_array_elements((public.pipeline_cards(array['PROPOSAL'], null, null, null, 10) -> 'PROPOSAL')) c
            where c ->> 'name' = 'Alpha Dollar'), 900::numeric, 'a card carries its converted value');
select is((public.pipeline_cards(array['PROPOSAL'], null, null, null, 10) -> 'PROPOSAL') -> 0 -> 'ownerName', 'null'::jsonb, 'a rep''s cards carry no owner name');
select is(jsonb_array_length((public.pipeline_cards(array['PROPOSAL'], '%yen%', null, null, 10) -> 'PROPOSAL')), 1, 'search narrows the cards');
select is(jsonb_array_length((public.pipeline_cards(array['PROPOSAL'], null, 'HIGH', null, 10) -> 'PROPOSAL')), 1, 'priority narrows the cards');
select is(jsonb_array_length(public.pipeline_cards(array['NEGOTIATION'], null, null, tests.get_user_id('Rep B'), 10) -> 'NEGOTIATION'), 0,
  'a rep''s owner filter cannot reach another rep''s deals');
select is(jsonb_array_length((public.pipeline_cards(array['PROPOSAL'], null, null, null, 1) -> 'PROPOSAL')), 2, 'a page holds limit + 1 cards to tell that more follow');

-- Stage changes -------------------------------------------------------------------
select throws_ok($$update public.clients set stage = 'CLOSED_WON',
                     close_reason_id = (select id from public.deal_reasons where kind = 'LOST' limit 1)
                   where id = 'aaaaaaaa-0000-4000-8000-000000000004'$$,
  '23514', 'That reason does not fit this stage', 'a LOST reason cannot close a deal as won');
update public.clients set stage = 'CLOSED_LOST',
       close_reason_id = (select id from public.deal_reasons where label = 'Price too high'), close_reason_note = 'Half the price elsewhere'
 where id = 'aaaaaaaa-0000-4000-8000-000000000004';
select is((select reason_note from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-000000000004' and status = 'CLOSED_LOST'),
  'Half the price elsewhere', 'the reason is stored with the stage change''s activity');
select is((select r.label from public.activities a join public.deal_reasons r on r.id = a.reason_id
            where a.client_id = 'aaaaaaaa-0000-4000-8000-000000000004' and a.status = 'CLOSED_LOST'),
  'Price too high', 'the activity names the reason');
update public.clients set stage = 'LEAD' where id = 'aaaaaaaa-0000-4000-8000-000000000004';
select is((select close_reason_id from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000004'), null,
  'reopening a deal clears its closing reason');
update public.clients set stage = 'CLOSED_LOST', close_reason_id = (select id from public.deal_reasons where label = 'No budget')
 where id = 'aaaaaaaa-0000-4000-8000-000000000004';
update public.clients set stage = 'CLOSED_WON' where id = 'aaaaaaaa-0000-4000-8000-000000000004';
select is((select close_reason_id from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000004'), null,
  'a move without a new reason drops the old one instead of keeping the wrong kind');
update public.clients set stage = 'CLOSED_LOST', close_reason_id = (select id from public.deal_reasons where label = 'No budget')
 where id = 'bbbbbbbb-0000-4000-8000-000000000001';
select tests.authenticate_as('Boss');
select is((select stage from public.clients where id = 'bbbbbbbb-0000-4000-8000-000000000001'), 'NEGOTIATION',
  'Rep A cannot move Rep B''s deal');

-- An admin ------------------------------------------------------------------------
select is((select (c ->> 'count')::int from jsonb_array_elements(public.pipeline_board(null, null, null, 50) -> 'columns') c where c ->> 'stage' = 'NEGOTIATION'),
  1, 'an admin''s board has every rep''s deals');
select is((select (c ->> 'count')::int from jsonb_array_elements(public.pipeline_board(null, null, tests.get_user_id('Rep A'), 50) -> 'columns') c where c ->> 'stage' = 'NEGOTIATION'),
  0, 'an admin can filter the board by owner');
select is((public.pipeline_cards(array['NEGOTIATION'], null, null, null, 10) -> 'NEGOTIATION') -> 0 ->> 'ownerName', 'Rep B', 'an admin''s cards name the owner');
update public.pipeline_settings set currency = 'EUR', proposal_probability = 40;
select is((select proposal_probability from public.pipeline_settings), 40, 'an admin changes the probabilities');
insert into public.exchange_rates (currency, rate, valid_on) values ('JPY', 0.006, current_date);
select is((select count(*)::int from public.exchange_rates), 4, 'an admin adds a rate');
select throws_ok($$insert into public.exchange_rates (currency, rate, valid_on) values ('JPY', 0.007, current_date)$$,
  '23505', null, 'one rate per currency and day');
select throws_ok($$insert into public.exchange_rates (currency, rate, valid_on) values ('GBP', 0, current_date)$$,
  '23514', null, 'a rate must be positive');
select throws_ok($$insert into public.exchange_rates (currency, rate, valid_on) values ('gbp', 1, current_date)$$,
  '23514', null, 'a currency is an upper-case ISO code');
insert into public.deal_reasons (kind, label) values ('LOST', 'Went quiet');
update public.deal_reasons set active = false where label = 'Went quiet';
select is((select active from public.deal_reasons where label = 'Went quiet'), false, 'an admin adds and retires reasons');

-- Forecast (JPY now has a rate): open deals weighted by probability per month.
select is(public.pipeline_forecast() -> 'months',
  '[{"month": "2030-05", "deals": 2, "value": 1900, "weighted": 760},
    {"month": "2030-06", "deals": 1, "value": 4000, "weighted": 3000},
    {"month": null, "deals": 1, "value": 300, "weighted": 120}]'::jsonb,
  'months from the rep''s date, else the analysis'' timeline date, else unknown; weighted by stage probability');
select is((select r from jsonb_array_elements(public.pipeline_forecast() -> 'reps') r where r ->> 'name' = 'Rep A'),
  jsonb_build_object('id', tests.get_user_id('Rep A'), 'name', 'Rep A', 'won', 1, 'lost', 0, 'winRate', 100.0, 'avgCycleDays', 10.0),
  'per rep: won, lost, win rate and days from creation to a win');
select is(public.pipeline_forecast() -> 'lossReasons', '[]'::jsonb, 'no deal is lost now, so no loss reasons');

-- Revenue in one currency: EUR 200 (Alpha Lead) + USD 1000 at 0.90; CHF has no rate.
insert into public.clients (owner_id, name, stage, deal_value, currency) values
  (tests.get_user_id('Rep B'), 'Beta Dollar Win', 'CLOSED_WON', 1000, 'USD'),
  (tests.get_user_id('Rep B'), 'Beta Franc Win', 'CLOSED_WON', 50, 'CHF');
select is(public.deal_value_totals() -> 'revenue',
  jsonb_build_object('currency', 'EUR', 'total', 1100.00, 'ratesAsOf', (current_date - 1)::text,
                     'unconverted', jsonb_build_array(jsonb_build_object('currency', 'CHF', 'amount', 50.00, 'deals', 1))),
  'won revenue converts at the latest rate and lists CHF apart');
select is((public.admin_overview() ->> 'revenue')::numeric, 1100.00, 'the admin overview''s revenue is converted, never a sum of currencies');
select is(public.admin_overview() - array['allClients', 'salesUsers', 'globalClosingRatio', 'revenue', 'clientsClosed', 'upcomingMeetings', 'clientGrowth', 'topAgents'],
  jsonb_build_object('currency', 'EUR', 'ratesAsOf', (current_date - 1)::text,
                     'unconvertedRevenue', jsonb_build_array(jsonb_build_object('currency', 'CHF', 'amount', 50.00, 'deals', 1))),
  'and it names the currency, the rates'' date and what it could not convert');
select is((select (a ->> 'revenue')::numeric from jsonb_array_elements(public.admin_overview() -> 'topAgents') a where a ->> 'name' = 'Rep B'),
  900.00, 'each agent''s revenue is converted too');

-- The clients' audit trail (tracked before these columns existed) records them.
select is((select new_values ->> 'close_reason_note' from audit.log
            where table_name = 'clients' and record_id = 'aaaaaaaa-0000-4000-8000-000000000004'
              and action = 'UPDATE' and new_values ? 'close_reason_note' order by id limit 1),
  'Half the price elsewhere', 'the audit trail records a deal''s closing reason');

select * from finish();
rollback;
