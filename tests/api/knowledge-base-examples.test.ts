// Training examples: adding, listing and deleting them, their validation and the 100 an assistant keeps.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { api, createUser, type TestUser } from "./helpers.ts";
import {
  addExample,
  knowledgeBaseUsers,
  listExamples,
  savedConfiguration,
} from "./knowledge-base-helpers.ts";

const EXAMPLE_FIELDS = ["createdAt", "expectedOutput", "id", "input", "title"];

let a: TestUser;

before(async () => {
  [a] = await knowledgeBaseUsers();
});

test("training examples are added, listed oldest first and deleted", async () => {
  const configuration = await savedConfiguration(a, "proposal");
  const empty = await listExamples(a, configuration.id);
  assert.equal(empty.status, 200);
  assert.deepEqual(empty.body, { examples: [] });

  const first = await addExample(a, configuration.id, { title: "  First  " });
  assert.equal(first.status, 201, first.text);
  assert.deepEqual(Object.keys(first.body).sort(), EXAMPLE_FIELDS);
  assert.equal(first.body.title, "First");
  assert.equal(first.body.input, "What does it cost?");
  assert.equal(first.body.expectedOutput, "Ask about seats first.");
  const second = await addExample(a, configuration.id, {
    title: "Second",
    input: "  keeps its layout\n",
    expectedOutput: "- one\n- two",
  });
  assert.equal(second.status, 201);
  assert.equal(second.body.input, "  keeps its layout\n");

  const listed = await listExamples(a, configuration.id);
  assert.deepEqual(Object.keys(listed.body), ["examples"]);
  assert.deepEqual(listed.body.examples, [first.body, second.body]);

  const removed = await api(`/knowledge-base/training-examples/${first.body.id}`, {
    method: "DELETE",
    token: a.token,
  });
  assert.equal(removed.status, 200);
  assert.deepEqual(removed.body, { success: true });
  assert.deepEqual((await listExamples(a, configuration.id)).body.examples, [second.body]);
  const again = await api(`/knowledge-base/training-examples/${first.body.id}`, {
    method: "DELETE",
    token: a.token,
  });
  assert.equal(again.status, 404);
  assert.deepEqual(again.body, { error: "Training example not found" });
});

test("adding a training example validates each field", async () => {
  const configuration = await savedConfiguration(a, "budget");
  const cases: Array<[Record<string, unknown>, number, string | null]> = [
    [{ title: "" }, 400, "Title is required"],
    [{ title: "   " }, 400, "Title is required"],
    [{ title: undefined }, 400, "Title is required"],
    [{ title: "t".repeat(201) }, 400, "Title must be at most 200 characters"],
    [{ input: " \n " }, 400, "Input is required"],
    [{ input: "i".repeat(10_001) }, 400, "Input must be at most 10,000 characters"],
    [{ expectedOutput: null }, 400, "Expected output is required"],
    [
      { expectedOutput: "o".repeat(100_000) },
      400,
      "Expected output must be at most 20,000 characters",
    ],
    [{ expectedOutput: "nul\u0000byte" }, 400, null],
    [{ configurationId: undefined }, 400, null],
    [{ configurationId: 42 }, 400, null],
    [{ configurationId: "not-a-uuid" }, 404, "Configuration not found"],
    [{ configurationId: randomUUID() }, 404, "Configuration not found"],
    [{ configurationId: "1' or '1'='1" }, 404, "Configuration not found"],
  ];
  for (const [fields, status, message] of cases) {
    const res = await addExample(a, configuration.id, fields);
    assert.equal(res.status, status, JSON.stringify(fields).slice(0, 60));
    assert.equal(typeof res.body.error, "string");
    if (message) assert.equal(res.body.error, message);
  }
  const malformed = await api("/knowledge-base/training-examples", {
    method: "POST",
    token: a.token,
    rawBody: "{",
    headers: { "content-type": "application/json" },
  });
  assert.equal(malformed.status, 400);
  assert.deepEqual((await listExamples(a, configuration.id)).body.examples, []);
});

test("an assistant keeps at most 100 training examples", async () => {
  const rep = await createUser();
  const configuration = await savedConfiguration(rep, "chat");
  for (let i = 0; i < 100; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        addExample(rep, configuration.id, { title: `Example ${i + j}` }),
      ),
    );
    for (const res of batch) assert.equal(res.status, 201);
  }
  const full = await addExample(rep, configuration.id);
  assert.equal(full.status, 400);
  assert.deepEqual(full.body, { error: "An assistant can have at most 100 training examples" });
  assert.equal((await listExamples(rep, configuration.id)).body.examples.length, 100);
});
