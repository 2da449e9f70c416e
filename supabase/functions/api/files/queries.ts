import type { Reading } from "../../_shared/attachments/index.ts";
import type { Transaction } from "../../_shared/db.ts";
import type { StoredFileResponse } from "../../_shared/contract/index.ts";

export interface FileRecord {
  id: string;
  objectPath: string;
  originalName: string;
  mimeType: string;
  size: number;
}

export interface NewFileRecord extends FileRecord {
  textContent: string | null;
  unreadableReason: string | null;
}

/** A file's reading as the columns that keep it. */
export function readingColumns(
  reading: Reading | null | undefined,
): Pick<NewFileRecord, "textContent" | "unreadableReason"> {
  return {
    textContent: reading && "text" in reading ? reading.text : null,
    unreadableReason: reading && "unreadable" in reading ? reading.unreadable : null,
  };
}

/** Recorded as the uploader: RLS lets users record only their own files. */
export async function recordFile(tx: Transaction, file: NewFileRecord) {
  const [row] = await tx<StoredFileResponse[]>`
    insert into public.files
      (id, object_path, original_name, mime_type, size, text_content, unreadable_reason)
    values (${file.id}, ${file.objectPath}, ${file.originalName}, ${file.mimeType}, ${file.size},
            ${file.textContent}, ${file.unreadableReason})
    returning id, original_name, mime_type, size::int as size`;
  return row;
}

export async function fileById(tx: Transaction, id: string): Promise<FileRecord | null> {
  const [file] = await tx<FileRecord[]>`
    select id, object_path, original_name, mime_type, size::int as size
      from public.files where id = ${id}`;
  return file ?? null;
}
