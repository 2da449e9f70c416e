import assert from "node:assert/strict";
import { HttpError } from "../../errors.ts";
import { parseRawMime } from "./mime.ts";

const bytes = (s: string) => new TextEncoder().encode(s.replace(/\n/g, "\r\n"));

const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

const SUBJECT = "Offre 报价 عرض 🚀";
const BODY = "שלום, مرحبا 你好 — see the offer 📎";

const multipart = `From: =?UTF-8?B?${b64("Zoë 王")}?= <Zoe@Example.COM>
To: rep@crm.test, "Client" <client@acme.test>
Cc: Team: a@team.test, b@team.test;
Subject: =?UTF-8?B?${b64(SUBJECT)}?=
Message-ID: <abc.123@example.com>
In-Reply-To: <first@crm.test>
Date: Tue, 24 Nov 2026 10:00:00 +0100
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b1"

--b1
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64

${b64(BODY)}
--b1
Content-Type: text/csv; name="prices.csv"
Content-Disposition: attachment; filename="prices.csv"

item,price
a,1
--b1--
`;

Deno.test("raw MIME: addresses lower-cased, groups unwrapped, any script round-trips", async () => {
  const mail = await parseRawMime(bytes(multipart));
  assert.deepEqual(mail.from, { address: "zoe@example.com", name: "Zoë 王" });
  assert.deepEqual(
    mail.to.map((a) => a.address),
    ["rep@crm.test", "client@acme.test"],
  );
  assert.deepEqual(
    mail.cc.map((a) => a.address),
    ["a@team.test", "b@team.test"],
  );
  assert.equal(mail.subject, SUBJECT);
  assert.equal(mail.text?.trim(), BODY);
  assert.equal(mail.messageId, "abc.123@example.com");
  assert.equal(mail.inReplyTo, "first@crm.test");
  assert.equal(mail.date?.toISOString(), "2026-11-24T09:00:00.000Z");
  assert.equal(mail.attachments.length, 1);
  assert.equal(mail.attachments[0].name, "prices.csv");
  assert.equal(mail.attachments[0].type, "text/csv");
  assert.equal(new TextDecoder().decode(mail.attachments[0].bytes).trim(), "item,price\na,1");
});

Deno.test(
  "raw MIME: a mail without From parses, with from null (the route refuses it)",
  async () => {
    const mail = await parseRawMime(bytes("To: a@b.test\nSubject: x\n\nhello\n"));
    assert.equal(mail.from, null);
    assert.equal(mail.messageId, null);
  },
);

async function refusal(raw: Uint8Array<ArrayBuffer>): Promise<string> {
  const error = await parseRawMime(raw).then(
    () => null,
    (e) => e,
  );
  assert.ok(error instanceof HttpError, "refused with an HttpError");
  assert.equal(error.status, 400);
  return error.message;
}

Deno.test("raw MIME: junk, JSON and an empty body are a 400 naming why", async () => {
  assert.match(await refusal(bytes("")), /could not be read as MIME: the body is empty/);
  assert.match(
    await refusal(bytes('{"From": "a@b.test"}')),
    /could not be read as MIME: ".*" is not a header line/,
  );
  assert.match(
    await refusal(new Uint8Array([0xff, 0x00, 0x13, 0x37, 0x0a, 0x0a, 0x41])),
    /could not be read as MIME/,
  );
  assert.match(
    await refusal(bytes("this is not a mail\nFrom: a@b.test\n\nbody")),
    /"this is not a mail" is not a header line/,
  );
});
