-- Pending invitations: an admin reads the invited accounts not yet accepted
-- through public.pending_invitations; a rep gets nothing, anon cannot call it.
begin;
select plan(7);

select tests.create_user('Invited Rep'), tests.create_user('Joined Rep'), tests.create_user('Plain Rep'),
       tests.create_user('Invite Boss', 'ADMIN');
update auth.users set invited_at = now() - interval '1 hour'
 where id = tests.get_user_id('Invited Rep');
-- Accepted: the link confirmed the address and signed them in.
update auth.users set invited_at = now() - interval '2 hours', email_confirmed_at = now(), last_sign_in_at = now()
 where id = tests.get_user_id('Joined Rep');

select tests.authenticate_as('Invite Boss');
select is(
  (select array_agg(id) from public.pending_invitations()),
  array[tests.get_user_id('Invited Rep')],
  'an admin sees only the invitation not yet accepted'
);
select ok(
  (select invited_at from public.pending_invitations()) < now() - interval '59 minutes',
  'with when it was sent'
);

select tests.clear_authentication();
update auth.users set email_confirmed_at = null where id = tests.get_user_id('Joined Rep');
select tests.authenticate_as('Invite Boss');
select is(
  (select count(*)::int from public.pending_invitations() where id = tests.get_user_id('Joined Rep')),
  0,
  'an invitee who has signed in is no longer pending'
);

select tests.authenticate_as('Invited Rep');
select is((select count(*)::int from public.pending_invitations()), 0, 'a rep sees no invitations');
select throws_ok('select count(*) from auth.users', '42501', null, 'nor Auth''s table');

select tests.authenticate_as_anon();
select throws_ok('select * from public.pending_invitations()', '42501', null, 'anon cannot call it');
select tests.clear_authentication();

set local role service_role;
select is((select count(*)::int from public.pending_invitations()), 0, 'no caller, no admin: nothing');
reset role;

select * from finish();
rollback;
