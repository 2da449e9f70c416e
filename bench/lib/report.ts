// bench/RESULTS.md from bench/out/results-scale-<N>.json (every target's latest
// run at that scale), with the targets checked, the growth from the scale-1 run
// and bench/ANALYSIS.md (the written findings) appended.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Stats } from "./stats.ts";
import type { WebSize } from "./web-size.ts";
import type { StartTime } from "./start-time.ts";
import { MB, type TransferResults } from "./transfer.ts";

export type StreamResults =
  | { available: false; reason: string }
  | {
      available: true;
      local: { firstChunk: Stats; complete: Stats };
      openai: { firstChunk: Stats; complete: Stats };
      direct: Stats;
      overheadMs: number;
      /** The stream route's own SQL before it asks the provider (bench/deno/raw.ts chat-context). */
      context?: Stats;
      /** The fake's reply in words (one chunk each) for `openai`; `short` is a one-word reply. */
      replyWords?: number;
      short?: { openai: { firstChunk: Stats; complete: Stats }; direct: Stats; overheadMs: number };
    };

export type DocumentsResults =
  { available: false; reason: string } | { available: true; kinds: Record<string, Stats> };

export interface EndpointResult {
  label: string;
  kind: "read" | "write";
  route: string;
  asAdmin: boolean;
  http: Record<string, Stats>;
  raw: Record<string, Stats>;
}

export interface TargetResults {
  date: string;
  scale: number;
  variant?: string;
  dataset: {
    sizes: object;
    counts: Record<string, number>;
    seedSeconds: number | null;
    triggersSkipped: boolean | null;
  };
  endpoints: Record<string, EndpointResult>;
  load: Record<string, unknown>;
  explainFile?: string;
  /** Why this database was not measured (PGlite cannot hold a large scale in memory). */
  skipped?: string;
  stream?: StreamResults;
  documents?: DocumentsResults;
  transfer?: TransferResults;
  /** The machine's 1, 5 and 15 minute load averages around the endpoint runs (other work on the machine skews them). */
  loadAverageBefore?: number[];
  loadAverageAfter?: number[];
  /** Later runs of only some endpoints (`--cases`), merged in. */
  partialRuns?: {
    date: string;
    cases: string[];
    sections?: string[];
    loadAverageBefore?: number[];
    loadAverageAfter?: number[];
  }[];
}

type PdfDoc = Stats & { cold: number; pages: number; bytes: number };

export interface Results {
  generatedAt?: string;
  machine?: Record<string, unknown>;
  targets: Record<string, TargetResults>;
  pdf?: { date: string; available: boolean; reason?: string; docs?: Record<string, PdfDoc> };
  start?: { date: string; cold: StartTime; warm: StartTime };
  web?: { date: string } & WebSize;
}

const ms = (x: number | undefined) =>
  x === undefined || Number.isNaN(x) ? "–" : x < 10 ? x.toFixed(1) : Math.round(x).toString();
const trio = (s?: Stats) => (s ? `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}` : "–");
const rps = (s?: Stats) => (s ? Math.round(s.rps).toString() : "–");
const ratio = (a?: Stats, b?: Stats) =>
  a && b && b.p95 > 0 ? `${(a.p95 / b.p95).toFixed(1)}×` : "–";
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ok = (pass: boolean) => (pass ? "✅" : "❌");

/** The native run to compare a PGlite run with: same variant, same scale. */
function nativeFor(results: Results, key: string, t: TargetResults): TargetResults | undefined {
  const nativeKey = key.replace(/^pglite/, "native");
  const native = results.targets[nativeKey];
  return native && native.scale === t.scale ? native : undefined;
}

/** The same target's scale-1 run, for the growth column (none when this run is at scale 1). */
function baselineFor(
  baseline: Results | undefined,
  key: string,
  t: TargetResults,
): TargetResults | undefined {
  const b = baseline?.targets[key];
  return b && b.scale === 1 && t.scale > 1 && !b.skipped ? b : undefined;
}

/** p95 at c1 here ÷ p95 at c1 at scale 1. */
const growth = (t: TargetResults, base: TargetResults | undefined, id: string) =>
  ratio(t.endpoints[id]?.http.c1, base?.endpoints[id]?.http.c1);

export interface Check {
  what: string;
  pass: boolean;
  detail: string;
}

