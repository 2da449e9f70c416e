// Sending an approved follow-up to the client: through SMTP into the stand-in's catcher, once,
// into the client's timeline and history; never for or to another rep's client.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import postgres from "postgres";
import {
  CLIENT_HAS_NO_EMAIL,
  EMAIL_ALREADY_SENT,
  emailConflictResponse,
  emailListResponse,
  emailResponse,
  FOLLOW_UP_ALREADY_EMAILED,
  ONLY_FAILED_EMAILS_RETRY,
  STUCK_SENDING_MINUTES,
} from "../../supabase/functions/_shared/contract/index.ts";
import { caughtMails, type CaughtMail, waitForMails } from "../local/catcherInbox.ts";
import { api, createClientFor, createFollowUp, createUser, type TestUser } from "./helpers.ts";

const catcher = process.env.MAIL_CATCHER_URL!;

/** What maildev's REST API also tells about a mail. */
type Caught = CaughtMail & { text: string; messageId: string; replyTo?: { address: string }[] };

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  assert.ok(catcher, "MAIL_CATCHER_URL is set (scripts/test.ts starts the catcher)");
  [a, b, boss] = await Promise.all([
    createUser("SALES", "Rep A"),
    createUser("SALES", "Rep B"),
    createUser("ADMIN", "Boss"),
  ]);
});

const clientAddress = () => `client-${randomUUID().slice(0, 8)}@client.test`;

async function clientWithFollowUp(user: TestUser, email: string | null = clientAddress()) {
  const client = await createClientFor(user, { email });
  const followUp = await createFollowUp(user, client.id, {
    title: "Send the offer",
    notes: "Dear client, our offer is attached.",
  });
  return { client, followUp, email };
}

const send = (user: TestUser, followUpId: string, body: unknown, headers = {}) =>
  api(`/followups/${followUpId}/email`, { method: "POST", token: user.token, body, headers });

test("a rep sends an approved follow-up: it lands in the catcher, is stored as sent, shows in the timeline and history", async () => {
  const { client, followUp, email } = await clientWithFollowUp(a);
  const res = await send(a, followUp.id, {
    subject: "  Our offer for Q3 ",
    body: "Dear Dana,\n\nhere is our offer: 40 seats at €90.\n\nBest, A",
  });
  assert.equal(res.status, 201, res.text);
  const sent = emailResponse.parse(res.body);
  assert.equal(sent.status, "sent");
  assert.equal(sent.direction, "outbound");
  assert.deepEqual(sent.toAddresses, [email]);
  assert.equal(sent.subject, "Our offer for Q3");
  assert.equal(sent.followUpId, followUp.id);
  assert.equal(sent.clientId, client.id);
  assert.equal(sent.fromName, "Rep A");
  assert.equal(sent.error, null);
  assert.ok(sent.sentAt);
  assert.match(sent.messageId!, /^<[0-9a-f-]{36}@localhost>$/);

  const [mail] = (await waitForMails(catcher, 1, email!)) as Caught[];
  assert.equal(mail.subject, "Our offer for Q3");
  assert.deepEqual(
    mail.to.map((to) => to.address),
    [email],
  );
  assert.equal(mail.text.trim(), "Dear Dana,\n\nhere is our offer: 40 seats at €90.\n\nBest, A");
  assert.deepEqual(mail.from, [{ address: "crm@localhost", name: "Rep A" }]);
  assert.deepEqual(
    mail.replyTo?.map((to) => to.address),
    [a.email],
    "the client answers the rep",
  );
  assert.equal(`<${mail.messageId}>`, sent.messageId);

  const timeline = await api(`/clients/${client.id}/emails`, { token: a.token });
  assert.equal(timeline.status, 200, timeline.text);
  assert.deepEqual(
    emailListResponse.parse(timeline.body).emails.map((e) => [e.id, e.status]),
    [[sent.id, "sent"]],
  );
  const overview = await api(`/clients/${client.id}/overview`, { token: a.token });
  const entry = overview.body.history.find(
    (h: { activityType: string }) => h.activityType === "email",
  );
  assert.equal(entry?.title, "E-mail sent: Our offer for Q3");
  assert.equal(entry?.status, "sent");
  assert.equal(entry?.name, "Rep A");
});

