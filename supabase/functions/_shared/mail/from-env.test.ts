import assert from "node:assert/strict";
import { mailFromEnv } from "./from-env.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test("mail settings: smtp by default when EMAIL_SMTP_URL is set, resend when chosen", () => {
  const smtp = mailFromEnv(
    env({ EMAIL_FROM: "crm@sales.test", EMAIL_SMTP_URL: "smtp://127.0.0.1:2525" }),
  );
  assert.equal(smtp?.sender.name, "smtp");
  assert.equal(smtp?.fromAddress, "crm@sales.test");
  const resend = mailFromEnv(
    env({
      EMAIL_FROM: "crm@sales.test",
      EMAIL_PROVIDER: "resend",
      RESEND_API_KEY: "re_x",
      EMAIL_SMTP_URL: "smtp://x",
    }),
  );
  assert.equal(resend?.sender.name, "resend");
});

Deno.test(
  "mail settings: none without a sender address, the provider's settings or a known provider",
  () => {
    assert.equal(mailFromEnv(env({ EMAIL_SMTP_URL: "smtp://127.0.0.1:2525" })), null);
    assert.equal(mailFromEnv(env({ EMAIL_FROM: "crm@sales.test" })), null);
    assert.equal(
      mailFromEnv(env({ EMAIL_FROM: "crm@sales.test", EMAIL_PROVIDER: "resend" })),
      null,
    );
    assert.equal(mailFromEnv(env({ EMAIL_FROM: "crm@sales.test", EMAIL_PROVIDER: "smtp" })), null);
    assert.equal(
      mailFromEnv(
        env({
          EMAIL_FROM: "crm@sales.test",
          EMAIL_PROVIDER: "carrier-pigeon",
          EMAIL_SMTP_URL: "smtp://x",
        }),
      ),
      null,
    );
  },
);
