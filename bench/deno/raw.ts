// The raw SQL side of the bench: the API's own query functions, run inside the
// API's own withUserTransaction (supabase/functions/_shared/db.ts) as the same
// signed-in user, against the same database: exactly the SQL an endpoint runs,
// minus HTTP, JWT verification and JSON.
//
//   SUPABASE_DB_URL=... deno run --allow-all --no-remote --cached-only \
//     --config supabase/functions/api/deno.json bench/deno/raw.ts <plan.json> [--explain]
//   ... bench/deno/raw.ts - --serve   (plans as JSON lines on stdin, answers as JSON lines on stdout)
//
// The plan (written by bench/run.ts) names the cases, the workers' contexts and
// the load; the answer (stdout, JSON) has the stats per case and concurrency.
// With --explain it runs each case once on a client that records its
// statements, then EXPLAIN (ANALYZE, BUFFERS) each as the same user, rolled back.
import postgres from "postgres";
import { type Transaction, withUserTransaction } from "../../supabase/functions/_shared/db.ts";
import {
  activityQuery,
  clientsWithThreadsQuery,
  createClientBody,
  exportClientsQuery,
  exportFollowUpsQuery,
  kpisQuery,
  listClientsQuery,
  listDuplicatesQuery,
  listFollowUpsQuery,
  overviewQuery,
  pipelineQuery,
  searchQuery,
  postMessageBody,
} from "../../supabase/functions/_shared/contract/index.ts";
import { parseQuery } from "../../supabase/functions/_shared/validation.ts";
import { attachmentText } from "../../supabase/functions/_shared/attachments/index.ts";
import { writeCsvExport } from "../../supabase/functions/_shared/csv-export.ts";
import { clientExport } from "../../supabase/functions/api/clients/export.ts";
import { duplicatePairs } from "../../supabase/functions/api/clients/merge-queries.ts";
import { followUpExport } from "../../supabase/functions/api/followups/export.ts";
import { adminOverview } from "../../supabase/functions/api/admin/queries.ts";
import {
  addMessage,
  clientsWithThreads,
  readThread,
} from "../../supabase/functions/api/chat-threads/queries.ts";
import {
  clientOverview,
  createClient,
  listClients,
} from "../../supabase/functions/api/clients/queries.ts";
import {
  dashboardKpis,
  dealMoney,
  recentActivity,
} from "../../supabase/functions/api/dashboard/queries.ts";
import { recordFile } from "../../supabase/functions/api/files/queries.ts";
import { listFollowUps } from "../../supabase/functions/api/followups/queries.ts";
import { listUsers } from "../../supabase/functions/api/users/queries.ts";
import { pipelineBoard } from "../../supabase/functions/api/pipeline/queries.ts";
import { searchEverything } from "../../supabase/functions/api/search/queries.ts";
import type { Route, WorkerContext } from "../lib/case.ts";
import { caseById } from "../lib/cases.ts";
import { UPLOAD_BYTES, uploadText } from "../lib/cases-write.ts";
import { type LoadOptions, runLoad, type Stats } from "../lib/stats.ts";

interface Plan {
  cases: string[];
  workers: WorkerContext[];
  adminWorkers: WorkerContext[];
  concurrencies: number[];
  load: Omit<LoadOptions, "concurrency">;
}

type Run = (tx: Transaction) => Promise<unknown>;

/**
 * The upload case's stored text, read once as the route reads it (cut to the readers' limit):
 * reading 1 MB per request would be timed as SQL.
 */
const uploadReading = await attachmentText(
  new TextEncoder().encode(uploadText(UPLOAD_BYTES)),
  "text/plain",
);
const UPLOAD_TEXT = uploadReading && "text" in uploadReading ? uploadReading.text : null;

/** An export's SQL and CSV without the network: the text is made, then dropped. */
const discard = () => Promise.resolve();

