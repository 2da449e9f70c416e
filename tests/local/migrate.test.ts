import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import postgres from "postgres";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../local/db/embedded.ts";
import { MigrationError, applyMigrations, applyPlatformSchema } from "../../local/db/migrate.ts";

let db: EmbeddedDatabase;
let sql: postgres.Sql;
let dir: string;

before(async () => {
  db = await startEmbeddedPostgres({ port: 0 });
  sql = postgres(db.url, { prepare: false, max: 1, onnotice: () => {} });
  dir = mkdtempSync(join(tmpdir(), "migrations-"));
});

after(async () => {
  await sql.end();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

test("the platform schema applies twice without error", async () => {
  await applyPlatformSchema(sql);
  await applyPlatformSchema(sql);
  const roles =
    await sql`select rolname, rolbypassrls, rolcanlogin from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`;
  assert.deepEqual(
    roles.map((r) => [r.rolname, r.rolbypassrls, r.rolcanlogin]),
    [
      ["anon", false, false],
      ["authenticated", false, false],
      ["authenticator", false, true],
      ["service_role", true, false],
    ],
  );
  const [{ uid }] = await sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', '{"sub":"6b1b0e8e-9d6c-4b5e-8f1a-2c3d4e5f6a7b"}', true)`;
    return tx`select auth.uid() as uid`;
  });
  assert.equal(uid, "6b1b0e8e-9d6c-4b5e-8f1a-2c3d4e5f6a7b");
});

test("migrations apply in name order, are recorded, and are not applied twice", async () => {
  writeFileSync(
    join(dir, "20990101000002_second.sql"),
    "alter table public.things add column size int;\n",
  );
  writeFileSync(
    join(dir, "20990101000001_first.sql"),
    "create table public.things (id int primary key);\n",
  );
  assert.deepEqual(await applyMigrations(sql, dir), [
    "20990101000001_first.sql",
    "20990101000002_second.sql",
  ]);
  assert.deepEqual(await applyMigrations(sql, dir), []);
  const versions =
    await sql`select version, name from supabase_migrations.schema_migrations where version like '2099%' order by version`;
  assert.deepEqual(
    versions.map((v) => [v.version, v.name]),
    [
      ["20990101000001", "first"],
      ["20990101000002", "second"],
    ],
  );
});

test("a failing migration leaves the database unchanged and names its file and line", async () => {
  writeFileSync(
    join(dir, "20990101000003_broken.sql"),
    "create table public.partial (id int);\n\nselect * from no_such_table;\n",
  );
  await assert.rejects(applyMigrations(sql, dir), (error: Error) => {
    assert.ok(error instanceof MigrationError);
    assert.match(
      error.message,
      /20990101000003_broken\.sql:3: relation "no_such_table" does not exist/,
    );
    return true;
  });
  const [{ exists }] = await sql`select to_regclass('public.partial') is not null as exists`;
  assert.equal(exists, false);
  const recorded =
    await sql`select 1 from supabase_migrations.schema_migrations where version = '20990101000003'`;
  assert.equal(recorded.length, 0);
});
