// Scores an AI provider's analyses against the labelled corpus: per case which fields it got right,
// then per split and per set the accuracy of each field, the recall of each stage and the
// confusion table. Shared by `npm run eval:ai` (eval-ai.ts) and the corpus test.

import { DEAL_STAGES as STAGES } from "../../contract/index.ts";
import { TimeUp, withinTime } from "../../time-limit.ts";
import type { Analysis, AnalysisInput, Stage } from "../types.ts";
import { CORPUS_NOW } from "./corpus-helpers.ts";
import type { CorpusCase, CorpusSet } from "./corpus.ts";

export type Split = CorpusSet["split"];
const SPLITS: Split[] = ["tuning", "heldout"];

const FIELDS = [
  "stage",
  "priority",
  "budgetBand",
  "followupDue",
  "wonLost",
  "competitors",
] as const;
export type Field = (typeof FIELDS)[number];

export const FIELD_LABELS: Record<Field, string> = {
  stage: "stage",
  priority: "priority",
  budgetBand: "budget band",
  followupDue: "due date",
  wonLost: "won/lost",
  competitors: "competitors",
};

/** The bar the issue sets on the held-out split. */
export const TARGETS: Partial<Record<Field, number>> = {
  stage: 0.8,
  wonLost: 0.9,
  priority: 0.75,
  budgetBand: 0.9,
  competitors: 0.8,
};

/** `hits` of `total` chances: 0/1 for a case's field, several names for its competitors. */
export interface Tally {
  hits: number;
  total: number;
}

export interface CaseResult {
  id: string;
  set: string;
  split: Split;
  expected: CorpusCase["expected"];
  /** null when the provider gave no answer (`error` says why). */
  analysis: Analysis | null;
  error?: string;
  tallies: Record<Field, Tally>;
}

export type Analyse = (input: AnalysisInput) => Promise<Analysis>;

export interface RunOptions {
  /** Cases in flight at once. */
  concurrency?: number;
  /** A case without an answer after this long counts as an error. */
  timeoutMs?: number;
}

const isClosed = (stage: Stage) => stage === "CLOSED_WON" || stage === "CLOSED_LOST";
const dueDate = (analysis: Analysis) => analysis.suggestedFollowup?.dueAt.slice(0, 10) ?? null;
const one = (hit: boolean): Tally => ({ hits: hit ? 1 : 0, total: 1 });

function missingCompetitors(expected: CorpusCase["expected"], analysis: Analysis | null) {
  const insights = (analysis?.insights ?? [])
    .map((i) => i.content)
    .join("\n")
    .toLowerCase();
  return (expected.competitors ?? []).filter((name) => !insights.includes(name.toLowerCase()));
}

/** What one analysis (or none) scores on one case. */
function scoreCase(
  kase: CorpusCase,
  set: Pick<CorpusSet, "name" | "split">,
  answer: Analysis | Error,
): CaseResult {
  const analysis = answer instanceof Error ? null : answer;
  const { expected } = kase;
  const competitors = expected.competitors ?? [];
  return {
    id: kase.id,
    set: set.name,
    split: set.split,
    expected,
    analysis,
    ...(answer instanceof Error ? { error: answer.message } : {}),
    tallies: {
      stage: one(analysis?.stage === expected.stage),
      priority: one(analysis?.priority === expected.priority),
      budgetBand: one(analysis !== null && analysis.budgetBand === expected.budgetBand),
      followupDue: one(analysis !== null && dueDate(analysis) === expected.followupDue),
      wonLost: isClosed(expected.stage)
        ? one(analysis?.stage === expected.stage)
        : { hits: 0, total: 0 },
      competitors: {
        hits: competitors.length - missingCompetitors(expected, analysis).length,
        total: competitors.length,
      },
    },
  };
}

async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
  return out;
}

