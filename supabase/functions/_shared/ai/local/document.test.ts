import assert from "node:assert/strict";
import {
  ACME_HISTORY,
  makeClient,
  makeConfig,
  NO_BUDGET_HISTORY,
  NOW,
  rep,
} from "../testdata/fixtures.ts";
import type { ChatMessage, DocumentInput, DocumentKind } from "../types.ts";
import { computeBudget } from "../../documents/budget.ts";
import { localProvider } from "./provider.ts";

function input(kind: DocumentKind, overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    kind,
    title: `Acme ${kind}`,
    clientName: "Acme Logistics",
    client: makeClient(),
    userPrompt: `Write a ${kind} for the CRM rollout.`,
    additionalContext: null,
    messages: ACME_HISTORY,
    config: makeConfig({ aiType: kind === "srs" ? "proposal" : kind, personaName: "Doc Writer" }),
    date: NOW,
    ...overrides,
  };
}

const text = (doc: unknown) => JSON.stringify(doc);
const total = (items: { quantity: number; unitPrice: number }[]) =>
  Math.round(items.reduce((sum, i) => sum + i.quantity * i.unitPrice * 100, 0)) / 100;

Deno.test("document: proposal has the six sections, written from the facts", async () => {
  const doc = await localProvider.writeDocument(input("proposal"));
  assert.equal(doc.kind, "proposal");
  assert.equal(doc.author, "Doc Writer");
  assert.equal(doc.date, NOW);
  assert.equal(doc.subtitle, "Prepared for Acme Logistics");
  assert.deepEqual(
    doc.sections.map((s) => s.heading),
    [
      "Executive summary",
      "Understanding of your needs",
      "Proposed solution",
      "Timeline",
      "Investment",
      "Next steps",
    ],
  );
  assert.ok(doc.sections[1].bullets.includes("A CRM for 50 sales reps"));
  assert.ok(doc.sections[1].bullets.includes("Replace your spreadsheets"));
  assert.match(doc.sections[4].paragraphs[0], /\$40k–\$60k/);
  assert.match(doc.sections[5].bullets[0], /Maria Lopez \(CFO\)/);
  assert.deepEqual(doc.slides, []);
  assert.equal(doc.budget, null);
});

Deno.test(
  "document: no budget means pricing to be confirmed, and no invented figures",
  async () => {
    for (const kind of ["proposal", "presentation", "srs"] as const) {
      const doc = await localProvider.writeDocument(input(kind, { messages: NO_BUDGET_HISTORY }));
      assert.doesNotMatch(text(doc), /[$€£¥]\s?\d|\d\s?(?:USD|EUR)/, kind);
    }
    const proposal = await localProvider.writeDocument(
      input("proposal", { messages: NO_BUDGET_HISTORY }),
    );
    assert.match(proposal.sections[4].paragraphs[0], /^Pricing to be confirmed/);
  },
);

Deno.test("document: the timeline is planned back from the go-live date", async () => {
  const messages: ChatMessage[] = [
    rep("They need a CRM for 20 reps and want to go live by March 1, 2027."),
  ];
  const doc = await localProvider.writeDocument(input("proposal", { messages }));
  const timeline = doc.sections.find((s) => s.heading === "Timeline")!;
  assert.match(timeline.paragraphs[0], /go-live date, 1 March 2027/);
  assert.equal(timeline.bullets.length, 4);
  assert.match(timeline.bullets[3], /Go-live and hypercare: weeks? \d+/);
  const open = await localProvider.writeDocument(
    input("proposal", { messages: [rep("They need a CRM.")] }),
  );
  assert.match(open.sections[3].paragraphs[0], /indicative plan/);
});

Deno.test("document: SRS from the conversation", async () => {
  const messages: ChatMessage[] = [
    rep(
      "Quantum Labs needs to track leads from their website forms and must integrate with Outlook.",
    ),
    rep(
      "They also want a mobile app for field reps. GDPR compliance is required. Their CTO, Dana Scott, signs off.",
    ),
  ];
  const doc = await localProvider.writeDocument(
    input("srs", {
      title: "Software Requirements Specification - Quantum Labs",
      clientName: "Quantum Labs",
      userPrompt: `${messages
        .map((m) => m.content)
        .join("\n")}\n\nPlease produce a software requirements specification.`,
      messages,
    }),
  );
  assert.deepEqual(
    doc.sections.map((s) => s.heading),
    [
      "1. Introduction and purpose",
      "2. Scope",
      "3. Stakeholders",
      "4. Functional requirements",
      "5. Non-functional requirements",
      "6. Constraints and timeline",
      "7. Open questions",
    ],
  );
  const functional = doc.sections[3].bullets.join("\n");
  assert.match(
    functional,
    /FR-1: To track leads from their website forms|FR-1: Track leads from their website forms/,
  );
  assert.match(functional, /A mobile app for field reps/);
  assert.match(functional, /Integrate with Outlook/);
  assert.ok(doc.sections[4].bullets.some((b) => /Comply with GDPR/.test(b)));
  assert.ok(doc.sections[2].bullets.some((b) => /Dana Scott \(CTO\): approver/.test(b)));
  assert.ok(doc.sections[6].bullets.includes("What budget is available for the project?"));
  assert.doesNotMatch(text(doc), /produce a software requirements/i);
});

