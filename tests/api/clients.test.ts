import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { createClient as createSupabase } from "@supabase/supabase-js";
import { NASTY_STRINGS, api, createClientFor, createUser, type TestUser } from "./helpers.ts";

const CLIENT_FIELDS = [
  "closedAt",
  "company",
  "createdAt",
  "currency",
  "dealValue",
  "email",
  "id",
  "name",
  "nextFollowUp",
  "notes",
  "ownerId",
  "phone",
  "priority",
  "stage",
  "status",
  "updatedAt",
];

let a: TestUser;

before(async () => {
  a = await createUser("SALES", "Rep A");
});

test("POST /api/clients with the chat's body stores a LEAD stage and answers the client", async () => {
  const res = await api("/clients", {
    method: "POST",
    token: a.token,
    body: {
      name: "  Acme Rockets  ",
      email: "acme-01@client.local",
      company: "ACME-01",
      status: "LEAD",
      priority: "MEDIUM",
    },
  });
  assert.equal(res.status, 201);
  assert.deepEqual(Object.keys(res.body).sort(), CLIENT_FIELDS);
  assert.equal(res.body.name, "Acme Rockets");
  assert.equal(res.body.stage, "LEAD");
  assert.equal(res.body.status, "prospect");
  assert.equal(res.body.ownerId, a.id);
  assert.equal(res.body.nextFollowUp, null);
});

test("POST /api/clients takes list statuses, stages, priorities in any case and a deal value", async () => {
  const res = await api("/clients", {
    method: "POST",
    token: a.token,
    body: {
      name: "Globex",
      status: "Active",
      stage: "proposal",
      priority: "high",
      dealValue: 42000.5,
      currency: "eur",
      phone: "+48 600 100 200",
    },
  });
  assert.equal(res.status, 201);
  assert.equal(res.body.status, "active");
  assert.equal(res.body.stage, "PROPOSAL");
  assert.equal(res.body.priority, "HIGH");
  assert.equal(res.body.dealValue, 42000.5);
  assert.equal(res.body.currency, "EUR");
});

test('POST /api/clients without a name is 400 "Client name is required"', async () => {
  for (const body of [{}, { name: "" }, { name: "   " }, { name: null }]) {
    const res = await api("/clients", { method: "POST", token: a.token, body });
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { error: "Client name is required" });
  }
});

test("POST /api/clients rejects bad fields with a 400 and a JSON error", async () => {
  for (const body of [
    { name: "X", email: "not-an-email" },
    { name: "X", status: "sleeping" },
    { name: "X", priority: "URGENT" },
    { name: "X", dealValue: -1 },
    { name: "X", dealValue: "lots" },
    { name: "X", currency: "dollars" },
    { name: "x".repeat(100_000) },
    { name: "X", notes: "n".repeat(100_000) },
    { name: ["X"] },
    [],
    "just a string",
  ]) {
    const res = await api("/clients", { method: "POST", token: a.token, body });
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(typeof res.body.error, "string");
  }
  const malformed = await api("/clients", {
    method: "POST",
    token: a.token,
    rawBody: '{"name": "x",',
    headers: { "content-type": "application/json" },
  });
  assert.equal(malformed.status, 400);
  assert.deepEqual(malformed.body, { error: "Request body must be valid JSON" });
});

test("text in any script and SQL-looking text round-trips exactly", async () => {
  for (const text of NASTY_STRINGS) {
    const name = text.trim();
    const created = await createClientFor(a, { name, company: text, notes: text });
    const read = await api(`/clients/${created.id}`, { token: a.token });
    assert.equal(read.body.name, name);
    assert.equal(read.body.company, text.trim());
    assert.equal(read.body.notes, text.trim());
  }
});

test("GET /api/clients searches name, company and e-mail, filters and paginates with a total", async () => {
  const rep = await createUser();
  const tag = randomUUID().slice(0, 6);
  await createClientFor(rep, {
    name: `Zeta ${tag}`,
    company: "Umbrella",
    status: "active",
    priority: "HIGH",
  });
  await createClientFor(rep, {
    name: "Yotta",
    company: `Initech ${tag}`,
    status: "prospect",
    priority: "LOW",
  });
  await createClientFor(rep, {
    name: "Xenon",
    email: `${tag}@xenon.io`,
    status: "churned",
    stage: "CLOSED_LOST",
  });
  await createClientFor(rep, { name: "100% Pure_Co", status: "inactive" });

  const all = await api("/clients", { token: rep.token });
  assert.equal(all.status, 200);
  assert.equal(all.body.total, 4);
  assert.deepEqual(
    all.body.clients.map((c: any) => c.name),
    ["100% Pure_Co", "Xenon", "Yotta", `Zeta ${tag}`],
    "newest first",
  );

  const search = await api(`/clients?search=${tag.toUpperCase()}`, { token: rep.token });
  assert.deepEqual(search.body.clients.map((c: any) => c.name).sort(), [
    "Xenon",
    "Yotta",
    `Zeta ${tag}`,
  ]);
  assert.equal(
    (await api("/clients?search=%25", { token: rep.token })).body.total,
    1,
    "% is matched literally",
  );
  assert.equal(
    (await api("/clients?search=_", { token: rep.token })).body.total,
    1,
    "_ is matched literally",
  );
  assert.equal((await api("/clients?status=active", { token: rep.token })).body.total, 1);
  assert.equal((await api("/clients?status=Prospect", { token: rep.token })).body.total, 1);
  assert.equal((await api("/clients?priority=high", { token: rep.token })).body.total, 1);
  assert.equal((await api("/clients?stage=CLOSED_LOST", { token: rep.token })).body.total, 1);
  assert.equal(
    (await api("/clients?status=CLOSED_LOST", { token: rep.token })).body.total,
    1,
    "a stage sent as status filters the stage",
  );

  const page1 = await api("/clients?limit=3&offset=0", { token: rep.token });
  const page2 = await api("/clients?limit=3&offset=3", { token: rep.token });
  assert.equal(page1.body.clients.length, 3);
  assert.equal(page2.body.clients.length, 1);
  assert.equal(page2.body.total, 4);
  for (const query of [
    "limit=0",
    "limit=-5",
    "limit=100000",
    "offset=-1",
    "limit=abc",
    "status=nope",
    "priority=1",
  ]) {
    const res = await api(`/clients?${query}`, { token: rep.token });
    assert.equal(res.status, 400, query);
  }
});

