// The reads a signed-in rep makes: the targets are for these.
import type { Case } from "./case.ts";

const enc = encodeURIComponent;
const DAY = 86_400_000;
/** The dashboard's follow-up card asks for the next 7 days from now. */
const nextWeek = () => {
  const now = Date.now();
  return `dueDateFrom=${enc(new Date(now).toISOString())}&dueDateTo=${enc(new Date(now + 7 * DAY).toISOString())}`;
};

const SEARCH_TERM = "northwind";
const FOLLOWUP_SEARCH = "proposal";
/** Words of the seeded messages: the search ranks every message of the rep's that says them. */
export const EVERYTHING_SEARCH = "ERP integration";
/**
 * A Japanese phrase (a quotation): written without spaces, so the search also matches messages by
 * their text, not only by their words; no seeded message says it, so nothing stops a scan early.
 */
export const UNSPACED_SEARCH = "見積書";

export const REP_CASES: Case[] = [
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
];
