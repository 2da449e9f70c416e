// `npm run eval:ai`: scores the configured AI provider (as the function builds it from
// OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL; the offline analyser without them) on the
// labelled corpus and prints the report. It measures and never fails on low scores.
//
//   --split heldout|tuning|all   which cases (default all)
//   --misses                     list every tuning case with a miss, expected vs got (held-out misses are never listed)
//   --json <file>                write the raw results
//   --limit <n>                  only the first n cases of each set
//   --concurrency <n>            cases in flight at once (default 4)
//   --timeout <seconds>          a case with no answer by then counts as a miss (default 120)

import { parseArgs } from "node:util";
import { providerFromEnv } from "../from-env.ts";
import { CORPUS_SETS } from "./corpus.ts";
import { buildReport, formatReport, runCorpus } from "./score.ts";

const USAGE =
  "usage: npm run eval:ai -- [--split heldout|tuning|all] [--misses] [--json <file>] " +
  "[--limit <n>] [--concurrency <n>] [--timeout <seconds>]";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  Deno.exit(2);
}

function positive(name: string, value: string | undefined, fallback: number) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    fail(`--${name} must be a positive whole number, not "${value}"`);
  }
  return n;
}

function options() {
  try {
    const { values } = parseArgs({
      args: Deno.args,
      options: {
        split: { type: "string", default: "all" },
        misses: { type: "boolean", default: false },
        json: { type: "string" },
        limit: { type: "string" },
        concurrency: { type: "string" },
        timeout: { type: "string" },
      },
    });
    if (!["heldout", "tuning", "all"].includes(values.split)) {
      fail(`--split must be heldout, tuning or all, not "${values.split}"`);
    }
    return {
      split: values.split,
      misses: values.misses,
      json: values.json,
      limit: positive("limit", values.limit, Infinity),
      concurrency: positive("concurrency", values.concurrency, 4),
      timeoutMs: positive("timeout", values.timeout, 120) * 1000,
    };
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

const { split, misses, json, limit, concurrency, timeoutMs } = options();
const sets = CORPUS_SETS.filter((set) => split === "all" || set.split === split).map((set) => ({
  ...set,
  cases: set.cases.slice(0, limit),
}));
const provider = providerFromEnv((name) => Deno.env.get(name));
const results = await runCorpus(sets, (input) => provider.analyse(input), {
  concurrency,
  timeoutMs,
});
const report = buildReport(provider, results);
console.log(formatReport(report, { misses }));
if (json) {
  await Deno.writeTextFile(
    json,
    JSON.stringify({ provider: report.provider, model: report.model, results }, null, 2) + "\n",
  );
  console.log(`\nRaw results: ${json}`);
}
// A timed-out request may still be open; the measurement is done.
Deno.exit(0);
