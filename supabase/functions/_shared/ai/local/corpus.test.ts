import assert from "node:assert/strict";
import { CORPUS, CORPUS_NOW, CORPUS_SETS, type CorpusCase } from "../testdata/corpus.ts";
import { analyse } from "./analyse.ts";

type Measure = "stage" | "priority" | "budget" | "due";

function score(example: CorpusCase) {
  const analysis = analyse({
    client: example.client,
    messages: example.messages,
    attachments: example.attachments,
    now: CORPUS_NOW,
  });
  const due = analysis.suggestedFollowup?.dueAt.slice(0, 10) ?? null;
  return {
    id: example.id,
    expected: example.expected,
    got: {
      stage: analysis.stage,
      priority: analysis.priority,
      budgetBand: analysis.budgetBand,
      due,
    },
    stage: analysis.stage === example.expected.stage,
    priority: analysis.priority === example.expected.priority,
    budget: analysis.budgetBand === example.expected.budgetBand,
    due: due === example.expected.followupDue,
  };
}

const results = CORPUS.map(score);
const rate = (rs: ReturnType<typeof score>[], key: Measure) =>
  rs.filter((r) => r[key]).length / rs.length;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const line = (rs: ReturnType<typeof score>[]) =>
  `stage ${pct(rate(rs, "stage"))}, priority ${pct(rate(rs, "priority"))}, ` +
  `budget ${pct(rate(rs, "budget"))}, due date ${pct(rate(rs, "due"))}`;

Deno.test("corpus: accuracy of stage, priority, budget and follow-up due date", () => {
  for (const m of results.filter((r) => !r.stage || !r.priority || !r.budget || !r.due)) {
    console.log(
      `  miss ${m.id}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`,
    );
  }
  for (const set of CORPUS_SETS) {
    console.log(`  ${set.name} (${set.cases.length}, ${set.note}): ${line(set.cases.map(score))}`);
  }
  console.log(`  all ${results.length}: ${line(results)}`);
  assert.ok(results.length >= 25);
  assert.ok(rate(results, "stage") >= 0.9, `stage accuracy ${rate(results, "stage")}`);
});

Deno.test("corpus: every stated budget is extracted exactly, and none is invented", () => {
  for (const r of results) assert.equal(r.got.budgetBand, r.expected.budgetBand, r.id);
});

Deno.test("corpus: covers all six stages, several currencies and conversations with no budget", () => {
  assert.equal(new Set(CORPUS.map((c) => c.expected.stage)).size, 6);
  assert.ok(CORPUS.filter((c) => c.expected.budgetBand === null).length >= 5);
  const currencies = new Set(
    CORPUS.map((c) =>
      c.expected.budgetBand?.replace(/^up to /, "").match(/^[A-Z]{3}|^[^\d\s]+/)?.[0]
    )
      .filter(Boolean),
  );
  assert.ok(currencies.size >= 10, [...currencies].join(" "));
});
