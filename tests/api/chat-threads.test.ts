import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import {
  NASTY_STRINGS,
  api,
  apiUrl,
  createClientFor,
  createUser,
  type TestUser,
} from "./helpers.ts";

const THREAD_FIELDS = ["clientId", "createdAt", "id", "lastMessageAt", "title"];
const MESSAGE_FIELDS = ["attachments", "content", "createdAt", "id", "role", "user", "userId"];
const LIST_FIELDS = [
  "company",
  "createdAt",
  "email",
  "id",
  "lastActivity",
  "lastMessage",
  "latestThread",
  "name",
  "notes",
  "phone",
  "priority",
  "stage",
  "status",
  "updatedAt",
];
const EMPTY_MESSAGE = "Message must have text or an attachment";
const BAD_IDS = ["not-a-uuid", "1' or '1'='1", "00000000-0000-0000-0000-00000000000g"];

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  [a, b, boss] = await Promise.all([
    createUser("SALES", "Chat A"),
    createUser("SALES", "Chat B"),
    createUser("ADMIN", "Chat Boss"),
  ]);
});

async function newThread(user: TestUser, clientId?: string, title?: string) {
  const id = clientId ?? (await createClientFor(user)).id;
  const res = await api(`/chat-threads/clients/${id}/threads`, {
    method: "POST",
    token: user.token,
    body: title === undefined ? {} : { title },
  });
  assert.equal(res.status, 201, res.text);
  return res.body as { id: string; clientId: string; title: string };
}

async function post(user: TestUser, threadId: string, body: unknown) {
  return api(`/chat-threads/threads/${threadId}/messages`, {
    method: "POST",
    token: user.token,
    body,
  });
}