/** Analyses every case of `sets` as of CORPUS_NOW and scores it; a failed case scores nothing. */
export function runCorpus(
  sets: CorpusSet[],
  analyse: Analyse,
  { concurrency = 4, timeoutMs = 120_000 }: RunOptions = {},
): Promise<CaseResult[]> {
  const work = sets.flatMap((set) => set.cases.map((kase) => ({ set, kase })));
  return inPool(work, concurrency, async ({ set, kase }) => {
    const input = {
      client: kase.client,
      messages: kase.messages,
      attachments: kase.attachments,
      now: CORPUS_NOW,
    };
    const answer = await withinTime(() => analyse(input), timeoutMs).catch((error: unknown) => {
      if (error instanceof TimeUp) return new Error(`no answer within ${timeoutMs / 1000} s`);
      return error instanceof Error ? error : new Error(String(error));
    });
    return scoreCase(kase, set, answer);
  });
}

export interface Summary {
  label: string;
  cases: number;
  fields: Record<Field, Tally>;
  /** Recall per expected stage. */
  perStage: Record<Stage, Tally>;
  /** Expected stage (rows) × predicted stage (columns); cases with no answer are left out. */
  confusion: Record<Stage, Record<Stage, number>>;
  errors: number;
  /** Analyses the provider did not make itself (e.g. the offline one after a malformed answer). */
  fallbacks: number;
}

const byStage = <T>(make: () => T) =>
  Object.fromEntries(STAGES.map((stage) => [stage, make()])) as Record<Stage, T>;

export function summarise(label: string, results: CaseResult[]): Summary {
  const fields = Object.fromEntries(FIELDS.map((f) => [f, { hits: 0, total: 0 }])) as Record<
    Field,
    Tally
  >;
  const perStage = byStage<Tally>(() => ({ hits: 0, total: 0 }));
  const confusion = byStage(() => byStage(() => 0));
  for (const r of results) {
    for (const f of FIELDS) {
      fields[f].hits += r.tallies[f].hits;
      fields[f].total += r.tallies[f].total;
    }
    perStage[r.expected.stage].hits += r.tallies.stage.hits;
    perStage[r.expected.stage].total += 1;
    if (r.analysis) confusion[r.expected.stage][r.analysis.stage] += 1;
  }
  return {
    label,
    cases: results.length,
    fields,
    perStage,
    confusion,
    errors: results.filter((r) => r.error).length,
    fallbacks: results.filter((r) => r.analysis?.source?.fallback).length,
  };
}

export interface SplitReport {
  split: Split;
  total: Summary;
  sets: Summary[];
}

export interface EvalReport {
  provider: string;
  model: string | null;
  splits: SplitReport[];
  results: CaseResult[];
}

export function buildReport(
  provider: { name: string; model?: string },
  results: CaseResult[],
): EvalReport {
  const splits = SPLITS.map((split) => {
    const inSplit = results.filter((r) => r.split === split);
    const setNames = [...new Set(inSplit.map((r) => r.set))];
    return {
      split,
      total: summarise(`all ${split}`, inSplit),
      sets: setNames.map((name) =>
        summarise(
          name,
          inSplit.filter((r) => r.set === name),
        ),
      ),
    };
  }).filter((s) => s.total.cases > 0);
  return { provider: provider.name, model: provider.model ?? null, splits, results };
}

export const accuracy = ({ hits, total }: Tally) => (total ? hits / total : null);

