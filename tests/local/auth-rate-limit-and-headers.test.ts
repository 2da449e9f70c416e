// The stand-in's auth service limits requests per client address as GoTrue
// does, and its gateway sets the client's address itself and serves the SPA
// with security headers.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { Sql } from "postgres";
import { createAuthApp } from "../../local/auth/app.ts";
import { AddressLimiter } from "../../local/auth/rateLimit.ts";
import { loadKeys, loadProjectConfig, repoRoot } from "../../local/config.ts";
import type { ServiceContext } from "../../local/context.ts";
import { createGateway, SPA_SECURITY_HEADERS } from "../../local/gateway.ts";

const keys = loadKeys();

/**
 * The auth app with config.toml's settings but the given limits, reading the client's address
 * from X-Forwarded-For unless told otherwise; these requests never reach the database.
 */
function authApp(
  rateLimit: {
    tokenRefresh: number;
    signInSignUps: number;
    tokenVerifications: number;
    anonymousUsers?: number;
    header?: string;
  },
  auth: { enableAnonymousSignIns?: boolean; enableSignup?: boolean } = {},
) {
  const project = loadProjectConfig();
  const ctx: ServiceContext = {
    sql: undefined as unknown as Sql,
    keys,
    project: {
      ...project,
      auth: {
        ...project.auth,
        ...auth,
        rateLimit: { ...project.auth.rateLimit, header: "X-Forwarded-For", ...rateLimit },
      },
    },
    publicUrl: "http://127.0.0.1:54321",
    dataDir: tmpdir(),
  };
  return createAuthApp(ctx);
}

const signIn = (app: ReturnType<typeof authApp>, headers: Record<string, string>) =>
  app.request("/token?grant_type=password", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-supabase-api-version": "2024-01-01",
      ...headers,
    },
    body: "{}",
  });

test("config.toml's [auth.rate_limit] is read", () => {
  const { rateLimit } = loadProjectConfig().auth;
  assert.ok(
    rateLimit.tokenRefresh > 0 && rateLimit.signInSignUps > 0 && rateLimit.tokenVerifications > 0,
  );
});

test("POST /token: a burst of 30 per address, then 429 over_request_rate_limit; other addresses go on", async () => {
  const app = authApp({ tokenRefresh: 1, signInSignUps: 1, tokenVerifications: 1 });
  for (let i = 0; i < 30; i++) {
    assert.equal(
      (await signIn(app, { "x-forwarded-for": "203.0.113.1" })).status,
      400,
      `request ${i + 1} reaches the handler`,
    );
  }
  const limited = await signIn(app, { "x-forwarded-for": "203.0.113.1, 10.0.0.1" });
  assert.equal(limited.status, 429);
  assert.deepEqual(await limited.json(), {
    code: "over_request_rate_limit",
    message: "Request rate limit reached",
    error_code: "over_request_rate_limit",
  });
  assert.equal(
    (await signIn(app, { "x-forwarded-for": "203.0.113.2" })).status,
    400,
    "another address",
  );

  // A server signing its users in names them with Sb-Forwarded-For, honoured only with the service role key.
  assert.equal(
    (
      await signIn(app, {
        "x-forwarded-for": "203.0.113.1",
        "sb-forwarded-for": "198.51.100.1",
        apikey: keys.serviceRoleKey,
      })
    ).status,
    400,
  );
  assert.equal(
    (
      await signIn(app, {
        "x-forwarded-for": "203.0.113.1",
        "sb-forwarded-for": "198.51.100.1",
        apikey: keys.anonKey,
      })
    ).status,
    429,
  );
  // Other endpoints keep their own counts.
  assert.equal(
    (await app.request("/settings", { headers: { "x-forwarded-for": "203.0.113.1" } })).status,
    200,
  );
});

test("without a rate-limit header, as `supabase start` runs GoTrue, only Sb-Forwarded-For is limited", async () => {
  const app = authApp({ tokenRefresh: 1, signInSignUps: 1, tokenVerifications: 1, header: "" });
  for (let i = 0; i < 40; i++) {
    assert.notEqual((await signIn(app, { "x-forwarded-for": "203.0.113.9" })).status, 429);
  }
  const server = { apikey: keys.serviceRoleKey, "sb-forwarded-for": "198.51.100.9" };
  for (let i = 0; i < 30; i++) assert.notEqual((await signIn(app, server)).status, 429);
  assert.equal((await signIn(app, server)).status, 429);
});

