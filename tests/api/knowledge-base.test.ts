import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { AI_TYPES } from "../../supabase/functions/_shared/contract/index.ts";
import { NASTY_STRINGS, api, createUser, type TestUser } from "./helpers.ts";
import {
  addExample,
  knowledgeBaseUsers,
  listExamples,
  save,
  savedConfiguration,
} from "./knowledge-base-helpers.ts";

const CONFIGURATION_FIELDS = [
  "aiType",
  "id",
  "isActive",
  "personaName",
  "responseStyle",
  "systemInstructions",
  "updatedAt",
];

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  [a, b, boss] = await knowledgeBaseUsers();
});

const getConfiguration = (user: TestUser, aiType: string) =>
  api(`/knowledge-base/configurations/${aiType}`, { token: user.token });

test("a rep with nothing saved gets the default configuration of each of the four assistants", async () => {
  const rep = await createUser();
  for (const aiType of AI_TYPES) {
    const res = await getConfiguration(rep, aiType);
    assert.equal(res.status, 200, aiType);
    const { configuration } = res.body;
    assert.deepEqual(Object.keys(res.body), ["configuration"]);
    assert.deepEqual(Object.keys(configuration).sort(), CONFIGURATION_FIELDS);
    assert.equal(configuration.id, null);
    assert.equal(configuration.updatedAt, null);
    assert.equal(configuration.aiType, aiType);
    assert.equal(configuration.responseStyle, "professional-friendly");
    assert.equal(configuration.isActive, true);
  }
  const chat = (await getConfiguration(rep, "chat")).body.configuration;
  assert.equal(chat.personaName, "Sales Assistant Pro");
  assert.ok(chat.systemInstructions.length > 200);
  for (const topic of [/budget/i, /timeline/i, /decision makers/i, /next step/i, /never invent/i]) {
    assert.match(chat.systemInstructions, topic);
  }
  for (const [aiType, persona] of [
    ["proposal", "Proposal Assistant"],
    ["presentation", "Presentation Assistant"],
    ["budget", "Budget Assistant"],
  ]) {
    const configuration = (await getConfiguration(rep, aiType)).body.configuration;
    assert.equal(configuration.personaName, persona);
    assert.equal(configuration.systemInstructions, "");
  }
});

test('an unknown AI type is 400 "Unknown AI type"', async () => {
  for (const aiType of [
    "sales",
    "CHAT",
    "x".repeat(5000),
    encodeURIComponent("chat' or 1=1 --"),
    "%00",
  ]) {
    const res = await getConfiguration(a, aiType);
    assert.equal(res.status, 400, aiType.slice(0, 40));
    assert.deepEqual(res.body, { error: "Unknown AI type" });
  }
  for (const aiType of ["sales", undefined, 5, null]) {
    const res = await save(a, { aiType });
    assert.equal(res.status, 400, String(aiType));
    assert.deepEqual(res.body, { error: "Unknown AI type" });
  }
});

