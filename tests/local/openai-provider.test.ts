import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { startStack, type Stack } from "../../local/stack.ts";

// The whole path with the `openai` provider: the edge function, configured as on
// a hosted project with OPENAI_API_KEY and OPENAI_BASE_URL, talking to a small
// OpenAI-compatible server on loopback.

let mode: "ok" | "fail" | "stall" = "ok";
const requests: any[] = [];
/** Called when a client hangs up on a stream the fake is still holding open. */
let onHangUp = () => {};
const fake = http.createServer((req, res) => {
  let body = "";
  req.on("data", (d) => (body += d));
  req.on("end", () => {
    const parsed = JSON.parse(body || "{}");
    requests.push(parsed);
    if (mode === "stall" && parsed.stream) {
      // Thinks for ever: only the client closing the connection ends this request.
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.once("close", () => onHangUp());
      return;
    }
    if (mode === "fail") {
      res.writeHead(500, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: { message: "upstream broke" } }));
    }
    if (parsed.stream) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const word of ["The ", "budget ", "is ", "$50k."]) {
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: word } }] })}\n\n`,
        );
      }
      return res.end("data: [DONE]\n\n");
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: "A tested answer." },
            finish_reason: "stop",
          },
        ],
      }),
    );
  });
});

let stack: Stack;
let dataDir: string;
let token: string;
let clientId: string;

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/functions/v1/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...init.headers,
    },
  });

/** The JSON data of each server-sent event of the chat stream. */
async function streamEvents(res: Response) {
  const events = [];
  for await (const { data } of res
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())) {
    events.push(JSON.parse(data));
  }
  return events;
}

before(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const { port } = fake.address() as AddressInfo;
  dataDir = mkdtempSync(join(tmpdir(), "crm-openai-"));
  stack = await startStack({
    dataDir,
    apiPort: 0,
    dbPort: 0,
    mailPorts: { web: 0, smtp: 0 },
    functionEnv: {
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_MODEL: "fake-model",
    },
  });
  const login = await fetch(`${stack.url}/functions/v1/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "sarah", password: "password123" }),
  });
  token = (await login.json()).session.access_token;
  const client = await (
    await api("/clients", { method: "POST", body: JSON.stringify({ name: "OpenAI Path Co" }) })
  ).json();
  clientId = client.id;
});

after(async () => {
  await stack?.stop();
  fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the chat streams the model's chunks through /api/chat/stream", async () => {
  mode = "ok";
  const res = await api("/chat/stream", {
    method: "POST",
    body: JSON.stringify({ message: "Budget?", clientId, attachments: [] }),
  });
  assert.equal(res.status, 200);
  const events = await streamEvents(res);
  assert.deepEqual(events, [
    { type: "chunk", content: "The " },
    { type: "chunk", content: "budget " },
    { type: "chunk", content: "is " },
    { type: "chunk", content: "$50k." },
    { type: "complete" },
  ]);
  const sent = requests.at(-1);
  assert.equal(sent.model, "fake-model");
  assert.match(
    sent.messages[0].content,
    /Sales Assistant Pro/,
    "the default chat persona shapes the prompt",
  );
});

test("a provider that fails becomes an error event, and a 502 with a clear message elsewhere", async () => {
  mode = "fail";
  const res = await api("/chat/stream", {
    method: "POST",
    body: JSON.stringify({ message: "Budget?", clientId, attachments: [] }),
  });
  assert.equal(res.status, 200);
  const events = await streamEvents(res);
  assert.deepEqual(events, [
    { type: "error", error: "The AI provider answered with an error (500)." },
  ]);
  const testAnswer = await api("/knowledge-base/configurations/chat/test", {
    method: "POST",
    body: JSON.stringify({ testInput: "hi" }),
  });
  assert.equal(testAnswer.status, 502);
  assert.deepEqual(await testAnswer.json(), {
    error: "The AI provider answered with an error (500).",
  });
  mode = "ok";
  const ok = await api("/knowledge-base/configurations/chat/test", {
    method: "POST",
    body: JSON.stringify({ testInput: "hi" }),
  });
  assert.deepEqual(await ok.json(), { response: "A tested answer." });
});

test("GET /api/ai/status names the model, and not the key or the server", async () => {
  const res = await api("/ai/status");
  assert.equal(res.status, 200);
  const text = await res.text();
  assert.deepEqual(JSON.parse(text), {
    provider: "openai",
    model: "fake-model",
    label: "fake-model",
  });
  const { port } = fake.address() as AddressInfo;
  assert.ok(!text.includes("test-key") && !text.includes(String(port)), text);
});

test("the rep closing the stream aborts the request to the model", async () => {
  mode = "stall";
  const hungUp = new Promise<void>((resolve) => (onHangUp = resolve));
  const asked = requests.length;
  const rep = new AbortController();
  const answer = api("/chat/stream", {
    method: "POST",
    body: JSON.stringify({ message: "Budget?", clientId, attachments: [] }),
    signal: rep.signal,
  });
  while (requests.length === asked) await new Promise((r) => setTimeout(r, 20));
  rep.abort();
  await assert.rejects(answer, { name: "AbortError" });
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error("the model's request outlived the rep's stream")),
      5_000,
    );
  });
  await Promise.race([hungUp, gaveUp]).finally(() => clearTimeout(timer));
  mode = "ok";
});

test("an analysis the model answers badly is the offline one, and the insights say so", async () => {
  mode = "ok";
  const thread = await (
    await api(`/chat-threads/clients/${clientId}/threads`, { method: "POST", body: "{}" })
  ).json();
  await api(`/chat-threads/threads/${thread.id}/messages`, {
    method: "POST",
    body: JSON.stringify({
      role: "user",
      content: "They have a budget of $50k and want a proposal by Friday.",
    }),
  });
  const reply = await api(`/chat-threads/threads/${thread.id}/messages/ai-response`, {
    method: "POST",
    body: JSON.stringify({ content: "A proposal is the next step." }),
  });
  assert.equal(reply.status, 201);
  const structured = requests.at(-1);
  assert.equal(
    structured.response_format.type,
    "json_schema",
    "the analysis asked for structured output",
  );
  const { latestAnalysis } = await (await api(`/insights/clients/${clientId}`)).json();
  assert.equal(latestAnalysis.provider, "local");
  assert.equal(latestAnalysis.model, null);
  assert.equal(
    latestAnalysis.fallback,
    "The model's answer (fake-model) was not valid JSON, so this is the offline assistant's analysis.",
  );
  assert.match(latestAnalysis.budgetBand, /50k/, "the offline analysis read the conversation");
});
