// Proposed rewrites of the API's slowest query functions, measured against the
// originals by bench/proposals/compare.ts on a scratch database. NOT used by the
// API: each is a suggestion for the file named above it, with the same
// signature and the same answer (compare.ts checks that the answers are equal).
import type { Transaction } from "../../supabase/functions/_shared/db.ts";
import type { ListClients } from "../../supabase/functions/api/clients/schemas.ts";
import type { ListFollowUps } from "../../supabase/functions/api/followups/schemas.ts";

// ── shared: an indexable owner condition for reps ─────────────────────────────
// The read policies say `owner_id = (select auth.uid()) or (select public.is_admin())`.
// The planner cannot use an index for that OR, so every list scans the whole table
// (20,000 clients, 50,000 follow-ups) and filters 95% away. Saying the owner
// explicitly for a rep (RLS still applies on top) lets it use the
// (owner_id, ...) indexes the migrations already have. Whether the caller is an
// admin is read in the same transaction (one primary-key lookup), never from the token.
async function callerIsAdmin(tx: Transaction): Promise<boolean> {
  const [{ admin }] = await tx`select public.is_admin() as admin`;
  return admin;
}
// A fragment is a pending query: it must not come out of an async function (awaiting it runs it).
const ownerScope = (tx: Transaction, admin: boolean, ...columns: string[]) =>
  admin ? tx`` : columns.map((column) => tx`and ${tx(column)} = (select auth.uid())`);

// ── supabase/functions/api/clients/queries.ts: listClients ───────────────────
const clientColumns = (tx: Transaction) =>
  tx`c.id, c.owner_id, c.name, c.email, c.phone, c.company, c.status, c.stage, c.priority,
     c.deal_value::float8 as deal_value, c.currency, c.notes, c.closed_at, c.created_at, c.updated_at,
     (select jsonb_build_object('id', f.id, 'title', f.title, 'dueAt', f.due_at, 'isAiGenerated', f.is_ai_generated)
        from public.followups f
       where f.client_id = c.id and f.status = 'pending'
       order by f.due_at
       limit 1) as next_follow_up`;

const clientLike = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** listClients with the owner scope; the rest as it is. */
export async function listClients(tx: Transaction, q: ListClients) {
  const search = q.search?.trim();
  const stage = q.stage ?? q.status?.stage;
  const status = q.status?.status;
  const scope = ownerScope(tx, await callerIsAdmin(tx), "c.owner_id");
  const where = tx`
    where true ${scope}
    ${search ? tx`and c.search_text like ${clientLike(search)}` : tx``}
    ${status ? tx`and c.status = ${status}` : tx``}
    ${stage ? tx`and c.stage = ${stage}` : tx``}
    ${q.priority ? tx`and c.priority = ${q.priority}` : tx``}`;
  const clients = await tx`
    select ${clientColumns(tx)} from public.clients c ${where}
    order by c.updated_at desc, c.id
    limit ${q.limit} offset ${q.offset}`;
  const [{ total }] = await tx`select count(*)::int as total from public.clients c ${where}`;
  return { clients, total };
}

// ── supabase/functions/api/followups/queries.ts: listFollowUps ────────────────
const followUpColumns = (tx: Transaction) =>
  tx`f.id, f.title, f.notes, f.due_at, f.status, f.is_ai_generated, f.completed_at, f.created_at,
     f.updated_at, f.client_id,
     jsonb_build_object('id', c.id, 'name', c.name, 'company', c.company, 'status', c.status) as client`;
const followUpLike = (search: string) => `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const startOfToday = (tx: Transaction, timeZone: string) =>
  tx`(date_trunc('day', now() at time zone ${timeZone}::text) at time zone ${timeZone}::text)`;
const endOfToday = (tx: Transaction, timeZone: string) =>
  tx`((date_trunc('day', now() at time zone ${timeZone}::text) + interval '1 day')
      at time zone ${timeZone}::text)`;
const isOverdue = (tx: Transaction) => tx`(f.status = 'pending' and f.due_at < now())`;
const isDueToday = (tx: Transaction, timeZone: string) =>
  tx`(f.due_at >= ${startOfToday(tx, timeZone)} and f.due_at < ${endOfToday(tx, timeZone)})`;
function searchFilter(tx: Transaction, search: string | undefined) {
  if (!search) return tx``;
  const pattern = followUpLike(search);
  return tx`and (f.search_text like lower(${pattern})
                 or lower(c.name) like lower(${pattern})
                 or lower(coalesce(c.company, '')) like lower(${pattern}))`;
}
function baseFilter(tx: Transaction, q: ListFollowUps) {
  return tx`
    ${searchFilter(tx, q.search?.trim())}
    ${q.status ? tx`and f.status = ${q.status}` : tx``}
    ${q.clientId ? tx`and f.client_id = ${q.clientId}` : tx``}`;
}
function dateFilter(tx: Transaction, q: ListFollowUps) {
  return tx`
    ${q.dateFilter === "overdue" ? tx`and ${isOverdue(tx)}` : tx``}
    ${q.dateFilter === "today" ? tx`and ${isDueToday(tx, q.timeZone)}` : tx``}
    ${q.dueDateFrom ? tx`and f.due_at >= ${q.dueDateFrom}::timestamptz` : tx``}
    ${q.dueDateTo ? tx`and f.due_at < ${q.dueDateTo}::timestamptz` : tx``}`;
}
const hasDateFilter = (q: ListFollowUps) => !!(q.dateFilter || q.dueDateFrom || q.dueDateTo);

/**
 * listFollowUps with the owner scope, and the list's total and the summary
 * cards counted in one pass instead of two (the summary covers the base
 * filters; the total adds the date filters, as a FILTER on the same rows).
 */
export async function listFollowUps(tx: Transaction, q: ListFollowUps) {
  // A follow-up's owner is its client's (a trigger keeps it so): both sides of the join get it.
  const scope = ownerScope(tx, await callerIsAdmin(tx), "f.owner_id", "c.owner_id");
  const from = tx`from public.followups f join public.clients c on c.id = f.client_id`;
  const where = tx`where true ${scope} ${baseFilter(tx, q)} ${dateFilter(tx, q)}`;
  const followUps = await tx`
    select ${followUpColumns(tx)} ${from} ${where}
    order by f.due_at, f.id
    limit ${q.limit} offset ${q.offset}`;
  const [counts] = await tx`
    select count(*) filter (where true ${dateFilter(tx, q)})::int as listed,
           count(*)::int as total,
           count(*) filter (where ${isOverdue(tx)})::int as overdue,
           count(*) filter (where ${isDueToday(tx, q.timeZone)})::int as due_today,
           count(*) filter (where f.status = 'done')::int as completed
      ${from} where true ${scope} ${baseFilter(tx, q)}`;
  const { listed, ...summary } = counts;
  return { followUps, total: hasDateFilter(q) ? listed : summary.total, summary };
}
