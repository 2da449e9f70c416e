import assert from "node:assert/strict";
import { test } from "node:test";
import { createClient } from "@supabase/supabase-js";

// The running stand-in as a client sees it, through the gateway.
const url = process.env.SUPABASE_URL!;
const anonKey = process.env.SUPABASE_ANON_KEY!;

test("auth and the api function answer their health checks", async () => {
  const auth = await fetch(`${url}/auth/v1/health`);
  assert.equal(auth.status, 200);
  assert.equal((await auth.json()).name, "GoTrue");
  const api = await fetch(`${url}/functions/v1/api/health`);
  assert.equal(api.status, 200);
  assert.deepEqual(await api.json(), { status: "ok", db: "ok" });
});

test("every seeded demo user signs in through supabase-js and has a profile", async () => {
  for (const [email, role] of [
    ["admin@example.com", "ADMIN"],
    ["sarah@example.com", "SALES"],
    ["marco@example.com", "SALES"],
    ["priya@example.com", "SALES"],
  ]) {
    const client = createClient(url, anonKey, { auth: { persistSession: false } });
    const { data, error } = await client.auth.signInWithPassword({
      email,
      password: "password123",
    });
    assert.equal(error, null, email);
    assert.equal(data.user?.app_metadata.role, role);
  }
});

test("the gateway lets auth requests through without an apikey, as the Supabase CLI's Kong does", async () => {
  assert.equal((await fetch(`${url}/auth/v1/settings`)).status, 200);
  // An apikey stands in for a missing Authorization header, and Auth checks it where a route needs a user.
  const user = await fetch(`${url}/auth/v1/user`, { headers: { apikey: "not-a-key" } });
  assert.equal(user.status, 403);
  assert.equal(((await user.json()) as { error_code: string }).error_code, "bad_jwt");
});

test("the gateway answers CORS preflights for the SPA", async () => {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "OPTIONS",
    headers: {
      origin: "http://localhost:5173",
      "access-control-request-method": "POST",
      "access-control-request-headers": "apikey, content-type",
    },
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("access-control-allow-origin"), "http://localhost:5173");
  const fn = await fetch(`${url}/functions/v1/api/health`, {
    method: "OPTIONS",
    headers: { origin: "http://localhost:5173", "access-control-request-method": "GET" },
  });
  assert.ok(fn.status < 300);
  assert.equal(fn.headers.get("access-control-allow-origin"), "http://localhost:5173");
});

test("the SPA is served at / with a history fallback for its routes", async () => {
  for (const path of ["/", "/dashboard", "/clients/123"]) {
    const res = await fetch(`${url}${path}`);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get("content-type") ?? "", /text\/html/);
    assert.match(await res.text(), /<div id="root">/);
  }
  assert.equal((await fetch(`${url}/assets/missing.js`)).status, 404);
  assert.equal((await fetch(`${url}/functions/v1/nope/x`)).status, 404);
});
