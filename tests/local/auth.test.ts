// The stand-in's auth service, driven the way the app drives it: through supabase-js.
// Needs a running stand-in; the test orchestrator sets SUPABASE_URL, SUPABASE_ANON_KEY,
// SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { isAuthSessionMissingError } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import postgres from "postgres";
import { adminAuth, anonClient, createConfirmedUser, env, pkceClient } from "./standInEnv.ts";

const url = env("SUPABASE_URL");
const anonKey = env("SUPABASE_ANON_KEY");
const db = postgres(env("SUPABASE_DB_URL"), { prepare: false, max: 1, onnotice: () => {} });

const admin = adminAuth();

/** An allow-listed redirect of config.toml (the Vite dev server's auth callback). */
const APP_CALLBACK = "http://127.0.0.1:5173/auth/callback";
const PASSWORD = "correct-horse-battery";

const runId = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
let emailCount = 0;
const createdEmails: string[] = [];
function uniqueEmail(label: string): string {
  const email = `auth-test-${label}-${runId}-${++emailCount}@example.com`;
  createdEmails.push(email);
  return email;
}

async function confirmedUser(label: string, metadata: Record<string, unknown> = {}) {
  const email = uniqueEmail(label);
  return { email, id: await createConfirmedUser(email, PASSWORD, metadata) };
}

async function signedInClient(label: string) {
  const { email, id } = await confirmedUser(label);
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  assert.equal(error, null);
  return { client, email, id, session: data.session! };
}

/** What a browser does on the local Google consent page: load it, then submit the email form. */
async function consentAs(authorizeUrl: string, email: string, name: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.match(html, /<title>Sign in with Google \(local\)<\/title>/);
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  assert.ok(state && action, "the consent page has a form with the OAuth state");
  const submitted = await fetch(new URL(action, page.url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ state, email, name }),
    redirect: "manual",
  });
  assert.equal(submitted.status, 302);
  return new URL(submitted.headers.get("location")!);
}

after(async () => {
  const { data } = await admin.listUsers({ page: 1, perPage: 1000 });
  const ours = data.users.filter((user) => createdEmails.includes(user.email ?? ""));
  await Promise.all(ours.map((user) => admin.deleteUser(user.id)));
  await db.end();
});

describe("password sign-in", () => {
  test("signs in, and the access token carries GoTrue claims", async () => {
    const { client, id, session } = await signedInClient("password");
    assert.equal(session.token_type, "bearer");
    assert.ok(session.refresh_token.length >= 12);
    const claims = decodeJwt(session.access_token);
    assert.equal(claims.sub, id);
    assert.equal(claims.aud, "authenticated");
    assert.equal(claims.role, "authenticated");
    assert.equal(claims.aal, "aal1");
    assert.match(String(claims.iss), /\/auth\/v1$/);
    assert.equal(typeof claims.session_id, "string");
    assert.deepEqual(
      (claims.amr as { method: string }[]).map((entry) => entry.method),
      ["password"],
    );
    assert.equal(claims.exp, session.expires_at);

    const { data, error } = await client.auth.getUser();
    assert.equal(error, null);
    assert.equal(data.user?.id, id);
    assert.deepEqual(data.user?.app_metadata.providers, ["email"]);
    assert.equal(data.user?.identities?.[0].provider, "email");
  });

  test("a wrong password is invalid_credentials", async () => {
    const { email } = await confirmedUser("wrong-password");
    const { data, error } = await anonClient().auth.signInWithPassword({
      email,
      password: "not-the-password",
    });
    assert.equal(data.session, null);
    assert.equal(error?.code, "invalid_credentials");
    assert.equal(error?.status, 400);
    assert.equal(error?.message, "Invalid login credentials");
  });
});

