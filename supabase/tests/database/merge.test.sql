-- Duplicates and merge: the pairs each user sees (RLS), merging one client into another field by
-- field with everything under it, in one transaction, and never across reps.
begin;
select plan(44);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

-- Rep A has Dana twice (kept and dropped) and Zeta; Rep B has a Dana of their own and one with
-- the dropped Dana's e-mail.
insert into public.clients (id, owner_id, name, company, email, phone, stage, deal_value, currency) values
  ('aaaaaaaa-0000-4000-8000-00000000000a', tests.get_user_id('Rep A'), 'Dana Smith', 'Acme', null, '111', 'LEAD', null, 'USD'),
  ('aaaaaaaa-0000-4000-8000-00000000000d', tests.get_user_id('Rep A'), 'Dana Smith', 'Acme Inc', 'dana@acme.test', null, 'PROPOSAL', 5000, 'EUR'),
  ('aaaaaaaa-0000-4000-8000-00000000000e', tests.get_user_id('Rep A'), 'Zeta Works', 'Zeta', 'hello@zeta.test', null, 'LEAD', null, 'USD'),
  ('bbbbbbbb-0000-4000-8000-00000000000a', tests.get_user_id('Rep B'), 'Dana Smith', 'Acme', null, null, 'LEAD', null, 'USD'),
  ('bbbbbbbb-0000-4000-8000-00000000000b', tests.get_user_id('Rep B'), 'Someone Else', null, 'DANA@acme.test', null, 'LEAD', null, 'USD');

-- Under the dropped Dana: a thread with a message carrying a file, a follow-up, a document and
-- the newer analysis; the kept Dana has an older analysis.
insert into public.chat_threads (id, client_id) values
  ('7a000000-0000-4000-8000-00000000000d', 'aaaaaaaa-0000-4000-8000-00000000000d'),
  ('7b000000-0000-4000-8000-00000000000b', 'bbbbbbbb-0000-4000-8000-00000000000b');
select tests.create_message('7a000000-0000-4000-8000-00000000000d', 'Rep A', 'Hello Dana', id => '5a000000-0000-4000-8000-00000000000d');
select tests.create_file('Rep A', 'a/1/brief.pdf', 'fa000000-0000-4000-8000-000000000001'),
       tests.create_file('Rep A', 'a/2/proposal.pdf', 'fa000000-0000-4000-8000-000000000002');
insert into public.message_attachments (message_id, file_id) values
  ('5a000000-0000-4000-8000-00000000000d', 'fa000000-0000-4000-8000-000000000001');
insert into public.followups (id, client_id, title, due_at) values
  ('f0a00000-0000-4000-8000-00000000000d', 'aaaaaaaa-0000-4000-8000-00000000000d', 'Call Dana', '2030-03-20 10:00+00');
insert into public.documents (id, client_id, kind, title, file_id) values
  ('d0a00000-0000-4000-8000-00000000000d', 'aaaaaaaa-0000-4000-8000-00000000000d', 'proposal', 'Dana proposal', 'fa000000-0000-4000-8000-000000000002');
insert into public.client_analyses (id, client_id, stage, created_at) values
  ('a0a00000-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000a', 'LEAD', now() - interval '2 days'),
  ('a0a00000-0000-4000-8000-00000000000d', 'aaaaaaaa-0000-4000-8000-00000000000d', 'PROPOSAL', now() - interval '1 day');

-- Privileges -----------------------------------------------------------------------------
select ok(not has_function_privilege('anon', 'public.merge_clients(uuid, uuid, jsonb)', 'EXECUTE'), 'anon cannot merge');
select ok(not has_function_privilege('anon', 'public.client_duplicate_pairs(real, int)', 'EXECUTE'), 'anon cannot list pairs');
select ok(not has_function_privilege('anon', 'public.fold_client_into(uuid, uuid)', 'EXECUTE'), 'anon cannot move history');

-- Pairs respect RLS ----------------------------------------------------------------------
select tests.authenticate_as('Rep A');
select results_eq(
  $$select client_a, client_b, reason from public.client_duplicate_pairs()$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000000a'::uuid, 'aaaaaaaa-0000-4000-8000-00000000000d'::uuid, 'name_company')$$,
  'a rep sees the one pair among their own clients, not Rep B''s lookalikes');
select ok((select score from public.client_duplicate_pairs()) between 0.6 and 1, 'with its similarity as the score');
select is((select count(*)::int from public.client_duplicate_pairs(0.99)), 0, 'a higher minimum score leaves it out');
select throws_ok($$select * from public.client_duplicate_pairs(0)$$, '23514', null, 'a minimum score of 0 is refused');

select tests.authenticate_as('Rep B');
select results_eq(
  $$select client_a, client_b from public.client_duplicate_pairs()$$,
  $$select null::uuid, null::uuid where false$$,
  'Rep B has no pair: the e-mail twin and the lookalike are Rep A''s');

