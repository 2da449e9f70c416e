-- Invitations an admin sent by e-mail (Auth's POST /invite) that the invitee
-- has not accepted yet: the account exists, with its profile and role, but its
-- address is unconfirmed and it has never signed in. auth.users is Auth's, not
-- readable by the API roles, so admins read what they need through this.
create function public.pending_invitations()
returns table (id uuid, invited_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select u.id, u.invited_at
    from auth.users u
   where (select public.is_admin())
     and u.invited_at is not null
     and u.email_confirmed_at is null
     and u.last_sign_in_at is null
$$;
comment on function public.pending_invitations() is
  'Invited accounts not yet accepted (unconfirmed, never signed in), with when the latest invitation went out; empty for a non-admin.';
revoke execute on function public.pending_invitations() from public, anon;
grant execute on function public.pending_invitations() to authenticated, service_role;
