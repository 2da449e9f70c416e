// The pipeline over HTTP: the board with converted totals, stage moves with
// win/loss reasons under RLS, the admin's settings, rates and reasons, and the
// forecast on a small known data set. The workspace currency stays USD (other
// suites run beside this one); the rates this file adds are for EUR, dated
// today so they are the latest, and JPY never gets one.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, test } from "node:test";
import postgres from "postgres";
import { z } from "zod";
import * as contract from "../../supabase/functions/_shared/contract/index.ts";
import { api, createClientFor, createUser, DAY, type TestUser } from "./helpers.ts";

const today = () => new Date().toISOString().slice(0, 10);
const DEFAULT_PROBABILITIES = { LEAD: 10, QUALIFIED: 25, PROPOSAL: 50, NEGOTIATION: 75 };

let repA: TestUser;
let repB: TestUser;
let repC: TestUser;
let boss: TestUser;
let tag: string;
const db = postgres(process.env.TEST_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });

/** The answer as the contract says it is (strict: a field it does not name fails). */
function matches(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  assert.ok(parsed.success, parsed.success ? "" : z.prettifyError(parsed.error));
}

const column = (board: any, stage: string) =>
  board.columns.find((c: { stage: string }) => c.stage === stage);
const board = async (user: TestUser, query = "") => {
  const res = await api(`/pipeline${query}`, { token: user.token });
  assert.equal(res.status, 200, res.text);
  matches(contract.pipelineBoard, res.body);
  return res.body;
};
const move = (user: TestUser, id: string, body: Record<string, unknown>) =>
  api(`/pipeline/deals/${id}`, { method: "PATCH", token: user.token, body });
const reasons = async () => {
  const res = await api("/pipeline/reasons", { token: repA.token });
  assert.equal(res.status, 200, res.text);
  matches(contract.dealReasonList, res.body);
  return res.body.reasons as { id: string; kind: string; label: string }[];
};

before(async () => {
  tag = randomUUID().slice(0, 6);
  [repA, repB, repC, boss] = await Promise.all([
    createUser("SALES", `Pipe A ${tag}`),
    createUser("SALES", `Pipe B ${tag}`),
    createUser("SALES", `Pipe C ${tag}`),
    createUser("ADMIN", `Pipe Boss ${tag}`),
  ]);
  const settings = await api("/admin/pipeline-settings", { token: boss.token });
  assert.equal(settings.body.currency, "USD", "these tests expect the workspace in USD");
  const rate = await api("/admin/exchange-rates", {
    method: "POST",
    token: boss.token,
    body: { currency: "eur", rate: 1.1, validOn: today() },
  });
  assert.ok(rate.status === 201 || rate.status === 409, rate.text);
});

after(async () => {
  await db.end();
});

test("SALES gets 403 from every admin pipeline route", async () => {
  const id = randomUUID();
  const calls: [string, string, unknown?][] = [
    ["GET", "/admin/pipeline-settings"],
    ["PUT", "/admin/pipeline-settings", { currency: "USD", probabilities: DEFAULT_PROBABILITIES }],
    ["GET", "/admin/exchange-rates"],
    ["POST", "/admin/exchange-rates", { currency: "GBP", rate: 1.2, validOn: today() }],
    ["PATCH", `/admin/exchange-rates/${id}`, { rate: 2 }],
    ["DELETE", `/admin/exchange-rates/${id}`],
    ["GET", "/admin/deal-reasons"],
    ["POST", "/admin/deal-reasons", { kind: "WON", label: "Rep reason" }],
    ["PATCH", `/admin/deal-reasons/${id}`, { active: false }],
    ["GET", "/admin/forecast"],
  ];
  for (const [method, path, body] of calls) {
    const res = await api(path, { method, token: repA.token, body });
    assert.equal(res.status, 403, `${method} ${path}: ${res.text}`);
    assert.equal(res.body.error, "Only an admin can manage the pipeline");
  }
  assert.equal((await api("/pipeline")).status, 401, "the board needs a signed-in user");
});

