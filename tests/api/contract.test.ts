// The contract holds: every answer of /api, read as a rep and as an admin, parses with the contract's
// response schemas (strict objects, so a field the contract does not name fails). The write routes
// are in contract-writes.test.ts, the fixed lists against the database in contract-constraints.test.ts.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { z } from "zod";
import * as contract from "../../supabase/functions/_shared/contract/index.ts";
import { createClientFor, createUser, type TestUser } from "./helpers.ts";
import { answers, book, refusal } from "./contract-helpers.ts";

let rep: TestUser;
let boss: TestUser;

before(async () => {
  [rep, boss] = await Promise.all([
    createUser("SALES", "Contract Rep"),
    createUser("ADMIN", "Contract Admin"),
  ]);
});

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
    await answers(contract.emailListResponse, `/clients/${mine.client.id}/emails`, { token });
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