describe("sessions", () => {
  test("refreshing rotates the refresh token; one revoked longer ago than the reuse interval is refused", async () => {
    const { client, session } = await signedInClient("refresh");
    const first = session.refresh_token;
    const { data: refreshed, error } = await client.auth.refreshSession();
    assert.equal(error, null);
    const second = refreshed.session!.refresh_token;
    assert.notEqual(second, first);
    assert.equal((await client.auth.getUser(refreshed.session!.access_token)).error, null);
    const third = (await client.auth.refreshSession()).data.session!.refresh_token;

    // The parent of the active token gets the active one back (the client lost the answer), as in GoTrue.
    const retried = await anonClient().auth.refreshSession({ refresh_token: second });
    assert.equal(retried.data.session?.refresh_token, third);

    await db`update auth.refresh_tokens set updated_at = now() - interval '1 day' where token = ${first}`;
    const reused = await anonClient().auth.refreshSession({ refresh_token: first });
    assert.equal(reused.data.session, null);
    assert.equal(reused.error?.code, "refresh_token_already_used");
    assert.equal(reused.error?.message, "Invalid Refresh Token: Already Used");

    const unknown = await anonClient().auth.refreshSession({ refresh_token: "notarealtoken" });
    assert.equal(unknown.error?.code, "refresh_token_not_found");
  });

  test("after signOut the old access token and refresh token no longer work", async () => {
    const { client, session } = await signedInClient("sign-out");
    assert.equal((await client.auth.signOut()).error, null);
    const { data, error } = await anonClient().auth.getUser(session.access_token);
    assert.equal(data.user, null);
    assert.ok(isAuthSessionMissingError(error), "GoTrue answers session_not_found");
    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    assert.equal(refreshed.error?.code, "refresh_token_not_found");
  });

  test("updateUser changes user_metadata and the password", async () => {
    const { client, email } = await signedInClient("update");
    const { data, error } = await client.auth.updateUser({ data: { full_name: "Ada Lovelace" } });
    assert.equal(error, null);
    assert.equal(data.user?.user_metadata.full_name, "Ada Lovelace");
    assert.equal((await client.auth.updateUser({ password: "a-new-password" })).error, null);
    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password: "a-new-password",
    });
    assert.equal(signIn.error, null);
    assert.equal(signIn.data.user?.user_metadata.full_name, "Ada Lovelace");
  });
});

describe("sign-up", () => {
  test("signUp confirms at once and answers a session; the email cannot register twice", async () => {
    const email = uniqueEmail("signup");
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "New Person" } },
    });
    assert.equal(error, null);
    assert.ok(data.session?.access_token);
    assert.ok(data.user?.email_confirmed_at);
    assert.equal(data.user?.user_metadata.full_name, "New Person");

    const again = await anonClient().auth.signUp({ email, password: PASSWORD });
    assert.equal(again.error?.code, "user_already_exists");
    assert.equal(again.error?.message, "User already registered");
  });

  test("a short password is weak_password", async () => {
    const { error } = await anonClient().auth.signUp({
      email: uniqueEmail("weak"),
      password: "123",
    });
    assert.equal(error?.code, "weak_password");
    assert.equal(error?.status, 422);
  });
});

