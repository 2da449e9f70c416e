// Strict input: a JSON body or a query with a field the API does not know is a 400 naming it, and nothing is written.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import {
  api,
  createClientFor,
  createFollowUp,
  createUser,
  dueTimes,
  type TestUser,
} from "./helpers.ts";

let rep: TestUser;
let boss: TestUser;
let client: { id: string; name: string };

before(async () => {
  [rep, boss] = await Promise.all([
    createUser("SALES", "Strict Rep"),
    createUser("ADMIN", "Strict Admin"),
  ]);
  client = await createClientFor(rep, { name: "Strict Co" });
});

async function refused(
  path: string,
  expected: string,
  options: { method?: string; body?: unknown; token?: string } = {},
) {
  const res = await api(path, { token: rep.token, ...options });
  assert.equal(res.status, 400, `${options.method ?? "GET"} ${path}: ${res.text}`);
  assert.equal(res.body.error, expected, `${options.method ?? "GET"} ${path}`);
}

const followUpsOf = async (clientId: string) =>
  (await api(`/followups?clientId=${clientId}`, { token: rep.token })).body.followUps as {
    title: string;
    status: string;
  }[];

test('POST /api/followups with "status":"done" is a 400 naming status and creates nothing', async () => {
  const body = {
    clientId: client.id,
    title: "Call back",
    dueAt: dueTimes().tomorrow,
    status: "done",
  };
  await refused("/followups", "Unknown field: status", { method: "POST", body });
  assert.deepEqual(await followUpsOf(client.id), []);
});

test("unknown fields are named before any other problem, all of them, in the order sent", async () => {
  await refused("/followups", "Unknown fields: status, owner", {
    method: "POST",
    body: { clientId: client.id, status: "done", owner: "x" },
  });
  await refused("/clients", "Unknown fields: ownerId, createdAt", {
    method: "POST",
    body: { name: "Ghost Co", ownerId: boss.id, createdAt: "2020-01-01" },
  });
  const search = await api("/clients?search=Ghost", { token: rep.token });
  assert.equal(search.body.total, 0);
});

test("follow-up edits, drafts and suggestions refuse unknown fields and change nothing", async () => {
  const followUp = await createFollowUp(rep, client.id, { title: "Original title" });
  await refused(`/followups/${followUp.id}`, "Unknown field: clientId", {
    method: "PATCH",
    body: { title: "Changed", clientId: client.id },
  });
  assert.deepEqual(
    (await followUpsOf(client.id)).map((f) => f.title),
    ["Original title"],
  );
  await refused("/followups/draft", "Unknown field: tone", {
    method: "POST",
    body: { clientId: client.id, tone: "warm" },
  });
  await refused("/followups/suggested", "Unknown field: dueAt", {
    method: "POST",
    body: { clientId: client.id, dueAt: dueTimes().tomorrow },
  });
  assert.equal((await followUpsOf(client.id)).length, 1);
});

test("client edits refuse unknown fields and change nothing", async () => {
  await refused(`/clients/${client.id}`, "Unknown field: ownerId", {
    method: "PUT",
    body: { name: "Renamed", ownerId: boss.id },
  });
  const stored = await api(`/clients/${client.id}`, { token: rep.token });
  assert.equal(stored.body.name, "Strict Co");
});

test("queries refuse unknown parameters on every list", async () => {
  await refused("/clients?sort=name", "Unknown field: sort");
  await refused("/followups?page=2&sort=due", "Unknown fields: page, sort");
  await refused("/documents?kind=budget", "Unknown field: kind");
  await refused("/dashboard/kpis?range=month", "Unknown field: range");
  await refused("/dashboard/activity?type=message", "Unknown field: type");
  await refused("/chat-threads/clients-with-threads?offset=10", "Unknown field: offset");
  await refused("/admin/overview?userId=x", "Unknown field: userId", { token: boss.token });
});

test("chat bodies refuse unknown fields and store no thread or message", async () => {
  await refused(`/chat-threads/clients/${client.id}/threads`, "Unknown field: clientId", {
    method: "POST",
    body: { title: "Kick-off", clientId: client.id },
  });
  const listed = await api("/chat-threads/clients-with-threads", { token: rep.token });
  assert.equal(
    listed.body.find((c: { id: string }) => c.id === client.id)?.latestThread ?? null,
    null,
  );

  const thread = await api(`/chat-threads/clients/${client.id}/threads`, {
    method: "POST",
    token: rep.token,
    body: {},
  });
  assert.equal(thread.status, 201, thread.text);
  const messages = `/chat-threads/threads/${thread.body.id}/messages`;
  await refused(messages, "Unknown field: userId", {
    method: "POST",
    body: { content: "Hi", userId: boss.id },
  });
  await refused(`${messages}/ai-response`, "Unknown field: model", {
    method: "POST",
    body: { content: "Hello", model: "x" },
  });
  await refused("/chat/stream", "Unknown field: temperature", {
    method: "POST",
    body: { message: "Hi", clientId: client.id, temperature: 2 },
  });
  const stored = await api(messages, { token: rep.token });
  assert.deepEqual(stored.body.messages, []);
});

