import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import {
  api,
  createClientFor,
  createFollowUp,
  createUser,
  dueTimes,
  patchFollowUp,
  type TestUser,
} from "./helpers.ts";

const KPI_FIELDS = ["activeChats", "closingRatio", "followUpsDue", "growth", "totalClients"];
const ACTIVITY_FIELDS = [
  "activityType",
  "clientId",
  "clientName",
  "createdAt",
  "id",
  "name",
  "role",
  "status",
  "title",
];
const CHAT_MISSING = "the chat-threads routes answer 404 (not built yet), so this is not checked";

/** A thread for the client, with the given messages; null while the chat routes do not exist. */
async function chatThread(user: TestUser, clientId: string, messages: string[]) {
  const thread = await api(`/chat-threads/clients/${clientId}/threads`, {
    method: "POST",
    token: user.token,
    body: { title: "Dashboard chat" },
  });
  if (thread.status === 404 && thread.body.error === "Not found") return null;
  assert.ok([200, 201].includes(thread.status), thread.text);
  for (const content of messages) {
    const message = await api(`/chat-threads/threads/${thread.body.id}/messages`, {
      method: "POST",
      token: user.token,
      body: { content, role: "user", attachments: [] },
    });
    if (message.status === 404 && message.body.error === "Not found") return null;
    assert.ok([200, 201].includes(message.status), message.text);
  }
  return thread.body as { id: string };
}

const kpis = async (user: TestUser, query = "") => {
  const res = await api(`/dashboard/kpis${query}`, { token: user.token });
  assert.equal(res.status, 200, res.text);
  return res.body.kpis;
};
const activity = (user: TestUser, query = "") =>
  api(`/dashboard/activity${query}`, { token: user.token });

let rep: TestUser;
let other: TestUser;
let boss: TestUser;
let clients: { won: string; lost: string; lead: string };
let chatBuilt = false;

// The fixture, built through the API as the SPA would: three clients (won, lost, lead), follow-ups
// due yesterday, earlier and later today, tomorrow, one done and one snoozed, and one chat.
before(async () => {
  [rep, other, boss] = await Promise.all([
    createUser("SALES", "Rep Dash"),
    createUser("SALES", "Rep Other"),
    createUser("ADMIN", "Boss"),
  ]);
  const won = await createClientFor(rep, { name: "Won Deal Co", stage: "CLOSED_WON" });
  const lost = await createClientFor(rep, { name: "Lost Deal Co" });
  const put = await api(`/clients/${lost.id}`, {
    method: "PUT",
    token: rep.token,
    body: { name: "Lost Deal Co", stage: "CLOSED_LOST" },
  });
  assert.equal(put.status, 200, put.text);
  const lead = await createClientFor(rep, { name: "Lead Co" });
  clients = { won: won.id, lost: lost.id, lead: lead.id };

  const times = dueTimes();
  await createFollowUp(rep, lead.id, { title: "Overdue call", dueAt: times.yesterday });
  await createFollowUp(rep, lead.id, { title: "Morning call", dueAt: times.earlierToday });
  await createFollowUp(rep, lead.id, { title: "Evening call", dueAt: times.laterToday });
  await createFollowUp(rep, lead.id, { title: "Tomorrow call", dueAt: times.tomorrow });
  const snoozed = await createFollowUp(rep, lead.id, {
    title: "Snoozed call",
    dueAt: times.yesterday,
  });
  await patchFollowUp(rep, snoozed.id, { snoozeUntil: times.yesterday });
  const done = await createFollowUp(rep, won.id, { title: "Done call", dueAt: times.yesterday });
  await patchFollowUp(rep, done.id, { status: "done" });

  const thread = await chatThread(rep, lead.id, ["Hello from the rep"]);
  if (thread) {
    chatBuilt = true;
    await chatThread(rep, won.id, []);
  }
});

test("GET /api/dashboard/kpis of a rep with nothing yet is all zeros", async () => {
  const fresh = await createUser("SALES", "Rep Fresh");
  const res = await api("/dashboard/kpis", { token: fresh.token });
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body), ["kpis", "money"]);
  assert.deepEqual(res.body.kpis, {
    totalClients: 0,
    activeChats: 0,
    closingRatio: 0,
    followUpsDue: 0,
    growth: 0,
  });
  const nothing = { currency: "USD", total: 0, ratesAsOf: null, unconverted: [] };
  assert.deepEqual(res.body.money, { revenue: nothing, pipeline: nothing });
});

