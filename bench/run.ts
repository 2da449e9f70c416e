// `npm run bench`: seeds a scale dataset through SQL, measures every read and
// write endpoint over HTTP (as a signed-in rep, RLS on) beside the same SQL run
// directly (bench/deno/raw.ts), the chat stream, generated documents, uploads and
// downloads, the client import, PDF generation, `npm start` time and the /login
// bundle; writes bench/out/results-scale-<N>.json (git-ignored) and bench/RESULTS.md.
// See bench/README.md for the flags.
import { loadavg, tmpdir } from "node:os";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { repoRoot } from "../local/config.ts";
import { startNativePostgres, type NativePostgres } from "../scripts/native-postgres.ts";
import { CASES } from "./lib/cases.ts";
import { login, type Session } from "./lib/http.ts";
import { guard } from "./lib/cleanup.ts";
import { runDeno, startStandIn, type StandIn } from "./lib/processes.ts";
import { RawRunner } from "./lib/raw-runner.ts";
import { measureEndpoints, show, workerContexts } from "./lib/endpoints.ts";
import { type Explained, writeExplain } from "./lib/explain.ts";
import { machine } from "./lib/machine.ts";
import {
  applySql,
  concurrencies,
  flag,
  load,
  onlyCases,
  option,
  rounds,
  scale,
  sections,
  sizes,
  targetNames,
  variant,
  write,
} from "./lib/options.ts";
import { writeReport } from "./lib/report.ts";
import { mergePartialRun, type Results, type TargetResults } from "./lib/results.ts";
import { BENCH_PASSWORD, benchAdmin, repOf } from "./lib/dataset.ts";
import { alreadySeeded, seedDataset } from "./lib/seed.ts";
import { measureStartTime } from "./lib/start-time.ts";
import { measureDocuments, measureStream, STREAM_RUNS } from "./lib/stream.ts";
import type { Stats } from "./lib/stats.ts";
import { measureWebSize } from "./lib/web-size.ts";
import { measureTransfers } from "./lib/transfer.ts";
import { measureImport } from "./lib/import.ts";

if (flag("help")) {
  console.log(readFileSync(join(import.meta.dirname, "README.md"), "utf8"));
  process.exit(0);
}

const log = (line: string) => console.log(line);
/** The machine's 1, 5 and 15 minute load averages, to two decimals. */
const loadAverage = () => loadavg().map((x) => Math.round(x * 100) / 100);

const benchDir = import.meta.dirname;
const outDir = join(benchDir, "out");
/** Generated output stays out of git (bench/out/ is ignored): one results file per scale, so a scale-N run finds its scale-1 baseline. */
const resultsFile = (s: number) => join(outDir, `results-scale-${s}.json`);
const resultsPath = resultsFile(scale);

