import type { PendingQuery, Row } from "postgres";
import { callerIsAdmin, containsPattern, ownRowsOnly, type Transaction } from "../../_shared/db.ts";
import { storedAnalysis } from "../assistant/queries.ts";
import type {
  ActivityResponse,
  ClientOverviewResponse,
  ClientFilter,
  ClientResponse,
  CreateClient,
  ListClients,
  UpdateClient,
} from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

export type StoredClient = Stored<ClientResponse, "closedAt" | "createdAt" | "updatedAt">;

/** The client as the API answers it, with the earliest pending follow-up. */
export const clientColumns = (tx: Transaction) =>
  tx`c.id, c.owner_id, c.name, c.email, c.phone, c.company, c.status, c.stage, c.priority,
     c.deal_value::float8 as deal_value, c.currency, c.notes, c.closed_at, c.created_at, c.updated_at,
     (select jsonb_build_object('id', f.id, 'title', f.title, 'dueAt', f.due_at, 'isAiGenerated', f.is_ai_generated)
        from public.followups f
       where f.client_id = c.id and f.status = 'pending'
       order by f.due_at
       limit 1) as next_follow_up`;

/**
 * The list's and the export's WHERE: a rep's own clients (said outright so the
 * owner index serves it; RLS applies anyway), the search and the filters.
 * Not async: a pending fragment returned from an async function would run.
 */
export function clientFilter(tx: Transaction, q: ClientFilter, admin: boolean) {
  const search = q.search?.trim();
  const stage = q.stage ?? q.status?.stage;
  const status = q.status?.status;
  return tx`
    where true
    ${ownRowsOnly(tx, admin, "c.owner_id")}
    ${search ? tx`and c.search_text like lower(${containsPattern(search)})` : tx``}
    ${status ? tx`and c.status = ${status}` : tx``}
    ${stage ? tx`and c.stage = ${stage}` : tx``}
    ${q.priority ? tx`and c.priority = ${q.priority}` : tx``}`;
}

