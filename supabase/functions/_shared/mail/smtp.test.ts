import assert from "node:assert/strict";
import { MailSendError } from "./sender.ts";
import { createSmtpSender } from "./smtp.ts";

// Delivery through SMTP is tested end to end against the stand-in's catcher (tests/api/emails-send.test.ts).

Deno.test("smtp: a server that cannot be reached is a MailSendError", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr;
  listener.close();
  await assert.rejects(
    createSmtpSender(`smtp://127.0.0.1:${port}`).send({
      from: { address: "crm@sales.test" },
      to: ["dana@acme.test"],
      cc: [],
      subject: "Hello",
      text: "Hi",
      messageId: "<m2@sales.test>",
    }),
    (error) =>
      error instanceof MailSendError &&
      /^The mail server did not take the e-mail: /.test(error.message),
  );
});