// ── per database ────────────────────────────────────────────────────────────
async function benchTarget(name: string): Promise<TargetResults> {
  log(`\n━━ ${name}${variant ? ` (${variant})` : ""}: dataset ${JSON.stringify(sizes)}`);
  let native: NativePostgres | null = null;
  let standIn: StandIn | null = null;
  const dataDir = option("data-dir") ?? mkdtempSync(join(tmpdir(), "crm-bench-"));
  try {
    let dbUrl: string | undefined;
    if (name === "native") {
      native = await startNativePostgres();
      const stopNative = guard(native.stop);
      native = { ...native, stop: async () => void (await stopNative()) };
      dbUrl = native.url;
    } else if (name === "external") {
      dbUrl = process.env.SUPABASE_DB_URL;
    }
    let t = performance.now();
    const started = await startStandIn({ dataDir, dbUrl, quiet: !flag("verbose") });
    standIn = { ...started, stop: guard(started.stop) };
    log(`  stand-in ready in ${((performance.now() - t) / 1000).toFixed(1)} s (${standIn.url})`);
    const existing = await alreadySeeded(standIn.dbUrl);
    let dataset: TargetResults["dataset"];
    if (existing) {
      log(`  reusing the bench dataset already there: ${JSON.stringify(existing)}`);
      dataset = { sizes, counts: existing, seedSeconds: null, triggersSkipped: null };
    } else {
      const seeded = await seedDataset(standIn.dbUrl, sizes, log);
      log(`  seeded in ${seeded.seconds.toFixed(1)} s: ${JSON.stringify(seeded.counts)}`);
      dataset = {
        sizes,
        counts: seeded.counts,
        seedSeconds: Math.round(seeded.seconds * 10) / 10,
        triggersSkipped: seeded.triggersSkipped,
      };
    }
    if (applySql) {
      log(`  applying ${applySql}`);
      const sql = postgres(standIn.dbUrl, { prepare: false, max: 1, onnotice: () => {} });
      await sql.unsafe(readFileSync(applySql, "utf8")).simple();
      await sql.unsafe("analyze").simple();
      await sql.end();
    }
    t = performance.now();
    const repCount = Math.max(...concurrencies, 1);
    const sessions: Session[] = [];
    for (let n = 1; n <= repCount; n++)
      sessions.push(
        await login(standIn.url, repOf(1 + ((n - 1) % sizes.reps)).username, BENCH_PASSWORD),
      );
    const admin = await login(standIn.url, benchAdmin.username, BENCH_PASSWORD);
    log(
      `  signed in ${sessions.length} reps and the admin through POST /api/login in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const { workers, adminWorkers } = await workerContexts(
      standIn.dbUrl,
      sessions,
      admin,
      concurrencies,
    );

    const result: TargetResults = {
      date: new Date().toISOString(),
      scale,
      variant,
      dataset,
      endpoints: {},
      load: { ...load, concurrencies },
      loadAverageBefore: loadAverage(),
    };
    const raw = new RawRunner(standIn.dbUrl, { concurrencies, load }, flag("verbose"));
    const stopRaw = guard(() => raw.stop());
    try {
      const ids = CASES.map((c) => c.id).filter((id) => !onlyCases || onlyCases.includes(id));
      const plan = { workers, adminWorkers };
      if (sections.has("endpoints")) {
        const run = { standIn, sessions, admin, ...plan, raw, concurrencies, load, rounds, log };
        result.endpoints = await measureEndpoints(ids, run);
      }
      if (sections.has("explain")) {
        log("  EXPLAIN ANALYZE of every case");
        const explained = await raw.ask<Explained>("explain", {
          ...plan,
          cases: ids,
        });
        if (write) result.explainFile = writeExplain(outDir, name, variant, scale, explained);
        else log("  (--no-write: bench/out left alone)");
      }
      result.loadAverageAfter = loadAverage();
      if (sections.has("stream")) {
        result.stream = await measureStream(standIn, sessions[0], workers[0]);
        if (result.stream.available) {
          result.stream.context = await raw
            .ask<Stats>("chat-context", {
              ...plan,
              load: { requests: STREAM_RUNS, maxMs: 60_000, warmup: 2 },
            })
            .catch(() => undefined);
          const st = result.stream;
          log(
            `  local: first chunk ${show(st.local.firstChunk)}; complete ${show(st.local.complete)}`,
          );
          log(
            `  openai: first chunk ${show(st.openai.firstChunk)}; complete ${show(st.openai.complete)}; direct ${show(st.direct)}; overhead ${st.overheadMs} ms`,
          );
          if (st.short)
            log(
              `  openai, one word: complete ${show(st.short.openai.complete)}; direct ${show(st.short.direct)}; overhead ${st.short.overheadMs} ms`,
            );
          if (st.context) log(`  the route's SQL: ${show(st.context)}`);
        } else log(`  chat stream: ${result.stream.reason}`);
      }
    } finally {
      await stopRaw();
    }
    if (sections.has("documents")) {
      log("  generated documents (POST /api/documents/generate-ai-*)");
      result.documents = await measureDocuments(standIn, sessions[0], workers[0]);
      if (!result.documents.available) log(`  documents: ${result.documents.reason}`);
    }
    if (sections.has("transfer")) {
      log("  uploads and downloads (POST /api/files/upload, GET /api/files/download/:id)");
      const transferLoad = {
        requests: Number(option("transfer-requests") ?? 24),
        maxMs: load.maxMs,
        warmup: 1,
      };
      result.transfer = await measureTransfers(
        standIn.url,
        standIn.functionPid,
        sessions,
        concurrencies,
        transferLoad,
        log,
      );
    }
    if (sections.has("import")) {
      log("  client import (POST /api/imports, /duplicates, /:id/batches, /:id/finish, /:id/undo)");
      result.import = await measureImport(standIn.url, sessions[0], log);
    }
    return result;
  } finally {
    await standIn?.stop();
    await native?.stop();
    if (!option("data-dir")) rmSync(dataDir, { recursive: true, force: true });
  }
}

