import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { loadKeys, loadProjectConfig, nodeBin, repoRoot } from "./config.ts";
import { startEmbeddedPostgres } from "./db/embedded.ts";
import { prepareDatabase } from "./db/migrate.ts";
import { startStack } from "./stack.ts";

// Every demo account in supabase/seed.sql uses this password.
const DEMO_PASSWORD = "password123";

const started = performance.now();
const args = new Set(process.argv.slice(2));
const dataDir = process.env.LOCAL_DATA_DIR ?? join(repoRoot, "local", ".data");
const project = loadProjectConfig();
const externalDb = process.env.SUPABASE_DB_URL;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildWebIfStale() {
  const web = join(repoRoot, "web");
  const built = join(web, "dist", "index.html");
  const sources = ["src", "index.html", "vite.config.ts"]
    .map((p) => join(web, p))
    .filter(existsSync);
  if (existsSync(built) && Math.max(...sources.map(newestMtime)) <= statSync(built).mtimeMs) return;
  console.log("Building the web app…");
  const result = spawnSync(nodeBin("vite"), ["build", "--config", join(web, "vite.config.ts")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY ?? loadKeys().anonKey,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("The web app did not build (vite build failed)");
}

/** Drops the project's data and re-applies migrations and seed. */
async function resetDatabase() {
  if (externalDb) {
    const sql = postgres(externalDb, { prepare: false, max: 1, onnotice: () => {} });
    await sql
      .unsafe(
        `
      drop schema if exists public cascade;
      create schema public;
      drop schema if exists supabase_migrations cascade;
      create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
      delete from storage.objects;
      delete from auth.users;`,
      )
      .simple();
    await sql.end();
    await prepareDatabase(externalDb, { log: console.log });
  } else {
    rmSync(dataDir, { recursive: true, force: true });
    const db = await startEmbeddedPostgres({ dataDir: join(dataDir, "db"), port: 0 });
    try {
      await prepareDatabase(db.url, { log: console.log });
    } finally {
      await db.close();
    }
  }
  console.log("Database reset: migrations and seed applied.");
}

async function printDemoAccounts(dbUrl: string) {
  const sql = postgres(dbUrl, { prepare: false, max: 1, onnotice: () => {} });
  try {
    const rows =
      await sql`select username, email, role from public.profiles order by role, username`;
    if (!rows.length) return;
    console.log(`\nDemo accounts (password: ${DEMO_PASSWORD}):`);
    for (const r of rows)
      console.log(`  ${String(r.role).padEnd(6)} ${String(r.username).padEnd(12)} ${r.email}`);
  } catch {
    // No profiles table yet (a database without the project's migrations).
  } finally {
    await sql.end();
  }
}

async function main() {
  if (args.has("--reset-only")) return resetDatabase();
  buildWebIfStale();
  const stack = await startStack({
    dataDir,
    apiPort: Number(process.env.API_PORT ?? project.apiPort),
    dbPort: Number(process.env.DB_PORT ?? project.dbPort),
    mailPorts: { web: project.localSmtp.port, smtp: project.localSmtp.smtpPort },
    dbUrl: externalDb,
    watchFunctions: args.has("--dev"),
    log: console.log,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nAI Sales CRM is running at ${stack.url} (ready in ${seconds} s)`);
  console.log(`  Database   ${stack.dbUrl}`);
  console.log(
    `  Auth       ${stack.url}/auth/v1   Storage ${stack.url}/storage/v1   API ${stack.url}/functions/v1/api`,
  );
  console.log(`  MCP        ${stack.url}/functions/v1/mcp`);
  if (stack.mailUrl) console.log(`  Mail       ${stack.mailUrl}   (the mail catcher's inbox)`);
  console.log(`  anon key   ${stack.keys.anonKey}`);
  console.log(`  service    ${stack.keys.serviceRoleKey}`);
  await printDemoAccounts(stack.dbUrl);

  let vite: ReturnType<typeof spawn> | null = null;
  if (args.has("--dev")) {
    vite = spawn(nodeBin("vite"), ["--config", join(repoRoot, "web", "vite.config.ts")], {
      cwd: repoRoot,
      env: {
        ...process.env,
        VITE_GATEWAY_URL: stack.url,
        VITE_SUPABASE_ANON_KEY: stack.keys.anonKey,
      },
      stdio: "inherit",
    });
  }

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    vite?.kill("SIGTERM");
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
