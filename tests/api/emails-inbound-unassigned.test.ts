// Mail no client matched waits in its rep's Unassigned list, and only there, until filed.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  assignedEmailResponse,
  unassignedEmailsResponse,
} from "../../supabase/functions/_shared/contract/index.ts";
import { api, createClientFor, createUser, type TestUser } from "./helpers.ts";
import {
  db,
  INBOUND_ADDRESS,
  messageId,
  postMail,
  storedEmails,
} from "./emails-inbound-helpers.ts";

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  [a, b, boss] = await Promise.all([
    createUser("SALES", "Rep A"),
    createUser("SALES", "Rep B"),
    createUser("ADMIN", "Boss"),
  ]);
});
after(() => db.end());

const unassigned = (user: TestUser) => api("/emails/unassigned", { token: user.token });
const ids = (res: { body: { emails: { id: string }[] } }) => res.body.emails.map((e) => e.id);

/** Rep A makes a client of a mail's sender (or, for their own mail, its recipient); its name and e-mail. */
async function createClientFromMail(emailId: string) {
  const created = await api(`/emails/${emailId}/create-client`, { method: "POST", token: a.token });
  assert.equal(created.status, 201, created.text);
  const client = await api(`/clients/${created.body.clientId}`, { token: a.token });
  return [client.body.name, client.body.email];
}

/** A mail from a lead nobody knows, BCC'd to the capture address by `rep`. */
async function bccFromLead(rep: TestUser, lead: string, subject = "Intro") {
  const res = await postMail({
    messageId: messageId(),
    from: `"Lea Lead" <${lead}>`,
    to: rep.email,
    bcc: INBOUND_ADDRESS,
    subject,
    text: "Hi,\n\nwe met at the fair — could you send\nthe price list?",
  });
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(res.body, { id: res.body.id, clientId: null, outcome: "unassigned" });
  return res.body.id as string;
}

test("unmatched mail waits in the BCC'ing rep's Unassigned list, not another rep's", async () => {
  const id = await bccFromLead(a, "lea@lead-unassigned.test", "Intro ✉️");
  const mine = await unassigned(a);
  assert.equal(mine.status, 200);
  unassignedEmailsResponse.parse(mine.body);
  assert.equal(mine.body.inboundAddress, INBOUND_ADDRESS);
  const row = mine.body.emails.find((e: { id: string }) => e.id === id);
  assert.deepEqual(row, {
    id,
    ownerId: a.id,
    ownerName: "Rep A",
    fromAddress: "lea@lead-unassigned.test",
    fromName: "Lea Lead",
    subject: "Intro ✉️",
    snippet: "Hi, we met at the fair — could you send the price list?",
    attachmentCount: 0,
    receivedAt: row.receivedAt,
  });
  assert.ok(!ids(await unassigned(b)).includes(id), "rep B does not see it");
  assert.ok(ids(await unassigned(boss)).includes(id), "admins see every rep's");
  assert.equal((await api("/emails/unassigned?x=1", { token: a.token })).status, 400);
  assert.equal((await api("/emails/unassigned")).status, 401);
});

test("rep B can neither assign nor create a client from rep A's mail (404)", async () => {
  const id = await bccFromLead(a, "lea2@lead-unassigned.test");
  const bClient = await createClientFor(b);
  const assign = await api(`/emails/${id}/assign`, {
    method: "POST",
    token: b.token,
    body: { clientId: bClient.id },
  });
  assert.deepEqual([assign.status, assign.body], [404, { error: "E-mail not found" }]);
  const create = await api(`/emails/${id}/create-client`, { method: "POST", token: b.token });
  assert.deepEqual([create.status, create.body], [404, { error: "E-mail not found" }]);
  const [email] = await storedEmails(await messageOf(id));
  assert.deepEqual([email.clientId, email.ownerId], [null, a.id], "unchanged");
});

async function messageOf(id: string) {
  const [row] = await db<{ messageId: string }[]>`
    select message_id as "messageId" from public.emails where id = ${id}`;
  return row.messageId;
}

