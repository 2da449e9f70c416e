// Child processes the bench and the load tests start, each ended by its own pid.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { nodeBin, repoRoot } from "../../local/config.ts";

export interface StandIn {
  url: string;
  dbUrl: string;
  keys: { anonKey: string; serviceRoleKey: string; jwtSecret: string };
  functionPid: number | null;
  functionPort: number | null;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Waits for a `PREFIX <json or text>` line on the child's stdout. */
function readyLine(
  child: ChildProcess,
  prefix: string,
  what: string,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith(`${prefix} `));
      if (line) {
        clearTimeout(timer);
        child.stdout!.off("data", onData);
        resolve(line.slice(prefix.length + 1));
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before it was ready`));
    });
  });
}

function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => (clearTimeout(timer), resolve()));
    child.kill("SIGTERM");
  });
}

export interface StandInOptions {
  dataDir: string;
  dbUrl?: string;
  seed?: boolean;
  functionEnv?: Record<string, string>;
  idleInTransactionTimeoutMs?: number;
  quiet?: boolean;
}

/** startStack in a child process (bench/lib/stand-in.ts). */
export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const { quiet, ...stackOptions } = options;
  const child = spawn(
    nodeBin("tsx"),
    [join(repoRoot, "bench", "lib", "stand-in.ts"), JSON.stringify(stackOptions)],
    {
      cwd: repoRoot,
      env: { ...process.env, SUPABASE_DB_URL: "" },
      stdio: ["pipe", "pipe", quiet ? "ignore" : "inherit"],
    },
  );
  const info = JSON.parse(await readyLine(child, "READY", "the stand-in", 180_000));
  return { ...info, child, stop: () => stopChild(child) };
}

/** A Deno script with the function's import map, as the edge runtime would run it; nothing is downloaded. */
export function spawnDeno(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  stdio: "inherit" | "ignore" = "inherit",
) {
  return spawn(
    nodeBin("deno"),
    [
      "run",
      "--allow-all",
      "--no-remote",
      "--cached-only",
      "--no-prompt",
      "--config",
      join(repoRoot, "supabase", "functions", "api", "deno.json"),
      script,
      ...args,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", ...env },
      stdio: ["pipe", "pipe", stdio],
    },
  );
}

/** Runs a Deno script to its end and returns its stdout. */
export function runDeno(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 1_800_000,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnDeno(script, args, env);
    child.stdin!.end();
    let out = "";
    child.stdout!.on("data", (d) => (out += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`deno ${script} exited with ${code}`));
    });
  });
}

export interface FakeOpenAiProcess {
  baseURL: string;
  /** Replaces the fake's options (reply, delayMs, failWith). */
  configure(options: { reply?: string; delayMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

/** supabase/functions/_shared/testing/fake-openai.ts startFakeOpenAi(), in a Deno child (bench/deno/fake-openai.ts). */
export async function startFakeOpenAiProcess(
  options: { reply?: string; delayMs?: number } = {},
): Promise<FakeOpenAiProcess> {
  const child = spawnDeno(join(repoRoot, "bench", "deno", "fake-openai.ts"), [
    JSON.stringify(options),
  ]);
  const baseURL = await readyLine(child, "READY", "the fake OpenAI server", 60_000);
  return {
    baseURL: baseURL.trim(),
    configure: (next) =>
      new Promise<void>((resolve) => {
        const onData = (d: Buffer) => {
          if (d.toString().includes("OK")) {
            child.stdout!.off("data", onData);
            resolve();
          }
        };
        child.stdout!.on("data", onData);
        child.stdin!.write(JSON.stringify(next) + "\n");
      }),
    stop: () => (child.stdin!.end(), stopChild(child, 3000)),
  };
}