describe("admin API", () => {
  test("createUser, listUsers, updateUserById, getUserById and deleteUser", async () => {
    const { id, email } = await confirmedUser("admin", { full_name: "Admin Made" });
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    assert.equal(listed.error, null);
    assert.ok(listed.data.users.some((user) => user.id === id && user.email === email));

    const newEmail = uniqueEmail("admin-renamed");
    const updated = await admin.updateUserById(id, {
      email: newEmail,
      user_metadata: { team: "sales" },
      app_metadata: { role: "ADMIN" },
    });
    assert.equal(updated.error, null);
    assert.equal(updated.data.user?.email, newEmail);
    assert.equal(updated.data.user?.user_metadata.team, "sales");
    assert.equal(updated.data.user?.user_metadata.full_name, "Admin Made");
    assert.equal(updated.data.user?.app_metadata.role, "ADMIN");
    assert.equal((await admin.getUserById(id)).data.user?.email, newEmail);

    assert.equal((await admin.deleteUser(id)).error, null);
    const gone = await admin.getUserById(id);
    assert.equal(gone.error?.code, "user_not_found");
    assert.equal(gone.error?.status, 404);
  });

  test("listUsers pages with GoTrue pagination headers", async () => {
    await confirmedUser("page-a");
    await confirmedUser("page-b");
    const { data, error } = await admin.listUsers({ page: 1, perPage: 1 });
    assert.equal(error, null);
    assert.equal(data.users.length, 1);
    assert.ok("total" in data && data.total >= 2);
    assert.ok("nextPage" in data && data.nextPage === 2);
  });

  test("generateLink makes a magic link whose token_hash verifyOtp turns into a session", async () => {
    const { id, email } = await confirmedUser("magic");
    const { data, error } = await admin.generateLink({ type: "magiclink", email });
    assert.equal(error, null);
    assert.equal(data.user.id, id);
    assert.equal(data.properties.verification_type, "magiclink");
    assert.match(data.properties.email_otp, /^\d{6}$/);

    const client = anonClient();
    const verified = await client.auth.verifyOtp({
      type: "magiclink",
      token_hash: data.properties.hashed_token,
    });
    assert.equal(verified.error, null);
    assert.equal(verified.data.user?.id, id);
    assert.equal((await client.auth.getUser()).data.user?.id, id);

    const usedTwice = await anonClient().auth.verifyOtp({
      type: "magiclink",
      token_hash: data.properties.hashed_token,
    });
    assert.equal(usedTwice.error?.code, "otp_expired");
  });

  test("a magic link opened in the browser redirects with the session in the fragment", async () => {
    const { email } = await confirmedUser("magic-get");
    const { data, error } = await admin.generateLink({
      type: "magiclink",
      email,
      options: { redirectTo: APP_CALLBACK },
    });
    assert.equal(error, null);
    const response = await fetch(data.properties!.action_link, { redirect: "manual" });
    assert.equal(response.status, 303);
    const location = new URL(response.headers.get("location")!);
    assert.equal(`${location.origin}${location.pathname}`, APP_CALLBACK);
    const fragment = new URLSearchParams(location.hash.slice(1));
    assert.ok(fragment.get("access_token"));
    assert.ok(fragment.get("refresh_token"));
    assert.equal(fragment.get("type"), "magiclink");
  });

  test("admin routes refuse the anon key with not_admin", async () => {
    const response = await fetch(`${url}/auth/v1/admin/users`, {
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        "X-Supabase-Api-Version": "2024-01-01",
      },
    });
    assert.equal(response.status, 403);
    assert.equal(response.headers.get("x-sb-error-code"), "not_admin");
    const body = await response.json();
    assert.equal(body.code, "not_admin");
    assert.equal(body.message, "User not allowed");
  });
});

describe("Google sign-in through the local consent page", () => {
  test("PKCE: consent redirects with ?code=, which exchangeCodeForSession turns into a session", async () => {
    const client = pkceClient();
    const { data, error } = await client.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: APP_CALLBACK, skipBrowserRedirect: true },
    });
    assert.equal(error, null);
    const email = uniqueEmail("google-pkce");
    const redirected = await consentAs(data.url!, email, "Grace Hopper");
    assert.equal(`${redirected.origin}${redirected.pathname}`, APP_CALLBACK);
    const code = redirected.searchParams.get("code");
    assert.ok(code);

    const exchanged = await client.auth.exchangeCodeForSession(code);
    assert.equal(exchanged.error, null);
    const user = exchanged.data.user!;
    assert.equal(user.email, email);
    assert.equal(user.app_metadata.provider, "google");
    assert.deepEqual(user.app_metadata.providers, ["google"]);
    assert.equal(user.user_metadata.full_name, "Grace Hopper");
    assert.equal(user.identities?.[0].provider, "google");
    assert.equal((await client.auth.getUser()).data.user?.id, user.id);

    const replayed = await client.auth.exchangeCodeForSession(code);
    assert.ok(replayed.error, "an auth code is exchanged once");
  });

  test("implicit flow: consent redirects with the session in the fragment; an email user gets Google linked", async () => {
    const { id, email } = await confirmedUser("google-implicit");
    const { data } = await anonClient().auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: APP_CALLBACK, skipBrowserRedirect: true },
    });
    const redirected = await consentAs(data.url!, email, "");
    const fragment = new URLSearchParams(redirected.hash.slice(1));
    const accessToken = fragment.get("access_token");
    assert.ok(accessToken && fragment.get("refresh_token"));
    const { data: fetched } = await anonClient().auth.getUser(accessToken);
    assert.equal(fetched.user?.id, id);
    assert.deepEqual(fetched.user?.app_metadata.providers, ["email", "google"]);
  });
});
