// The auth service's e-mail flows, end to end: GoTrue's answers, the mail in
// the stand-in's catcher (read over maildev's REST API), and its link signing in.
// Needs a running stand-in (scripts/test.ts sets SUPABASE_URL, the keys and MAIL_CATCHER_URL).
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { caughtMails, firstLink, waitForMails } from "./catcherInbox.ts";
import { adminAuth, anonClient, createConfirmedUser, env, pkceClient } from "./standInEnv.ts";
import { decodeJwt } from "jose";

const url = env("SUPABASE_URL");
const anonKey = env("SUPABASE_ANON_KEY");
const serviceRoleKey = env("SUPABASE_SERVICE_ROLE_KEY");
const catcherUrl = env("MAIL_CATCHER_URL");

const admin = adminAuth();

const APP_RESET = "http://127.0.0.1:5173/reset-password";
const PASSWORD = "correct-horse-battery";
const runId = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
let emailCount = 0;
const createdIds: string[] = [];

async function confirmedUser(label: string) {
  const email = `auth-email-${label}-${runId}-${++emailCount}@example.com`;
  createdIds.push(await createConfirmedUser(email, PASSWORD));
  return email;
}

/** The one mail sent to the address. */
async function onlyMailTo(address: string) {
  const mails = await waitForMails(catcherUrl, 1, address);
  assert.equal(mails.length, 1);
  return mails[0];
}

