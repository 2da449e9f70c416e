// What the bench measures: each endpoint as an HTTP request, and the route
// whose query functions bench/deno/raw.ts runs for the same request without
// HTTP. Plain TypeScript, imported by Node (bench/run.ts) and Deno (bench/deno/*.ts).

/** What one worker (one signed-in rep, or the admin) works on. */
export interface WorkerContext {
  worker: number;
  userId: string;
  username: string;
  /** The access token's payload: what withUserTransaction sets as request.jwt.claims. */
  claims: Record<string, unknown>;
  /** A client of theirs with a thread, follow-ups and an analysis. */
  clientId: string;
  /** A thread of theirs with messages, for reads. */
  threadId: string;
  /** Another thread of theirs, for posting messages (reads stay the same size). */
  writeThreadId: string;
  /** Offset of a page near the end of their client list. */
  deepOffset: number;
}

/** The API's routes the bench covers; bench/deno/raw.ts maps each to the route's own query functions. */
export type Route =
  | "GET /clients"
  | "GET /clients/export"
  | "GET /clients/duplicates"
  | "GET /clients/:id/overview"
  | "GET /chat-threads/clients-with-threads"
  | "GET /chat-threads/threads/:id/messages"
  | "GET /dashboard/kpis"
  | "GET /dashboard/activity"
  | "GET /followups"
  | "GET /followups/export"
  | "GET /users"
  | "GET /admin/overview"
  | "GET /pipeline"
  | "GET /search"
  | "POST /clients"
  | "POST /chat-threads/threads/:id/messages"
  | "POST /files/upload";

export interface Case {
  id: string;
  label: string;
  kind: "read" | "write";
  route: Route;
  /** Signed in as the seeded admin instead of a rep (informational rows). */
  asAdmin?: boolean;
  /** The path after /api, with the query. */
  path(ctx: WorkerContext): string;
  /** A JSON body for request i (writes). */
  body?(ctx: WorkerContext, i: number): Record<string, unknown>;
}

const enc = encodeURIComponent;
const DAY = 86_400_000;
/** The dashboard's follow-up card asks for the next 7 days from now. */
const nextWeek = () => {
  const now = Date.now();
  return `dueDateFrom=${enc(new Date(now).toISOString())}&dueDateTo=${enc(new Date(now + 7 * DAY).toISOString())}`;
};

export const SEARCH_TERM = "northwind";
export const FOLLOWUP_SEARCH = "proposal";
/** Words of the seeded messages: the search ranks every message of the rep's that says them. */
export const EVERYTHING_SEARCH = "ERP integration";
/**
 * A Japanese phrase (a quotation): written without spaces, so the search also matches messages by
 * their text, not only by their words; no seeded message says it, so nothing stops a scan early.
 */
export const UNSPACED_SEARCH = "見積書";
export const UPLOAD_BYTES = 1024 * 1024;

/** The text file the upload case sends: its bytes, and the text the route stores as read. */
export function uploadText(bytes: number): string {
  const line = "Bench upload: licence, training and support costs for the first year.\n";
  return line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
}

const unique = (ctx: WorkerContext, i: number) =>
  `${ctx.worker}-${i}-${Math.random().toString(36).slice(2, 8)}`;

