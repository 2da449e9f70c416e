// The endpoint phase: every case over HTTP (the gateway and the `api` function,
// as a signed-in rep, RLS on) beside the same route's SQL run directly
// (bench/deno/raw.ts), at each concurrency, keeping each round's better figures.
import postgres from "postgres";
import type { WorkerContext } from "./case.ts";
import { caseById } from "./cases.ts";
import { UPLOAD_BYTES } from "./cases-write.ts";
import { call, uploadForm, type Session } from "./http.ts";
import type { StandIn } from "./processes.ts";
import type { RawRunner } from "./raw-runner.ts";
import type { EndpointResult } from "./results.ts";
import { type LoadOptions, runLoad, summarize, type Stats } from "./stats.ts";

type Load = Omit<LoadOptions, "concurrency">;

/** Each signed-in rep's worker context (two threads, a client, a deep page), and the admin's per worker. */
export async function workerContexts(
  dbUrl: string,
  sessions: Session[],
  admin: Session,
  concurrencies: number[],
): Promise<{ workers: WorkerContext[]; adminWorkers: WorkerContext[] }> {
  const sql = postgres(dbUrl, { prepare: false, max: 1, onnotice: () => {} });
  try {
    const workers: WorkerContext[] = [];
    for (const [w, s] of sessions.entries()) {
      const threads = await sql`
        select t.id, t.client_id from public.chat_threads t
         where t.owner_id = ${s.userId} and t.last_message_at is not null
           and exists (select 1 from public.followups f where f.client_id = t.client_id)
         order by t.id limit 2`;
      if (threads.length < 2)
        throw new Error(`rep ${s.username} has fewer than two threads: seed a larger dataset`);
      const [{ count }] =
        await sql`select count(*)::int as count from public.clients where owner_id = ${s.userId}`;
      workers.push({
        worker: w,
        userId: s.userId,
        username: s.username,
        claims: s.claims,
        clientId: threads[0].client_id,
        threadId: threads[0].id,
        writeThreadId: threads[1].id,
        deepOffset: Math.max(0, Math.floor((count * 0.9) / 50) * 50),
      });
    }
    const [{ all }] = await sql`select count(*)::int as all from public.clients`;
    const adminWorkers = concurrencies.length
      ? Array.from({ length: Math.max(...concurrencies) }, (_, w) => ({
          ...workers[w % workers.length],
          worker: w,
          userId: admin.userId,
          username: admin.username,
          claims: admin.claims,
          deepOffset: Math.max(0, Math.floor((all * 0.9) / 50) * 50),
        }))
      : [];
    return { workers, adminWorkers };
  } finally {
    await sql.end();
  }
}

function httpCall({ standIn, sessions, admin, workers, adminWorkers }: EndpointRun, id: string) {
  const c = caseById(id);
  const form = c.route === "POST /files/upload" ? uploadForm(UPLOAD_BYTES) : null;
  return async (w: number, i: number) => {
    const ctx = (c.asAdmin ? adminWorkers : workers)[w % workers.length];
    const token = c.asAdmin ? admin.token : sessions[w % sessions.length].token;
    await call(standIn.url, c.path(ctx), {
      method: c.kind === "write" ? "POST" : "GET",
      token,
      body: c.body?.(ctx, i),
      form: form ?? undefined,
      expect: c.kind === "write" ? [201] : [200],
    });
  };
}

export const show = (s: Stats) =>
  `p50 ${s.p50} p95 ${s.p95} p99 ${s.p99} ms, ${s.rps}/s${s.errors ? `, ${s.errors} errors (${s.firstError})` : ""}`;

/**
 * Concurrency 1 with HTTP and SQL requests alternating one by one, so both
 * sides meet the same conditions (other work on a shared machine comes and goes).
 */
