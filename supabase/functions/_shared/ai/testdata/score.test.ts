import assert from "node:assert/strict";
import type { Analysis, AnalysisInput, Insight } from "../types.ts";
import { c, client, type CorpusCase, rep } from "./corpus-helpers.ts";
import type { CorpusSet } from "./corpus.ts";
import { buildReport, formatReport, runCorpus, shortfalls, summarise, TARGETS } from "./score.ts";

// Four cases whose right numbers are known by hand; each company names the answer it gets.
const cases: CorpusCase[] = [
  c("exact", "retail", client("Ann", "Exact"), [rep("Interested.")], {
    stage: "LEAD",
    priority: "MEDIUM",
    budgetBand: null,
    followupDue: "2026-11-23",
  }),
  c("won", "software", client("Bo", "Won"), [rep("Signed at $50k.")], {
    stage: "CLOSED_WON",
    priority: "MEDIUM",
    budgetBand: "$50k",
    followupDue: "2026-11-20",
    competitors: ["Acme CRM", "Zoho"],
  }),
  c("lost", "software", client("Cy", "Lost"), [rep("They chose Salesforce.")], {
    stage: "CLOSED_LOST",
    priority: "LOW",
    budgetBand: null,
    followupDue: "2027-02-16",
    competitors: ["Salesforce"],
  }),
  c("broken", "software", client("Di", "Broken"), [rep("Send the quote.")], {
    stage: "PROPOSAL",
    priority: "HIGH",
    budgetBand: null,
    followupDue: "2026-11-19",
  }),
];

const insight = (content: string): Insight => ({ type: "risk", content, confidence: 0.8 });
const analysis = (
  fields: Pick<Analysis, "stage" | "priority" | "budgetBand">,
  due: string,
  insights: Insight[] = [],
): Analysis => ({
  ...fields,
  confidence: 0.7,
  nextAction: "Follow up.",
  suggestedFollowup: { title: "Follow up", notes: "", dueAt: `${due}T09:00:00.000Z` },
  insights,
});

const answers: Record<string, Analysis> = {
  Exact: analysis({ stage: "LEAD", priority: "MEDIUM", budgetBand: null }, "2026-11-23"),
  Won: analysis({ stage: "CLOSED_WON", priority: "HIGH", budgetBand: "$50k" }, "2026-11-20", [
    insight("They also looked at acme crm."),
  ]),
  Lost: analysis({ stage: "NEGOTIATION", priority: "LOW", budgetBand: "$10k" }, "2026-11-19", [
    insight("Lost to SALESFORCE on price."),
  ]),
};

const analyse = (input: AnalysisInput) => {
  const answer = answers[input.client.company!];
  return answer ? Promise.resolve(answer) : Promise.reject(new Error("the model broke"));
};

const set: CorpusSet = { name: "hand", split: "heldout", note: "by hand", cases };

Deno.test(
  "score: per-field accuracy, won/lost and competitor recall on a hand-counted set",
  async () => {
    const { fields, errors } = summarise("hand", await runCorpus([set], analyse));
    assert.deepEqual(fields, {
      stage: { hits: 2, total: 4 },
      priority: { hits: 2, total: 4 },
      budgetBand: { hits: 2, total: 4 },
      followupDue: { hits: 2, total: 4 },
      wonLost: { hits: 1, total: 2 },
      competitors: { hits: 2, total: 3 },
    });
    assert.equal(errors, 1);
  },
);

Deno.test(
  "score: per-stage recall and the confusion table leave no-answer cases out of the columns",
  async () => {
    const { perStage, confusion } = summarise("hand", await runCorpus([set], analyse));
    assert.deepEqual(perStage, {
      LEAD: { hits: 1, total: 1 },
      QUALIFIED: { hits: 0, total: 0 },
      PROPOSAL: { hits: 0, total: 1 },
      NEGOTIATION: { hits: 0, total: 0 },
      CLOSED_WON: { hits: 1, total: 1 },
      CLOSED_LOST: { hits: 0, total: 1 },
    });
    const row = (lead: number, won: number, negotiation: number) => ({
      LEAD: lead,
      QUALIFIED: 0,
      PROPOSAL: 0,
      NEGOTIATION: negotiation,
      CLOSED_WON: won,
      CLOSED_LOST: 0,
    });
    assert.deepEqual(confusion, {
      LEAD: row(1, 0, 0),
      QUALIFIED: row(0, 0, 0),
      PROPOSAL: row(0, 0, 0),
      NEGOTIATION: row(0, 0, 0),
      CLOSED_WON: row(0, 1, 0),
      CLOSED_LOST: row(0, 0, 1),
    });
  },
);

Deno.test(
  "score: a case with no answer in time is a miss, and no more than `concurrency` run at once",
  async () => {
    let inFlight = 0;
    let most = 0;
    const slow = async (input: AnalysisInput) => {
      most = Math.max(most, ++inFlight);
      // "Lost" never answers.
      if (input.client.company === "Lost") return await new Promise<Analysis>(() => {});
      await new Promise((r) => setTimeout(r, 10));
      inFlight--;
      return answers[input.client.company!] ?? answers.Exact;
    };
    const results = await runCorpus([set], slow, { concurrency: 2, timeoutMs: 100 });
    assert.equal(most, 2);
    assert.deepEqual(
      results.map((r) => r.error ?? "answered"),
      ["answered", "answered", "no answer within 0.1 s", "answered"],
    );
  },
);

Deno.test(
  "score: the report shows the tables, the targets it misses and, when asked, the misses",
  async () => {
    const report = buildReport({ name: "fake", model: "m-1" }, await runCorpus([set], analyse));
    assert.deepEqual(
      shortfalls(report.splits[0].total).map((s) => s.field),
      Object.keys(TARGETS),
    );
    const text = formatReport(report, { misses: true });
    assert.match(text, /^# AI eval: provider fake, model m-1$/m);
    assert.match(text, /^## heldout \(4 cases\)$/m);
    assert.match(text, /^\| all heldout \| 4 +\| 50\.0% \(2\/4\) /m);
    assert.match(text, /^\| target +\| +\| ≥ 80\.0% /m);
    assert.match(text, /^Targets not met: stage 50\.0% < 80\.0%, won\/lost 50\.0% < 90\.0%/m);
    assert.match(text, /^\| CLOSED_LOST +\| 0 +\| 0 +\| 0 +\| 1 +\| 0 +\| 0 +\|$/m);
    assert.match(text, /^\| PROPOSAL +\| 1 +\| 0\.0% \(0\/1\) +\|$/m);
    assert.match(text, /^Held-out misses are not listed: nobody tunes the analyser on them\.$/m);
    assert.doesNotMatch(text, /^- broken/m);
    const tuning = buildReport(
      { name: "fake", model: "m-1" },
      await runCorpus([{ ...set, split: "tuning" }], analyse),
    );
    const tuningText = formatReport(tuning, { misses: true });
    assert.match(tuningText, /^- broken \(hand\): no answer: the model broke$/m);
    assert.match(
      tuningText,
      /^- lost \(hand\): stage CLOSED_LOST → NEGOTIATION; budget band none → "\$10k"; due date 2027-02-16 → 2026-11-19$/m,
    );
    assert.match(
      tuningText,
      /^- won \(hand\): priority MEDIUM → HIGH; competitor "Zoho" not in the insights$/m,
    );
    assert.doesNotMatch(formatReport(report), /Misses/);
  },
);
