// send_followup_email as an AI tool calls it: the route's own send, through SMTP into the
// stand-in's catcher, once; the route's refusals as tool errors; never another rep's follow-up.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  CLIENT_HAS_NO_EMAIL,
  emailListResponse,
  emailResponse,
  FOLLOW_UP_ALREADY_EMAILED,
  followUpListResponse,
} from "../../supabase/functions/_shared/contract/index.ts";
import { caughtMails, waitForMails } from "../local/catcherInbox.ts";
import { api, createClientFor, createFollowUp, createUser, type TestUser } from "./helpers.ts";
import { connect, data, failure } from "./mcp-helpers.ts";

const catcher = process.env.MAIL_CATCHER_URL!;

let a: TestUser;
let mcpA: Client;
let mcpB: Client;

before(async () => {
  assert.ok(catcher, "MAIL_CATCHER_URL is set (scripts/test.ts starts the catcher)");
  const b = await createUser("SALES", "MCP Mail B");
  a = await createUser("SALES", "MCP Mail A");
  [mcpA, mcpB] = await Promise.all([connect(a.token), connect(b.token)]);
});

async function followUpOfClient(email: string | null) {
  const client = await createClientFor(a, { email });
  return { client, followUp: await createFollowUp(a, client.id, { title: "Send the offer" }) };
}

const draft = { subject: "Our offer", body: "Dear Dana,\n\n40 seats at €90.\n\nBest" };

test("the tool sends the approved draft once: into the catcher, the client's mail and the follow-up list", async () => {
  const address = `mcp-${randomUUID().slice(0, 8)}@client.test`;
  const { client, followUp } = await followUpOfClient(address);

  assert.equal(
    await failure(mcpB, "send_followup_email", { followUpId: followUp.id, ...draft }),
    "Follow-up not found",
    "another rep's follow-up is not found, and nothing is sent",
  );
  const sent = emailResponse.parse(
    await data(mcpA, "send_followup_email", { followUpId: followUp.id, ...draft }),
  );
  assert.equal(sent.status, "sent");
  assert.equal(sent.followUpId, followUp.id);
  assert.deepEqual(sent.toAddresses, [address]);
  assert.equal(sent.fromName, "MCP Mail A");
  const [mail] = await waitForMails(catcher, 1, address);
  assert.equal(mail.subject, "Our offer");

  assert.equal(
    await failure(mcpA, "send_followup_email", { followUpId: followUp.id, ...draft }),
    FOLLOW_UP_ALREADY_EMAILED,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal((await caughtMails(catcher, address)).length, 1, "the client gets one mail");

  const timeline = await api(`/clients/${client.id}/emails`, { token: a.token });
  assert.deepEqual(
    emailListResponse.parse(timeline.body).emails.map((e) => e.id),
    [sent.id],
  );
  const list = await api(`/followups?clientId=${client.id}`, { token: a.token });
  const [listed] = followUpListResponse.parse(list.body).followUps;
  assert.equal(listed?.emailStatus, "sent", "the follow-up list says it was e-mailed");
  assert.equal(listed?.client.email, address);
});

test("a client without an address, and a draft the contract refuses, get the route's messages", async () => {
  const { followUp } = await followUpOfClient(null);
  assert.equal(
    await failure(mcpA, "send_followup_email", { followUpId: followUp.id, ...draft }),
    CLIENT_HAS_NO_EMAIL,
  );
  assert.equal(
    await failure(mcpA, "send_followup_email", { followUpId: followUp.id, ...draft, body: " " }),
    "Body is required",
  );
  assert.equal(
    await failure(mcpA, "send_followup_email", { followUpId: randomUUID(), ...draft }),
    "Follow-up not found",
  );
  const list = await api(`/followups?clientId=${followUp.clientId}`, { token: a.token });
  assert.equal(followUpListResponse.parse(list.body).followUps[0]?.emailStatus, null);
});
