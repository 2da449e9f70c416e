-- Proposal 1 (not applied to the migrations; prototyped on a scratch database by the bench):
-- make the owner-or-admin read policies indexable.
--
-- `owner_id = (select auth.uid()) or (select public.is_admin())` is an OR with a
-- parameter the planner cannot see through, so no index on owner_id is usable:
-- every read of a rep's rows scans the whole table (20,000 clients, 50,000
-- follow-ups, 100,000 activities at the bench's default scale) and filters.
-- `owner_id = any(<the owners the caller may see>)` is one indexable condition:
-- a rep's array holds their own id, an admin's every profile's id.
create function public.visible_owner_ids() returns uuid[]
language sql stable security definer set search_path = ''
as $$
  select case
    when exists (select 1 from public.profiles where id = (select auth.uid()) and role = 'ADMIN')
      then array(select id from public.profiles)
    else array[(select auth.uid())]
  end
$$;
revoke execute on function public.visible_owner_ids() from public, anon;
grant execute on function public.visible_owner_ids() to authenticated, service_role;

drop policy "clients: owner or admin can read" on public.clients;
create policy "clients: owner or admin can read"
  on public.clients for select to authenticated
  using (owner_id = any ((select public.visible_owner_ids())::uuid[]));

drop policy "chat_threads: owner or admin can read" on public.chat_threads;
create policy "chat_threads: owner or admin can read"
  on public.chat_threads for select to authenticated
  using (owner_id = any ((select public.visible_owner_ids())::uuid[]));

drop policy "followups: owner or admin can read" on public.followups;
create policy "followups: owner or admin can read"
  on public.followups for select to authenticated
  using (owner_id = any ((select public.visible_owner_ids())::uuid[]));

drop policy "activities: owner or admin can read" on public.activities;
create policy "activities: owner or admin can read"
  on public.activities for select to authenticated
  using (owner_id = any ((select public.visible_owner_ids())::uuid[]));

drop policy "documents: owner or admin can read" on public.documents;
create policy "documents: owner or admin can read"
  on public.documents for select to authenticated
  using (owner_id = any ((select public.visible_owner_ids())::uuid[]));
