// The report's datasets table and per-target endpoint tables, with their targets
// checked (against SQL, native PostgreSQL and the scale-1 run).
import type { Results, TargetResults } from "./results.ts";
import { ms, ok, ratio, rps, trio } from "./report-format.ts";

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

interface Check {
  what: string;
  pass: boolean;
  detail: string;
}

function endpointChecks(
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

/** Each target's dataset, then the targets every endpoint table checks. */
export function datasetsSection(results: Results): string[] {
  const out: string[] = [];
  out.push(
    "## Datasets",
    "",
    "| target | run | scale | reps | clients | threads | messages | follow-ups | analyses | activities | audit rows | seeded in | load avg before / after |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  );
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
  return out;
}

/** One endpoint table per target, its missed targets and its later partial runs. */
export function endpointSections(results: Results, baseline?: Results): string[] {
  const out: string[] = [];
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
  return out;
}

/**
 * Published figures to set ours beside. Different hardware and a different request
 * (PostgREST reading one table, no function in between), so a scale, not a target.
 */
export function publishedComparison(results: Results): string[] {
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
