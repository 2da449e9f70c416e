// The auth service with config.toml's settings but `enable_anonymous_sign_ins` on, on the
// running stand-in's database: GoTrue's anonymous sign-in and what such a user may not do.
// Needs SUPABASE_URL, SUPABASE_DB_URL and the keys of a running stand-in.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import postgres from "postgres";
import { createAuthApp } from "../../local/auth/app.ts";
import { loadKeys, loadProjectConfig } from "../../local/config.ts";
import { adminAuth, clientRequests, env } from "./standInEnv.ts";

const sql = postgres(env("SUPABASE_DB_URL"), { prepare: false, max: 2, onnotice: () => {} });
const admin = adminAuth();
const created: string[] = [];
let app: ReturnType<typeof createAuthApp>;

before(() => {
  const project = loadProjectConfig();
  app = createAuthApp({
    sql,
    keys: loadKeys(),
    project: { ...project, auth: { ...project.auth, enableAnonymousSignIns: true } },
    publicUrl: env("SUPABASE_URL"),
    dataDir: "",
  });
});

after(async () => {
  for (const id of created) await admin.deleteUser(id);
  await sql.end();
});

const call = clientRequests(() => app);

interface AnonymousSession {
  access_token: string;
  refresh_token: string;
  user: {
    id: string;
    email: string;
    is_anonymous: boolean;
    app_metadata: object;
    user_metadata: object;
    identities: unknown[];
  };
}

async function signInAnonymously(data?: object): Promise<AnonymousSession> {
  const res = await call("POST", "/signup", data ? { data } : {});
  assert.equal(res.status, 200);
  const session = (await res.json()) as AnonymousSession;
  created.push(session.user.id);
  return session;
}

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as {
    is_anonymous: boolean;
    amr: { method: string }[];
  };

test("a sign-up without email or phone signs in an anonymous user with its data", async () => {
  const session = await signInAnonymously({ info: "some info" });
  assert.equal(session.user.is_anonymous, true);
  assert.equal(session.user.email, "");
  assert.deepEqual(session.user.app_metadata, {});
  assert.deepEqual(session.user.user_metadata, { info: "some info" });
  assert.deepEqual(session.user.identities, []);
  assert.equal(claims(session.access_token).is_anonymous, true);
  assert.equal(claims(session.access_token).amr[0].method, "anonymous");
});

test("a refreshed anonymous session is still signed in anonymously", async () => {
  const session = await signInAnonymously();
  const res = await call("POST", "/token?grant_type=refresh_token", {
    refresh_token: session.refresh_token,
  });
  assert.equal(res.status, 200);
  const refreshed = (await res.json()) as AnonymousSession;
  assert.equal(claims(refreshed.access_token).amr[0].method, "anonymous");
});

test("reauthentication of an anonymous user: 400, no email or phone to send to", async () => {
  const session = await signInAnonymously();
  const res = await call("GET", "/reauthenticate", undefined, session.access_token);
  assert.equal(res.status, 400);
  const body = (await res.json()) as { code: string; message: string };
  assert.equal(body.code, "validation_failed");
  assert.equal(
    body.message,
    "Reauthentication requires the user to have an email or a phone number",
  );
});
