// The contract holds: every answer of /api, read as a rep and as an admin, parses with the contract's
// response schemas (strict objects, so a field the contract does not name fails), and the contract's
// fixed lists are the database's check constraints.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { createParser } from "eventsource-parser";
import postgres from "postgres";
import { z } from "zod";
import * as contract from "../../supabase/functions/_shared/contract/index.ts";
import {
  api,
  apiUrl,
  createClientFor,
  createUser,
  dueTimes,
  type ApiOptions,
  type TestUser,
} from "./helpers.ts";

let rep: TestUser;
let boss: TestUser;

before(async () => {
  [rep, boss] = await Promise.all([
    createUser("SALES", "Contract Rep"),
    createUser("ADMIN", "Contract Admin"),
  ]);
});

/** Calls the route and parses its answer with `schema`; returns the parsed body. */
async function answers<S extends z.ZodType>(
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

const refusal = (path: string, status: number, options: ApiOptions = {}) =>
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
async function book(user: TestUser) {
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

test("every GET route answers as the contract says, for a rep and for an admin", async () => {
  const mine = await book(rep);
  for (const user of [rep, boss]) {
    const token = user.token;
    await answers(contract.healthResponse, "/health");
    await answers(contract.profileResponse, "/user", { token });
    await answers(contract.clientListResponse, "/clients", { token });
    await answers(contract.clientResponse, `/clients/${mine.client.id}`, { token });
    const overview = await answers(
      contract.clientOverviewResponse,
      `/clients/${mine.client.id}/overview`,
      { token },
    );
    assert.ok(
      overview.latestAnalysis &&
        overview.followUps.length &&
        overview.documents.length &&
        overview.history.length,
    );
    await answers(contract.chatClientResponse.array(), "/chat-threads/clients-with-threads", {
      token,
    });
    const thread = await answers(
      contract.threadWithMessagesResponse,
      `/chat-threads/threads/${mine.thread.id}/messages`,
      { token },
    );
    assert.ok(
      thread.messages.some((m) => m.attachments.length === 1 && m.user),
      "a message with its author and attachment",
    );
    await answers(contract.chatHistoryResponse, `/chat/history/${mine.client.id}`, { token });
    await answers(contract.insightsResponse, `/insights/clients/${mine.client.id}`, { token });
    const documents = await answers(contract.documentListResponse, "/documents", { token });
    assert.ok(documents.total >= 1);
    await answers(contract.documentListResponse, `/documents?clientId=${mine.client.id}`, {
      token,
    });
    await answers(contract.followUpListResponse, "/followups", { token });
    await answers(
      contract.followUpListResponse,
      "/followups?status=pending&dateFilter=overdue&timeZone=Europe/Warsaw",
      { token },
    );
    await answers(contract.kpisResponse, "/dashboard/kpis", { token });
    const activity = await answers(contract.activityListResponse, "/dashboard/activity?limit=50", {
      token,
    });
    assert.ok(activity.activities.length);
    await answers(contract.adminOverviewResponse, "/admin/overview", { token });
    await answers(contract.userListResponse, "/users", { token });
    await answers(contract.aiStatusResponse, "/ai/status", { token });
    await answers(contract.importListResponse, "/imports", { token });
    await answers(contract.importResponse, `/imports/${mine.import.id}`, { token });
    for (const aiType of contract.AI_TYPES) {
      await answers(contract.oneConfigurationResponse, `/knowledge-base/configurations/${aiType}`, {
        token,
      });
    }
  }
  // A client with no analysis yet answers the defaults.
  const fresh = await createClientFor(rep);
  const empty = await answers(contract.insightsResponse, `/insights/clients/${fresh.id}`, {
    token: rep.token,
  });
  assert.equal(empty.latestAnalysis.createdAt, null);
});

test("the pipeline and the admin-only GET routes answer as the contract says; a rep gets the error shape", async () => {
  await book(rep);
  for (const user of [rep, boss]) {
    await answers(contract.pipelineBoard, "/pipeline", { token: user.token });
    await answers(contract.pipelineColumnPage, "/pipeline/columns/LEAD", { token: user.token });
    await answers(contract.dealReasonList, "/pipeline/reasons", { token: user.token });
  }
  const adminOnly: [z.ZodType, string][] = [
    [contract.auditPageResponse, "/admin/audit"],
    [contract.pipelineSettings, "/admin/pipeline-settings"],
    [contract.exchangeRateList, "/admin/exchange-rates"],
    [contract.dealReasonList, "/admin/deal-reasons"],
    [contract.forecast, "/admin/forecast"],
  ];
  for (const [schema, path] of adminOnly) {
    await answers(schema, path, { token: boss.token });
    await refusal(path, 403, { token: rep.token });
  }
});

test("the write routes answer as the contract says", async () => {
  const { client, followUp } = await book(rep);
  const token = rep.token;
  await answers(contract.clientResponse, `/clients/${client.id}`, {
    method: "PUT",
    token,
    body: { name: "Renamed Co", stage: "PROPOSAL" },
  });
  await answers(contract.followUpResponse, `/followups/${followUp.id}`, {
    method: "PATCH",
    token,
    body: { status: "done" },
  });
  await answers(contract.followUpDraftResponse, "/followups/draft", {
    method: "POST",
    token,
    body: { clientId: client.id },
  });
  await answers(contract.followUpResponse, "/followups/suggested", {
    method: "POST",
    token,
    body: { clientId: client.id },
    status: 201,
  });
  await answers(contract.successResponse, `/followups/${followUp.id}`, { method: "DELETE", token });

  const saved = await answers(contract.oneConfigurationResponse, "/knowledge-base/configurations", {
    method: "POST",
    token,
    body: {
      aiType: "chat",
      personaName: "Contract Coach",
      responseStyle: "formal",
      systemInstructions: "Be brief.",
    },
  });
  const configurationId = saved.configuration.id!;
  const example = await answers(
    contract.trainingExampleResponse,
    "/knowledge-base/training-examples",
    {
      method: "POST",
      token,
      body: {
        configurationId,
        title: "Greeting",
        input: "Hi",
        expectedOutput: "Hello, how can I help?",
      },
      status: 201,
    },
  );
  await answers(
    contract.trainingExampleListResponse,
    `/knowledge-base/training-examples/${configurationId}`,
    { token },
  );
  await answers(contract.testAiResponse, "/knowledge-base/configurations/chat/test", {
    method: "POST",
    token,
    body: { testInput: "Hello" },
  });
  await answers(contract.successResponse, `/knowledge-base/training-examples/${example.id}`, {
    method: "DELETE",
    token,
  });

  const username = `c${randomUUID().slice(0, 8)}`;
  const user = await answers(contract.userResponse, "/users", {
    method: "POST",
    token: boss.token,
    body: {
      name: "Contract Newcomer",
      email: `${username}@test.example`,
      username,
      role: "SALES",
      password: "contract-pass-1",
    },
    status: 201,
  });
  await answers(contract.userResponse, `/users/${user.id}`, {
    method: "PATCH",
    token: boss.token,
    body: { name: "Contract Renamed" },
  });
  const signedIn = await answers(contract.signedInResponse, "/login", {
    method: "POST",
    body: { username, password: "contract-pass-1" },
  });
  await answers(contract.successResponse, "/logout", {
    method: "POST",
    token: signedIn.session.access_token,
  });
  await answers(contract.successResponse, `/users/${user.id}`, {
    method: "DELETE",
    token: boss.token,
  });
  await answers(contract.successResponse, `/clients/${client.id}`, { method: "DELETE", token });

  const duplicates = await answers(contract.importDuplicatesResponse, "/imports/duplicates", {
    method: "POST",
    token,
    body: {
      rows: [
        { rowNo: 1, name: "Renamed Co", company: "Contract Inc" },
        { rowNo: 2, name: "Renamed Co", company: "Contract Inc" },
      ],
    },
  });
  assert.ok(duplicates.rows.length === 2, "the two rows are each other's duplicates");
  const imported = (await answers(contract.importListResponse, "/imports", { token })).imports[0];
  await answers(contract.importResponse, `/imports/${imported.id}/finish`, {
    method: "POST",
    token,
  });
  await answers(contract.importResponse, `/imports/${imported.id}/undo`, { method: "POST", token });
});

test("the duplicates and merge routes answer as the contract says", async () => {
  const email = `twin.${randomUUID().slice(0, 8)}@contract.test`;
  const keep = await createClientFor(rep, { name: "Contract Twin", email });
  const drop = await createClientFor(rep, { name: "Contract Twin", email, company: "Twin Inc" });
  for (const user of [rep, boss]) {
    const { pairs } = await answers(contract.duplicatesResponse, "/clients/duplicates", {
      token: user.token,
    });
    assert.ok(pairs.some((p) => [p.a.id, p.b.id].includes(drop.id)));
  }
  await answers(contract.clientResponse, "/clients/merge", {
    method: "POST",
    token: rep.token,
    body: { keepId: keep.id, dropId: drop.id, fields: { company: "drop" } },
  });
  await refusal("/clients/merge", 404, {
    method: "POST",
    token: rep.token,
    body: { keepId: keep.id, dropId: drop.id, fields: {} },
  });
});

test("the invitation routes answer as the contract says; a rep gets the error shape", async () => {
  const username = `i${randomUUID().slice(0, 8)}`;
  const invitation = await answers(contract.invitationResponse, "/users/invite", {
    method: "POST",
    token: boss.token,
    body: { name: "Contract Invitee", email: `${username}@test.example`, username, role: "SALES" },
    status: 201,
  });
  await answers(contract.invitationListResponse, "/users/invitations", { token: boss.token });
  await refusal("/users/invitations", 403, { token: rep.token });
  await answers(contract.invitationResponse, `/users/${invitation.id}/invitation/resend`, {
    method: "POST",
    token: boss.token,
  });
  await answers(contract.successResponse, `/users/${invitation.id}/invitation`, {
    method: "DELETE",
    token: boss.token,
  });
  await refusal(`/users/${invitation.id}/invitation`, 404, { method: "DELETE", token: boss.token });
});

test("errors answer {error} (and sign-in failures their message)", async () => {
  await refusal("/clients/00000000-0000-4000-8000-000000000000", 404, { token: rep.token });
  await refusal("/clients", 400, { method: "POST", token: rep.token, body: { name: "" } });
  await refusal("/clients", 401);
  await refusal("/users", 403, { method: "POST", token: rep.token, body: {} });
  await refusal("/nowhere", 404, { token: rep.token });
  const login = await refusal("/login", 401, {
    method: "POST",
    body: { username: rep.username, password: "wrong-password" },
  });
  assert.equal(login.message, login.error);
});

/** The values a check constraint allows, e.g. CHECK ((role = ANY (ARRAY['ADMIN'::text, 'SALES'::text]))). */
const allowed = (definition: string) =>
  [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1].replace(/''/g, "'")).sort();

test("the contract's fixed lists are the database's check constraints", async (t) => {
  const db = postgres(process.env.SUPABASE_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });
  t.after(() => db.end());
  const lists: Record<string, readonly string[]> = {
    profiles_role_valid: contract.ROLES,
    clients_status_valid: contract.CLIENT_STATUSES,
    clients_stage_valid: contract.DEAL_STAGES,
    clients_priority_valid: contract.PRIORITIES,
    client_analyses_stage_valid: contract.DEAL_STAGES,
    client_analyses_priority_valid: contract.PRIORITIES,
    followups_status_valid: contract.FOLLOW_UP_STATUSES,
    messages_role_valid: contract.MESSAGE_ROLES,
    ai_configurations_type_valid: contract.AI_TYPES,
    ai_configurations_style_valid: contract.RESPONSE_STYLES,
    documents_kind_valid: contract.DOCUMENT_KINDS,
    activities_type_valid: contract.ACTIVITY_TYPES,
    client_imports_status_valid: contract.IMPORT_STATUSES,
  };
  const rows = await db<{ name: string; definition: string }[]>`
    select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace and conname in ${db(Object.keys(lists))}`;
  assert.deepEqual(rows.map((r) => r.name).sort(), Object.keys(lists).sort());
  for (const { name, definition } of rows) {
    assert.deepEqual(allowed(definition), [...lists[name]].sort(), name);
  }
});
