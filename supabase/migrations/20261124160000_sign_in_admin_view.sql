-- Admins see on the users screen until when an account's sign-in is held
-- back, so they know whom to clear. The back-off table stays out of every app
-- role's reach; this reads one account's wait for an admin and nothing for
-- anyone else (a rep's user list shows no one as held back).
create function public.sign_in_blocked_until(target uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select t.blocked_until
    from private.sign_in_throttles t
   where t.key = 'account:' || target::text
     and t.blocked_until > now()
     and public.is_admin();
$$;
comment on function public.sign_in_blocked_until(uuid) is
  'Admins only: until when the account''s sign-in is held back, or null (also null for any other caller).';
revoke execute on function public.sign_in_blocked_until(uuid) from public, anon;
grant execute on function public.sign_in_blocked_until(uuid) to authenticated, service_role;
