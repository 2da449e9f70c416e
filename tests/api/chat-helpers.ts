// What the chat-threads tests do again and again: open a thread, post, reply, read, list, upload.
import assert from "node:assert/strict";
import { api, createClientFor, createUser, type TestUser } from "./helpers.ts";

export const BAD_IDS = ["not-a-uuid", "1' or '1'='1", "00000000-0000-0000-0000-00000000000g"];

/** Two reps and an admin, named as the chat tests expect to see them. */
export function chatUsers() {
  return Promise.all([
    createUser("SALES", "Chat A"),
    createUser("SALES", "Chat B"),
    createUser("ADMIN", "Chat Boss"),
  ]);
}

export async function newThread(user: TestUser, clientId?: string, title?: string) {
  const id = clientId ?? (await createClientFor(user)).id;
  const res = await api(`/chat-threads/clients/${id}/threads`, {
    method: "POST",
    token: user.token,
    body: title === undefined ? {} : { title },
  });
  assert.equal(res.status, 201, res.text);
  return res.body as { id: string; clientId: string; title: string };
}

export async function post(user: TestUser, threadId: string, body: unknown) {
  return api(`/chat-threads/threads/${threadId}/messages`, {
    method: "POST",
    token: user.token,
    body,
  });
}

export async function say(user: TestUser, threadId: string, content: string) {
  const res = await post(user, threadId, { content, role: "user", attachments: [] });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

export async function reply(user: TestUser, threadId: string, content: string) {
  const res = await api(`/chat-threads/threads/${threadId}/messages/ai-response`, {
    method: "POST",
    token: user.token,
    body: { content },
  });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

export async function messages(user: TestUser, threadId: string) {
  const res = await api(`/chat-threads/threads/${threadId}/messages`, { token: user.token });
  assert.equal(res.status, 200, res.text);
  return res.body as { thread: any; messages: any[] };
}

export async function listed(user: TestUser, clientId: string) {
  const res = await api("/chat-threads/clients-with-threads?limit=1000", { token: user.token });
  assert.equal(res.status, 200, res.text);
  return (res.body as any[]).find((c) => c.id === clientId);
}

export async function uploadText(user: TestUser, name = "notes.txt", text = "notes") {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/plain" }), name);
  const res = await api("/files/upload", { method: "POST", token: user.token, rawBody: form });
  assert.equal(res.status, 201, res.text);
  return res.body as { id: string; originalName: string; mimeType: string; size: number };
}
