// The forecast on a small known data set: months, weighted values, reps' win rates and loss reasons.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import postgres from "postgres";
import * as contract from "../../supabase/functions/_shared/contract/index.ts";
import { api, createClientFor, type TestUser } from "./helpers.ts";
import {
  DEFAULT_PROBABILITIES,
  matches,
  move,
  pipelineSetup,
  reasons,
} from "./pipeline-helpers.ts";

let repA: TestUser;
let repC: TestUser;
let boss: TestUser;
let tag: string;
const db = postgres(process.env.TEST_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });

before(async () => {
  ({ tag, repA, repC, boss } = await pipelineSetup());
});

after(async () => {
  await db.end();
});

test("the forecast on a small known data set", async () => {
  const put = await api("/admin/pipeline-settings", {
    method: "PUT",
    token: boss.token,
    body: {
      currency: "USD",
      probabilities: { LEAD: 10, QUALIFIED: 20, PROPOSAL: 40, NEGOTIATION: 80 },
    },
  });
  assert.equal(put.status, 200, put.text);
  matches(contract.pipelineSettings, put.body);
  assert.deepEqual(put.body.probabilities, {
    LEAD: 10,
    QUALIFIED: 20,
    PROPOSAL: 40,
    NEGOTIATION: 80,
    CLOSED_WON: 100,
    CLOSED_LOST: 0,
  });
  try {
    const march = await createClientFor(repC, {
      name: `March ${tag}`,
      stage: "PROPOSAL",
      dealValue: 1000,
    });
    const marchEuro = await createClientFor(repC, {
      name: `March EUR ${tag}`,
      stage: "NEGOTIATION",
      dealValue: 1000,
      currency: "EUR",
    });
    const april = await createClientFor(repC, {
      name: `April ${tag}`,
      stage: "QUALIFIED",
      dealValue: 500,
    });
    for (const id of [march.id, marchEuro.id]) {
      const res = await move(repC, id, { expectedCloseDate: "2091-03-15" });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.deal.expectedCloseDate, "2091-03-15");
    }
    assert.equal((await move(repC, april.id, { expectedCloseDate: "2091-02-30" })).status, 400);
    await db`insert into public.client_analyses (client_id, stage, timeline_date) values (${april.id}, 'QUALIFIED', '2091-04-02')`;

    const lossLabel = `Lost to rival ${tag}`;
    const reason = await api("/admin/deal-reasons", {
      method: "POST",
      token: boss.token,
      body: { kind: "lost", label: lossLabel },
    });
    assert.equal(reason.status, 201, reason.text);
    matches(contract.dealReason, reason.body);
    assert.equal(
      (
        await api("/admin/deal-reasons", {
          method: "POST",
          token: boss.token,
          body: { kind: "LOST", label: lossLabel },
        })
      ).status,
      409,
    );
    const won = await createClientFor(repC, { name: `Won ${tag}`, stage: "NEGOTIATION" });
    const lost = await createClientFor(repC, { name: `Lost ${tag}`, stage: "PROPOSAL" });
    await db`update public.clients set created_at = now() - interval '10 days' where id = ${won.id}`;
    const wonReason = (await reasons(repA)).find((r) => r.kind === "WON")!;
    assert.equal(
      (await move(repC, won.id, { stage: "CLOSED_WON", reasonId: wonReason.id })).status,
      200,
    );
    assert.equal(
      (await move(repC, lost.id, { stage: "CLOSED_LOST", reasonId: reason.body.id })).status,
      200,
    );

    const res = await api("/admin/forecast", { token: boss.token });
    assert.equal(res.status, 200, res.text);
    matches(contract.forecast, res.body);
    const f = res.body;
    assert.equal(f.currency, "USD");
    assert.deepEqual(
      f.months.find((m: { month: string }) => m.month === "2091-03"),
      { month: "2091-03", deals: 2, value: 2100, weighted: 1280 },
    );
    assert.deepEqual(
      f.months.find((m: { month: string }) => m.month === "2091-04"),
      { month: "2091-04", deals: 1, value: 500, weighted: 100 },
    );
    assert.deepEqual(
      f.reps.find((r: { id: string }) => r.id === repC.id),
      { id: repC.id, name: `Pipe C ${tag}`, won: 1, lost: 1, winRate: 50, avgCycleDays: 10 },
    );
    assert.deepEqual(
      f.lossReasons.find((r: { label: string }) => r.label === lossLabel),
      { id: reason.body.id, label: lossLabel, count: 1 },
    );

    const retired = await api(`/admin/deal-reasons/${reason.body.id}`, {
      method: "PATCH",
      token: boss.token,
      body: { active: false },
    });
    assert.equal(retired.status, 200, retired.text);
    assert.equal(retired.body.active, false);
    assert.ok(
      !(await reasons(repA)).some((r) => r.id === reason.body.id),
      "a retired reason is no longer offered",
    );
    const adminList = await api("/admin/deal-reasons", { token: boss.token });
    assert.ok(
      adminList.body.reasons.some((r: { id: string }) => r.id === reason.body.id),
      "the admin still sees it",
    );
  } finally {
    await api("/admin/pipeline-settings", {
      method: "PUT",
      token: boss.token,
      body: { currency: "USD", probabilities: DEFAULT_PROBABILITIES },
    });
  }
});
