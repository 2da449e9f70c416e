// Duplicates and merge over HTTP: the pairs a user sees, and a merge that moves everything under
// the dropped client to the kept one, never across reps.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, test } from "node:test";
import postgres from "postgres";
import { api, apiUrl, createClientFor, createUser, dueTimes, type TestUser } from "./helpers.ts";

const db = postgres(process.env.SUPABASE_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  [a, b, boss] = await Promise.all([
    createUser("SALES", "Merge Rep A"),
    createUser("SALES", "Merge Rep B"),
    createUser("ADMIN", "Merge Boss"),
  ]);
});

after(() => db.end());

const tag = () => randomUUID().slice(0, 8);

/** Two clients of the user that look alike: same name words, the second with the company's e-mail. */
async function lookalikes(user: TestUser) {
  const name = `Dana ${tag()} Smith`;
  const keep = await createClientFor(user, { name, company: "Acme", phone: "+1 555 0100" });
  const drop = await createClientFor(user, {
    name,
    company: "Acme Inc",
    email: `dana.${tag()}@acme.test`,
    stage: "PROPOSAL",
    dealValue: 5000,
    currency: "EUR",
  });
  return { keep, drop };
}

/** A follow-up, a thread with a message carrying a file, a document and an analysis under the client. */
async function fillUnder(user: TestUser, clientId: string) {
  const token = user.token;
  const followUp = await api("/followups", {
    method: "POST",
    token,
    body: { clientId, title: "Call Dana", dueAt: dueTimes().tomorrow },
  });
  assert.equal(followUp.status, 201, followUp.text);
  const thread = await api(`/chat-threads/clients/${clientId}/threads`, {
    method: "POST",
    token,
    body: { title: "Kick-off" },
  });
  assert.equal(thread.status, 201, thread.text);
  const form = new FormData();
  form.append("file", new Blob(["Budget: $40,000."], { type: "text/plain" }), "brief.txt");
  const file = await api("/files/upload", { method: "POST", token, rawBody: form });
  assert.equal(file.status, 201, file.text);
  const message = await api(`/chat-threads/threads/${thread.body.id}/messages`, {
    method: "POST",
    token,
    body: { content: "We have $40,000 for 25 seats.", attachments: [file.body.id] },
  });
  assert.equal(message.status, 201, message.text);
  const pdf = await fetch(`${apiUrl}/documents/generate-ai-proposal`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ title: "Seats proposal", userPrompt: "25 seats", clientId }),
  });
  assert.equal(pdf.status, 200, await pdf.clone().text());
  await pdf.arrayBuffer();
  // The AI writes analyses; the fixture stands in for one.
  await db`insert into public.client_analyses (client_id, stage, next_action) values (${clientId}, 'PROPOSAL', 'Send the quote')`;
  return { followUpId: followUp.body.id as string, threadId: thread.body.id as string };
}

const merge = (user: TestUser, body: unknown) =>
  api("/clients/merge", { method: "POST", token: user.token, body });

const pairIds = (body: { pairs: { a: { id: string }; b: { id: string } }[] }) =>
  body.pairs.map((p) => [p.a.id, p.b.id].sort().join(" "));

test("GET /clients/duplicates lists pairs among the rep's own clients only, with both clients", async () => {
  const mine = await lookalikes(a);
  const theirs = await lookalikes(b);
  // Rep B's client with Rep A's e-mail: a pair for the admin, never for either rep.
  await createClientFor(b, { name: `Other ${tag()}`, email: mine.drop.email });

  const res = await api("/clients/duplicates", { token: a.token });
  assert.equal(res.status, 200, res.text);
  const ids = pairIds(res.body);
  assert.ok(ids.includes([mine.keep.id, mine.drop.id].sort().join(" ")), "Rep A's pair is listed");
  const listed = new Set(res.body.pairs.flatMap((p: any) => [p.a.id, p.b.id]));
  assert.ok(!listed.has(theirs.keep.id) && !listed.has(theirs.drop.id), "no client of Rep B's");
  for (const pair of res.body.pairs) {
    assert.equal(pair.a.ownerId, a.id);
    assert.equal(pair.b.ownerId, a.id);
  }
  const pair = res.body.pairs.find((p: any) => [p.a.id, p.b.id].includes(mine.drop.id));
  assert.equal(pair.reason, "name_company");
  assert.ok(pair.score >= 0.6 && pair.score <= 1);
  assert.equal([pair.a, pair.b].find((c: any) => c.id === mine.drop.id).company, "Acme Inc");

  const strict = await api("/clients/duplicates?minScore=1", { token: a.token });
  assert.ok(!pairIds(strict.body).includes([mine.keep.id, mine.drop.id].sort().join(" ")));

  const all = await api("/clients/duplicates", { token: boss.token });
  assert.ok(
    all.body.pairs.some(
      (p: any) => p.reason === "email" && p.score === 1 && p.a.ownerId !== p.b.ownerId,
    ),
    "the admin sees the same e-mail across reps",
  );

  for (const query of ["minScore=0.1", "minScore=abc", "minScore=2", "limit=5"]) {
    const bad = await api(`/clients/duplicates?${query}`, { token: a.token });
    assert.equal(bad.status, 400, query);
  }
  assert.equal((await api("/clients/duplicates")).status, 401);
});