test("a rep files their mail to their own client only; it leaves the list and reaches the timeline", async () => {
  const id = await bccFromLead(a, "lea3@lead-unassigned.test", "Filed");
  const bClient = await createClientFor(b);
  const notMine = await api(`/emails/${id}/assign`, {
    method: "POST",
    token: a.token,
    body: { clientId: bClient.id },
  });
  assert.deepEqual([notMine.status, notMine.body], [404, { error: "Client not found" }]);
  const bad = await api(`/emails/${id}/assign`, {
    method: "POST",
    token: a.token,
    body: { clientId: "nope", extra: 1 },
  });
  assert.equal(bad.status, 400);
  const client = await createClientFor(a);
  const filed = await api(`/emails/${id}/assign`, {
    method: "POST",
    token: a.token,
    body: { clientId: client.id },
  });
  assert.deepEqual([filed.status, filed.body], [200, { id, clientId: client.id }]);
  assignedEmailResponse.parse(filed.body);
  assert.ok(!ids(await unassigned(a)).includes(id));
  const again = await api(`/emails/${id}/assign`, {
    method: "POST",
    token: a.token,
    body: { clientId: client.id },
  });
  assert.equal(again.status, 404, "only unassigned mail is filed");
  const overview = await api(`/clients/${client.id}/overview`, { token: a.token });
  assert.ok(
    overview.body.history.some(
      (h: { activityType: string; title: string }) =>
        h.activityType === "email" && h.title === "E-mail received: Filed",
    ),
  );
});

test("create-client makes the sender a client of the rep's and files the mail to it", async () => {
  const id = await bccFromLead(a, "Lea4@Lead-Unassigned.test");
  const res = await api(`/emails/${id}/create-client`, { method: "POST", token: a.token });
  assert.equal(res.status, 201, res.text);
  const client = await api(`/clients/${res.body.clientId}`, { token: a.token });
  assert.equal(client.body.name, "Lea Lead");
  assert.equal(client.body.email, "lea4@lead-unassigned.test");
  assert.equal(client.body.ownerId, a.id);
  assert.ok(!ids(await unassigned(a)).includes(id));
});

test("a rep's own outgoing mail BCC'd: the client to create is who they wrote to", async () => {
  const res = await postMail({
    messageId: messageId(),
    from: a.email,
    to: "Newcomer@Lead-Unassigned.test",
    bcc: INBOUND_ADDRESS,
    subject: "Our offer",
    text: "Attached.",
  });
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(await createClientFromMail(res.body.id), [
    "newcomer",
    "newcomer@lead-unassigned.test",
  ]);
});

test("mail naming no client and no rep is accepted (202) for admins only; an admin files it to a rep's client", async () => {
  const res = await postMail({
    messageId: messageId(),
    from: "stranger@nobody-unassigned.test",
    to: INBOUND_ADDRESS,
    subject: "Hello?",
    text: "Anyone?",
  });
  assert.equal(res.status, 202, res.text);
  assert.equal(res.body.outcome, "unassigned");
  const id = res.body.id;
  assert.ok(ids(await unassigned(boss)).includes(id));
  assert.ok(!ids(await unassigned(a)).includes(id));
  assert.ok(!ids(await unassigned(b)).includes(id));
  const bClient = await createClientFor(b);
  const filed = await api(`/emails/${id}/assign`, {
    method: "POST",
    token: boss.token,
    body: { clientId: bClient.id },
  });
  assert.equal(filed.status, 200, filed.text);
  const [email] = await storedEmails(await messageOf(id));
  assert.equal(email.ownerId, b.id, "the client's rep now owns it");
});

/** A client's mail as Gmail forwards it inline. */
const forwardOf = (author: string) =>
  `FYI\n\n---------- Forwarded message ---------\nFrom: ${author}\nDate: Tue, 24 Nov 2026 at 10:00\nSubject: Budget\nTo: Rep <rep@crm.test>\n\n\nWe have 50k.\n`;

test("a client's mail a rep forwards is filed under the client it names", async () => {
  const client = await createClientFor(a, { email: "ana@forward-unassigned.test" });
  const res = await postMail({
    messageId: messageId(),
    from: a.email,
    to: INBOUND_ADDRESS,
    subject: "Fwd: Budget",
    text: forwardOf('"Ana Núñez" <Ana@Forward-Unassigned.test>'),
  });
  assert.equal(res.status, 201, res.text);
  assert.deepEqual([res.body.clientId, res.body.outcome], [client.id, "assigned"]);
});

test("forwarded by a rep from a new lead: create-client makes the lead the client", async () => {
  const res = await postMail({
    messageId: messageId(),
    from: a.email,
    to: INBOUND_ADDRESS,
    subject: "Fwd: Budget",
    html: `<div>FYI</div>${forwardOf("Noa Neu &lt;noa@forward-unassigned.test&gt;")
      .split("\n")
      .map((line) => `<div>${line}</div>`)
      .join("")}`,
  });
  assert.equal(res.status, 201, res.text);
  assert.equal(res.body.outcome, "unassigned", "an HTML-only forward is read too");
  assert.deepEqual(await createClientFromMail(res.body.id), [
    "Noa Neu",
    "noa@forward-unassigned.test",
  ]);
});
