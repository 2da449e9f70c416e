import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { basename, join, relative } from "node:path";
import postgres, { type Sql } from "postgres";
import type { BucketConfig } from "../config.ts";
import { loadProjectConfig, repoRoot, supabaseDir } from "../config.ts";

const platformSql = readFileSync(join(import.meta.dirname, "platform.sql"), "utf8");
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export class MigrationError extends Error {}

/** Where `position` (1-based, as Postgres reports it) falls in `text`, as a line number. */
function lineAt(text: string, position: number | undefined): number | null {
  if (!position) return null;
  return text.slice(0, position - 1).split("\n").length;
}

async function runFile(
  sql: Sql,
  path: string,
  text: string,
  record?: (tx: Sql) => Promise<unknown>,
) {
  try {
    await sql.begin(async (tx) => {
      await tx.unsafe(text).simple();
      if (record) await record(tx as unknown as Sql);
    });
  } catch (error) {
    const err = error as { message: string; position?: string };
    const line = lineAt(text, Number(err.position) || undefined);
    const where = relative(repoRoot, path) + (line ? `:${line}` : "");
    throw new MigrationError(`${where}: ${err.message}`, { cause: error });
  }
}

/**
 * Creates what the Supabase platform provides, unless the database already
 * belongs to a real platform (GoTrue and Storage keep their own migration tables).
 */
export async function applyPlatformSchema(sql: Sql) {
  const [{ managed }] =
    await sql`select to_regclass('auth.schema_migrations') is not null as managed`;
  if (!managed) await runFile(sql, join(import.meta.dirname, "platform.sql"), platformSql);
}

/** Applies pending `supabase/migrations/*.sql` in name order, each in its own transaction, recorded as the Supabase CLI does. */
export async function applyMigrations(sql: Sql, dir: string): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  const applied = new Set(
    (await sql`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
  );
  const done: string[] = [];
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file)!;
    if (applied.has(version)) continue;
    const path = join(dir, file);
    const text = readFileSync(path, "utf8");
    await runFile(
      sql,
      path,
      text,
      (tx) =>
        tx`insert into supabase_migrations.schema_migrations (version, name, statements) values (${version}, ${name}, ${[text]})`,
    );
    done.push(file);
  }
  return done;
}

/** Runs each seed file once per database, tracked by path and hash like the CLI's seed_files table. */
export async function applySeed(sql: Sql, paths: string[]): Promise<string[]> {
  await sql`create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null)`;
  const seeded = new Set(
    (await sql`select path from supabase_migrations.seed_files`).map((r) => r.path),
  );
  const done: string[] = [];
  for (const path of paths) {
    const key = relative(repoRoot, path);
    if (seeded.has(key)) continue;
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch {
      continue;
    }
    const hash = createHash("sha256").update(text).digest("hex");
    await runFile(
      sql,
      path,
      text,
      (tx) => tx`insert into supabase_migrations.seed_files (path, hash) values (${key}, ${hash})`,
    );
    done.push(basename(path));
  }
  return done;
}

/** Creates or updates the buckets declared in config.toml. */
export async function syncBuckets(sql: Sql, buckets: BucketConfig[]) {
  for (const b of buckets) {
    await sql`
      insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values (${b.id}, ${b.id}, ${b.public}, ${b.fileSizeLimit}, ${b.allowedMimeTypes})
      on conflict (id) do update set
        public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types,
        updated_at = now()`;
  }
}

/** Prepares a database: platform schema, migrations, seed, buckets. */
export async function prepareDatabase(
  dbUrl: string,
  options: { seed?: boolean; log?: (line: string) => void } = {},
) {
  const project = loadProjectConfig();
  const sql = postgres(dbUrl, { prepare: false, max: 1, onnotice: () => {} });
  try {
    await applyPlatformSchema(sql);
    const migrated = await applyMigrations(sql, join(supabaseDir, "migrations"));
    if (migrated.length) options.log?.(`Applied ${migrated.length} migration(s)`);
    if (options.seed !== false) {
      const seeded = await applySeed(sql, project.seedPaths);
      if (seeded.length) options.log?.(`Seeded from ${seeded.join(", ")}`);
    }
    await syncBuckets(sql, project.buckets);
  } finally {
    await sql.end();
  }
}
