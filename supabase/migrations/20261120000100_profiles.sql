-- Tables in public are granted explicitly, table by table. Projects created
-- before Supabase stopped granting new tables to the API roles still have that
-- default; take it away from anon so nothing new is readable without a grant.
alter default privileges for role postgres in schema public revoke all on tables from anon;
alter default privileges for role postgres in schema public revoke all on sequences from anon;
alter default privileges for role postgres in schema public revoke execute on functions from anon;

-- A profile is the CRM's view of one Supabase Auth user: the name the team
-- sees, a unique username to sign in with, and the role that decides what
-- they may do. Rows are created by a trigger when the auth user is created.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null,
  email text not null,
  username text not null,
  role text not null default 'SALES',
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_name_not_blank check (btrim(name) <> ''),
  constraint profiles_username_not_blank check (btrim(username) <> ''),
  constraint profiles_role_valid check (role in ('ADMIN', 'SALES'))
);
comment on table public.profiles is 'One row per auth user: display name, username, role (ADMIN or SALES).';

-- Usernames are unique whatever their case, so "Anna" and "anna" cannot both sign in.
create unique index profiles_username_unique on public.profiles (lower(username));
create index profiles_role_idx on public.profiles (role);

-- Policies call this for every row: security definer so it can read profiles
-- without recursing into their own policies; an empty search_path so nothing
-- can shadow the objects it names.
create function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and role = 'ADMIN'
  )
$$;
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

create function public.set_updated_at() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- A username from the sign-up metadata, else the e-mail's local part, made
-- unique with a number when taken. The role comes from app_metadata, which
-- only the service role can write, so nobody can sign themselves up as ADMIN.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  base text := lower(coalesce(
    nullif(btrim(new.raw_user_meta_data ->> 'username'), ''),
    split_part(coalesce(new.email, new.id::text), '@', 1)
  ));
  candidate text := base;
  suffix int := 1;
begin
  while exists (select 1 from public.profiles where lower(username) = candidate) loop
    suffix := suffix + 1;
    candidate := base || suffix;
  end loop;
  insert into public.profiles (id, name, email, username, role, avatar_url)
  values (
    new.id,
    coalesce(
      nullif(btrim(new.raw_user_meta_data ->> 'name'), ''),
      nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''),
      split_part(coalesce(new.email, 'user'), '@', 1)
    ),
    coalesce(new.email, ''),
    candidate,
    case when new.raw_app_meta_data ->> 'role' in ('ADMIN', 'SALES') then new.raw_app_meta_data ->> 'role' else 'SALES' end,
    new.raw_user_meta_data ->> 'avatar_url'
  );
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles set email = coalesce(new.email, '') where id = new.id;
  return new;
end
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- Signed-in users may change their own name and avatar; only an admin (or the
-- service role) may change a role.
create function public.guard_profile_role() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.role is distinct from old.role
     and coalesce((select auth.role()), '') <> 'service_role'
     and current_user <> 'postgres'
     and not public.is_admin() then
    raise exception 'Only an admin can change a role' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger profiles_guard_role
  before update on public.profiles
  for each row execute function public.guard_profile_role();

alter table public.profiles enable row level security;

create policy "profiles: signed-in users can read every profile"
  on public.profiles for select to authenticated
  using (true);

create policy "profiles: users can update their own profile, admins any"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

grant select, update (name, username, avatar_url, role) on public.profiles to authenticated;
grant all on public.profiles to service_role;