async function interleavedC1(
  id: string,
  http: (w: number, i: number) => Promise<void>,
  raw: RawRunner,
  plan: Record<string, unknown>,
  load: Load,
) {
  const httpMs: number[] = [];
  const sqlMs: number[] = [];
  let httpErrors = 0;
  let sqlErrors = 0;
  let httpError: string | undefined;
  let sqlError: string | undefined;
  let httpWall = 0;
  let sqlWall = 0;
  const sqlOnce = (i: number) =>
    raw.ask<{ ms: number; error?: string }>("once", { ...plan, cases: [id], worker: 0, i });
  for (let k = 0; k < load.warmup; k++) {
    await http(0, -1 - k).catch(() => {});
    await sqlOnce(-1 - k);
  }
  const deadline = performance.now() + 2 * load.maxMs;
  for (let i = 0; i < load.requests && performance.now() < deadline; i++) {
    const t = performance.now();
    try {
      await http(0, i);
      httpMs.push(performance.now() - t);
    } catch (error) {
      httpErrors++;
      httpError ??= (error as Error).message;
    }
    httpWall += performance.now() - t;
    const r = await sqlOnce(i);
    if (r.error) {
      sqlErrors++;
      sqlError ??= r.error;
    } else sqlMs.push(r.ms);
    sqlWall += r.ms;
  }
  return {
    http: summarize(httpMs, httpWall, httpErrors, httpError),
    sql: summarize(sqlMs, sqlWall, sqlErrors, sqlError),
  };
}

/** Of several rounds, the one with the lower p95 per concurrency: other work on a shared machine only ever adds time. */
function better(a: Record<string, Stats> | undefined, b: Record<string, Stats>) {
  if (!a) return b;
  return Object.fromEntries(
    Object.keys(b).map((k) => [k, !a[k] || b[k].p95 < a[k].p95 ? b[k] : a[k]]),
  );
}

export interface EndpointRun {
  standIn: StandIn;
  sessions: Session[];
  admin: Session;
  workers: WorkerContext[];
  adminWorkers: WorkerContext[];
  raw: RawRunner;
  concurrencies: number[];
  load: Load;
  rounds: number;
  log: (line: string) => void;
}

/** Reads before writes, so both sides read the same data; each SQL run right after its HTTP run. */
export async function measureEndpoints(
  ids: string[],
  run: EndpointRun,
): Promise<Record<string, EndpointResult>> {
  const { raw, concurrencies, load, rounds, log } = run;
  const endpoints: Record<string, EndpointResult> = {};
  const plan = { workers: run.workers, adminWorkers: run.adminWorkers };
  const ordered = [
    ...ids.filter((id) => caseById(id).kind === "read"),
    ...ids.filter((id) => caseById(id).kind === "write"),
  ];
  for (const id of ordered) {
    const c = caseById(id);
    const entry: EndpointResult = (endpoints[id] = {
      label: c.label,
      kind: c.kind,
      route: c.route,
      asAdmin: !!c.asAdmin,
      http: {},
      raw: {},
    });
    const http = httpCall(run, id);
    for (let round = 0; round < rounds; round++) {
      const httpRun: Record<string, Stats> = {};
      const sqlRun: Record<string, Stats> = {};
      for (const concurrency of concurrencies) {
        const key = `c${concurrency}`;
        if (concurrency === 1) {
          ({ http: httpRun[key], sql: sqlRun[key] } = await interleavedC1(
            id,
            http,
            raw,
            plan,
            load,
          ));
        } else {
          httpRun[key] = await runLoad({ ...load, concurrency }, http);
          sqlRun[key] = (
            await raw.ask<Record<string, Record<string, Stats>>>("measure", {
              ...plan,
              cases: [id],
              concurrencies: [concurrency],
            })
          )[id][key];
        }
        log(`  ${id} ${key}: http ${show(httpRun[key])} | sql ${show(sqlRun[key])}`);
      }
      entry.http = better(round ? entry.http : undefined, httpRun);
      entry.raw = better(round ? entry.raw : undefined, sqlRun);
    }
  }
  return endpoints;
}
