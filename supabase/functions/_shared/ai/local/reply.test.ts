import assert from "node:assert/strict";
import { chatInput, example, makeConfig, NO_BUDGET_HISTORY } from "../testdata/fixtures.ts";
import type { ChatInput } from "../types.ts";
import { createLocalProvider, localProvider } from "./provider.ts";
import { chunkWords } from "./stream.ts";

async function reply(input: ChatInput): Promise<string> {
  let text = "";
  for await (const chunk of localProvider.streamReply(input)) text += chunk;
  return text;
}

Deno.test("reply: summarises the deal from the facts", async () => {
  const text = await reply(chatInput("Can you summarise the deal?"));
  assert.match(text, /Proposal stage/);
  assert.match(text, /\$40k–\$60k/);
  assert.match(text, /Maria Lopez \(CFO\)/);
  assert.match(text, /HubSpot/);
  assert.match(
    text,
    /Next step: Send the proposal with pricing for 50 sales reps to Maria Lopez \(CFO\) by Friday\./,
  );
});

Deno.test("reply: budget, decision makers and next steps", async () => {
  assert.match(
    await reply(chatInput("What's the budget?")),
    /The budget is \$40k–\$60k\.[\s\S]*about \$1,000 each/,
  );
  assert.match(await reply(chatInput("Who decides?")), /Maria Lopez \(CFO\) makes the call\./);
  assert.match(
    await reply(chatInput("What should I do next?")),
    /^Here's what I'd do next\.\n\nSend the proposal/,
  );
});

Deno.test("reply: honest when the conversation has no budget", async () => {
  const text = await reply(chatInput("What's the budget?", { history: NO_BUDGET_HISTORY }));
  assert.match(text, /Budget not stated yet\. Ask Maria Lopez what range they have in mind\./);
  assert.doesNotMatch(text, /[$€£]\s?\d/);
  assert.doesNotMatch(text, /won't guess|can't give you/);
});

Deno.test("reply: a recap lists who, what, how much, by when and what is open", async () => {
  const text = await reply(chatInput("recap pls", { history: NO_BUDGET_HISTORY }));
  assert.match(text, /Acme Logistics is at the Lead stage/);
  assert.match(text, /- Who: not named\./);
  assert.match(text, /- What: a CRM for 50 sales reps and to replace their spreadsheets\./);
  assert.match(text, /- How much: not stated\./);
  assert.match(text, /- By when: "(?:in )?March", i\.e\. \w+day, 1 March 2027/);
  assert.match(text, /- Open questions: budget not stated; signer not named\./);
});

Deno.test("reply: drafts a follow-up email in the configured style", async () => {
  const friendly = await reply(chatInput("Draft a follow-up email"));
  assert.match(friendly, /Subject: /);
  assert.match(friendly, /Hi Maria,/);
  assert.match(friendly, /you need a CRM for 50 sales reps and to replace your spreadsheets\./);
  assert.match(friendly, /Best regards,\n\[Your name\]/);
  const formal = await reply(
    chatInput("Draft a follow-up email", { config: makeConfig({ responseStyle: "formal" }) }),
  );
  assert.match(formal, /Dear Maria Lopez,/);
  assert.match(formal, /Kind regards,/);
  assert.doesNotMatch(formal, /\b(?:I'll|I'd|Here's|don't|can't|it's)\b/);
  const casual = await reply(
    chatInput("Write an email to Maria", { config: makeConfig({ responseStyle: "casual" }) }),
  );
  assert.match(casual, /Hey Maria,/);
  assert.match(casual, /Cheers,/);
  const signed = await reply(
    chatInput("Draft an email", {
      config: makeConfig({ systemInstructions: "Sign emails as Alex from Acme CRM." }),
    }),
  );
  assert.match(signed, /Best regards,\nAlex from Acme CRM/);
  const noBudget = await reply(
    chatInput("Draft a follow-up email", { history: NO_BUDGET_HISTORY }),
  );
  assert.match(noBudget, /what budget range you have in mind/);
});

Deno.test("reply: handles price and competitor objections", async () => {
  const price = await reply(
    chatInput("They say we're too expensive. How do I handle the price objection?"),
  );
  assert.match(price, /value, not a request for a discount/);
  assert.match(price, /\$40k–\$60k for 50 sales reps/);
  const firm = await reply(
    chatInput("How do I handle the price objection?", {
      config: makeConfig({ systemInstructions: "Never offer discounts." }),
    }),
  );
  assert.match(firm, /no discounts, per your instructions/);
  const rival = await reply(chatInput("How do I handle the HubSpot comparison?"));
  assert.match(rival, /When HubSpot comes up/);
  assert.match(rival, /higher tiers/);
});

