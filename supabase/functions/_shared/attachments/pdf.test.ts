import assert from "node:assert/strict";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { BudgetTable } from "../documents/content.ts";
import { budgetContent, presentationContent, proposalContent } from "../testing/documents.ts";
import { renderDocument } from "../pdf/render.ts";
import { attachmentText } from "./index.ts";
import { MAX_PAGES } from "./pdf.ts";
import { fixture, textOf } from "../testing/attachments.ts";

const PDF = "application/pdf";
const squash = (text: string) => text.replace(/\s+/g, "");

/** Each needle found after the one before it. */
function assertInOrder(text: string, needles: string[]): void {
  let from = 0;
  for (const needle of needles) {
    const at = text.indexOf(needle, from);
    assert.ok(at >= 0, `"${needle}" missing after position ${from}`);
    from = at + needle.length;
  }
}

/** The table's rows and totals as the budget shows them, worked out here in whole cents. */
function budgetLines(table: BudgetTable): string[] {
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: table.currency });
  const cents = table.items.map((item) => Math.round(item.quantity * item.unitPrice * 100));
  const subtotal = cents.reduce((a, b) => a + b, 0);
  const tax = Math.round(subtotal * (table.taxRate ?? 0));
  return [
    ...table.items.map(
      (item, i) =>
        `${item.item} ${item.quantity} ${money.format(item.unitPrice)} ${money.format(
          cents[i] / 100,
        )}`,
    ),
    `Subtotal ${money.format(subtotal / 100)}`,
    ...(table.taxRate ? [`Tax (${table.taxRate * 100}%) ${money.format(tax / 100)}`] : []),
    `Total ${money.format((subtotal + tax) / 100)}`,
  ];
}

Deno.test(
  "the product's budget PDF reads with every line item and its total, in order",
  async () => {
    const content = budgetContent();
    const text = await textOf(await renderDocument(content), PDF);
    // Long item names wrap inside their cell; the rest of the row follows them.
    assertInOrder(squash(text), budgetLines(content.budget!).map(squash));
    assert.match(text, /^Total €345,171\.83$/m);
    assert.match(text, /^Line item 1: Licences 1 €99\.50 €99\.50$/m);
  },
);

Deno.test("a small dollar budget reads row by row with its total", async () => {
  const budget: BudgetTable = {
    currency: "USD",
    taxRate: null,
    items: [
      { item: "CRM licences", quantity: 50, unitPrice: 960 },
      { item: "Onboarding workshop", quantity: 2, unitPrice: 1750 },
    ],
    notes: [],
  };
  const text = await textOf(await renderDocument(budgetContent({ budget })), PDF);
  for (const line of budgetLines(budget)) {
    assert.match(text, new RegExp(`^${RegExp.escape(line)}$`, "m"));
  }
  assert.match(text, /^Total \$51,500\.00$/m);
});

Deno.test("the product's proposal and presentation PDFs read in order", async () => {
  const proposal = proposalContent();
  const proposalText = squash(await textOf(await renderDocument(proposal), PDF));
  assertInOrder(
    proposalText,
    [proposal.title, ...proposal.sections.flatMap((s) => [s.heading, s.paragraphs[0]])].map(squash),
  );
  const presentation = presentationContent();
  const slides = squash(await textOf(await renderDocument(presentation), PDF));
  assertInOrder(
    slides,
    presentation.slides.map((slide) => squash(slide.title)),
  );
});

Deno.test("a PDF printed by Chromium reads as its page does", async () => {
  const text = await textOf(await fixture("chromium.pdf"), PDF);
  assertInOrder(text, [
    "Quote Q-2025-031 for Zoë Nowak",
    "Item Quantity Unit price Amount",
    "CRM licences 50 €480.00 €24,000.00",
    "Onboarding workshop 2 €1,750.00 €3,500.00",
    "Total: €27,500.00",
    "Decision maker: Anna Kowalska, CFO.",
  ]);
});

Deno.test("a PDF exported by an office suite reads with its table rows", async () => {
  const text = await textOf(await fixture("libreoffice.pdf"), PDF);
  assertInOrder(text, [
    "Requirements from Zoë Nowak",
    "Budget: €40,000 for 50 seats, go-live in Q3",
    "Need Priority",
    "Single sign-on High",
  ]);
});

Deno.test("a scanned, image-only PDF says it has no text layer", async () => {
  const document = await PDFDocument.create();
  const scan = await document.embedPng(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  );
  document.addPage([595, 842]).drawImage(scan, { x: 0, y: 0, width: 595, height: 842 });
  assert.deepEqual(await attachmentText(await document.save(), PDF), {
    unreadable: "This PDF has no text layer (it looks scanned); I can't read it.",
    damaged: false,
  });
});

Deno.test(`only the first ${MAX_PAGES} pages of a long PDF are read, and it says so`, async () => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const pages = MAX_PAGES + 10;
  for (let n = 1; n <= pages; n++) {
    document.addPage().drawText(`Minutes, page ${n}`, { x: 50, y: 700, size: 12, font });
  }
  const text = await textOf(await document.save(), PDF);
  assert.match(text, new RegExp(`^Minutes, page ${MAX_PAGES}$`, "m"));
  assert.doesNotMatch(text, new RegExp(`Minutes, page ${MAX_PAGES + 1}\\b`));
  assert.ok(text.endsWith(`[Only the first ${MAX_PAGES} of ${pages} pages were read.]`));
});

Deno.test("a password-protected PDF says so, and counts as not openable", async () => {
  assert.deepEqual(await attachmentText(await fixture("password.pdf"), PDF), {
    unreadable:
      "This PDF is password-protected, so it can't be read. Remove the password and attach it again.",
    damaged: true,
  });
});

Deno.test("a truncated or garbage PDF is damaged, and nothing throws", async () => {
  const damaged = { unreadable: "This PDF is damaged and can't be opened.", damaged: true };
  const truncated = (await fixture("chromium.pdf")).subarray(0, 5000);
  assert.deepEqual(await attachmentText(truncated, PDF), damaged);
  assert.deepEqual(await attachmentText(new Uint8Array(100), PDF), damaged);
});

Deno.test("reading a PDF leaves the caller's bytes whole", async () => {
  const bytes = await fixture("chromium.pdf");
  const copy = bytes.slice();
  await textOf(bytes, PDF);
  assert.deepEqual(bytes, copy);
});
