// The auth service with config.toml's settings but `[auth.email] enable_confirmations` and
// `secure_password_change` on, on the running stand-in's database, mailing to a catcher of
// its own: GoTrue's sign-up confirmation and reauthenticated password change.
// Needs SUPABASE_URL, SUPABASE_DB_URL and the keys of a running stand-in.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import postgres from "postgres";
import { createAuthApp } from "../../local/auth/app.ts";
import { loadKeys, loadProjectConfig } from "../../local/config.ts";
import { startMailCatcher, type MailCatcher } from "../../local/mail/catcher.ts";
import { firstLink, waitForMails } from "./catcherInbox.ts";
import { adminAuth, clientRequests, createConfirmedUser, env } from "./standInEnv.ts";

const sql = postgres(env("SUPABASE_DB_URL"), { prepare: false, max: 2, onnotice: () => {} });
const admin = adminAuth();
const dir = mkdtempSync(join(tmpdir(), "crm-confirmations-"));
const runId = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const PASSWORD = "correct-horse-battery";
let catcher: MailCatcher;
let app: ReturnType<typeof createAuthApp>;

before(async () => {
  catcher = await startMailCatcher({ webPort: 0, smtpPort: 0, mailDir: join(dir, "mail") });
  const project = loadProjectConfig();
  const email = { ...project.auth.email, enableConfirmations: true, securePasswordChange: true };
  app = createAuthApp({
    sql,
    keys: loadKeys(),
    project: { ...project, auth: { ...project.auth, email } },
    publicUrl: env("SUPABASE_URL"),
    dataDir: dir,
    mailCatcherSmtpPort: catcher.smtpPort,
  });
});

after(async () => {
  const ids = await sql<{ id: string }[]>`
    select id from auth.users where email like ${`%-${runId}@example.com`}`;
  for (const { id } of ids) await admin.deleteUser(id);
  await catcher.stop();
  await sql.end();
  rmSync(dir, { recursive: true, force: true });
});

const call = clientRequests(() => app);

test("with confirmations on, sign-up mails the confirmation and answers the user, not a session", async () => {
  const email = `confirm-${runId}@example.com`;
  const res = await call("POST", "/signup", { email, password: PASSWORD });
  assert.equal(res.status, 200);
  const user = (await res.json()) as {
    id: string;
    email_confirmed_at?: string;
    access_token?: string;
  };
  assert.equal(user.access_token, undefined);
  assert.equal(user.email_confirmed_at, undefined);
  const [mail] = await waitForMails(catcher.url, 1, email);
  assert.equal(mail.subject, "Confirm your email address");

  const opened = await app.request(firstLink(mail).replace(/^.*\/auth\/v1/, ""));
  assert.equal(opened.status, 303);
  assert.match(opened.headers.get("location") ?? "", /#access_token=/);
  // A second sign-up of the now confirmed address looks the same and mails nothing.
  const again = await call("POST", "/signup", { email, password: PASSWORD });
  const lookAlike = (await again.json()) as { id: string; identities: unknown[] };
  assert.notEqual(lookAlike.id, user.id);
  assert.deepEqual(lookAlike.identities, []);
  const [row] = await sql<{ confirmation_token: string }[]>`
    select confirmation_token from auth.users where email = ${email}`;
  assert.equal(row.confirmation_token, "", "no new confirmation was issued");
});

test("with secure password change, an old session needs the mailed reauthentication code", async () => {
  const email = `reauth-${runId}@example.com`;
  const userId = await createConfirmedUser(email, PASSWORD);
  const signIn = await call("POST", "/token?grant_type=password", { email, password: PASSWORD });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  await sql`
    update auth.sessions set created_at = now() - interval '2 days'
    where user_id = ${userId}`;

  const bare = await call("PUT", "/user", { password: "a-new-secret-1" }, token);
  assert.equal(bare.status, 400);
  assert.equal(((await bare.json()) as { code: string }).code, "reauthentication_needed");
  const wrong = await call("PUT", "/user", { password: "a-new-secret-1", nonce: "000000" }, token);
  assert.equal(((await wrong.json()) as { code: string }).code, "reauthentication_not_valid");

  assert.equal((await call("GET", "/reauthenticate", undefined, token)).status, 200);
  const [mail] = await waitForMails(catcher.url, 1, email);
  const nonce = /\b(\d{6})\b/.exec(mail.html)![1];
  const changed = await call("PUT", "/user", { password: "a-new-secret-1", nonce }, token);
  assert.equal(changed.status, 200);
});
