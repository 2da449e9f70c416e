import assert from "node:assert/strict";
import type { AssistantConfig, ClientRecord } from "../types.ts";
import { startFakeOpenAi } from "./fake-server.ts";
import { ProviderError } from "../errors.ts";
import { createOpenAiProvider } from "./provider.ts";

const config: AssistantConfig = {
  aiType: "chat",
  personaName: "Deal Coach",
  responseStyle: "formal",
  systemInstructions: "Always end with a next step.",
  examples: [{ title: "Budget", input: "What is the budget?", expectedOutput: "The budget is …" }],
};

const client: ClientRecord = {
  id: "c1",
  name: "Zoë Łukasz",
  company: "Acme",
  email: null,
  phone: null,
  status: "active",
  stage: "LEAD",
  priority: "MEDIUM",
  dealValue: null,
  currency: "USD",
  notes: null,
};

const now = new Date("2026-11-18T10:00:00Z");

interface SentRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
  response_format?: {
    type: string;
    json_schema: { strict: boolean; schema: { additionalProperties: boolean } };
  };
}

Deno.test("streams the model's reply chunk by chunk with the configuration in the prompt", async () => {
  const fake = await startFakeOpenAi({ reply: "Budget is fifty thousand dollars." });
  try {
    const provider = createOpenAiProvider({ apiKey: "test", baseURL: fake.baseURL, model: "m1" });
    const chunks: string[] = [];
    for await (
      const chunk of provider.streamReply({
        client,
        history: [{ role: "user", content: "Hi" }, { role: "assistant", content: "Hello" }],
        message: "What is their budget?",
        attachments: [{ name: "notes.txt", mimeType: "text/plain", size: 12, text: "budget 50k" }],
        config,
        now,
      })
    ) chunks.push(chunk);
    assert.deepEqual(chunks, ["Budget ", "is ", "fifty ", "thousand ", "dollars."]);
    const request = fake.requests[0] as unknown as SentRequest;
    assert.equal(request.model, "m1");
    assert.equal(request.stream, true);
    assert.match(request.messages[0].content, /Deal Coach/);
    assert.match(request.messages[0].content, /formal/);
    assert.match(request.messages[0].content, /Always end with a next step/);
    assert.match(request.messages[0].content, /Zoë Łukasz/);
    assert.equal(request.messages[1].content, "What is the budget?", "training example as a turn");
    assert.match(request.messages.at(-1)!.content, /notes\.txt[\s\S]*budget 50k/);
  } finally {
    await fake.close();
  }
});

Deno.test("analysis uses structured output and is checked before use", async () => {
  const analysis = {
    stage: "PROPOSAL",
    priority: "HIGH",
    budgetBand: "$40k–$60k",
    confidence: 0.8,
    nextAction: "Send the proposal",
    suggestedFollowup: { title: "Call CFO", notes: "Pricing", dueAt: "2026-11-20T10:00:00Z" },
    insights: [{ type: "budget", content: "Budget stated", confidence: 0.9 }],
  };
  const fake = await startFakeOpenAi({ json: analysis });
  try {
    const provider = createOpenAiProvider({ apiKey: "test", baseURL: fake.baseURL });
    assert.deepEqual(
      await provider.analyse({ client, messages: [], attachments: [], now }),
      analysis,
    );
    const format = (fake.requests[0] as unknown as SentRequest).response_format!;
    assert.equal(format.type, "json_schema");
    assert.equal(format.json_schema.strict, true);
    assert.equal(format.json_schema.schema.additionalProperties, false);

    await provider.analyse({
      client,
      messages: [{ role: "user", content: "They sent their requirements." }],
      attachments: [{ name: "rfp.txt", mimeType: "text/plain", size: 20, text: "Budget: 45k EUR" }],
      now,
    });
    const sent = (fake.requests[1] as unknown as SentRequest).messages[1].content;
    assert.match(sent, /They sent their requirements\./);
    assert.match(sent, /rfp\.txt[\s\S]*Budget: 45k EUR/, "attached files are evidence for the analysis");

    fake.options = { json: { ...analysis, confidence: 7 } };
    await assert.rejects(
      provider.analyse({ client, messages: [], attachments: [], now }),
      (e: Error) => e instanceof ProviderError && /expected shape/.test(e.message),
    );
  } finally {
    await fake.close();
  }
});

Deno.test("documents come back as structured content for the renderer", async () => {
  const fake = await startFakeOpenAi({
    json: {
      subtitle: "For Acme",
      sections: [{ heading: "Summary", paragraphs: ["Text"], bullets: ["One"] }],
      slides: [],
      budget: {
        currency: "EUR",
        items: [{ item: "Licences", quantity: 10, unitPrice: 100 }],
        taxRate: 0.23,
        notes: [],
      },
    },
  });
  try {
    const provider = createOpenAiProvider({ apiKey: "test", baseURL: fake.baseURL });
    const doc = await provider.writeDocument({
      kind: "budget",
      title: "Budget",
      clientName: "Acme",
      client,
      userPrompt: "Ten licences",
      additionalContext: null,
      messages: [],
      config: { ...config, aiType: "budget" },
      date: now,
    });
    assert.equal(doc.title, "Budget");
    assert.equal(doc.author, "Deal Coach");
    assert.equal(doc.budget?.items[0].unitPrice, 100);
  } finally {
    await fake.close();
  }
});

Deno.test("a 500 is retried once, then becomes a clear provider error", async () => {
  const fake = await startFakeOpenAi({ failWith: 500 });
  try {
    const provider = createOpenAiProvider({ apiKey: "test", baseURL: fake.baseURL });
    await assert.rejects(
      provider.answerTest({ config, testInput: "hi", now }),
      (e: Error) => e instanceof ProviderError && /error \(500\)/.test(e.message),
    );
    assert.equal(fake.requests.length, 2);
    const stream = provider.streamReply({
      client,
      history: [],
      message: "hi",
      attachments: [],
      config,
      now,
    });
    await assert.rejects(async () => {
      for await (const _ of stream) { /* drain */ }
    }, ProviderError);
  } finally {
    await fake.close();
  }
});

Deno.test("a server that stalls times out instead of hanging", async () => {
  const fake = await startFakeOpenAi({ delayMs: 1_500 });
  try {
    const provider = createOpenAiProvider({
      apiKey: "test",
      baseURL: fake.baseURL,
      timeoutMs: 200,
    });
    const started = Date.now();
    await assert.rejects(
      provider.answerTest({ config, testInput: "hi", now }),
      (e: Error) => e instanceof ProviderError && /did not answer in time/.test(e.message),
    );
    assert.ok(Date.now() - started < 1_500, "gave up before the server answered");
  } finally {
    await fake.close();
  }
});
