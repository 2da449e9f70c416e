-- Profiles: created by the sign-up trigger, readable by signed-in users only,
-- editable by their owner, roles changed only by an admin.
begin;
select plan(14);

-- Rep A signs up with no role in app_metadata and a username of their own;
-- Rep B asks for ADMIN in user metadata, which only app_metadata may grant.
select tests.create_user('Rep A', null, '{"username": "RepA"}'),
       tests.create_user('Rep B', 'SALES', '{"role": "ADMIN"}'),
       tests.create_user('Boss', 'ADMIN');

select is(
  (select row(name, username, role)::text from public.profiles where id = tests.get_user_id('Rep A')),
  row('Rep A', 'repa', 'SALES')::text,
  'the sign-up trigger creates a SALES profile with the lower-cased username'
);
select is(
  (select role from public.profiles where id = tests.get_user_id('Rep B')),
  'SALES',
  'a role asked for in user metadata is ignored: only app_metadata sets it'
);
select is(
  (select username from public.profiles where id = tests.get_user_id('Boss')),
  'boss',
  'the username falls back to the e-mail local part'
);
select throws_ok(
  $$insert into public.profiles (id, name, email, username) values (gen_random_uuid(), 'X', 'x@x', 'REPA')$$,
  '23505', 'duplicate key value violates unique constraint "profiles_username_unique"',
  'usernames are unique whatever their case'
);
select throws_ok(
  $$update public.profiles set name = '  ' where id = tests.get_user_id('Rep A')$$,
  '23514', null, 'a blank name is rejected'
);

-- anon reads nothing
select tests.authenticate_as_anon();
select throws_ok('select count(*) from public.profiles', '42501', null, 'anon cannot read profiles');

-- a sales rep
select tests.authenticate_as('Rep A');
select is((select count(*)::int from public.profiles), 3, 'a signed-in user reads every profile');
update public.profiles set name = 'Rep A Renamed' where id = tests.get_user_id('Rep A');
select is(
  (select name from public.profiles where id = tests.get_user_id('Rep A')),
  'Rep A Renamed', 'a user updates their own name'
);
update public.profiles set name = 'Hijacked' where id = tests.get_user_id('Rep B');
select is(
  (select name from public.profiles where id = tests.get_user_id('Rep B')),
  'Rep B', 'a user cannot update someone else''s profile'
);
select throws_ok(
  $$update public.profiles set role = 'ADMIN' where id = tests.get_user_id('Rep A')$$,
  '42501', 'Only an admin can change a role', 'a sales rep cannot promote themselves'
);
select throws_ok(
  $$delete from public.profiles where id = tests.get_user_id('Rep A')$$,
  '42501', null, 'nobody deletes a profile directly'
);
select throws_ok(
  $$insert into public.profiles (id, name, email, username) values (gen_random_uuid(), 'Ghost', 'g@x', 'ghost')$$,
  '42501', null, 'a user cannot create profiles'
);

-- an admin
select tests.authenticate_as('Boss');
update public.profiles set role = 'ADMIN' where id = tests.get_user_id('Rep B');
select is(
  (select role from public.profiles where id = tests.get_user_id('Rep B')),
  'ADMIN', 'an admin changes another user''s role'
);
select tests.clear_authentication();

select is(
  (select count(*)::int from public.profiles where name = 'Hijacked'),
  0, 'the failed hijack changed nothing'
);

select * from finish();
rollback;
