import { callerIsAdmin, containsPattern, ownRowsOnly, type Transaction } from "../../_shared/db.ts";
import type {
  CreateFollowUp,
  FollowUpFilter,
  FollowUpResponse,
  FollowUpSummary,
  ListFollowUps,
  UpdateFollowUp,
} from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

type StoredFollowUp = Stored<FollowUpResponse, "dueAt" | "completedAt" | "createdAt" | "updatedAt">;

const followUpColumns = (tx: Transaction) =>
  tx`f.id, f.title, f.notes, f.due_at, f.status, f.is_ai_generated, f.completed_at, f.created_at,
     f.updated_at, f.client_id,
     jsonb_build_object('id', c.id, 'name', c.name, 'company', c.company, 'status', c.status,
                        'email', c.email) as client,
     (select e.status from public.emails e
       where e.followup_id = f.id and e.direction = 'outbound') as email_status`;

/** The caller's "today", as the bounds of that day in their time zone. */
const startOfToday = (tx: Transaction, timeZone: string) =>
  tx`(date_trunc('day', now() at time zone ${timeZone}::text) at time zone ${timeZone}::text)`;
const endOfToday = (tx: Transaction, timeZone: string) =>
  tx`((date_trunc('day', now() at time zone ${timeZone}::text) + interval '1 day')
      at time zone ${timeZone}::text)`;

const isOverdue = (tx: Transaction) => tx`(f.status = 'pending' and f.due_at < now())`;
const isDueToday = (tx: Transaction, timeZone: string) =>
  tx`(f.due_at >= ${startOfToday(tx, timeZone)} and f.due_at < ${endOfToday(tx, timeZone)})`;

/**
 * A rep's clients, said outright for a query that reads every follow-up of theirs with its
 * client (a search, an export): the join then reads the clients through the owner index (1,000
 * rows, a hash join) instead of probing them one by one (2,500 probes at any team size) or
 * reading every rep's.
 */
export const callersClients = (tx: Transaction, admin: boolean) =>
  ownRowsOnly(tx, admin, "c.owner_id");

function searchFilter(tx: Transaction, search: string | undefined, admin: boolean) {
  if (!search) return tx``;
  const pattern = containsPattern(search);
  return tx`and (f.search_text like lower(${pattern})
                 or lower(c.name) like lower(${pattern})
                 or lower(coalesce(c.company, '')) like lower(${pattern}))
            ${callersClients(tx, admin)}`;
}

/** What the summary cards count: the search, status and client filters, not the date ones. */
function baseFilter(tx: Transaction, q: FollowUpFilter, admin: boolean) {
  return tx`
    ${searchFilter(tx, q.search?.trim(), admin)}
    ${q.status ? tx`and f.status = ${q.status}` : tx``}
    ${q.clientId ? tx`and f.client_id = ${q.clientId}` : tx``}`;
}

function dateFilter(tx: Transaction, q: FollowUpFilter) {
  return tx`
    ${q.dateFilter === "overdue" ? tx`and ${isOverdue(tx)}` : tx``}
    ${q.dateFilter === "today" ? tx`and ${isDueToday(tx, q.timeZone)}` : tx``}
    ${q.dueDateFrom ? tx`and f.due_at >= ${q.dueDateFrom}::timestamptz` : tx``}
    ${q.dueDateTo ? tx`and f.due_at < ${q.dueDateTo}::timestamptz` : tx``}`;
}

const hasDateFilter = (q: FollowUpFilter) => !!(q.dateFilter || q.dueDateFrom || q.dueDateTo);

/** A rep's own follow-ups, said outright so the owner index serves it; RLS applies anyway. */
const ownerScope = (tx: Transaction, admin: boolean) => ownRowsOnly(tx, admin, "f.owner_id");

/**
 * The list's and the export's conditions, after `where true`, over `f` joined
 * to its client `c`. Not async: a pending fragment returned from an async function would run.
 */
