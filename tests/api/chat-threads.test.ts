import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { NASTY_STRINGS, api, apiUrl, createClientFor, type TestUser } from "./helpers.ts";
import {
  BAD_IDS,
  chatUsers,
  listed,
  messages,
  newThread,
  post,
  reply,
  say,
  uploadText,
} from "./chat-helpers.ts";

const THREAD_FIELDS = ["clientId", "createdAt", "id", "lastMessageAt", "title"];
const MESSAGE_FIELDS = ["attachments", "content", "createdAt", "id", "role", "user", "userId"];
const EMPTY_MESSAGE = "Message must have text or an attachment";

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  [a, b, boss] = await chatUsers();
});

const today = () => new Date().toISOString().slice(0, 10);

test('POST /api/chat-threads/clients/{id}/threads answers 201 with the thread; the title defaults to "Chat {date}"', async () => {
  const client = await createClientFor(a);
  for (const body of [{}, { title: "" }, { title: "   " }, { title: null }]) {
    const res = await api(`/chat-threads/clients/${client.id}/threads`, {
      method: "POST",
      token: a.token,
      body,
    });
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(Object.keys(res.body).sort(), THREAD_FIELDS);
    assert.equal(res.body.clientId, client.id);
    assert.match(res.body.title, /^Chat \d{4}-\d{2}-\d{2}$/);
    assert.ok(Math.abs(Date.parse(res.body.title.slice(5)) - Date.parse(today())) <= 86_400_000);
    assert.equal(res.body.lastMessageAt, null);
    assert.ok(!Number.isNaN(Date.parse(res.body.createdAt)));
  }
  const titled = await api(`/chat-threads/clients/${client.id}/threads`, {
    method: "POST",
    token: a.token,
    body: { title: "  Budget talk  " },
  });
  assert.equal(titled.body.title, "Budget talk");
  const longest = await api(`/chat-threads/clients/${client.id}/threads`, {
    method: "POST",
    token: a.token,
    body: { title: "t".repeat(200) },
  });
  assert.equal(longest.status, 201);
});

test("thread titles in any script round-trip exactly", async () => {
  const client = await createClientFor(a);
  for (const title of NASTY_STRINGS) {
    const thread = await newThread(a, client.id, title);
    assert.equal(thread.title, title);
    assert.equal((await messages(a, thread.id)).thread.title, title);
  }
});

test("POST threads rejects bad bodies with a 400 JSON error", async () => {
  const client = await createClientFor(a);
  for (const body of [
    { title: "t".repeat(201) },
    { title: "x".repeat(100_000) },
    { title: 5 },
    { title: ["x"] },
    [],
    "str",
  ]) {
    const res = await api(`/chat-threads/clients/${client.id}/threads`, {
      method: "POST",
      token: a.token,
      body,
    });
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60));
    assert.equal(typeof res.body.error, "string");
  }
  const long = await api(`/chat-threads/clients/${client.id}/threads`, {
    method: "POST",
    token: a.token,
    body: { title: "t".repeat(201) },
  });
  assert.deepEqual(long.body, { error: "Title must be at most 200 characters" });
  const malformed = await api(`/chat-threads/clients/${client.id}/threads`, {
    method: "POST",
    token: a.token,
    rawBody: '{"title":',
    headers: { "content-type": "application/json" },
  });
  assert.deepEqual(
    [malformed.status, malformed.body],
    [400, { error: "Request body must be valid JSON" }],
  );
});

test('a thread on another rep\'s, an unknown or a malformed client is 404 "Client not found"; an admin may open one', async () => {
  const client = await createClientFor(a);
  for (const id of [client.id, randomUUID(), ...BAD_IDS]) {
    const res = await api(`/chat-threads/clients/${encodeURIComponent(id)}/threads`, {
      method: "POST",
      token: b.token,
      body: {},
    });
    assert.equal(res.status, 404, id);
    assert.deepEqual(res.body, { error: "Client not found" });
  }
  assert.equal(await listed(a, client.id), undefined, "B opened no thread on A's client");
  const byBoss = await newThread(boss, client.id, "Admin check-in");
  assert.equal(
    (await messages(a, byBoss.id)).thread.title,
    "Admin check-in",
    "the thread belongs to the client's rep",
  );
});

