-- Check and unique constraints: the database itself refuses blank or
-- untrimmed names, values outside each enumeration, negative money,
-- confidence outside 0..1, malformed JSON shapes and duplicates.
-- 23514 = check violation, 23505 = unique violation, 23502 = not null.
begin;
select plan(59);

select tests.create_user('Rep A'), tests.create_user('Rep B');
select tests.create_client('Rep A', 'Acme', 'aaaaaaaa-0000-4000-8000-000000000001');
insert into public.chat_threads (id, client_id) values
  ('7a000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001');
select tests.create_file('Rep A', 'a/1/x.pdf', 'fa000000-0000-4000-8000-000000000001', size => 1);
insert into public.ai_configurations (id, owner_id, ai_type, persona_name) values
  ('c0a00000-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), 'chat', 'Ada');
insert into public.client_analyses (id, client_id) values
  ('a1000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001');
insert into public.followups (id, client_id, title, due_at, status) values
  ('f0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'Done one', now(), 'done');

-- clients
select throws_ok($$insert into public.clients (owner_id, name) values (tests.get_user_id('Rep A'), '')$$,
  '23514', null, 'a client name cannot be empty');
select throws_ok($$insert into public.clients (owner_id, name) values (tests.get_user_id('Rep A'), '   ')$$,
  '23514', null, 'a client name cannot be blank');
select throws_ok($$insert into public.clients (owner_id, name) values (tests.get_user_id('Rep A'), ' Acme')$$,
  '23514', null, 'a client name cannot start with a space');
select throws_ok($$insert into public.clients (owner_id, name) values (tests.get_user_id('Rep A'), 'Acme ')$$,
  '23514', null, 'a client name cannot end with a space');
select throws_ok($$insert into public.clients (owner_id, name) values (tests.get_user_id('Rep A'), null)$$,
  '23502', null, 'a client needs a name');
select throws_ok($$update public.clients set name = '  Acme  ' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '23514', null, 'renaming a client to an untrimmed name is refused too');
select lives_ok($$insert into public.clients (owner_id, name) values (tests.get_user_id('Rep A'), 'Acme  Group')$$,
  'inner spaces in a client name are fine');
select throws_ok($$insert into public.clients (owner_id, name, status) values (tests.get_user_id('Rep A'), 'X', 'LEAD')$$,
  '23514', null, 'a deal stage is not an account status');
select throws_ok($$insert into public.clients (owner_id, name, status) values (tests.get_user_id('Rep A'), 'X', 'Active')$$,
  '23514', null, 'account status is case-sensitive (active, inactive, prospect, churned)');
select throws_ok($$insert into public.clients (owner_id, name, stage) values (tests.get_user_id('Rep A'), 'X', 'WON')$$,
  '23514', null, 'a client stage outside LEAD..CLOSED_LOST is refused');
select throws_ok($$insert into public.clients (owner_id, name, stage) values (tests.get_user_id('Rep A'), 'X', 'lead')$$,
  '23514', null, 'client stages are upper case');
select throws_ok($$insert into public.clients (owner_id, name, priority) values (tests.get_user_id('Rep A'), 'X', 'URGENT')$$,
  '23514', null, 'a client priority outside HIGH, MEDIUM, LOW is refused');
select throws_ok($$insert into public.clients (owner_id, name, priority) values (tests.get_user_id('Rep A'), 'X', 'high')$$,
  '23514', null, 'client priorities are upper case');
select throws_ok($$insert into public.clients (owner_id, name, deal_value) values (tests.get_user_id('Rep A'), 'X', -0.01)$$,
  '23514', null, 'a deal value cannot be negative');
select lives_ok($$insert into public.clients (owner_id, name, deal_value) values (tests.get_user_id('Rep A'), 'Zero Deal', 0)$$,
  'a deal value of zero is fine');
select throws_ok($$insert into public.clients (owner_id, name, currency) values (tests.get_user_id('Rep A'), 'X', 'usd')$$,
  '23514', null, 'a currency must be a three-letter upper-case ISO code');
select is((select row(status, stage, priority, currency)::text from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  row('prospect', 'LEAD', 'MEDIUM', 'USD')::text, 'a new client defaults to prospect, LEAD, MEDIUM, USD');
select lives_ok($$insert into public.clients (owner_id, name, status, stage, priority) values
  (tests.get_user_id('Rep A'), 'All Valid 1', 'active', 'QUALIFIED', 'HIGH'),
  (tests.get_user_id('Rep A'), 'All Valid 2', 'inactive', 'PROPOSAL', 'LOW'),
  (tests.get_user_id('Rep A'), 'All Valid 3', 'churned', 'NEGOTIATION', 'MEDIUM'),
  (tests.get_user_id('Rep A'), 'All Valid 4', 'prospect', 'CLOSED_WON', 'HIGH'),
  (tests.get_user_id('Rep A'), 'All Valid 5', 'prospect', 'CLOSED_LOST', 'LOW')$$,
  'every listed status, stage and priority is accepted');

-- client analyses
select throws_ok($$insert into public.client_analyses (client_id, stage) values ('aaaaaaaa-0000-4000-8000-000000000001', 'WON')$$,
  '23514', null, 'an analysis stage outside the deal stages is refused');
select throws_ok($$insert into public.client_analyses (client_id, priority) values ('aaaaaaaa-0000-4000-8000-000000000001', 'CRITICAL')$$,
  '23514', null, 'an analysis priority outside HIGH, MEDIUM, LOW is refused');
select throws_ok($$insert into public.client_analyses (client_id, confidence) values ('aaaaaaaa-0000-4000-8000-000000000001', 1.001)$$,
  '23514', null, 'confidence above 1 is refused');
select throws_ok($$insert into public.client_analyses (client_id, confidence) values ('aaaaaaaa-0000-4000-8000-000000000001', -0.001)$$,
  '23514', null, 'confidence below 0 is refused');
select lives_ok($$insert into public.client_analyses (client_id, confidence) values ('aaaaaaaa-0000-4000-8000-000000000001', 0), ('aaaaaaaa-0000-4000-8000-000000000001', 1)$$,
  'confidence 0 and 1 are both allowed');
select throws_ok($$insert into public.client_analyses (client_id, insights) values ('aaaaaaaa-0000-4000-8000-000000000001', '{"type": "risk"}')$$,
  '23514', null, 'insights must be a JSON array, not an object');
select throws_ok($$insert into public.client_analyses (client_id, insights) values ('aaaaaaaa-0000-4000-8000-000000000001', '"risk"')$$,
  '23514', null, 'insights must be a JSON array, not a string');
select throws_ok($$insert into public.client_analyses (client_id, insights) values ('aaaaaaaa-0000-4000-8000-000000000001', 'null')$$,
  '23514', null, 'insights must be a JSON array, not JSON null');
select lives_ok($$insert into public.client_analyses (client_id, insights) values ('aaaaaaaa-0000-4000-8000-000000000001', '[{"type": "risk", "content": "Budget", "confidence": 0.4}]')$$,
  'an array of insights is accepted');
select throws_ok($$insert into public.client_analyses (client_id, suggested_followup) values ('aaaaaaaa-0000-4000-8000-000000000001', '[]')$$,
  '23514', null, 'a suggested follow-up must be a JSON object');
select is((select row(stage, priority, confidence, insights)::text from public.client_analyses where id = 'a1000000-0000-4000-8000-000000000001'),
  row('LEAD', 'MEDIUM', 0::numeric(4, 3), '[]'::jsonb)::text, 'an analysis defaults to LEAD, MEDIUM, confidence 0, no insights');

-- follow-ups
select throws_ok($$insert into public.followups (client_id, title, due_at, status) values ('aaaaaaaa-0000-4000-8000-000000000001', 'T', now(), 'completed')$$,
  '23514', null, 'a follow-up status outside pending, done, snoozed is refused');
select throws_ok($$insert into public.followups (client_id, title, due_at, status) values ('aaaaaaaa-0000-4000-8000-000000000001', 'T', now(), 'Pending')$$,
  '23514', null, 'follow-up statuses are lower case');
select throws_ok($$insert into public.followups (client_id, title, due_at) values ('aaaaaaaa-0000-4000-8000-000000000001', '  ', now())$$,
  '23514', null, 'a follow-up title cannot be blank');
select throws_ok($$insert into public.followups (client_id, title) values ('aaaaaaaa-0000-4000-8000-000000000001', 'No date')$$,
  '23502', null, 'a follow-up needs a due time');
select throws_ok($$update public.followups set completed_at = null where id = 'f0a00000-0000-4000-8000-000000000001'$$,
  '23514', null, 'a done follow-up must keep its completion time');

-- AI configurations and training examples
select throws_ok($$insert into public.ai_configurations (owner_id, ai_type, persona_name) values (tests.get_user_id('Rep A'), 'email', 'X')$$,
  '23514', null, 'an ai_type outside chat, proposal, presentation, budget is refused');
select throws_ok($$insert into public.ai_configurations (owner_id, ai_type, persona_name, response_style) values (tests.get_user_id('Rep A'), 'budget', 'X', 'friendly')$$,
  '23514', null, 'a response style outside professional-friendly, casual, formal is refused');
select throws_ok($$insert into public.ai_configurations (owner_id, ai_type, persona_name) values (tests.get_user_id('Rep A'), 'budget', ' ')$$,
  '23514', null, 'a persona name cannot be blank');
select throws_ok($$insert into public.ai_configurations (owner_id, ai_type, persona_name) values (tests.get_user_id('Rep A'), 'chat', 'Second chat')$$,
  '23505', null, 'a rep has at most one configuration per assistant type');
select lives_ok($$insert into public.ai_configurations (owner_id, ai_type, persona_name) values (tests.get_user_id('Rep B'), 'chat', 'Bob')$$,
  'another rep may configure the same assistant type');
select lives_ok($$insert into public.ai_configurations (owner_id, ai_type, persona_name, response_style) values
  (tests.get_user_id('Rep A'), 'proposal', 'P', 'casual'),
  (tests.get_user_id('Rep A'), 'presentation', 'Q', 'formal'),
  (tests.get_user_id('Rep A'), 'budget', 'R', 'professional-friendly')$$,
  'every listed assistant type and response style is accepted');
select throws_ok($$update public.ai_configurations set ai_type = 'chat' where owner_id = tests.get_user_id('Rep A') and ai_type = 'budget'$$,
  '23505', null, 'switching a configuration to a type the rep already has is refused');
select is((select row(response_style, system_instructions, is_active)::text from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000001'),
  row('professional-friendly', '', true)::text, 'a configuration defaults to professional-friendly, no instructions, active');
select throws_ok($$insert into public.training_examples (configuration_id, title, input, expected_output) values ('c0a00000-0000-4000-8000-000000000001', '', 'i', 'o')$$,
  '23514', null, 'a training example title cannot be blank');
select throws_ok($$insert into public.training_examples (configuration_id, title, input, expected_output) values ('c0a00000-0000-4000-8000-000000000001', 't', ' ', 'o')$$,
  '23514', null, 'a training example input cannot be blank');
select throws_ok($$insert into public.training_examples (configuration_id, title, input, expected_output) values ('c0a00000-0000-4000-8000-000000000001', 't', 'i', '')$$,
  '23514', null, 'a training example expected output cannot be blank');

-- documents
select throws_ok($$insert into public.documents (owner_id, kind, title, file_id) values (tests.get_user_id('Rep A'), 'invoice', 'X', 'fa000000-0000-4000-8000-000000000001')$$,
  '23514', null, 'a document kind outside proposal, presentation, budget, srs is refused');
select throws_ok($$insert into public.documents (owner_id, kind, title, file_id) values (tests.get_user_id('Rep A'), 'budget', '  ', 'fa000000-0000-4000-8000-000000000001')$$,
  '23514', null, 'a document title cannot be blank');
select lives_ok($$insert into public.documents (owner_id, kind, title, file_id) values
  (tests.get_user_id('Rep A'), 'proposal', 'P', 'fa000000-0000-4000-8000-000000000001'),
  (tests.get_user_id('Rep A'), 'presentation', 'Q', 'fa000000-0000-4000-8000-000000000001'),
  (tests.get_user_id('Rep A'), 'budget', 'R', 'fa000000-0000-4000-8000-000000000001'),
  (tests.get_user_id('Rep A'), 'srs', 'S', 'fa000000-0000-4000-8000-000000000001')$$,
  'every listed document kind is accepted');

-- chat
select throws_ok($$insert into public.messages (thread_id, role, content) values ('7a000000-0000-4000-8000-000000000001', 'system', 'x')$$,
  '23514', null, 'a message role other than user or assistant is refused');
select throws_ok($$insert into public.messages (thread_id, role, content) values ('7a000000-0000-4000-8000-000000000001', 'User', 'x')$$,
  '23514', null, 'message roles are lower case');
select throws_ok($$insert into public.chat_threads (client_id, title) values ('aaaaaaaa-0000-4000-8000-000000000001', ' ')$$,
  '23514', null, 'a thread title cannot be blank');
select throws_ok($$insert into public.files (owner_id, object_path, original_name, mime_type, size) values (tests.get_user_id('Rep A'), 'a/big', 'big.pdf', 'application/pdf', 10485761)$$,
  '23514', null, 'a file over 10 MB is refused');
select lives_ok($$insert into public.files (owner_id, object_path, original_name, mime_type, size) values (tests.get_user_id('Rep A'), 'a/max', 'max.pdf', 'application/pdf', 10485760)$$,
  'a file of exactly 10 MB is accepted');
select throws_ok($$insert into public.files (owner_id, object_path, original_name, mime_type, size) values (tests.get_user_id('Rep A'), 'a/neg', 'neg.pdf', 'application/pdf', -1)$$,
  '23514', null, 'a file size cannot be negative');
select throws_ok($$insert into public.files (owner_id, object_path, original_name, mime_type, size) values (tests.get_user_id('Rep A'), 'a/blank', ' ', 'application/pdf', 1)$$,
  '23514', null, 'a file name cannot be blank');
select throws_ok($$insert into public.files (owner_id, object_path, original_name, mime_type, size) values (tests.get_user_id('Rep B'), 'a/1/x.pdf', 'x.pdf', 'application/pdf', 1)$$,
  '23505', null, 'two files cannot share one Storage object');
select tests.create_message('7a000000-0000-4000-8000-000000000001', 'Rep A', 'Hi');
select throws_ok($$insert into public.message_attachments (message_id, file_id)
                   select m.id, 'fa000000-0000-4000-8000-000000000001' from public.messages m cross join generate_series(1, 2)$$,
  '23505', null, 'attaching the same file twice to one message is refused');
select throws_ok($$insert into public.thread_reads (thread_id, user_id) values
  ('7a000000-0000-4000-8000-000000000001', tests.get_user_id('Rep A')),
  ('7a000000-0000-4000-8000-000000000001', tests.get_user_id('Rep A'))$$,
  '23505', null, 'one read mark per user and thread');

-- activities
select throws_ok($$insert into public.activities (owner_id, client_id, activity_type, role, client_name) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'note', 'user', 'Acme')$$,
  '23514', null, 'an activity type outside message, client_update, followup, email is refused');

select * from finish();
rollback;
