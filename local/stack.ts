import { mkdirSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import postgres from "postgres";
import { createAuthApp } from "./auth/app.ts";
import { startDemoAccountCleanup } from "./auth/demoAccounts.ts";
import { loadKeys, loadProjectConfig, repoRoot, type Keys } from "./config.ts";
import type { ServiceContext } from "./context.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded.ts";
import { prepareDatabase } from "./db/migrate.ts";
import { FunctionProcess, freePort, readFunctionSecrets } from "./functions.ts";
import { createGateway } from "./gateway.ts";
import { startMailCatcher } from "./mail/catcher.ts";
import { createStorageApp } from "./storage/app.ts";

/** The secret the stand-in's mail provider (or a test) posts captured mail with; never a hosted one. */
export const LOCAL_INBOUND_EMAIL_SECRET = "local-inbound-email-secret";

export interface StackOptions {
  /** Where the embedded database and stored objects live. */
  dataDir: string;
  /** Gateway port; 0 picks a free one. */
  apiPort: number;
  /** The mail catcher's web inbox and SMTP ports (config.toml's [local_smtp] for `npm start`); 0 picks free ones. */
  mailPorts: { web: number; smtp: number };
  /** Embedded database port; 0 picks a free one. Ignored with `dbUrl`. */
  dbPort: number;
  /** Use this Postgres instead of the embedded one (SUPABASE_DB_URL). */
  dbUrl?: string;
  /** Apply the seed (on a database that has not had it yet). */
  seed?: boolean;
  /** Start the edge functions. */
  functions?: boolean;
  /** Extra environment for the functions (on top of supabase/functions/.env). */
  functionEnv?: Record<string, string>;
  /** Restart the functions when their sources change. */
  watchFunctions?: boolean;
  idleInTransactionTimeoutMs?: number;
  /** The built SPA the gateway serves at `/`; `web/dist` by default. */
  webDist?: string;
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  dbUrl: string;
  /** The mail catcher's web inbox (maildev; REST API at /email), or null when [local_smtp] is disabled. */
  mailUrl: string | null;
  keys: Keys;
  functions: Map<string, FunctionProcess>;
  stop(): Promise<void>;
}

export function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

/** An in-process app (Auth, Storage) on a free loopback port. */
export function serveApp(app: {
  fetch: (req: Request) => Response | Promise<Response>;
}): Promise<{ port: number; close(): void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) =>
      resolve({ port: info.port, close: () => server.close() }),
    );
  });
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {});
  const keys = loadKeys();
  const project = loadProjectConfig();
  mkdirSync(options.dataDir, { recursive: true });
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn();
  };

  try {
    let embedded: EmbeddedDatabase | null = null;
    if (!options.dbUrl) {
      embedded = await startEmbeddedPostgres({
        dataDir: join(options.dataDir, "db"),
        port: options.dbPort,
        idleInTransactionTimeoutMs: options.idleInTransactionTimeoutMs,
      });
      stops.push(() => embedded!.close());
    }
    const dbUrl = options.dbUrl ?? embedded!.url;
    await prepareDatabase(dbUrl, { seed: options.seed, log });

    const targets = {
      authPort: 0,
      storagePort: 0,
      functions: new Map<string, FunctionProcess>(),
      webDist: options.webDist ?? join(repoRoot, "web", "dist"),
    };
    const gateway = createGateway(targets);
    const apiPort = await listen(gateway, options.apiPort);
    stops.push(
      () =>
        new Promise<void>(
          (resolve) => (gateway.closeAllConnections(), gateway.close(() => resolve())),
        ),
    );
    const url = `http://127.0.0.1:${apiPort}`;

    const sql = postgres(dbUrl, { prepare: false, max: 4, idle_timeout: 30, onnotice: () => {} });
    stops.push(() => sql.end({ timeout: 1 }));
    stops.push(startDemoAccountCleanup(sql, log));
    const catcher = project.localSmtp.enabled
      ? await startMailCatcher({
          webPort: options.mailPorts.web,
          smtpPort: options.mailPorts.smtp,
          mailDir: join(options.dataDir, "mail"),
        })
      : null;
    if (catcher) stops.push(() => catcher.stop());
    const ctx: ServiceContext = {
      sql,
      keys,
      project,
      publicUrl: url,
      dataDir: options.dataDir,
      mailCatcherSmtpPort: catcher?.smtpPort,
    };
    const auth = await serveApp(createAuthApp(ctx));
    const storage = await serveApp(createStorageApp(ctx));
    stops.push(
      () => auth.close(),
      () => storage.close(),
    );
    targets.authPort = auth.port;
    targets.storagePort = storage.port;

    if (options.functions !== false) {
      const env = {
        SUPABASE_URL: url,
        SUPABASE_ANON_KEY: keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
        SUPABASE_JWT_SECRET: keys.jwtSecret,
        SUPABASE_DB_URL: dbUrl,
        DEMO_LOGIN: "true",
        // Client mail goes to the catcher; supabase/functions/.env may name another server or provider.
        ...(catcher && { EMAIL_SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}` }),
        EMAIL_FROM: "crm@localhost",
        // Client mail captured by POST /api/email/inbound; supabase/functions/.env may set others.
        INBOUND_EMAIL_SECRET: LOCAL_INBOUND_EMAIL_SECRET,
        INBOUND_EMAIL_ADDRESS: "crm@inbound.localhost",
        ALLOWED_ORIGINS: [
          url,
          `http://localhost:${apiPort}`,
          "http://127.0.0.1:5173",
          "http://localhost:5173",
        ].join(","),
        ...readFunctionSecrets(),
        ...options.functionEnv,
      };
      for (const name of ["api", "mcp"]) {
        const fn = new FunctionProcess(name, await freePort(), env, options.watchFunctions);
        targets.functions.set(name, fn);
        stops.push(() => fn.stop());
      }
      await Promise.all([...targets.functions.values()].map((fn) => fn.start()));
    }

    return { url, dbUrl, mailUrl: catcher?.url ?? null, keys, functions: targets.functions, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