test("GET /api/chat-threads/threads/{id}/messages answers {thread, messages} oldest first", async () => {
  const client = await createClientFor(a, { company: "Acme", status: "QUALIFIED" });
  const thread = await newThread(a, client.id, "Discovery");
  const first = await say(a, thread.id, "We have 40k budget");
  const second = await reply(a, thread.id, "Great, what is the timeline?");
  const third = await say(a, thread.id, "Q3");
  const res = await messages(a, thread.id);
  assert.deepEqual(Object.keys(res).sort(), ["messages", "thread"]);
  assert.deepEqual(Object.keys(res.thread).sort(), [
    "client",
    "clientId",
    "createdAt",
    "id",
    "lastMessageAt",
    "title",
  ]);
  assert.deepEqual(res.thread.client, {
    id: client.id,
    name: client.name,
    company: "Acme",
    stage: "QUALIFIED",
  });
  assert.equal(res.thread.lastMessageAt, third.createdAt);
  assert.deepEqual(
    res.messages.map((m) => m.id),
    [first.id, second.id, third.id],
  );
  assert.deepEqual(res.messages[0], first);
  assert.deepEqual(res.messages[1], second);
  for (const message of res.messages) assert.deepEqual(Object.keys(message).sort(), MESSAGE_FIELDS);
  const empty = await messages(a, (await newThread(a, client.id)).id);
  assert.deepEqual(empty.messages, []);
});

test("POST a user message answers 201 with the message, its author and its attachments", async () => {
  const thread = await newThread(a);
  const file = await uploadText(a, "Zoë brief.txt", "brief");
  const res = await post(a, thread.id, {
    content: "  Here is the brief  ",
    role: "user",
    attachments: [file.id],
  });
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(Object.keys(res.body).sort(), MESSAGE_FIELDS);
  assert.equal(res.body.role, "user");
  assert.equal(res.body.content, "Here is the brief");
  assert.equal(res.body.userId, a.id);
  assert.deepEqual(res.body.user, { id: a.id, name: "Chat A", avatarUrl: null });
  assert.equal(res.body.attachments.length, 1);
  const [attachment] = res.body.attachments;
  assert.deepEqual(Object.keys(attachment).sort(), [
    "id",
    "mimeType",
    "originalName",
    "size",
    "url",
  ]);
  assert.deepEqual({ ...attachment, url: undefined }, { ...file, url: undefined });
  assert.ok(attachment.url.startsWith(`${apiUrl}/files/download/${file.id}?token=`));
  const download = await fetch(attachment.url);
  assert.equal(await download.text(), "brief");
});

test("a message may be only attachments; duplicates are ignored; at most 10", async () => {
  const thread = await newThread(a);
  const files = await Promise.all(Array.from({ length: 11 }, (_, i) => uploadText(a, `f${i}.txt`)));
  const only = await post(a, thread.id, { role: "user", attachments: [files[0].id] });
  assert.equal(only.status, 201, only.text);
  assert.equal(only.body.content, "");
  const ten = files.slice(0, 10).map((f) => f.id);
  const dup = await post(a, thread.id, {
    content: "ten",
    attachments: [...ten, ten[0], ten[1].toUpperCase()],
  });
  assert.equal(dup.status, 201, dup.text);
  assert.deepEqual(dup.body.attachments.map((f: any) => f.id).sort(), [...ten].sort());
  const eleven = await post(a, thread.id, {
    content: "eleven",
    attachments: files.map((f) => f.id),
  });
  assert.equal(eleven.status, 400);
  assert.deepEqual(eleven.body, { error: "A message can have at most 10 attachments" });
  assert.equal((await messages(a, thread.id)).messages.length, 2);
});

