// The admin sees every rep's rows: informational, the targets are for reps.
import type { Case } from "./case.ts";
import { EVERYTHING_SEARCH, UNSPACED_SEARCH } from "./cases-rep.ts";

const enc = encodeURIComponent;

export const ADMIN_CASES: Case[] = [
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
];
