import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { INSIGHT_TYPES } from "../../supabase/functions/_shared/contract/index.ts";
import { apiUrl, api, createClientFor, createUser, type TestUser } from "./helpers.ts";
import { conversation } from "./ai-helpers.ts";

let a: TestUser;
let b: TestUser;

before(async () => {
  [a, b] = await Promise.all([createUser("SALES", "AI Rep A"), createUser("SALES", "AI Rep B")]);
});

/** The stream's events, each with its JSON data read, as the chat screen reads them. */
async function streamEvents(token: string, body: unknown) {
  const response = await fetch(`${apiUrl}/chat/stream`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const raw = [];
  for await (const event of response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())) {
    raw.push(event);
  }
  return { response, names: raw.map((e) => e.event), events: raw.map((e) => JSON.parse(e.data)) };
}

test("POST /api/chat/stream answers server-sent events: chunks, then complete", async () => {
  const { client, threadId } = await conversation(a, [
    "Their CFO Maria confirmed a budget of $50k and wants to go live by end of Q1.",
  ]);
  const { response, names, events } = await streamEvents(a.token, {
    message: "What is the budget?",
    clientId: client.id,
    context: `Chat thread with ${client.name}`,
    attachments: [],
    threadId,
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get("content-type") ?? "", /^text\/event-stream/);
  assert.ok(
    names.every((name) => name === undefined),
    "every event is an unnamed message",
  );
  assert.ok(events.length >= 3);
  assert.deepEqual(events.at(-1), { type: "complete" });
  const chunks = events.slice(0, -1);
  assert.ok(chunks.every((e) => e.type === "chunk" && typeof e.content === "string"));
  const reply = chunks.map((e) => e.content).join("");
  assert.match(reply, /50k|50,000/i, "the reply uses the stated budget");
});

test("the stream reads attached text files", async () => {
  const client = await createClientFor(a, { name: "Attachment Reader Co" });
  const form = new FormData();
  form.append(
    "file",
    new Blob(["Requirement: single sign-on with SAML for 120 users."], { type: "text/plain" }),
    "requirements.txt",
  );
  const upload = await api("/files/upload", { method: "POST", token: a.token, rawBody: form });
  assert.equal(upload.status, 201);
  const { events } = await streamEvents(a.token, {
    message: "What does the attached file ask for?",
    clientId: client.id,
    attachments: [upload.body.id],
  });
  const reply = events
    .filter((e) => e.type === "chunk")
    .map((e) => e.content)
    .join("");
  assert.match(reply, /requirements\.txt|SAML|single sign-on/i);
});

test("the stream validates its body and refuses other reps' clients and files", async () => {
  const { client } = await conversation(a, ["Hello"]);
  const cases: Array<[unknown, number]> = [
    [{ message: "hi" }, 404],
    [{ message: "", clientId: client.id, attachments: [] }, 400],
    [{ message: "hi", clientId: "not-a-uuid" }, 400],
    [{ message: "hi", clientId: client.id, attachments: ["x"] }, 400],
    [{ message: "hi", clientId: client.id, threadId: randomUUID() }, 404],
    [{ message: "hi", clientId: client.id, attachments: [randomUUID()] }, 404],
  ];
  for (const [body, status] of cases) {
    const res = await api("/chat/stream", { method: "POST", token: a.token, body });
    assert.ok(
      res.status === status || (status === 404 && res.status === 400),
      `${JSON.stringify(body)} → ${res.status}`,
    );
    assert.equal(typeof res.body.error, "string");
  }
  const other = await api("/chat/stream", {
    method: "POST",
    token: b.token,
    body: { message: "hi", clientId: client.id },
  });
  assert.equal(other.status, 404);
  assert.deepEqual(other.body, { error: "Client not found" });
  assert.equal(
    (await api("/chat/stream", { method: "POST", body: { message: "hi", clientId: client.id } }))
      .status,
    401,
  );
});

test("saving the AI reply stores a new analysis that GET /api/insights serves", async () => {
  const { client, threadId } = await conversation(a, [
    "Spoke with Tom, their VP Sales. They have between 40 and 60 thousand dollars for this and asked us for a proposal by next Friday.",
  ]);
  const before = await api(`/insights/clients/${client.id}`, { token: a.token });
  assert.equal(before.status, 200);
  assert.deepEqual(
    {
      stage: before.body.latestAnalysis.stage,
      priority: before.body.latestAnalysis.priority,
      nextAction: before.body.latestAnalysis.nextAction,
    },
    {
      stage: "LEAD",
      priority: "MEDIUM",
      nextAction: "Continue the conversation to gather more insights",
    },
    "defaults before any analysis",
  );
  const reply = await api(`/chat-threads/threads/${threadId}/messages/ai-response`, {
    method: "POST",
    token: a.token,
    body: { content: "Great: a proposal is the next step." },
  });
  assert.equal(reply.status, 201);
  assert.equal(reply.body.role, "assistant");
  const after = await api(`/insights/clients/${client.id}`, { token: a.token });
  const analysis = after.body.latestAnalysis;
  assert.equal(analysis.stage, "PROPOSAL");
  assert.match(analysis.budgetBand, /40k.*60k/);
  assert.ok(analysis.confidence > 0 && analysis.confidence <= 1);
  assert.ok(analysis.nextAction.length > 10);
  assert.ok(
    analysis.suggestedFollowup.title && !Number.isNaN(Date.parse(analysis.suggestedFollowup.dueAt)),
  );
  assert.ok(Array.isArray(analysis.insights) && analysis.insights.length > 0);
  for (const insight of analysis.insights) {
    assert.ok(INSIGHT_TYPES.includes(insight.type));
  }
  assert.equal((await api(`/insights/clients/${client.id}`, { token: b.token })).status, 404);
});

test("GET /api/chat/history/{clientId} lists every thread's turns oldest first", async () => {
  const { client, threadId } = await conversation(a, ["First question"]);
  await api(`/chat-threads/threads/${threadId}/messages/ai-response`, {
    method: "POST",
    token: a.token,
    body: { content: "First answer" },
  });
  const second = await api(`/chat-threads/clients/${client.id}/threads`, {
    method: "POST",
    token: a.token,
    body: { title: "Second" },
  });
  await api(`/chat-threads/threads/${second.body.id}/messages`, {
    method: "POST",
    token: a.token,
    body: { content: "Second question", role: "user" },
  });
  const history = await api(`/chat/history/${client.id}`, { token: a.token });
  assert.equal(history.status, 200);
  assert.deepEqual(history.body, [
    { role: "user", content: "First question" },
    { role: "assistant", content: "First answer" },
    { role: "user", content: "Second question" },
  ]);
  assert.equal((await api(`/chat/history/${client.id}`, { token: b.token })).status, 404);
  assert.equal((await api("/chat/history/nope", { token: a.token })).status, 404);
});

test("the suggested follow-up is scheduled as AI generated; a drafted one is returned for approval", async () => {
  const { client, threadId } = await conversation(a, [
    "Their CEO wants a demo next week; the budget is €20k.",
  ]);
  await api(`/chat-threads/threads/${threadId}/messages/ai-response`, {
    method: "POST",
    token: a.token,
    body: { content: "Book the demo." },
  });
  const scheduled = await api("/followups/suggested", {
    method: "POST",
    token: a.token,
    body: { clientId: client.id },
  });
  assert.equal(scheduled.status, 201);
  assert.equal(scheduled.body.isAiGenerated, true);
  assert.equal(scheduled.body.clientId, client.id);
  const draft = await api("/followups/draft", {
    method: "POST",
    token: a.token,
    body: { clientId: client.id },
  });
  assert.equal(draft.status, 200);
  assert.ok(draft.body.title && draft.body.notes.length > 20 && draft.body.dueAt);
  assert.equal(draft.body.isAiGenerated, true);
  const bare = await createClientFor(a);
  const none = await api("/followups/suggested", {
    method: "POST",
    token: a.token,
    body: { clientId: bare.id },
  });
  assert.equal(none.status, 400);
  for (const path of ["/followups/suggested", "/followups/draft"]) {
    assert.equal(
      (await api(path, { method: "POST", token: b.token, body: { clientId: client.id } })).status,
      404,
    );
  }
});

test("POST /api/knowledge-base/configurations/{aiType}/test answers with the configuration", async () => {
  await api("/knowledge-base/configurations", {
    method: "POST",
    token: a.token,
    body: {
      aiType: "chat",
      personaName: "Closer Carla",
      responseStyle: "casual",
      systemInstructions: "Keep answers short.",
      isActive: true,
    },
  });
  const res = await api("/knowledge-base/configurations/chat/test", {
    method: "POST",
    token: a.token,
    body: { testInput: "How do I handle a price objection?" },
  });
  assert.equal(res.status, 200);
  assert.equal(typeof res.body.response, "string");
  assert.ok(res.body.response.length > 20);
  assert.equal(
    (
      await api("/knowledge-base/configurations/nope/test", {
        method: "POST",
        token: a.token,
        body: { testInput: "x" },
      })
    ).status,
    400,
  );
  const blank = await api("/knowledge-base/configurations/chat/test", {
    method: "POST",
    token: a.token,
    body: { testInput: "  " },
  });
  assert.equal(blank.status, 400);
  assert.equal(typeof blank.body.error, "string");
});

test("Test AI answers with the form's unsaved edits when it sends them, and saves nothing", async () => {
  await api("/knowledge-base/configurations", {
    method: "POST",
    token: a.token,
    body: {
      aiType: "proposal",
      personaName: "Proposal Pat",
      responseStyle: "formal",
      systemInstructions: "",
      isActive: true,
    },
  });
  const path = "/knowledge-base/configurations/proposal/test";
  const testInput = "Write a proposal for a CRM rollout.";
  const asSaved = await api(path, { method: "POST", token: a.token, body: { testInput } });
  assert.equal(asSaved.status, 200);
  assert.match(asSaved.body.response, /Proposal Pat/);

  const draft = {
    personaName: "Draft Dana",
    responseStyle: "casual",
    systemInstructions: "Mention the pilot.",
  };
  const asDrafted = await api(path, {
    method: "POST",
    token: a.token,
    body: { testInput, configuration: draft },
  });
  assert.equal(asDrafted.status, 200);
  assert.match(asDrafted.body.response, /Draft Dana/);
  assert.doesNotMatch(asDrafted.body.response, /Proposal Pat/);
  const stored = await api("/knowledge-base/configurations/proposal", { token: a.token });
  assert.equal(stored.body.configuration.personaName, "Proposal Pat");

  for (const configuration of [
    { ...draft, personaName: " " },
    { ...draft, responseStyle: "shouty" },
    "Draft Dana",
    { ...draft, systemInstructions: "x".repeat(20_001) },
  ]) {
    const bad = await api(path, {
      method: "POST",
      token: a.token,
      body: { testInput, configuration },
    });
    assert.equal(bad.status, 400, JSON.stringify(configuration).slice(0, 80));
    assert.equal(typeof bad.body.error, "string");
  }
});