export function endpointChecks(
  results: Results,
  key: string,
  t: TargetResults,
  baseline?: Results,
): Record<string, Check[]> {
  const out: Record<string, Check[]> = {};
  const native = key.startsWith("pglite") ? nativeFor(results, key, t) : undefined;
  const base = baselineFor(baseline, key, t);
  for (const [id, e] of Object.entries(t.endpoints)) {
    const checks: Check[] = [];
    const h = e.http.c1;
    const r = e.raw.c1;
    if (e.kind === "read" && !e.asAdmin && h) {
      if (key.startsWith("pglite")) {
        const n = native?.endpoints[id]?.http.c1;
        if (n)
          checks.push({
            what: "≤ 4 × native",
            pass: h.p95 <= 4 * n.p95,
            detail: `${ms(h.p95)} vs 4 × ${ms(n.p95)}`,
          });
      } else {
        if (r)
          checks.push({
            what: "≤ 2 × SQL + 5 ms",
            pass: h.p95 <= 2 * r.p95 + 5,
            detail: `${ms(h.p95)} vs ${ms(2 * r.p95 + 5)}`,
          });
        checks.push({ what: "≤ 30 ms", pass: h.p95 <= 30, detail: `${ms(h.p95)} ms` });
      }
      const b = base?.endpoints[id]?.http.c1;
      if (b)
        checks.push({
          what: "growth ≤ 1.5×",
          pass: h.p95 <= 1.5 * b.p95,
          detail: `${ms(h.p95)} vs ${ms(b.p95)} at scale 1`,
        });
    }
    if (e.kind === "read" && e.asAdmin && h && !key.startsWith("pglite")) {
      checks.push({ what: "≤ 60 ms", pass: h.p95 <= 60, detail: `${ms(h.p95)} ms` });
    }
    if (h?.errors || e.http.c8?.errors)
      checks.push({
        what: "no errors",
        pass: false,
        detail: `${h?.errors ?? 0} + ${e.http.c8?.errors ?? 0} errors: ${h?.firstError ?? e.http.c8?.firstError}`,
      });
    out[id] = checks;
  }
  return out;
}

function endpointTable(
  results: Results,
  key: string,
  t: TargetResults,
  baseline?: Results,
): string[] {
  const checks = endpointChecks(results, key, t, baseline);
  const pglite = key.startsWith("pglite");
  const native = pglite ? nativeFor(results, key, t) : undefined;
  const base = baselineFor(baseline, key, t);
  const lines = [
    `| endpoint | HTTP c1 p50 / p95 / p99 ms | req/s | HTTP c8 p50 / p95 / p99 ms | req/s | SQL c1 p50 / p95 / p99 ms | req/s | SQL c8 p50 / p95 / p99 ms | req/s | HTTP ÷ SQL p95 c1 / c8 | growth (c1 p95 ÷ scale 1) |${pglite ? " vs native p95 c1 |" : ""} target (c1 p95) |`,
    `|---|---|---|---|---|---|---|---|---|---|---|${pglite ? "---|" : ""}---|`,
  ];
  for (const [id, e] of Object.entries(t.endpoints)) {
    const vsNative = native?.endpoints[id]?.http.c1
      ? ratio(e.http.c1, native.endpoints[id].http.c1)
      : "–";
    const target = checks[id].length
      ? checks[id].map((c) => `${ok(c.pass)} ${c.what} (${c.detail})`).join("<br>")
      : e.asAdmin
        ? "informational"
        : e.kind === "write"
          ? "–"
          : "";
    lines.push(
      `| ${e.label}${e.kind === "write" ? " (write)" : ""} | ${trio(e.http.c1)} | ${rps(e.http.c1)} | ${trio(e.http.c8)} | ${rps(e.http.c8)} | ${trio(e.raw.c1)} | ${rps(e.raw.c1)} | ${trio(e.raw.c8)} | ${rps(e.raw.c8)} | ${ratio(e.http.c1, e.raw.c1)} / ${ratio(e.http.c8, e.raw.c8)} | ${growth(t, base, id)} |${pglite ? ` ${vsNative} |` : ""} ${target} |`,
    );
  }
  return lines;
}

const ORDER = ["native", "pglite", "external"];
const rank = (key: string) => {
  const i = ORDER.indexOf(key.split("+")[0]);
  return (i < 0 ? ORDER.length : i) * 2 + (key.includes("+") ? 1 : 0);
};

/**
 * Published figures to set ours beside. Different hardware and a different request
 * (PostgREST reading one table, no function in between), so a scale, not a target.
 */
