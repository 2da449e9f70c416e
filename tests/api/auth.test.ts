import assert from "node:assert/strict";
import { test } from "node:test";
import { SignJWT } from "jose";
import { api, createUser } from "./helpers.ts";

const PROFILE_FIELDS = ["avatarUrl", "email", "id", "name", "role", "username"];

test("POST /api/login signs in with a username or an e-mail and returns {user, session}", async () => {
  const rep = await createUser("SALES", "Login Tester");
  for (const username of [
    rep.username,
    rep.email,
    rep.username.toUpperCase(),
    `  ${rep.email}  `,
  ]) {
    const res = await api("/login", {
      method: "POST",
      body: { username, password: "test-password-1" },
    });
    assert.equal(res.status, 200, username);
    assert.deepEqual(Object.keys(res.body.user).sort(), PROFILE_FIELDS);
    assert.equal(res.body.user.role, "SALES");
    assert.equal(res.body.user.name, "Login Tester");
    assert.ok(res.body.session.access_token && res.body.session.refresh_token);
  }
});

test("POST /api/login with wrong credentials is 401 with the screen's message", async () => {
  const rep = await createUser();
  for (const body of [
    { username: rep.username, password: "wrong" },
    { username: "nobody-here", password: "whatever" },
    { username: "' or 1=1 --", password: "' or 1=1 --" },
  ]) {
    const res = await api("/login", { method: "POST", body });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, {
      error: "Invalid username or password",
      message: "Invalid username or password",
    });
  }
});

test('POST /api/login with blank or missing fields is 400 "Please enter both username and password"', async () => {
  for (const body of [
    {},
    { username: "", password: "" },
    { username: "x" },
    { password: "x" },
    { username: "   ", password: "x" },
    { username: 5, password: [] },
  ]) {
    const res = await api("/login", { method: "POST", body });
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.message, "Please enter both username and password");
  }
  const malformed = await api("/login", {
    method: "POST",
    rawBody: '{"username":',
    headers: { "content-type": "application/json" },
  });
  assert.equal(malformed.status, 400);
  assert.equal(malformed.body.message, "Please enter both username and password");
});

test("GET /api/user answers the signed-in user", async () => {
  const rep = await createUser("ADMIN", "Ada Admin");
  const res = await api("/user", { token: rep.token });
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body).sort(), PROFILE_FIELDS);
  assert.equal(res.body.id, rep.id);
  assert.equal(res.body.role, "ADMIN");
  assert.equal(res.body.username, rep.username);
});

test("missing, garbage, forged, expired, foreign-issuer, wrong-audience and alg none tokens are 401", async () => {
  const rep = await createUser();
  const forged = await new SignJWT({ sub: rep.id, role: "authenticated" })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("not-the-secret-not-the-secret-123"));
  const expired = await new SignJWT({ sub: rep.id, role: "authenticated", aud: "authenticated" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(1_000_000)
    .setExpirationTime(1_000_100)
    .sign(new TextEncoder().encode("super-secret-jwt-token-with-at-least-32-characters-long"));
  const anonKey = process.env.SUPABASE_ANON_KEY!;
  // Signed with the project's real secret, but not what this project's Auth issues to a user.
  const signed = (claims: Record<string, unknown>) =>
    new SignJWT({
      sub: rep.id,
      role: "authenticated",
      aud: "authenticated",
      iss: `${process.env.SUPABASE_URL}/auth/v1`,
      ...claims,
    })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("super-secret-jwt-token-with-at-least-32-characters-long"));
  const forgedIssuer = await signed({ iss: "https://attacker.example/auth/v1" });
  const wrongAudience = await signed({ aud: "anon" });
  const base64url = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const algNone = `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: rep.id, role: "authenticated", aud: "authenticated", exp: 4_000_000_000 })}.`;
  assert.equal(
    (await api("/user", { token: await signed({}) })).status,
    200,
    "the same token with the right claims is good",
  );
  for (const token of [
    undefined,
    "garbage",
    "a.b.c",
    forged,
    expired,
    anonKey,
    forgedIssuer,
    wrongAudience,
    algNone,
  ]) {
    const res = await api("/user", { token });
    assert.equal(res.status, 401, String(token).slice(0, 20));
    assert.equal(typeof res.body.error, "string");
  }
});