async function say(user: TestUser, threadId: string, content: string) {
  const res = await post(user, threadId, { content, role: "user", attachments: [] });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

async function reply(user: TestUser, threadId: string, content: string) {
  const res = await api(`/chat-threads/threads/${threadId}/messages/ai-response`, {
    method: "POST",
    token: user.token,
    body: { content },
  });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

async function messages(user: TestUser, threadId: string) {
  const res = await api(`/chat-threads/threads/${threadId}/messages`, { token: user.token });
  assert.equal(res.status, 200, res.text);
  return res.body as { thread: any; messages: any[] };
}

async function listed(user: TestUser, clientId: string) {
  const res = await api("/chat-threads/clients-with-threads?limit=1000", { token: user.token });
  assert.equal(res.status, 200, res.text);
  return (res.body as any[]).find((c) => c.id === clientId);
}

async function uploadText(user: TestUser, name = "notes.txt", text = "notes") {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/plain" }), name);
  const res = await api("/files/upload", { method: "POST", token: user.token, rawBody: form });
  assert.equal(res.status, 201, res.text);
  return res.body as { id: string; originalName: string; mimeType: string; size: number };
}

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

test("GET clients-with-threads lists the caller's clients with threads, newest activity first", async () => {
  const [c1, c2, c3, lonely] = await Promise.all(
    [1, 2, 3, 4].map((i) => createClientFor(a, { name: `Ordering ${i}`, company: `Co ${i}` })),
  );
  const [t1, t2, t3] = [
    await newThread(a, c1.id),
    await newThread(a, c2.id),
    await newThread(a, c3.id),
  ];
  await say(a, t2.id, "two");
  await say(a, t1.id, "one");
  await say(a, t3.id, "three");
  const older = await newThread(a, c1.id, "Older");
  await say(a, older.id, "older thread, newest message");
  const res = await api("/chat-threads/clients-with-threads", { token: a.token });
  assert.equal(res.status, 200);
  assert.ok(Array.isArray(res.body));
  const mine = (res.body as any[]).filter((c) => [c1.id, c2.id, c3.id, lonely.id].includes(c.id));
  assert.deepEqual(
    mine.map((c) => c.name),
    ["Ordering 1", "Ordering 3", "Ordering 2"],
    "a client without a thread is not listed",
  );
  const first = mine[0];
  assert.deepEqual(Object.keys(first).sort(), LIST_FIELDS);
  assert.deepEqual(Object.keys(first.latestThread).sort(), ["id", "lastMessageAt", "unreadCount"]);
  assert.equal(first.latestThread.id, older.id);
  assert.equal(first.lastMessage, "older thread, newest message");
  assert.equal(first.lastActivity, first.latestThread.lastMessageAt);
  assert.equal(first.company, "Co 1");
  assert.equal(first.stage, "LEAD");
  const times = (res.body as any[]).map((c) => Date.parse(c.lastActivity));
  assert.deepEqual(
    times,
    [...times].sort((x, y) => y - x),
  );
  const quiet = await newThread(a, lonely.id);
  const now = await listed(a, lonely.id);
  assert.equal(now.lastMessage, null);
  assert.equal(now.latestThread.id, quiet.id);
  assert.equal(now.latestThread.lastMessageAt, null);
  assert.equal(now.latestThread.unreadCount, 0);
  assert.ok(!Number.isNaN(Date.parse(now.lastActivity)));
});

test("unread counts go up with each AI reply and back to 0 once the thread is read", async () => {
  const thread = await newThread(a);
  await say(a, thread.id, "Hello");
  assert.equal(
    (await listed(a, thread.clientId)).latestThread.unreadCount,
    0,
    "the rep's own message is read",
  );
  await reply(a, thread.id, "Hi! How can I help?");
  assert.equal((await listed(a, thread.clientId)).latestThread.unreadCount, 1);
  await reply(a, thread.id, "Anything else?");
  assert.equal((await listed(a, thread.clientId)).latestThread.unreadCount, 2);
  await messages(boss, thread.id);
  assert.equal(
    (await listed(a, thread.clientId)).latestThread.unreadCount,
    2,
    "an admin reading does not read for the rep",
  );
  assert.equal((await listed(boss, thread.clientId)).latestThread.unreadCount, 0);
  await messages(a, thread.id);
  assert.equal((await listed(a, thread.clientId)).latestThread.unreadCount, 0);
  await reply(a, thread.id, "One more thing");
  assert.equal((await listed(a, thread.clientId)).latestThread.unreadCount, 1);
  assert.equal((await listed(boss, thread.clientId)).latestThread.unreadCount, 1);
  await messages(a, thread.id);
  await messages(a, thread.id);
  assert.equal((await listed(a, thread.clientId)).latestThread.unreadCount, 0);
});

test("clients-with-threads takes a limit between 1 and 1000", async () => {
  const res = await api("/chat-threads/clients-with-threads?limit=1", { token: a.token });
  assert.equal(res.status, 200);
  assert.equal(res.body.length, 1);
  for (const limit of ["0", "-1", "1001", "1e9", "abc", "1; drop table clients"]) {
    const bad = await api(`/chat-threads/clients-with-threads?limit=${encodeURIComponent(limit)}`, {
      token: a.token,
    });
    assert.equal(bad.status, 400, limit);
    assert.equal(typeof bad.body.error, "string");
  }
});

test("another rep sees none of A's threads and gets 404 on every thread route; A's thread is unchanged", async () => {
  const thread = await newThread(a, undefined, "Private");
  const file = await uploadText(a);
  await post(a, thread.id, { content: "secret", attachments: [file.id] });
  await reply(a, thread.id, "secret reply");
  const before = await messages(a, thread.id);
  const list = await api("/chat-threads/clients-with-threads?limit=1000", { token: b.token });
  assert.equal(
    list.body.find((c: any) => c.id === thread.clientId),
    undefined,
  );
  for (const id of [thread.id, randomUUID(), ...BAD_IDS]) {
    const path = `/chat-threads/threads/${encodeURIComponent(id)}/messages`;
    const read = await api(path, { token: b.token });
    const posted = await api(path, {
      method: "POST",
      token: b.token,
      body: { content: "intrusion", role: "user", attachments: [] },
    });
    const ai = await api(`${path}/ai-response`, {
      method: "POST",
      token: b.token,
      body: { content: "intrusion" },
    });
    for (const res of [read, posted, ai]) {
      assert.equal(res.status, 404, id);
      assert.deepEqual(res.body, { error: "Thread not found" });
    }
  }
  const after = await messages(a, thread.id);
  const withoutUrls = (list: any[]) =>
    list.map((m) => ({
      ...m,
      attachments: m.attachments.map((f: any) => ({ ...f, url: undefined })),
    }));
  assert.deepEqual(withoutUrls(after.messages), withoutUrls(before.messages));
  assert.equal(after.messages.length, 2);
  assert.equal((await listed(a, thread.clientId)).latestThread.unreadCount, 0);
  const admin = await api("/chat-threads/clients-with-threads?limit=1000", { token: boss.token });
  assert.ok(
    admin.body.some((c: any) => c.id === thread.clientId),
    "an admin sees every rep's chats",
  );
  const adminRead = await messages(boss, thread.id);
  assert.equal(adminRead.messages.length, 2);
  const attachment = adminRead.messages[0].attachments[0];
  assert.equal((await fetch(attachment.url)).status, 200, "an admin can open the attachment");
  const adminPost = await post(boss, thread.id, { content: "admin note" });
  assert.equal(adminPost.status, 201);
  assert.equal(adminPost.body.user.name, "Chat Boss");
});

test("no token is 401 on every chat route", async () => {
  const thread = await newThread(a);
  const calls: [string, string, unknown?][] = [
    ["GET", "/chat-threads/clients-with-threads"],
    ["GET", `/chat-threads/threads/${thread.id}/messages`],
    ["POST", `/chat-threads/clients/${thread.clientId}/threads`, {}],
    ["POST", `/chat-threads/threads/${thread.id}/messages`, { content: "x" }],
    ["POST", `/chat-threads/threads/${thread.id}/messages/ai-response`, { content: "x" }],
  ];
  for (const [method, path, body] of calls) {
    for (const token of [undefined, "not-a-jwt"]) {
      const res = await api(path, { method, body, token });
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(typeof res.body.error, "string");
    }
  }
  assert.deepEqual((await messages(a, thread.id)).messages, []);
});
