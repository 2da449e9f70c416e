// The auth service with config.toml's settings but `[auth.passkey]` on (and anonymous sign-ins,
// to show they cannot register one), on the running stand-in's database, driven by supabase-js
// and a software authenticator: GoTrue's passkey registration, sign-in and management.
// Needs SUPABASE_URL, SUPABASE_DB_URL and the keys of a running stand-in.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createClient } from "@supabase/supabase-js";
import postgres from "postgres";
import { createAuthApp } from "../../local/auth/app.ts";
import { loadKeys, loadProjectConfig } from "../../local/config.ts";
import { SoftwareAuthenticator } from "./softwareAuthenticator.ts";
import { adminAuth, env, memoryStorage, realtime } from "./standInEnv.ts";

const RP_ID = "localhost";
const ORIGIN = "http://localhost:5173";
const sql = postgres(env("SUPABASE_DB_URL"), { prepare: false, max: 2, onnotice: () => {} });
const admin = adminAuth();
const runId = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const created: string[] = [];
let app: ReturnType<typeof createAuthApp>;

before(() => {
  const project = loadProjectConfig();
  const passkey = {
    rpId: RP_ID,
    rpDisplayName: "CRM tests",
    rpOrigins: [ORIGIN],
    maxPerUser: 10,
    challengeExpiry: 300,
  };
  app = createAuthApp({
    sql,
    keys: loadKeys(),
    project: { ...project, auth: { ...project.auth, passkey, enableAnonymousSignIns: true } },
    publicUrl: env("SUPABASE_URL"),
    dataDir: "",
  });
});

after(async () => {
  for (const id of created) await admin.deleteUser(id);
  await sql.end();
});

/** supabase-js with passkeys on, its requests answered by the auth app above. */
function passkeyClient() {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
    app.request(String(input).replace(/^.*\/auth\/v1/, ""), init);
  return createClient(env("SUPABASE_URL"), env("SUPABASE_ANON_KEY"), {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      experimental: { passkey: true },
    },
    global: { fetch },
    realtime,
  }).auth;
}

function assertAuthError(
  error: (Error & { status?: number; code?: string }) | null,
  status: number,
  code: string,
) {
  assert.ok(error, "expected an error");
  assert.equal(error.status, status);
  assert.equal(error.code, code);
}

/** A signed-up user, with a passkey on `authenticator` when given one. */
async function userWithPasskey(authenticator?: SoftwareAuthenticator) {
  const auth = passkeyClient();
  const email = `passkey-${created.length}-${runId}@example.com`;
  const { data, error } = await auth.signUp({ email, password: "correct-horse-battery" });
  assert.equal(error, null);
  created.push(data.user!.id);
  let passkeyId = "";
  if (authenticator) {
    const { data: start } = await auth.passkey.startRegistration();
    const credential = authenticator.create(start!.options);
    const verified = await auth.passkey.verifyRegistration({
      challengeId: start!.challenge_id,
      credential,
    });
    assert.equal(verified.error, null);
    passkeyId = verified.data!.id;
  }
  return { auth, userId: data.user!.id, passkeyId };
}

async function signInWith(authenticator: SoftwareAuthenticator) {
  const auth = passkeyClient();
  const { data: start } = await auth.passkey.startAuthentication();
  const credential = authenticator.get(start!.options);
  const result = await auth.passkey.verifyAuthentication({
    challengeId: start!.challenge_id,
    credential,
  });
  return { auth, offered: start!.options.allowCredentials ?? [], ...result };
}

test("registration options name the relying party and the user, and ask for a discoverable key", async () => {
  const { auth, userId } = await userWithPasskey();
  const { data, error } = await auth.passkey.startRegistration();
  assert.equal(error, null);
  assert.equal(data!.options.rp.id, RP_ID);
  assert.equal(Buffer.from(data!.options.user.id, "base64url").toString(), userId);
  assert.equal(data!.options.authenticatorSelection?.residentKey, "required");
  assert.ok(data!.options.pubKeyCredParams.some((p) => p.alg === -7));
  assert.ok(data!.expires_at > Date.now() / 1000);
});

test("a verified registration stores the passkey, named 'Passkey' for an unknown authenticator", async () => {
  const { auth, passkeyId } = await userWithPasskey(new SoftwareAuthenticator(RP_ID, ORIGIN));
  const { data } = await auth.passkey.list();
  assert.deepEqual(
    data!.map((p) => [p.id, p.friendly_name]),
    [[passkeyId, "Passkey"]],
  );
});

test("a registration answering an unknown challenge: 400 webauthn_challenge_not_found", async () => {
  const { auth } = await userWithPasskey();
  const { data: start } = await auth.passkey.startRegistration();
  const credential = new SoftwareAuthenticator(RP_ID, ORIGIN).create(start!.options);
  const { error } = await auth.passkey.verifyRegistration({
    challengeId: "00000000-0000-0000-0000-000000000000",
    credential,
  });
  assertAuthError(error, 400, "webauthn_challenge_not_found");
});

test("a registration made for another origin: 400 webauthn_verification_failed", async () => {
  const { auth } = await userWithPasskey();
  const { data: start } = await auth.passkey.startRegistration();
  const credential = new SoftwareAuthenticator(RP_ID, "https://evil.example").create(
    start!.options,
  );
  const { error } = await auth.passkey.verifyRegistration({
    challengeId: start!.challenge_id,
    credential,
  });
  assertAuthError(error, 400, "webauthn_verification_failed");
});

