// Who may reach a chat thread: another rep gets 404 on every thread route, an admin sees every rep's chats, nobody without a token.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { api, type TestUser } from "./helpers.ts";
import {
  BAD_IDS,
  chatUsers,
  listed,
  messages,
  newThread,
  post,
  reply,
  uploadText,
} from "./chat-helpers.ts";

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  [a, b, boss] = await chatUsers();
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
