-- AI configurations and their training examples belong to one rep: a rep
-- reads and changes only their own; an admin reads and changes everybody's
-- but creates configurations and examples only for themselves; anon nothing.
begin;
select plan(41);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');

insert into public.ai_configurations (id, owner_id, ai_type, persona_name) values
  ('c0a00000-0000-4000-8000-000000000001', tests.get_user_id('Rep A'), 'chat', 'Ada'),
  ('c0b00000-0000-4000-8000-000000000001', tests.get_user_id('Rep B'), 'chat', 'Bob');
insert into public.training_examples (id, configuration_id, title, input, expected_output) values
  ('e0a00000-0000-4000-8000-000000000001', 'c0a00000-0000-4000-8000-000000000001', 'Greeting', 'Hi', 'Hello there'),
  ('e0b00000-0000-4000-8000-000000000001', 'c0b00000-0000-4000-8000-000000000001', 'Pricing', 'Price?', 'It depends');

-- anon
select tests.authenticate_as_anon();
select throws_ok('select count(*) from public.ai_configurations', '42501', null, 'anon cannot read AI configurations');
select throws_ok($$insert into public.ai_configurations (owner_id, ai_type, persona_name) values (tests.get_user_id('Rep A'), 'budget', 'x')$$,
  '42501', null, 'anon cannot add AI configurations');