test("the same follow-up again is a 409 with the first mail, and the client gets one mail", async () => {
  const { followUp, email } = await clientWithFollowUp(a);
  const body = { subject: "Hello", body: "One mail only." };
  const [first, second] = await Promise.all([
    send(a, followUp.id, body),
    send(a, followUp.id, body),
  ]);
  const statuses = [first.status, second.status].sort();
  assert.deepEqual(statuses, [201, 409], `${first.text} ${second.text}`);
  const created = first.status === 201 ? first : second;
  const again = await send(a, followUp.id, { subject: "Hello again", body: "Edited." });
  assert.equal(again.status, 409);
  const conflict = emailConflictResponse.parse(again.body);
  assert.equal(conflict.error, FOLLOW_UP_ALREADY_EMAILED);
  assert.equal(conflict.email.id, created.body.id);
  assert.equal(conflict.email.subject, "Hello");
  await waitForMails(catcher, 1, email!);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal((await caughtMails(catcher, email!)).length, 1);
});

test("an Idempotency-Key sends once: the same key on another follow-up of the rep is a 409 with the first mail", async () => {
  const { client, followUp, email } = await clientWithFollowUp(a);
  const other = await createFollowUp(a, client.id, { title: "Another" });
  const key = { "idempotency-key": randomUUID() };
  const first = await send(a, followUp.id, { subject: "Keyed", body: "Once." }, key);
  assert.equal(first.status, 201, first.text);
  const repeat = await send(a, other.id, { subject: "Keyed", body: "Once." }, key);
  assert.equal(repeat.status, 409);
  assert.deepEqual([repeat.body.error, repeat.body.email.id], [EMAIL_ALREADY_SENT, first.body.id]);
  const blank = await send(
    a,
    other.id,
    { subject: "Keyed", body: "Once." },
    { "idempotency-key": " " },
  );
  assert.equal(blank.status, 400);
  assert.deepEqual(blank.body, { error: "Idempotency-Key must not be blank" });
  await waitForMails(catcher, 1, email!);
  assert.equal((await caughtMails(catcher, email!)).length, 1);
});

test("rep B can neither send for nor see rep A's client and mail (404); an admin sees it", async () => {
  const { client, followUp, email } = await clientWithFollowUp(a);
  const sent = await send(a, followUp.id, { subject: "For A's client", body: "Private." });
  assert.equal(sent.status, 201, sent.text);

  const other = await createFollowUp(a, client.id, { title: "Not B's" });
  const bSend = await send(b, other.id, { subject: "Poach", body: "Hi", to: "b@b.test" });
  assert.equal(bSend.status, 404);
  assert.deepEqual(bSend.body, { error: "Follow-up not found" });
  const bTimeline = await api(`/clients/${client.id}/emails`, { token: b.token });
  assert.equal(bTimeline.status, 404);
  assert.deepEqual(bTimeline.body, { error: "Client not found" });
  const bRetry = await api(`/emails/${sent.body.id}/retry`, { method: "POST", token: b.token });
  assert.equal(bRetry.status, 404);
  assert.deepEqual(bRetry.body, { error: "E-mail not found" });
  const bOwn = await clientWithFollowUp(b);
  const bList = await api(`/clients/${bOwn.client.id}/emails`, { token: b.token });
  assert.deepEqual(bList.body, { emails: [] });

  const bossTimeline = await api(`/clients/${client.id}/emails`, { token: boss.token });
  assert.deepEqual(
    bossTimeline.body.emails.map((e: { id: string }) => e.id),
    [sent.body.id],
  );
  assert.equal((await caughtMails(catcher, "b@b.test")).length, 0, "B's attempt sent nothing");
  assert.equal((await waitForMails(catcher, 1, email!)).length, 1);
});

test("a client without an e-mail address: 400, nothing stored", async () => {
  const { client, followUp } = await clientWithFollowUp(a, null);
  const res = await send(a, followUp.id, { subject: "Hi", body: "Hello" });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body, { error: CLIENT_HAS_NO_EMAIL });
  const timeline = await api(`/clients/${client.id}/emails`, { token: a.token });
  assert.deepEqual(timeline.body, { emails: [] });
});

