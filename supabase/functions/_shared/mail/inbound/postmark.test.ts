import assert from "node:assert/strict";
import { HttpError } from "../../errors.ts";
import { postmarkInboundBody } from "../../contract/emails-inbound.ts";
import { parse } from "../../validation.ts";
import { parsePostmark as fromJson } from "./postmark.ts";

/** As the route reads it: the contract's schema, then the mail. */
const parsePostmark = (body: unknown) => fromJson(parse(postmarkInboundBody, body));

// The shape of Postmark's documented inbound webhook example, trimmed.
const sample = {
  FromName: "Postmarkapp Support",
  MessageStream: "inbound",
  From: "support@postmarkapp.com",
  FromFull: { Email: "Support@PostmarkApp.com", Name: "Postmarkapp Support", MailboxHash: "" },
  To: '"Firstname Lastname" <yourhash+SampleHash@inbound.postmarkapp.com>',
  ToFull: [
    {
      Email: "yourhash+SampleHash@inbound.postmarkapp.com",
      Name: "Firstname Lastname",
      MailboxHash: "SampleHash",
    },
  ],
  Cc: '"First Cc" <firstcc@postmarkapp.com>, secondCc@postmarkapp.com>',
  CcFull: [
    { Email: "firstcc@postmarkapp.com", Name: "First Cc", MailboxHash: "" },
    { Email: "secondCc@postmarkapp.com", Name: "", MailboxHash: "" },
  ],
  Bcc: '"First Bcc" <firstbcc@postmarkapp.com>',
  BccFull: [{ Email: "firstbcc@postmarkapp.com", Name: "First Bcc", MailboxHash: "" }],
  OriginalRecipient: "yourhash+SampleHash@inbound.postmarkapp.com",
  Subject: "Test subject 日本語 مرحبا",
  MessageID: "73e6d360-66eb-11e1-8e72-a8904824019b",
  ReplyTo: "replyto@postmarkapp.com",
  MailboxHash: "SampleHash",
  Date: "Fri, 1 Aug 2014 16:45:32 -04:00",
  TextBody: "This is a test text body. 🚀",
  HtmlBody: "<html><body><p>This is a test html body.</p></body></html>",
  StrippedTextReply: "This is the reply text",
  Tag: "TestTag",
  Headers: [
    { Name: "X-Header-Test", Value: "" },
    { Name: "X-Spam-Status", Value: "No" },
    { Name: "Message-ID", Value: "<CAF8=sender@mail.example.com>" },
  ],
  Attachments: [
    {
      Name: "test.txt",
      Content: btoa("This is attachment contents, base-64 encoded."),
      ContentType: "text/plain",
      ContentLength: 45,
    },
  ],
};

Deno.test("Postmark JSON: addresses, the sender's Message-ID, attachments decoded", () => {
  const mail = parsePostmark(sample);
  assert.deepEqual(mail.from, { address: "support@postmarkapp.com", name: "Postmarkapp Support" });
  assert.deepEqual(
    mail.cc.map((a) => a.address),
    ["firstcc@postmarkapp.com", "secondcc@postmarkapp.com"],
  );
  assert.equal(mail.bcc.length, 1);
  assert.equal(mail.subject, "Test subject 日本語 مرحبا");
  assert.equal(mail.text, "This is a test text body. 🚀");
  assert.equal(mail.messageId, "CAF8=sender@mail.example.com");
  assert.equal(mail.date?.toISOString(), "2014-08-01T20:45:32.000Z");
  assert.equal(mail.attachments[0].name, "test.txt");
  assert.equal(
    new TextDecoder().decode(mail.attachments[0].bytes),
    "This is attachment contents, base-64 encoded.",
  );
});

Deno.test("Postmark JSON: without a Message-ID header, Postmark's MessageID is the key", () => {
  const mail = parsePostmark({ ...sample, Headers: [] });
  assert.equal(mail.messageId, "73e6d360-66eb-11e1-8e72-a8904824019b");
});

Deno.test("Postmark JSON: no FromFull is a mail without a sender; bad base64 is a 400", () => {
  const { FromFull: _omitted, ...noFrom } = sample;
  assert.equal(parsePostmark(noFrom).from, null);
  assert.throws(
    () => parsePostmark({ ...sample, Attachments: [{ Name: "x.pdf", Content: "%%%" }] }),
    (e) => e instanceof HttpError && e.status === 400 && /x\.pdf.*base64/.test(e.message),
  );
  assert.throws(
    () => parsePostmark({ ...sample, ToFull: "nobody" }),
    (e) => e instanceof HttpError && e.status === 400,
  );
});
