-- One read policy on files, not two: 20261126000100 added a second permissive one for the files
-- e-mails carry, and the advisors warn that every read then runs both. The same rule as both.
drop policy "files: anyone who sees an e-mail carrying it can read" on public.files;
drop policy "files: owner, admin, or anyone who sees a message or document carrying it can read" on public.files;
create policy "files: owner, admin, or anyone who sees a message, document or e-mail carrying it can read"
  on public.files for select to authenticated
  using (
    owner_id = (select auth.uid())
    or (select public.is_admin())
    or exists (select 1 from public.message_attachments a join public.messages m on m.id = a.message_id where a.file_id = files.id)
    or exists (select 1 from public.documents d where d.file_id = files.id)
    or exists (select 1 from public.email_attachments a join public.emails e on e.id = a.email_id where a.file_id = files.id)
  );