test("bad bodies and ids: 400 or 404 in the API's words, nothing sent", async () => {
  const { client, followUp, email } = await clientWithFollowUp(a);
  const cases: Array<[unknown, string]> = [
    [{}, "Subject is required"],
    [{ subject: "  ", body: "x" }, "Subject is required"],
    [{ subject: "Hi" }, "Body is required"],
    [{ subject: "Hi", body: "x".repeat(50_001) }, "Body must be at most 50000 characters"],
    [{ subject: "Hi", body: "x", to: "not-an-address" }, "Please enter a valid email address"],
    [{ subject: "Hi", body: "x", cc: ["x@y.test"] }, "Unknown field: cc"],
    [[], "must be object"],
  ];
  for (const [body, error] of cases) {
    const res = await send(a, followUp.id, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.error, error, JSON.stringify(body));
  }
  const notJson = await api(`/followups/${followUp.id}/email`, {
    method: "POST",
    token: a.token,
    rawBody: "{",
    headers: { "content-type": "application/json" },
  });
  assert.deepEqual(
    [notJson.status, notJson.body],
    [400, { error: "Request body must be valid JSON" }],
  );
  for (const id of [randomUUID(), "not-a-uuid"]) {
    const res = await send(a, id, { subject: "Hi", body: "x" });
    assert.deepEqual([res.status, res.body], [404, { error: "Follow-up not found" }]);
  }
  const noToken = await api(`/followups/${followUp.id}/email`, {
    method: "POST",
    body: { subject: "Hi", body: "x" },
  });
  assert.equal(noToken.status, 401);
  const timeline = await api(`/clients/${client.id}/emails`, { token: a.token });
  assert.deepEqual(timeline.body, { emails: [] });
  assert.equal((await caughtMails(catcher, email!)).length, 0);
});

test("a sent mail cannot be retried (409 with the mail); an unknown one is 404", async () => {
  const { followUp } = await clientWithFollowUp(a);
  const sent = await send(a, followUp.id, { subject: "Done", body: "Sent once." });
  const retry = await api(`/emails/${sent.body.id}/retry`, { method: "POST", token: a.token });
  assert.equal(retry.status, 409);
  const conflict = emailConflictResponse.parse(retry.body);
  assert.deepEqual([conflict.error, conflict.email.status], [ONLY_FAILED_EMAILS_RETRY, "sent"]);
  for (const id of [randomUUID(), "nope"]) {
    const res = await api(`/emails/${id}/retry`, { method: "POST", token: a.token });
    assert.deepEqual([res.status, res.body], [404, { error: "E-mail not found" }]);
  }
});

test("a sent mail is read into the client's analysis", async () => {
  const { client, followUp } = await clientWithFollowUp(a);
  const before = await api(`/clients/${client.id}/overview`, { token: a.token });
  assert.equal(before.body.latestAnalysis, null);
  const res = await send(a, followUp.id, {
    subject: "Budget confirmed",
    body: "As agreed on the call, your budget of $50,000 covers the 40 seats; the contract is attached for signature.",
  });
  assert.equal(res.status, 201, res.text);
  const after = await api(`/clients/${client.id}/overview`, { token: a.token });
  assert.equal(after.body.latestAnalysis?.budgetBand, "$50k");
  assert.match(JSON.stringify(after.body.latestAnalysis.insights), /budget of \$50,000/);
});

test("a mail whose send never finished can be sent again after STUCK_SENDING_MINUTES, not before", async () => {
  const db = postgres(process.env.TEST_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });
  try {
    const client = await createClientFor(a, { email: clientAddress() });
    const insertSending = async (minutesAgo: number) => {
      const [{ id }] = await db`
        insert into public.emails (client_id, direction, status, message_id, from_address, from_name,
                                   to_addresses, subject, text_body, created_at, updated_at)
        values (${client.id}, 'outbound', 'sending', ${`<${randomUUID()}@localhost>`}, 'crm@localhost',
                'Rep A', ${[client.email as string]}, 'Stuck', 'Sent at last.',
                now() - make_interval(mins => ${minutesAgo}), now() - make_interval(mins => ${minutesAgo}))
        returning id`;
      return id as string;
    };
    const fresh = await insertSending(1);
    const early = await api(`/emails/${fresh}/retry`, { method: "POST", token: a.token });
    assert.deepEqual([early.status, early.body.error], [409, ONLY_FAILED_EMAILS_RETRY]);

    const stuck = await insertSending(STUCK_SENDING_MINUTES + 1);
    const retry = await api(`/emails/${stuck}/retry`, { method: "POST", token: a.token });
    assert.equal(retry.status, 200, retry.text);
    assert.equal(emailResponse.parse(retry.body).status, "sent");
    const mails = (await waitForMails(catcher, 1, client.email as string)) as Caught[];
    assert.deepEqual(
      mails.map((m) => [m.subject, `<${m.messageId}>`]),
      [["Stuck", retry.body.messageId]],
    );
  } finally {
    await db.end();
  }
});
