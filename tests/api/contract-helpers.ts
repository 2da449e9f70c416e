// The contract tests' means: call a route and parse its answer with the contract, and book a
// client with everything the GET routes read, made through the API.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { createParser } from "eventsource-parser";
import { z } from "zod";
import * as contract from "../../supabase/functions/_shared/contract/index.ts";
import { api, apiUrl, dueTimes, type ApiOptions, type TestUser } from "./helpers.ts";

/** Calls the route and parses its answer with `schema`; returns the parsed body. */
export async function answers<S extends z.ZodType>(
  schema: S,
  path: string,
  options: ApiOptions & { status?: number } = {},
) {
  const res = await api(path, options);
  const call = `${options.method ?? "GET"} ${path}`;
  assert.equal(res.status, options.status ?? 200, `${call}: ${res.text}`);
  const parsed = schema.safeParse(res.body);
  assert.ok(
    parsed.success,
    `${call} does not match the contract:\n${parsed.success ? "" : z.prettifyError(parsed.error)}`,
  );
  return parsed.data as z.output<S>;
}

export const refusal = (path: string, status: number, options: ApiOptions = {}) =>
  answers(contract.errorResponse, path, { ...options, status });

function upload(user: TestUser) {
  const form = new FormData();
  form.append(
    "file",
    new Blob(["Budget: $40,000 for 25 seats."], { type: "text/plain" }),
    "brief.txt",
  );
  return answers(contract.storedFile, "/files/upload", {
    method: "POST",
    token: user.token,
    rawBody: form,
    status: 201,
  });
}

/** The chat stream's events, each parsed with the contract's event schema. */
async function streamEvents(user: TestUser, body: unknown) {
  const response = await fetch(`${apiUrl}/chat/stream`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200);
  const events: contract.ChatStreamEvent[] = [];
  const parser = createParser({
    onEvent: (event) => events.push(contract.chatStreamEvent.parse(JSON.parse(event.data))),
  });
  parser.feed(await response.text());
  return events;
}

/** A client with a conversation, an analysis, a follow-up and a document, made through the API. */
export async function book(user: TestUser) {
  const client = await answers(contract.clientResponse, "/clients", {
    method: "POST",
    token: user.token,
    body: {
      name: `Contract Co ${randomUUID().slice(0, 6)}`,
      company: "Contract Inc",
      dealValue: 40000,
      priority: "HIGH",
    },
    status: 201,
  });
  const followUp = await answers(contract.followUpResponse, "/followups", {
    method: "POST",
    token: user.token,
    body: { clientId: client.id, title: "Send the quote", dueAt: dueTimes().tomorrow },
    status: 201,
  });
  const thread = await answers(
    contract.createdThreadResponse,
    `/chat-threads/clients/${client.id}/threads`,
    {
      method: "POST",
      token: user.token,
      body: { title: "Kick-off" },
      status: 201,
    },
  );
  const file = await upload(user);
  const messages = `/chat-threads/threads/${thread.id}/messages`;
  const message = "We have $40,000 for 25 seats and need it live by March; the CFO signs.";
  await answers(contract.chatMessageResponse, messages, {
    method: "POST",
    token: user.token,
    body: { content: message, attachments: [file.id] },
    status: 201,
  });
  const events = await streamEvents(user, {
    message,
    clientId: client.id,
    threadId: thread.id,
    attachments: [file.id],
  });
  assert.equal(events.at(-1)?.type, "complete");
  const reply = events.map((e) => (e.type === "chunk" ? e.content : "")).join("");
  await answers(contract.chatMessageResponse, `${messages}/ai-response`, {
    method: "POST",
    token: user.token,
    body: { content: reply },
    status: 201,
  });
  const pdf = await fetch(`${apiUrl}/documents/generate-ai-proposal`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      title: "Seats proposal",
      userPrompt: "25 seats with onboarding",
      clientId: client.id,
    }),
  });
  assert.equal(pdf.status, 200, await pdf.clone().text());
  await pdf.arrayBuffer();
  const started = await answers(contract.importResponse, "/imports", {
    method: "POST",
    token: user.token,
    body: { fileName: "contract.csv", totalRows: 2 },
    status: 201,
  });
  await answers(contract.importBatchResponse, `/imports/${started.id}/batches`, {
    method: "POST",
    token: user.token,
    body: {
      batchNo: 1,
      rows: [
        { rowNo: 1, action: "create", values: { name: `Imported ${randomUUID().slice(0, 6)}` } },
        { rowNo: 2, action: "create", values: { name: "" } },
      ],
    },
    status: 201,
  });
  return { client, followUp, thread, import: started };
}
