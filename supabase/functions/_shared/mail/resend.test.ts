import assert from "node:assert/strict";
import { createResendSender } from "./resend.ts";
import { MailSendError, type OutgoingMail } from "./sender.ts";

const mail: OutgoingMail = {
  from: { address: "crm@sales.test", name: "Zoë Rep" },
  to: ["dana@acme.test"],
  cc: [],
  replyTo: "zoe@sales.test",
  subject: "Our offer",
  text: "Dear Dana,\nhere it is.",
  messageId: "<m1@sales.test>",
};

interface Received {
  path: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Resend's API on loopback: answers each request with the next of `answers`. */
function fakeResend(answers: Array<{ status: number; body: unknown }>) {
  const received: Received[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    received.push({
      path: new URL(req.url).pathname,
      headers: req.headers,
      body: await req.json(),
    });
    const { status, body } = answers[Math.min(received.length, answers.length) - 1];
    return Response.json(body, { status });
  });
  return {
    baseUrl: `http://127.0.0.1:${server.addr.port}`,
    received,
    close: () => server.shutdown(),
  };
}

Deno.test(
  "resend: posts the mail to /emails with the key, the Message-ID and its idempotency key",
  async () => {
    const fake = fakeResend([{ status: 200, body: { id: "re_1" } }]);
    try {
      await createResendSender({ apiKey: "re_test", baseUrl: `${fake.baseUrl}/` }).send(mail);
      assert.equal(fake.received.length, 1);
      const [request] = fake.received;
      assert.equal(request.path, "/emails");
      assert.equal(request.headers.get("authorization"), "Bearer re_test");
      assert.equal(request.headers.get("idempotency-key"), "<m1@sales.test>");
      assert.deepEqual(request.body, {
        from: '"Zoë Rep" <crm@sales.test>',
        to: ["dana@acme.test"],
        reply_to: "zoe@sales.test",
        subject: "Our offer",
        text: "Dear Dana,\nhere it is.",
        headers: { "Message-ID": "<m1@sales.test>" },
      });
    } finally {
      await fake.close();
    }
  },
);

Deno.test("resend: a refusal is a MailSendError with Resend's message", async () => {
  const fake = fakeResend([
    {
      status: 422,
      body: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." },
    },
  ]);
  try {
    await assert.rejects(
      createResendSender({ apiKey: "re_test", baseUrl: fake.baseUrl }).send({
        ...mail,
        cc: ["x@acme.test"],
      }),
      (error) =>
        error instanceof MailSendError &&
        error.message === "Resend did not take the e-mail (422): Invalid `to` field.",
    );
    assert.deepEqual(fake.received[0].body.cc, ["x@acme.test"]);
  } finally {
    await fake.close();
  }
});

Deno.test("resend: an unreachable API is a MailSendError", async () => {
  const fake = fakeResend([]);
  await fake.close();
  await assert.rejects(
    createResendSender({ apiKey: "re_test", baseUrl: fake.baseUrl }).send(mail),
    (error) => error instanceof MailSendError && /^Resend could not be reached/.test(error.message),
  );
});