test("registration without a Bearer token: 401 no_authorization", async () => {
  const res = await app.request("/passkeys/registration/options", { method: "POST" });
  assert.equal(res.status, 401);
});

test("an anonymous user cannot register a passkey: 403 no_authorization", async () => {
  const auth = passkeyClient();
  const { data } = await auth.signInAnonymously();
  created.push(data.user!.id);
  const { error } = await auth.passkey.startRegistration();
  assertAuthError(error, 403, "no_authorization");
});

test("a passkey signs its user in (discoverable, no credentials offered) and records its use", async () => {
  const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
  const owner = await userWithPasskey(authenticator);
  const { auth, offered, data, error } = await signInWith(authenticator);
  assert.deepEqual(offered, []);
  assert.equal(error, null);
  assert.equal(data!.user!.id, owner.userId);
  const { data: me } = await auth.getUser();
  assert.equal(me.user?.id, owner.userId);
  const claims = JSON.parse(
    Buffer.from(data!.session!.access_token.split(".")[1], "base64url").toString(),
  ) as { amr: { method: string }[] };
  assert.equal(claims.amr[0].method, "passkey");
  const { data: listed } = await owner.auth.passkey.list();
  assert.equal(typeof listed![0].last_used_at, "string");
});

test("a sign-in challenge is used once: replayed, 400 webauthn_challenge_not_found", async () => {
  const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
  await userWithPasskey(authenticator);
  const auth = passkeyClient();
  const { data: start } = await auth.passkey.startAuthentication();
  const answer = {
    challengeId: start!.challenge_id,
    credential: authenticator.get(start!.options),
  };
  assert.equal((await auth.passkey.verifyAuthentication(answer)).error, null);
  const replay = await auth.passkey.verifyAuthentication(answer);
  assertAuthError(replay.error, 400, "webauthn_challenge_not_found");
});

test("an authenticator the user never registered: 400 webauthn_verification_failed", async () => {
  const owner = await userWithPasskey(new SoftwareAuthenticator(RP_ID, ORIGIN));
  const stranger = new SoftwareAuthenticator(RP_ID, ORIGIN);
  const { data: start } = await owner.auth.passkey.startRegistration();
  stranger.create(start!.options);
  const { error } = await signInWith(stranger);
  assertAuthError(error, 400, "webauthn_verification_failed");
});

test("a passkey is renamed; an unknown one is 404, an empty name 400", async () => {
  const { auth, passkeyId } = await userWithPasskey(new SoftwareAuthenticator(RP_ID, ORIGIN));
  const renamed = await auth.passkey.update({ passkeyId, friendlyName: "Work key" });
  assert.equal(renamed.data!.friendly_name, "Work key");
  const unknown = await auth.passkey.update({
    passkeyId: "00000000-0000-0000-0000-000000000000",
    friendlyName: "x",
  });
  assertAuthError(unknown.error, 404, "validation_failed");
  const empty = await auth.passkey.update({ passkeyId, friendlyName: "" });
  assertAuthError(empty.error, 400, "validation_failed");
});

test("a user never sees or changes another user's passkeys", async () => {
  const owner = await userWithPasskey(new SoftwareAuthenticator(RP_ID, ORIGIN));
  const other = await userWithPasskey();
  assert.deepEqual((await other.auth.passkey.list()).data, []);
  const rename = await other.auth.passkey.update({
    passkeyId: owner.passkeyId,
    friendlyName: "mine now",
  });
  assertAuthError(rename.error, 404, "validation_failed");
  const removal = await other.auth.passkey.delete({ passkeyId: owner.passkeyId });
  assertAuthError(removal.error, 404, "validation_failed");
  assert.equal((await owner.auth.passkey.list()).data!.length, 1);
});

test("the admin API lists a user's passkeys and deletes one", async () => {
  const { userId, passkeyId } = await userWithPasskey(new SoftwareAuthenticator(RP_ID, ORIGIN));
  const call = (method: string, path: string) =>
    app.request(path, {
      method,
      headers: { authorization: `Bearer ${env("SUPABASE_SERVICE_ROLE_KEY")}` },
    });
  const listed = (await (await call("GET", `/admin/users/${userId}/passkeys`)).json()) as {
    id: string;
  }[];
  assert.deepEqual(
    listed.map((p) => p.id),
    [passkeyId],
  );
  assert.equal((await call("DELETE", `/admin/users/${userId}/passkeys/${passkeyId}`)).status, 204);
  assert.deepEqual(await (await call("GET", `/admin/users/${userId}/passkeys`)).json(), []);
});

test("a deleted passkey no longer signs in: 400 webauthn_verification_failed", async () => {
  const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
  const { auth, passkeyId } = await userWithPasskey(authenticator);
  assert.equal((await auth.passkey.delete({ passkeyId })).error, null);
  const { error } = await signInWith(authenticator);
  assertAuthError(error, 400, "webauthn_verification_failed");
});

test("with [auth.passkey] off (this project's config.toml) passkeys answer 404 passkey_disabled", async () => {
  const res = await fetch(`${env("SUPABASE_URL")}/auth/v1/passkeys/authentication/options`, {
    method: "POST",
    headers: { apikey: env("SUPABASE_ANON_KEY"), "x-supabase-api-version": "2024-01-01" },
  });
  assert.equal(res.status, 404);
  assert.equal(((await res.json()) as { code: string }).code, "passkey_disabled");
});
