-- Sign-in back-off (private.sign_in_throttles): only the service path reads or
-- writes it; an admin clears an account's back-off through the function made
-- for it. Demo accounts older than seven days go with everything they own.
begin;
select plan(17);

select tests.create_user('Rep A'), tests.create_user('Boss', 'ADMIN');
insert into private.sign_in_throttles (key, failures, blocked_until)
values ('account:' || tests.get_user_id('Rep A'), 7, now() + interval '4 seconds'),
       ('address:203.0.113.9', 21, now() + interval '2 seconds');

select tests.authenticate_as_anon();
select throws_ok('select count(*) from private.sign_in_throttles', '42501', null, 'anon cannot read the back-off');
select throws_ok($$delete from private.sign_in_throttles$$, '42501', null, 'anon cannot clear it');

select tests.authenticate_as('Rep A');
select throws_ok('select count(*) from private.sign_in_throttles', '42501', null, 'a rep cannot read it, not even their own row');
select throws_ok($$update private.sign_in_throttles set blocked_until = null$$, '42501', null, 'a rep cannot lift their own back-off');
select throws_ok(
  format('select public.clear_sign_in_backoff(%L)', tests.get_user_id('Rep A')),
  '42501', 'Only an admin can clear a sign-in back-off', 'a rep cannot clear it through the function either'
);
select throws_ok('select public.delete_expired_demo_accounts()', '42501', null, 'a rep cannot run the demo clean-up');

select tests.authenticate_as('Boss');
select throws_ok('select count(*) from private.sign_in_throttles', '42501', null, 'an admin cannot read the table itself');
select is(public.clear_sign_in_backoff(tests.get_user_id('Rep A')), true, 'an admin clears a rep''s back-off');
select is(public.clear_sign_in_backoff(tests.get_user_id('Rep A')), false, 'clearing again finds nothing');

set local role service_role;
select is((select count(*)::int from private.sign_in_throttles), 1, 'the service path reads the table: the address row is left');
select lives_ok($$insert into private.sign_in_throttles (key) values ('account:' || gen_random_uuid())$$, 'the service path writes it');
select throws_ok($$insert into private.sign_in_throttles (key) values ('someone')$$, '23514', null, 'keys are account: or address:');
reset role;

-- Demo accounts: Old Demo (eight days old, with a client, a follow-up and a
-- thread) goes; New Demo and an old account that is not a demo stay.
select tests.create_user('Old Demo'), tests.create_user('New Demo'), tests.create_user('Old Rep');
update auth.users set raw_app_meta_data = raw_app_meta_data || '{"demo": true}'
 where id in (tests.get_user_id('Old Demo'), tests.get_user_id('New Demo'));
update auth.users set created_at = now() - interval '8 days'
 where id in (tests.get_user_id('Old Demo'), tests.get_user_id('Old Rep'));
select tests.create_client('Old Demo', 'Demo Client');
insert into public.followups (client_id, owner_id, title, due_at)
select id, owner_id, 'Call back', now() + interval '1 day' from public.clients where name = 'Demo Client';
insert into public.chat_threads (client_id, owner_id, title)
select id, owner_id, 'First talk' from public.clients where name = 'Demo Client';

set local role service_role;
select throws_ok('select public.delete_expired_demo_accounts()', '42501', null, 'not even the service role runs the clean-up');
reset role;
select is(public.delete_expired_demo_accounts(), 1, 'the owner (pg_cron, the stand-in''s timer) removes the one expired demo account');
select is(
  (select array_agg(name order by name) from public.profiles where name in ('Old Demo', 'New Demo', 'Old Rep')),
  array['New Demo', 'Old Rep'],
  'the demo account older than seven days is gone; the new demo and the old non-demo account stay'
);
select is((select count(*)::int from public.clients where name = 'Demo Client'), 0, 'its clients went with it');
select is(
  (select count(*)::int from auth.users where email = 'old.demo@test.dev'), 0, 'and its auth user'
);

select * from finish();
rollback;