test("bad currency codes, rates and dates are 400; a second rate on a day is 409", async () => {
  const post = (body: Record<string, unknown>) =>
    api("/admin/exchange-rates", { method: "POST", token: boss.token, body });
  for (const currency of ["ABC", "EURO", "E1R", "", 978, null]) {
    const res = await post({ currency, rate: 1.2, validOn: today() });
    assert.equal(res.status, 400, `${currency}: ${res.text}`);
    assert.match(res.body.error, /currency: must be an ISO 4217 currency code/);
  }
  for (const rate of [0, -1, 2_000_000, 0.0000001, "1.2", null]) {
    const res = await post({ currency: "GBP", rate, validOn: today() });
    assert.equal(res.status, 400, `${rate}: ${res.text}`);
    assert.match(res.body.error, /^rate: /);
  }
  for (const validOn of ["2026-02-30", "24.11.2026", "yesterday", "1999-12-31", 20261124]) {
    const res = await post({ currency: "GBP", rate: 1.2, validOn });
    assert.equal(res.status, 400, `${validOn}: ${res.text}`);
    assert.match(res.body.error, /^validOn: /);
  }
  const self = await post({ currency: "USD", rate: 1, validOn: today() });
  assert.equal(self.status, 400);
  assert.match(self.body.error, /workspace currency/);
  assert.equal(
    (await post({ currency: "GBP", rate: 1.2, validOn: today(), extra: 1 })).status,
    400,
  );

  const created = await post({ currency: "GBP", rate: 1.25, validOn: "2026-01-02" });
  assert.equal(created.status, 201, created.text);
  matches(contract.exchangeRate, created.body);
  assert.deepEqual(
    { ...created.body, id: undefined, createdAt: undefined },
    { id: undefined, createdAt: undefined, currency: "GBP", rate: 1.25, validOn: "2026-01-02" },
  );
  assert.equal((await post({ currency: "gbp", rate: 1.3, validOn: "2026-01-02" })).status, 409);
  const patched = await api(`/admin/exchange-rates/${created.body.id}`, {
    method: "PATCH",
    token: boss.token,
    body: { rate: 1.27 },
  });
  assert.equal(patched.status, 200, patched.text);
  assert.equal(patched.body.rate, 1.27);
  assert.equal(
    (
      await api(`/admin/exchange-rates/${created.body.id}`, {
        method: "PATCH",
        token: boss.token,
        body: { rate: -3 },
      })
    ).status,
    400,
  );
  const list = await api("/admin/exchange-rates", { token: boss.token });
  matches(contract.exchangeRateList, list.body);
  assert.equal(list.body.currency, "USD");
  assert.ok(list.body.rates.some((r: { id: string }) => r.id === created.body.id));
  assert.equal(
    (await api(`/admin/exchange-rates/${created.body.id}`, { method: "DELETE", token: boss.token }))
      .status,
    200,
  );
  assert.equal(
    (await api(`/admin/exchange-rates/${created.body.id}`, { method: "DELETE", token: boss.token }))
      .status,
    404,
  );

  const put = (body: Record<string, unknown>) =>
    api("/admin/pipeline-settings", { method: "PUT", token: boss.token, body });
  assert.equal((await put({ currency: "XYZ", probabilities: DEFAULT_PROBABILITIES })).status, 400);
  const moved = await put({ currency: "EUR", probabilities: DEFAULT_PROBABILITIES });
  assert.equal(
    moved.status,
    409,
    "the EUR rate converts to USD, so the currency cannot change under it",
  );
  assert.match(moved.body.error, /remove them before changing it/);
  assert.equal((await api("/admin/pipeline-settings", { token: boss.token })).body.currency, "USD");
  for (const LEAD of [101, -1, 12.5, "10"]) {
    const res = await put({ currency: "USD", probabilities: { ...DEFAULT_PROBABILITIES, LEAD } });
    assert.equal(res.status, 400, `${LEAD}: ${res.text}`);
    assert.match(res.body.error, /^probabilities\.LEAD: /);
  }
});