function saveResults(results: Results) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resultsPath, JSON.stringify(results, null, 2) + "\n");
}

async function main() {
  const previous: Results = existsSync(resultsPath)
    ? JSON.parse(readFileSync(resultsPath, "utf8"))
    : { targets: {} };
  const results: Results = {
    ...previous,
    generatedAt: new Date().toISOString(),
    machine: machine(),
    targets: { ...previous.targets },
  };
  for (const name of targetNames) {
    const key = variant ? `${name}+${variant}` : name;
    const fresh = await benchTarget(name).catch((error: Error): TargetResults => {
      if (name !== "pglite") throw error;
      // PGlite is one WebAssembly process with a bounded heap: a scale it cannot hold is reported, not fatal.
      const skipped = `PGlite could not hold the scale-${scale} dataset (${error.message.split("\n")[0].slice(0, 300)}); native PostgreSQL is the target at this size.`;
      log(`  skipped: ${skipped}`);
      return {
        date: new Date().toISOString(),
        scale,
        variant,
        skipped,
        dataset: { sizes, counts: {}, seedSeconds: null, triggersSkipped: null },
        endpoints: {},
        load: {},
      };
    });
    const before = results.targets[key];
    if (
      (onlyCases || !sections.has("endpoints")) &&
      before &&
      before.scale === fresh.scale &&
      !fresh.skipped &&
      !before.skipped
    ) {
      // Only some endpoints or sections were measured again: keep the rest from the previous run.
      results.targets[key] = mergePartialRun(before, fresh, sections);
    } else results.targets[key] = fresh;
    if (write) saveResults(results);
  }
  if (sections.has("pdf")) {
    log("\n━━ PDF generation");
    const pdf = JSON.parse(
      (await runDeno(join(benchDir, "deno", "pdf.ts"), ["15"])).trim().split("\n").at(-1)!,
    );
    results.pdf = { date: new Date().toISOString(), ...pdf };
    log(`  ${JSON.stringify(pdf)}`);
  }
  if (sections.has("start")) {
    log("\n━━ npm start time to ready");
    results.start = { date: new Date().toISOString(), ...(await measureStartTime(log)) };
  }
  if (sections.has("web")) {
    log("\n━━ /login JavaScript (vite build)");
    results.web = { date: new Date().toISOString(), ...measureWebSize() };
    log(
      `  initial ${results.web.initial.gzip} B gzip + login chunk ${results.web.loginChunk.gzip} B gzip`,
    );
  }
  if (write) {
    saveResults(results);
    const baseline: Results | undefined =
      scale > 1 && existsSync(resultsFile(1))
        ? JSON.parse(readFileSync(resultsFile(1), "utf8"))
        : undefined;
    writeReport(results, join(benchDir, "RESULTS.md"), join(benchDir, "ANALYSIS.md"), baseline);
    log(`\nWrote ${resultsPath.slice(repoRoot.length + 1)} and bench/RESULTS.md`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
