import assert from "node:assert/strict";
import { before, test } from "node:test";
import { api, createUser, type TestUser } from "./helpers.ts";

let rep: TestUser;

before(async () => {
  rep = await createUser("SALES", "Status Reader");
});

test("GET /api/ai/status tells a signed-in user which brain answers", async () => {
  const res = await api("/ai/status", { token: rep.token });
  assert.equal(res.status, 200);
  // The stand-in runs without OPENAI_API_KEY: the offline assistant.
  assert.deepEqual(res.body, { provider: "local", model: null, label: "Offline assistant" });
});

test("GET /api/ai/status needs a session", async () => {
  const anonymous = await api("/ai/status");
  assert.equal(anonymous.status, 401);
  assert.equal(typeof anonymous.body.error, "string");
  const forged = await api("/ai/status", { token: "not-a-token" });
  assert.equal(forged.status, 401);
});
