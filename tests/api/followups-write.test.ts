// POST, PATCH and DELETE /api/followups: create, edit, complete, reopen, snooze, delete, and the bad bodies each refuses.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import {
  FOLLOW_UP_FIELDS,
  api,
  createClientFor,
  createFollowUp,
  createUser,
  dueTimes,
  listFollowUps as list,
  patchFollowUp,
  type TestUser,
} from "./helpers.ts";

let a: TestUser;

before(async () => {
  a = await createUser("SALES", "Rep A");
});

test("POST /api/followups answers 201 with the follow-up and its client", async () => {
  const client = await createClientFor(a, {
    name: "Initech",
    company: "Initech LLC",
    status: "active",
  });
  const due = "2030-05-01T09:30:00+02:00";
  const res = await api("/followups", {
    method: "POST",
    token: a.token,
    body: {
      clientId: client.id,
      title: "  Send the revised quote  ",
      notes: "Include volume discount",
      dueAt: due,
    },
  });
  assert.equal(res.status, 201);
  assert.deepEqual(Object.keys(res.body).sort(), FOLLOW_UP_FIELDS);
  assert.equal(res.body.title, "Send the revised quote");
  assert.equal(res.body.notes, "Include volume discount");
  assert.equal(res.body.dueAt, "2030-05-01T07:30:00.000Z");
  assert.equal(res.body.status, "pending");
  assert.equal(res.body.isAiGenerated, false);
  assert.equal(res.body.completedAt, null);
  assert.equal(res.body.clientId, client.id);
  assert.deepEqual(res.body.client, {
    id: client.id,
    name: "Initech",
    company: "Initech LLC",
    status: "active",
    email: null,
  });
  assert.equal(res.body.emailStatus, null);
  assert.ok(Date.parse(res.body.createdAt) > 0 && Date.parse(res.body.updatedAt) > 0);

  const ai = await createFollowUp(a, client.id, {
    isAiGenerated: true,
    notes: "   ",
    dueAt: "2030-05-02",
  });
  assert.equal(ai.isAiGenerated, true);
  assert.equal(ai.notes, null);
  assert.equal(ai.dueAt, "2030-05-02T00:00:00.000Z");
});

test('POST /api/followups with a blank title is 400 "Title is required"', async () => {
  const client = await createClientFor(a);
  for (const title of [undefined, "", "   ", null, "\n\t"]) {
    const res = await api("/followups", {
      method: "POST",
      token: a.token,
      body: { clientId: client.id, title, dueAt: dueTimes().tomorrow },
    });
    assert.equal(res.status, 400, JSON.stringify(title));
    assert.deepEqual(res.body, { error: "Title is required" });
  }
});

test("POST /api/followups with an invalid dueAt is 400", async () => {
  const client = await createClientFor(a);
  for (const dueAt of [
    undefined,
    null,
    "",
    "tomorrow",
    "next week",
    "2026-02-30T10:00:00Z",
    "2026-13-01T00:00:00Z",
    "2026-01-01T24:00:00Z",
    "2026-01-01T10:00:00",
    "0000-01-01T00:00:00Z",
    "10000-01-01T00:00:00Z",
    1767261600000,
    true,
    {},
    [],
    "x".repeat(100_000),
  ]) {
    const res = await api("/followups", {
      method: "POST",
      token: a.token,
      body: { clientId: client.id, title: "Call", dueAt },
    });
    assert.equal(res.status, 400, JSON.stringify(dueAt)?.slice(0, 60));
    assert.equal(typeof res.body.error, "string");
  }
  const res = await api("/followups", {
    method: "POST",
    token: a.token,
    body: { clientId: client.id, title: "Call", dueAt: "soon" },
  });
  assert.deepEqual(res.body, { error: "dueAt must be a date-time such as 2026-05-01T09:00:00Z" });
});

test("POST /api/followups rejects bad bodies with a 400 and a JSON error", async () => {
  const client = await createClientFor(a);
  const due = dueTimes().tomorrow;
  for (const body of [
    {},
    { title: "No client", dueAt: due },
    { clientId: 42, title: "Call", dueAt: due },
    { clientId: client.id, title: 42, dueAt: due },
    { clientId: client.id, title: ["Call"], dueAt: due },
    { clientId: client.id, title: "x".repeat(100_000), dueAt: due },
    { clientId: client.id, title: "Call", notes: "n".repeat(100_000), dueAt: due },
    { clientId: client.id, title: "Call", notes: 7, dueAt: due },
    { clientId: client.id, title: "Call", dueAt: due, isAiGenerated: "yes" },
    [],
    "just a string",
    null,
  ]) {
    const res = await api("/followups", { method: "POST", token: a.token, body });
    assert.equal(res.status, 400, JSON.stringify(body)?.slice(0, 80));
    assert.equal(typeof res.body.error, "string");
  }
  const malformed = await api("/followups", {
    method: "POST",
    token: a.token,
    rawBody: '{"title": "x",',
    headers: { "content-type": "application/json" },
  });
  assert.equal(malformed.status, 400);
  assert.deepEqual(malformed.body, { error: "Request body must be valid JSON" });
  const titleTooLong = await api("/followups", {
    method: "POST",
    token: a.token,
    body: { clientId: client.id, title: "x".repeat(201), dueAt: due },
  });
  assert.deepEqual(titleTooLong.body, { error: "Title must be at most 200 characters" });
});

