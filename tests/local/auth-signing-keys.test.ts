// A stand-in that signs access tokens with an ES256 key (the file `supabase gen
// signing-key` writes) and publishes it: the api function verifies them through
// the JWKS, end to end.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from "jose";
import { startStack, type Stack } from "../../local/stack.ts";

let stack: Stack;
let dataDir: string;
const KID = "test-es256-key";

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "crm-signing-keys-"));
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: KID,
    alg: "ES256",
    key_ops: ["sign", "verify"],
    ext: true,
  };
  const path = join(dataDir, "signing_keys.json");
  writeFileSync(path, JSON.stringify([jwk]));
  process.env.SUPABASE_AUTH_SIGNING_KEYS_PATH = path;
  try {
    stack = await startStack({
      dataDir: join(dataDir, "stack"),
      apiPort: 0,
      dbPort: 0,
      mailPorts: { web: 0, smtp: 0 },
      seed: true,
    });
  } finally {
    delete process.env.SUPABASE_AUTH_SIGNING_KEYS_PATH;
  }
});

after(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/functions/v1/api${path}`, init);

test("sign-in gives an ES256 access token that the api function and Auth accept", async () => {
  const jwks = await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json();
  assert.equal(jwks.keys.length, 1);
  assert.equal(jwks.keys[0].kid, KID);
  assert.equal(jwks.keys[0].alg, "ES256");
  assert.equal(jwks.keys[0].d, undefined, "the private part is never published");

  const login = await api("/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "sarah", password: "password123" }),
  });
  assert.equal(login.status, 200);
  const { session } = await login.json();
  assert.deepEqual(decodeProtectedHeader(session.access_token), {
    alg: "ES256",
    kid: KID,
    typ: "JWT",
  });

  const me = await api("/user", { headers: { authorization: `Bearer ${session.access_token}` } });
  assert.equal(me.status, 200);
  assert.equal((await me.json()).username, "sarah");
  const authUser = await fetch(`${stack.url}/auth/v1/user`, {
    headers: { apikey: stack.keys.anonKey, authorization: `Bearer ${session.access_token}` },
  });
  assert.equal(authUser.status, 200, "Auth itself verifies its ES256 tokens");

  // The same claims signed by a key the project does not publish, under its key id.
  const claims = JSON.parse(
    Buffer.from(session.access_token.split(".")[1], "base64url").toString(),
  );
  const { privateKey: stranger } = await generateKeyPair("ES256");
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: "ES256", kid: KID })
    .sign(stranger);
  assert.equal(
    (await api("/user", { headers: { authorization: `Bearer ${forged}` } })).status,
    401,
  );
});
