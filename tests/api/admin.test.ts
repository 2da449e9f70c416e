import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { api, createClientFor, createUser, type TestUser } from "./helpers.ts";

const OVERVIEW_FIELDS = [
  "allClients",
  "clientGrowth",
  "clientsClosed",
  "currency",
  "globalClosingRatio",
  "ratesAsOf",
  "revenue",
  "salesUsers",
  "topAgents",
  "unconvertedRevenue",
  "upcomingMeetings",
];

// Deal values far above the seed's and other suites', so these reps lead the top-agents list.
const ALPHA_REVENUE = 90_000_000_000;
const BETA_REVENUE = 80_000_000_000;

const overview = async (user: TestUser, query = "") => {
  const res = await api(`/admin/overview${query}`, { token: user.token });
  assert.equal(res.status, 200, res.text);
  return res.body;
};

const currentMonth = () => new Date().toISOString().slice(0, 7);

let alpha: TestUser;
let beta: TestUser;
let boss: TestUser;
let alphaName: string;
let betaName: string;
let meeting: { id: string; title: string; dueAt: string };
let alphaWon: { id: string; name: string };

before(async () => {
  const tag = randomUUID().slice(0, 6);
  alphaName = `Agent Alpha ${tag}`;
  betaName = `Agent Beta ${tag}`;
  [alpha, beta, boss] = await Promise.all([
    createUser("SALES", alphaName),
    createUser("SALES", betaName),
    createUser("ADMIN", "Boss"),
  ]);
  alphaWon = await createClientFor(alpha, {
    name: "Alpha Won",
    company: "Alpha Won GmbH",
    stage: "CLOSED_WON",
    dealValue: ALPHA_REVENUE,
  });
  await createClientFor(alpha, { name: "Alpha Lost", stage: "CLOSED_LOST", dealValue: 1000 });
  await createClientFor(beta, { name: "Beta Won", stage: "CLOSED_WON", dealValue: BETA_REVENUE });
  await createClientFor(beta, { name: "Beta Lead" });
  const res = await api("/followups", {
    method: "POST",
    token: alpha.token,
    body: {
      clientId: alphaWon.id,
      title: "Kickoff meeting",
      dueAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    },
  });
  assert.equal(res.status, 201, res.text);
  meeting = res.body;
});

function assertShape(o: any) {
  assert.deepEqual(Object.keys(o).sort(), OVERVIEW_FIELDS);
  for (const field of ["allClients", "salesUsers", "globalClosingRatio", "revenue"])
    assert.equal(typeof o[field], "number", field);
  assert.deepEqual(Object.keys(o.clientsClosed).sort(), ["delta", "lastMonth", "thisMonth"]);
  for (const value of Object.values(o.clientsClosed)) assert.equal(typeof value, "number");
  assert.equal(o.clientsClosed.delta, o.clientsClosed.thisMonth - o.clientsClosed.lastMonth);
  assert.ok(Array.isArray(o.upcomingMeetings));
  assert.ok(Array.isArray(o.topAgents));
  assert.ok(o.topAgents.length <= 5);
  for (const agent of o.topAgents) {
    assert.equal(agent.role, "SALES");
    assert.equal(typeof agent.revenue, "number");
    assert.equal(typeof agent.closeRate, "number");
    assert.ok(
      "avatarUrl" in agent && typeof agent.name === "string" && typeof agent.id === "string",
    );
  }
  assert.equal(o.clientGrowth.length, 12);
  const months = o.clientGrowth.map((m: { month: string }) => m.month);
  assert.deepEqual(months, [...months].sort());
  assert.equal(new Set(months).size, 12);
  assert.equal(months[11], currentMonth());
  for (const m of o.clientGrowth) {
    assert.match(m.month, /^\d{4}-\d{2}$/);
    assert.equal(typeof m.newClients, "number");
    assert.equal(typeof m.totalClients, "number");
  }
  const totals = o.clientGrowth.map((m: { totalClients: number }) => m.totalClients);
  assert.deepEqual(
    totals,
    [...totals].sort((x, y) => x - y),
  );
}