test("the sign_in_sign_ups routes count apart, each with its own buckets, as GoTrue's limiters do", async () => {
  const app = authApp({ tokenRefresh: 1, signInSignUps: 1, tokenVerifications: 1 });
  // Bodies GoTrue refuses before any lookup (400 or 422): the request reached the handler.
  const post = (path: string) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.3" },
      body: "{}",
    });
  for (let i = 0; i < 30; i++) assert.equal((await post("/recover")).status, 400);
  assert.equal((await post("/recover")).status, 429);
  for (const path of ["/otp", "/resend", "/signup"]) {
    assert.notEqual((await post(path)).status, 429, `${path} keeps its own count`);
  }
});

test("anonymous sign-ins count against anonymous_users (all at once, then per hour), apart from sign-ups", async () => {
  const app = authApp(
    { tokenRefresh: 1, signInSignUps: 1, tokenVerifications: 1, anonymousUsers: 2 },
    { enableAnonymousSignIns: true, enableSignup: false },
  );
  // Sign-ups are off: what the limiter lets through is refused (422) before any lookup.
  const signup = (body: object) =>
    app.request("/signup", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.4" },
      body: JSON.stringify(body),
    });
  for (let i = 0; i < 2; i++) assert.equal((await signup({ data: {} })).status, 422);
  assert.equal((await signup({})).status, 429);
  const withEmail = await signup({ email: "limits@example.com", password: "secret-123" });
  assert.equal(withEmail.status, 422, "sign-ups keep their own count");

  const hourly = new AddressLimiter(30, { burst: 30, windowMs: 60 * 60_000 });
  for (let i = 0; i < 30; i++) assert.ok(hourly.take("a", 0));
  assert.equal(hourly.take("a", 60_000), false, "30 per hour is one every 2 minutes");
  assert.ok(hourly.take("a", 120_000));
});

test("the bucket refills at the configured number per 5 minutes", () => {
  const limiter = new AddressLimiter(150);
  const start = 1_000_000;
  for (let i = 0; i < 30; i++) assert.ok(limiter.take("a", start));
  assert.equal(limiter.take("a", start), false);
  assert.equal(limiter.take("a", start + 1_000), false, "150 per 5 minutes is one every 2 s");
  assert.ok(limiter.take("a", start + 2_000));
  assert.equal(limiter.take("a", start + 2_000), false);
});

test("the gateway overwrites a client-sent X-Forwarded-For and serves the SPA with security headers", async (t) => {
  const upstream = http.createServer((req, res) =>
    res.end(JSON.stringify({ forwardedFor: req.headers["x-forwarded-for"] })),
  );
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const webDist = mkdtempSync(join(tmpdir(), "crm-gateway-"));
  writeFileSync(join(webDist, "index.html"), '<!doctype html><div id="root"></div>');
  const gateway = createGateway({
    authPort: (upstream.address() as AddressInfo).port,
    storagePort: 0,
    functions: new Map(),
    webDist,
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  t.after(
    () => (gateway.close(), upstream.close(), rmSync(webDist, { recursive: true, force: true })),
  );
  const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;

  const echoed = await (
    await fetch(`${base}/auth/v1/health`, { headers: { "x-forwarded-for": "203.0.113.66" } })
  ).json();
  assert.match(echoed.forwardedFor, /^(::ffff:)?127\.0\.0\.1$/);

  for (const path of ["/", "/dashboard"]) {
    const page = await fetch(`${base}${path}`);
    assert.equal(page.status, 200);
    for (const [name, value] of Object.entries(SPA_SECURITY_HEADERS))
      assert.equal(page.headers.get(name), value, name);
  }
  const csp = SPA_SECURITY_HEADERS["content-security-policy"];
  assert.match(
    csp,
    /(^|; )script-src 'self'(;|$)/,
    "scripts only from the app's own files, none inline",
  );
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(SPA_SECURITY_HEADERS["x-content-type-options"], "nosniff");
});

test("the SPA's HTML has no inline script, so the CSP needs no unsafe-inline for scripts", () => {
  for (const file of [
    join(repoRoot, "web", "index.html"),
    join(repoRoot, "web", "dist", "index.html"),
  ].filter((f) => existsSync(f))) {
    const scripts = [
      ...readFileSync(file, "utf8").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi),
    ];
    assert.ok(scripts.length > 0, file);
    for (const [, attributes, body] of scripts) {
      assert.match(attributes, /\bsrc=/, `${file}: every script is a file`);
      assert.equal(body.trim(), "", file);
    }
  }
});
