import assert from "node:assert/strict";
import { ACME_HISTORY, chatInput, makeClient, makeConfig, NOW } from "../testdata/fixtures.ts";
import type { AiProvider } from "../types.ts";
import { createLocalProvider, localProvider } from "./provider.ts";

Deno.test("provider: implements AiProvider under the name 'local'", async () => {
  const provider: AiProvider = localProvider;
  assert.equal(provider.name, "local");
  assert.equal(createLocalProvider({ delayMs: 10 }).name, "local");
  const analysis = await provider.analyse({
    client: makeClient(),
    messages: ACME_HISTORY,
    attachments: [],
    now: NOW,
  });
  assert.equal(analysis.stage, "PROPOSAL");
  const doc = await provider.writeDocument({
    kind: "proposal",
    title: "T",
    clientName: null,
    client: null,
    userPrompt: "A proposal for a CRM.",
    additionalContext: null,
    messages: [],
    config: makeConfig(),
    date: NOW,
  });
  assert.equal(doc.clientName, null);
  assert.match(
    await provider.answerTest({ config: makeConfig(), testInput: "Hello", now: NOW }),
    /Sales Assistant Pro/,
  );
});

Deno.test("provider: deterministic — the same input gives the same output", async () => {
  const collect = async () => {
    let text = "";
    for await (const chunk of localProvider.streamReply(chatInput("Summarise the deal"))) {
      text += chunk;
    }
    return text;
  };
  assert.equal(await collect(), await collect());
  const a = await localProvider.analyse({
    client: makeClient(),
    messages: ACME_HISTORY,
    attachments: [],
    now: NOW,
  });
  const b = await localProvider.analyse({
    client: makeClient(),
    messages: ACME_HISTORY,
    attachments: [],
    now: NOW,
  });
  assert.deepEqual(a, b);
});

Deno.test(
  "provider: an empty conversation and an empty message still get sensible answers",
  async () => {
    let text = "";
    for await (const chunk of localProvider.streamReply(
      chatInput("", { history: [], attachments: [] }),
    ))
      text += chunk;
    assert.ok(text.length > 0);
    const analysis = await localProvider.analyse({
      client: makeClient(),
      messages: [],
      attachments: [],
      now: NOW,
    });
    assert.equal(analysis.stage, "LEAD");
    assert.equal(analysis.budgetBand, null);
    assert.equal(analysis.confidence, 0.3);
  },
);
