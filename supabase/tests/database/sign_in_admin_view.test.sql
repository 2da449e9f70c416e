-- Until when an account's sign-in is held back: an admin reads it through
-- public.sign_in_blocked_until, anyone else gets null. The demo clean-up
-- queues the expired accounts' Storage files, which no app role reads.
begin;
select plan(12);

select tests.create_user('Held Rep'), tests.create_user('Free Rep'), tests.create_user('Boss', 'ADMIN');
insert into private.sign_in_throttles (key, failures, blocked_until)
values ('account:' || tests.get_user_id('Held Rep'), 7, now() + interval '4 seconds'),
       ('account:' || tests.get_user_id('Free Rep'), 2, null),
       ('demo-login:203.0.113.9', 5, now() + interval '1 hour');

select tests.authenticate_as('Boss');
select ok(public.sign_in_blocked_until(tests.get_user_id('Held Rep')) > now(), 'an admin sees until when a rep is held back');
select is(public.sign_in_blocked_until(tests.get_user_id('Free Rep')), null, 'failures without a wait are no block');
select is(public.sign_in_blocked_until(tests.get_user_id('Boss')), null, 'an account with no row');

select tests.authenticate_as('Held Rep');
select is(public.sign_in_blocked_until(tests.get_user_id('Held Rep')), null, 'a rep does not see even their own block');
select throws_ok('select count(*) from private.storage_removals', '42501', null, 'a rep cannot read the removal queue');

select tests.authenticate_as_anon();
select throws_ok(
  format('select public.sign_in_blocked_until(%L)', tests.get_user_id('Held Rep')),
  '42501', null, 'anon cannot call it'
);
select tests.clear_authentication();

set local role service_role;
select throws_ok($$insert into private.sign_in_throttles (key) values ('demo:1.2.3.4')$$, '23514', null, 'keys are account:, address: or demo-login:');
select throws_ok($$insert into private.storage_removals (bucket, object_path) values ('attachments', 'x')$$, '42501', null, 'the service path only reads and deletes the queue');
reset role;

-- An expired demo account with a file: the clean-up queues its path, the
-- files row goes with the account.
select tests.create_user('Old Demo');
create temp table old_demo on commit drop as select tests.get_user_id('Old Demo') as id;
update auth.users set raw_app_meta_data = raw_app_meta_data || '{"demo": true}', created_at = now() - interval '8 days'
 where id = (select id from old_demo);
insert into public.files (owner_id, object_path, original_name, mime_type, size)
select id, id || '/f1/proposal.pdf', 'proposal.pdf', 'application/pdf', 10 from old_demo;
select is(public.delete_expired_demo_accounts(), 1, 'the owner removes the expired demo account');
select is((select count(*)::int from public.files where owner_id = (select id from old_demo)), 0, 'its files rows went with it');
select is(
  (select array_agg(bucket || '/' || object_path) from private.storage_removals),
  (select array['attachments/' || id || '/f1/proposal.pdf'] from old_demo),
  'its file waits for the Storage API'
);
set local role service_role;
select is((select count(*)::int from private.storage_removals), 1, 'the service path reads the queue');
reset role;

select * from finish();
rollback;