/** What each route's handler calls, given the same request: its query functions, parsed the route's way. */
function prepare(
  route: Route,
  url: string,
  ctx: WorkerContext,
  body: Record<string, unknown> | undefined,
): Run {
  switch (route) {
    case "GET /clients": {
      const q = parseQuery(url, listClientsQuery);
      return (tx) => listClients(tx, q);
    }
    case "GET /clients/export": {
      const q = parseQuery(url, exportClientsQuery);
      return async (tx) => writeCsvExport(tx, await clientExport(tx, q), discard);
    }
    case "GET /followups/export": {
      const q = parseQuery(url, exportFollowUpsQuery);
      return async (tx) => writeCsvExport(tx, await followUpExport(tx, q), discard);
    }
    case "GET /clients/duplicates": {
      const q = parseQuery(url, listDuplicatesQuery);
      return (tx) => duplicatePairs(tx, q);
    }
    case "GET /clients/:id/overview":
      return (tx) => clientOverview(tx, ctx.clientId);
    case "GET /chat-threads/clients-with-threads": {
      const { limit } = parseQuery(url, clientsWithThreadsQuery);
      return (tx) => clientsWithThreads(tx, limit);
    }
    case "GET /chat-threads/threads/:id/messages":
      return (tx) => readThread(tx, ctx.threadId);
    case "GET /dashboard/kpis": {
      const { timeZone } = parseQuery(url, kpisQuery);
      return (tx) => Promise.all([dashboardKpis(tx, timeZone), dealMoney(tx)]);
    }
    case "GET /dashboard/activity": {
      const { limit } = parseQuery(url, activityQuery);
      return (tx) => recentActivity(tx, limit);
    }
    case "GET /followups": {
      const q = parseQuery(url, listFollowUpsQuery);
      return (tx) => listFollowUps(tx, q);
    }
    case "GET /users":
      return (tx) => listUsers(tx);
    case "GET /pipeline": {
      const q = parseQuery(url, pipelineQuery);
      return (tx) => pipelineBoard(tx, q);
    }
    case "GET /search": {
      const { q, limit } = parseQuery(url, searchQuery);
      return (tx) => searchEverything(tx, q, limit);
    }
    case "GET /admin/overview": {
      const { timeZone } = parseQuery(url, overviewQuery);
      return (tx) => adminOverview(tx, timeZone);
    }
    case "POST /clients": {
      const input = createClientBody.parse(body);
      return (tx) => createClient(tx, input);
    }
    case "POST /chat-threads/threads/:id/messages": {
      const input = postMessageBody.parse(body);
      return (tx) => addMessage(tx, ctx.writeThreadId, "user", input.content, input.attachments);
    }
    case "POST /files/upload": {
      // The route's SQL only: the bytes go to Storage over HTTP, which is not SQL.
      const id = crypto.randomUUID();
      return (tx) =>
        recordFile(tx, {
          id,
          objectPath: `${ctx.userId}/${id}/bench.txt`,
          originalName: "bench.txt",
          mimeType: "text/plain",
          size: UPLOAD_BYTES,
          textContent: UPLOAD_TEXT,
          unreadableReason: null,
        });
    }
  }
}

function request(caseId: string, ctx: WorkerContext, i: number) {
  const c = caseById(caseId);
  const url = `http://bench/api${c.path(ctx)}`;
  return { route: c.route, url, body: c.body?.(ctx, i) };
}

async function measure(plan: Plan) {
  const results: Record<string, Record<string, Stats>> = {};
  for (const id of plan.cases) {
    const c = caseById(id);
    const workers = c.asAdmin ? plan.adminWorkers : plan.workers;
    results[id] = {};
    for (const concurrency of plan.concurrencies) {
      results[id][`c${concurrency}`] = await runLoad(
        { ...plan.load, concurrency },
        async (w, i) => {
          const ctx = workers[w % workers.length];
          const r = request(id, ctx, i);
          const run = prepare(r.route, r.url, ctx, r.body);
          await withUserTransaction(ctx.claims, run);
        },
      );
      console.error(`  raw ${id} c${concurrency}: p95 ${results[id][`c${concurrency}`].p95} ms`);
    }
  }
  return results;
}

/** One request's SQL, timed: the bench interleaves these with HTTP requests one by one. */
async function once(plan: Plan, id: string, worker: number, i: number) {
  const workers = caseById(id).asAdmin ? plan.adminWorkers : plan.workers;
  const ctx = workers[worker % workers.length];
  const r = request(id, ctx, i);
  const run = prepare(r.route, r.url, ctx, r.body);
  const t = performance.now();
  try {
    await withUserTransaction(ctx.claims, run);
    return { ms: performance.now() - t };
  } catch (error) {
    return { ms: performance.now() - t, error: (error as Error).message };
  }
}

interface Statement {
  query: string;
  params: unknown[];
  plan?: string;
  nested?: string[];
  error?: string;
}

class Rollback extends Error {}

const EXPLAIN_TIMEOUT = "60s";