test("the board converts EUR at the latest rate and lists JPY, which has none, apart", async () => {
  await createClientFor(repA, {
    name: `Euro deal ${tag}`,
    stage: "PROPOSAL",
    dealValue: 1000,
    currency: "EUR",
    priority: "HIGH",
  });
  await createClientFor(repA, {
    name: `Dollar deal ${tag}`,
    stage: "PROPOSAL",
    dealValue: 500,
    currency: "USD",
    priority: "LOW",
  });
  await createClientFor(repA, {
    name: `Yen deal ${tag}`,
    stage: "PROPOSAL",
    dealValue: 100000,
    currency: "JPY",
    priority: "LOW",
  });
  await createClientFor(repB, {
    name: `B's deal ${tag}`,
    stage: "PROPOSAL",
    dealValue: 7,
    currency: "USD",
  });

  const b = await board(repA);
  assert.equal(b.currency, "USD");
  assert.equal(b.ratesAsOf, today());
  assert.deepEqual(
    b.columns.map((c: { stage: string }) => c.stage),
    ["LEAD", "QUALIFIED", "PROPOSAL", "NEGOTIATION", "CLOSED_WON", "CLOSED_LOST"],
  );
  const proposal = column(b, "PROPOSAL");
  assert.equal(proposal.count, 3, "a rep sees only their own deals");
  assert.deepEqual(proposal.value, {
    currency: "USD",
    total: 1600,
    ratesAsOf: today(),
    unconverted: [{ currency: "JPY", amount: 100000, deals: 1 }],
  });
  const euro = proposal.cards.find((c: { name: string }) => c.name === `Euro deal ${tag}`);
  assert.equal(euro.convertedValue, 1100);
  assert.equal(euro.currency, "EUR");
  assert.equal(euro.ownerName, null, "a rep is not shown owner names");
  assert.equal(
    proposal.cards.find((c: { name: string }) => c.name === `Yen deal ${tag}`).convertedValue,
    null,
  );

  const money = await api("/dashboard/kpis", { token: repA.token });
  assert.equal(money.status, 200, money.text);
  matches(contract.kpisResponse, money.body);
  assert.deepEqual(
    money.body.money.pipeline,
    proposal.value,
    "the dashboard converts the same way",
  );
  assert.deepEqual(money.body.money.revenue, {
    currency: "USD",
    total: 0,
    ratesAsOf: null,
    unconverted: [],
  });
  const overview = await api("/admin/overview", { token: repA.token });
  matches(contract.adminOverviewResponse, overview.body);
  assert.equal(overview.body.currency, "USD");
  assert.deepEqual(overview.body.unconvertedRevenue, []);
});

test("filters: search and priority for everyone, owner only for an admin", async () => {
  assert.equal(
    column(await board(repA, `?search=${encodeURIComponent(`euro deal ${tag}`)}`), "PROPOSAL")
      .count,
    1,
  );
  assert.equal(column(await board(repA, "?priority=low"), "PROPOSAL").count, 2);
  assert.equal(
    column(await board(repA, `?owner=${repB.id}`), "PROPOSAL").count,
    3,
    "a rep's owner filter is ignored",
  );
  const bossView = await board(boss, `?owner=${repB.id}`);
  const proposal = column(bossView, "PROPOSAL");
  assert.equal(proposal.count, 1);
  assert.equal(proposal.cards[0].ownerName, `Pipe B ${tag}`);
  assert.equal((await api("/pipeline?priority=urgent", { token: repA.token })).status, 400);
  assert.equal((await api("/pipeline?owner=someone", { token: boss.token })).status, 400);
  assert.equal((await api("/pipeline?colour=red", { token: repA.token })).status, 400);
});

test("a column pages with a cursor", async () => {
  for (const n of [1, 2, 3])
    await createClientFor(repB, { name: `Lead ${n} ${tag}`, stage: "LEAD" });
  const first = column(await board(repB, "?limit=2"), "LEAD");
  assert.equal(first.count, 3);
  assert.deepEqual(
    first.cards.map((c: { name: string }) => c.name),
    [`Lead 3 ${tag}`, `Lead 2 ${tag}`],
  );
  assert.ok(first.nextCursor);
  const next = await api(`/pipeline/columns/lead?limit=2&cursor=${first.nextCursor}`, {
    token: repB.token,
  });
  assert.equal(next.status, 200, next.text);
  matches(contract.pipelineColumnPage, next.body);
  assert.deepEqual(
    next.body.cards.map((c: { name: string }) => c.name),
    [`Lead 1 ${tag}`],
  );
  assert.equal(next.body.nextCursor, null);
  assert.equal(
    (await api("/pipeline/columns/LEAD?cursor=not-a-cursor", { token: repB.token })).status,
    400,
  );
  assert.equal((await api("/pipeline/columns/WON", { token: repB.token })).status, 400);
});

