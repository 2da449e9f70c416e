-- Demo data for local development. Every demo account's password is
-- 'password123' (local/start.ts prints the accounts). Users are created the way
-- a Supabase seed does it: auth.users with a bcrypt password, the nil instance
-- id and empty token strings, plus an email identity.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('password123', extensions.gen_salt('bf', 10)), now(),
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', u.role),
  jsonb_build_object('name', u.name, 'username', u.username),
  now() - interval '90 days', now(),
  '', '', '', ''
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'admin', 'Alex Morgan', 'ADMIN'),
  ('a0000000-0000-4000-8000-000000000002'::uuid, 'sarah@example.com', 'sarah', 'Sarah Chen', 'SALES'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, 'marco@example.com', 'marco', 'Marco Rossi', 'SALES'),
  ('a0000000-0000-4000-8000-000000000004'::uuid, 'priya@example.com', 'priya', 'Priya Patel', 'SALES')
) as u (id, email, username, name, role);

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', now(), now(), now()
from auth.users u
where u.id::text like 'a0000000-0000-4000-8000-%';
