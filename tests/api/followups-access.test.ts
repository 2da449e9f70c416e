// Who may touch a follow-up: a rep only their own clients' follow-ups, an admin everyone's, nobody without a token.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import {
  api,
  createClientFor,
  createFollowUp,
  createUser,
  dueTimes,
  listFollowUps as list,
  type TestUser,
} from "./helpers.ts";

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

test('POST /api/followups for a client the caller cannot see is 404 "Client not found"', async () => {
  const bClient = await createClientFor(b);
  for (const clientId of [bClient.id, randomUUID(), "not-a-uuid", "1' or '1'='1"]) {
    const res = await api("/followups", {
      method: "POST",
      token: a.token,
      body: { clientId, title: "Sneaky", dueAt: dueTimes().tomorrow },
    });
    assert.equal(res.status, 404, clientId);
    assert.deepEqual(res.body, { error: "Client not found" });
  }
  const bList = await list(b, `clientId=${bClient.id}`);
  assert.equal(bList.body.total, 0);
});

test("isolation: rep B cannot see, change or delete rep A's follow-ups; an admin can", async () => {
  const client = await createClientFor(a, { name: "Private Client" });
  const f = await createFollowUp(a, client.id, { title: "A only", notes: "secret" });

  const bPatch = await api(`/followups/${f.id}`, {
    method: "PATCH",
    token: b.token,
    body: { title: "Hijacked", status: "done" },
  });
  assert.equal(bPatch.status, 404);
  assert.deepEqual(bPatch.body, { error: "Follow-up not found" });
  const bDelete = await api(`/followups/${f.id}`, { method: "DELETE", token: b.token });
  assert.equal(bDelete.status, 404);
  assert.deepEqual(bDelete.body, { error: "Follow-up not found" });

  for (const query of [
    "",
    "limit=100",
    `clientId=${client.id}`,
    "search=secret",
    "search=private",
    "status=pending",
  ]) {
    const res = await list(b, query);
    assert.equal(res.status, 200);
    assert.ok(
      res.body.followUps.every((x: { id: string }) => x.id !== f.id),
      query,
    );
    assert.ok(
      res.body.followUps.every((x: { client: { id: string } }) => x.client.id !== client.id),
      query,
    );
  }
  assert.equal((await list(b, `clientId=${client.id}`)).body.total, 0);

  const aView = await list(a, `clientId=${client.id}`);
  assert.equal(aView.body.followUps.length, 1);
  assert.equal(aView.body.followUps[0].title, "A only");
  assert.equal(aView.body.followUps[0].status, "pending");
  assert.equal(aView.body.followUps[0].updatedAt, f.updatedAt);

  const bossView = await list(boss, `clientId=${client.id}`);
  assert.deepEqual(
    bossView.body.followUps.map((x: { id: string }) => x.id),
    [f.id],
  );
  // The API narrows a rep's list to their own rows for speed; an admin's lists and counts stay whole.
  const [aAll, bAll, bossAll] = await Promise.all([
    list(a, "limit=100"),
    list(b, "limit=100"),
    list(boss, "limit=100"),
  ]);
  assert.ok(bossAll.body.total >= aAll.body.total + bAll.body.total);
  assert.ok(bossAll.body.summary.total >= aAll.body.summary.total + bAll.body.summary.total);
  assert.ok(
    (await list(boss, "search=secret")).body.followUps.some((x: { id: string }) => x.id === f.id),
  );
  assert.equal((await list(boss, "search=secret&status=pending")).body.summary.total, 1);
  const bossEdit = await api(`/followups/${f.id}`, {
    method: "PATCH",
    token: boss.token,
    body: { status: "done" },
  });
  assert.equal(bossEdit.status, 200);
  assert.equal(bossEdit.body.status, "done");
  const bossCreate = await api("/followups", {
    method: "POST",
    token: boss.token,
    body: { clientId: client.id, title: "From the boss", dueAt: dueTimes().tomorrow },
  });
  assert.equal(bossCreate.status, 201);
  assert.equal((await list(a, `clientId=${client.id}`)).body.total, 2);
});

test("every follow-up route needs a signed-in user: 401 without a token", async () => {
  const id = randomUUID();
  for (const [method, path] of [
    ["GET", "/followups"],
    ["POST", "/followups"],
    ["PATCH", `/followups/${id}`],
    ["DELETE", `/followups/${id}`],
  ]) {
    for (const token of [undefined, "not-a-jwt"]) {
      const res = await api(path, {
        method,
        token,
        body: method === "GET" ? undefined : { title: "x" },
      });
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(typeof res.body.error, "string");
    }
  }
});