test("Won and Lost need a reason of their kind; rep B cannot move A's deal", async () => {
  const deal = await createClientFor(repA, {
    name: `Closing ${tag}`,
    stage: "NEGOTIATION",
    dealValue: 100,
  });
  const all = await reasons();
  const won = all.find((r) => r.kind === "WON")!;
  const lost = all.find((r) => r.kind === "LOST")!;

  const missing = await move(repA, deal.id, { stage: "CLOSED_WON" });
  assert.equal(missing.status, 400);
  assert.equal(missing.body.error, "Choose a reason for closing the deal");
  const wrongKind = await move(repA, deal.id, { stage: "CLOSED_WON", reasonId: lost.id });
  assert.equal(wrongKind.status, 400);
  assert.equal(wrongKind.body.error, "That reason does not fit this stage");
  assert.equal(
    (await move(repA, deal.id, { stage: "CLOSED_LOST", reasonId: randomUUID() })).status,
    400,
  );
  assert.equal(
    (await move(repA, deal.id, { stage: "LEAD", reasonId: won.id })).status,
    400,
    "an open stage takes no reason",
  );
  assert.equal((await move(repA, deal.id, { stage: "DONE" })).status, 400);
  assert.equal((await move(repA, deal.id, {})).status, 400);

  const stolen = await move(repB, deal.id, { stage: "CLOSED_WON", reasonId: won.id });
  assert.equal(stolen.status, 404);
  assert.equal(stolen.body.error, "Client not found");
  assert.equal((await move(repB, "not-an-id", { stage: "LEAD" })).status, 404);

  const moved = await move(repA, deal.id, {
    stage: "closed_won",
    reasonId: won.id,
    note: "Signed on the call",
  });
  assert.equal(moved.status, 200, moved.text);
  matches(contract.moveDealResponse, moved.body);
  assert.equal(moved.body.deal.stage, "CLOSED_WON");
  assert.equal(moved.body.deal.id, deal.id);
  const client = await api(`/clients/${deal.id}/overview`, { token: repA.token });
  assert.equal(client.body.client.stage, "CLOSED_WON");
  assert.ok(
    client.body.history.some(
      (h: { status: string; title: string }) =>
        h.status === "CLOSED_WON" && h.title === "Deal stage changed",
    ),
  );
  const [activity] = await db`
    select reason_id, reason_note from public.activities where client_id = ${deal.id} and status = 'CLOSED_WON'`;
  assert.deepEqual(
    activity,
    { reason_id: won.id, reason_note: "Signed on the call" },
    "the reason is stored with the stage change",
  );
});

test("the card shows the AI's stage when it disagrees and an overdue follow-up", async () => {
  const deal = await createClientFor(repB, { name: `Disagree ${tag}`, stage: "QUALIFIED" });
  await db`insert into public.client_analyses (client_id, stage) values (${deal.id}, 'NEGOTIATION')`;
  const fu = await api("/followups", {
    method: "POST",
    token: repB.token,
    body: {
      clientId: deal.id,
      title: "Late call",
      dueAt: new Date(Date.now() - DAY).toISOString(),
    },
  });
  assert.equal(fu.status, 201, fu.text);
  const card = column(await board(repB), "QUALIFIED").cards.find(
    (c: { id: string }) => c.id === deal.id,
  );
  assert.equal(card.aiStage, "NEGOTIATION");
  assert.equal(card.nextFollowUp.title, "Late call");
  assert.equal(card.nextFollowUp.overdue, true);
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
    const wonReason = (await reasons()).find((r) => r.kind === "WON")!;
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
      !(await reasons()).some((r) => r.id === reason.body.id),
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
