import assert from "node:assert/strict";
import { example, makeConfig, NOW } from "../testdata/fixtures.ts";
import type { AssistantConfig } from "../types.ts";
import { localProvider } from "./provider.ts";

const answer = (testInput: string, config: Partial<AssistantConfig> = {}) =>
  localProvider.answerTest({ config: makeConfig(config), testInput, now: NOW });

Deno.test(
  "answerTest: chat answers the question from the test input's facts, like the chat",
  async () => {
    const text = await answer(
      "The client says their budget is around $50k and the CFO decides. What next?",
    );
    assert.match(text, /^Here's what I'd do next\./);
    assert.match(text, /\$40k–\$60k|CFO/);
    assert.doesNotMatch(text, /Sales Assistant Pro/);
    const honest = await answer("What's the client's budget?");
    assert.match(honest, /Budget not stated yet\./);
    const hello = await answer("Hi");
    assert.match(hello, /I'm Sales Assistant Pro/);
  },
);

Deno.test("answerTest: style and instructions change the answer", async () => {
  const formal = await answer("How do I handle a price objection?", {
    responseStyle: "formal",
    personaName: "Ms Grey",
  });
  assert.match(formal, /^I suggest addressing the objection as follows\./);
  assert.doesNotMatch(formal, /\b(?:I'd|here's|don't|it's|can't)\b/i);
  const introduced = await answer("How do I handle a price objection?", {
    responseStyle: "formal",
    personaName: "Ms Grey",
    systemInstructions: "Introduce yourself.",
  });
  assert.match(introduced, /^I am Ms Grey\. I suggest addressing the objection as follows\./);
  const casual = await answer("How do I handle a price objection?", {
    responseStyle: "casual",
    personaName: "Buddy",
  });
  assert.match(casual, /^Here's how I'd tackle it:/);
  const firm = await answer("How do I handle a price objection?", {
    systemInstructions: "Never give discounts. Always end with a next step.",
  });
  assert.match(firm, /no discounts, per your instructions/);
  assert.match(firm.split("\n").at(-1)!, /^Next step: /);
});

Deno.test("answerTest: a near-identical training example is answered as trained", async () => {
  const config = {
    personaName: "Coach",
    examples: [
      example(
        "Greeting",
        "How do I open a cold call?",
        "Lead with their problem, not your product. Ask one question.",
      ),
    ],
  };
  assert.equal(
    await answer("How do I open a cold call?", config),
    "Lead with their problem, not your product. Ask one question.",
  );
  const reused = await answer("How should I open a cold call to a dentist?", {
    ...config,
    examples: [
      example(
        "Cold call",
        "How do I open a cold call?",
        "Happy to help!\n- Ask about their week\n- Name a problem\nWant a script?",
      ),
    ],
  });
  assert.match(reused, /Happy to help!/);
  assert.match(reused, /Want a script\?$/);
});

Deno.test("answerTest: document assistants outline the document they would write", async () => {
  const proposal = await answer(
    "Proposal for a 20-seat CRM rollout, budget $30k, go-live in March.",
    {
      aiType: "proposal",
      personaName: "Proposal Pro",
    },
  );
  assert.match(proposal, /^Hi, I'm Proposal Pro\. Here's how I'd put that proposal together:/);
  assert.match(proposal, /- Investment: .*\$30k/);
  const budget = await answer("Budget for 10 seats at €40 per user per month plus 19% VAT", {
    aiType: "budget",
  });
  assert.match(budget, /- Seats: 10 × €40/);
  assert.match(budget, /19%/);
  const deck = await answer(
    "Presentation for a logistics company that wants to replace spreadsheets",
    {
      aiType: "presentation",
      responseStyle: "formal",
    },
  );
  assert.match(
    deck,
    /^Good day\. I am Sales Assistant Pro\. I would structure the presentation as follows\./,
  );
  assert.match(deck, /\n1\. Agenda: /);
});