Deno.test("reply: prepares for a meeting", async () => {
  const text = await reply(chatInput("Help me prepare for the meeting with Maria"));
  assert.match(text, /Meeting prep for Acme Logistics with Maria Lopez \(CFO\)/);
  assert.match(text, /Goal: move from Proposal/);
});

Deno.test("reply: persona, style and standing instructions shape the words", async () => {
  const hello = await reply(chatInput("Hi", { config: makeConfig({ personaName: "Deal Coach" }) }));
  assert.match(hello, /I'm Deal Coach/);
  const casual = await reply(
    chatInput("Summarise the deal", { config: makeConfig({ responseStyle: "casual" }) }),
  );
  assert.match(casual, /^Quick recap on Acme Logistics:/);
  assert.match(casual, /Next up:/);
  const formal = await reply(
    chatInput("Summarise the deal", { config: makeConfig({ responseStyle: "formal" }) }),
  );
  assert.match(formal, /^Please find below a summary of the Acme Logistics opportunity\./);
  assert.match(formal, /Recommended next step:/);

  const bullets = await reply(
    chatInput("What's the budget?", {
      config: makeConfig({ systemInstructions: "Always answer in bullet points." }),
    }),
  );
  const lines = bullets.split("\n").filter((l) => l.trim());
  assert.ok(
    lines.slice(1).every((l) => l.startsWith("- ")),
    bullets,
  );

  const nextStep = await reply(
    chatInput("Who decides?", {
      config: makeConfig({
        systemInstructions: "Always end with a next step. Introduce yourself.",
      }),
    }),
  );
  assert.match(nextStep, /^I'm Sales Assistant Pro\./);
  assert.match(nextStep.split("\n").at(-1)!, /^Next step: /);

  const full = await reply(chatInput("Summarise the deal"));
  const short = await reply(
    chatInput("Summarise the deal", {
      config: makeConfig({ systemInstructions: "Keep answers short." }),
    }),
  );
  assert.ok(short.length < full.length * 0.75, `${short.length} vs ${full.length}`);
});

Deno.test("reply: reuses the structure of the closest training example", async () => {
  const config = makeConfig({
    examples: [
      example(
        "Pricing",
        "How should I price a small team?",
        "Start with the core plan.\n- Seats: 5\n- Term: annual",
      ),
      example(
        "Deal status",
        "Give me the status of this deal",
        "Great question!\nStage: Qualified\nBudget: $10k\nDecision maker: the COO\nNext step: book a demo\nWant me to draft the email?",
      ),
    ],
  });
  const text = await reply(chatInput("What's the status of the deal?", { config }));
  assert.match(text, /^Great question!/);
  assert.match(text, /Stage: Proposal \(\d+% confidence\)/);
  assert.match(text, /Budget: \$40k–\$60k/);
  assert.match(text, /Decision maker: Maria Lopez \(CFO\) decides/);
  assert.match(text, /Next step: Send the proposal/);
  assert.match(text, /Want me to draft the email\?$/);
  assert.doesNotMatch(text, /\$10k|COO/);
});

Deno.test("reply: a file that could not be read says why", async () => {
  const scanned = await reply(
    chatInput("What's in the attached PDF?", {
      attachments: [
        {
          name: "signed-scan.pdf",
          mimeType: "application/pdf",
          size: 4096,
          unreadable: "This PDF has no text layer (it looks scanned); I can't read it.",
        },
      ],
    }),
  );
  assert.match(
    scanned,
    /signed-scan\.pdf \(application\/pdf, 4 KB\): This PDF has no text layer \(it looks scanned\); I can't read it\./,
  );
});

Deno.test("reply: answers about attached files from their text", async () => {
  const csv = await reply(
    chatInput("What's in the attached spreadsheet?", {
      attachments: [
        {
          name: "pipeline.csv",
          mimeType: "text/csv",
          size: 120,
          text: 'Company,Seats,Amount\nAcme,50,50000\nGlobex,20,"18,000"\nInitech,10,9000',
        },
      ],
    }),
  );
  assert.match(csv, /pipeline\.csv has 3 rows and 3 columns: Company, Seats, Amount\./);
  assert.match(csv, /Amount: total 77,000, from 9,000 to 50,000/);
  const doc = await reply(
    chatInput("What does the requirements doc say?", {
      attachments: [
        {
          name: "requirements.docx",
          mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          size: 2048,
          text: "CRM requirements\n- Must integrate with Outlook\n- Need a mobile app for field reps\nThe rest is background.",
        },
      ],
    }),
  );
  assert.match(doc, /titled "CRM requirements"/);
  assert.match(doc, /"Must integrate with Outlook"; "Need a mobile app for field reps"/);
  const png = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 4, 0,
    0, 0, 3, 0,
  ]);
  const image = await reply(
    chatInput("Can you look at this screenshot?", {
      attachments: [{ name: "dashboard.png", mimeType: "image/png", size: 153600, image: png }],
    }),
  );
  assert.match(image, /dashboard\.png is an image \(image\/png, 1024×768 pixels, 150 KB\)/);
  assert.match(image, /can't see what's inside images/);
  const none = await reply(chatInput("What's in the attached file?"));
  assert.match(none, /don't see any files attached/);
});

Deno.test("reply: a question the facts don't cover gets an honest, useful answer", async () => {
  const integrations = await reply(chatInput("Which integrations do they use?"));
  assert.match(integrations, /^Integrations: none mentioned\./);
  const text = await reply(chatInput("Is their office near the airport?"));
  assert.match(text, /^Not covered in the conversation yet\.\n/);
  assert.match(text, /- How much: \$40k–\$60k/);
  const thanks = await reply(chatInput("great, thanks!"));
  assert.match(thanks, /^You're welcome\.\n\nNext step: Send the proposal/);
  for (const answer of [integrations, text, thanks]) {
    assert.doesNotMatch(answer, /won't guess|Sales Assistant Pro|Good question/);
  }
  const related = await reply(chatInput("Tell me about HubSpot and them"));
  assert.match(
    related,
    /"They asked for a proposal with pricing by Friday\. They're also looking at HubSpot\."|also looking at HubSpot/,
  );
});

Deno.test("stream: chunks are words with their whitespace and join to the full reply", async () => {
  const chunks: string[] = [];
  for await (const chunk of localProvider.streamReply(chatInput("Summarise the deal"))) {
    chunks.push(chunk);
  }
  assert.ok(chunks.length > 20);
  for (const chunk of chunks.slice(1)) assert.match(chunk, /^\S+\s*$/);
  const again = await reply(chatInput("Summarise the deal"));
  assert.equal(chunks.join(""), again);
  assert.deepEqual(chunkWords("Hello  there,\nfriend "), ["Hello  ", "there,\n", "friend "]);
});

Deno.test("stream: the first chunk is available at once, even with a demo delay", async () => {
  const slow = createLocalProvider({ delayMs: 200 });
  const started = performance.now();
  const iterator = slow.streamReply(chatInput("Summarise the deal"))[Symbol.asyncIterator]();
  const first = await iterator.next();
  assert.equal(first.done, false);
  assert.ok(performance.now() - started < 150, "first chunk came late");
  const second = performance.now();
  await iterator.next();
  assert.ok(performance.now() - second >= 150, "the delay applies between later chunks");
  await iterator.return?.();
});

Deno.test("stream: an aborted request stops the reply", async () => {
  const controller = new AbortController();
  const slow = createLocalProvider({ delayMs: 50 });
  const iterator = slow
    .streamReply(chatInput("Summarise the deal"), controller.signal)
    [Symbol.asyncIterator]();
  await iterator.next();
  controller.abort();
  await assert.rejects(() => iterator.next(), { name: "AbortError" });
});

Deno.test(
  "reply: the question decides the intent, and general questions get playbook advice",
  async () => {
    const next = await reply(
      chatInput("They confirmed the budget is $50k. What should I do next?"),
    );
    assert.match(next, /^Here's what I'd do next\./);
    const advice = await reply(chatInput("How should I follow up after the demo?"));
    assert.match(advice, /Follow up within a day/);
    assert.match(advice, /Next step: For Acme Logistics: send the proposal/);
  },
);

Deno.test(
  "reply: the total of an attached budget, quoted from the file and naming it",
  async () => {
    const text = await reply(
      chatInput("What's the total in the attached budget?", {
        attachments: [
          {
            name: "budget-acme.pdf",
            mimeType: "application/pdf",
            size: 6144,
            text: "Budget for Acme Corp\nItem\nQty\nUnit price\nAmount\nCRM licences\n50\n€1,000.00\n€50,000.00\nSubtotal\n€50,000.00\nTax (23%)\n€11,500.00\nTotal\n€61,500.00",
          },
        ],
      }),
    );
    assert.match(text, /The total in budget-acme\.pdf is €61,500\.00\./);
  },
);
