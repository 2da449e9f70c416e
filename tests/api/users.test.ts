import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { decodeJwt } from "jose";
import { ROLES } from "../../supabase/functions/_shared/contract/index.ts";
import { NASTY_STRINGS, api, createUser, type TestUser } from "./helpers.ts";
import { USER_FIELDS, fresh, listUsers, login, newUserBody } from "./users-helpers.ts";

let rep: TestUser;
let boss: TestUser;

before(async () => {
  [rep, boss] = await Promise.all([
    createUser("SALES", "Users Rep"),
    createUser("ADMIN", "Users Boss"),
  ]);
});

test("GET /api/users lists every profile for any signed-in user, ordered by role then name", async () => {
  const users = await listUsers(rep.token);
  for (const user of users) assert.deepEqual(Object.keys(user).sort(), USER_FIELDS);
  const mine = users.find((u) => u.id === rep.id)!;
  assert.equal(mine.name, "Users Rep");
  assert.equal(mine.role, "SALES");
  assert.equal(mine.email, rep.email);
  assert.equal(mine.username, rep.username);
  assert.ok(users.some((u) => u.id === boss.id && u.role === "ADMIN"));
  const roles = users.map((u) => u.role);
  assert.deepEqual(roles, [...roles].sort(), "ADMIN before SALES");
  for (const role of ROLES) {
    const names = users.filter((u) => u.role === role).map((u) => u.name.toLowerCase());
    assert.deepEqual(
      names,
      [...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)),
      `${role} by name`,
    );
  }
  // Other test files add and remove users meanwhile: compare the two views at a moment the list held still.
  const ids = async (token: string) => (await listUsers(token)).map((u) => u.id).sort();
  for (let attempt = 1; ; attempt++) {
    const [asRep, asBoss, asRepAgain] = [
      await ids(rep.token),
      await ids(boss.token),
      await ids(rep.token),
    ];
    if (JSON.stringify(asRep) !== JSON.stringify(asRepAgain) && attempt < 10) continue;
    assert.deepEqual(asBoss, asRep);
    break;
  }
});

test("a SALES user gets 403 for creating, changing and deleting users, and nothing changes", async () => {
  const other = await createUser("SALES", "Untouched Rep");
  // Other test files add and remove users meanwhile, so only the users these calls aim at are compared.
  const aimedAt = async () =>
    (await listUsers(rep.token)).filter((u) => [other.id, rep.id, boss.id].includes(u.id));
  const before = await aimedAt();
  const refused = newUserBody();
  const attempts = [
    api("/users", { method: "POST", token: rep.token, body: refused }),
    api("/users", { method: "POST", token: rep.token, body: {} }),
    api(`/users/${other.id}`, {
      method: "PATCH",
      token: rep.token,
      body: { name: "Hacked", role: "ADMIN" },
    }),
    api(`/users/${rep.id}`, { method: "PATCH", token: rep.token, body: { role: "ADMIN" } }),
    api(`/users/${other.id}`, { method: "DELETE", token: rep.token }),
    api(`/users/${boss.id}`, { method: "DELETE", token: rep.token }),
    api(`/users/${randomUUID()}`, { method: "DELETE", token: rep.token }),
  ];
  for (const res of await Promise.all(attempts)) {
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { error: "Only an admin can manage users" });
  }
  assert.deepEqual(await aimedAt(), before);
  assert.ok(!(await listUsers(rep.token)).some((u) => u.username === refused.username));
  assert.equal((await login(other.username, "test-password-1")).status, 200);
  assert.equal((await api("/user", { token: rep.token })).body.role, "SALES");
});

test("an admin creates a SALES user who signs in with the username or the e-mail", async () => {
  const body = newUserBody({
    name: "  Nina Nowak  ",
    username: `Nina.${fresh()}`,
    email: `NINA.${fresh()}@Team.Example`,
  });
  const res = await api("/users", { method: "POST", token: boss.token, body });
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(Object.keys(res.body).sort(), USER_FIELDS);
  assert.equal(res.body.name, "Nina Nowak");
  assert.equal(res.body.username, body.username.toLowerCase());
  assert.equal(res.body.email, body.email.toLowerCase());
  assert.equal(res.body.role, "SALES");
  assert.equal(res.body.avatarUrl, null);
  assert.ok(!Number.isNaN(Date.parse(res.body.createdAt)));
  assert.ok((await listUsers(rep.token)).some((u) => u.id === res.body.id));

  for (const username of [body.username, body.email]) {
    const signIn = await login(username);
    assert.equal(signIn.status, 200, username);
    assert.equal(signIn.body.user.id, res.body.id);
    assert.equal(
      decodeJwt(signIn.body.session.access_token).app_metadata?.["role" as never],
      "SALES",
    );
    const me = await api("/user", { token: signIn.body.session.access_token });
    assert.equal(me.body.role, "SALES");
  }
  assert.equal((await login(body.username, "not-the-password")).status, 401);
});

test("an admin can create another admin", async () => {
  const res = await api("/users", {
    method: "POST",
    token: boss.token,
    body: newUserBody({ role: "ADMIN" }),
  });
  assert.equal(res.status, 201);
  assert.equal(res.body.role, "ADMIN");
  const signIn = await login(res.body.username);
  assert.equal((decodeJwt(signIn.body.session.access_token).app_metadata as any).role, "ADMIN");
});