test("each client carries its earliest pending follow-up as nextFollowUp", async () => {
  const client = await createClientFor(a);
  const soon = new Date(Date.now() + 86_400_000).toISOString();
  const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const made = await api("/followups", {
    method: "POST",
    token: a.token,
    body: { clientId: client.id, title: "Later call", dueAt: later },
  });
  if (made.status === 404) return; // the follow-ups routes are not there yet
  await api("/followups", {
    method: "POST",
    token: a.token,
    body: { clientId: client.id, title: "Soon call", dueAt: soon },
  });
  const read = await api(`/clients/${client.id}`, { token: a.token });
  assert.equal(read.body.nextFollowUp.title, "Soon call");
});

test("PUT /api/clients/{id} takes the edit form's body, clientId as the company", async () => {
  const client = await createClientFor(a, { name: "Before" });
  const res = await api(`/clients/${client.id}`, {
    method: "PUT",
    token: a.token,
    body: {
      name: "After",
      clientId: "CID-9",
      email: "after@example.com",
      phone: "123",
      priority: "LOW",
      notes: "Edited",
    },
  });
  assert.equal(res.status, 200);
  assert.equal(res.body.name, "After");
  assert.equal(res.body.company, "CID-9");
  assert.equal(res.body.email, "after@example.com");
  assert.equal(res.body.priority, "LOW");
  assert.equal(res.body.notes, "Edited");
  assert.ok(res.body.updatedAt >= String(client.updatedAt));
  const blank = await api(`/clients/${client.id}`, {
    method: "PUT",
    token: a.token,
    body: { name: " " },
  });
  assert.deepEqual(blank.body, { error: "Client name is required" });
  const badEmail = await api(`/clients/${client.id}`, {
    method: "PUT",
    token: a.token,
    body: { name: "A", email: "nope" },
  });
  assert.equal(badEmail.status, 400);
  const moved = await api(`/clients/${client.id}`, {
    method: "PUT",
    token: a.token,
    body: { name: "After", stage: "CLOSED_WON" },
  });
  assert.equal(moved.body.stage, "CLOSED_WON");
  assert.ok(moved.body.closedAt);
});

test("GET /api/clients/{id}/overview gathers what the details page shows", async () => {
  const client = await createClientFor(a, { name: "Overview Co" });
  const res = await api(`/clients/${client.id}/overview`, { token: a.token });
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body).sort(), [
    "client",
    "documents",
    "followUps",
    "history",
    "latestAnalysis",
    "messageCount",
  ]);
  assert.equal(res.body.client.name, "Overview Co");
  assert.equal(res.body.messageCount, 0);
  assert.equal(res.body.history[0].title, "New client added");
});

test("DELETE /api/clients/{id} deletes the client", async () => {
  const client = await createClientFor(a);
  const res = await api(`/clients/${client.id}`, { method: "DELETE", token: a.token });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { success: true });
  assert.equal((await api(`/clients/${client.id}`, { token: a.token })).status, 404);
  assert.equal(
    (await api(`/clients/${client.id}`, { method: "DELETE", token: a.token })).status,
    404,
  );
});

test("deleting a client removes the files its messages carried from Storage", async () => {
  const client = await createClientFor(a, { name: "Files Go Too" });
  const thread = await api(`/chat-threads/clients/${client.id}/threads`, {
    method: "POST",
    token: a.token,
    body: {},
  });
  const form = new FormData();
  form.append("file", new Blob(["notes for the deal"], { type: "text/plain" }), "notes.txt");
  const upload = await api("/files/upload", { method: "POST", token: a.token, rawBody: form });
  assert.equal(upload.status, 201);
  const message = await api(`/chat-threads/threads/${thread.body.id}/messages`, {
    method: "POST",
    token: a.token,
    body: { content: "see attached", role: "user", attachments: [upload.body.id] },
  });
  assert.equal(message.status, 201);
  const storage = createSupabase(
    process.env.SUPABASE_URL!,
    process.env.SUPABASE_SERVICE_ROLE_KEY!,
    { auth: { persistSession: false } },
  ).storage;
  const folder = `${a.id}/${upload.body.id}`;
  assert.equal(
    (await storage.from("attachments").list(folder)).data?.length,
    1,
    "the object is in Storage",
  );

  assert.equal(
    (await api(`/clients/${client.id}`, { method: "DELETE", token: a.token })).status,
    200,
  );
  assert.deepEqual((await storage.from("attachments").list(folder)).data, [], "the object is gone");
  assert.equal((await api(`/files/download/${upload.body.id}`, { token: a.token })).status, 404);
  assert.equal(
    (await api(`/chat-threads/threads/${thread.body.id}/messages`, { token: a.token })).status,
    404,
  );
});
