import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { nodeBin, repoRoot, supabaseDir } from "./config.ts";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** KEY=value lines of supabase/functions/.env, the project's own function secrets. */
export function readFunctionSecrets(
  path = join(supabaseDir, "functions", ".env"),
): Record<string, string> {
  if (!existsSync(path)) return {};
  const secrets: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (match) secrets[match[1]] = match[2].replace(/^(['"])(.*)\1$/, "$2");
  }
  return secrets;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Polls until something listens on the port: false past the timeout, or as soon as `gaveUp()` says so. */
async function waitForPort(
  port: number,
  timeoutMs: number,
  gaveUp = () => false,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    if (await canConnect(port)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * Runs one edge function under Deno, as the edge runtime would, and restarts
 * it when it exits. Dependencies resolve from node_modules: nothing is downloaded.
 */
export class FunctionProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  restarts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private env: Record<string, string>,
    /** Restart on source changes (npm run dev). */
    private watch = false,
  ) {}

  get pid() {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const dir = join(supabaseDir, "functions", this.name);
    // A function without its own deno.json shares api's import map, as config.toml says for deploys.
    const config = existsSync(join(dir, "deno.json"))
      ? join(dir, "deno.json")
      : join(supabaseDir, "functions", "api", "deno.json");
    const child = spawn(
      nodeBin("deno"),
      [
        "run",
        "--allow-net",
        "--allow-env",
        "--allow-read",
        "--allow-sys",
        "--no-remote",
        "--cached-only",
        "--no-prompt",
        ...(this.watch ? ["--watch"] : []),
        "--config",
        config,
        join(dir, "index.ts"),
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, ...this.env, PORT: String(this.port), DENO_NO_UPDATE_CHECK: "1" },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    this.child = child;
    child.once("exit", (code, signal) => {
      if (this.stopping || this.child !== child) return;
      console.error(`[functions] ${this.name} exited (${signal ?? code}); restarting`);
      this.restarts += 1;
      // A restart that fails exits again, and this handler restarts it again: nothing to catch but the rejection.
      setTimeout(() => this.stopping || this.start().catch(() => {}), 200).unref();
    });
    const timeoutMs = 30_000;
    if (await waitForPort(this.port, timeoutMs, () => hasExited(child))) return;
    if (hasExited(child)) throw new Error(`function ${this.name} exited during start`);
    throw new Error(
      `function ${this.name} did not listen on port ${this.port} within ${timeoutMs} ms`,
    );
  }

  /** Resolves once the current (possibly restarted) process listens. */
  whenReady(timeoutMs = 15_000) {
    return waitForPort(this.port, timeoutMs);
  }

  stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    // A child killed by a signal has no exit code, only a signal code; either way its 'exit' is past.
    if (!child || hasExited(child)) return Promise.resolve();
    return new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 3000).unref();
    });
  }
}