test("a duplicate e-mail or username is 409, whatever its case", async () => {
  const first = await api("/users", { method: "POST", token: boss.token, body: newUserBody() });
  assert.equal(first.status, 201);
  const emailClash = newUserBody({ email: first.body.email.toUpperCase() });
  const sameEmail = await api("/users", { method: "POST", token: boss.token, body: emailClash });
  assert.equal(sameEmail.status, 409);
  assert.deepEqual(sameEmail.body, { error: "A user with this email already exists" });
  const seedEmail = await api("/users", {
    method: "POST",
    token: boss.token,
    body: newUserBody({ email: rep.email }),
  });
  assert.deepEqual(seedEmail.body, { error: "A user with this email already exists" });
  const usernameClash = newUserBody({ username: first.body.username.toUpperCase() });
  const sameUsername = await api("/users", {
    method: "POST",
    token: boss.token,
    body: usernameClash,
  });
  assert.equal(sameUsername.status, 409);
  assert.deepEqual(sameUsername.body, { error: "Username is already taken" });
  // Other test files add users at the same time, so look for the refused ones rather than count.
  const users = await listUsers(rep.token);
  assert.ok(
    !users.some((u: any) => u.username === emailClash.username),
    "the e-mail clash made no user",
  );
  assert.ok(
    !users.some((u: any) => u.email === usernameClash.email),
    "the username clash made no user",
  );
});

test("POST /api/users validates every field with a 400 and a JSON error", async () => {
  const USERNAME_RULE = /^Username must be 3 to 32 characters/;
  const cases: Array<[unknown, string | RegExp | null]> = [
    [newUserBody({ name: undefined }), "Name is required"],
    [newUserBody({ name: "   " }), "Name is required"],
    [newUserBody({ name: "x".repeat(100_000) }), "Name must be at most 120 characters"],
    [newUserBody({ email: "not-an-email" }), "Please enter a valid email address"],
    [newUserBody({ email: undefined }), "Please enter a valid email address"],
    [
      newUserBody({ email: `${"x".repeat(100_000)}@example.com` }),
      "Please enter a valid email address",
    ],
    [newUserBody({ username: "ab" }), USERNAME_RULE],
    [newUserBody({ username: "x".repeat(33) }), USERNAME_RULE],
    [newUserBody({ username: "has space" }), USERNAME_RULE],
    [newUserBody({ username: "o'neil" }), USERNAME_RULE],
    [newUserBody({ username: "zoë" }), USERNAME_RULE],
    [newUserBody({ username: undefined }), USERNAME_RULE],
    [newUserBody({ role: "BOSS" }), "Role must be ADMIN or SALES"],
    [newUserBody({ role: undefined }), "Role must be ADMIN or SALES"],
    [newUserBody({ role: 1 }), "Role must be ADMIN or SALES"],
    [newUserBody({ password: "short" }), "Password must be at least 8 characters"],
    [newUserBody({ password: undefined }), "Password must be at least 8 characters"],
    [newUserBody({ password: "p".repeat(100_000) }), "Password must be at most 72 bytes"],
    [newUserBody({ name: ["x"] }), null],
    [[], null],
    ["just a string", null],
    [null, null],
  ];
  for (const [body, message] of cases) {
    const res = await api("/users", { method: "POST", token: boss.token, body });
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(typeof res.body.error, "string");
    if (typeof message === "string") assert.equal(res.body.error, message);
    if (message instanceof RegExp) assert.match(res.body.error, message);
  }
  const malformed = await api("/users", {
    method: "POST",
    token: boss.token,
    rawBody: '{"name":',
    headers: { "content-type": "application/json" },
  });
  assert.equal(malformed.status, 400);
  assert.deepEqual(malformed.body, { error: "Request body must be valid JSON" });
});

test("names in any script round-trip through create and rename", async () => {
  const created = await api("/users", { method: "POST", token: boss.token, body: newUserBody() });
  for (const text of NASTY_STRINGS) {
    const made = await api("/users", {
      method: "POST",
      token: boss.token,
      body: newUserBody({ name: text }),
    });
    assert.equal(made.status, 201, text);
    assert.equal(made.body.name, text.trim());
    const renamed = await api(`/users/${created.body.id}`, {
      method: "PATCH",
      token: boss.token,
      body: { name: text },
    });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.name, text.trim());
    assert.equal(
      (await listUsers(rep.token)).find((u) => u.id === created.body.id)!.name,
      text.trim(),
    );
  }
});

test("every users route needs a signed-in user", async () => {
  for (const [method, path] of [
    ["GET", "/users"],
    ["POST", "/users"],
    ["PATCH", `/users/${rep.id}`],
    ["DELETE", `/users/${rep.id}`],
  ]) {
    for (const token of [undefined, "garbage"]) {
      const res = await api(path, {
        method,
        token,
        body: method === "POST" || method === "PATCH" ? { name: "x" } : undefined,
      });
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(typeof res.body.error, "string");
    }
  }
  assert.equal((await login(rep.username, "test-password-1")).status, 200);
});
