// Signing in with an ID token, and verifying a phone code: GoTrue's refusals, through
// supabase-js against a running stand-in (SUPABASE_URL, SUPABASE_ANON_KEY).
import assert from "node:assert/strict";
import { test } from "node:test";
import { anonClient } from "./standInEnv.ts";

const auth = () => anonClient().auth;

test("an ID token that is not a JWT from Google: 400 'Bad ID token'", async () => {
  const { data, error } = await auth().signInWithIdToken({
    provider: "google",
    token: "not-a-jwt",
  });
  assert.equal(data.session, null);
  assert.equal(error?.status, 400);
  assert.equal(error?.message, "Bad ID token");
});

test("an ID token without the token, or of a provider the project has not enabled", async () => {
  const missing = await auth().signInWithIdToken({ provider: "google", token: "" });
  assert.equal(missing.error?.message, "id_token required");
  const apple = await auth().signInWithIdToken({ provider: "apple", token: "x.y.z" });
  assert.equal(apple.error?.code, "provider_disabled");
  assert.equal(
    apple.error?.message,
    'Provider (issuer "https://appleid.apple.com") is not enabled',
  );
});

test("a phone code: E.164 is checked first, then no code matches (no SMS is sent locally)", async () => {
  const bad = await auth().verifyOtp({ phone: "12345abc", token: "123456", type: "sms" });
  assert.equal(bad.error?.message, "Invalid phone number format (E.164 required)");
  const unknown = await auth().verifyOtp({ phone: "+15555550123", token: "123456", type: "sms" });
  assert.equal(unknown.error?.status, 403);
  assert.equal(unknown.error?.code, "otp_expired");
  assert.equal(unknown.error?.message, "Token has expired or is invalid");
});
