// Runs supabase/tests/database/*.test.sql (pgTAP) on a fresh database that has
// the platform schema and the project's migrations: an in-memory PGlite by
// default, a throwaway native PostgreSQL with --native, or --db-url URL.
// Before the tests it installs the shared test helpers (the `tests` schema in
// supabase/tests/database/helpers/*.sql), once, outside the test transactions;
// they live only in the test folder and never ship with the migrations.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { supabaseDir } from "../local/config.ts";
import { startEmbeddedPostgres } from "../local/db/embedded.ts";
import { prepareDatabase } from "../local/db/migrate.ts";
import { startNativePostgres } from "./native-postgres.ts";

const args = process.argv.slice(2);
const testsDir = join(supabaseDir, "tests", "database");
const helpersDir = join(testsDir, "helpers");

interface FileResult {
  file: string;
  passed: number;
  failed: number;
  lines: string[];
}

function tapLines(results: unknown): string[] {
  const lines: string[] = [];
  for (const result of (Array.isArray(results) && Array.isArray(results[0])
    ? results
    : [results]) as Record<string, unknown>[][]) {
    for (const row of result ?? []) {
      for (const value of Object.values(row)) {
        if (typeof value === "string") lines.push(...value.split("\n"));
      }
    }
  }
  return lines;
}

async function runFile(sql: postgres.Sql, file: string): Promise<FileResult> {
  const text = readFileSync(join(testsDir, file), "utf8");
  let lines: string[];
  try {
    lines = tapLines(await sql.unsafe(text).simple());
  } catch (error) {
    await sql
      .unsafe("rollback")
      .simple()
      .catch(() => {});
    return {
      file,
      passed: 0,
      failed: 1,
      lines: [`not ok - ${file} stopped with an error: ${(error as Error).message}`],
    };
  }
  const passed = lines.filter((l) => /^ok \d+/.test(l)).length;
  let failed = lines.filter((l) => /^not ok \d+/.test(l)).length;
  const plan = lines.map((l) => /^1\.\.(\d+)/.exec(l)).find(Boolean);
  if (plan && Number(plan[1]) !== passed + failed) {
    failed += 1;
    lines.push(`not ok - planned ${plan[1]} tests but ran ${passed + failed - 1}`);
  }
  return { file, passed, failed, lines };
}

/** Applies helpers/*.sql in name order, each in its own transaction. */
async function installHelpers(sql: postgres.Sql) {
  const files = existsSync(helpersDir)
    ? readdirSync(helpersDir)
        .filter((f) => f.endsWith(".sql"))
        .sort()
    : [];
  for (const file of files) {
    try {
      await sql.begin(async (tx) => {
        await tx.unsafe(readFileSync(join(helpersDir, file), "utf8")).simple();
      });
    } catch (error) {
      throw new Error(`helpers/${file}: ${(error as Error).message}`, { cause: error });
    }
  }
}

async function main() {
  let url: string;
  let stop: () => Promise<void>;
  let label: string;
  const dbUrlIndex = args.indexOf("--db-url");
  if (dbUrlIndex >= 0) {
    url = args[dbUrlIndex + 1];
    stop = async () => {};
    label = "given database";
  } else if (args.includes("--native")) {
    const native = await startNativePostgres();
    ({ url } = native);
    stop = native.stop;
    label = `native PostgreSQL (${native.bin})`;
  } else {
    const embedded = await startEmbeddedPostgres({ port: 0 });
    ({ url } = embedded);
    stop = embedded.close;
    label = "PGlite";
  }
  const sql = postgres(url, { prepare: false, max: 1, onnotice: () => {} });
  let passed = 0;
  let failed = 0;
  try {
    await prepareDatabase(url, { seed: false });
    await sql.unsafe("create extension if not exists pgtap").simple();
    await installHelpers(sql);
    const files = readdirSync(testsDir)
      .filter((f) => f.endsWith(".test.sql"))
      .sort();
    for (const file of files) {
      const result = await runFile(sql, file);
      passed += result.passed;
      failed += result.failed;
      console.log(
        `${result.failed ? "✗" : "✓"} ${file}: ${result.passed} passed, ${result.failed} failed`,
      );
      for (const line of result.lines) if (/^not ok|^#/.test(line)) console.log(`    ${line}`);
    }
  } finally {
    await sql.end();
    await stop();
  }
  console.log(`pgTAP on ${label}: ${passed} passed, ${failed} failed`);
  process.exit(failed || !passed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
