import assert from "node:assert/strict";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { nodeBin, repoRoot } from "../../local/config.ts";
import { freePort } from "../../local/functions.ts";

// `npm start` as a developer runs it: one process tree, stopped by SIGTERM,
// and a second start finds the data of the first.

const dataDir = mkdtempSync(join(tmpdir(), "crm-start-"));
const started: ChildProcess[] = [];

// A failed assertion must not leave a stand-in running: it would keep the test process alive.
after(() => {
  for (const child of started) {
    if (child.exitCode === null) {
      for (const pid of descendants(child.pid!)) if (alive(pid)) process.kill(pid, "SIGKILL");
      child.kill("SIGKILL");
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function descendants(pid: number): number[] {
  let out: string;
  try {
    out = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    return [];
  }
  const children = out
    .split("\n")
    .map((l) => Number(l.trim()))
    .filter(Boolean);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function start(
  apiPort: number,
  dbPort: number,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(nodeBin("tsx"), ["local/start.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOCAL_DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      DB_PORT: String(dbPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const deadline = Date.now() + 90_000;
  // The demo accounts are printed last, once the stand-in is ready.
  while (!/Demo accounts[\s\S]*sarah@example\.com/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm start did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  const tree = descendants(child.pid!);
  assert.ok(tree.length > 0, "the stand-in runs child processes (the function under Deno)");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  // The database is closed and the function stopped before the last process exits.
  const deadline = Date.now() + 15_000;
  while (tree.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(tree.filter(alive), [], "no process of the tree outlives SIGTERM");
}

test(
  "npm start prints its readiness and accounts, stops its whole tree, and keeps its data",
  { timeout: 240_000 },
  async () => {
    const apiPort = await freePort();
    const dbPort = await freePort();
    const first = await start(apiPort, dbPort);
    assert.match(first.output(), /ready in \d+(\.\d+)? s/);
    assert.match(first.output(), /Demo accounts \(password: password123\)/);
    assert.match(first.output(), /ADMIN\s+admin\s+admin@example\.com/);
    const url = `http://127.0.0.1:${apiPort}/functions/v1/api`;
    const login = await (
      await fetch(`${url}/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "sarah", password: "password123" }),
      })
    ).json();
    const headers = {
      authorization: `Bearer ${login.session.access_token}`,
      "content-type": "application/json",
    };
    const created = await (
      await fetch(`${url}/clients`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: "Survives Restarts Ltd" }),
      })
    ).json();
    await stop(first.child);

    const second = await start(apiPort, dbPort);
    assert.doesNotMatch(second.output(), /Seeded from/, "the seed runs once per database");
    const again = await fetch(`${url}/clients/${created.id}`, { headers });
    assert.equal(
      again.status,
      200,
      "the session and the client from the first run are still there",
    );
    assert.equal((await again.json()).name, "Survives Restarts Ltd");
    await stop(second.child);
  },
);