function publishedComparison(results: Results): string[] {
  const out = [
    "",
    "## Compared with published figures",
    "",
    "**Different hardware, different request: for orientation only.** Supabase's PostgREST benchmark reports **p95 6.65 ms at 10 virtual users**",
    "on an AWS m5a.large (2 vCPU, 8 GB), for PostgREST reading a table directly. Our nearest figure is a rep's plain clients list through the",
    "stand-in's gateway and the `api` edge function (JWT verified, RLS on, one transaction per request) at 8 concurrent reps:",
    "",
  ];
  const rows = Object.entries(results.targets).filter(([, t]) => t.endpoints.clients?.http.c8);
  if (!rows.length) return [...out, "Not measured yet."];
  out.push(
    "| target | scale | clients list HTTP c8 p95 ms | its SQL c8 p95 ms | PostgREST benchmark p95 ms (m5a.large, 10 VUs) |",
    "|---|---|---|---|---|",
  );
  for (const [key, t] of rows)
    out.push(
      `| ${key} | ${t.scale} | ${ms(t.endpoints.clients.http.c8.p95)} | ${ms(t.endpoints.clients.raw.c8?.p95)} | 6.65 |`,
    );
  return out;
}

export function writeReport(
  unordered: Results,
  path: string,
  analysisPath: string,
  baseline?: Results,
) {
  const results: Results = {
    ...unordered,
    targets: Object.fromEntries(
      Object.entries(unordered.targets).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)),
    ),
  };
  const m = results.machine ?? {};
  const out: string[] = [
    "# Bench results",
    "",
    `Written by \`npm run bench\` (bench/run.ts) on ${results.generatedAt?.slice(0, 10)}; each section carries the date of its own run.`,
    `Machine: **${m.cores} cores** (${m.cpu}), **${m.memoryGb} GB memory**, ${m.os}, Node ${m.node}, ${m.deno}${m.nativePostgres ? `, ${m.nativePostgres}` : ""}.`,
    "",
    "HTTP: through the stand-in's gateway to the `api` function, as a rep of the seeded team signed in through `POST /api/login` (RLS on);",
    "c1/c8 = 1 or 8 concurrent clients in a closed loop (at c8, 8 different reps). SQL: the same route's own query functions",
    "(bench/deno/raw.ts) in the API's `withUserTransaction`, as the same user, on the same database: the physical limit without",
    "HTTP, JWT verification and JSON. Latencies in ms (p50 / p95 / p99), throughput in requests per second.",
    "",
    "## Datasets",
    "",
    "| target | run | scale | reps | clients | threads | messages | follow-ups | analyses | activities | audit rows | seeded in | load avg before / after |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [key, t] of Object.entries(results.targets)) {
    const c = t.dataset.counts;
    if (t.skipped) {
      out.push(
        `| ${key} | ${t.date.slice(0, 16).replace("T", " ")} | ${t.scale} | skipped: ${t.skipped} |${" |".repeat(9)}`,
      );
      continue;
    }
    out.push(
      `| ${key} | ${t.date.slice(0, 16).replace("T", " ")} | ${t.scale} | ${c.reps} | ${c.clients} | ${c.threads} | ${c.messages} | ${c.followups} | ${c.analyses} | ${c.activities} | ${c.audit ?? "–"} | ${t.dataset.seedSeconds ?? "–"} s | ${t.loadAverageBefore?.[0] ?? "–"} / ${t.loadAverageAfter?.[0] ?? "–"} |`,
    );
  }
  out.push(
    "",
    "Targets: on native PostgreSQL, every rep read endpoint's HTTP p95 at c1 ≤ 2 × its SQL p95 + 5 ms and ≤ 30 ms, every admin read ≤ 60 ms,",
    "and above scale 1 a rep read's p95 at most 1.5 × its scale-1 p95 (the growth column); on PGlite ≤ 4 × native;",
    "chat first chunk < 100 ms; stream overhead over the fake provider < 20 ms; each PDF < 300 ms; warm start < 10 s; /login JS < 150 KB gzip.",
  );

  for (const [key, t] of Object.entries(results.targets)) {
    out.push("", `## Endpoints: ${key} (scale ${t.scale}, ${t.date.slice(0, 10)})`, "");
    if (t.skipped) {
      out.push(`**Not measured at this scale**: ${t.skipped}`);
      continue;
    }
    if (t.scale > 1 && !baselineFor(baseline, key, t))
      out.push(
        "No scale-1 run of this target in bench/out/: the growth column is empty (run `npm run bench` at scale 1 first).",
        "",
      );
    out.push(...endpointTable(results, key, t, baseline));
    const misses = Object.entries(endpointChecks(results, key, t, baseline)).flatMap(([id, cs]) =>
      cs.filter((c) => !c.pass).map((c) => `${t.endpoints[id].label}: ${c.what} (${c.detail})`),
    );
    out.push(
      "",
      misses.length
        ? `Missed targets (${misses.length}): ${misses.join("; ")}. See the analysis below.`
        : "Every endpoint target holds.",
    );
    for (const r of t.partialRuns ?? []) {
      const endpoints = !r.cases.length
        ? []
        : Object.keys(t.endpoints).every((id) => r.cases.includes(id))
          ? ["every endpoint"]
          : r.cases.map((id) => t.endpoints[id]?.label ?? id);
      const others = (r.sections ?? [])
        .filter((s) => s === "stream" || s === "documents")
        .map((s) => (s === "stream" ? "the chat stream" : "generated documents"));
      const which = [...endpoints, ...others].join(", ");
      out.push(
        "",
        `Measured again on ${r.date.slice(0, 16).replace("T", " ")} (load average ${r.loadAverageBefore?.[0] ?? "–"} / ${r.loadAverageAfter?.[0] ?? "–"}): ${which}.`,
      );
    }
    if (t.explainFile)
      out.push(
        "",
        `EXPLAIN (ANALYZE, BUFFERS) of every statement: [${t.explainFile.replace(/^bench\//, "")}](${t.explainFile.replace(/^bench\//, "")}).`,
      );
  }

  out.push(...publishedComparison(results));

  out.push("", "## Chat stream", "");
  const streams = Object.entries(results.targets).filter(([, t]) => t.stream);
  if (!streams.length) out.push("Not measured.");
  for (const [key, t] of streams) {
    const s = t.stream!;
    if (!s.available) {
      out.push(`- ${key}: **not available yet** (${s.reason}).`);
      continue;
    }
    out.push(
      `### ${key}`,
      "",
      "| provider | first chunk p50 / p95 / p99 ms | complete p50 / p95 / p99 ms | target |",
      "|---|---|---|---|",
    );
    out.push(
      `| local | ${trio(s.local.firstChunk)} | ${trio(s.local.complete)} | ${ok(s.local.firstChunk.p95 < 100)} first chunk < 100 ms |`,
    );
    out.push(
      `| openai (loopback fake${s.replyWords ? `, ${s.replyWords}-word reply` : ""}) | ${trio(s.openai.firstChunk)} | ${trio(s.openai.complete)} | ${ok(s.openai.firstChunk.p95 < 100)} first chunk < 100 ms |`,
    );
    out.push(`| the fake asked directly | – | ${trio(s.direct)} | |`);
    if (s.short) {
      out.push(
        `| openai (loopback fake, one-word reply) | ${trio(s.short.openai.firstChunk)} | ${trio(s.short.openai.complete)} | |`,
      );
      out.push(`| the fake asked directly (one word) | – | ${trio(s.short.direct)} | |`);
    }
    if (s.context)
      out.push(
        `| the route's SQL before it asks the provider (client, thread, configuration), run directly | – | ${trio(s.context)} | |`,
      );
    out.push(
      "",
      `Overhead the product adds over the fake provider (complete p50, product − direct): **${ms(s.overheadMs)} ms** ${ok(s.overheadMs < 20)} (< 20 ms)${s.short ? `; with a one-word reply ${ms(s.short.overheadMs)} ms, so about ${ms((s.overheadMs - s.short.overheadMs) / Math.max(1, (s.replyWords ?? 1) - 1))} ms per chunk` : ""}.`,
    );
  }

  out.push("", "## Generated documents (end to end)", "");
  const docRuns = Object.entries(results.targets).filter(([, t]) => t.documents);
  if (!docRuns.length) out.push("Not measured.");
  for (const [key, t] of docRuns) {
    const d = t.documents!;
    if (!d.available) {
      out.push(`- ${key}: **not available yet** (${d.reason}).`);
      continue;
    }
    out.push(
      `${key}: \`POST /api/documents/generate-ai-{kind}\` with the local provider, one at a time (the assistant writes, the PDF is rendered, stored in Storage and recorded), informational:`,
      "",
      "| document | p50 / p95 / p99 ms |",
      "|---|---|",
    );
    for (const [kind, s] of Object.entries(d.kinds))
      out.push(
        `| ${kind} | ${trio(s)}${s.errors ? ` (${s.errors} errors: ${s.firstError})` : ""} |`,
      );
    out.push("");
  }

  out.push("", "## Uploads and downloads", "");
  const transfers = Object.entries(results.targets).filter(([, t]) => t.transfer);
  if (!transfers.length) out.push("Not measured.");
  for (const [key, t] of transfers) {
    out.push(
      `### ${key}`,
      "",
      `\`POST /api/files/upload\` (multipart, a text file) and \`GET /api/files/download/:id\` (read to the end) through the gateway and the function, as reps; MB/s is the aggregate over the run. The function's memory is its resident set after each run (peak so far).`,
      "",
      "| file | concurrency | upload p50 / p95 / p99 ms | upload MB/s | download p50 / p95 / p99 ms | download MB/s | function RSS (peak) MB | target |",
      "|---|---|---|---|---|---|---|---|",
    );
    for (const r of t.transfer!.runs) {
      const target =
        r.bytes === MB && r.concurrency === 8
          ? `${ok(r.upload.mbPerSecond >= 100)} upload ≥ 100 MB/s`
          : "";
      const errors = [r.upload, r.download]
        .filter((s) => s?.errors)
        .map((s) => `${s!.errors} errors: ${s!.firstError}`)
        .join("; ");
      out.push(
        `| ${r.bytes / MB} MB | ${r.concurrency} | ${trio(r.upload)} | ${r.refused ? `refused: ${r.refused}` : r.upload.mbPerSecond} | ${trio(r.download)} | ${r.download?.mbPerSecond ?? "–"} | ${r.functionMemoryMb ? `${r.functionMemoryMb.rss} (${r.functionMemoryMb.peak})` : "–"} | ${target}${errors ? ` ${errors}` : ""} |`,
      );
    }
    out.push("");
  }

  out.push("", "## PDF generation", "");
  const pdf = results.pdf;
  if (!pdf) out.push("Not measured.");
  else if (!pdf.available) out.push(`**Not available yet** (${pdf.reason}).`);
  else {
    out.push(
      `renderDocument (supabase/functions/_shared/pdf/render.ts) under Deno, ${pdf.date.slice(0, 10)}; timed ${pdf.docs ? Object.values(pdf.docs)[0].n : ""} times after a first call; the first call in a fresh process also reads the fonts and compiles the code (once per function start).`,
      "",
    );
    out.push(
      "| document | pages | size | first call ms | p50 / p95 / max ms | target |",
      "|---|---|---|---|---|---|",
    );
    for (const [kind, d] of Object.entries(pdf.docs ?? {})) {
      out.push(
        `| ${kind} | ${d.pages} | ${kb(d.bytes)} | ${ms(d.cold)} | ${ms(d.p50)} / ${ms(d.p95)} / ${ms(d.max)} | ${ok(d.p95 < 300)} p95 < 300 ms |`,
      );
    }
  }

  out.push("", "## `npm start` time to ready", "");
  if (!results.start) out.push("Not measured.");
  else {
    const s = results.start;
    out.push(
      `\`tsx local/start.ts\` with a temporary LOCAL_DATA_DIR and free ports, timed until it prints 'is running at' (${s.date.slice(0, 10)}).`,
      "",
      "| start | seconds | start.ts says | target |",
      "|---|---|---|---|",
      `| cold (fresh data folder: migrations and seed) | ${s.cold.seconds.toFixed(1)} | ${s.cold.reported ?? "–"} s${s.cold.builtWeb ? " (built the web app first)" : ""} | |`,
      `| warm (second start, same folder) | ${s.warm.seconds.toFixed(1)} | ${s.warm.reported ?? "–"} s | ${ok(s.warm.seconds < 10)} < 10 s |`,
    );
  }

  out.push("", "## /login JavaScript", "");
  if (!results.web) out.push("Not measured.");
  else {
    const w = results.web;
    out.push(
      `\`vite build --config web/vite.config.ts\` (into a temporary folder, ${w.date.slice(0, 10)}), gzip as served:`,
      "",
      "| part | files | raw | gzip |",
      "|---|---|---|---|",
      `| entry chunk + what index.html preloads | ${w.initial.files.map((f) => f.file.replace("assets/", "")).join(", ")} | ${kb(w.initial.bytes)} | ${kb(w.initial.gzip)} |`,
      `| the login route's lazy chunk (+ its imports not loaded yet) | ${w.loginChunk.files.map((f) => f.file.replace("assets/", "")).join(", ")} | ${kb(w.loginChunk.bytes)} | ${kb(w.loginChunk.gzip)} |`,
      `| **total for /login** | | ${kb(w.initial.bytes + w.loginChunk.bytes)} | **${kb(w.loginTotalGzip)}** ${ok(w.loginTotalGzip < 150_000)} < 150 KB |`,
    );
  }

  if (existsSync(analysisPath)) out.push("", readFileSync(analysisPath, "utf8").trim());
  writeFileSync(path, out.join("\n") + "\n");
}
