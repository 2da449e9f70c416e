// The report's sections after the endpoints: chat stream, generated documents,
// uploads and downloads, PDF generation, start time and the /login bundle.
import type { Results, TargetResults } from "./results.ts";
import { kb, ms, ok, trio } from "./report-format.ts";
import { MB } from "./transfer.ts";

type PerTarget = "stream" | "documents" | "transfer" | "import";
type Measured<K extends PerTarget> = Exclude<NonNullable<TargetResults[K]>, { available: false }>;

/** A section measured per target: its heading, then each target's part (or why it is not available yet), or 'Not measured.'. */
function perTarget<K extends PerTarget>(
  results: Results,
  heading: string,
  field: K,
  part: (key: string, measured: Measured<K>) => string[],
): string[] {
  const out = ["", `## ${heading}`, ""];
  const runs = Object.entries(results.targets).filter(([, t]) => t[field]);
  if (!runs.length) out.push("Not measured.");
  for (const [key, t] of runs) {
    const v = t[field]!;
    if ("available" in v && !v.available)
      out.push(`- ${key}: **not available yet** (${v.reason}).`);
    else out.push(...part(key, v as Measured<K>));
  }
  return out;
}

/** The chat stream: first chunk, completion and the overhead over the fake provider, per target. */
export function streamSection(results: Results): string[] {
  return perTarget(results, "Chat stream", "stream", (key, s) => {
    const out: string[] = [];
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
    return out;
  });
}

/** Generated documents end to end, per target. */
export function documentsSection(results: Results): string[] {
  return perTarget(results, "Generated documents (end to end)", "documents", (key, d) => {
    const out: string[] = [];
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
    return out;
  });
}

/** Uploads and downloads: latency, throughput and the function's memory, per target. */
export function transferSection(results: Results): string[] {
  return perTarget(results, "Uploads and downloads", "transfer", (key, tr) => {
    const out: string[] = [];
    out.push(
      `### ${key}`,
      "",
      `\`POST /api/files/upload\` (multipart, a text file) and \`GET /api/files/download/:id\` (read to the end) through the gateway and the function, as reps; MB/s is the aggregate over the run. The function's memory is its resident set after each run (peak so far).`,
      "",
      "| file | concurrency | upload p50 / p95 / p99 ms | upload MB/s | download p50 / p95 / p99 ms | download MB/s | function RSS (peak) MB | target |",
      "|---|---|---|---|---|---|---|---|",
    );
    for (const r of tr.runs) {
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
    return out;
  });
}

/**
 * The client import end to end, per target: 100,000 rows saved within 20 s native, 60 s on PGlite,
 * and the same limit for the time from the duplicate check of every row to the last batch saved
 * (runs before the whole check was timed sampled it).
 */
export function importSection(results: Results): string[] {
  return perTarget(results, "Client import (end to end)", "import", (key, im) => {
    const limit = key.startsWith("pglite") ? 60 : 20;
    const n = (x: number) => x.toLocaleString("en-US");
    const save = `in batches of ${n(im.batchSize)} sent one after the other (\`POST /api/imports\`, \`/imports/:id/batches\`, \`/imports/:id/finish\`): **${im.saveSeconds} s** (${im.rowsPerSecond} rows/s); a batch ${trio(im.batch)} ms (p50 / p95 / p99).`;
    const check = `The duplicate check (\`POST /api/imports/duplicates\`, ${n(im.batchSize)} rows a request): a request ${trio(im.duplicates)} ms`;
    const load = im.loadAverage
      ? ` Load average (1 min) before the check, the save and after: ${im.loadAverage.join(" / ")}.`
      : "";
    const after = `Exporting the rep's ${n(im.exportRows ?? 0)} clients then (\`GET /api/clients/export\`, read to the end): ${im.exportSeconds ?? "–"} s ${im.exportSeconds === undefined ? "" : ok(im.exportSeconds <= 5)} ≤ 5 s. Undoing the whole import (one transaction): ${im.undoSeconds} s.`;
    const saved = `${key}: ${n(im.rows)} new clients as one rep, saved ${save} ${ok(im.saveSeconds <= limit)} ≤ ${limit} s.`;
    return im.endToEndSeconds === undefined
      ? [
          saved,
          `${check} (timed on ${im.duplicates.n} requests), so about ${im.duplicatesSeconds} s for the whole file. ${after}`,
          "",
        ]
      : [
          saved,
          `${check}, **${im.duplicatesSeconds} s** for the whole file before that; from the first check to the last batch saved, what the rep waits for: **${im.endToEndSeconds} s** ${ok(im.endToEndSeconds <= limit)} ≤ ${limit} s.${load}`,
          after,
          "",
        ];
  });
}

/** renderDocument's timings per document. */
export function pdfSection(results: Results): string[] {
  const out: string[] = [];
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
  return out;
}

/** `npm start` to ready, cold and warm. */
export function startSection(results: Results): string[] {
  const out: string[] = [];
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
  return out;
}

/** What /login loads, raw and gzip. */
export function webSection(results: Results): string[] {
  const out: string[] = [];
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
  return out;
}