test("POST /api/knowledge-base/configurations saves the whole configuration and reads back", async () => {
  const rep = await createUser();
  const body = {
    aiType: "chat",
    personaName: "  Deal Coach  ",
    responseStyle: "formal",
    systemInstructions: "Qualify first.\nThen propose.",
    isActive: false,
  };
  const saved = await api("/knowledge-base/configurations", {
    method: "POST",
    token: rep.token,
    body,
  });
  assert.equal(saved.status, 200);
  assert.deepEqual(Object.keys(saved.body), ["configuration"]);
  const { configuration } = saved.body;
  assert.deepEqual(Object.keys(configuration).sort(), CONFIGURATION_FIELDS);
  assert.match(configuration.id, /^[0-9a-f-]{36}$/);
  assert.ok(!Number.isNaN(Date.parse(configuration.updatedAt)));
  assert.deepEqual(
    {
      aiType: configuration.aiType,
      personaName: configuration.personaName,
      responseStyle: configuration.responseStyle,
      systemInstructions: configuration.systemInstructions,
      isActive: configuration.isActive,
    },
    { ...body, personaName: "Deal Coach" },
  );
  assert.deepEqual((await getConfiguration(rep, "chat")).body.configuration, configuration);

  const again = await api("/knowledge-base/configurations", {
    method: "POST",
    token: rep.token,
    body: { ...body, personaName: "Deal Coach 2", isActive: true },
  });
  assert.equal(again.status, 200);
  assert.equal(again.body.configuration.id, configuration.id, "one row per rep and type");
  assert.equal(again.body.configuration.personaName, "Deal Coach 2");
  assert.ok(again.body.configuration.updatedAt >= configuration.updatedAt);
  assert.equal(
    (await getConfiguration(rep, "chat")).body.configuration.personaName,
    "Deal Coach 2",
  );
  assert.equal(
    (await getConfiguration(rep, "proposal")).body.configuration.id,
    null,
    "other types keep their defaults",
  );

  const minimal = await api("/knowledge-base/configurations", {
    method: "POST",
    token: rep.token,
    body: { aiType: "budget", personaName: "Numbers" },
  });
  assert.equal(minimal.status, 200);
  assert.equal(minimal.body.configuration.responseStyle, "professional-friendly");
  assert.equal(minimal.body.configuration.systemInstructions, "");
  assert.equal(minimal.body.configuration.isActive, true);
});

test("saving a configuration validates each field with a 400 and a JSON error", async () => {
  const cases: Array<[Record<string, unknown>, string | null]> = [
    [{ personaName: undefined }, "Persona name is required"],
    [{ personaName: "   " }, "Persona name is required"],
    [{ personaName: 5 }, "Persona name is required"],
    [{ personaName: "p".repeat(101) }, "Persona name must be at most 100 characters"],
    [{ personaName: "p".repeat(100_000) }, "Persona name must be at most 100 characters"],
    [{ personaName: "nul\u0000byte" }, null],
    [
      { responseStyle: "sarcastic" },
      "Response style must be professional-friendly, casual or formal",
    ],
    [{ responseStyle: "Formal" }, "Response style must be professional-friendly, casual or formal"],
    [
      { systemInstructions: "i".repeat(20_001) },
      "System instructions must be at most 20,000 characters",
    ],
    [
      { systemInstructions: "i".repeat(100_000) },
      "System instructions must be at most 20,000 characters",
    ],
    [{ systemInstructions: ["a"] }, null],
    [{ systemInstructions: "nul\u0000byte" }, null],
    [{ isActive: "yes" }, null],
  ];
  const before = (await getConfiguration(a, "chat")).body.configuration;
  for (const [fields, message] of cases) {
    const res = await save(a, fields);
    assert.equal(res.status, 400, JSON.stringify(fields).slice(0, 60));
    assert.equal(typeof res.body.error, "string");
    if (message) assert.equal(res.body.error, message);
  }
  for (const body of [[], "just a string", null]) {
    const res = await api("/knowledge-base/configurations", {
      method: "POST",
      token: a.token,
      body,
    });
    assert.equal(res.status, 400);
    assert.equal(typeof res.body.error, "string");
  }
  const malformed = await api("/knowledge-base/configurations", {
    method: "POST",
    token: a.token,
    rawBody: '{"aiType":',
    headers: { "content-type": "application/json" },
  });
  assert.equal(malformed.status, 400);
  assert.deepEqual(malformed.body, { error: "Request body must be valid JSON" });
  assert.deepEqual((await getConfiguration(a, "chat")).body.configuration, before);
  const atLimit = await save(a, {
    aiType: "presentation",
    personaName: "p".repeat(100),
    systemInstructions: "i".repeat(20_000),
  });
  assert.equal(atLimit.status, 200);
  assert.equal(atLimit.body.configuration.systemInstructions.length, 20_000);
});

