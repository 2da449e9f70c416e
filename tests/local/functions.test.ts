import assert from "node:assert/strict";
import { test } from "node:test";
import { FunctionProcess, freePort } from "../../local/functions.ts";

test("a crashed function process is restarted and serves again", async () => {
  const fn = new FunctionProcess("api", await freePort(), {
    SUPABASE_DB_URL: process.env.SUPABASE_DB_URL!,
  });
  await fn.start();
  try {
    const first = await fetch(`http://127.0.0.1:${fn.port}/api/health`);
    assert.equal(first.status, 200);
    const pid = fn.pid;
    process.kill(pid!, "SIGKILL");
    await new Promise((r) => setTimeout(r, 100));
    assert.ok(await fn.whenReady(20_000), "the function listens again");
    assert.notEqual(fn.pid, pid);
    assert.equal(fn.restarts, 1);
    const again = await fetch(`http://127.0.0.1:${fn.port}/api/health`);
    assert.equal(again.status, 200);
  } finally {
    await fn.stop();
  }
});