test("GET /api/dashboard/kpis counts the rep's fixture exactly", async (t) => {
  const k = await kpis(rep);
  assert.deepEqual(Object.keys(k).sort(), KPI_FIELDS);
  for (const field of KPI_FIELDS) assert.equal(typeof k[field], "number", field);
  assert.equal(k.totalClients, 3);
  assert.equal(k.closingRatio, 50);
  // Overdue and today's pending ones; not tomorrow's, the done one or the snoozed one.
  assert.equal(k.followUpsDue, 3);
  // Every client of a new rep was added this month and none last month.
  assert.equal(k.growth, 100);
  await t.test("activeChats counts threads with a message in the last 7 days", (st) => {
    if (!chatBuilt) return st.skip(CHAT_MISSING);
    assert.equal(k.activeChats, 1);
  });
});

test("GET /api/dashboard/kpis follows the fixture as it changes", async () => {
  const won = await api(`/clients/${clients.lead}`, {
    method: "PUT",
    token: rep.token,
    body: { name: "Lead Co", stage: "CLOSED_WON" },
  });
  assert.equal(won.status, 200);
  const k = await kpis(rep);
  assert.equal(k.closingRatio, 66.7);
  const back = await api(`/clients/${clients.lead}`, {
    method: "PUT",
    token: rep.token,
    body: { name: "Lead Co", stage: "LEAD" },
  });
  assert.equal(back.status, 200);
  assert.equal((await kpis(rep)).closingRatio, 50);
});

test("GET /api/dashboard/kpis takes a time zone", async () => {
  for (const timeZone of ["UTC", "Europe/Warsaw", "America/Los_Angeles", "Pacific/Kiritimati"]) {
    const k = await kpis(rep, `?timeZone=${timeZone}`);
    assert.equal(k.totalClients, 3, timeZone);
    assert.equal(k.closingRatio, 50, timeZone);
    assert.ok(k.followUpsDue >= 1 && k.followUpsDue <= 4, timeZone);
  }
  for (const timeZone of ["Mars/Base", "+01:00", "UTC; drop table clients", "x".repeat(65), ""]) {
    const res = await api(`/dashboard/kpis?timeZone=${encodeURIComponent(timeZone)}`, {
      token: rep.token,
    });
    assert.equal(res.status, 400, timeZone);
    assert.equal(typeof res.body.error, "string");
  }
});

test("GET /api/dashboard/activity lists what the fixture did, newest first", async (t) => {
  const res = await activity(rep, "?limit=50");
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body), ["activities"]);
  const items = res.body.activities;
  for (const item of items) assert.deepEqual(Object.keys(item).sort(), ACTIVITY_FIELDS);
  const times = items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
  assert.deepEqual(
    times,
    [...times].sort((x, y) => y - x),
  );

  const find = (type: string, title: string) =>
    items.filter((i: any) => i.activityType === type && i.title === title);
  const added = find("client_update", "New client added");
  assert.deepEqual(added.map((i: any) => i.clientName).sort(), [
    "Lead Co",
    "Lost Deal Co",
    "Won Deal Co",
  ]);
  for (const item of added) {
    assert.equal(item.role, "user");
    assert.equal(item.name, "Rep Dash");
    assert.equal(item.status, "prospect");
  }
  const stageChanges = find("client_update", "Deal stage changed");
  assert.ok(
    stageChanges.some((i: any) => i.clientId === clients.lost && i.status === "CLOSED_LOST"),
  );

  const overdue = find("followup", "Overdue call");
  assert.equal(overdue.length, 1);
  assert.deepEqual(
    {
      clientId: overdue[0].clientId,
      clientName: overdue[0].clientName,
      status: overdue[0].status,
      role: overdue[0].role,
      name: overdue[0].name,
    },
    {
      clientId: clients.lead,
      clientName: "Lead Co",
      status: "pending",
      role: "user",
      name: "Rep Dash",
    },
  );
  assert.deepEqual(
    find("followup", "Done call")
      .map((i: any) => i.status)
      .sort(),
    ["done", "pending"],
  );
  assert.equal(find("followup", "Snoozed call").length, 1);

  await t.test("a chat message appears as a message item", (st) => {
    if (!chatBuilt) return st.skip(CHAT_MISSING);
    const messages = find("message", "Hello from the rep");
    assert.equal(messages.length, 1);
    assert.equal(messages[0].role, "user");
    assert.equal(messages[0].clientName, "Lead Co");
    assert.equal(messages[0].name, "Rep Dash");
    assert.equal(messages[0].status, null);
  });
});

test("GET /api/dashboard/activity defaults to 10 items; limit picks the newest N", async () => {
  const all = (await activity(rep, "?limit=50")).body.activities;
  assert.ok(all.length > 10, String(all.length));
  const byDefault = await activity(rep);
  assert.deepEqual(byDefault.body.activities, all.slice(0, 10));
  const three = await activity(rep, "?limit=3");
  assert.deepEqual(three.body.activities, all.slice(0, 3));
  assert.deepEqual((await activity(rep, "?limit=1")).body.activities, all.slice(0, 1));
});

