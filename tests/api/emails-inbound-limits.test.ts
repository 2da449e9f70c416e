// POST /api/email/inbound refuses what is not client mail with a clear 4xx and stores nothing.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createClientFor, createUser, type TestUser } from "./helpers.ts";
import {
  composeMail,
  db,
  INBOUND_ADDRESS,
  messageId,
  postInbound,
  postMail,
  storedEmails,
} from "./emails-inbound-helpers.ts";

let a: TestUser;

before(async () => {
  a = await createUser("SALES", "Rep A");
});
after(() => db.end());

const MB20 = 20 * 1024 * 1024;

test("a body over 20 MB is a 413", async () => {
  const raw = new Uint8Array(MB20 + 1).fill(0x41);
  const res = await postInbound(raw);
  assert.equal(res.status, 413, res.text);
  assert.deepEqual(res.body, { error: "The mail is larger than 20 MB" });
});

test("501 recipients is a mail bomb: 400, nothing stored; 500 are taken", async () => {
  await createClientFor(a, { email: "bomb@acme-limits.test" });
  const recipients = (n: number) => Array.from({ length: n }, (_, i) => `r${i}@bomb.test`);
  const id = messageId();
  const bomb = await postMail({
    messageId: id,
    from: "bomb@acme-limits.test",
    to: recipients(400),
    cc: recipients(101).map((r) => `cc.${r}`),
    text: "x",
  });
  assert.equal(bomb.status, 400, bomb.text);
  assert.deepEqual(bomb.body, { error: "The mail has more than 500 recipients" });
  assert.equal((await storedEmails(id)).length, 0);
  const fine = await postMail({
    from: "bomb@acme-limits.test",
    to: [a.email, ...recipients(499)],
    text: "x",
  });
  assert.equal(fine.status, 201, fine.text);
});

test("broken MIME, a mail without From and an unknown body type are 4xx in words", async () => {
  const junk = await postInbound(new Uint8Array([0xff, 0xfe, 0x00, 0x13, 0x0a, 0x0a, 0x41]));
  assert.equal(junk.status, 400, junk.text);
  assert.match(junk.body.error, /^The mail could not be read as MIME: ".*" is not a header line$/);
  const empty = await postInbound(new Uint8Array());
  assert.deepEqual(
    [empty.status, empty.body],
    [400, { error: "The mail could not be read as MIME: the body is empty" }],
  );
  const id = messageId();
  const noFrom = await postInbound(
    `To: ${INBOUND_ADDRESS}\r\nMessage-ID: ${id}\r\nSubject: who?\r\n\r\nhello\r\n`,
    { contentType: "text/plain" },
  );
  assert.deepEqual([noFrom.status, noFrom.body], [400, { error: "The mail has no sender (From)" }]);
  assert.equal((await storedEmails(id)).length, 0);
  const badJson = await postInbound("{not json", { contentType: "application/json" });
  assert.deepEqual(
    [badJson.status, badJson.body],
    [400, { error: "Request body must be valid JSON" }],
  );
  const form = await postInbound("a=b", { contentType: "application/x-www-form-urlencoded" });
  assert.equal(form.status, 415, form.text);
});

test("subjects, names and bodies in any script round-trip exactly", async () => {
  const client = await createClientFor(a, { email: "scripts@acme-limits.test" });
  const samples = [
    "العربية من اليمين إلى اليسار ‏(RTL)‏",
    "עברית: הצעת מחיר",
    "中文 日本語 한국어",
    "Emoji 👩🏽‍💻 🇵🇱 🚀 ZWJ",
    "Ελληνικά, Кириллица, देवनागरी, ไทย",
  ];
  for (const text of samples) {
    const id = messageId();
    const raw = new Uint8Array(
      await composeMail({
        messageId: id,
        from: { name: text, address: "scripts@acme-limits.test" },
        to: a.email,
        subject: text,
        text,
      }),
    );
    const res = await postInbound(raw);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.clientId, client.id);
    const [email] = await storedEmails(id);
    assert.equal(email.subject, text);
    assert.equal(email.fromName, text);
    assert.equal(email.textBody.trim(), text);
  }
});

test("NUL characters, which Postgres text cannot hold, are dropped rather than failing the mail", async () => {
  await createClientFor(a, { email: "nul@acme-limits.test" });
  const id = messageId();
  const res = await postMail({
    messageId: id,
    from: { name: "Nu\u0000ll", address: "nul@acme-limits.test" },
    to: a.email,
    subject: "Zero\u0000 byte",
    text: "before\u0000after",
    html: "<p>before\u0000after</p>",
    attachments: [{ filename: "n\u0000.txt", content: "x" }],
  });
  assert.equal(res.status, 201, res.text);
  const [email] = await storedEmails(id);
  assert.deepEqual(
    [email.fromName, email.subject, email.textBody.trim(), email.htmlBody?.trim()],
    ["Null", "Zero byte", "beforeafter", "<p>beforeafter</p>"],
  );
});
