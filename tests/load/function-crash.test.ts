// The function process killed in the middle of a chat stream: the client sees
// an error event or a closed stream, the rep's message saved before it is still
// there, the stand-in restarts the function and the next request succeeds.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  call,
  createTeam,
  sleep,
  startSlowOpenAi,
  startTestStack,
  streamAvailable,
  streamChat,
  type Rep,
  type SlowOpenAi,
  type TestStack,
} from "./helpers.ts";

let env: TestStack;
let provider: SlowOpenAi;
let rep: Rep;

before(async () => {
  // The OpenAI provider against a loopback fake that streams a word every 50 ms (5 s in all),
  // so the function can be killed between two chunks.
  provider = await startSlowOpenAi({ words: 100, intervalMs: 50 });
  env = await startTestStack({
    functionEnv: { OPENAI_API_KEY: "load-test-key", OPENAI_BASE_URL: provider.baseURL },
  });
  [rep] = await createTeam(env.stack, 1, "crash");
});
after(async () => {
  await env?.stop();
  await provider?.close();
});

test(
  "killing the function mid-stream: error event or closed stream, message kept, function restarted, next request served",
  { timeout: 90_000 },
  async (t) => {
    const { url } = env.stack;
    const api = env.stack.functions.get("api")!;
    const pid = api.pid!;
    const restarts = api.restarts;
    const question = `question before the crash ${Date.now()}`;
    // As the chat does it: the rep's message is saved, then the reply is streamed.
    await call(url, `/chat-threads/threads/${rep.threadId}/messages`, {
      method: "POST",
      token: rep.token,
      body: { content: question, role: "user", attachments: [] },
      expect: [201],
    });

    if (await streamAvailable(env.stack, rep)) {
      let chunks = 0;
      let killedAt = 0;
      const result = await streamChat(
        url,
        rep.token,
        { message: question, clientId: rep.clientId, threadId: rep.threadId, attachments: [] },
        (event) => {
          if (event.type === "chunk" && ++chunks === 3) {
            killedAt = performance.now();
            process.kill(pid, "SIGKILL");
          }
        },
        30_000,
      );
      assert.ok(
        killedAt > 0,
        `the stream sent chunks before the kill (HTTP ${result.status}, ${result.text.slice(0, 200)})`,
      );
      assert.notEqual(result.ended, "complete", "the stream does not claim to be complete");
      assert.ok(
        result.ended === "error" || result.ended === "closed",
        `error event or closed stream (got ${result.ended})`,
      );
      t.diagnostic(
        `killed after ${chunks} chunks; the stream ended with '${result.ended}' ${Math.round(performance.now() - killedAt)} ms later, ${result.events.length} events in all`,
      );
    } else {
      t.diagnostic(
        "POST /api/chat/stream is not available yet: the function is killed between requests instead",
      );
      process.kill(pid, "SIGKILL");
    }

    const waitFrom = performance.now();
    const deadline = Date.now() + 20_000;
    while (api.restarts === restarts && Date.now() < deadline) await sleep(50);
    assert.equal(api.restarts, restarts + 1, "the stand-in restarted the function");
    assert.ok(await api.whenReady(20_000), "the restarted function listens");
    assert.notEqual(api.pid, pid);
    t.diagnostic(
      `the function was restarted and listening ${Math.round(performance.now() - waitFrom)} ms after the kill`,
    );

    const next = await call(url, "/clients", { token: rep.token, expect: [200, 502, 503] });
    assert.equal(next.status, 200, `the next request succeeds (${next.text.slice(0, 200)})`);
    const thread = JSON.parse(
      (
        await call(url, `/chat-threads/threads/${rep.threadId}/messages`, {
          token: rep.token,
          expect: [200],
        })
      ).text,
    );
    const saved = thread.messages.filter((m: { content: string }) => m.content === question);
    assert.equal(saved.length, 1, "the message saved before the crash is there, once");
  },
);
