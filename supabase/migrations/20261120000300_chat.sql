-- A chat thread is one conversation between a rep and the AI assistant about a client.
create table public.chat_threads (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.clients (id) on delete cascade,
  owner_id uuid not null default auth.uid() references public.profiles (id),
  title text not null default ('Chat ' || to_char(now(), 'YYYY-MM-DD')),
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  constraint chat_threads_title_not_blank check (btrim(title) <> '')
);
comment on table public.chat_threads is 'A conversation with the AI assistant about one client.';

create index chat_threads_client_idx on public.chat_threads (client_id, last_message_at desc nulls last, created_at desc);
create index chat_threads_owner_activity_idx on public.chat_threads (owner_id, last_message_at desc nulls last);
create index chat_threads_activity_idx on public.chat_threads (last_message_at desc nulls last);

create trigger chat_threads_set_owner
  before insert or update of client_id on public.chat_threads
  for each row execute function public.set_owner_from_client();

-- A message is one turn in a thread: the rep's ('user') or the assistant's.
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.chat_threads (id) on delete cascade,
  role text not null,
  content text not null default '',
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint messages_role_valid check (role in ('user', 'assistant'))
);
comment on table public.messages is 'One turn of a chat thread, by the rep (user) or the AI (assistant).';

create index messages_thread_created_idx on public.messages (thread_id, created_at);
create index messages_user_idx on public.messages (user_id);

-- A file is an uploaded attachment or a generated document: metadata here,
-- bytes in the private Storage bucket at object_path.
create table public.files (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  bucket text not null default 'attachments',
  object_path text not null,
  original_name text not null,
  mime_type text not null,
  size bigint not null,
  created_at timestamptz not null default now(),
  constraint files_size_valid check (size >= 0 and size <= 10485760),
  constraint files_original_name_not_blank check (btrim(original_name) <> ''),
  constraint files_object_unique unique (bucket, object_path)
);
comment on table public.files is 'Metadata of an object in Storage; RLS on this table decides who may download it.';

create index files_owner_idx on public.files (owner_id, created_at desc);

-- Which files a message carries.
create table public.message_attachments (
  message_id uuid not null references public.messages (id) on delete cascade,
  file_id uuid not null references public.files (id) on delete cascade,
  primary key (message_id, file_id)
);
create index message_attachments_file_idx on public.message_attachments (file_id);

-- When each user last read each thread, so unread counts are real.
create table public.thread_reads (
  thread_id uuid not null references public.chat_threads (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  last_read_at timestamptz not null default now(),
  primary key (thread_id, user_id)
);
create index thread_reads_user_idx on public.thread_reads (user_id);

-- A new message moves its thread (and so its client) up the chat list.
create function public.touch_thread_on_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.chat_threads
     set last_message_at = greatest(coalesce(last_message_at, new.created_at), new.created_at)
   where id = new.thread_id;
  return new;
end
$$;
revoke execute on function public.touch_thread_on_message() from public, anon, authenticated;

create trigger messages_touch_thread
  after insert on public.messages
  for each row execute function public.touch_thread_on_message();

-- Whether the caller uploaded a file. Security definer: the attach policy must
-- not read files through the files policy, which reads attachments (a cycle).
create function public.owns_file(p_file_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.files f where f.id = p_file_id and f.owner_id = (select auth.uid()))
$$;
revoke execute on function public.owns_file(uuid) from public, anon;
grant execute on function public.owns_file(uuid) to authenticated, service_role;

alter table public.chat_threads enable row level security;
alter table public.messages enable row level security;
alter table public.files enable row level security;
alter table public.message_attachments enable row level security;
alter table public.thread_reads enable row level security;

create policy "chat_threads: owner or admin can read"
  on public.chat_threads for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "chat_threads: owner or admin can add threads to their clients"
  on public.chat_threads for insert to authenticated
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "chat_threads: owner or admin can update"
  on public.chat_threads for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "chat_threads: owner or admin can delete"
  on public.chat_threads for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

-- Messages follow their thread: whoever can see the thread can see and add to it.
create policy "messages: readable with their thread"
  on public.messages for select to authenticated
  using (exists (select 1 from public.chat_threads t where t.id = thread_id));
create policy "messages: users post as themselves in threads they can see"
  on public.messages for insert to authenticated
  with check (user_id = (select auth.uid()) and exists (select 1 from public.chat_threads t where t.id = thread_id));
create policy "messages: admins can correct messages"
  on public.messages for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "messages: deletable with their thread by its owner or an admin"
  on public.messages for delete to authenticated
  using (exists (select 1 from public.chat_threads t where t.id = thread_id));

create policy "files: owner, admin, or anyone who sees a message carrying it can read"
  on public.files for select to authenticated
  using (
    owner_id = (select auth.uid())
    or (select public.is_admin())
    or exists (select 1 from public.message_attachments a join public.messages m on m.id = a.message_id where a.file_id = files.id)
  );
create policy "files: users record their own uploads"
  on public.files for insert to authenticated
  with check (owner_id = (select auth.uid()));
create policy "files: owner or admin can rename"
  on public.files for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "files: owner or admin can delete"
  on public.files for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

create policy "message_attachments: readable with their message"
  on public.message_attachments for select to authenticated
  using (exists (select 1 from public.messages m where m.id = message_id));
create policy "message_attachments: users attach their own files to messages they can see"
  on public.message_attachments for insert to authenticated
  with check (exists (select 1 from public.messages m where m.id = message_id) and public.owns_file(file_id));
create policy "message_attachments: removable with their message"
  on public.message_attachments for delete to authenticated
  using (exists (select 1 from public.messages m where m.id = message_id));

create policy "thread_reads: users read their own marks"
  on public.thread_reads for select to authenticated
  using (user_id = (select auth.uid()));
create policy "thread_reads: users mark threads they can see"
  on public.thread_reads for insert to authenticated
  with check (user_id = (select auth.uid()) and exists (select 1 from public.chat_threads t where t.id = thread_id));
create policy "thread_reads: users move their own marks"
  on public.thread_reads for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "thread_reads: users delete their own marks"
  on public.thread_reads for delete to authenticated
  using (user_id = (select auth.uid()));

grant select, insert, update, delete on public.chat_threads, public.messages, public.files,
  public.message_attachments, public.thread_reads to authenticated;
grant all on public.chat_threads, public.messages, public.files,
  public.message_attachments, public.thread_reads to service_role;
