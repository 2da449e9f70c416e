// Simulated reps working at once against the stand-in: list reads, client
// edits, message posts and (once the route exists) streamed replies saved the
// way the chat saves them. Short form (npm test): 10 reps for 10 s; full form
// (npm run test:load): 50 reps for 60 s. Bounded in requests and time, loopback only.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import postgres from "postgres";
import {
  FULL,
  NATIVE,
  call,
  createTeam,
  p95,
  startSeparateStack,
  streamAvailable,
  streamChat,
  type Rep,
  type SeparateStack,
} from "./helpers.ts";

const REPS = Number(process.env.LOAD_REPS ?? (FULL ? 50 : 10));
const SECONDS = Number(process.env.LOAD_SECONDS ?? (FULL ? 60 : 10));
const MAX_REQUESTS = FULL ? 200_000 : 20_000;

let env: SeparateStack;
let reps: Rep[];

before(async () => {
  env = await startSeparateStack();
  reps = await createTeam(env.stack, REPS);
});
after(async () => {
  await env?.stop();
});

type Op = "read" | "edit" | "post" | "stream";

test(
  `${REPS} reps for ${SECONDS} s on ${NATIVE ? "native PostgreSQL" : "PGlite"}: no errors, and every posted message and saved reply is stored exactly once`,
  { timeout: (SECONDS + 120) * 1000 },
  async (t) => {
    const { url } = env.stack;
    const withStream = await streamAvailable(env.stack, reps[0]);
    if (!withStream)
      t.diagnostic("POST /api/chat/stream is not available yet: no streamed replies in the mix");
    const latencies: Record<Op, number[]> = { read: [], edit: [], post: [], stream: [] };
    const byRoute = new Map<string, number[]>();
    const firstChunks: number[] = [];
    const errors: string[] = [];
    const posted = new Map<string, string[]>(); // thread id -> contents the API answered 201 for
    const lastNotes = new Map<string, string>();
    let issued = 0;
    const deadline = Date.now() + SECONDS * 1000;

    /** Each read as [its route, the path asked]: p95 is reported per route. */
    const reads = (rep: Rep): [string, string][] => [
      ["GET /clients", "/clients"],
      ["GET /clients", "/clients?search=load"],
      ["GET /clients", "/clients?status=prospect&priority=MEDIUM"],
      ["GET /dashboard/kpis", "/dashboard/kpis"],
      ["GET /dashboard/activity", "/dashboard/activity?limit=3"],
      ["GET /followups", "/followups?status=pending"],
      ["GET /chat-threads/clients-with-threads", "/chat-threads/clients-with-threads"],
      ["GET /chat-threads/threads/:id/messages", `/chat-threads/threads/${rep.threadId}/messages`],
      ["GET /clients/:id/overview", `/clients/${rep.clientId}/overview`],
    ];

    await Promise.all(
      reps.map(async (rep, r) => {
        posted.set(rep.threadId, []);
        let n = 0;
        while (Date.now() < deadline && issued < MAX_REQUESTS) {
          issued++;
          n++;
          const roll = (r * 7 + n * 13) % 20;
          const op: Op =
            roll < 10 ? "read" : roll < 14 ? "edit" : roll < 18 || !withStream ? "post" : "stream";
          const t0 = performance.now();
          let route: string =
            op === "edit"
              ? "PUT /clients/:id"
              : op === "post"
                ? "POST /chat-threads/threads/:id/messages"
                : "chat stream, saved";
          try {
            if (op === "read") {
              const [readRoute, path] = reads(rep)[n % reads(rep).length];
              route = readRoute;
              await call(url, path, { token: rep.token, expect: [200] });
            } else if (op === "edit") {
              const notes = `edit ${r}-${n}`;
              await call(url, `/clients/${rep.clientId}`, {
                method: "PUT",
                token: rep.token,
                body: { name: `Load client ${r}`, notes },
                expect: [200],
              });
              lastNotes.set(rep.clientId, notes);
            } else if (op === "post") {
              const content = `load message ${r}-${n}`;
              await call(url, `/chat-threads/threads/${rep.threadId}/messages`, {
                method: "POST",
                token: rep.token,
                body: { content, role: "user", attachments: [] },
                expect: [201],
              });
              posted.get(rep.threadId)!.push(content);
            } else {
              // As the chat does it: the rep's message saved first, then the stream, then the reply saved.
              const question = `load question ${r}-${n}`;
              await call(url, `/chat-threads/threads/${rep.threadId}/messages`, {
                method: "POST",
                token: rep.token,
                body: { content: question, role: "user", attachments: [] },
                expect: [201],
              });
              posted.get(rep.threadId)!.push(question);
              const reply = await streamChat(url, rep.token, {
                message: question,
                clientId: rep.clientId,
                threadId: rep.threadId,
                attachments: [],
              });
              if (reply.status !== 200 || reply.ended !== "complete")
                throw new Error(
                  `stream: HTTP ${reply.status}, ended ${reply.ended}: ${reply.text.slice(0, 200)}`,
                );
              if (reply.firstChunkMs !== null) firstChunks.push(reply.firstChunkMs);
              const saved = `${reply.text} [${r}-${n}]`;
              await call(url, `/chat-threads/threads/${rep.threadId}/messages/ai-response`, {
                method: "POST",
                token: rep.token,
                body: { content: saved },
                expect: [201],
              });
              posted.get(rep.threadId)!.push(saved.trim());
            }
            latencies[op].push(performance.now() - t0);
            if (!byRoute.has(route)) byRoute.set(route, []);
            byRoute.get(route)!.push(performance.now() - t0);
          } catch (error) {
            errors.push(`${op}: ${(error as Error).message}`);
          }
        }
      }),
    );

    const all = Object.values(latencies).flat();
    const summary = Object.entries(latencies)
      .filter(([, v]) => v.length)
      .map(([op, v]) => `${op} ${v.length} req p95 ${p95(v)} ms`)
      .join(", ");
    t.diagnostic(
      `${all.length} requests in ${SECONDS} s (${Math.round(all.length / SECONDS)}/s), p95 ${p95(all)} ms; ${summary}; ${errors.length} errors`,
    );
    console.log(
      `load: ${all.length} requests, p95 ${p95(all)} ms (${summary}), ${errors.length} errors`,
    );
    const routes = [...byRoute].map(([route, v]) => `| ${route} | ${v.length} | ${p95(v)} |`);
    if (firstChunks.length)
      routes.push(`| chat stream, first chunk | ${firstChunks.length} | ${p95(firstChunks)} |`);
    console.log(
      ["p95 per route kind:", "| route | requests | p95 ms |", "|---|---|---|", ...routes].join(
        "\n",
      ),
    );
    assert.deepEqual(errors.slice(0, 5), [], `${errors.length} requests failed`);

    const sql = postgres(env.stack.dbUrl, { prepare: false, max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ threadId: string; content: string; n: number }[]>`
      select thread_id::text as "threadId", content, count(*)::int as n from public.messages
       where thread_id = any(${[...posted.keys()]}::uuid[]) group by thread_id, content`;
      const stored = new Map(rows.map((row) => [`${row.threadId} ${row.content}`, row.n]));
      let expected = 0;
      for (const [threadId, contents] of posted) {
        for (const content of contents) {
          expected++;
          assert.equal(
            stored.get(`${threadId} ${content}`),
            1,
            `"${content}" is stored exactly once`,
          );
        }
      }
      assert.equal(
        rows.reduce((n, row) => n + row.n, 0),
        expected,
        "no message was stored that the reps did not post",
      );
      const clients = await sql<
        { id: string; notes: string }[]
      >`select id::text, notes from public.clients where id = any(${[...lastNotes.keys()]}::uuid[])`;
      for (const c of clients)
        assert.equal(c.notes, lastNotes.get(c.id), "each client keeps its rep's last edit");
    } finally {
      await sql.end();
    }
  },
);
