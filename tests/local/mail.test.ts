// The stand-in's mail catcher and the auth service's mailer, without the rest of the stack.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { createTransport } from "nodemailer";
import type { Sql } from "postgres";
import { AuthError } from "../../local/auth/errors.ts";
import { Mailer } from "../../local/auth/mailer.ts";
import {
  loadKeys,
  loadProjectConfig,
  supabaseDir,
  type ProjectConfig,
} from "../../local/config.ts";
import type { ServiceContext } from "../../local/context.ts";
import { startMailCatcher } from "../../local/mail/catcher.ts";
import { caughtMails, waitForMails } from "./catcherInbox.ts";

const dir = mkdtempSync(join(tmpdir(), "crm-mail-"));
after(() => rmSync(dir, { recursive: true, force: true }));

function mailerFor(project: ProjectConfig, mailCatcherSmtpPort?: number) {
  const ctx: ServiceContext = {
    sql: undefined as unknown as Sql,
    keys: loadKeys({}),
    project,
    publicUrl: "http://127.0.0.1:54321",
    dataDir: dir,
    mailCatcherSmtpPort,
  };
  return new Mailer(ctx);
}

const link = (to: string) => ({
  type: "recovery" as const,
  to,
  otp: "123456",
  hashedToken: "hash",
  redirectTo: "http://127.0.0.1:5173/reset-password",
});

describe("mail catcher", () => {
  test("keeps its mail across a restart on the same folder", async () => {
    const mailDir = join(dir, "kept");
    const first = await startMailCatcher({ webPort: 0, smtpPort: 0, mailDir });
    try {
      await createTransport({ host: "127.0.0.1", port: first.smtpPort, ignoreTLS: true }).sendMail({
        from: "a@example.com",
        to: "b@example.com",
        subject: "Kept",
        text: "across restarts",
      });
      assert.deepEqual(
        (await waitForMails(first.url, 1)).map((mail) => mail.subject),
        ["Kept"],
      );
    } finally {
      await first.stop();
    }
    const second = await startMailCatcher({ webPort: 0, smtpPort: 0, mailDir });
    try {
      // maildev reads the kept mail back in just after it starts answering.
      assert.deepEqual(
        (await waitForMails(second.url, 1)).map((mail) => mail.subject),
        ["Kept"],
      );
    } finally {
      await second.stop();
    }
  });
});

describe("auth mailer", () => {
  test("GoTrue’s recovery mail by default; at most [auth.rate_limit] email_sent per hour, then 429 over_email_send_rate_limit", async () => {
    const catcher = await startMailCatcher({
      webPort: 0,
      smtpPort: 0,
      mailDir: join(dir, "limit"),
    });
    try {
      const project = loadProjectConfig();
      project.auth.rateLimit.emailSent = 2;
      const mailer = mailerFor(project, catcher.smtpPort);
      await mailer.sendLink(link("one@example.com"));
      await mailer.sendLink(link("two@example.com"));
      await assert.rejects(mailer.sendLink(link("three@example.com")), (error: unknown) => {
        assert.ok(error instanceof AuthError);
        assert.deepEqual(
          [error.status, error.code, error.message],
          [429, "over_email_send_rate_limit", "email rate limit exceeded"],
        );
        return true;
      });
      const mails = await waitForMails(catcher.url, 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.deepEqual((await caughtMails(catcher.url)).map((mail) => mail.to[0].address).sort(), [
        "one@example.com",
        "two@example.com",
      ]);
      assert.equal(mails[0].subject, "Reset your password");
      assert.equal(mails[0].from[0].address, "admin@email.com");
      assert.match(
        mails[0].html,
        /href="http:\/\/127\.0\.0\.1:54321\/auth\/v1\/verify\?token=hash&amp;type=recovery&amp;redirect_to=http%3A%2F%2F127\.0\.0\.1%3A5173%2Freset-password"/,
      );
    } finally {
      await catcher.stop();
    }
  });

  test("[auth.email.smtp] and [auth.email.template.recovery] from config.toml decide the server, sender, subject and body", async () => {
    const server = await startMailCatcher({ webPort: 0, smtpPort: 0, mailDir: join(dir, "smtp") });
    try {
      writeFileSync(
        join(dir, "recovery.html"),
        '<p>Code {{ .Token }} for {{ .Email }}: <a href="{{ .ConfirmationURL }}">reset</a></p>',
      );
      const toml = `${readFileSync(join(supabaseDir, "config.toml"), "utf8")}
[auth.email.smtp]
host = "127.0.0.1"
port = ${server.smtpPort}
admin_email = "crm@example.com"
sender_name = "AI Sales CRM"

[auth.email.template.recovery]
subject = "Reset the password of {{ .Email }}"
content_path = "${join(dir, "recovery.html")}"
`;
      const configPath = join(dir, "config.toml");
      writeFileSync(configPath, toml);
      // No catcher port: the configured server alone carries the mail.
      await mailerFor(loadProjectConfig(configPath)).sendLink(link("rep@example.com"));
      const [mail] = await waitForMails(server.url, 1);
      assert.equal(mail.subject, "Reset the password of rep@example.com");
      assert.deepEqual(mail.from, [{ address: "crm@example.com", name: "AI Sales CRM" }]);
      assert.match(
        mail.html,
        /^<p>Code 123456 for rep@example.com: <a href="http:\/\/127\.0\.0\.1:54321\/auth\/v1\/verify\?token=hash&amp;type=recovery/,
      );
    } finally {
      await server.stop();
    }
  });
});