/** A POST to the auth service as a client on API version 2024-01-01 sends it. */
function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/auth/v1${path}`, {
    method: "POST",
    headers: {
      apikey: anonKey,
      "content-type": "application/json",
      "x-supabase-api-version": "2024-01-01",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}
const postRecover = (body: unknown) => postJson("/recover", body);

after(async () => {
  await Promise.all(createdIds.map((id) => admin.deleteUser(id)));
});

describe("POST /recover", () => {
  test("answers {} and mails GoTrue’s recovery mail, whose link signs in with the session in the fragment", async () => {
    const email = await confirmedUser("implicit");
    // As supabase-js sends it: redirect_to in the query (GoTrue never reads one in the JSON body).
    const response = await postJson(`/recover?${new URLSearchParams({ redirect_to: APP_RESET })}`, {
      email,
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {});

    const mail = await onlyMailTo(email);
    assert.equal(mail.subject, "Reset your password");
    assert.match(mail.html, /We received a request to reset your password/);
    const link = new URL(firstLink(mail));
    assert.equal(link.origin + link.pathname, `${url}/auth/v1/verify`);
    assert.equal(link.searchParams.get("type"), "recovery");

    const opened = await fetch(link, { redirect: "manual" });
    assert.equal(opened.status, 303);
    const target = new URL(opened.headers.get("location")!);
    assert.equal(target.origin + target.pathname, APP_RESET);
    const fragment = new URLSearchParams(target.hash.slice(1));
    assert.equal(fragment.get("type"), "recovery");
    assert.equal(decodeJwt(fragment.get("access_token")!).email, email);

    const reused = await fetch(link, { redirect: "manual" });
    assert.match(reused.headers.get("location")!, /error_code=otp_expired/);
  });

  test("resetPasswordForEmail (PKCE): the link answers ?code=, which signs in; the new password then works", async () => {
    const email = await confirmedUser("pkce");
    const browser = pkceClient();
    const { data, error } = await browser.auth.resetPasswordForEmail(email, {
      redirectTo: APP_RESET,
    });
    assert.equal(error, null);
    assert.deepEqual(data, {});

    const opened = await fetch(firstLink(await onlyMailTo(email)), { redirect: "manual" });
    assert.equal(opened.status, 303);
    const target = new URL(opened.headers.get("location")!);
    assert.equal(target.origin + target.pathname, APP_RESET);
    const code = target.searchParams.get("code");
    assert.ok(code);
    const exchanged = await browser.auth.exchangeCodeForSession(code);
    assert.equal(exchanged.error, null);
    assert.equal(exchanged.data.user?.email, email);

    const updated = await browser.auth.updateUser({ password: "a-brand-new-secret" });
    assert.equal(updated.error, null);
    const signIn = await pkceClient().auth.signInWithPassword({
      email,
      password: "a-brand-new-secret",
    });
    assert.equal(signIn.error, null);
    const old = await pkceClient().auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(old.error?.code, "invalid_credentials");
  });

  test("the link leads to redirect_to of a header, as GoTrue's getRedirectTo reads it; one in the JSON body is not read", async () => {
    const linkTarget = async (headers: Record<string, string>, body: object) => {
      const email = await confirmedUser("recover-redirect");
      const response = await postJson("/recover", { email, ...body }, headers);
      assert.equal(response.status, 200);
      return new URL(firstLink(await onlyMailTo(email))).searchParams.get("redirect_to");
    };
    assert.equal(await linkTarget({ redirect_to: APP_RESET }, {}), APP_RESET);
    assert.notEqual(await linkTarget({}, { redirect_to: APP_RESET }), APP_RESET);
  });

  test("an unknown address gets the same answer and nothing is sent", async () => {
    const email = `auth-email-nobody-${runId}@example.com`;
    const response = await postRecover({ email });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.deepEqual(await caughtMails(catcherUrl, email), []);
  });

  test("a second request within max_frequency is 429 over_email_send_rate_limit, and sends nothing more", async () => {
    const email = await confirmedUser("frequency");
    assert.equal((await postRecover({ email })).status, 200);
    await onlyMailTo(email);
    const again = await postRecover({ email });
    assert.equal(again.status, 429);
    const body = (await again.json()) as { code: string; message: string };
    assert.equal(body.code, "over_email_send_rate_limit");
    assert.match(
      body.message,
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    assert.equal((await caughtMails(catcherUrl, email)).length, 1);
  });

  test("a missing or malformed email is 400 validation_failed", async () => {
    const missing = await postRecover({});
    assert.equal(missing.status, 400);
    assert.deepEqual(await missing.json(), {
      code: "validation_failed",
      message: "Password recovery requires an email",
      error_code: "validation_failed",
    });
    const malformed = await postRecover({ email: "not-an-address" });
    assert.equal(malformed.status, 400);
    assert.equal(((await malformed.json()) as { code: string }).code, "validation_failed");
  });
});

const postOtp = (body: unknown) => postJson("/otp", body);

describe("POST /otp (magic link and e-mail code)", () => {
  test("signInWithOtp mails a magic link whose PKCE code signs in", async () => {
    const email = await confirmedUser("magic");
    const browser = pkceClient();
    const { data, error } = await browser.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: APP_RESET },
    });
    assert.equal(error, null);
    assert.deepEqual(data, { user: null, session: null });
    const mail = await onlyMailTo(email);
    assert.equal(mail.subject, "Your sign-in link");
    const opened = await fetch(firstLink(mail), { redirect: "manual" });
    const code = new URL(opened.headers.get("location")!).searchParams.get("code");
    assert.ok(code);
    const exchanged = await browser.auth.exchangeCodeForSession(code);
    assert.equal(exchanged.error, null);
    assert.equal(exchanged.data.user?.email, email);
    const { amr } = decodeJwt<{ amr: { method: string }[] }>(exchanged.data.session!.access_token);
    assert.equal(amr[0].method, "magiclink");
  });

  test("an unknown address is signed up (confirmed, as enable_confirmations is off) and mailed a magic link", async () => {
    const email = `auth-email-new-${runId}@example.com`;
    const response = await postOtp({ email, data: { full_name: "New Rep" } });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {});
    const { data } = await admin.listUsers({ page: 1, perPage: 1000 });
    const created = data.users.find((user) => user.email === email);
    assert.ok(created?.email_confirmed_at);
    createdIds.push(created.id);
    assert.equal(created.user_metadata.full_name, "New Rep");
    const opened = await fetch(firstLink(await onlyMailTo(email)), { redirect: "manual" });
    const fragment = new URLSearchParams(new URL(opened.headers.get("location")!).hash.slice(1));
    assert.equal(fragment.get("type"), "magiclink");
    assert.equal(decodeJwt(fragment.get("access_token")!).email, email);
  });

  test("create_user false: an unknown address is 422 otp_disabled and nothing is created or sent", async () => {
    const email = `auth-email-nocreate-${runId}@example.com`;
    const response = await postOtp({ email, create_user: false });
    assert.equal(response.status, 422);
    assert.deepEqual(await response.json(), {
      code: "otp_disabled",
      message: "Signups not allowed for otp",
      error_code: "otp_disabled",
    });
    const { data } = await admin.listUsers({ page: 1, perPage: 1000 });
    assert.equal(
      data.users.some((user) => user.email === email),
      false,
    );
    assert.deepEqual(await caughtMails(catcherUrl, email), []);
  });

  test("GoTrue’s validation answers: phone (no phone provider), both, neither", async () => {
    const cases: [unknown, number, string, string][] = [
      [{ phone: "+15555550100" }, 400, "phone_provider_disabled", "Unsupported phone provider"],
      [
        { email: "a@example.com", phone: "+15555550100" },
        400,
        "validation_failed",
        "Only an email address or phone number should be provided",
      ],
      [{}, 400, "validation_failed", "One of email or phone must be set"],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await postOtp(body);
      assert.equal(response.status, status);
      const answer = (await response.json()) as { code: string; message: string };
      assert.deepEqual([answer.code, answer.message], [code, message]);
    }
  });
});

describe("POST /invite", () => {
  test("inviteUserByEmail answers the user and mails an invitation whose link confirms and signs in; once confirmed, email_exists", async () => {
    const email = `auth-email-invited-${runId}@example.com`;
    const { data, error } = await admin.inviteUserByEmail(email, {
      redirectTo: APP_RESET,
      data: { full_name: "Invited Rep" },
    });
    assert.equal(error, null);
    createdIds.push(data.user!.id);
    assert.equal(data.user?.email, email);
    assert.ok(data.user?.invited_at);
    assert.equal(data.user?.email_confirmed_at, undefined);
    assert.equal(data.user?.user_metadata.full_name, "Invited Rep");

    const mail = await onlyMailTo(email);
    assert.equal(mail.subject, "You've been invited");
    const opened = await fetch(firstLink(mail), { redirect: "manual" });
    const target = new URL(opened.headers.get("location")!);
    assert.equal(target.origin + target.pathname, APP_RESET);
    const fragment = new URLSearchParams(target.hash.slice(1));
    assert.equal(fragment.get("type"), "invite");
    assert.equal(decodeJwt(fragment.get("access_token")!).email, email);

    const again = await admin.inviteUserByEmail(email);
    assert.equal(again.error?.status, 422);
    assert.equal(again.error?.code, "email_exists");
  });

  test("the link leads to redirect_to of the query or a header, as GoTrue reads it; one in the JSON body is not read", async () => {
    const invited = async (where: { query?: string; header?: string; body?: string }) => {
      const email = `auth-email-invite-redirect-${runId}-${++emailCount}@example.com`;
      const query = where.query ? `?${new URLSearchParams({ redirect_to: where.query })}` : "";
      const response = await postJson(
        `/invite${query}`,
        { email, ...(where.body ? { redirect_to: where.body } : {}) },
        {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          ...(where.header ? { redirect_to: where.header } : {}),
        },
      );
      assert.equal(response.status, 200);
      createdIds.push(((await response.json()) as { id: string }).id);
      return new URL(firstLink(await onlyMailTo(email))).searchParams.get("redirect_to");
    };
    assert.equal(await invited({ query: APP_RESET }), APP_RESET);
    assert.equal(await invited({ header: APP_RESET }), APP_RESET);
    const siteUrl = await invited({});
    assert.notEqual(siteUrl, APP_RESET);
    assert.equal(await invited({ body: APP_RESET }), siteUrl);
  });

  test("the anon key is refused with not_admin and nothing is sent", async () => {
    const email = `auth-email-notadmin-${runId}@example.com`;
    const response = await postJson("/invite", { email }, { authorization: `Bearer ${anonKey}` });
    assert.equal(response.status, 403);
    assert.equal(((await response.json()) as { code: string }).code, "not_admin");
    assert.deepEqual(await caughtMails(catcherUrl, email), []);
  });
});

describe("POST /resend", () => {
  test("type signup: an unconfirmed address gets the confirmation again, whose link confirms and signs in; a confirmed one gets nothing", async () => {
    const email = `auth-email-unconfirmed-${runId}@example.com`;
    const created = await admin.createUser({ email, password: PASSWORD, email_confirm: false });
    assert.equal(created.error, null);
    createdIds.push(created.data.user!.id);

    const { error } = await anonClient().auth.resend({
      type: "signup",
      email,
      options: { emailRedirectTo: APP_RESET },
    });
    assert.equal(error, null);
    const mail = await onlyMailTo(email);
    assert.equal(mail.subject, "Confirm your email address");
    const opened = await fetch(firstLink(mail), { redirect: "manual" });
    const fragment = new URLSearchParams(new URL(opened.headers.get("location")!).hash.slice(1));
    assert.equal(fragment.get("type"), "signup");
    const confirmed = await admin.getUserById(created.data.user!.id);
    assert.ok(confirmed.data.user?.email_confirmed_at);

    const again = await postJson("/resend", { type: "signup", email });
    assert.equal(again.status, 200);
    assert.deepEqual(await again.json(), {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await caughtMails(catcherUrl, email)).length, 1);
  });

  test("an unknown address answers {}; a bad type or a missing address is validation_failed", async () => {
    const unknown = await postJson("/resend", {
      type: "signup",
      email: `auth-email-ghost-${runId}@example.com`,
    });
    assert.equal(unknown.status, 200);
    assert.deepEqual(await unknown.json(), {});
    const cases: [unknown, string][] = [
      [
        { type: "recovery", email: "a@example.com" },
        "Missing one of these types: signup, email_change, sms, phone_change",
      ],
      [{ type: "signup" }, "Type provided requires an email address"],
      [{ type: "email_change" }, "Missing email address or phone number"],
    ];
    for (const [body, message] of cases) {
      const response = await postJson("/resend", body);
      assert.equal(response.status, 400);
      assert.deepEqual(await response.json(), {
        code: "validation_failed",
        message,
        error_code: "validation_failed",
      });
    }
  });
});

describe("GET /reauthenticate", () => {
  test("mails the signed-in user GoTrue’s six-digit code; again within max_frequency is 429", async () => {
    const email = await confirmedUser("reauth");
    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(signIn.error, null);
    const { data, error } = await client.auth.reauthenticate();
    assert.equal(error, null);
    assert.deepEqual(data, { user: null, session: null });

    const mail = await onlyMailTo(email);
    const code = /^(\d{6}) is your verification code$/.exec(mail.subject)?.[1];
    assert.ok(code, mail.subject);
    assert.match(mail.html, new RegExp(`<p>${code}</p>`));

    const again = await client.auth.reauthenticate();
    assert.equal(again.error?.status, 429);
    assert.equal(again.error?.code, "over_email_send_rate_limit");
  });

  test("without a signed-in user it is refused and nothing is sent", async () => {
    const response = await fetch(`${url}/auth/v1/reauthenticate`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    assert.equal(response.status, 403);
  });
});
