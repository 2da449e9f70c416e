-- E-mails: a rep reads and changes only the mail of their own clients and their own unassigned
-- mail (sent and captured), never another rep's; an admin reads all; only admins delete. The
-- constraints tie status to direction, nothing is sent twice, and a sent or received mail under
-- a client lands in the activity feed.
begin;
select plan(49);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');
select tests.create_client('Rep A', 'Acme', 'aaaaaaaa-0000-4000-8000-000000000001'),
       tests.create_client('Rep A', 'Acme Two', 'aaaaaaaa-0000-4000-8000-000000000002'),
       tests.create_client('Rep B', 'Beta', 'bbbbbbbb-0000-4000-8000-000000000001');
insert into public.followups (id, client_id, title, due_at) values
  ('f0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'Send the offer', '2026-03-20 10:00+00'),
  ('f0b00000-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000001', 'Call Beta', '2026-03-21 10:00+00');

-- Rep A's mail: one sent for a follow-up, one captured reply, one captured and unassigned. Rep B's:
-- one sent and one unassigned.
insert into public.emails (id, client_id, direction, status, followup_id, message_id, from_address, to_addresses, subject, text_body, sent_at) values
  ('e0a00000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'sent',
   'f0a00000-0000-4000-8000-000000000001', '<a1@crm.test>', 'crm@crm.test', '{dana@acme.test}', 'Our offer', 'Dear Dana', '2026-03-20 11:00+00'),
  ('e0b00000-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000001', 'outbound', 'sent',
   'f0b00000-0000-4000-8000-000000000001', '<b1@crm.test>', 'crm@crm.test', '{bea@beta.test}', 'Beta plans', 'Hello Bea', '2026-03-21 11:00+00');
insert into public.emails (id, owner_id, client_id, direction, status, message_id, in_reply_to, from_address, to_addresses, subject, received_at) values
  ('e0a00000-0000-4000-8000-000000000002', tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'inbound', 'received',
   '<a2@acme.test>', '<a1@crm.test>', 'dana@acme.test', '{rep.a@crm.test}', 'Re: Our offer', '2026-03-22 09:00+00'),
  ('e0a00000-0000-4000-8000-000000000003', tests.get_user_id('Rep A'), null, 'inbound', 'received',
   '<a3@new.test>', null, 'stranger@new.test', '{rep.a@crm.test}', 'A question', '2026-03-22 10:00+00'),
  ('e0b00000-0000-4000-8000-000000000002', tests.get_user_id('Rep B'), null, 'inbound', 'received',
   '<b2@new.test>', null, 'other@new.test', '{rep.b@crm.test}', 'Hello B', '2026-03-22 10:30+00');
select tests.create_file('Rep A', 'a/mail/offer.pdf', 'fa000000-0000-4000-8000-000000000001');
insert into public.email_attachments (email_id, file_id) values
  ('e0a00000-0000-4000-8000-000000000002', 'fa000000-0000-4000-8000-000000000001');

select is((select owner_id from public.emails where id = 'e0a00000-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep A'), 'a mail''s owner is copied from its client');
select is(
  (select row(activity_type, role, status, title, created_at, actor_id)::text from public.activities
    where client_id = 'aaaaaaaa-0000-4000-8000-000000000001' and activity_type = 'email' and status = 'sent'),
  row('email', 'user', 'sent', 'E-mail sent: Our offer', '2026-03-20 11:00+00'::timestamptz, tests.get_user_id('Rep A'))::text,
  'a sent mail records "E-mail sent: <subject>" at its sending time');
select is(
  (select row(role, title, created_at, actor_id)::text from public.activities
    where client_id = 'aaaaaaaa-0000-4000-8000-000000000001' and activity_type = 'email' and status = 'received'),
  row('system', 'E-mail received: Re: Our offer', '2026-03-22 09:00+00'::timestamptz, null::uuid)::text,
  'a received mail records "E-mail received: <subject>"');
select is((select count(*)::int from public.activities where title = 'E-mail received: A question'), 0,
  'an unassigned mail records no activity');

-- anon
select tests.authenticate_as_anon();
select throws_ok('select count(*) from public.emails', '42501', null, 'anon cannot read e-mails');
select throws_ok('select count(*) from public.email_attachments', '42501', null, 'anon cannot read e-mail attachments');

-- Rep A
select tests.authenticate_as('Rep A');
select is(array(select subject from public.emails order by subject),
  '{"A question","Our offer","Re: Our offer"}'::text[], 'a rep sees their own sent, captured and unassigned mail only');
select is((select count(*)::int from public.email_attachments), 1, 'a rep sees the attachments of their mail');
select is((select count(*)::int from public.files where id = 'fa000000-0000-4000-8000-000000000001'), 1,
  'and the files they carry');
select lives_ok($$insert into public.emails (id, client_id, direction, status, followup_id, from_address, to_addresses, subject)
  values ('e0a00000-0000-4000-8000-000000000004', 'aaaaaaaa-0000-4000-8000-000000000002', 'outbound', 'sending', null, 'crm@crm.test', '{two@acme.test}', 'Hello two')$$,
  'a rep adds a mail to their own client');
update public.emails set status = 'failed', error = 'Connection refused' where id = 'e0a00000-0000-4000-8000-000000000004';
select is((select row(status, error)::text from public.emails where id = 'e0a00000-0000-4000-8000-000000000004'),
  row('failed', 'Connection refused')::text, 'a rep marks their own mail failed with the reason');
select is((select count(*)::int from public.activities where title = 'E-mail sent: Hello two'), 0,
  'a failed mail records no activity');
select throws_ok($$insert into public.emails (client_id, direction, status, from_address, to_addresses) values ('bbbbbbbb-0000-4000-8000-000000000001', 'outbound', 'sending', 'crm@crm.test', '{x@beta.test}')$$,
  '42501', null, 'a rep cannot add mail to another rep''s client');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses, received_at) values (tests.get_user_id('Rep B'), null, 'inbound', 'received', 'x@y.test', '{}', now())$$,
  '42501', null, 'a rep cannot file unassigned mail under another rep');
