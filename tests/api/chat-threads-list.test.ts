// GET /api/chat-threads/clients-with-threads: the chat page's list of clients, their latest thread and its unread count.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { api, createClientFor, type TestUser } from "./helpers.ts";
import { chatUsers, listed, messages, newThread, reply, say } from "./chat-helpers.ts";

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

let a: TestUser;
let boss: TestUser;

before(async () => {
  [a, , boss] = await chatUsers();
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
