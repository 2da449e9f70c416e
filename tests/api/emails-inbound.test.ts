// POST /api/email/inbound: a captured mail lands under the client it names, once, only for a
// caller holding the secret.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { LOCAL_INBOUND_EMAIL_SECRET } from "../../local/stack.ts";
import { inboundEmailResponse } from "../../supabase/functions/_shared/contract/index.ts";
import { api, createClientFor, createUser, type TestUser } from "./helpers.ts";
import {
  attachedFiles,
  composeMail,
  db,
  INBOUND_ADDRESS,
  messageId,
  postInbound,
  postMail,
  storedEmails,
} from "./emails-inbound-helpers.ts";

let a: TestUser;
let b: TestUser;

before(async () => {
  [a, b] = await Promise.all([createUser("SALES", "Rep A"), createUser("SALES", "Rep B")]);
});
after(() => db.end());

const SUBJECT = "Предложение 报价 عرض — 🚀";
const BODY =
  "Hello! We have between 40 and 60 thousand dollars for this and we would like a proposal by next Friday. مرحبا 你好";
const CSV = "item,price\nПлатформа,40000\n";

test("a client's reply is stored under the client, with its attachment readable and the analysis recomputed", async () => {
  const client = await createClientFor(a, { email: "Buyer@Acme-Inbound.test" });
  const before = await api(`/insights/clients/${client.id}`, { token: a.token });
  assert.equal(before.body.latestAnalysis.provider, null, "no analysis before the mail");
  const id = messageId();
  const res = await postMail({
    messageId: id,
    from: '"Ana Núñez" <buyer@acme-inbound.test>',
    to: [a.email, INBOUND_ADDRESS],
    subject: SUBJECT,
    text: BODY,
    html: `<p onclick="x()">${BODY}</p><script>alert(1)</script>`,
    attachments: [{ filename: "prices – 价格.csv", content: CSV, contentType: "text/csv" }],
  });
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(inboundEmailResponse.parse(res.body), {
    id: res.body.id,
    clientId: client.id,
    outcome: "assigned",
  });

  const [email] = await storedEmails(id);
  assert.equal(email.id, res.body.id);
  assert.equal(email.ownerId, a.id);
  assert.equal(email.subject, SUBJECT, "the subject round-trips in every script");
  assert.equal(email.textBody.trim(), BODY);
  assert.equal(email.fromName, "Ana Núñez");
  assert.equal(email.htmlBody?.trim(), `<p>${BODY}</p>`, "handlers and scripts are gone");

  const [file] = await attachedFiles(email.id);
  assert.equal(file.originalName, "prices – 价格.csv");
  assert.match(file.textContent ?? "", /Платформа/, "read by the attachment readers");
  const download = await fetch(
    `${process.env.SUPABASE_URL}/functions/v1/api/files/download/${file.id}`,
    {
      headers: { authorization: `Bearer ${a.token}` },
    },
  );
  assert.equal(download.status, 200);
  assert.equal(await download.text(), CSV, "the bytes are in Storage");
  const other = await fetch(
    `${process.env.SUPABASE_URL}/functions/v1/api/files/download/${file.id}`,
    {
      headers: { authorization: `Bearer ${b.token}` },
    },
  );
  assert.equal(other.status, 404, "another rep cannot download it");
  await other.body?.cancel();

  const analysis = (await api(`/insights/clients/${client.id}`, { token: a.token })).body
    .latestAnalysis;
  assert.notEqual(analysis.provider, null, "a new analysis was stored");
  assert.equal(analysis.stage, "PROPOSAL", "read from the mail: a proposal was asked for");
  assert.match(analysis.budgetBand, /40k.*60k/, "read from the mail: the budget");
  const timeline = await api(`/clients/${client.id}/emails`, { token: a.token });
  assert.equal(timeline.status, 200, timeline.text);
  assert.deepEqual(
    timeline.body.emails.map((m: { id: string; direction: string; status: string }) => [
      m.id,
      m.direction,
      m.status,
    ]),
    [[email.id, "inbound", "received"]],
    "the client's mail timeline shows it",
  );
  assert.equal((await api(`/clients/${client.id}/emails`, { token: b.token })).status, 404);
  const overview = await api(`/clients/${client.id}/overview`, { token: a.token });
  assert.ok(
    overview.body.history.some(
      (act: { activityType: string; title: string }) =>
        act.activityType === "email" && act.title === `E-mail received: ${SUBJECT}`,
    ),
    "the mail shows in the client's activity",
  );
});

