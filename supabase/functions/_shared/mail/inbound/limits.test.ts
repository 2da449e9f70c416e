import assert from "node:assert/strict";
import { HttpError } from "../../errors.ts";
import { checkedMail, MAX_RECIPIENTS, NO_SENDER, TOO_MANY_RECIPIENTS } from "./limits.ts";
import type { InboundMail } from "./mail.ts";

const mail = (over: Partial<InboundMail>): InboundMail => ({
  messageId: null,
  inReplyTo: null,
  from: { address: "a@b.test", name: "" },
  to: [],
  cc: [],
  bcc: [],
  subject: "",
  text: null,
  html: null,
  date: null,
  attachments: [],
  ...over,
});

const recipients = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ address: `r${i}@x.test`, name: "" }));

const refused = (m: InboundMail, message: string) =>
  assert.throws(
    () => checkedMail(m),
    (e) => e instanceof HttpError && e.status === 400 && e.message === message,
  );

Deno.test("a mail needs a sender", () => {
  refused(mail({ from: null }), NO_SENDER);
  refused(mail({ from: { address: "", name: "Nobody" } }), NO_SENDER);
});

Deno.test("500 recipients across To, Cc and Bcc pass; 501 is a mail bomb", () => {
  assert.equal(
    checkedMail(mail({ to: recipients(300), cc: recipients(150), bcc: recipients(50) })).to.length,
    300,
  );
  refused(mail({ to: recipients(MAX_RECIPIENTS), cc: recipients(1) }), TOO_MANY_RECIPIENTS);
});

Deno.test("NUL and control characters leave the text and names; the subject stops at 998", () => {
  const stored = checkedMail(
    mail({
      from: { address: "a@b.test", name: "Zoë\u0000 \u0007王" },
      subject: `Hi\u0000 there\r\n ${"x".repeat(2000)}`,
      text: "line\u0000 one\nline two 🚀",
      html: "<p>a\u0000b</p>",
      attachments: [{ name: "\u0000\u001b", type: "text/plain", bytes: new Uint8Array([65]) }],
    }),
  );
  assert.equal(stored.from.name, "Zoë 王");
  assert.equal(stored.subject.length, 998);
  assert.match(stored.subject, /^Hi there x+$/);
  assert.equal(stored.text, "line one\nline two 🚀");
  assert.equal(stored.html, "<p>ab</p>");
  assert.equal(stored.attachments[0].name, "attachment");
});
