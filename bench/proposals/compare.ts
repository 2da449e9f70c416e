// Before and after, on a scratch database seeded by the bench: the API's own
// query functions against the proposed ones in bench/proposals/queries.ts, and
// admin_overview against admin_overview_v2 (02-admin-overview-growth.sql,
// applied first). Requests alternate one by one (before, after, before, …) as a
// rep and as the admin, and every pair's answers must be equal.
//
//   SUPABASE_DB_URL=<a bench-seeded scratch database> node_modules/.bin/deno run --allow-all \
//     --no-remote --cached-only --config supabase/functions/api/deno.json bench/proposals/compare.ts [runs]
import postgres from "postgres";
import { type Transaction, withUserTransaction } from "../../supabase/functions/_shared/db.ts";
import { parseQuery } from "../../supabase/functions/_shared/validation.ts";
import { adminOverview } from "../../supabase/functions/api/admin/queries.ts";
import { listClients } from "../../supabase/functions/api/clients/queries.ts";
import { listClientsQuery } from "../../supabase/functions/api/clients/schemas.ts";
import { listFollowUps } from "../../supabase/functions/api/followups/queries.ts";
import { listFollowUpsQuery } from "../../supabase/functions/api/followups/schemas.ts";
import { benchId, KIND } from "../lib/seed.ts";
import { CASES, type WorkerContext } from "../lib/cases.ts";
import { summarize } from "../lib/stats.ts";
import * as proposed from "./queries.ts";

const runs = Number(Deno.args[0] ?? 100);
const url = Deno.env.get("SUPABASE_DB_URL")!;
const admin = postgres(url, { prepare: false, max: 1, onnotice: () => {} });
await admin.unsafe(await Deno.readTextFile(new URL("./02-admin-overview-growth.sql", import.meta.url))).simple();

async function context(userId: string, ownerId: string): Promise<WorkerContext> {
  const [t] = await admin`
    select t.id, t.client_id from public.chat_threads t
     where t.owner_id = ${ownerId} and exists (select 1 from public.followups f where f.client_id = t.client_id)
     order by t.id limit 1`;
  const [{ n }] = await admin`select count(*)::int as n from public.clients where owner_id = ${userId} or ${userId === benchId(KIND.user, 0)}`;
  return {
    worker: 0, userId, username: "", claims: { sub: userId, role: "authenticated" },
    clientId: t.client_id, threadId: t.id, writeThreadId: t.id, deepOffset: Math.floor((n * 0.9) / 50) * 50,
  };
}

type Fn = (tx: Transaction) => Promise<unknown>;
interface Pair {
  id: string;
  before: Fn;
  after: Fn;
}

function pairs(ctx: WorkerContext): Pair[] {
  const out: Pair[] = [];
  for (const c of CASES.filter((c) => c.route === "GET /clients" && !c.asAdmin)) {
    const q = parseQuery(`http://bench/api${c.path(ctx)}`, listClientsQuery);
    out.push({ id: c.id, before: (tx) => listClients(tx, q), after: (tx) => proposed.listClients(tx, q) });
  }
  for (const c of CASES.filter((c) => c.route === "GET /followups")) {
    const q = parseQuery(`http://bench/api${c.path(ctx)}`, listFollowUpsQuery);
    out.push({ id: c.id, before: (tx) => listFollowUps(tx, q), after: (tx) => proposed.listFollowUps(tx, q) });
  }
  out.push({
    id: "admin-overview",
    before: (tx) => adminOverview(tx, "UTC"),
    after: async (tx) => (await tx`select public.admin_overview_v2(now(), ${"UTC"}::text) as overview`)[0].overview,
  });
  return out;
}

const json = (x: unknown) => JSON.stringify(x);
const lines = ["| as | endpoint | before p50 / p95 ms | after p50 / p95 ms | p95 × | same answer |", "|---|---|---|---|---|---|"];
for (const [who, userId, ownerId] of [
  ["rep", benchId(KIND.user, 1), benchId(KIND.user, 1)],
  ["admin", benchId(KIND.user, 0), benchId(KIND.user, 1)],
] as const) {
  const ctx = await context(userId, ownerId);
  for (const p of pairs(ctx)) {
    const before: number[] = [];
    const after: number[] = [];
    let same = true;
    for (let i = -3; i < runs; i++) {
      let t = performance.now();
      const a = await withUserTransaction(ctx.claims, p.before);
      const tb = performance.now() - t;
      t = performance.now();
      const b = await withUserTransaction(ctx.claims, p.after);
      const ta = performance.now() - t;
      if (i < 0) continue;
      before.push(tb);
      after.push(ta);
      if (i < 5 && json(a) !== json(b)) same = false;
    }
    const sb = summarize(before, 1);
    const sa = summarize(after, 1);
    lines.push(`| ${who} | ${p.id} | ${sb.p50} / ${sb.p95} | ${sa.p50} / ${sa.p95} | ${(sb.p95 / sa.p95).toFixed(1)} | ${same ? "yes" : "**no**"} |`);
    console.error(lines.at(-1));
  }
}
// Proposal 3, an index: the API's own listFollowUps before and after creating it (then dropped again).
const indexSql = await Deno.readTextFile(new URL("./03-followups-due-index.sql", import.meta.url));
lines.push("", "| as | endpoint | without followups_due_id_idx p50 / p95 ms | with it p50 / p95 ms | p95 × |", "|---|---|---|---|---|");
for (const [who, userId, ownerId] of [
  ["rep", benchId(KIND.user, 1), benchId(KIND.user, 1)],
  ["admin", benchId(KIND.user, 0), benchId(KIND.user, 1)],
] as const) {
  const ctx = await context(userId, ownerId);
  for (const c of CASES.filter((c) => c.route === "GET /followups")) {
    const q = parseQuery(`http://bench/api${c.path(ctx)}`, listFollowUpsQuery);
    const timed = async () => {
      const out: number[] = [];
      for (let i = -3; i < runs; i++) {
        const t = performance.now();
        await withUserTransaction(ctx.claims, (tx) => listFollowUps(tx, q));
        if (i >= 0) out.push(performance.now() - t);
      }
      return summarize(out, 1);
    };
    await admin.unsafe("drop index if exists public.followups_due_id_idx");
    const without = await timed();
    await admin.unsafe(indexSql).simple();
    await admin.unsafe("analyze public.followups");
    const withIndex = await timed();
    await admin.unsafe("drop index if exists public.followups_due_id_idx");
    lines.push(`| ${who} | ${c.id} | ${without.p50} / ${without.p95} | ${withIndex.p50} / ${withIndex.p95} | ${(without.p95 / withIndex.p95).toFixed(1)} |`);
    console.error(lines.at(-1));
  }
}
console.log(lines.join("\n"));
await admin.end();
Deno.exit(0);