/** The targets a summary falls short of (a field with no cases falls short). */
export function shortfalls(summary: Summary) {
  return Object.entries(TARGETS).flatMap(([field, target]) => {
    const reached = accuracy(summary.fields[field as Field]);
    return reached !== null && reached >= target!
      ? []
      : [{ field: field as Field, target: target!, reached }];
  });
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const cell = (t: Tally) => {
  const share = accuracy(t);
  return share === null ? "–" : `${percent(share)} (${t.hits}/${t.total})`;
};

/** A markdown table, its columns padded so it also reads as plain text. */
function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

function fieldTable(split: SplitReport) {
  const row = (s: Summary) => [s.label, String(s.cases), ...FIELDS.map((f) => cell(s.fields[f]))];
  const rows = [...split.sets.map(row), row(split.total)];
  if (split.split === "heldout") {
    rows.push(["target", "", ...FIELDS.map((f) => (TARGETS[f] ? `≥ ${percent(TARGETS[f])}` : ""))]);
  }
  return table(["set", "cases", ...FIELDS.map((f) => FIELD_LABELS[f])], rows);
}

function stageTable({ perStage }: Summary) {
  return table(
    ["expected stage", "cases", "accuracy"],
    STAGES.map((stage) => [stage, String(perStage[stage].total), cell(perStage[stage])]),
  );
}

function confusionTable({ confusion }: Summary) {
  return table(
    ["expected \\ predicted", ...STAGES],
    STAGES.map((expected) => [expected, ...STAGES.map((got) => String(confusion[expected][got]))]),
  );
}

function verdict(summary: Summary) {
  const short = shortfalls(summary);
  if (!short.length) return "Targets: all met.";
  return `Targets not met: ${short
    .map(
      ({ field, target, reached }) =>
        `${FIELD_LABELS[field]} ${reached === null ? "no cases" : percent(reached)} < ${percent(
          target,
        )}`,
    )
    .join(", ")}.`;
}

const shown = (value: string | null | undefined) => (value == null ? "none" : `"${value}"`);

/** "id (set): field expected … got …; …" for each case with a miss. */
function missLines(results: CaseResult[]) {
  return results.flatMap((r) => {
    if (r.error) return [`- ${r.id} (${r.set}): no answer: ${r.error}`];
    const a = r.analysis!;
    const misses = [
      ...(r.tallies.stage.hits ? [] : [`stage ${r.expected.stage} → ${a.stage}`]),
      ...(r.tallies.priority.hits ? [] : [`priority ${r.expected.priority} → ${a.priority}`]),
      ...(r.tallies.budgetBand.hits
        ? []
        : [`budget band ${shown(r.expected.budgetBand)} → ${shown(a.budgetBand)}`]),
      ...(r.tallies.followupDue.hits
        ? []
        : [`due date ${r.expected.followupDue} → ${dueDate(a) ?? "none"}`]),
      ...missingCompetitors(r.expected, a).map(
        (name) => `competitor "${name}" not in the insights`,
      ),
    ];
    return misses.length ? [`- ${r.id} (${r.set}): ${misses.join("; ")}`] : [];
  });
}

/** The report as plain text (markdown tables): per split the fields, the stages and the confusion. */
export function formatReport(report: EvalReport, options: { misses?: boolean } = {}): string {
  const out = [
    `# AI eval: provider ${report.provider}, model ${report.model ?? "none (offline analyser)"}`,
    `${report.results.length} cases, analysed as of ${CORPUS_NOW.toISOString()}`,
  ];
  for (const split of report.splits) {
    const { total } = split;
    out.push("", `## ${split.split} (${total.cases} cases)`, "", fieldTable(split));
    if (split.split === "heldout") out.push("", verdict(total));
    if (total.errors) out.push("", `${total.errors} cases got no answer; they miss every field.`);
    if (total.fallbacks) {
      out.push("", `${total.fallbacks} analyses were a fallback, not the provider's own answer.`);
    }
    out.push("", "### Per stage", "", stageTable(total));
    out.push("", "### Confusion (rows expected, columns predicted)", "", confusionTable(total));
    if (options.misses && split.split === "heldout") {
      out.push("", "Held-out misses are not listed: nobody tunes the analyser on them.");
    } else if (options.misses) {
      const lines = missLines(report.results.filter((r) => r.split === split.split));
      out.push("", `### Misses (${lines.length})`, "", ...(lines.length ? lines : ["none"]));
    }
  }
  return out.join("\n");
}
