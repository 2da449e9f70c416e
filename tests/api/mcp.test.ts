// The MCP server as an AI tool reaches it: the SDK's own client over Streamable
// HTTP through the gateway, signed in with a rep's Supabase access token.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { api, createClientFor, createUser, dueTimes, type TestUser } from "./helpers.ts";
import { connect, data, failure } from "./mcp-helpers.ts";

const TOOLS = [
  "complete_follow_up",
  "create_follow_up",
  "draft_follow_up_email",
  "get_client",
  "list_clients",
  "list_follow_ups",
  "log_note",
  "pipeline_summary",
  "search",
  "send_followup_email",
];
const DOCUMENTS_TEMPLATE = "crm://clients/{clientId}/documents";

async function signIn(username: string, password: string) {
  const res = await api("/login", { method: "POST", body: { username, password } });
  assert.equal(res.status, 200, res.text);
  return res.body.session.access_token as string;
}

let a: TestUser;
let b: TestUser;
let mcpA: Client;
let mcpB: Client;

before(async () => {
  [a, b] = await Promise.all([createUser("SALES", "MCP A"), createUser("SALES", "MCP B")]);
  [mcpA, mcpB] = await Promise.all([connect(a.token), connect(b.token)]);
});

test("initialize names the server; the tools have schemas, descriptions and hints; documents are a resource template", async () => {
  assert.equal(mcpA.getServerVersion()?.name, "ai-sales-crm");
  assert.ok(mcpA.getServerCapabilities()?.tools);
  const { tools } = await mcpA.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
  for (const tool of tools) {
    assert.ok((tool.description ?? "").length > 40, tool.name);
    assert.equal(tool.inputSchema.type, "object", tool.name);
    assert.equal(typeof tool.annotations?.readOnlyHint, "boolean", tool.name);
    assert.equal(typeof tool.annotations?.destructiveHint, "boolean", tool.name);
  }
  const byName = new Map(tools.map((t) => [t.name, t]));
  assert.equal(byName.get("complete_follow_up")!.annotations!.destructiveHint, true);
  assert.equal(byName.get("search")!.annotations!.readOnlyHint, true);
  assert.deepEqual(byName.get("get_client")!.inputSchema.required, ["clientId"]);
  const stage = (byName.get("list_clients")!.inputSchema.properties as any).stage;
  assert.ok(stage.enum.includes("NEGOTIATION"), JSON.stringify(stage));
  const { resourceTemplates } = await mcpA.listResourceTemplates();
  assert.deepEqual(
    resourceTemplates.map((t) => t.uriTemplate),
    [DOCUMENTS_TEMPLATE],
  );
});

test("a seeded rep finds a client and reads its analysis; another seeded rep finds nothing", async () => {
  const sarah = await connect(await signIn("sarah", "password123"));
  const found = await data(sarah, "search", { query: "brightpath" });
  const emily = found.results.find((r: { kind: string }) => r.kind === "client");
  assert.equal(emily.clientName, "Emily Carter");
  assert.match(emily.snippet, /\*\*BrightPath\*\*/i);
  const { client, latestAnalysis } = await data(sarah, "get_client", { clientId: emily.id });
  assert.equal(client.company, "BrightPath Software");
  assert.ok(latestAnalysis.nextAction.length > 0);
  assert.ok(latestAnalysis.insights.length > 0);

  const marco = await connect(await signIn("marco", "password123"));
  assert.deepEqual((await data(marco, "search", { query: "brightpath" })).results, []);
  assert.equal(await failure(marco, "get_client", { clientId: emily.id }), "Client not found");
  await Promise.all([sarah.close(), marco.close()]);
});