select tests.authenticate_as('Boss');
select ok(exists (select 1 from public.client_duplicate_pairs()
                   where (client_a, client_b) = ('aaaaaaaa-0000-4000-8000-00000000000d', 'bbbbbbbb-0000-4000-8000-00000000000b')
                     and reason = 'email' and score = 1),
  'an admin sees the same e-mail across reps (case aside), scored 1');
select is((select count(*)::int from public.client_duplicate_pairs()
            where 'bbbbbbbb-0000-4000-8000-00000000000a' in (client_a, client_b)), 0,
  'but names alike are paired within one owner only: Rep B''s Dana is not paired with Rep A''s');
select ok(exists (select 1 from public.client_duplicate_pairs()
                   where (client_a, client_b) = ('aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000d')),
  'an admin sees Rep A''s pair too');
select is((select score from public.client_duplicate_pairs() limit 1), 1::real, 'best first');
select set_eq(
  $$select client_a, client_b from public.client_duplicate_pairs(0.3) where reason = 'name_company'$$,
  $$select a.id as client_a, b.id as client_b
      from public.clients a join public.clients b on b.owner_id = a.owner_id and b.id > a.id
     where extensions.similarity(a.match_key, b.match_key) >= 0.3 and not coalesce(lower(a.email) = lower(b.email), false)$$,
  'the prefix filter finds every pair a comparison of all pairs finds (at 0.3 too)');

select is((select count(*)::int from public.client_duplicate_pairs(0.6, 1)), 1, 'max_pairs caps the list');

-- Rep B can touch none of Rep A's clients --------------------------------------------------
select tests.authenticate_as('Rep B');
select throws_ok($$select public.merge_clients('aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000d', '{"name": "drop"}')$$,
  'P0002', 'Client not found', 'Rep B cannot merge two of Rep A''s clients');
select throws_ok($$select public.merge_clients('bbbbbbbb-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000d', '{}')$$,
  'P0002', 'Client not found', 'nor merge Rep A''s client into their own');
select throws_ok($$select public.merge_clients('aaaaaaaa-0000-4000-8000-00000000000d', 'bbbbbbbb-0000-4000-8000-00000000000a', '{}')$$,
  'P0002', 'Client not found', 'nor their own into Rep A''s');
select throws_ok($$select public.fold_client_into('aaaaaaaa-0000-4000-8000-00000000000d', 'bbbbbbbb-0000-4000-8000-00000000000a')$$,
  'P0002', 'Client not found', 'nor move Rep A''s history through the helper');
select tests.clear_authentication();
select is((select count(*)::int from public.clients where id in ('aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000d', 'bbbbbbbb-0000-4000-8000-00000000000a')),
  3, 'all three clients are still there');
select is((select client_id from public.chat_threads where id = '7a000000-0000-4000-8000-00000000000d'),
  'aaaaaaaa-0000-4000-8000-00000000000d'::uuid, 'the thread has not moved');
select is((select count(*)::int from public.activities where client_id = 'bbbbbbbb-0000-4000-8000-00000000000a' and title like 'Merged%'),
  0, 'no merge was recorded');

-- Bad requests -----------------------------------------------------------------------------
select tests.authenticate_as('Rep A');
select throws_ok($$select public.merge_clients('aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000a', '{}')$$,
  '23514', 'A client cannot be merged into itself', 'a client cannot be merged into itself');
select throws_ok($$select public.merge_clients('aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000d', '{"name": "both", "ownerId": "drop"}')$$,
  '23514', 'Not a field choice: name, ownerId', 'an unknown field or choice is refused by name');

-- One transaction: a failure at the last step (deleting the dropped client) undoes the rest ----
select tests.clear_authentication();
create function pg_temp.refuse_delete() returns trigger language plpgsql as $$
begin
  raise exception 'refused for the test';
end
$$;
create trigger refuse_delete before delete on public.clients for each row execute function pg_temp.refuse_delete();
select tests.authenticate_as('Rep A');
select throws_ok($$select public.merge_clients('aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000d', '{"email": "drop"}')$$,
  'P0001', 'refused for the test', 'a merge that fails at the delete fails whole');
select tests.clear_authentication();
drop trigger refuse_delete on public.clients;
select is((select email from public.clients where id = 'aaaaaaaa-0000-4000-8000-00000000000a'), null, 'the kept client''s fields are unchanged');
select is((select client_id from public.chat_threads where id = '7a000000-0000-4000-8000-00000000000d'),
  'aaaaaaaa-0000-4000-8000-00000000000d'::uuid, 'the thread is still the dropped client''s');
select is((select client_id from public.client_analyses where id = 'a0a00000-0000-4000-8000-00000000000d'),
  'aaaaaaaa-0000-4000-8000-00000000000d'::uuid, 'and so is its analysis');

