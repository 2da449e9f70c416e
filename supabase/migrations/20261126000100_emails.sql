-- E-mail with clients, both ways: what a rep sent (an approved follow-up) and what was captured
-- (BCC'd or forwarded to the workspace's address). A captured mail no client's address matched
-- waits unassigned (client_id null) with the rep it was matched to, until someone files it.
create table public.emails (
  id uuid primary key default gen_random_uuid(),
  -- The client's owner (copied by set_owner_from_client); for an unassigned mail, its rep.
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  client_id uuid references public.clients (id) on delete cascade,
  direction text not null,
  status text not null,
  followup_id uuid references public.followups (id) on delete set null,
  -- The sender's Idempotency-Key: a repeated request finds the first mail instead of sending again.
  idempotency_key text,
  -- RFC 5322 Message-ID, the dedupe key for both directions.
  message_id text,
  in_reply_to text,
  from_address text not null,
  from_name text,
  to_addresses text[] not null,
  cc_addresses text[] not null default '{}',
  subject text not null default '',
  text_body text not null default '',
  -- Sanitised by the server before it is stored.
  html_body text,
  -- Why the last send failed.
  error text,
  sent_at timestamptz,
  received_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A tsvector over 1 MB is an error: the body's first 100,000 characters are what search reads.
  search_vector tsvector generated always as (
    setweight(to_tsvector('public.search_words', subject), 'A')
    || setweight(to_tsvector('public.search_words', coalesce(from_name, '') || ' ' || from_address), 'B')
    || setweight(to_tsvector('public.search_words', left(text_body, 100000)), 'C')
  ) stored,
  constraint emails_direction_valid check (direction in ('outbound', 'inbound')),
  constraint emails_status_valid check (status in ('sending', 'sent', 'failed', 'received')),
  constraint emails_status_matches_direction check ((direction = 'inbound') = (status = 'received')),
  constraint emails_outbound_has_client check (direction = 'inbound' or client_id is not null),
  constraint emails_outbound_has_recipient check (direction = 'inbound' or cardinality(to_addresses) > 0),
  constraint emails_sent_at_when_sent check ((status = 'sent') = (sent_at is not null)),
  constraint emails_received_at_when_received check ((status = 'received') = (received_at is not null)),
  constraint emails_error_when_failed check ((status = 'failed') = (error is not null)),
  constraint emails_from_address_not_blank check (btrim(from_address) <> '')
);
comment on table public.emails is 'E-mail sent to or captured from clients; client_id null is a captured mail not yet assigned.';

-- The client's timeline, newest first.
create index emails_client_timeline_idx on public.emails (client_id, (coalesce(sent_at, received_at, created_at)) desc)
  where client_id is not null;
-- A rep's unassigned mail.
create index emails_owner_unassigned_idx on public.emails (owner_id, received_at desc) where client_id is null;
create unique index emails_message_id_key on public.emails (message_id) where message_id is not null;
create index emails_in_reply_to_idx on public.emails (in_reply_to) where in_reply_to is not null;
-- Nothing is sent twice: one outbound mail per follow-up and per sender's idempotency key.
create unique index emails_followup_sent_once_key on public.emails (followup_id)
  where direction = 'outbound' and followup_id is not null;
create unique index emails_idempotency_key on public.emails (owner_id, idempotency_key)
  where idempotency_key is not null;
create index emails_search_vector_idx on public.emails using gin (search_vector);

create trigger emails_set_owner
  before insert or update of client_id on public.emails
  for each row execute function public.set_owner_from_client();

create trigger emails_set_updated_at
  before update on public.emails
  for each row execute function public.set_updated_at();

-- Which files (in Storage, read like any attachment) a mail carries.
create table public.email_attachments (
  email_id uuid not null references public.emails (id) on delete cascade,
  file_id uuid not null references public.files (id) on delete cascade,
  primary key (email_id, file_id)
);
create index email_attachments_file_idx on public.email_attachments (file_id);

alter table public.emails enable row level security;
alter table public.email_attachments enable row level security;

-- The owner copy makes "owner_id is mine" mean "the client is mine" for an assigned mail. A
-- follow-up named must be one the writer sees, under the mail's own client.
create policy "emails: owner or admin can read"
  on public.emails for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "emails: owner or admin can add mail of their clients"
  on public.emails for insert to authenticated
  with check (
    (owner_id = (select auth.uid()) or (select public.is_admin()))
    and (followup_id is null
         or exists (select 1 from public.followups f where f.id = followup_id and f.client_id = emails.client_id))
  );