select throws_ok($$update public.ai_configurations set persona_name = 'anon' where id = 'c0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot update AI configurations');
select throws_ok($$delete from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot delete AI configurations');
select throws_ok('select count(*) from public.training_examples', '42501', null, 'anon cannot read training examples');
select throws_ok($$insert into public.training_examples (configuration_id, title, input, expected_output) values ('c0a00000-0000-4000-8000-000000000001', 't', 'i', 'o')$$,
  '42501', null, 'anon cannot add training examples');
select throws_ok($$update public.training_examples set title = 'anon' where id = 'e0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot update training examples');
select throws_ok($$delete from public.training_examples where id = 'e0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'anon cannot delete training examples');

-- Rep A
select tests.authenticate_as('Rep A');
select is(array(select persona_name from public.ai_configurations), '{Ada}'::text[], 'a rep sees only their own AI configurations');
select lives_ok($$insert into public.ai_configurations (id, ai_type, persona_name) values ('c0a00000-0000-4000-8000-000000000002', 'proposal', 'Proposal Assistant')$$,
  'a rep creates a configuration for another of their assistants');
select is((select owner_id from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000002'),
  tests.get_user_id('Rep A'), 'the new configuration belongs to the rep');
select throws_ok($$insert into public.ai_configurations (owner_id, ai_type, persona_name) values (tests.get_user_id('Rep B'), 'budget', 'Planted')$$,
  '42501', null, 'a rep cannot create a configuration for another rep');
update public.ai_configurations set persona_name = 'Ada Pro', response_style = 'formal' where id = 'c0a00000-0000-4000-8000-000000000001';
select is((select row(persona_name, response_style)::text from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000001'),
  row('Ada Pro', 'formal')::text, 'a rep tunes their own assistant');
select throws_ok($$update public.ai_configurations set owner_id = tests.get_user_id('Rep B') where id = 'c0a00000-0000-4000-8000-000000000002'$$,
  '42501', null, 'a rep cannot hand a configuration to another rep');
update public.ai_configurations set persona_name = 'Hacked' where id = 'c0b00000-0000-4000-8000-000000000001';
delete from public.ai_configurations where id = 'c0b00000-0000-4000-8000-000000000001';

select is(array(select title from public.training_examples), '{Greeting}'::text[], 'a rep sees only the examples of their own assistants');
select lives_ok($$insert into public.training_examples (id, configuration_id, title, input, expected_output) values ('e0a00000-0000-4000-8000-000000000002', 'c0a00000-0000-4000-8000-000000000002', 'Scope', 'Write scope', 'Scope: ...')$$,
  'a rep adds an example to their own assistant');
select throws_ok($$insert into public.training_examples (configuration_id, title, input, expected_output) values ('c0b00000-0000-4000-8000-000000000001', 'Planted', 'i', 'o')$$,
  '42501', null, 'a rep cannot add an example to another rep''s assistant');
update public.training_examples set expected_output = 'Hello, how can I help?' where id = 'e0a00000-0000-4000-8000-000000000001';
select is((select expected_output from public.training_examples where id = 'e0a00000-0000-4000-8000-000000000001'), 'Hello, how can I help?',
  'a rep edits an example of their own assistant');
select throws_ok($$update public.training_examples set configuration_id = 'c0b00000-0000-4000-8000-000000000001' where id = 'e0a00000-0000-4000-8000-000000000001'$$,
  '42501', null, 'a rep cannot move an example to another rep''s assistant');
update public.training_examples set title = 'Hacked' where id = 'e0b00000-0000-4000-8000-000000000001';
delete from public.training_examples where id = 'e0b00000-0000-4000-8000-000000000001';
delete from public.training_examples where id = 'e0a00000-0000-4000-8000-000000000002';
select is_empty($$select 1 from public.training_examples where id = 'e0a00000-0000-4000-8000-000000000002'$$,
  'a rep deletes an example of their own assistant');

-- Rep B trying A's rows by id
select tests.authenticate_as('Rep B');
select is_empty($$select 1 from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000001'$$,
  'B cannot read A''s configuration by id');
select is_empty($$select 1 from public.training_examples where id = 'e0a00000-0000-4000-8000-000000000001'$$,
  'B cannot read A''s training example by id');
select throws_ok($$insert into public.training_examples (configuration_id, title, input, expected_output) values ('c0a00000-0000-4000-8000-000000000001', 'Planted', 'i', 'o')$$,
  '42501', null, 'B cannot add an example to A''s assistant');
update public.ai_configurations set persona_name = 'Hijacked', is_active = false where id = 'c0a00000-0000-4000-8000-000000000001';
delete from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000002';
update public.training_examples set title = 'Hijacked' where id = 'e0a00000-0000-4000-8000-000000000001';
delete from public.training_examples where id = 'e0a00000-0000-4000-8000-000000000001';
select tests.clear_authentication();

select is((select row(persona_name, is_active)::text from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000001'),
  row('Ada Pro', true)::text, 'B''s update of A''s configuration changed nothing');
select isnt_empty($$select 1 from public.ai_configurations where id = 'c0a00000-0000-4000-8000-000000000002'$$,
  'B''s delete of A''s configuration removed nothing');
select is((select title from public.training_examples where id = 'e0a00000-0000-4000-8000-000000000001'), 'Greeting',
  'B''s update of A''s example changed nothing');
select isnt_empty($$select 1 from public.training_examples where id = 'e0a00000-0000-4000-8000-000000000001'$$,
  'B''s delete of A''s example removed nothing');
select is((select persona_name from public.ai_configurations where id = 'c0b00000-0000-4000-8000-000000000001'), 'Bob',
  'A''s update and delete of B''s configuration changed nothing');
select is((select title from public.training_examples where id = 'e0b00000-0000-4000-8000-000000000001'), 'Pricing',
  'A''s update and delete of B''s example changed nothing');
select is((select count(*)::int from public.training_examples where title = 'Planted'), 0,
  'no example was planted in another rep''s assistant');

-- ADMIN
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.ai_configurations), 3, 'an admin sees every configuration');
select is((select count(*)::int from public.training_examples), 2, 'an admin sees every training example');
update public.ai_configurations set system_instructions = 'Be concise.' where id = 'c0b00000-0000-4000-8000-000000000001';
select is((select system_instructions from public.ai_configurations where id = 'c0b00000-0000-4000-8000-000000000001'), 'Be concise.',
  'an admin tunes any rep''s assistant');
update public.training_examples set title = 'Pricing (reviewed)' where id = 'e0b00000-0000-4000-8000-000000000001';
select is((select title from public.training_examples where id = 'e0b00000-0000-4000-8000-000000000001'), 'Pricing (reviewed)',
  'an admin edits any rep''s training example');
select throws_ok($$insert into public.ai_configurations (owner_id, ai_type, persona_name) values (tests.get_user_id('Rep A'), 'budget', 'Budget Bot')$$,
  '42501', null, 'an admin does not create configurations for a rep');
select throws_ok($$insert into public.training_examples (configuration_id, title, input, expected_output) values ('c0a00000-0000-4000-8000-000000000001', 'Boss tip', 'i', 'o')$$,
  '42501', null, 'an admin does not add examples to a rep''s assistant');
select lives_ok($$insert into public.ai_configurations (id, ai_type, persona_name) values ('c0d00000-0000-4000-8000-000000000001', 'chat', 'Boss Bot')$$,
  'an admin creates a configuration of their own');
select lives_ok($$insert into public.training_examples (configuration_id, title, input, expected_output) values ('c0d00000-0000-4000-8000-000000000001', 'Boss tip', 'i', 'o')$$,
  'an admin adds examples to their own assistant');
delete from public.ai_configurations where id = 'c0b00000-0000-4000-8000-000000000001';
select is_empty($$select 1 from public.ai_configurations where id = 'c0b00000-0000-4000-8000-000000000001'$$,
  'an admin deletes any rep''s configuration');
select is_empty($$select 1 from public.training_examples where id = 'e0b00000-0000-4000-8000-000000000001'$$,
  'deleting a configuration deletes its training examples');

-- the admin's configuration is invisible to a rep
select tests.authenticate_as('Rep A');
select is(array(select persona_name from public.ai_configurations order by persona_name), '{"Ada Pro","Proposal Assistant"}'::text[],
  'a rep does not see the admin''s own configuration');
select tests.clear_authentication();

select * from finish();
rollback;