export async function listClients(tx: Transaction, q: ListClients) {
  const where = clientFilter(tx, q, await callerIsAdmin(tx));
  // The page is chosen first, so the next follow-up is looked up for its rows only, not for every skipped one.
  const clients = await tx<StoredClient[]>`
    select ${clientColumns(tx)}
      from (select * from public.clients c ${where}
             order by c.updated_at desc, c.id
             limit ${q.limit} offset ${q.offset}) c
     order by c.updated_at desc, c.id`;
  const [{ total }] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.clients c ${where}`;
  return { clients, total };
}

export async function clientById(tx: Transaction, id: string) {
  const [client] = await tx<StoredClient[]>`
    select ${clientColumns(tx)} from public.clients c where c.id = ${id}`;
  return client ?? null;
}

/** A client's columns as Add Client's fields set them; undefined leaves a column alone (its default on insert). */
export type ClientFields = {
  owner_id?: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  notes?: string | null;
  status?: string;
  stage?: string;
  priority?: string;
  deal_value?: number | null;
  currency?: string;
};

/** Add Client's fields in the clients table's words; the owner is the caller unless `ownerId` names one. */
export function clientFields(input: CreateClient, ownerId?: string): ClientFields {
  return {
    owner_id: ownerId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    notes: input.notes,
    status: input.status?.status,
    stage: input.stage ?? input.status?.stage,
    priority: input.priority,
    deal_value: input.dealValue,
    currency: input.currency,
  };
}

/** New clients, in one statement; the ids are chosen by the caller so each knows its client. */
export async function insertClients(tx: Transaction, rows: ({ id: string } & ClientFields)[]) {
  await tx`
    insert into public.clients (id, owner_id, name, email, phone, company, notes, status, stage,
                                priority, deal_value, currency)
    select r.id, coalesce(r.owner_id, (select auth.uid())), r.name, r.email, r.phone, r.company,
           r.notes, coalesce(r.status, 'prospect'), coalesce(r.stage, 'LEAD'),
           coalesce(r.priority, 'MEDIUM'), r.deal_value, coalesce(r.currency, 'USD')
      from jsonb_to_recordset(${tx.json(rows)}::jsonb) as r(
             id uuid, owner_id uuid, name text, email text, phone text, company text, notes text,
             status text, stage text, priority text, deal_value numeric, currency text)`;
}

export async function createClient(tx: Transaction, input: CreateClient) {
  const id = crypto.randomUUID();
  await insertClients(tx, [{ id, ...clientFields(input) }]);
  return clientById(tx, id);
}

/** Only the fields the request names change; the rest stay as they are. */
export async function updateClient(tx: Transaction, id: string, input: UpdateClient) {
  const company = input.company !== undefined ? input.company : input.clientId;
  const stage = input.stage ?? input.status?.stage;
  const changes: Record<string, unknown> = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company,
    notes: input.notes,
    priority: input.priority,
    status: input.status?.status,
    stage,
    dealValue: input.dealValue,
    currency: input.currency,
  };
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const updated = await tx`update public.clients set ${tx(set)} where id = ${id} returning id`;
  return updated.length ? clientById(tx, id) : null;
}

/**
 * Deletes the clients `ids` selects (a subquery's fragment, so a whole import's clients go in one
 * statement) and everything under them (cascades), and the files their messages and documents
 * carried; answers how many clients went and the files' Storage paths to remove after the commit.
 */
export async function deleteClientsAndFiles(tx: Transaction, ids: PendingQuery<Row[]>) {
  const files = await tx<{ id: string }[]>`
    select a.file_id as id
      from public.message_attachments a
      join public.messages m on m.id = a.message_id
      join public.chat_threads t on t.id = m.thread_id
     where t.client_id in (${ids})
    union
    select d.file_id from public.documents d where d.client_id in (${ids})`;
  const deleted = await tx`delete from public.clients where id in (${ids})`;
  const removed = files.length
    ? await tx<{ objectPath: string }[]>`
        delete from public.files where id in ${tx(files.map((f) => f.id))} returning object_path`
    : [];
  return { count: deleted.count, paths: removed.map((f) => f.objectPath) };
}

/** Deletes one client as deleteClientsAndFiles does; null when there was none to delete. */
export async function deleteClient(tx: Transaction, id: string): Promise<string[] | null> {
  const { count, paths } = await deleteClientsAndFiles(tx, tx`select ${id}::uuid`);
  return count ? paths : null;
}

/** Everything the Client Details page shows, in one read. */
export async function clientOverview(tx: Transaction, id: string) {
  const client = await clientById(tx, id);
  if (!client) return null;
  const latestAnalysis = await storedAnalysis(tx, id);
  const followUps = await tx<
    Stored<ClientOverviewResponse["followUps"][number], "dueAt" | "completedAt" | "createdAt">[]
  >`
    select id, title, notes, due_at, status, is_ai_generated, completed_at, created_at
      from public.followups where client_id = ${id} and status <> 'done'
     order by due_at limit 50`;
  const documents = await tx<Stored<ClientOverviewResponse["documents"][number], "createdAt">[]>`
    select d.id, d.kind, d.title, d.created_at, f.id as file_id, f.original_name, f.size::int as size,
           f.mime_type
      from public.documents d join public.files f on f.id = d.file_id
     where d.client_id = ${id}
     order by d.created_at desc limit 50`;
  const [{ messageCount }] = await tx<{ messageCount: number }[]>`
    select count(*)::int as message_count
      from public.messages m join public.chat_threads t on t.id = m.thread_id
     where t.client_id = ${id}`;
  const history = await tx<Stored<Omit<ActivityResponse, "clientId">, "createdAt">[]>`
    select id, activity_type, role, client_name, name, status, title, created_at
      from public.activities where client_id = ${id}
     order by created_at desc limit 30`;
  return { client, latestAnalysis, followUps, documents, messageCount, history };
}
