// Sample content for the PDF tests and benchmarks: ordinary documents of realistic size and
// hostile ones (huge paragraphs, unbreakable words, every kind of odd character).

import type { DocumentContent, DocumentSection, Slide } from "../documents/content.ts";

export const DATE = new Date("2025-03-05T10:00:00Z");
export const UNICODE_NAME = "Zoë Łukasz Ελένη Дмитрий";

const SENTENCES = [
  "Northwind's field teams currently log visits in three separate spreadsheets, which delays reporting by up to a week.",
  "We propose a phased rollout that starts with the sales organisation and extends to service and finance once adoption is proven.",
  "Each phase ends with a review against the agreed success metrics, so budget is only committed for work that has delivered value.",
  "Integration with the existing ERP keeps customer, order and invoice data in one place and removes duplicate entry.",
  "Training is delivered on site in small groups, backed by short recorded sessions that new starters can follow at their own pace.",
  "Our team has delivered comparable projects for distributors in Poland, Greece and Germany over the last five years.",
];

function paragraph(seed: number, sentences = 5): string {
  return Array.from(
    { length: sentences },
    (_, i) => SENTENCES[(seed + i * 7) % SENTENCES.length],
  ).join(" ");
}

const HEADINGS = [
  "Executive summary",
  "Understanding of your needs",
  "Proposed solution",
  "Scope of work",
  "Implementation timeline",
  "Team and governance",
  "Risks and mitigations",
  "Why work with us",
  "Next steps",
];

/** Ten A4 pages: a cover and nine pages of sections. */
export function proposalContent(overrides: Partial<DocumentContent> = {}): DocumentContent {
  const sections: DocumentSection[] = HEADINGS.map((heading, index) => ({
    heading,
    paragraphs: Array.from({ length: 3 }, (_, p) => paragraph(index * 3 + p, 5 + (p % 3))),
    bullets: Array.from(
      { length: 5 },
      (_, b) => `${SENTENCES[(index + b) % SENTENCES.length]} (milestone ${index + 1}.${b + 1})`,
    ),
  }));
  return {
    kind: "proposal",
    title: "CRM Modernisation Proposal for Northwind Traders",
    subtitle: "A phased plan to unify sales, service and finance on one platform",
    clientName: "Northwind Traders",
    author: "Alex Morgan",
    date: DATE,
    sections,
    slides: [],
    budget: null,
    ...overrides,
  };
}

/** Twenty slides, a few with more bullets than fit at the largest size. */
export function presentationContent(overrides: Partial<DocumentContent> = {}): DocumentContent {
  const slides: Slide[] = Array.from({ length: 20 }, (_, index) => ({
    title: index === 19 ? "Next steps" : `${HEADINGS[index % HEADINGS.length]} (${index + 1})`,
    bullets: Array.from(
      { length: 3 + (index % 4) },
      (_, b) => SENTENCES[(index + b) % SENTENCES.length],
    ),
    notes: "Pause for questions.",
  }));
  return {
    ...proposalContent(),
    kind: "presentation",
    title: "Northwind Traders: CRM Modernisation",
    subtitle: "Discovery findings and proposed plan",
    sections: [],
    slides,
    ...overrides,
  };
}

/** One hundred line items. */
export function budgetContent(overrides: Partial<DocumentContent> = {}): DocumentContent {
  return {
    ...proposalContent(),
    kind: "budget",
    title: "CRM Modernisation Budget",
    subtitle: "Licences, implementation and training for the first year",
    sections: [],
    budget: {
      currency: "EUR",
      taxRate: 0.23,
      items: Array.from({ length: 100 }, (_, i) => ({
        item:
          i % 10 === 3
            ? `Data migration of legacy records, batch ${
                i + 1
              }, including cleansing, de-duplication and validation against the ERP`
            : `Line item ${i + 1}: ${["Licences", "Consulting", "Training", "Support"][i % 4]}`,
        quantity: (i % 7) + 1,
        unitPrice: 99.5 + i * 12.25,
      })),
      notes: ["Prices exclude travel, billed at cost.", "Licences are billed annually in advance."],
    },
    ...overrides,
  };
}

/** Characters that have broken PDF generators: controls, emoji, joiners, RTL, lone surrogates. */
export const HOSTILE_TEXT = [
  "Tabs\there\tand\r\nWindows line\rbreaks,",
  "emoji 😀👍🏽 family 👨‍👩‍👧 flag 🇵🇱,",
  "zero\u200Bwidth\u200Djoiners\uFEFF,",
  "RTL שלום עולם مرحبا,",
  "CJK 中文 日本語 한국어,",
  "lone \uD800 surrogates \uDC00,",
  "controls \u0000\u0007\u001B\u007F\u0085,",
  "combining e\u0301 and Z\u030C,",
  `${UNICODE_NAME} — “quotes” €1 ₽2 ₴3 zł4 …`,
].join(" ");

/** A word with no spaces that is wider than any page. */
export const LONG_WORD = "Supercalifragilistic".repeat(25);

/** A 20,000-character prompt-sized paragraph. */
export const LONG_PARAGRAPH = (() => {
  let text = "";
  for (let i = 0; text.length < 20_000; i++) text += SENTENCES[i % SENTENCES.length] + " ";
  return text.slice(0, 20_000);
})();
