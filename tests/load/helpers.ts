// Shared by the load and fault tests: each test file starts its OWN stand-in
// (it kills or restarts it), on free loopback ports in a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { startStack, type Stack, type StackOptions } from "../../local/stack.ts";
import { startNativePostgres } from "../../scripts/native-postgres.ts";
import { guard } from "../../bench/lib/cleanup.ts";
import { call, login, routeExists, streamChat, type Session } from "../../bench/lib/http.ts";
import { startStandIn } from "../../bench/lib/processes.ts";
import { percentile } from "../../bench/lib/stats.ts";

export { call, login, streamChat, type Session };

/** The short form runs in `npm test`; `npm run test:load` sets LOAD_PROFILE=full. */
export const FULL = process.env.LOAD_PROFILE === "full";
/** `npm run test:load -- --native` sets LOAD_NATIVE=1: each file gets a throwaway native PostgreSQL instead of PGlite. */
export const NATIVE = process.env.LOAD_NATIVE === "1";

export interface TestStack {
  stack: Stack;
  dataDir: string;
  restart(): Promise<Stack>;
  stop(): Promise<void>;
}

/** A stand-in's throwaway data folder and, with LOAD_NATIVE, its throwaway native PostgreSQL. */
async function throwawayData() {
  const dataDir = mkdtempSync(join(tmpdir(), "crm-load-"));
  const native = NATIVE ? await startNativePostgres() : null;
  const stopNative = native ? guard(native.stop) : async () => {};
  return {
    dataDir,
    dbUrl: native?.url,
    async remove() {
      await stopNative();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startTestStack(options: Partial<StackOptions> = {}): Promise<TestStack> {
  const data = await throwawayData();
  const { dataDir } = data;
  const start = (apiPort = 0) =>
    startStack({
      dataDir,
      apiPort,
      dbPort: 0,
      mailPorts: { web: 0, smtp: 0 },
      dbUrl: data.dbUrl,
      seed: false,
      idleInTransactionTimeoutMs: 10_000,
      ...options,
    });
  const self: TestStack = {
    stack: await start(),
    dataDir,
    /** stop() then startStack again on the same data folder and address (tokens name it as their issuer). */
    async restart() {
      const apiPort = Number(new URL(self.stack.url).port);
      await self.stack.stop();
      self.stack = await start(apiPort);
      return self.stack;
    },
    async stop() {
      await self.stack.stop();
      await data.remove();
    },
  };
  return self;
}

/** Where a load runs: the stand-in's address and its database. */
export type LoadTarget = Pick<Stack, "url" | "dbUrl">;

export interface SeparateStack {
  stack: LoadTarget;
  stop(): Promise<void>;
}

/**
 * The stand-in in its own process, as `npm start` runs it. In the test's process its gateway,
 * Auth and Storage would pay for node:test's async hook, which follows every promise and
 * handle the process makes, and share the load generator's event loop: costs the product does
 * not have (a tenth of that process's CPU under the 50-rep load went to the hook alone).
 */
export async function startSeparateStack(): Promise<SeparateStack> {
  const data = await throwawayData();
  const standIn = await startStandIn({
    dataDir: data.dataDir,
    dbUrl: data.dbUrl,
    idleInTransactionTimeoutMs: 10_000,
    quiet: true,
  }).catch(async (error) => {
    await data.remove();
    throw error;
  });
  const stopStandIn = guard(standIn.stop);
  return {
    stack: standIn,
    async stop() {
      await stopStandIn();
      await data.remove();
    },
  };
}

export const PASSWORD = "load-test-password";

export interface Rep extends Session {
  clientId: string;
  threadId: string;
}

/**
 * A team of sales reps made the way a seed makes users (auth.users, the profile
 * trigger, a cheap bcrypt cost so signing in 50 reps is quick), each signed in
 * through POST /api/login, with a client and a thread made through the API.
 */
export async function createTeam(stack: LoadTarget, size: number, prefix = "load"): Promise<Rep[]> {
  const sql = postgres(stack.dbUrl, { prepare: false, max: 1, onnotice: () => {} });
  const tag = `${prefix}${Date.now().toString(36)}`;
  try {
    await sql`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
        confirmation_token, recovery_token, email_change_token_new, email_change)
      select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
             ${tag} || i || '@load.example', extensions.crypt(${PASSWORD}, extensions.gen_salt('bf', 4)), now(),
             jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', 'SALES'),
             jsonb_build_object('name', 'Load Rep ' || i, 'username', ${tag} || i),
             now(), now(), '', '', '', ''
        from generate_series(1, ${size}) i`;
  } finally {
    await sql.end();
  }
  const reps: Rep[] = [];
  for (let i = 1; i <= size; i++) {
    const session = await login(stack.url, `${tag}${i}`, PASSWORD);
    const client = JSON.parse(
      (
        await call(stack.url, "/clients", {
          method: "POST",
          token: session.token,
          body: { name: `Load client of ${tag}${i}` },
          expect: [201],
        })
      ).text,
    );
    const thread = JSON.parse(
      (
        await call(stack.url, `/chat-threads/clients/${client.id}/threads`, {
          method: "POST",
          token: session.token,
          body: { title: "Load test" },
          expect: [201],
        })
      ).text,
    );
    reps.push({ ...session, clientId: client.id, threadId: thread.id });
  }
  return reps;
}

/** Whether POST /api/chat/stream exists yet. */
export async function streamAvailable(stack: LoadTarget, rep: Rep): Promise<boolean> {
  return (await routeExists(stack.url, rep.token, "/chat/stream")).exists;
}

/** The nearest-rank 95th percentile, to 0.1 ms. */
export const p95 = (values: number[]) =>
  Math.round(
    percentile(
      [...values].sort((a, b) => a - b),
      95,
    ) * 10,
  ) / 10;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SlowOpenAi {
  baseURL: string;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat-completions server on loopback that streams its
 * reply one word every `intervalMs`, so a test can act in the middle of a stream
 * (the project's fake, supabase/functions/_shared/testing/fake-openai.ts,
 * sends its whole reply at once).
 */
export function startSlowOpenAi(
  options: { words?: number; intervalMs?: number } = {},
): Promise<SlowOpenAi> {
  const words = options.words ?? 100;
  const intervalMs = options.intervalMs ?? 50;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const stream = (() => {
        try {
          return JSON.parse(body).stream === true;
        } catch {
          return false;
        }
      })();
      const text = Array.from({ length: words }, (_, i) => `word${i} `);
      if (!stream) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-slow",
            object: "chat.completion",
            created: 0,
            model: "slow",
            choices: [
              { index: 0, message: { role: "assistant", content: "{}" }, finish_reason: "stop" },
            ],
          }),
        );
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      let i = 0;
      const timer = setInterval(() => {
        if (i < text.length) {
          res.write(
            `data: ${JSON.stringify({ id: "chatcmpl-slow", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: text[i++] } }] })}\n\n`,
          );
        } else {
          clearInterval(timer);
          res.end("data: [DONE]\n\n");
        }
      }, intervalMs);
      res.on("close", () => clearInterval(timer));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseURL: `http://127.0.0.1:${port}/v1`,
        close: () =>
          new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
      });
    });
  });
}
