-- Profiles: created by the sign-up trigger, readable by signed-in users only,
-- editable by their owner, roles changed only by an admin.
begin;
select plan(14);

insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111', 'authenticated', 'authenticated',
   'rep.a@test.dev', '{}', '{"name": "Rep A", "username": "RepA"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222', 'authenticated', 'authenticated',
   'rep.b@test.dev', '{"role": "SALES"}', '{"name": "Rep B", "role": "ADMIN"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '33333333-3333-4333-8333-333333333333', 'authenticated', 'authenticated',
   'boss@test.dev', '{"role": "ADMIN"}', '{"name": "Boss"}', now(), now());

select is(
  (select row(name, username, role)::text from public.profiles where id = '11111111-1111-4111-8111-111111111111'),
  row('Rep A', 'repa', 'SALES')::text,
  'the sign-up trigger creates a SALES profile with the lower-cased username'
);
select is(
  (select role from public.profiles where id = '22222222-2222-4222-8222-222222222222'),
  'SALES',
  'a role asked for in user metadata is ignored: only app_metadata sets it'
);
select is(
  (select username from public.profiles where id = '33333333-3333-4333-8333-333333333333'),
  'boss',
  'the username falls back to the e-mail local part'
);
select throws_ok(
  $$insert into public.profiles (id, name, email, username) values ('22222222-2222-4222-8222-222222222222', 'X', 'x@x', 'REPA')$$,
  '23505', null, 'usernames are unique whatever their case'
);
select throws_ok(
  $$update public.profiles set name = '  ' where id = '11111111-1111-4111-8111-111111111111'$$,
  '23514', null, 'a blank name is rejected'
);

-- anon reads nothing
set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
select throws_ok('select count(*) from public.profiles', '42501', null, 'anon cannot read profiles');
reset role;

-- a sales rep
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}', true);
select is((select count(*)::int from public.profiles), 3, 'a signed-in user reads every profile');
update public.profiles set name = 'Rep A Renamed' where id = '11111111-1111-4111-8111-111111111111';
select is(
  (select name from public.profiles where id = '11111111-1111-4111-8111-111111111111'),
  'Rep A Renamed', 'a user updates their own name'
);
update public.profiles set name = 'Hijacked' where id = '22222222-2222-4222-8222-222222222222';
select is(
  (select name from public.profiles where id = '22222222-2222-4222-8222-222222222222'),
  'Rep B', 'a user cannot update someone else''s profile'
);
select throws_ok(
  $$update public.profiles set role = 'ADMIN' where id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', 'Only an admin can change a role', 'a sales rep cannot promote themselves'
);
select throws_ok(
  $$delete from public.profiles where id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', null, 'nobody deletes a profile directly'
);
select throws_ok(
  $$insert into public.profiles (id, name, email, username) values (gen_random_uuid(), 'Ghost', 'g@x', 'ghost')$$,
  '42501', null, 'a user cannot create profiles'
);
reset role;

-- an admin
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated"}', true);
update public.profiles set role = 'ADMIN' where id = '22222222-2222-4222-8222-222222222222';
select is(
  (select role from public.profiles where id = '22222222-2222-4222-8222-222222222222'),
  'ADMIN', 'an admin changes another user''s role'
);
reset role;

select is(
  (select count(*)::int from public.profiles where name = 'Hijacked'),
  0, 'the failed hijack changed nothing'
);

select * from finish();
rollback;
