import assert from "node:assert/strict";
import { CORPUS, CORPUS_SETS } from "../testdata/corpus.ts";
import {
  accuracy,
  buildReport,
  type Field,
  FIELD_LABELS,
  formatReport,
  runCorpus,
  TARGETS,
} from "../testdata/score.ts";
import { localProvider } from "./provider.ts";

const results = await runCorpus(CORPUS_SETS, localProvider.analyse);
const report = buildReport(localProvider, results);
const heldout = report.splits.find((s) => s.split === "heldout")!.total;

/** The sets the rules were first written and fixed on, where every budget is read exactly. */
const ORIGINAL_SETS = ["development", "later", "blind"];

Deno.test("corpus: the local analyser answers every case (the report)", () => {
  console.log(formatReport(report, { misses: true }));
  assert.deepEqual(
    results.filter((r) => r.error).map((r) => `${r.id}: ${r.error}`),
    [],
  );
});

Deno.test("corpus: at least 150 cases, all six stages, 20 won and 20 lost, 10 currencies", () => {
  assert.ok(CORPUS.length >= 150, `${CORPUS.length} cases`);
  assert.equal(new Set(CORPUS.map((c) => c.expected.stage)).size, 6);
  for (const stage of ["CLOSED_WON", "CLOSED_LOST"]) {
    const count = CORPUS.filter((c) => c.expected.stage === stage).length;
    assert.ok(count >= 20, `${count} ${stage}`);
  }
  const currencies = new Set(
    CORPUS.map(
      (c) => c.expected.budgetBand?.replace(/^up to /, "").match(/^[A-Z]{3}|^[^\d\s]+/)?.[0],
    ).filter(Boolean),
  );
  assert.ok(currencies.size >= 10, [...currencies].join(" "));
});

/**
 * What the offline analyser reached on the held-out split when it was last measured: a change
 * that loses ground fails here. Every floor is at or above the target (TARGETS, printed in
 * the report), and it rises as the analyser improves. Last measured after the rules were
 * generalised on the tuning-fresh5 set (competitive deals) and probes of their own (held-out cases
 * are never read to tune the rules): stage 64/76, won/lost 31/34, priority 65/76, budget band
 * 70/76, competitors 44/50.
 */
const HELDOUT_FLOOR: typeof TARGETS = {
  stage: 0.84,
  wonLost: 0.91,
  priority: 0.85,
  budgetBand: 0.92,
  competitors: 0.88,
};

for (const [field, floor] of Object.entries(HELDOUT_FLOOR) as [Field, number][]) {
  const label = FIELD_LABELS[field];
  Deno.test(
    `corpus: held-out ${label} accuracy holds at ${Math.round(floor * 100)}% or more`,
    () => {
      const tally = heldout.fields[field];
      assert.ok(accuracy(tally)! >= floor, `${label} ${tally.hits}/${tally.total}`);
    },
  );
}

Deno.test("corpus: every stated budget of the original sets is extracted exactly", () => {
  for (const r of results.filter((r) => ORIGINAL_SETS.includes(r.set))) {
    assert.equal(r.analysis?.budgetBand, r.expected.budgetBand, r.id);
  }
});

Deno.test("corpus: no budget is invented where none is stated (original sets)", () => {
  for (const r of results.filter(
    (r) => r.expected.budgetBand === null && ORIGINAL_SETS.includes(r.set),
  )) {
    assert.equal(r.analysis?.budgetBand, null, r.id);
  }
});