-- The merge ---------------------------------------------------------------------------------
select tests.authenticate_as('Rep A');
select is(public.merge_clients('aaaaaaaa-0000-4000-8000-00000000000a', 'aaaaaaaa-0000-4000-8000-00000000000d',
                                '{"name": "keep", "email": "drop", "phone": "keep", "company": "drop", "stage": "drop", "dealValue": "drop"}'),
  'aaaaaaaa-0000-4000-8000-00000000000a'::uuid, 'Rep A merges the two Danas, answering the kept id');
select tests.clear_authentication();
select is((select count(*)::int from public.clients where id = 'aaaaaaaa-0000-4000-8000-00000000000d'), 0, 'the dropped client is gone');
select results_eq(
  $$select name, email, phone, company, stage, deal_value, currency from public.clients where id = 'aaaaaaaa-0000-4000-8000-00000000000a'$$,
  $$values ('Dana Smith', 'dana@acme.test', '111', 'Acme Inc', 'PROPOSAL', 5000.00::numeric(14, 2), 'EUR')$$,
  'the kept client has the chosen values: the dropped one''s e-mail, company, stage and deal value, its own phone');
select is((select client_id from public.chat_threads where id = '7a000000-0000-4000-8000-00000000000d'),
  'aaaaaaaa-0000-4000-8000-00000000000a'::uuid, 'the thread moved');
select is((select count(*)::int from public.messages m join public.message_attachments ma on ma.message_id = m.id
            where m.thread_id = '7a000000-0000-4000-8000-00000000000d'), 1, 'with its message and attachment');
select is((select client_id from public.followups where id = 'f0a00000-0000-4000-8000-00000000000d'),
  'aaaaaaaa-0000-4000-8000-00000000000a'::uuid, 'the follow-up moved');
select is((select client_id from public.documents where id = 'd0a00000-0000-4000-8000-00000000000d'),
  'aaaaaaaa-0000-4000-8000-00000000000a'::uuid, 'the document moved');
select is((select id from public.client_analyses where client_id = 'aaaaaaaa-0000-4000-8000-00000000000a' order by created_at desc limit 1),
  'a0a00000-0000-4000-8000-00000000000d'::uuid, 'both analyses are the kept client''s, the newer one current');
select ok(not exists (select 1 from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-00000000000d'), 'no activity is left on the dropped id');
select is((select count(*)::int from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-00000000000a' and title = 'Call Dana'),
  1, 'the dropped client''s activities moved to the kept one');
select results_eq(
  $$select activity_type, actor_id, client_name from public.activities
     where client_id = 'aaaaaaaa-0000-4000-8000-00000000000a' and title = 'Merged "Dana Smith" into this client'$$,
  $$values ('client_update', tests.get_user_id('Rep A'), 'Dana Smith')$$,
  'the merge is recorded on the kept client, by Rep A');
select ok(exists (select 1 from audit.log where table_name = 'clients' and record_id = 'aaaaaaaa-0000-4000-8000-00000000000d'
                   and action = 'DELETE' and actor_id = tests.get_user_id('Rep A')),
  'the audit trail logs the deletion by Rep A');
select ok(exists (select 1 from audit.log where table_name = 'followups' and record_id = 'f0a00000-0000-4000-8000-00000000000d'
                   and action = 'UPDATE' and new_values ->> 'client_id' = 'aaaaaaaa-0000-4000-8000-00000000000a'),
  'and the follow-up''s move');

-- The security-definer helper called alone is a whole merge keeping every field: it moves no
-- history and records no merge without deleting the client it folds.
select tests.authenticate_as('Rep A');
insert into public.clients (id, name) values ('aaaaaaaa-0000-4000-8000-00000000000f', 'Dana S.');
select public.fold_client_into('aaaaaaaa-0000-4000-8000-00000000000f', 'aaaaaaaa-0000-4000-8000-00000000000a');
select tests.clear_authentication();
select results_eq(
  $$select (select count(*)::int from public.clients where id = 'aaaaaaaa-0000-4000-8000-00000000000f'),
           (select count(*)::int from public.activities where client_id = 'aaaaaaaa-0000-4000-8000-00000000000a'
               and title = 'Merged "Dana S." into this client')$$,
  $$values (0, 1)$$,
  'the helper alone deletes the client whose history it moves');

-- An admin merges across owners: everything becomes the kept client's owner's -------------------
select tests.authenticate_as('Boss');
select lives_ok($$select public.merge_clients('aaaaaaaa-0000-4000-8000-00000000000e', 'bbbbbbbb-0000-4000-8000-00000000000b', '{}')$$,
  'an admin merges Rep B''s client into Rep A''s');
select tests.clear_authentication();
select is((select owner_id from public.chat_threads where id = '7b000000-0000-4000-8000-00000000000b'),
  tests.get_user_id('Rep A'), 'its thread now belongs to Rep A');
select tests.authenticate_as('Rep B');
select is((select count(*)::int from public.chat_threads where id = '7b000000-0000-4000-8000-00000000000b'), 0, 'and Rep B no longer sees it');

select * from finish();
rollback;
