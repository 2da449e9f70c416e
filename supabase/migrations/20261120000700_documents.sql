-- A document is a PDF the AI generated (proposal, presentation, budget or
-- software requirements specification), stored as a file and listed per client.
create table public.documents (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  client_id uuid references public.clients (id) on delete cascade,
  kind text not null,
  title text not null,
  file_id uuid not null references public.files (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint documents_kind_valid check (kind in ('proposal', 'presentation', 'budget', 'srs')),
  constraint documents_title_not_blank check (btrim(title) <> '')
);
comment on table public.documents is 'A generated PDF, optionally about one client.';

create index documents_owner_created_idx on public.documents (owner_id, created_at desc);
create index documents_client_created_idx on public.documents (client_id, created_at desc);
create index documents_file_idx on public.documents (file_id);

create trigger documents_set_owner
  before insert or update of client_id on public.documents
  for each row execute function public.set_owner_from_client();

alter table public.documents enable row level security;

create policy "documents: owner or admin can read"
  on public.documents for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "documents: owner or admin can add"
  on public.documents for insert to authenticated
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "documents: owner or admin can update"
  on public.documents for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "documents: owner or admin can delete"
  on public.documents for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

-- A document's PDF is readable by whoever reads the document (after an admin
-- hands the client to another rep, the file still belongs to its uploader).
drop policy "files: owner, admin, or anyone who sees a message carrying it can read" on public.files;
create policy "files: owner, admin, or anyone who sees a message or document carrying it can read"
  on public.files for select to authenticated
  using (
    owner_id = (select auth.uid())
    or (select public.is_admin())
    or exists (select 1 from public.message_attachments a join public.messages m on m.id = a.message_id where a.file_id = files.id)
    or exists (select 1 from public.documents d where d.file_id = files.id)
  );

grant select, insert, update, delete on public.documents to authenticated;
grant all on public.documents to service_role;