create policy "emails: owner or admin can update"
  on public.emails for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (
    (owner_id = (select auth.uid()) or (select public.is_admin()))
    and (followup_id is null
         or exists (select 1 from public.followups f where f.id = followup_id and f.client_id = emails.client_id))
  );
create policy "emails: only admins delete"
  on public.emails for delete to authenticated
  using ((select public.is_admin()));

create policy "email_attachments: readable with their e-mail"
  on public.email_attachments for select to authenticated
  using (exists (select 1 from public.emails e where e.id = email_id));
create policy "email_attachments: users attach their own files to e-mails they can see"
  on public.email_attachments for insert to authenticated
  with check (exists (select 1 from public.emails e where e.id = email_id) and public.owns_file(file_id));
create policy "email_attachments: only admins remove"
  on public.email_attachments for delete to authenticated
  using ((select public.is_admin()));

create policy "files: anyone who sees an e-mail carrying it can read"
  on public.files for select to authenticated
  using (exists (select 1 from public.email_attachments a join public.emails e on e.id = a.email_id where a.file_id = files.id));

grant select, insert, update, delete on public.emails, public.email_attachments to authenticated;
grant all on public.emails, public.email_attachments to service_role;

-- The activity feed shows a mail once it is sent or received under a client (a captured mail
-- when it is assigned). A sent mail is the sender's act; a received one the system's.
alter table public.activities drop constraint activities_type_valid;
alter table public.activities add constraint activities_type_valid
  check (activity_type in ('message', 'client_update', 'followup', 'email'));

create function public.activity_from_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if new.client_id is not null and new.status in ('sent', 'received')
     and (tg_op = 'INSERT' or old.status is distinct from new.status or old.client_id is null) then
    if new.status = 'sent' then
      perform public.record_activity(new.client_id, 'email', 'user', 'sent', 'E-mail sent: ' || new.subject,
                                     new.sent_at, coalesce(actor, new.owner_id));
    else
      perform public.record_activity(new.client_id, 'email', 'system', 'received', 'E-mail received: ' || new.subject,
                                     new.received_at, null);
    end if;
  end if;
  return new;
end
$$;
revoke execute on function public.activity_from_email() from public, anon, authenticated;

create trigger emails_record_activity
  after insert or update of status, client_id on public.emails
  for each row execute function public.activity_from_email();

-- When an admin hands a client to another rep, its mail follows, as its other rows do.
create function public.move_client_emails_to_new_owner() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.emails set owner_id = new.owner_id where client_id = new.id;
  return new;
end
$$;
revoke execute on function public.move_client_emails_to_new_owner() from public, anon, authenticated;

create trigger clients_move_emails_to_new_owner
  after update of owner_id on public.clients
  for each row when (old.owner_id is distinct from new.owner_id)
  execute function public.move_client_emails_to_new_owner();

-- A merge moves the dropped client's mail to the kept one (its delete would cascade to it
-- otherwise); the rest is fold_client_into as 20261125000200 wrote it.
create or replace function public.fold_client_into(p_from uuid, p_to uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  kept public.clients;
  dropped_name text;
begin
  if (select count(*) from public.clients c
       where c.id in (p_from, p_to) and (c.owner_id = actor or (select public.is_admin()))) <> 2 then
    raise exception 'Client not found' using errcode = 'P0002';
  end if;
  select * into kept from public.clients c where c.id = p_to;
  select c.name into dropped_name from public.clients c where c.id = p_from;

  -- The owner copies follow through each table's set_owner_from_client trigger.
  update public.chat_threads t set client_id = p_to where t.client_id = p_from;
  update public.followups f set client_id = p_to where f.client_id = p_from;
  update public.documents d set client_id = p_to where d.client_id = p_from;
  update public.emails e set client_id = p_to where e.client_id = p_from;
  update public.client_analyses a set client_id = p_to where a.client_id = p_from;
  update public.activities a set client_id = p_to, owner_id = kept.owner_id, client_name = kept.name
   where a.client_id = p_from;
  -- By a signed-in user: no caller, no client to change (the check above).
  perform public.record_activity(p_to, 'client_update', 'user', kept.status,
                                 format('Merged "%s" into this client', dropped_name), now(), actor);

  delete from public.clients c where c.id = p_from;
end
$$;

select audit.track('public.emails');
select audit.track('public.email_attachments');