select throws_ok($$insert into public.emails (client_id, direction, status, followup_id, from_address, to_addresses) values ('aaaaaaaa-0000-4000-8000-000000000002', 'outbound', 'sending', 'f0a00000-0000-4000-8000-000000000001', 'crm@crm.test', '{two@acme.test}')$$,
  '42501', null, 'a mail names only a follow-up of its own client');
select throws_ok($$insert into public.emails (client_id, direction, status, followup_id, from_address, to_addresses) values ('aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'sending', 'f0b00000-0000-4000-8000-000000000001', 'crm@crm.test', '{dana@acme.test}')$$,
  '42501', null, 'nor another rep''s follow-up');
select throws_ok($$update public.emails set client_id = 'bbbbbbbb-0000-4000-8000-000000000001' where id = 'e0a00000-0000-4000-8000-000000000003'$$,
  '42501', null, 'a rep cannot assign their mail to another rep''s client');
update public.emails set client_id = 'aaaaaaaa-0000-4000-8000-000000000002' where id = 'e0a00000-0000-4000-8000-000000000003';
select is((select client_id from public.emails where id = 'e0a00000-0000-4000-8000-000000000003'),
  'aaaaaaaa-0000-4000-8000-000000000002'::uuid, 'a rep assigns their unassigned mail to their client');
select is((select count(*)::int from public.activities where title = 'E-mail received: A question' and client_id = 'aaaaaaaa-0000-4000-8000-000000000002'), 1,
  'assigning a captured mail records it as received');
delete from public.emails where id = 'e0a00000-0000-4000-8000-000000000004';
select isnt_empty($$select 1 from public.emails where id = 'e0a00000-0000-4000-8000-000000000004'$$,
  'a rep cannot delete mail, even their own');
update public.emails set subject = 'Hacked' where id in ('e0b00000-0000-4000-8000-000000000001', 'e0b00000-0000-4000-8000-000000000002');

-- Rep B
select tests.authenticate_as('Rep B');
select is(array(select subject from public.emails order by subject), '{"Beta plans","Hello B"}'::text[],
  'B sees only B''s mail');
select is_empty($$select 1 from public.emails where id in ('e0a00000-0000-4000-8000-000000000001', 'e0a00000-0000-4000-8000-000000000002', 'e0a00000-0000-4000-8000-000000000003')$$,
  'B cannot read A''s sent, captured or unassigned mail by id');
select is_empty($$select 1 from public.emails where search_vector @@ to_tsquery('public.search_words', 'offer')$$,
  'B''s search does not find A''s mail');
select is_empty($$select 1 from public.email_attachments$$, 'B sees none of A''s mail attachments');
select is_empty($$select 1 from public.files where id = 'fa000000-0000-4000-8000-000000000001'$$, 'nor the files they carry');
select throws_ok($$insert into public.emails (client_id, direction, status, from_address, to_addresses) values ('aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'sending', 'crm@crm.test', '{dana@acme.test}')$$,
  '42501', null, 'B cannot add mail under A''s client');
select throws_ok($$insert into public.email_attachments (email_id, file_id) values ('e0a00000-0000-4000-8000-000000000001', 'fa000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'B cannot attach to A''s mail');
update public.emails set subject = 'Hijacked', status = 'failed', error = 'x' where id in ('e0a00000-0000-4000-8000-000000000001', 'e0a00000-0000-4000-8000-000000000002');
update public.emails set client_id = 'bbbbbbbb-0000-4000-8000-000000000001' where id = 'e0a00000-0000-4000-8000-000000000003';
delete from public.emails;
select tests.clear_authentication();

select is(array(select subject from public.emails where owner_id = tests.get_user_id('Rep A') order by subject),
  '{"A question","Hello two","Our offer","Re: Our offer"}'::text[], 'B''s updates and deletes changed none of A''s mail');
select is((select status from public.emails where id = 'e0a00000-0000-4000-8000-000000000001'), 'sent',
  'A''s sent mail is still sent');
select is(array(select subject from public.emails where owner_id = tests.get_user_id('Rep B') order by subject),
  '{"Beta plans","Hello B"}'::text[], 'A''s updates changed none of B''s mail');

-- ADMIN
select tests.authenticate_as('Boss');
select is((select count(*)::int from public.emails), 6, 'an admin sees every mail');
select lives_ok($$insert into public.emails (id, client_id, direction, status, from_address, to_addresses, subject) values ('e0b00000-0000-4000-8000-000000000003', 'bbbbbbbb-0000-4000-8000-000000000001', 'outbound', 'sending', 'crm@crm.test', '{bea@beta.test}', 'From the boss')$$,
  'an admin adds mail under any client');
select is((select owner_id from public.emails where id = 'e0b00000-0000-4000-8000-000000000003'), tests.get_user_id('Rep B'),
  'which belongs to the client''s owner');
delete from public.emails where id = 'e0b00000-0000-4000-8000-000000000003';
select is_empty($$select 1 from public.emails where id = 'e0b00000-0000-4000-8000-000000000003'$$, 'an admin deletes mail');
select tests.clear_authentication();

-- Constraints
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'sideways', 'sending', 'a@b.test', '{c@d.test}')$$,
  '23514', null, 'a direction outside outbound, inbound is refused');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'queued', 'a@b.test', '{c@d.test}')$$,
  '23514', null, 'a status outside sending, sent, failed, received is refused');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses, received_at) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'received', 'a@b.test', '{c@d.test}', now())$$,
  '23514', null, 'an outbound mail is never received');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses, sent_at) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'inbound', 'sent', 'a@b.test', '{c@d.test}', now())$$,
  '23514', null, 'an inbound mail is never sent');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'sent', 'a@b.test', '{c@d.test}')$$,
  '23514', null, 'a sent mail says when');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'failed', 'a@b.test', '{c@d.test}')$$,
  '23514', null, 'a failed mail says why');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses) values (tests.get_user_id('Rep A'), null, 'outbound', 'sending', 'a@b.test', '{c@d.test}')$$,
  '23514', null, 'only captured mail can be unassigned');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'sending', 'a@b.test', '{}')$$,
  '23514', null, 'an outbound mail has a recipient');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, from_address, to_addresses, message_id, received_at) values (tests.get_user_id('Rep A'), null, 'inbound', 'received', 'a@b.test', '{}', '<a2@acme.test>', now())$$,
  '23505', null, 'a Message-ID is stored once');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, followup_id, from_address, to_addresses) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'sending', 'f0a00000-0000-4000-8000-000000000001', 'a@b.test', '{c@d.test}')$$,
  '23505', null, 'a follow-up is sent once');
