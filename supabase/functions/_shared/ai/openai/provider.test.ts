import assert from "node:assert/strict";
import type { DocumentInput } from "../types.ts";
import { startFakeOpenAi } from "../../testing/fake-openai.ts";
import { ProviderError } from "../errors.ts";
import { createOpenAiProvider } from "./provider.ts";
import { localProvider } from "../local/provider.ts";
import {
  analysis,
  chatInput,
  client,
  config,
  now,
  type SentRequest,
} from "./testing/provider-fixtures.ts";

Deno.test(
  "streams the model's reply chunk by chunk with the configuration in the prompt",
  async () => {
    const fake = await startFakeOpenAi({ reply: "Budget is fifty thousand dollars." });
    try {
      const provider = createOpenAiProvider({ apiKey: "test", baseURL: fake.baseURL, model: "m1" });
      const chunks: string[] = [];
      for await (const chunk of provider.streamReply({
        client,
        history: [
          { role: "user", content: "Hi" },
          { role: "assistant", content: "Hello" },
        ],
        message: "What is their budget?",
        attachments: [{ name: "notes.txt", mimeType: "text/plain", size: 12, text: "budget 50k" }],
        config,
        now,
      }))
        chunks.push(chunk);
      assert.deepEqual(chunks, ["Budget ", "is ", "fifty ", "thousand ", "dollars."]);
      const request = fake.requests[0] as unknown as SentRequest;
      assert.equal(request.model, "m1");
      assert.equal(request.stream, true);
      assert.match(request.messages[0].content, /Deal Coach/);
      assert.match(request.messages[0].content, /formal/);
      assert.match(request.messages[0].content, /Always end with a next step/);
      assert.match(request.messages[0].content, /Zoë Łukasz/);
      assert.equal(
        request.messages[1].content,
        "What is the budget?",
        "training example as a turn",
      );
      assert.match(request.messages.at(-1)!.content, /notes\.txt[\s\S]*budget 50k/);
      assert.equal(request.messages.length, 6, "everything fits: no turn is summarised");
    } finally {
      await fake.close();
    }
  },
);

Deno.test(
  "analysis: the model's close date is kept, and one that is not a date is refused",
  async () => {
    const fake = await startFakeOpenAi({ json: { ...analysis, closeBy: "2027-01-31" } });
    try {
      const provider = createOpenAiProvider({ apiKey: "test", baseURL: fake.baseURL, model: "m1" });
      const input = { client, messages: [], attachments: [], now };
      assert.equal((await provider.analyse(input)).closeBy, "2027-01-31");
      fake.options = { json: { ...analysis, closeBy: "end of March" } };
      assert.equal((await provider.analyse(input)).source?.provider, "local");
    } finally {
      await fake.close();
    }
  },
);

Deno.test("analysis uses structured output and is checked before use", async () => {
  const fake = await startFakeOpenAi({ json: analysis });
  try {
    const provider = createOpenAiProvider({ apiKey: "test", baseURL: fake.baseURL, model: "m1" });
    assert.deepEqual(await provider.analyse({ client, messages: [], attachments: [], now }), {
      ...analysis,
      closeBy: null,
      source: { provider: "openai", model: "m1" },
    });
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
    assert.match(
      sent,
      /<attachment name="rfp\.txt"[^>]*>\nBudget: 45k EUR\n<\/attachment>/,
      "attached files are evidence for the analysis",
    );
  } finally {
    await fake.close();
  }
});

Deno.test("a malformed analysis falls back to the offline one and says so", async () => {
  const input = {
    client,
    messages: [
      {
        role: "user" as const,
        content: "Their CFO confirmed a budget of $50k and asked for a proposal.",
      },
    ],
    attachments: [],
    now,
  };
  const offline = await localProvider.analyse(input);
  const fake = await startFakeOpenAi({ json: { ...analysis, confidence: 7 } });
  try {
    const provider = createOpenAiProvider({ apiKey: "test", baseURL: fake.baseURL, model: "m1" });
    assert.deepEqual(await provider.analyse(input), {
      ...offline,
      source: {
        provider: "local",
        model: null,
        fallback:
          "The model's answer (m1) did not match the expected shape, " +
          "so this is the offline assistant's analysis.",
      },
    });
    fake.options = { rawJson: '{"stage": "PROPOSAL", "priority": ' };
    const broken = await provider.analyse(input);
    assert.equal(broken.stage, offline.stage);
    assert.match(broken.source?.fallback ?? "", /^The model's answer \(m1\) was not valid JSON/);
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
    const documentInput: DocumentInput = {
      kind: "budget",
      title: "Budget",
      clientName: "Acme",
      client,
      userPrompt: "Ten licences",
      additionalContext: null,
      messages: [],
      config: { ...config, aiType: "budget" },
      date: now,
    };
    const doc = await provider.writeDocument(documentInput);
    assert.equal(doc.title, "Budget");
    assert.equal(doc.author, "Deal Coach");
    assert.equal(doc.budget?.items[0].unitPrice, 100);

    fake.options = { json: { subtitle: null, sections: "none" } };
    await assert.rejects(
      provider.writeDocument({ ...documentInput, kind: "proposal" }),
      (e: Error) => e instanceof ProviderError && /expected shape/.test(e.message),
    );
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
      for await (const _ of stream) {
        /* drain */
      }
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

Deno.test("closing the reply aborts the request to the model", async () => {
  const fake = await startFakeOpenAi({
    reply: "word ".repeat(200),
    wordDelayMs: 20,
  });
  try {
    const provider = createOpenAiProvider({ apiKey: "test", baseURL: fake.baseURL });
    const abort = new AbortController();
    let words = 0;
    for await (const _ of provider.streamReply(chatInput(), abort.signal)) {
      words += 1;
      abort.abort();
    }
    assert.ok(words < 5, `the reply stopped after ${words} words of 200`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("the fake never saw the client go")), 2_000);
    });
    await Promise.race([fake.hangUp, gaveUp]).finally(() => clearTimeout(timer));
  } finally {
    await fake.close();
  }
});