test("unknown and malformed ids are 404 with a clear message, never 500", async () => {
  for (const id of [
    randomUUID(),
    "00000000-0000-0000-0000-000000000000",
    "not-a-uuid",
    "1' or '1'='1",
    "%00",
  ]) {
    const list = await listExamples(a, encodeURIComponent(id));
    assert.equal(list.status, 404, id);
    assert.deepEqual(list.body, { error: "Configuration not found" });
    const remove = await api(`/knowledge-base/training-examples/${encodeURIComponent(id)}`, {
      method: "DELETE",
      token: a.token,
    });
    assert.equal(remove.status, 404, id);
    assert.deepEqual(remove.body, { error: "Training example not found" });
  }
});

test("configurations and examples are private to their rep", async () => {
  const configuration = await savedConfiguration(a, "presentation");
  const example = (await addExample(a, configuration.id, { title: "Private" })).body;
  const aBefore = (await getConfiguration(a, "presentation")).body.configuration;

  assert.equal(
    (await getConfiguration(b, "presentation")).body.configuration.id,
    null,
    "B still has the default",
  );
  for (const intruder of [b, boss]) {
    const list = await listExamples(intruder, configuration.id);
    assert.equal(list.status, 404);
    assert.deepEqual(list.body, { error: "Configuration not found" });
    const add = await addExample(intruder, configuration.id, { title: "Injected" });
    assert.equal(add.status, 404);
    assert.deepEqual(add.body, { error: "Configuration not found" });
    const remove = await api(`/knowledge-base/training-examples/${example.id}`, {
      method: "DELETE",
      token: intruder.token,
    });
    assert.equal(remove.status, 404);
    assert.deepEqual(remove.body, { error: "Training example not found" });
  }

  const bSaved = await save(b, { aiType: "presentation", personaName: "B persona" });
  assert.notEqual(bSaved.body.configuration.id, configuration.id);
  assert.deepEqual((await getConfiguration(a, "presentation")).body.configuration, aBefore);
  assert.deepEqual((await listExamples(a, configuration.id)).body.examples, [example]);
  assert.deepEqual((await listExamples(b, bSaved.body.configuration.id)).body.examples, []);
});

test("text in any script and SQL-looking text round-trips exactly", async () => {
  const rep = await createUser();
  for (const [index, text] of NASTY_STRINGS.entries()) {
    const aiType = AI_TYPES[index % AI_TYPES.length];
    const saved = await save(rep, {
      aiType,
      personaName: text,
      systemInstructions: `  ${text}\n${text}  `,
    });
    assert.equal(saved.status, 200, text);
    const read = (await getConfiguration(rep, aiType)).body.configuration;
    assert.equal(read.personaName, text.trim());
    assert.equal(read.systemInstructions, `  ${text}\n${text}  `);

    const added = await addExample(rep, read.id, {
      title: text,
      input: text,
      expectedOutput: text,
    });
    assert.equal(added.status, 201, text);
    const listed = (await listExamples(rep, read.id)).body.examples.at(-1);
    assert.deepEqual(
      [listed.title, listed.input, listed.expectedOutput],
      [text.trim(), text, text],
    );
  }
});

test("every knowledge-base route needs a signed-in user", async () => {
  const configuration = await savedConfiguration(a, "chat");
  const example = (await addExample(a, configuration.id)).body;
  const routes: Array<[string, string]> = [
    ["GET", "/knowledge-base/configurations/chat"],
    ["POST", "/knowledge-base/configurations"],
    ["GET", `/knowledge-base/training-examples/${configuration.id}`],
    ["POST", "/knowledge-base/training-examples"],
    ["DELETE", `/knowledge-base/training-examples/${example.id}`],
  ];
  for (const [method, path] of routes) {
    for (const token of [undefined, "garbage"]) {
      const res = await api(path, {
        method,
        token,
        body:
          method === "POST"
            ? {
                aiType: "chat",
                personaName: "x",
                configurationId: configuration.id,
                title: "t",
                input: "i",
                expectedOutput: "o",
              }
            : undefined,
      });
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(typeof res.body.error, "string");
    }
  }
  assert.deepEqual(
    (await listExamples(a, configuration.id)).body.examples.map((e: any) => e.id),
    [example.id],
  );
});
