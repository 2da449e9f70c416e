import type { ClientRecord, DocumentKind } from "../../_shared/ai/types.ts";
import type { Transaction } from "../../_shared/db.ts";
import type { DocumentResponse, StoredFileResponse } from "../../_shared/contract/index.ts";
import { signedDownloadUrl } from "../../_shared/signed-urls.ts";
import type { Stored } from "../../_shared/validation.ts";
import { clientRecord } from "../assistant/queries.ts";

/** A listed document: its file still without the signed link. */
type StoredDocument = Stored<Omit<DocumentResponse, "file">, "createdAt"> & {
  file: StoredFileResponse;
};

/** The client a document is about: by id, else the caller's client with that exact name. */
export async function documentClient(
  tx: Transaction,
  clientId: string | undefined,
  clientName: string | null | undefined,
): Promise<ClientRecord | null> {
  if (clientId) return await clientRecord(tx, clientId);
  if (!clientName) return null;
  const [match] = await tx<{ id: string }[]>`
    select id from public.clients where lower(name) = lower(${clientName})
     order by (owner_id = (select auth.uid())) desc, updated_at desc limit 1`;
  return match ? await clientRecord(tx, match.id) : null;
}

export async function recordDocument(
  tx: Transaction,
  document: { kind: DocumentKind; title: string; clientId: string | null; fileId: string },
) {
  const [row] = await tx`
    insert into public.documents (kind, title, client_id, file_id)
    values (${document.kind}, ${document.title}, ${document.clientId}, ${document.fileId})
    returning id`;
  return row.id as string;
}

export async function listDocuments(
  tx: Transaction,
  q: { clientId?: string; limit: number; offset: number },
) {
  const where = q.clientId ? tx`where d.client_id = ${q.clientId}` : tx``;
  const documents = await tx<StoredDocument[]>`
    select d.id, d.kind, d.title, d.client_id, c.name as client_name, d.created_at,
           jsonb_build_object('id', f.id, 'originalName', f.original_name, 'mimeType', f.mime_type,
                              'size', f.size) as file
      from public.documents d
      join public.files f on f.id = d.file_id
      left join public.clients c on c.id = d.client_id
      ${where}
     order by d.created_at desc, d.id
     limit ${q.limit} offset ${q.offset}`;
  const [{ total }] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.documents d ${where}`;
  return { documents, total };
}

/** A page of documents as GET /documents and the MCP resource answer it: each file with a link the caller can open. */
export async function withDownloadLinks(
  list: Awaited<ReturnType<typeof listDocuments>>,
  userId: string,
) {
  const documents = await Promise.all(
    list.documents.map(async (d) => ({
      ...d,
      file: { ...d.file, url: await signedDownloadUrl(d.file.id, userId) },
    })),
  );
  return { documents, total: list.total };
}