Deno.test("document: presentation has 6 to 12 slides, one idea each", async () => {
  for (const messages of [ACME_HISTORY, NO_BUDGET_HISTORY, []]) {
    const doc = await localProvider.writeDocument(input("presentation", { messages }));
    assert.ok(doc.slides.length >= 6 && doc.slides.length <= 12, String(doc.slides.length));
    assert.equal(doc.slides[0].title, "Agenda");
    assert.deepEqual(
      doc.slides[0].bullets,
      doc.slides.slice(1).map((s) => s.title),
    );
    for (const title of [
      "Our proposed solution",
      "Key benefits",
      "Implementation timeline",
      "Investment",
      "Next steps",
    ]) {
      assert.ok(
        doc.slides.some((s) => s.title === title),
        title,
      );
    }
    for (const slide of doc.slides) {
      assert.ok(slide.bullets.length >= 1 && slide.bullets.length <= 8, slide.title);
    }
  }
  const acme = await localProvider.writeDocument(input("presentation"));
  assert.ok(
    acme.slides.some(
      (s) => s.title === "Addressing your concerns" && /HubSpot/.test(s.bullets.join()),
    ),
  );
});

Deno.test("document: budget allocates a stated total so the items sum to it", async () => {
  const doc = await localProvider.writeDocument(
    input("budget", {
      messages: [rep("They need a CRM for 30 users. Their budget is €47,500 plus 23% VAT.")],
    }),
  );
  const table = doc.budget!;
  assert.equal(table.currency, "EUR");
  assert.equal(table.taxRate, 0.23);
  assert.equal(total(table.items), 47500);
  assert.equal(table.items[0].quantity, 30);
  assert.deepEqual(
    table.items.map((i) => i.item.replace(/ \(.*\)$/, "")),
    [
      "Software licences",
      "Implementation and configuration",
      "Training and onboarding",
      "Support and success",
    ],
  );
  assert.match(doc.sections[0].paragraphs[0], /€47,500 before tax, €58,425 including tax/);
});

Deno.test("document: budget totals add up for awkward figures and ranges", async () => {
  for (const [said, expected] of [
    ["Budget is $33,333.33.", 33333.33],
    ["Budget is 20-30k.", 30000],
    ["Budget around ¥1,234,567.", 1234567],
  ] as const) {
    const doc = await localProvider.writeDocument(
      input("budget", { messages: [rep(`They need 7 seats. ${said}`)] }),
    );
    assert.equal(total(doc.budget!.items), expected, said);
  }
});

Deno.test("document: budget uses the items the prompt lists", async () => {
  const doc = await localProvider.writeDocument(
    input("budget", {
      messages: [],
      userPrompt:
        "50 licences at $30 each; implementation $5,000; training 2 days at $1,200/day; 12 months of support at $400 per month. Plus 8% sales tax.",
    }),
  );
  assert.deepEqual(doc.budget!.items, [
    { item: "Licences", quantity: 50, unitPrice: 30 },
    { item: "Implementation", quantity: 1, unitPrice: 5000 },
    { item: "Training", quantity: 2, unitPrice: 1200 },
    { item: "Support", quantity: 12, unitPrice: 400 },
  ]);
  assert.equal(doc.budget!.taxRate, 0.08);
  assert.equal(doc.budget!.currency, "USD");
});

Deno.test("document: the budget's summary states the totals its PDF table shows", async () => {
  // Amounts are rounded per line to the currency's minor unit (whole yen), as the table does.
  const doc = await localProvider.writeDocument(
    input("budget", {
      messages: [],
      userPrompt: "3 licences at ¥333.5 each; implementation ¥1,000. Plus 10% tax.",
    }),
  );
  const totals = computeBudget(doc.budget!);
  assert.equal(totals.subtotal, 2001);
  assert.equal(totals.total, 2201);
  assert.match(doc.sections[0].paragraphs[0], /¥2,001 before tax, ¥2,201 including tax/);
});

Deno.test("document: budget without any figure has zero prices and says so", async () => {
  const doc = await localProvider.writeDocument(
    input("budget", { messages: NO_BUDGET_HISTORY, client: makeClient({ currency: "GBP" }) }),
  );
  const table = doc.budget!;
  assert.equal(table.currency, "GBP");
  assert.ok(table.items.every((i) => i.unitPrice === 0));
  assert.equal(table.items[0].quantity, 50);
  assert.ok(table.notes.some((n) => /Pricing to be confirmed/.test(n)));
});

Deno.test("document: the response style reaches the document", async () => {
  const doc = await localProvider.writeDocument(
    input("proposal", { config: makeConfig({ responseStyle: "formal" }) }),
  );
  assert.doesNotMatch(text(doc), /\b(?:don't|can't|it's|we'll|I'll)\b/);
});
