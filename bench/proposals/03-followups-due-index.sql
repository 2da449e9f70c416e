-- Proposal 3 (not applied; for supabase/migrations/20261120000500_followups.sql):
-- the follow-up list is ordered by (due_at, id). With a status filter the
-- existing (status, due_at) and (owner_id, status, due_at) indexes serve it;
-- without one (the screen's default, and every admin list) nothing does, so the
-- whole visible set is joined and sorted to return 50 rows. With this index
-- the admin's unfiltered first page walks due_at order and stops at 50.
create index if not exists followups_due_id_idx on public.followups (due_at, id);
