// A signed-in user's email change as GoTrue runs it: mailed to both addresses (secure change),
// applied when a link or code is used, or (with confirmations on) once both addresses agreed;
// generateLink's email_change types. Needs a running stand-in (SUPABASE_URL, the keys,
// SUPABASE_DB_URL, MAIL_CATCHER_URL).
import assert from "node:assert/strict";
import { tmpdir } from "node:os";
import { after, test } from "node:test";
import postgres from "postgres";
import { createAuthApp } from "../../local/auth/app.ts";
import { loadKeys, loadProjectConfig } from "../../local/config.ts";
import { firstLink, waitForMails } from "./catcherInbox.ts";
import { adminAuth, createConfirmedUser, env, pkceClient } from "./standInEnv.ts";

const catcherUrl = env("MAIL_CATCHER_URL");
const serviceRoleKey = env("SUPABASE_SERVICE_ROLE_KEY");
const admin = adminAuth();
const PASSWORD = "correct-horse-battery";
const SINGLE_CONFIRMATION =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";
const runId = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
let count = 0;
const createdIds: string[] = [];
const sql = postgres(env("SUPABASE_DB_URL"), { prepare: false, max: 2, onnotice: () => {} });

after(async () => {
  await Promise.all(createdIds.map((id) => admin.deleteUser(id)));
  await sql.end();
});

const address = (label: string) => `email-change-${label}-${runId}-${++count}@example.com`;

async function signedInUser(label: string) {
  const email = address(label);
  createdIds.push(await createConfirmedUser(email, PASSWORD));
  const client = pkceClient();
  assert.equal((await client.auth.signInWithPassword({ email, password: PASSWORD })).error, null);
  return { client, email };
}

/** The email-change mail sent to the address, with GoTrue's subject. */
async function mailedChange(to: string) {
  const [mail] = await waitForMails(catcherUrl, 1, to);
  assert.equal(mail.subject, "Confirm your new email address");
  return mail;
}

test("updateUser({ email }) mails both addresses and changes nothing until a link is used", async () => {
  const { client, email } = await signedInUser("link");
  const newEmail = address("link-new");
  const { data, error } = await client.auth.updateUser({ email: newEmail });
  assert.equal(error, null);
  assert.equal(data.user!.email, email);
  assert.equal(data.user!.new_email, newEmail);

  const toNew = await mailedChange(newEmail);
  assert.match(toNew.html, new RegExp(newEmail.replace(/[.+]/g, "\\$&")));
  await mailedChange(email);

  // Confirmations are off in config.toml: as GoTrue then, one address's link completes the change.
  const link = new URL(firstLink(toNew));
  assert.equal(link.searchParams.get("type"), "email_change");
  const opened = await fetch(link, { redirect: "manual" });
  assert.equal(opened.status, 303);
  const [user] = await sql<{ email: string; email_change: string }[]>`
    select email, email_change from auth.users where lower(email) = ${newEmail}`;
  assert.deepEqual(user, { email: newEmail, email_change: "" });
});

test("a resend within max_frequency is refused with over_email_send_rate_limit", async () => {
  const { client, email } = await signedInUser("resend");
  assert.equal((await client.auth.updateUser({ email: address("resend-new") })).error, null);
  const { error } = await client.auth.resend({ type: "email_change", email });
  assert.equal(error?.code, "over_email_send_rate_limit");
});

/** The auth app with config.toml's settings but confirmations on, on the stand-in's database. */
function appWithConfirmations() {
  const project = loadProjectConfig();
  return createAuthApp({
    sql,
    keys: loadKeys(),
    project: {
      ...project,
      auth: { ...project.auth, email: { ...project.auth.email, enableConfirmations: true } },
    },
    publicUrl: env("SUPABASE_URL"),
    dataDir: tmpdir(),
  });
}

test("generateLink's email_change types; with confirmations on, both addresses must agree", async () => {
  const app = appWithConfirmations();
  const { email } = await signedInUser("generate");
  const newEmail = address("generate-new");
  const generate = async (type: string) => {
    const res = await app.request("/admin/generate_link", {
      method: "POST",
      headers: { authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" },
      body: JSON.stringify({ type, email, new_email: newEmail }),
    });
    assert.equal(res.status, 200);
    return (await res.json()) as {
      action_link: string;
      new_email: string;
      verification_type: string;
    };
  };
  const current = await generate("email_change_current");
  const next = await generate("email_change_new");
  assert.equal(next.new_email, newEmail);
  assert.equal(next.verification_type, "email_change_new");

  const verify = async (actionLink: string) => {
    const tokenHash = new URL(actionLink).searchParams.get("token")!;
    assert.equal(new URL(actionLink).searchParams.get("type"), "email_change");
    const res = await app.request("/verify", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "email_change", token_hash: tokenHash }),
    });
    assert.equal(res.status, 200);
    return (await res.json()) as { msg?: string; user?: { email: string } };
  };
  assert.deepEqual(await verify(current.action_link), { msg: SINGLE_CONFIRMATION, code: "200" });
  assert.equal((await verify(next.action_link)).user?.email, newEmail);
});