test("POST a message without text or attachments, with another role or too long is a 400", async () => {
  const thread = await newThread(a);
  for (const body of [
    {},
    { content: "" },
    { content: "   \n\t " },
    { content: null, attachments: [] },
    { content: "", role: "user", attachments: [] },
  ]) {
    const res = await post(a, thread.id, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { error: EMPTY_MESSAGE });
  }
  for (const role of ["assistant", "system", "USER", 5]) {
    const res = await post(a, thread.id, { content: "hi", role });
    assert.equal(res.status, 400, String(role));
    assert.equal(typeof res.body.error, "string");
  }
  const tooLong = await post(a, thread.id, { content: "x".repeat(20_001) });
  assert.deepEqual(
    [tooLong.status, tooLong.body],
    [400, { error: "Message must be at most 20,000 characters" }],
  );
  const longest = await post(a, thread.id, { content: "x".repeat(20_000) });
  assert.equal(longest.status, 201);
  for (const body of [
    { content: 5 },
    { content: ["x"] },
    { content: "x", attachments: "id" },
    { content: "x", attachments: [5] },
    [],
    "str",
  ]) {
    const res = await post(a, thread.id, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(typeof res.body.error, "string");
  }
  const malformed = await api(`/chat-threads/threads/${thread.id}/messages`, {
    method: "POST",
    token: a.token,
    rawBody: '{"content":',
    headers: { "content-type": "application/json" },
  });
  assert.deepEqual(
    [malformed.status, malformed.body],
    [400, { error: "Request body must be valid JSON" }],
  );
  assert.equal((await messages(a, thread.id)).messages.length, 1);
});

test('attachments must be the caller\'s own files, else 404 "File not found" and nothing is saved', async () => {
  const thread = await newThread(a);
  const mine = await uploadText(a);
  const theirs = await uploadText(b);
  for (const attachments of [
    [theirs.id],
    [mine.id, theirs.id],
    [randomUUID()],
    ["not-a-uuid"],
    [mine.id, "' or 1=1 --"],
  ]) {
    const res = await post(a, thread.id, { content: "with files", attachments });
    assert.equal(res.status, 404, JSON.stringify(attachments));
    assert.deepEqual(res.body, { error: "File not found" });
  }
  assert.deepEqual(
    (await messages(a, thread.id)).messages,
    [],
    "no message was saved without its attachments",
  );
  const byBoss = await post(boss, thread.id, {
    content: "admin uses A's file",
    attachments: [mine.id],
  });
  assert.deepEqual([byBoss.status, byBoss.body], [404, { error: "File not found" }]);
});

test("POST ai-response answers 201 with the assistant's message", async () => {
  const thread = await newThread(a);
  const res = await api(`/chat-threads/threads/${thread.id}/messages/ai-response`, {
    method: "POST",
    token: a.token,
    body: { content: "Based on your budget of $40k, I suggest…" },
  });
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(Object.keys(res.body).sort(), MESSAGE_FIELDS);
  assert.equal(res.body.role, "assistant");
  assert.equal(res.body.content, "Based on your budget of $40k, I suggest…");
  assert.equal(res.body.user, null);
  assert.deepEqual(res.body.attachments, []);
  for (const body of [
    {},
    { content: "" },
    { content: "  " },
    { content: 5 },
    { content: "x".repeat(100_001) },
  ]) {
    const bad = await api(`/chat-threads/threads/${thread.id}/messages/ai-response`, {
      method: "POST",
      token: a.token,
      body,
    });
    assert.equal(bad.status, 400, JSON.stringify(body).slice(0, 60));
    assert.equal(typeof bad.body.error, "string");
  }
  assert.equal((await messages(a, thread.id)).messages.length, 1);
});

test("text in any script and SQL-looking text round-trips exactly in messages", async () => {
  const thread = await newThread(a);
  for (const text of NASTY_STRINGS) {
    assert.equal((await say(a, thread.id, text)).content, text);
    assert.equal((await reply(a, thread.id, text)).content, text);
  }
  const stored = (await messages(a, thread.id)).messages.map((m) => m.content);
  assert.deepEqual(
    stored,
    NASTY_STRINGS.flatMap((text) => [text, text]),
  );
});
