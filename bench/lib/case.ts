// What one bench case is: a request to the API, and the route whose query functions
// bench/deno/raw.ts runs for the same request without HTTP. Plain TypeScript, imported
// by Node (bench/run.ts) and Deno (bench/deno/*.ts).

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