test("a rep finds a client, schedules, lists and completes a follow-up, logs a note the web app shows, drafts an e-mail, reads its documents; another rep sees none of it", async () => {
  const company = `Mcp Works ${randomUUID().slice(0, 8)}`;
  const created = await createClientFor(a, {
    company,
    stage: "QUALIFIED",
    priority: "HIGH",
    dealValue: 42000,
  });

  const found = await data(mcpA, "search", { query: company.toLowerCase() });
  assert.deepEqual(
    found.results.map((r: { kind: string; id: string }) => [r.kind, r.id]),
    [["client", created.id]],
  );
  const listed = await data(mcpA, "list_clients", {
    stage: "QUALIFIED",
    priority: "HIGH",
    text: company,
  });
  assert.deepEqual(
    listed.clients.map((c: { id: string }) => c.id),
    [created.id],
  );
  assert.equal((await data(mcpA, "list_clients", { stage: "LEAD", text: company })).total, 0);

  const { laterToday } = dueTimes();
  const followUp = await data(mcpA, "create_follow_up", {
    clientId: created.id,
    title: "Call about the pilot",
    dueAt: laterToday,
  });
  assert.equal(followUp.status, "pending");
  assert.equal(followUp.client.id, created.id);
  const fromWeb = await api(`/followups?clientId=${created.id}`, { token: a.token });
  assert.deepEqual(
    fromWeb.body.followUps.map((f: { id: string }) => f.id),
    [followUp.id],
  );
  const due = await data(mcpA, "list_follow_ups", { when: "due", clientId: created.id });
  assert.deepEqual(
    due.followUps.map((f: { id: string }) => f.id),
    [followUp.id],
  );
  assert.equal(
    (await data(mcpA, "list_follow_ups", { when: "overdue", clientId: created.id })).total,
    0,
  );
  const overview = await data(mcpA, "get_client", { clientId: created.id });
  assert.equal(overview.client.nextFollowUp.id, followUp.id);
  const pipeline = await data(mcpA, "pipeline_summary", { text: company });
  const qualified = pipeline.stages.find((s: { stage: string }) => s.stage === "QUALIFIED");
  assert.equal(qualified.count, 1);
  // In the workspace currency (USD unless an admin changed it), or listed apart without a rate.
  const { value } = qualified;
  assert.ok(
    value.total === 42000 || value.unconverted.some((u: { amount: number }) => u.amount === 42000),
    JSON.stringify(value),
  );
  assert.equal(
    pipeline.stages.reduce((n: number, s: { count: number }) => n + s.count, 0),
    1,
  );

  // A word only this note has (letters only, so full-text search keeps it whole).
  const word = `pilot${randomUUID().replace(/[^a-f]/g, "")}`;
  const note = `Called them: budget approved at $45k for the ${word}, they want to sign by Friday`;
  const logged = await data(mcpA, "log_note", { clientId: created.id, content: note });
  assert.equal(logged.message.content, note);
  assert.equal(logged.message.role, "user");
  assert.ok(logged.latestAnalysis, "the note is analysed");
  const history = await api(`/chat/history/${created.id}`, { token: a.token });
  assert.deepEqual(history.body, [{ role: "user", content: note }]);
  const thread = await api(`/chat-threads/threads/${logged.message.threadId}/messages`, {
    token: a.token,
  });
  assert.deepEqual(
    thread.body.messages.map((m: { content: string }) => m.content),
    [note],
  );
  const inChat = await data(mcpA, "search", { query: word });
  assert.deepEqual(
    inChat.results.map((r: { kind: string; clientId: string; threadId: string }) => [
      r.kind,
      r.clientId,
      r.threadId,
    ]),
    [["message", created.id, logged.message.threadId]],
  );
  const insights = await api(`/insights/clients/${created.id}`, { token: a.token });
  assert.equal(insights.body.latestAnalysis.createdAt, logged.latestAnalysis.createdAt);

  const draft = await data(mcpA, "draft_follow_up_email", { clientId: created.id });
  assert.ok(draft.notes.length > 0);
  assert.equal(typeof draft.answeredBy.provider, "string");
  assert.equal(typeof draft.answeredBy.label, "string");

  const generated = await api("/documents/generate-ai-proposal", {
    method: "POST",
    token: a.token,
    body: {
      title: "Pilot proposal",
      userPrompt: "A two-week pilot for ten reps",
      clientId: created.id,
    },
  });
  assert.equal(generated.status, 200, generated.text);
  const uri = `crm://clients/${created.id}/documents`;
  const { resources } = await mcpA.listResources();
  assert.ok(
    resources.some((r) => r.uri === uri),
    JSON.stringify(resources),
  );
  const read = await mcpA.readResource({ uri });
  const documents = JSON.parse(String((read.contents[0] as { text: string }).text));
  assert.equal(documents.total, 1);
  assert.equal(documents.documents[0].title, "Pilot proposal");
  const download = await fetch(documents.documents[0].file.url);
  assert.equal(download.status, 200);
  assert.equal(download.headers.get("content-type"), "application/pdf");

  // Rep B: the same calls on rep A's records.
  assert.deepEqual((await data(mcpB, "search", { query: company })).results, []);
  assert.deepEqual((await data(mcpB, "search", { query: word })).results, []);
  assert.equal((await data(mcpB, "list_clients", { text: company })).total, 0);
  assert.equal(await failure(mcpB, "get_client", { clientId: created.id }), "Client not found");
  assert.equal((await data(mcpB, "list_follow_ups", { clientId: created.id })).total, 0);
  const pipelineB = await data(mcpB, "pipeline_summary", { text: company });
  assert.equal(
    pipelineB.stages.reduce((n: number, s: { count: number }) => n + s.count, 0),
    0,
  );
  assert.equal(
    await failure(mcpB, "create_follow_up", {
      clientId: created.id,
      title: "Steal",
      dueAt: laterToday,
    }),
    "Client not found",
  );
  assert.equal(
    await failure(mcpB, "complete_follow_up", { followUpId: followUp.id }),
    "Follow-up not found",
  );
  assert.equal(
    await failure(mcpB, "log_note", { clientId: created.id, content: "Not mine" }),
    "Client not found",
  );
  assert.equal(
    await failure(mcpB, "draft_follow_up_email", { clientId: created.id }),
    "Client not found",
  );
  assert.ok(!(await mcpB.listResources()).resources.some((r) => r.uri === uri));
  await assert.rejects(mcpB.readResource({ uri }), /Client not found/);
  const untouched = await api(`/clients/${created.id}/overview`, { token: a.token });
  assert.equal(untouched.body.messageCount, 1);
  assert.deepEqual(
    untouched.body.followUps.map((f: { id: string }) => f.id),
    [followUp.id],
  );

  const completed = await data(mcpA, "complete_follow_up", { followUpId: followUp.id });
  assert.equal(completed.status, "done");
  assert.ok(completed.completedAt);
  assert.equal(
    (await data(mcpA, "list_follow_ups", { when: "all", status: "pending", clientId: created.id }))
      .total,
    0,
  );
});
