-- Captured mail as POST /api/email/inbound stores it: the route writes as the owner the matching
-- rules chose (an admin for mail that names no client and no rep), so RLS decides. Mail held by
-- the admins is no rep's until filed; filed to a rep's client it becomes that rep's, attachments
-- included; a Message-ID stored once, even by another rep, neither stores again nor shows.
begin;
select plan(12);

select tests.create_user('Rep A'), tests.create_user('Rep B'), tests.create_user('Boss', 'ADMIN');
select tests.create_client('Rep B', 'Beta', 'bbbbbbbb-0000-4000-8000-0000000000e1');
update public.clients set email = 'bea@beta.test' where id = 'bbbbbbbb-0000-4000-8000-0000000000e1';

-- As the capture does for mail naming nobody: the file and the mail as the admin.
select tests.authenticate_as('Boss');
select lives_ok($$
  insert into public.files (id, object_path, original_name, mime_type, size, text_content)
  values ('fe000000-0000-4000-8000-000000000001', 'boss/fe/offer.csv', 'offer.csv', 'text/csv', 20, 'item,price')$$,
  'the admin records the attachment as theirs');
select lives_ok($$
  insert into public.emails (id, owner_id, client_id, direction, status, message_id, from_address, from_name,
                             to_addresses, cc_addresses, subject, text_body, received_at)
  values ('ee000000-0000-4000-8000-000000000001', tests.get_user_id('Boss'), null, 'inbound', 'received',
          'held@new.test', 'bea@beta.test', 'Bea', '{crm@inbound.test}', '{}', 'Hello? مرحبا', 'Anyone?', now())
  on conflict (message_id) where message_id is not null do nothing$$,
  'and the mail, unassigned');
select lives_ok($$
  insert into public.email_attachments (email_id, file_id)
  values ('ee000000-0000-4000-8000-000000000001', 'fe000000-0000-4000-8000-000000000001')$$,
  'with its attachment');

select tests.authenticate_as('Rep A');
select is_empty($$select 1 from public.emails where id = 'ee000000-0000-4000-8000-000000000001'$$,
  'a rep does not see mail the admins hold');
select is_empty($$select 1 from public.files where id = 'fe000000-0000-4000-8000-000000000001'$$,
  'nor its attachment');
select is_empty($$
  with mail as (
    insert into public.emails (owner_id, client_id, direction, status, message_id, from_address, to_addresses, received_at)
    values (tests.get_user_id('Rep A'), null, 'inbound', 'received', 'held@new.test', 'bea@beta.test', '{}', now())
    on conflict (message_id) where message_id is not null do nothing
    returning id)
  select id from mail$$,
  'the same Message-ID posted again stores nothing, even for another owner');
select is_empty($$select 1 from public.emails where message_id = 'held@new.test'$$,
  'and shows the rep nothing of the first');
update public.emails set client_id = 'bbbbbbbb-0000-4000-8000-0000000000e1' where id = 'ee000000-0000-4000-8000-000000000001';

-- An admin files it to Rep B's client, as POST /api/emails/:id/assign does.
select tests.authenticate_as('Boss');
update public.emails set client_id = 'bbbbbbbb-0000-4000-8000-0000000000e1'
 where id = 'ee000000-0000-4000-8000-000000000001' and client_id is null and direction = 'inbound';
select is((select owner_id from public.emails where id = 'ee000000-0000-4000-8000-000000000001'),
  tests.get_user_id('Rep B'), 'filed by an admin, the mail becomes the client''s rep''s');

select tests.authenticate_as('Rep B');
select is((select subject from public.emails where id = 'ee000000-0000-4000-8000-000000000001'), 'Hello? مرحبا',
  'the rep reads the filed mail');
select is((select text_content from public.files where id = 'fe000000-0000-4000-8000-000000000001'), 'item,price',
  'and its attachment, which the admin recorded');
select is((select count(*)::int from public.activities
            where client_id = 'bbbbbbbb-0000-4000-8000-0000000000e1' and title = 'E-mail received: Hello? مرحبا'), 1,
  'and sees it in the client''s activity');

select tests.authenticate_as('Rep A');
select is_empty($$select 1 from public.emails e join public.email_attachments a on a.email_id = e.id
                   where e.id = 'ee000000-0000-4000-8000-000000000001'$$,
  'Rep A still sees neither the mail nor its attachment, and A''s update before changed nothing');
select tests.clear_authentication();

select * from finish();
rollback;