test("PATCH /api/followups/{id} edits, completes, reopens and snoozes", async () => {
  const client = await createClientFor(a);
  const f = await createFollowUp(a, client.id, { title: "Original", notes: "Old notes" });

  const edited = await patchFollowUp(a, f.id, {
    title: "  Renamed  ",
    notes: "New notes",
    dueAt: "2031-01-15T10:00:00Z",
  });
  assert.deepEqual(Object.keys(edited).sort(), FOLLOW_UP_FIELDS);
  assert.equal(edited.title, "Renamed");
  assert.equal(edited.notes, "New notes");
  assert.equal(edited.dueAt, "2031-01-15T10:00:00.000Z");
  assert.equal(edited.status, "pending");

  const completed = await patchFollowUp(a, f.id, { status: "done" });
  assert.equal(completed.status, "done");
  assert.ok(Date.parse(completed.completedAt) > 0);
  assert.equal(completed.title, "Renamed");

  const reopened = await patchFollowUp(a, f.id, { status: "pending" });
  assert.equal(reopened.status, "pending");
  assert.equal(reopened.completedAt, null);

  const alsoCompleted = await patchFollowUp(a, f.id, { status: "completed" });
  assert.equal(alsoCompleted.status, "done");

  const snoozed = await patchFollowUp(a, f.id, { snoozeUntil: "2031-02-01T08:00:00Z" });
  assert.equal(snoozed.status, "snoozed");
  assert.equal(snoozed.dueAt, "2031-02-01T08:00:00.000Z");
  assert.equal(snoozed.completedAt, null);
  assert.equal(
    (await patchFollowUp(a, f.id, { snoozeUntil: "2031-02-02T08:00:00Z", status: "snoozed" }))
      .status,
    "snoozed",
  );

  const cleared = await patchFollowUp(a, f.id, { notes: null });
  assert.equal(cleared.notes, null);
  assert.equal(cleared.title, "Renamed");

  const unchanged = await patchFollowUp(a, f.id, {});
  assert.equal(unchanged.title, "Renamed");
  assert.equal(unchanged.status, "snoozed");
});

test("PATCH /api/followups/{id} rejects bad input with 400 and unknown ids with 404", async () => {
  const client = await createClientFor(a);
  const f = await createFollowUp(a, client.id, { title: "Keep me" });
  for (const title of ["", "   ", null]) {
    const res = await api(`/followups/${f.id}`, {
      method: "PATCH",
      token: a.token,
      body: { title },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { error: "Title is required" });
  }
  for (const body of [
    { status: "finished" },
    { status: 3 },
    { dueAt: null },
    { dueAt: "later" },
    { snoozeUntil: "later" },
    { snoozeUntil: "2031-02-01T08:00:00Z", status: "done" },
    { snoozeUntil: "2031-02-01T08:00:00Z", dueAt: "2031-02-01T08:00:00Z" },
    { title: "x".repeat(100_000) },
    { notes: "n".repeat(100_000) },
    [],
    "text",
  ]) {
    const res = await api(`/followups/${f.id}`, { method: "PATCH", token: a.token, body });
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(typeof res.body.error, "string");
  }
  const malformed = await api(`/followups/${f.id}`, {
    method: "PATCH",
    token: a.token,
    rawBody: "{",
    headers: { "content-type": "application/json" },
  });
  assert.deepEqual(malformed.body, { error: "Request body must be valid JSON" });
  for (const id of [randomUUID(), "not-a-uuid", "123", "x' or '1'='1"]) {
    const res = await api(`/followups/${encodeURIComponent(id)}`, {
      method: "PATCH",
      token: a.token,
      body: { status: "done" },
    });
    assert.equal(res.status, 404, id);
    assert.deepEqual(res.body, { error: "Follow-up not found" });
  }
  const after = await list(a, `clientId=${client.id}`);
  assert.equal(after.body.followUps[0].title, "Keep me");
  assert.equal(after.body.followUps[0].status, "pending");
});

test("DELETE /api/followups/{id} answers {success: true}, then 404", async () => {
  const client = await createClientFor(a);
  const f = await createFollowUp(a, client.id);
  const res = await api(`/followups/${f.id}`, { method: "DELETE", token: a.token });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { success: true });
  for (const id of [f.id, randomUUID(), "nope"]) {
    const again = await api(`/followups/${id}`, { method: "DELETE", token: a.token });
    assert.equal(again.status, 404, id);
    assert.deepEqual(again.body, { error: "Follow-up not found" });
  }
  const gone = await api(`/followups/${f.id}`, {
    method: "PATCH",
    token: a.token,
    body: { status: "done" },
  });
  assert.equal(gone.status, 404);
  assert.equal((await list(a, `clientId=${client.id}`)).body.total, 0);
});