test("GET /api/dashboard/activity rejects bad limits with a 400 and a JSON error", async () => {
  for (const limit of ["0", "-1", "51", "1000", "abc", "2.5", "1e9", "1; drop table activities"]) {
    const res = await activity(rep, `?limit=${encodeURIComponent(limit)}`);
    assert.equal(res.status, 400, limit);
    assert.equal(typeof res.body.error, "string");
  }
});

test("isolation: one rep's figures and feed never include another rep's rows", async () => {
  const before = await kpis(rep);
  const beforeFeed = (await activity(rep, "?limit=50")).body.activities;

  const otherClient = await createClientFor(other, { name: "Other Co", stage: "CLOSED_WON" });
  await createFollowUp(other, otherClient.id, {
    title: "Other overdue",
    dueAt: dueTimes().yesterday,
  });

  assert.deepEqual(await kpis(other), {
    totalClients: 1,
    activeChats: 0,
    closingRatio: 100,
    followUpsDue: 1,
    growth: 100,
  });
  assert.deepEqual(await kpis(rep), before);

  const repFeed = (await activity(rep, "?limit=50")).body.activities;
  assert.deepEqual(repFeed, beforeFeed);
  assert.ok(repFeed.every((i: any) => i.clientId !== otherClient.id));
  const otherFeed = (await activity(other, "?limit=50")).body.activities;
  assert.deepEqual(otherFeed.map((i: any) => i.activityType).sort(), ["client_update", "followup"]);
  assert.ok(otherFeed.every((i: any) => i.clientId === otherClient.id));
  assert.ok(otherFeed.every((i: any) => i.clientName === "Other Co"));

  const adminKpis = await kpis(boss);
  assert.ok(adminKpis.totalClients >= 4, String(adminKpis.totalClients));
  const adminFeed = (await activity(boss, "?limit=50")).body.activities;
  assert.ok(adminFeed.length > 0);
});

// The figures come from per-owner counters kept by triggers (20261128000100_admin_counters.sql):
// concurrent writes of one rep's clients each add their own delta, none lost.
test("the KPIs and totals follow concurrent creations and moves, a deletion and a rep's hand-over", async () => {
  const [busy, taker] = await Promise.all([
    createUser("SALES", "Rep Busy"),
    createUser("ADMIN", "Boss Taking Over"),
  ]);
  const stages = ["CLOSED_WON", "CLOSED_LOST", "LEAD"];
  const made = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      createClientFor(busy, { name: `Busy ${i}`, stage: stages[i % 3], dealValue: 100 }),
    ),
  );
  let res = await api("/dashboard/kpis", { token: busy.token });
  assert.deepEqual(
    [res.body.kpis.totalClients, res.body.kpis.closingRatio, res.body.money.revenue.total],
    [12, 50, 400],
  );

  const leads = made.filter((_, i) => stages[i % 3] === "LEAD");
  const moves = await Promise.all(
    leads.map((c) =>
      api(`/clients/${c.id}`, {
        method: "PUT",
        token: busy.token,
        body: { name: c.name, stage: "CLOSED_WON", dealValue: 250 },
      }),
    ),
  );
  for (const move of moves) assert.equal(move.status, 200, move.text);
  const gone = await api(`/clients/${made[0].id}`, { method: "DELETE", token: busy.token });
  assert.equal(gone.status, 200, gone.text);
  res = await api("/dashboard/kpis", { token: busy.token });
  // Won: 3 of 100 (one deleted) and 4 of 250; lost: 4.
  assert.deepEqual(
    [res.body.kpis.totalClients, res.body.kpis.closingRatio, res.body.money.revenue.total],
    [11, 63.6, 1300],
  );
  assert.equal(res.body.money.pipeline.total, 0);

  // Deleting the rep hands their clients to the admin who deletes them.
  const handOver = await api(`/users/${busy.id}`, { method: "DELETE", token: taker.token });
  assert.equal(handOver.status, 200, handOver.text);
  const board = await api(`/pipeline?owner=${taker.id}&limit=1`, { token: taker.token });
  assert.equal(board.status, 200, board.text);
  const counts = Object.fromEntries(
    board.body.columns.map((c: { stage: string; count: number }) => [c.stage, c.count]),
  );
  assert.deepEqual(counts, {
    LEAD: 0,
    QUALIFIED: 0,
    PROPOSAL: 0,
    NEGOTIATION: 0,
    CLOSED_WON: 7,
    CLOSED_LOST: 4,
  });
  const won = board.body.columns.find((c: { stage: string }) => c.stage === "CLOSED_WON");
  assert.equal(won.value.total, 1300);
});

test("every dashboard route needs a signed-in user: 401 without a token", async () => {
  for (const path of ["/dashboard/kpis", "/dashboard/activity", `/dashboard/activity?limit=3`]) {
    for (const token of [undefined, "not-a-jwt", randomUUID()]) {
      const res = await api(path, { token });
      assert.equal(res.status, 401, path);
      assert.equal(typeof res.body.error, "string");
    }
  }
});
