// Features this project's config.toml leaves off (or `supabase start` never runs) answer as
// GoTrue answers them, through supabase-js, against a running stand-in (SUPABASE_URL,
// SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY).
import assert from "node:assert/strict";
import { after, test } from "node:test";
import type { AuthError } from "@supabase/supabase-js";
import { adminAuth, anonClient, env, pkceClient } from "./standInEnv.ts";

const url = env("SUPABASE_URL");
const anonKey = env("SUPABASE_ANON_KEY");
const admin = adminAuth();
const created: string[] = [];

after(async () => {
  for (const id of created) await admin.deleteUser(id);
});

function assertAuthError(error: AuthError | null, status: number, code: string, message: string) {
  assert.ok(error, "expected an error");
  assert.equal(error.status, status);
  assert.equal(error.code, code);
  assert.equal(error.message, message);
}

test("sign-in with SSO: 404 saml_provider_disabled", async () => {
  const { error } = await anonClient().auth.signInWithSSO({ domain: "example.com" });
  assertAuthError(error, 404, "saml_provider_disabled", "SAML 2.0 is disabled");
});

test("a Web3 sign-in: 422 web3_provider_disabled", async () => {
  const res = await fetch(`${url}/auth/v1/token?grant_type=web3`, {
    method: "POST",
    headers: { apikey: anonKey, "content-type": "application/json" },
    body: JSON.stringify({ chain: "solana", message: "m", signature: "s" }),
  });
  assert.equal(res.status, 422);
  assert.equal(((await res.json()) as { error_code: string }).error_code, "web3_provider_disabled");
});

test("an anonymous sign-in: 422 anonymous_provider_disabled", async () => {
  const { error } = await anonClient().auth.signInAnonymously();
  assertAuthError(error, 422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
});

test("linking and unlinking identities: 404 manual_linking_disabled for a signed-in user", async () => {
  const client = pkceClient();
  const email = `disabled-linking-${Date.now()}@example.com`;
  const { data, error } = await client.auth.signUp({ email, password: "correct-horse-battery" });
  assert.equal(error, null);
  created.push(data.user!.id);
  const link = await client.auth.linkIdentity({
    provider: "google",
    options: { skipBrowserRedirect: true },
  });
  assertAuthError(link.error, 404, "manual_linking_disabled", "Manual linking is disabled");
  const unlink = await client.auth.unlinkIdentity(data.user!.identities![0]);
  assertAuthError(unlink.error, 404, "manual_linking_disabled", "Manual linking is disabled");
});