test("GET /api/admin/overview as ADMIN counts every rep's clients and ranks the agents", async () => {
  const o = await overview(boss);
  assertShape(o);
  assert.ok(o.allClients >= 4, String(o.allClients));
  assert.ok(o.salesUsers >= 2, String(o.salesUsers));
  assert.ok(o.revenue >= ALPHA_REVENUE + BETA_REVENUE, String(o.revenue));
  assert.ok(o.clientsClosed.thisMonth >= 2);
  assert.ok(o.clientGrowth[11].newClients >= 4);
  assert.ok(o.globalClosingRatio >= 0 && o.globalClosingRatio <= 100);

  const names = o.topAgents.map((a: { name: string }) => a.name);
  const a = o.topAgents.find((x: { id: string }) => x.id === alpha.id);
  const b = o.topAgents.find((x: { id: string }) => x.id === beta.id);
  assert.ok(a && b, names.join(", "));
  assert.equal(a.name, alphaName);
  assert.equal(a.revenue, ALPHA_REVENUE);
  assert.equal(a.closeRate, 50);
  assert.equal(b.name, betaName);
  assert.equal(b.revenue, BETA_REVENUE);
  assert.equal(b.closeRate, 100);
  assert.ok(names.indexOf(alphaName) < names.indexOf(betaName));
  const revenues = o.topAgents.map((x: { revenue: number }) => x.revenue);
  assert.deepEqual(
    revenues,
    [...revenues].sort((x, y) => y - x),
  );

  const alphaView = await overview(alpha);
  const betaView = await overview(beta);
  assert.ok(o.allClients >= alphaView.allClients + betaView.allClients);
});

test("GET /api/admin/overview as SALES covers only the rep's own clients", async () => {
  const o = await overview(alpha);
  assertShape(o);
  assert.equal(o.allClients, 2);
  assert.equal(o.globalClosingRatio, 50);
  assert.equal(o.revenue, ALPHA_REVENUE);
  assert.deepEqual(o.clientsClosed, { thisMonth: 1, lastMonth: 0, delta: 1 });
  assert.deepEqual(o.clientGrowth[11], { month: currentMonth(), newClients: 2, totalClients: 2 });
  assert.ok(
    o.clientGrowth.slice(0, 11).every((m: any) => m.newClients === 0 && m.totalClients === 0),
  );
  assert.equal(o.upcomingMeetings.length, 1);
  const [m] = o.upcomingMeetings;
  assert.deepEqual(Object.keys(m).sort(), ["clientName", "company", "dueAt", "id", "title"]);
  assert.equal(m.id, meeting.id);
  assert.equal(m.title, "Kickoff meeting");
  assert.equal(m.clientName, "Alpha Won");
  assert.equal(m.company, "Alpha Won GmbH");
  assert.equal(Date.parse(m.dueAt), Date.parse(meeting.dueAt));
  const me = o.topAgents.find((x: { id: string }) => x.id === alpha.id);
  assert.ok(me);
  assert.equal(me.revenue, ALPHA_REVENUE);
  assert.equal(me.closeRate, 50);
  // The team is everyone's to see, their deals are not: Beta's revenue does not reach Alpha.
  assert.ok(
    o.topAgents
      .filter((x: { id: string }) => x.id !== alpha.id)
      .every((x: { revenue: number }) => x.revenue === 0),
  );

  const b = await overview(beta);
  assert.equal(b.allClients, 2);
  assert.equal(b.revenue, BETA_REVENUE);
  assert.equal(b.globalClosingRatio, 100);
  assert.deepEqual(b.upcomingMeetings, []);
  assert.ok(
    b.topAgents.every((x: { id: string; revenue: number }) => x.id === beta.id || x.revenue === 0),
  );
});

test("GET /api/admin/overview of a rep with nothing yet is all zeros", async () => {
  const fresh = await createUser("SALES", "Rep Fresh");
  const o = await overview(fresh);
  assertShape(o);
  assert.equal(o.allClients, 0);
  assert.equal(o.globalClosingRatio, 0);
  assert.equal(o.revenue, 0);
  assert.deepEqual(o.clientsClosed, { thisMonth: 0, lastMonth: 0, delta: 0 });
  assert.deepEqual(o.upcomingMeetings, []);
  assert.ok(o.clientGrowth.every((m: any) => m.newClients === 0 && m.totalClients === 0));
});

test("GET /api/admin/overview takes a time zone and rejects a bad one", async () => {
  for (const timeZone of ["UTC", "Europe/Warsaw", "Asia/Tokyo", "America/Los_Angeles"]) {
    const o = await overview(alpha, `?timeZone=${timeZone}`);
    assert.deepEqual(Object.keys(o).sort(), OVERVIEW_FIELDS, timeZone);
    assert.equal(o.allClients, 2, timeZone);
    assert.equal(o.clientGrowth.length, 12, timeZone);
  }
  for (const timeZone of [
    "Mars/Base",
    "+01:00",
    "UTC'; drop table clients;--",
    "x".repeat(65),
    "",
    "../etc/passwd",
  ]) {
    const res = await api(`/admin/overview?timeZone=${encodeURIComponent(timeZone)}`, {
      token: alpha.token,
    });
    assert.equal(res.status, 400, timeZone);
    assert.equal(typeof res.body.error, "string");
  }
});

test("GET /api/admin/overview needs a signed-in user: 401 without a token", async () => {
  for (const token of [undefined, "not-a-jwt", randomUUID()]) {
    const res = await api("/admin/overview", { token });
    assert.equal(res.status, 401);
    assert.equal(typeof res.body.error, "string");
  }
});