test("POST /api/logout revokes the session", async () => {
  const rep = await createUser();
  const login = await api("/login", {
    method: "POST",
    body: { username: rep.username, password: "test-password-1" },
  });
  const { access_token, refresh_token } = login.body.session;
  const res = await api("/logout", { method: "POST", token: access_token });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { success: true });
  const refresh = await fetch(
    `${process.env.SUPABASE_URL}/auth/v1/token?grant_type=refresh_token`,
    {
      method: "POST",
      headers: { apikey: process.env.SUPABASE_ANON_KEY!, "content-type": "application/json" },
      body: JSON.stringify({ refresh_token }),
    },
  );
  assert.equal(refresh.status, 400, "the refresh token no longer works");
  const again = await fetch(`${process.env.SUPABASE_URL}/auth/v1/logout?scope=local`, {
    method: "POST",
    headers: { apikey: process.env.SUPABASE_ANON_KEY!, authorization: `Bearer ${access_token}` },
  });
  assert.equal(
    again.status,
    204,
    "signing out an already signed-out session is not an error (the SPA does both)",
  );
  assert.equal((await api("/logout", { method: "POST" })).status, 401);
});

test("POST /api/auth/dev-login makes a new SALES account with a populated book every time, whatever the body says", async () => {
  const boss = await createUser("ADMIN", "Existing Admin");
  const bodies = [
    { email: "demo@example.com", name: "Demo User", role: "SALES" }, // what the demo button sends
    { name: "Demo User" },
    { email: boss.email, name: "Demo User", role: "ADMIN" },
  ];
  const ids: string[] = [];
  for (const body of bodies) {
    const res = await api("/auth/dev-login", { method: "POST", body });
    assert.equal(res.status, 200, res.text);
    const { user, session } = res.body;
    assert.equal(user.role, "SALES", "never ADMIN");
    assert.equal(user.name, "Demo User");
    assert.notEqual(user.id, boss.id, "never the existing account of that e-mail");
    assert.notEqual(user.email, body.email);
    ids.push(user.id);
    const token = session.access_token;
    assert.equal((await api("/user", { token })).body.id, user.id);

    const clients = await api("/clients?limit=50", { token });
    assert.equal(clients.status, 200);
    assert.ok(clients.body.total >= 5, "a handful of clients");
    const stages = new Set(clients.body.clients.map((client: { stage: string }) => client.stage));
    assert.ok(stages.size >= 4, `clients across stages: ${[...stages].join(", ")}`);
    const followUps = await api("/followups?limit=50", { token });
    assert.ok(followUps.body.followUps.length >= 5, "follow-ups");
    const threads = await api("/chat-threads/clients-with-threads", { token });
    assert.equal(threads.status, 200, threads.text);
    assert.ok(
      threads.body.some((client: { latestThread: unknown }) => client.latestThread),
      "a chat thread",
    );
    assert.match(
      threads.text,
      /Then the proposal should lead with/,
      "its messages in order: the last one is the latest",
    );
    const documents = await api("/documents", { token });
    assert.equal(documents.body.total, 1, "a generated document");
    const withThread = documents.body.documents[0].clientId;
    const insights = await api(`/insights/clients/${withThread}`, { token });
    assert.equal(insights.status, 200, insights.text);
    assert.ok(insights.body.latestAnalysis, "the conversation's analysis");
    const kpis = await api("/dashboard/kpis", { token });
    assert.equal(kpis.status, 200, kpis.text);
    assert.ok(JSON.stringify(kpis.body.kpis).match(/[1-9]/), "the dashboard shows figures");
  }
  assert.notEqual(ids[0], ids[1], "two demo logins, two accounts");
  const bossAfter = await api("/user", { token: boss.token });
  assert.equal(bossAfter.body.role, "ADMIN");

  for (const body of [{ unknown: true }, { role: "x".repeat(30) }, "not an object"]) {
    assert.equal(
      (await api("/auth/dev-login", { method: "POST", body })).status,
      400,
      JSON.stringify(body),
    );
  }
});
