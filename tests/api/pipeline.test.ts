// The pipeline over HTTP: the board with converted totals, filters and paging, and stage moves
// with win/loss reasons under RLS. The admin's settings are in pipeline-admin.test.ts, the
// forecast in pipeline-forecast.test.ts.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, test } from "node:test";
import postgres from "postgres";
import * as contract from "../../supabase/functions/_shared/contract/index.ts";
import { api, createClientFor, DAY, type TestUser } from "./helpers.ts";
import { board, column, matches, move, pipelineSetup, reasons, today } from "./pipeline-helpers.ts";

let repA: TestUser;
let repB: TestUser;
let boss: TestUser;
let tag: string;
const db = postgres(process.env.TEST_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });

before(async () => {
  ({ tag, repA, repB, boss } = await pipelineSetup());
});

after(async () => {
  await db.end();
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
  const all = await reasons(repA);
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
