-- Client imports: a CSV or XLSX file's rows saved as the signed-in rep in batches, each batch in
-- one transaction. An import records its batches, so a batch sent again is recognised and not
-- saved twice, and the clients it created or updated, so it can be undone as a whole.

create table public.client_imports (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  file_name text not null,
  total_rows int not null,
  status text not null default 'running',
  created_count int not null default 0,
  updated_count int not null default 0,
  skipped_count int not null default 0,
  failed_count int not null default 0,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  undone_at timestamptz,
  constraint client_imports_file_name_length check (char_length(file_name) between 1 and 255),
  constraint client_imports_total_rows_range check (total_rows between 1 and 100000),
  constraint client_imports_status_valid check (status in ('running', 'done', 'undone')),
  -- The status says what the times say: running until it finishes (an undo finishes it too).
  constraint client_imports_status_matches_times check (
    (status = 'running') = (finished_at is null) and (status = 'undone') = (undone_at is not null)),
  constraint client_imports_counts_within_total check (
    least(created_count, updated_count, skipped_count, failed_count) >= 0
    and created_count + updated_count + skipped_count + failed_count <= total_rows)
);
comment on table public.client_imports is 'One import of a file of clients by a rep: its progress, counts and whether it was undone.';

create index client_imports_owner_created_idx on public.client_imports (owner_id, created_at desc);

-- A saved batch and what each of its rows came to; the key makes a batch sent again a no-op.
create table public.client_import_batches (
  import_id uuid not null references public.client_imports (id) on delete cascade,
  batch_no int not null,
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- [{rowNo, result, clientId, error}], answered again when the batch is sent again.
  results jsonb not null,
  created_at timestamptz not null default now(),
  primary key (import_id, batch_no),
  constraint client_import_batches_batch_no_positive check (batch_no >= 1)
);
comment on table public.client_import_batches is 'The batches of an import already saved, with their rows'' results.';
create index client_import_batches_owner_idx on public.client_import_batches (owner_id);

-- What undo reverts: the clients an import created (deleted) or updated (`previous` restored).
create table public.client_import_changes (
  import_id uuid not null references public.client_imports (id) on delete cascade,
  client_id uuid not null references public.clients (id) on delete cascade,
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  action text not null,
  -- The updated client's fields before the import changed them; null for a created client.
  previous jsonb,
  primary key (import_id, client_id),
  constraint client_import_changes_action_valid check (action in ('created', 'updated')),
  constraint client_import_changes_previous_for_updates check ((action = 'updated') = (previous is not null))
);
comment on table public.client_import_changes is 'The clients an import created or updated, and the updated ones'' earlier fields, for undo.';
create index client_import_changes_client_idx on public.client_import_changes (client_id);
create index client_import_changes_owner_idx on public.client_import_changes (owner_id);

-- A rep works only their own imports; admins may read everyone's, as with clients.
alter table public.client_imports enable row level security;

create policy "client_imports: owner or admin can read"
  on public.client_imports for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

create policy "client_imports: users start their own"
  on public.client_imports for insert to authenticated
  with check (owner_id = (select auth.uid()));

create policy "client_imports: owner updates progress"
  on public.client_imports for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));

grant select, insert (file_name, total_rows) on public.client_imports to authenticated;
grant update (status, created_count, updated_count, skipped_count, failed_count, finished_at, undone_at)
  on public.client_imports to authenticated;
grant all on public.client_imports to service_role;

alter table public.client_import_batches enable row level security;

create policy "client_import_batches: owner or admin can read"
  on public.client_import_batches for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

-- Only into the caller's own import while it runs.
create policy "client_import_batches: owner adds to a running import"
  on public.client_import_batches for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and exists (select 1 from public.client_imports i
                 where i.id = import_id and i.owner_id = (select auth.uid()) and i.status = 'running'));

grant select, insert (import_id, batch_no, results) on public.client_import_batches to authenticated;
grant all on public.client_import_batches to service_role;

alter table public.client_import_changes enable row level security;

create policy "client_import_changes: owner or admin can read"
  on public.client_import_changes for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

-- Only for the caller's own running import, and only clients the caller can see (the clients'
-- read policy applies inside the check), so undo never reaches another rep's client.
create policy "client_import_changes: owner records changes of a running import"
  on public.client_import_changes for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and exists (select 1 from public.client_imports i
                 where i.id = import_id and i.owner_id = (select auth.uid()) and i.status = 'running')
    and exists (select 1 from public.clients c where c.id = client_id));

grant select, insert (import_id, client_id, action, previous) on public.client_import_changes to authenticated;
grant all on public.client_import_changes to service_role;