export const CASES: Case[] = [
  {
    id: "clients",
    label: "clients list",
    kind: "read",
    route: "GET /clients",
    path: () => "/clients",
  },
  {
    id: "clients-search",
    label: `clients list, search "${SEARCH_TERM}"`,
    kind: "read",
    route: "GET /clients",
    path: () => `/clients?search=${SEARCH_TERM}`,
  },
  {
    id: "clients-filter",
    label: "clients list, status + priority",
    kind: "read",
    route: "GET /clients",
    path: () => "/clients?status=active&priority=HIGH",
  },
  {
    id: "clients-stage",
    label: "clients list, stage",
    kind: "read",
    route: "GET /clients",
    path: () => "/clients?stage=PROPOSAL",
  },
  {
    id: "clients-search-filter",
    label: "clients list, search + status + priority",
    kind: "read",
    route: "GET /clients",
    path: () => `/clients?search=${SEARCH_TERM}&status=prospect&priority=MEDIUM`,
  },
  {
    id: "clients-deep",
    label: "clients list, page near the end",
    kind: "read",
    route: "GET /clients",
    path: (c) => `/clients?limit=50&offset=${c.deepOffset}`,
  },
  {
    id: "clients-with-threads",
    label: "clients with threads",
    kind: "read",
    route: "GET /chat-threads/clients-with-threads",
    path: () => "/chat-threads/clients-with-threads",
  },
  {
    id: "thread-messages",
    label: "thread messages",
    kind: "read",
    route: "GET /chat-threads/threads/:id/messages",
    path: (c) => `/chat-threads/threads/${c.threadId}/messages`,
  },
  {
    id: "kpis",
    label: "dashboard KPIs",
    kind: "read",
    route: "GET /dashboard/kpis",
    path: () => "/dashboard/kpis",
  },
  {
    id: "activity",
    label: "activity (limit 3)",
    kind: "read",
    route: "GET /dashboard/activity",
    path: () => "/dashboard/activity?limit=3",
  },
  {
    id: "activity-50",
    label: "activity (limit 50)",
    kind: "read",
    route: "GET /dashboard/activity",
    path: () => "/dashboard/activity?limit=50",
  },
  {
    id: "followups",
    label: "follow-ups, no filter",
    kind: "read",
    route: "GET /followups",
    path: () => "/followups",
  },
  {
    id: "followups-pending",
    label: "follow-ups, status pending",
    kind: "read",
    route: "GET /followups",
    path: () => "/followups?status=pending",
  },
  {
    id: "followups-completed",
    label: "follow-ups, status completed",
    kind: "read",
    route: "GET /followups",
    path: () => "/followups?status=completed",
  },
  {
    id: "followups-overdue",
    label: "follow-ups, overdue",
    kind: "read",
    route: "GET /followups",
    path: () => "/followups?dateFilter=overdue",
  },
  {
    id: "followups-today",
    label: "follow-ups, due today",
    kind: "read",
    route: "GET /followups",
    path: () => "/followups?dateFilter=today&timeZone=Europe%2FWarsaw",
  },
  {
    id: "followups-search",
    label: `follow-ups, search "${FOLLOWUP_SEARCH}"`,
    kind: "read",
    route: "GET /followups",
    path: () => `/followups?search=${FOLLOWUP_SEARCH}`,
  },
  {
    id: "followups-week",
    label: "follow-ups, dashboard card (pending, next 7 days, limit 3)",
    kind: "read",
    route: "GET /followups",
    path: () => `/followups?status=pending&limit=3&${nextWeek()}`,
  },
  {
    id: "followups-client",
    label: "follow-ups, one client",
    kind: "read",
    route: "GET /followups",
    path: (c) => `/followups?clientId=${c.clientId}`,
  },
  { id: "users", label: "users", kind: "read", route: "GET /users", path: () => "/users" },
  {
    id: "admin-overview",
    label: "admin overview",
    kind: "read",
    route: "GET /admin/overview",
    path: () => "/admin/overview",
  },
  {
    id: "pipeline",
    label: "pipeline board",
    kind: "read",
    route: "GET /pipeline",
    path: () => "/pipeline",
  },
  {
    id: "pipeline-search",
    label: `pipeline board, search "${SEARCH_TERM}" + priority`,
    kind: "read",
    route: "GET /pipeline",
    path: () => `/pipeline?search=${SEARCH_TERM}&priority=HIGH`,
  },
  {
    id: "clients-export",
    label: "clients export, all of a rep's (CSV)",
    kind: "read",
    route: "GET /clients/export",
    path: () => "/clients/export",
  },
  {
    id: "followups-export",
    label: "follow-ups export, all of a rep's (CSV)",
    kind: "read",
    route: "GET /followups/export",
    path: () => "/followups/export",
  },
  {
    id: "search",
    label: `search everything, "${EVERYTHING_SEARCH}"`,
    kind: "read",
    route: "GET /search",
    path: () => `/search?q=${enc(EVERYTHING_SEARCH)}`,
  },
  {
    id: "search-cjk",
    label: `search everything, "${UNSPACED_SEARCH}" (Japanese)`,
    kind: "read",
    route: "GET /search",
    path: () => `/search?q=${enc(UNSPACED_SEARCH)}`,
  },
  {
    id: "clients-duplicates",
    label: "likely duplicate clients (name and company trigrams, e-mail)",
    kind: "read",
    route: "GET /clients/duplicates",
    path: () => "/clients/duplicates",
  },
  {
    id: "client-overview",
    label: "client overview",
    kind: "read",
    route: "GET /clients/:id/overview",
    path: (c) => `/clients/${c.clientId}/overview`,
  },
  // The admin sees every rep's rows: informational, the targets are for reps.
  {
    id: "admin:clients",
    label: "clients list (as admin)",
    kind: "read",
    route: "GET /clients",
    asAdmin: true,
    path: () => "/clients",
  },
  {
    id: "admin:clients-with-threads",
    label: "clients with threads (as admin)",
    kind: "read",
    route: "GET /chat-threads/clients-with-threads",
    asAdmin: true,
    path: () => "/chat-threads/clients-with-threads",
  },
  {
    id: "admin:kpis",
    label: "dashboard KPIs (as admin)",
    kind: "read",
    route: "GET /dashboard/kpis",
    asAdmin: true,
    path: () => "/dashboard/kpis",
  },
  {
    id: "admin:pipeline",
    label: "pipeline board (as admin)",
    kind: "read",
    route: "GET /pipeline",
    asAdmin: true,
    path: () => "/pipeline",
  },
  {
    id: "admin:clients-export",
    label: "clients export, every rep's (CSV, as admin)",
    kind: "read",
    route: "GET /clients/export",
    asAdmin: true,
    path: () => "/clients/export",
  },
  {
    id: "admin:followups-export",
    label: "follow-ups export, every rep's (CSV, as admin)",
    kind: "read",
    route: "GET /followups/export",
    asAdmin: true,
    path: () => "/followups/export",
  },
  {
    id: "admin:clients-duplicates",
    label: "likely duplicate clients, every rep's (as admin)",
    kind: "read",
    route: "GET /clients/duplicates",
    asAdmin: true,
    path: () => "/clients/duplicates",
  },
  {
    id: "admin:search",
    label: `search everything, "${EVERYTHING_SEARCH}" (as admin)`,
    kind: "read",
    route: "GET /search",
    asAdmin: true,
    path: () => `/search?q=${enc(EVERYTHING_SEARCH)}`,
  },
  {
    id: "admin:search-cjk",
    label: `search everything, "${UNSPACED_SEARCH}" (Japanese, as admin)`,
    kind: "read",
    route: "GET /search",
    asAdmin: true,
    path: () => `/search?q=${enc(UNSPACED_SEARCH)}`,
  },
  {
    id: "admin:admin-overview",
    label: "admin overview (as admin)",
    kind: "read",
    route: "GET /admin/overview",
    asAdmin: true,
    path: () => "/admin/overview",
  },
  {
    id: "create-client",
    label: "create client",
    kind: "write",
    route: "POST /clients",
    path: () => "/clients",
    body: (c, i) => ({
      name: `Bench Client ${unique(c, i)}`,
      company: "Bench Co",
      email: `bench-${unique(c, i)}@bench.example`,
      status: "LEAD",
      priority: "MEDIUM",
    }),
  },
  {
    id: "post-message",
    label: "post message",
    kind: "write",
    route: "POST /chat-threads/threads/:id/messages",
    path: (c) => `/chat-threads/threads/${c.writeThreadId}/messages`,
    body: (c, i) => ({
      content: `Bench message ${unique(c, i)}: can you send the proposal by Friday?`,
      role: "user",
      attachments: [],
    }),
  },
  {
    id: "upload",
    label: "upload a 1 MB file",
    kind: "write",
    route: "POST /files/upload",
    path: () => "/files/upload",
  },
];

export const caseById = (id: string) => {
  const found = CASES.find((c) => c.id === id);
  if (!found) throw new Error(`unknown case ${id}`);
  return found;
};
