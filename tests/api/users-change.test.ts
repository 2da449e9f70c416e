// Changing and deleting users: renames and role changes, bad input, deleting (the clients go to
// the admin), and the rules that always leave an admin.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { decodeJwt } from "jose";
import { api, createClientFor, createUser, type TestUser } from "./helpers.ts";
import { USER_FIELDS, listUsers, login, newUserBody } from "./users-helpers.ts";

let rep: TestUser;
let boss: TestUser;

before(async () => {
  [rep, boss] = await Promise.all([
    createUser("SALES", "Users Rep"),
    createUser("ADMIN", "Users Boss"),
  ]);
});

test("PATCH /api/users/{id} renames, and a role change reaches the next token and GET /api/user", async () => {
  const made = await api("/users", {
    method: "POST",
    token: boss.token,
    body: newUserBody({ name: "Promote Me" }),
  });
  const { id, username } = made.body;

  const renamed = await api(`/users/${id}`, {
    method: "PATCH",
    token: boss.token,
    body: { name: "  Promoted Person " },
  });
  assert.equal(renamed.status, 200);
  assert.deepEqual(Object.keys(renamed.body).sort(), USER_FIELDS);
  assert.equal(renamed.body.name, "Promoted Person");
  assert.equal(renamed.body.role, "SALES");

  const promoted = await api(`/users/${id}`, {
    method: "PATCH",
    token: boss.token,
    body: { role: "admin" },
  });
  assert.equal(promoted.status, 200);
  assert.equal(promoted.body.role, "ADMIN");
  assert.equal(promoted.body.name, "Promoted Person");
  const signIn = await login(username);
  assert.equal((decodeJwt(signIn.body.session.access_token).app_metadata as any).role, "ADMIN");
  assert.equal(signIn.body.user.role, "ADMIN");
  const me = await api("/user", { token: signIn.body.session.access_token });
  assert.equal(me.body.role, "ADMIN");
  // The new admin can manage users now.
  assert.equal(
    (
      await api(`/users/${id}`, {
        method: "PATCH",
        token: signIn.body.session.access_token,
        body: {},
      })
    ).status,
    200,
  );

  const demoted = await api(`/users/${id}`, {
    method: "PATCH",
    token: boss.token,
    body: { role: "SALES", name: "Back To Sales" },
  });
  assert.equal(demoted.body.role, "SALES");
  assert.equal(demoted.body.name, "Back To Sales");
  const again = await login(username);
  assert.equal((decodeJwt(again.body.session.access_token).app_metadata as any).role, "SALES");
  assert.equal(
    (
      await api(`/users/${id}`, {
        method: "PATCH",
        token: again.body.session.access_token,
        body: { name: "x" },
      })
    ).status,
    403,
  );
});

test("PATCH /api/users/{id} rejects bad input and unknown ids", async () => {
  const target = await createUser("SALES", "Patch Target");
  for (const body of [
    { name: "" },
    { name: "   " },
    { name: 5 },
    { role: "BOSS" },
    { role: null },
    { name: "x".repeat(100_000) },
    [],
    "x",
  ]) {
    const res = await api(`/users/${target.id}`, { method: "PATCH", token: boss.token, body });
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60));
    assert.equal(typeof res.body.error, "string");
  }
  const malformed = await api(`/users/${target.id}`, {
    method: "PATCH",
    token: boss.token,
    rawBody: "{",
    headers: { "content-type": "application/json" },
  });
  assert.equal(malformed.status, 400);
  for (const id of [
    randomUUID(),
    "00000000-0000-0000-0000-000000000000",
    "not-a-uuid",
    "1' or '1'='1",
    "%00",
  ]) {
    for (const method of ["PATCH", "DELETE"]) {
      const res = await api(`/users/${encodeURIComponent(id)}`, {
        method,
        token: boss.token,
        body: method === "PATCH" ? { name: "x" } : undefined,
      });
      assert.equal(res.status, 404, `${method} ${id}`);
      assert.deepEqual(res.body, { error: "User not found" });
    }
  }
  const unchanged = (await listUsers(rep.token)).find((u) => u.id === target.id)!;
  assert.equal(unchanged.name, "Patch Target");
  assert.equal(unchanged.role, "SALES");
});

test("deleting a user gives their clients to the admin and they can no longer sign in", async () => {
  const leaver = await createUser("SALES", "Leaving Rep");
  const clients = [
    await createClientFor(leaver, { name: "Kept Client One" }),
    await createClientFor(leaver, { name: "Kept Client Two" }),
  ];
  const followUp = await api("/followups", {
    method: "POST",
    token: leaver.token,
    body: {
      clientId: clients[0].id,
      title: "Call back",
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });

  const res = await api(`/users/${leaver.id}`, { method: "DELETE", token: boss.token });
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(res.body, { success: true });

  for (const client of clients) {
    const read = await api(`/clients/${client.id}`, { token: boss.token });
    assert.equal(read.status, 200);
    assert.equal(read.body.ownerId, boss.id);
    assert.equal(read.body.name, client.name);
  }
  if (followUp.status === 201) {
    const read = await api(`/clients/${clients[0].id}`, { token: boss.token });
    assert.equal(read.body.nextFollowUp?.title, "Call back", "the follow-up moved with its client");
  }
  assert.equal((await login(leaver.username, "test-password-1")).status, 401);
  assert.equal((await login(leaver.email, "test-password-1")).status, 401);
  assert.ok(!(await listUsers(rep.token)).some((u) => u.id === leaver.id));
  const again = await api(`/users/${leaver.id}`, { method: "DELETE", token: boss.token });
  assert.equal(again.status, 404);
  assert.deepEqual(again.body, { error: "User not found" });
});

test("an admin cannot delete their own account", async () => {
  const res = await api(`/users/${boss.id}`, { method: "DELETE", token: boss.token });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body, { error: "You cannot delete your own account" });
  assert.equal((await api("/user", { token: boss.token })).status, 200);
});

test("an admin can delete another admin while one remains", async () => {
  const other = await createUser("ADMIN", "Other Admin");
  const res = await api(`/users/${other.id}`, { method: "DELETE", token: boss.token });
  assert.equal(res.status, 200);
  assert.ok((await listUsers(rep.token)).some((u) => u.role === "ADMIN"));
});

test("an admin may demote themselves only while another admin exists", async () => {
  // Other test files run alongside and the seed has admins, so the expectation follows the real count.
  const self = await createUser("ADMIN", "Self Demoter");
  const admins = (await listUsers(rep.token)).filter((u) => u.role === "ADMIN");
  const res = await api(`/users/${self.id}`, {
    method: "PATCH",
    token: self.token,
    body: { role: "SALES" },
  });
  if (admins.length > 1) {
    assert.equal(res.status, 200);
    assert.equal(res.body.role, "SALES");
    const after = await api(`/users/${rep.id}`, {
      method: "PATCH",
      token: self.token,
      body: { name: "x" },
    });
    assert.equal(after.status, 403, "a demoted admin manages no one");
  } else {
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { error: "There must be at least one admin" });
  }
  assert.ok(
    (await listUsers(rep.token)).some((u) => u.role === "ADMIN"),
    "an admin is always left",
  );
});
