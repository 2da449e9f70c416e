// The whole stand-in restarted during writes (stop(), then startStack again on
// the same data folder): everything committed before the restart is there
// after it, exactly once, and writing goes on.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import postgres from "postgres";
import {
  FULL,
  call,
  createTeam,
  sleep,
  startTestStack,
  type Rep,
  type TestStack,
} from "./helpers.ts";

const WRITERS = 4;
const CYCLES = FULL ? 3 : 1;
const WRITE_MS = FULL ? 5000 : 2000;

let env: TestStack;
let reps: Rep[];

before(async () => {
  env = await startTestStack();
  reps = await createTeam(env.stack, WRITERS, "restart");
});
after(async () => {
  await env?.stop();
});

test(
  `restarting the stand-in during writes keeps every committed write (${CYCLES} restart${CYCLES > 1 ? "s" : ""})`,
  { timeout: 120_000 },
  async (t) => {
    const committedClients: string[] = [];
    const committedMessages: string[] = [];
    let failedInFlight = 0;

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const url = env.stack.url;
      let writing = true;
      const writers = reps.map(async (rep, w) => {
        for (let n = 0; writing && n < 10_000; n++) {
          const tag = `c${cycle} w${w} n${n} ${Date.now()}`;
          try {
            if (n % 2 === 0) {
              await call(url, "/clients", {
                method: "POST",
                token: rep.token,
                body: { name: `Restart client ${tag}` },
                expect: [201],
              });
              committedClients.push(`Restart client ${tag}`);
            } else {
              await call(url, `/chat-threads/threads/${rep.threadId}/messages`, {
                method: "POST",
                token: rep.token,
                body: { content: `restart message ${tag}`, role: "user", attachments: [] },
                expect: [201],
              });
              committedMessages.push(`restart message ${tag}`);
            }
          } catch {
            // In flight when the stand-in went down: not acknowledged, so not counted as committed.
            failedInFlight++;
            if (!writing) break;
            await sleep(20);
          }
        }
      });
      await sleep(WRITE_MS);
      const before = committedClients.length + committedMessages.length;
      const restartAt = performance.now();
      const restarting = env.restart();
      writing = false;
      await Promise.all(writers);
      await restarting;
      t.diagnostic(
        `cycle ${cycle + 1}: ${before} writes acknowledged before the restart, stand-in back in ${Math.round(performance.now() - restartAt)} ms`,
      );
    }

    const sql = postgres(env.stack.dbUrl, { prepare: false, max: 1, onnotice: () => {} });
    try {
      const clients = await sql<{ name: string; n: number }[]>`
      select name, count(*)::int as n from public.clients where name like 'Restart client %' group by name`;
      const clientCount = new Map(clients.map((c) => [c.name, c.n]));
      for (const name of committedClients)
        assert.equal(clientCount.get(name), 1, `"${name}" is there once`);
      const messages = await sql<{ content: string; n: number }[]>`
      select content, count(*)::int as n from public.messages where content like 'restart message %' group by content`;
      const messageCount = new Map(messages.map((m) => [m.content, m.n]));
      for (const content of committedMessages)
        assert.equal(messageCount.get(content), 1, `"${content}" is there once`);
      t.diagnostic(
        `${committedClients.length} clients and ${committedMessages.length} messages acknowledged, all there once after the restart; ${failedInFlight} writes in flight failed`,
      );
    } finally {
      await sql.end();
    }
    assert.ok(
      committedClients.length + committedMessages.length > 0,
      "writes were acknowledged before the restart",
    );

    // Writing goes on after the restart, with the session from before it.
    const created = await call(env.stack.url, "/clients", {
      method: "POST",
      token: reps[0].token,
      body: { name: "After the restart" },
      expect: [201],
    });
    assert.equal(created.status, 201);
  },
);