test("POST /clients/merge takes the chosen fields and moves everything to the kept client", async () => {
  const { keep, drop } = await lookalikes(a);
  const { followUpId, threadId } = await fillUnder(a, drop.id);
  await db`insert into public.client_analyses (client_id, stage, created_at) values (${keep.id}, 'LEAD', now() - interval '1 day')`;

  const res = await merge(a, {
    keepId: keep.id,
    dropId: drop.id,
    fields: {
      name: "keep",
      email: "drop",
      phone: "keep",
      company: "drop",
      stage: "drop",
      dealValue: "drop",
    },
  });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.id, keep.id);
  assert.equal(res.body.email, drop.email);
  assert.equal(res.body.company, "Acme Inc");
  assert.equal(res.body.phone, "+1 555 0100");
  assert.equal(res.body.stage, "PROPOSAL");
  assert.equal(res.body.dealValue, 5000);
  assert.equal(res.body.currency, "EUR");
  assert.equal(res.body.nextFollowUp?.id, followUpId, "the moved follow-up is the next one");

  assert.equal((await api(`/clients/${drop.id}`, { token: a.token })).status, 404);

  const overview = await api(`/clients/${keep.id}/overview`, { token: a.token });
  assert.equal(overview.status, 200);
  assert.deepEqual(
    overview.body.followUps.map((f: any) => f.id),
    [followUpId],
  );
  assert.equal(overview.body.documents.length, 1, "the document moved");
  assert.equal(overview.body.messageCount, 1, "the message moved with its thread");
  assert.equal(
    overview.body.latestAnalysis.nextAction,
    "Send the quote",
    "the newer analysis is current",
  );
  assert.ok(
    overview.body.history.some((h: any) => h.title === `Merged "${drop.name}" into this client`),
    "the merge is in the kept client's history",
  );
  const thread = await api(`/chat-threads/threads/${threadId}/messages`, { token: a.token });
  assert.equal(thread.status, 200);
  assert.equal(thread.body.messages[0].attachments.length, 1, "with its attachment");
  const [{ analyses }] =
    await db`select count(*)::int as analyses from public.client_analyses where client_id = ${keep.id}`;
  assert.equal(analyses, 2, "both analyses are the kept client's");
});

test("a rep cannot merge another rep's client, either way: 404 and nothing changes", async () => {
  const mine = await lookalikes(a);
  const { threadId } = await fillUnder(a, mine.drop.id);
  const own = await createClientFor(b, { name: `B own ${tag()}` });
  const attempts = [
    { keepId: mine.keep.id, dropId: mine.drop.id },
    { keepId: own.id, dropId: mine.drop.id },
    { keepId: mine.keep.id, dropId: own.id },
  ];
  for (const ids of attempts) {
    const res = await merge(b, { ...ids, fields: { name: "drop" } });
    assert.equal(res.status, 404, JSON.stringify(ids));
    assert.equal(res.body.error, "Client not found");
  }
  assert.equal((await api(`/clients/${mine.drop.id}`, { token: a.token })).status, 200);
  assert.equal((await api(`/clients/${own.id}`, { token: b.token })).status, 200);
  const kept = await api(`/clients/${mine.keep.id}`, { token: a.token });
  assert.equal(kept.body.company, "Acme");
  const [thread] = await db`select client_id from public.chat_threads where id = ${threadId}`;
  assert.equal(thread.client_id, mine.drop.id, "the thread has not moved");
  const missing = await merge(a, { keepId: mine.keep.id, dropId: randomUUID(), fields: {} });
  assert.equal(missing.status, 404);
});

test("bad merge requests are 400s that say what is wrong", async () => {
  const { keep, drop } = await lookalikes(a);
  const cases: [unknown, string][] = [
    [{ keepId: keep.id, dropId: keep.id, fields: {} }, "A client cannot be merged into itself"],
    [
      { keepId: keep.id, dropId: keep.id.toUpperCase(), fields: {} },
      "A client cannot be merged into itself",
    ],
    [{ keepId: keep.id, dropId: "nope", fields: {} }, "dropId: must be a client id"],
    [{ dropId: drop.id, fields: {} }, "keepId: is required"],
    [
      { keepId: keep.id, dropId: drop.id, fields: { name: "both" } },
      "fields.name: has an invalid value",
    ],
    [
      { keepId: keep.id, dropId: drop.id, fields: { ownerId: "drop" } },
      "Unknown field: fields.ownerId",
    ],
    [{ keepId: keep.id, dropId: drop.id }, "fields: is required"],
    [{ keepId: keep.id, dropId: drop.id, fields: {}, extra: 1 }, "Unknown field: extra"],
  ];
  for (const [body, error] of cases) {
    const res = await merge(a, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.error, error, JSON.stringify(body));
  }
  const notJson = await api("/clients/merge", {
    method: "POST",
    token: a.token,
    rawBody: "{",
    headers: { "content-type": "application/json" },
  });
  assert.equal(notJson.status, 400);
  assert.equal(
    (await api(`/clients/${drop.id}`, { token: a.token })).status,
    200,
    "nothing merged",
  );
});

test("an admin merges clients of two reps: the kept client's owner gets everything", async () => {
  const kept = await createClientFor(a, { name: `Cross ${tag()}` });
  const dropped = await createClientFor(b, { name: `Cross ${tag()}` });
  const { threadId } = await fillUnder(b, dropped.id);
  const res = await merge(boss, { keepId: kept.id, dropId: dropped.id, fields: {} });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.ownerId, a.id);
  assert.equal(
    (await api(`/chat-threads/threads/${threadId}/messages`, { token: a.token })).status,
    200,
  );
  assert.equal(
    (await api(`/chat-threads/threads/${threadId}/messages`, { token: b.token })).status,
    404,
  );
});