export function followUpFilter(tx: Transaction, q: FollowUpFilter, admin: boolean) {
  return tx`${ownerScope(tx, admin)} ${baseFilter(tx, q, admin)} ${dateFilter(tx, q)}`;
}

/** The ids of the list's page, in its order, among the rows the date filters keep. */
const pageOfIds = (tx: Transaction, q: ListFollowUps) =>
  tx`coalesce((array_agg(f.id order by f.due_at, f.id) filter (where true ${dateFilter(tx, q)}))
                [${q.offset + 1}:${q.offset + q.limit}], '{}')`;

export async function listFollowUps(tx: Transaction, q: ListFollowUps) {
  const admin = await callerIsAdmin(tx);
  const searching = !!q.search?.trim();
  const withClient = tx`from public.followups f join public.clients c on c.id = f.client_id`;
  // The list's total and the summary cards in one pass; only a search needs the client's name. A
  // search reads every follow-up of the caller's in that pass anyway (under RLS its `like` cannot
  // use an index), so the pass also picks the page's ids, and the page is read by them.
  const [{ listed, pageIds, ...summary }] = await tx<
    (FollowUpSummary & { listed: number; pageIds: string[] | null })[]
  >`
    select count(*) filter (where true ${dateFilter(tx, q)})::int as listed,
           count(*)::int as total,
           count(*) filter (where ${isOverdue(tx)})::int as overdue,
           count(*) filter (where ${isDueToday(tx, q.timeZone)})::int as due_today,
           count(*) filter (where f.status = 'done')::int as completed,
           ${searching ? pageOfIds(tx, q) : tx`null`} as page_ids
      ${searching ? withClient : tx`from public.followups f`}
     where true ${ownerScope(tx, admin)} ${baseFilter(tx, q, admin)}`;
  const followUps =
    pageIds?.length === 0
      ? []
      : await tx<StoredFollowUp[]>`
    select ${followUpColumns(tx)} ${withClient}
     where ${pageIds ? tx`f.id in ${tx(pageIds)}` : tx`true ${followUpFilter(tx, q, admin)}`}
     order by f.due_at, f.id
     ${pageIds ? tx`` : tx`limit ${q.limit} offset ${q.offset}`}`;
  return { followUps, total: hasDateFilter(q) ? listed : summary.total, summary };
}

export async function followUpById(tx: Transaction, id: string) {
  const [followUp] = await tx<StoredFollowUp[]>`
    select ${followUpColumns(tx)}
      from public.followups f join public.clients c on c.id = f.client_id
     where f.id = ${id}`;
  return followUp ?? null;
}

/** Null when the caller cannot see the client, so another rep's client is simply not found. */
export async function createFollowUp(
  tx: Transaction,
  input: CreateFollowUp & { clientId: string },
) {
  const [client] = await tx`select id from public.clients where id = ${input.clientId}`;
  if (!client) return null;
  const [{ id }] = await tx`
    insert into public.followups (client_id, title, notes, due_at, is_ai_generated)
    values (${input.clientId}, ${input.title}, ${input.notes ?? null},
            ${input.dueAt}::timestamptz, ${input.isAiGenerated})
    returning id`;
  return followUpById(tx, id);
}

/** Only the fields the request names change; completed_at follows status by trigger. */
export async function updateFollowUp(tx: Transaction, id: string, input: UpdateFollowUp) {
  const changes: Record<string, unknown> = {
    title: input.title,
    notes: input.notes,
    dueAt: input.snoozeUntil ?? input.dueAt,
    status: input.snoozeUntil ? "snoozed" : input.status,
  };
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return followUpById(tx, id);
  const updated = await tx`update public.followups set ${tx(set)} where id = ${id} returning id`;
  return updated.length ? followUpById(tx, id) : null;
}

export async function deleteFollowUp(tx: Transaction, id: string) {
  const deleted = await tx`delete from public.followups where id = ${id} returning id`;
  return deleted.length > 0;
}