test("document generation refuses unknown fields before asking the AI", async () => {
  await refused("/documents/generate-ai-proposal", "Unknown field: pages", {
    method: "POST",
    body: { title: "Proposal", userPrompt: "A CRM rollout", pages: 40 },
  });
  const listed = await api("/documents", { token: rep.token });
  assert.equal(listed.body.total, 0);
});

test("knowledge base bodies refuse unknown fields, nested ones by their path", async () => {
  await refused("/knowledge-base/configurations", "Unknown field: userId", {
    method: "POST",
    body: { aiType: "chat", personaName: "Max", userId: boss.id },
  });
  const config = await api("/knowledge-base/configurations/chat", { token: rep.token });
  assert.equal(config.body.configuration.id ?? null, null, "nothing was saved");
  await refused("/knowledge-base/configurations/chat/test", "Unknown field: configuration.model", {
    method: "POST",
    body: { testInput: "Hello", configuration: { personaName: "Max", model: "gpt" } },
  });
  await refused("/knowledge-base/training-examples", "Unknown field: aiType", {
    method: "POST",
    body: {
      configurationId: client.id,
      title: "T",
      input: "I",
      expectedOutput: "O",
      aiType: "chat",
    },
  });
});

test("user bodies refuse unknown fields and create or change no user", async () => {
  await refused("/users", "Unknown field: avatarUrl", {
    token: boss.token,
    method: "POST",
    body: {
      name: "New Rep",
      email: "strict-new@test.example",
      username: "strictnew",
      role: "SALES",
      password: "long-enough-1",
      avatarUrl: "x",
    },
  });
  const users = await api("/users", { token: boss.token });
  assert.ok(!users.body.users.some((u: { username: string }) => u.username === "strictnew"));
  await refused(`/users/${rep.id}`, "Unknown field: email", {
    token: boss.token,
    method: "PATCH",
    body: { role: "ADMIN", email: "x@test.example" },
  });
  const me = await api("/user", { token: rep.token });
  assert.equal(me.body.role, "SALES");
});

test("bounded input: an over-long field and an over-full list are 400s", async () => {
  const res = await api("/clients", {
    method: "POST",
    token: rep.token,
    body: { name: "Long Co", currency: "EURO".repeat(1000) },
  });
  assert.equal(res.status, 400, res.text);
  const thread = await api(`/chat-threads/clients/${client.id}/threads`, {
    method: "POST",
    token: rep.token,
    body: {},
  });
  const many = Array.from(
    { length: 101 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  );
  const message = await api(`/chat-threads/threads/${thread.body.id}/messages`, {
    method: "POST",
    token: rep.token,
    body: { content: "Hi", attachments: many },
  });
  assert.equal(message.status, 400);
  assert.equal(message.body.error, "A message can have at most 10 attachments");
});

test("sign-in refuses unknown fields by name, and still says what the login screen says for a bad body", async () => {
  const res = await api("/login", {
    method: "POST",
    body: { username: rep.username, password: "test-password-1", remember: true },
  });
  assert.equal(res.status, 400);
  assert.equal(res.body.error, "Unknown field: remember");
  const missing = await api("/login", { method: "POST", body: { username: rep.username } });
  assert.equal(missing.status, 400);
  assert.equal(missing.body.error, "Please enter both username and password");
});

test("a route that takes no query refuses any parameter, and a write with one changes nothing", async () => {
  await refused(`/clients/${client.id}?expand=owner`, "Unknown field: expand");
  await refused(`/clients/${client.id}/overview?debug=1`, "Unknown field: debug");
  await refused(`/insights/clients/${client.id}?full=true`, "Unknown field: full");
  await refused("/ai/status?verbose=1", "Unknown field: verbose");
  await refused("/pipeline/reasons?kind=WON", "Unknown field: kind");
  await refused(`/clients/${client.id}?force=true`, "Unknown field: force", { method: "DELETE" });
  await refused(`/clients/${client.id}?notify=1`, "Unknown field: notify", {
    method: "PUT",
    body: { name: "Renamed Co" },
  });
  const kept = await api(`/clients/${client.id}`, { token: rep.token });
  assert.equal(kept.status, 200);
  assert.equal(kept.body.name, "Strict Co");
});
