// A client with a chat thread and the rep's messages in it, as the AI tests start from.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { api, createClientFor, type TestUser } from "./helpers.ts";

/** A new client of the rep's with one thread holding these user messages. */
export async function conversation(user: TestUser, turns: string[]) {
  const client = await createClientFor(user, {
    name: `Deal ${randomUUID().slice(0, 6)}`,
    company: "Northwind Logistics",
  });
  const thread = await api(`/chat-threads/clients/${client.id}/threads`, {
    method: "POST",
    token: user.token,
    body: {},
  });
  for (const content of turns) {
    const posted = await api(`/chat-threads/threads/${thread.body.id}/messages`, {
      method: "POST",
      token: user.token,
      body: { content, role: "user", attachments: [] },
    });
    assert.equal(posted.status, 201);
  }
  return { client, threadId: thread.body.id as string };
}