test("the same mail posted twice is stored once: the second answer is 200 with the first id", async () => {
  const client = await createClientFor(a, { email: "twice@acme-inbound.test" });
  const raw = new Uint8Array(
    await composeMail({
      from: "twice@acme-inbound.test",
      to: a.email,
      subject: "Twice",
      text: "x",
    }),
  );
  const first = await postInbound(raw);
  assert.equal(first.status, 201, first.text);
  const second = await postInbound(raw);
  assert.equal(second.status, 200, second.text);
  assert.deepEqual(second.body, { id: first.body.id, clientId: client.id, outcome: "duplicate" });
  const [{ count }] = await db<{ count: number }[]>`
    select count(*)::int as count from public.emails where client_id = ${client.id}`;
  assert.equal(count, 1);
});

test("the same mail posted twice at once is stored once too", async () => {
  const client = await createClientFor(a, { email: "race@acme-inbound.test" });
  const raw = new Uint8Array(
    await composeMail({ from: "race@acme-inbound.test", to: a.email, subject: "Race", text: "x" }),
  );
  const answers = await Promise.all([postInbound(raw), postInbound(raw), postInbound(raw)]);
  assert.deepEqual(
    answers.map((r) => r.status).sort(),
    [200, 200, 201],
    answers.map((r) => r.text).join(),
  );
  assert.equal(new Set(answers.map((r) => r.body.id)).size, 1, "every answer names the one mail");
  const [{ count }] = await db<{ count: number }[]>`
    select count(*)::int as count from public.emails where client_id = ${client.id}`;
  assert.equal(count, 1);
});

test("a reply to a client's mail from a colleague's address joins that client's thread", async () => {
  const client = await createClientFor(b, { email: "lead@thread-inbound.test" });
  const first = messageId();
  const opened = await postMail({
    messageId: first,
    from: "lead@thread-inbound.test",
    to: INBOUND_ADDRESS,
    subject: "Pricing",
    text: "What does it cost?",
  });
  assert.equal(opened.body.clientId, client.id);
  const reply = await postMail({
    from: "colleague@thread-inbound.test",
    to: INBOUND_ADDRESS,
    subject: "Re: Pricing",
    inReplyTo: first,
    text: "Adding myself: I sign the budget.",
  });
  assert.equal(reply.status, 201, reply.text);
  assert.deepEqual([reply.body.clientId, reply.body.outcome], [client.id, "assigned"]);
});

test("a wrong, missing or malformed secret is a 401 and nothing is stored", async () => {
  await createClientFor(a, { email: "secret@acme-inbound.test" });
  const id = messageId();
  const raw = new Uint8Array(
    await composeMail({ messageId: id, from: "secret@acme-inbound.test", to: a.email, text: "x" }),
  );
  const basic = (password: string) =>
    `Basic ${Buffer.from(`postmark:${password}`).toString("base64")}`;
  for (const authorization of [
    null,
    "Bearer wrong",
    basic("wrong"),
    a.token,
    `Bearer ${a.token}`,
  ]) {
    const res = await postInbound(raw, { authorization });
    assert.equal(res.status, 401, `${authorization}: ${res.text}`);
    assert.deepEqual(res.body, { error: "Invalid inbound e-mail credentials" });
  }
  assert.equal((await storedEmails(id)).length, 0);
  const res = await postInbound(raw, { authorization: basic(LOCAL_INBOUND_EMAIL_SECRET) });
  assert.equal(res.status, 201, "the secret as Basic's password, as Postmark sends it");
});

test("Postmark's inbound JSON is captured like raw MIME", async () => {
  const client = await createClientFor(b, { email: "json@acme-inbound.test" });
  const res = await postInbound(
    JSON.stringify({
      FromFull: { Email: "JSON@acme-inbound.test", Name: "Jo Son", MailboxHash: "" },
      ToFull: [{ Email: INBOUND_ADDRESS, Name: "", MailboxHash: "" }],
      CcFull: [],
      Subject: "Über 日本語",
      MessageID: "9a1e5f9a-postmark",
      TextBody: "Hallo",
      HtmlBody: "",
      Headers: [{ Name: "Message-ID", Value: "<json-1@acme-inbound.test>" }],
      Attachments: [
        {
          Name: "note.txt",
          Content: Buffer.from("Notiz ✓").toString("base64"),
          ContentType: "text/plain",
          ContentLength: 9,
        },
      ],
      MailboxHash: "",
      Tag: "",
    }),
    { contentType: "application/json" },
  );
  assert.equal(res.status, 201, res.text);
  assert.equal(res.body.clientId, client.id);
  const [email] = await storedEmails("json-1@acme-inbound.test");
  assert.equal(email.ownerId, b.id);
  assert.equal(email.subject, "Über 日本語");
  const [file] = await attachedFiles(email.id);
  assert.equal(file.textContent, "Notiz ✓");
});
