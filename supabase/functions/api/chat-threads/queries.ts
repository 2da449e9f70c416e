import type { Transaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import type {
  ChatClientResponse,
  ChatMessageResponse,
  ChatThreadResponse,
  CreatedThreadResponse,
  StoredFileResponse,
} from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

/** A message as stored: its attachments still without their signed links. */
export type Message = Stored<Omit<ChatMessageResponse, "attachments">, "createdAt"> & {
  attachments: StoredFileResponse[];
};

type ClientWithThreadRow = Stored<
  Omit<ChatClientResponse, "latestThread">,
  "createdAt" | "updatedAt" | "lastActivity"
> & { threadId: string; threadLastMessageAt: Date | null; unreadCount: number };

/** The AI's replies have no author to show, though the rep who asked recorded them. */
const messageFields = (tx: Transaction) =>
  tx`m.id, m.role, m.content, m.created_at, m.user_id,
     case when m.role = 'user' and p.id is not null
          then jsonb_build_object('id', p.id, 'name', p.name, 'avatarUrl', p.avatar_url) end as "user"`;

const messageColumns = (tx: Transaction) =>
  tx`${messageFields(tx)},
     coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'originalName', f.original_name,
                                                   'mimeType', f.mime_type, 'size', f.size)
                                order by f.created_at, f.id)
                 from public.message_attachments a join public.files f on f.id = a.file_id
                where a.message_id = m.id), '[]'::jsonb) as attachments`;

export async function clientsWithThreads(tx: Transaction, limit: number) {
  const rows = await tx<ClientWithThreadRow[]>`select * from public.clients_with_threads(${limit})`;
  return rows.map(({ threadId, threadLastMessageAt, unreadCount, ...client }) => ({
    ...client,
    latestThread: { id: threadId, lastMessageAt: threadLastMessageAt, unreadCount },
  }));
}

async function threadById(tx: Transaction, id: string) {
  const [thread] = await tx<Stored<ChatThreadResponse, "createdAt" | "lastMessageAt">[]>`
    select t.id, t.client_id,
           jsonb_build_object('id', c.id, 'name', c.name, 'company', c.company, 'stage', c.stage) as client,
           t.title, t.created_at, t.last_message_at
      from public.chat_threads t join public.clients c on c.id = t.client_id
     where t.id = ${id}`;
  return thread ?? null;
}

/** Read up to the newest message shown, never back: unread counts compare against it. */
function markThreadRead(tx: Transaction, id: string) {
  return tx`
    insert into public.thread_reads (thread_id, last_read_at)
    select ${id}, coalesce(max(m.created_at), now()) from public.messages m where m.thread_id = ${id}
    on conflict (thread_id, user_id) do update
      set last_read_at = greatest(public.thread_reads.last_read_at, excluded.last_read_at)`;
}

/** A thread with its messages, oldest first; reading it marks it read for the caller. */
export async function readThread(tx: Transaction, id: string) {
  const thread = await threadById(tx, id);
  if (!thread) return null;
  const messages = await tx<Message[]>`
    select ${messageColumns(tx)}
      from public.messages m left join public.profiles p on p.id = m.user_id
     where m.thread_id = ${id}
     order by m.created_at, m.id`;
  await tx
    .savepoint((sp) => markThreadRead(sp, id))
    .catch((error) => console.error(`could not mark thread ${id} read`, error));
  return { thread, messages };
}

export async function createThread(tx: Transaction, clientId: string, title: string | undefined) {
  const [client] = await tx`select id from public.clients where id = ${clientId}`;
  if (!client) return null;
  const fields = title ? { clientId, title } : { clientId };
  const [thread] = await tx<Stored<CreatedThreadResponse, "createdAt" | "lastMessageAt">[]>`
    insert into public.chat_threads ${tx(fields)}
    returning id, client_id, title, created_at, last_message_at`;
  return thread;
}

async function messageById(tx: Transaction, id: string): Promise<Message> {
  const [message] = await tx<Message[]>`
    select ${messageColumns(tx)}
      from public.messages m left join public.profiles p on p.id = m.user_id
     where m.id = ${id}`;
  return message;
}

/**
 * Adds a message and its attachments to a thread the caller can see; null when
 * they cannot. Attachments must be the caller's own uploads.
 */
export async function addMessage(
  tx: Transaction,
  threadId: string,
  role: Message["role"],
  content: string,
  fileIds: string[] = [],
): Promise<Message | null> {
  const [thread] = await tx`select id from public.chat_threads where id = ${threadId}`;
  if (!thread) return null;
  if (fileIds.length) {
    const own = await tx`
      select id from public.files where id in ${tx(fileIds)} and owner_id = (select auth.uid())`;
    if (own.length !== fileIds.length) throw new HttpError(404, "File not found");
  }
  // Answered by the statement that adds it: read back by id, its attachments' subquery had every
  // policy on files planned, for none on most messages (1.6 ms of planning a post under load).
  const [message] = await tx<Message[]>`
    with m as (
      insert into public.messages (thread_id, role, content)
      values (${threadId}, ${role}, ${content})
      returning id, role, content, created_at, user_id)
    select ${messageFields(tx)}, '[]'::jsonb as attachments
      from m left join public.profiles p on p.id = m.user_id`;
  if (!fileIds.length) return message;
  await tx`insert into public.message_attachments ${tx(
    fileIds.map((fileId) => ({ messageId: message.id, fileId })),
  )}`;
  return messageById(tx, message.id);
}
