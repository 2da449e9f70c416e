-- Issue 19: the client counters (20261128000100_admin_counters.sql) counted an
-- update row by row, each row's upsert locking its own counters in the order the
-- rows were visited. Two multi-row updates at once (an admin handing reps'
-- clients over, a bulk stage change in Studio, a merge) that reach the same
-- counters in opposite orders then waited on each other until PostgreSQL broke
-- the deadlock by failing one (40P01; tests/load/client-counts-deadlock.test.ts).
-- An update statement is now counted once, after its rows, like inserts and
-- deletes: one upsert per counter, counters locked in key order.

drop trigger clients_count_updates on public.clients;

create or replace function private.count_client_changes() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_changes private.client_count_change[];
begin
  if tg_op = 'INSERT' then
    v_changes := array(
      select row(n.owner_id, n.stage, n.currency, n.deal_value, n.created_at, 1)::private.client_count_change
        from inserted n);
  elsif tg_op = 'DELETE' then
    v_changes := array(
      select row(o.owner_id, o.stage, o.currency, o.deal_value, o.created_at, -1)::private.client_count_change
        from deleted o);
  elsif tg_op = 'UPDATE' then
    -- A trigger with transition tables takes no column list nor WHEN: the rows
    -- whose counted columns kept their values are left out here. The full join
    -- also counts a row whose id was changed (out under the old, in under the new).
    v_changes := array(
      select c.change
        from updated_before o
        full join updated_after n on n.id = o.id
        cross join lateral (values
          (o.id, row(o.owner_id, o.stage, o.currency, o.deal_value, o.created_at, -1)::private.client_count_change),
          (n.id, row(n.owner_id, n.stage, n.currency, n.deal_value, n.created_at, 1)::private.client_count_change)
        ) c (id, change)
       where c.id is not null
         and (o.owner_id, o.stage, o.currency, o.deal_value, o.created_at)
             is distinct from (n.owner_id, n.stage, n.currency, n.deal_value, n.created_at));
  else
    delete from public.client_stage_counts where true;
    delete from public.client_creation_counts where true;
  end if;
  if cardinality(v_changes) > 0 then
    perform private.add_client_counts(v_changes);
  end if;
  return null;
end
$$;

create trigger clients_count_updates
  after update on public.clients referencing old table as updated_before new table as updated_after
  for each statement execute function private.count_client_changes();
