// The contract holds for the write routes: each answer parses with the contract's response schema.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
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