/** Each case once, recording its statements; then each statement under EXPLAIN ANALYZE as the same user. */
async function explain(plan: Plan, url: string) {
  let recording: Statement[] | null = null;
  const notices: string[] = [];
  const sql = postgres(url, {
    prepare: false,
    max: 1,
    transform: postgres.camel,
    onnotice: (n) => notices.push(String(n.message)),
    debug: (_connection, query, params) => {
      if (
        recording &&
        !/set_config\('role'|^\s*(begin|commit|rollback|savepoint|release|set local auto_explain)\b/i.test(
          query,
        )
      )
        recording.push({ query, params: [...params] });
    },
  });
  // auto_explain shows the plans inside the SQL functions (dashboard_kpis, clients_with_threads,
  // admin_overview); PGlite does not ship it.
  const autoExplain = await sql`load 'auto_explain'`.then(
    () => true,
    () => false,
  );
  const asUser = async (ctx: WorkerContext, fn: (tx: Transaction) => Promise<unknown>) => {
    await sql
      .begin(async (tx) => {
        if (autoExplain) {
          await tx.unsafe(`set local auto_explain.log_min_duration = 0; set local auto_explain.log_analyze = on;
          set local auto_explain.log_buffers = on; set local auto_explain.log_nested_statements = on;
          set local auto_explain.log_level = notice`);
        }
        // Rolled back, nothing a statement caches is kept (the duplicates' pair sets): each explain
        // recomputes it, for an admin at scale 10 every rep's. A statement past this is reported.
        await tx`select set_config('statement_timeout', ${EXPLAIN_TIMEOUT}, true),
                      set_config('role', 'authenticated', true),
                      set_config('request.jwt.claims', ${JSON.stringify(ctx.claims)}, true)`;
        await fn(tx as unknown as Transaction);
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
  };
  const out: Record<string, Statement[]> = {};
  for (const id of plan.cases) {
    const c = caseById(id);
    const ctx = (c.asAdmin ? plan.adminWorkers : plan.workers)[0];
    const r = request(id, ctx, 0);
    recording = [];
    const statements = recording;
    // A case that fails is reported with its error; the other cases are still explained.
    const failed = await asUser(ctx, async (tx) => {
      await prepare(r.route, r.url, ctx, r.body)(tx);
    }).then(
      () => null,
      (error: Error) => error.message,
    );
    recording = null;
    for (const s of statements) {
      notices.length = 0;
      try {
        await asUser(ctx, async (tx) => {
          const rows = await tx.unsafe(
            `explain (analyze, buffers) ${s.query}`,
            s.params as never[],
          );
          s.plan = rows.map((row) => Object.values(row)[0]).join("\n");
        });
      } catch (error) {
        s.error = (error as Error).message;
      }
      // The statement's own plan is among the notices too; keep the nested ones.
      // is_admin() shows once per policy check; it is one cached index probe, left out to keep the file readable.
      s.nested = notices.filter(
        (n) =>
          !n.includes(s.query.slice(0, 60)) &&
          !/set_config\('role'/.test(n) &&
          !/role = 'ADMIN'\s*\)\s*$/m.test(n.split("\n").slice(0, 8).join("\n")),
      );
    }
    if (failed) statements.push({ query: `-- the case itself`, params: [], error: failed });
    out[id] = statements;
  }
  await sql.end();
  return { autoExplain, cases: out };
}

/**
 * The stream route's transaction before it asks the provider (POST /api/chat/stream):
 * the client, the thread's conversation, the attachments, the assistant's configuration.
 * Imported when asked for: the AI routes are still being built.
 */
async function measureChatContext(plan: Plan) {
  const q = await import("../../supabase/functions/api/assistant/queries.ts");
  const ctx = plan.workers[0];
  return await runLoad({ ...plan.load, concurrency: 1 }, async () => {
    await withUserTransaction(ctx.claims, async (tx) => {
      const client = await q.clientRecord(tx, ctx.clientId);
      const thread = await q.threadConversation(tx, ctx.threadId);
      await q.readableFiles(tx, []);
      return { client, history: thread?.messages, config: await q.assistantConfig(tx, "chat") };
    });
  });
}

const [planPath, ...flags] = Deno.args;
const url = Deno.env.get("SUPABASE_DB_URL")!;
if (flags.includes("--serve")) {
  // One plan per stdin line, one answer per stdout line: the bench interleaves HTTP and SQL runs.
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of Deno.stdin.readable) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      const { mode, ...plan } = JSON.parse(line) as Plan & {
        mode: "measure" | "explain" | "chat-context" | "once";
        worker?: number;
        i?: number;
      };
      const answer =
        mode === "once"
          ? await once(plan, plan.cases[0], plan.worker ?? 0, plan.i ?? 0)
          : mode === "explain"
            ? await explain(plan, url)
            : mode === "chat-context"
              ? await measureChatContext(plan)
              : await measure(plan);
      console.log(JSON.stringify(answer));
    }
  }
  Deno.exit(0);
}
const plan: Plan = JSON.parse(await Deno.readTextFile(planPath));
const answer = flags.includes("--explain") ? await explain(plan, url) : await measure(plan);
console.log(JSON.stringify(answer));
Deno.exit(0);
