import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { after, before, test } from "node:test";
import postgres from "postgres";
import { nodeBin, repoRoot, supabaseDir } from "../../local/config.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../local/db/embedded.ts";
import { applyPlatformSchema } from "../../local/db/migrate.ts";

// The real Supabase CLI, talking to the stand-in's database through the broker.
const cli = (...args: string[]) =>
  promisify(execFile)(nodeBin("supabase"), args, { cwd: repoRoot });

let db: EmbeddedDatabase;
let sql: postgres.Sql;
let url: string;

before(async () => {
  db = await startEmbeddedPostgres({ port: 0 });
  url = `${db.url}?sslmode=disable`;
  sql = postgres(db.url, { prepare: false, max: 1, onnotice: () => {} });
  await applyPlatformSchema(sql);
});

after(async () => {
  await sql.end();
  await db.close();
});

test("supabase db push applies every migration and the seed to a fresh database", async () => {
  const { stdout } = await cli("db", "push", `--remote=${url}`, "--yes", "--include-seed");
  assert.match(stdout, /Finished supabase db push/);
  const files = readdirSync(join(supabaseDir, "migrations")).filter((f) => f.endsWith(".sql"));
  const versions =
    await sql`select version from supabase_migrations.schema_migrations order by version`;
  assert.deepEqual(
    versions.map((v) => v.version),
    files.map((f) => f.split("_")[0]).sort(),
  );
  const [{ n }] = await sql`select count(*)::int as n from public.profiles`;
  assert.ok(n > 0, "the seed created profiles");
});

test("a second push finds nothing to do", async () => {
  const { stdout, stderr } = await cli("db", "push", `--remote=${url}`, "--yes");
  assert.match(stdout + stderr, /up to date/i);
});

test("supabase db advisors finds no security or performance warning", async () => {
  const { stdout, stderr } = await cli(
    "db",
    "advisors",
    `--remote=${url}`,
    "--type",
    "all",
    "--fail-on",
    "warn",
  );
  assert.match(stdout + stderr, /No issues found/);
});
