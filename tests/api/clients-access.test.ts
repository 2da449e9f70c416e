// Who may reach a client: another rep gets 404 and changes nothing, an admin sees and edits
// every rep's clients, a role change counts at once, and nobody gets in without a token.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { api, createClientFor, createUser, type TestUser } from "./helpers.ts";

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  [a, b, boss] = await Promise.all([
    createUser("SALES", "Rep A"),
    createUser("SALES", "Rep B"),
    createUser("ADMIN", "Boss"),
  ]);
});

test("rep B cannot see, change or delete rep A's client; A's client is unchanged", async () => {
  const client = await createClientFor(a, { name: "Private Deal", notes: "secret" });
  const expectNotFound = async (path: string, method = "GET", body?: unknown) => {
    const res = await api(path, { method, token: b.token, body });
    assert.equal(res.status, 404, `${method} ${path}`);
    assert.deepEqual(res.body, { error: "Client not found" });
  };
  await expectNotFound(`/clients/${client.id}`);
  await expectNotFound(`/clients/${client.id}/overview`);
  await expectNotFound(`/clients/${client.id}`, "PUT", { name: "Hijacked" });
  await expectNotFound(`/clients/${client.id}`, "DELETE");
  const list = await api("/clients?search=Private%20Deal", { token: b.token });
  assert.equal(list.body.total, 0);
  const still = await api(`/clients/${client.id}`, { token: a.token });
  assert.equal(still.body.name, "Private Deal");
  assert.equal(still.body.notes, "secret");
});

test("an admin sees and edits every rep's clients", async () => {
  const client = await createClientFor(a, { name: "Visible To Boss" });
  assert.equal((await api(`/clients/${client.id}`, { token: boss.token })).status, 200);
  const list = await api("/clients?search=Visible%20To%20Boss", { token: boss.token });
  assert.equal(list.body.total, 1);
  const edit = await api(`/clients/${client.id}`, {
    method: "PUT",
    token: boss.token,
    body: { name: "Renamed By Boss" },
  });
  assert.equal(edit.status, 200);
  assert.equal(edit.body.ownerId, a.id);
});

test("a role change counts at once, with the token the user already holds", async () => {
  const client = await createClientFor(a, { name: "Seen After Promotion" });
  const rep = await createUser("SALES", "Rising Rep");
  const before = await api("/clients?search=Seen%20After%20Promotion", { token: rep.token });
  assert.equal(before.body.total, 0);
  const promoted = await api(`/users/${rep.id}`, {
    method: "PATCH",
    token: boss.token,
    body: { role: "ADMIN" },
  });
  assert.equal(promoted.status, 200);
  const after = await api("/clients?search=Seen%20After%20Promotion", { token: rep.token });
  assert.deepEqual(
    after.body.clients.map((c: { id: string }) => c.id),
    [client.id],
  );
  await api(`/users/${rep.id}`, { method: "PATCH", token: boss.token, body: { role: "SALES" } });
  assert.equal(
    (await api("/clients?search=Seen%20After%20Promotion", { token: rep.token })).body.total,
    0,
  );
});

test("ids that are not UUIDs or name nothing are 404, never 500", async () => {
  for (const id of [
    "123",
    "not-a-uuid",
    "1' or '1'='1",
    "00000000-0000-0000-0000-000000000000",
    randomUUID(),
    "%00",
  ]) {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await api(`/clients/${encodeURIComponent(id)}`, {
        method,
        token: a.token,
        body: method === "PUT" ? { name: "x" } : undefined,
      });
      assert.equal(res.status, 404, `${method} ${id}`);
    }
  }
});

test("every clients route needs a signed-in user", async () => {
  const client = await createClientFor(a);
  for (const [method, path] of [
    ["GET", "/clients"],
    ["POST", "/clients"],
    ["GET", `/clients/${client.id}`],
    ["PUT", `/clients/${client.id}`],
    ["DELETE", `/clients/${client.id}`],
    ["GET", `/clients/${client.id}/overview`],
  ]) {
    const res = await api(path, {
      method,
      body: method === "POST" || method === "PUT" ? { name: "x" } : undefined,
    });
    assert.equal(res.status, 401, `${method} ${path}`);
  }
});
