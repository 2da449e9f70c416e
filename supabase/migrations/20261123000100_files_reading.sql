-- What an attached document reads as, worked out once when it is uploaded: its text, or why it
-- has none. A chat reply or an analysis that carries the file then reads these columns instead
-- of downloading and parsing the file again. Both null: not read yet (an image, a generated
-- document, or a file uploaded before this column existed).
alter table public.files
  add column text_content text,
  add column unreadable_reason text,
  add constraint files_text_content_length check (char_length(text_content) <= 60000),
  add constraint files_unreadable_reason_length check (char_length(unreadable_reason) <= 1000);

comment on column public.files.text_content is 'The document''s readable text (at most 50,000 characters), read at upload.';
comment on column public.files.unreadable_reason is 'Why the document has no readable text (scanned, too slow to read…), found at upload.';
