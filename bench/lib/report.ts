// bench/RESULTS.md from bench/out/results-scale-<N>.json (every target's latest
// run at that scale), with the targets checked, the growth from the scale-1 run
// and bench/ANALYSIS.md (the written findings) appended.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Results } from "./results.ts";
import { datasetsSection, endpointSections, publishedComparison } from "./report-endpoints.ts";
import {
  documentsSection,
  importSection,
  pdfSection,
  startSection,
  streamSection,
  transferSection,
  webSection,
} from "./report-sections.ts";

const ORDER = ["native", "pglite", "external"];
const rank = (key: string) => {
  const i = ORDER.indexOf(key.split("+")[0]);
  return (i < 0 ? ORDER.length : i) * 2 + (key.includes("+") ? 1 : 0);
};

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
  ];
  out.push(
    ...datasetsSection(results),
    ...endpointSections(results, baseline),
    ...publishedComparison(results),
    ...streamSection(results),
    ...documentsSection(results),
    ...transferSection(results),
    ...importSection(results),
    ...pdfSection(results),
    ...startSection(results),
    ...webSection(results),
  );

  if (existsSync(analysisPath)) out.push("", readFileSync(analysisPath, "utf8").trim());
  writeFileSync(path, out.join("\n") + "\n");
}