insert into public.emails (owner_id, client_id, direction, status, idempotency_key, from_address, to_addresses)
  values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'sending', 'key-1', 'a@b.test', '{c@d.test}');
select throws_ok($$insert into public.emails (owner_id, client_id, direction, status, idempotency_key, from_address, to_addresses) values (tests.get_user_id('Rep A'), 'aaaaaaaa-0000-4000-8000-000000000001', 'outbound', 'sending', 'key-1', 'a@b.test', '{c@d.test}')$$,
  '23505', null, 'an idempotency key is used once per rep');

-- A client handed to Rep B takes its mail along; a merge moves the dropped client's mail.
update public.clients set owner_id = tests.get_user_id('Rep B') where id = 'aaaaaaaa-0000-4000-8000-000000000002';
select is((select owner_id from public.emails where id = 'e0a00000-0000-4000-8000-000000000003'), tests.get_user_id('Rep B'),
  'a reassigned client''s mail belongs to its new owner');
select tests.create_client('Rep A', 'Acme Dup', 'aaaaaaaa-0000-4000-8000-000000000003');
update public.emails set client_id = 'aaaaaaaa-0000-4000-8000-000000000003' where id = 'e0a00000-0000-4000-8000-000000000002';
select tests.authenticate_as('Rep A');
select public.merge_clients('aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000003');
select tests.clear_authentication();
select is((select client_id from public.emails where id = 'e0a00000-0000-4000-8000-000000000002'),
  'aaaaaaaa-0000-4000-8000-000000000001'::uuid, 'a merge keeps the dropped client''s mail under the kept client');

-- Mail goes with its client.
delete from public.clients where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select count(*)::int from public.emails where client_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'deleting a client deletes its mail');
select isnt_empty($$select 1 from audit.log where table_name = 'emails' and action = 'UPDATE'
    and record_id = 'e0a00000-0000-4000-8000-000000000003' and new_values ? 'client_id'$$,
  'the audit trail records mail changes');

select * from finish();
rollback;
