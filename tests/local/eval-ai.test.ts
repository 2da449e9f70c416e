import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { after, before, test } from "node:test";
import { startFakeOpenAiProcess, type FakeOpenAiProcess } from "../../bench/lib/processes.ts";
import { repoRoot } from "../../local/config.ts";

// `npm run eval:ai` measuring a configured OpenAI-compatible model: the project's loopback fake
// (supabase/functions/_shared/testing/fake-openai.ts, in a Deno child) answers every analysis
// with the same valid one, so the scores follow from the labels alone.

const ANSWER = {
  stage: "LEAD",
  priority: "MEDIUM",
  budgetBand: null,
  confidence: 0.5,
  nextAction: "Ask what they need.",
  suggestedFollowup: { title: "Check in", notes: "", dueAt: "2026-11-23T09:00:00.000Z" },
  insights: [{ type: "opportunity", content: "An early conversation.", confidence: 0.5 }],
};
// The bench's helper forwards every option to the fake, `json` (the structured answer) too.
const fakeOptions = { reply: "Not used by the analysis.", json: ANSWER };

let fake: FakeOpenAiProcess;
let dir: string;

before(async () => {
  fake = await startFakeOpenAiProcess(fakeOptions);
  dir = mkdtempSync(join(tmpdir(), "crm-eval-"));
});

after(async () => {
  await fake?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface RawResult {
  split: string;
  expected: { stage: string };
  analysis: { stage: string; source: { provider: string; model: string } } | null;
}

test("npm run eval:ai scores the configured OpenAI-compatible model and prints its tables", async () => {
  const json = join(dir, "results.json");
  const { stdout } = await promisify(execFile)(
    "npm",
    ["run", "--silent", "eval:ai", "--", "--limit", "2", "--misses", "--json", json],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        OPENAI_API_KEY: "test-key",
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: "fake-model",
      },
      timeout: 180_000,
    },
  );
  assert.match(stdout, /^# AI eval: provider openai, model fake-model$/m);

  const { provider, model, results } = JSON.parse(readFileSync(json, "utf8")) as {
    provider: string;
    model: string;
    results: RawResult[];
  };
  assert.deepEqual([provider, model], ["openai", "fake-model"]);
  for (const r of results)
    assert.deepEqual(r.analysis?.source, { provider: "openai", model: "fake-model" });

  for (const split of ["tuning", "heldout"]) {
    const cases = results.filter((r) => r.split === split);
    const leads = cases.filter((r) => r.expected.stage === "LEAD").length;
    assert.ok(cases.length > 0, `${split} cases were scored`);
    assert.match(stdout, new RegExp(`^## ${split} \\(${cases.length} cases\\)$`, "m"));
    const stage = `${((leads / cases.length) * 100).toFixed(1)}% \\(${leads}/${cases.length}\\)`;
    assert.match(stdout, new RegExp(`^\\| all ${split} +\\| ${cases.length} +\\| ${stage} `, "m"));
  }
  assert.match(stdout, /^### Per stage$/m);
  assert.match(
    stdout,
    /^\| expected \\ predicted \| LEAD +\| QUALIFIED +\| PROPOSAL +\| NEGOTIATION +\| CLOSED_WON +\| CLOSED_LOST +\|$/m,
  );
  assert.match(stdout, /^Targets (not met|: all met)/m);
});
