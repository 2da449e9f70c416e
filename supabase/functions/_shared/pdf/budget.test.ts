import assert from "node:assert/strict";
import type { BudgetTable } from "../documents/content.ts";
import {
  budgetContent,
  HOSTILE_TEXT,
  LONG_PARAGRAPH,
  LONG_WORD,
  UNICODE_NAME,
} from "../testing/documents.ts";
import { readPdf } from "../testing/pdf-inspect.ts";
import { renderDocument } from "./render.ts";
import {
  A4_SIZE,
  a4Body,
  assertInside,
  assertPageSize,
  pdftotext,
  pdftotextInstalled,
  squash,
  textOf,
} from "../testing/pdf-assertions.ts";

const eur = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" });

/** The totals worked out here, in whole cents, independently of money.ts. */
function expected(table: BudgetTable) {
  const cents = table.items.map((item) => Math.round(item.quantity * item.unitPrice * 100));
  const subtotal = cents.reduce((a, b) => a + b, 0);
  const tax = Math.round(subtotal * (table.taxRate ?? 0));
  return {
    amounts: cents.map((c) => c / 100),
    subtotal: subtotal / 100,
    tax: tax / 100,
    total: (subtotal + tax) / 100,
  };
}

Deno.test("budget: 100 line items over A4 pages, the header row on every page", async () => {
  const content = budgetContent();
  const { doc, pages } = await readPdf(await renderDocument(content));
  assert.ok(pages.length >= 3, `${pages.length} pages`);
  assertPageSize(pages, A4_SIZE);
  assertInside(pages, 64);
  for (const [index, page] of pages.entries()) {
    const runs = page.runs.map((run) => run.text);
    if (runs.some((text) => text.startsWith("Line item"))) {
      for (const header of ["Item", "Quantity", "Unit price", "Amount"]) {
        assert.ok(runs.includes(header), `page ${index + 1}: ${header}`);
      }
    }
    assert.ok(page.text.includes(`Page ${index + 1} of ${pages.length}`));
  }
  assert.match(pages[0].text, /BUDGET/);
  assert.match(pages[0].text, /CRM Modernisation Budget/);
  assert.match(pages[0].text, /Prepared for Northwind Traders/);
  assert.equal(doc.getSubject(), "Budget for Northwind Traders");
});

Deno.test("budget: amounts, subtotal, tax and total are computed and formatted", async () => {
  const content = budgetContent();
  const table = content.budget!;
  const { pages } = await readPdf(await renderDocument(content));
  const runs = pages.flatMap((page) => page.runs.map((run) => run.text));
  const want = expected(table);
  // Each row's amount follows its unit price.
  table.items.forEach((item, i) => {
    const at = runs.indexOf(eur.format(item.unitPrice));
    assert.ok(at >= 0, `unit price of row ${i + 1}`);
    assert.ok(runs.includes(eur.format(want.amounts[i])), `amount of row ${i + 1}`);
  });
  const after = (label: string) => runs[runs.indexOf(label) + 1];
  assert.equal(after("Subtotal"), eur.format(want.subtotal));
  assert.equal(after("Tax (23%)"), eur.format(want.tax));
  assert.equal(after("Total"), eur.format(want.total));
  assert.equal(after("Total"), "€345,171.83");
  const text = pages.map((page) => page.text).join("\n");
  assert.ok(text.includes("Notes"));
  assert.ok(text.includes("Licences are billed annually in advance."));
});

Deno.test("budget: no tax line without a tax rate; other currencies", async () => {
  const content = budgetContent({
    budget: {
      currency: "usd",
      taxRate: null,
      notes: [],
      items: [{ item: "Setup", quantity: 1, unitPrice: 50000 }],
    },
  });
  const { pages } = await readPdf(await renderDocument(content));
  assert.equal(pages.length, 1);
  const runs = pages[0].runs.map((run) => run.text);
  assert.ok(!runs.some((text) => text.startsWith("Tax")));
  assert.equal(runs[runs.indexOf("Total") + 1], "$50,000.00");
  assert.ok(!runs.includes("Notes"));

  const pln = budgetContent({
    budget: {
      currency: "PLN",
      taxRate: 0.23,
      notes: [],
      items: [{ item: "Wdrożenie", quantity: 2, unitPrice: 1234.5 }],
    },
  });
  const plnRuns = (await readPdf(await renderDocument(pln))).pages[0].runs.map((run) => run.text);
  assert.ok(plnRuns.includes("Wdrożenie"));
  assert.equal(plnRuns[plnRuns.indexOf("Total") + 1], "PLN\u00A03,036.87");
});

Deno.test(
  "budget: without a table, with no items, or with absurd values, it still renders",
  async () => {
    const none = await readPdf(await renderDocument(budgetContent({ budget: null })));
    assert.ok(none.pages[0].text.includes("No line items"));
    const huge = budgetContent({
      budget: {
        currency: "EUR",
        taxRate: 0.2,
        notes: [HOSTILE_TEXT],
        items: [
          { item: LONG_PARAGRAPH.slice(0, 8000), quantity: 2, unitPrice: 10 },
          { item: LONG_WORD, quantity: 1e9, unitPrice: 1e9 },
          { item: HOSTILE_TEXT, quantity: -1, unitPrice: 0.125 },
          { item: "", quantity: 0, unitPrice: 0 },
        ],
      },
    });
    const { pages } = await readPdf(await renderDocument(huge));
    assert.ok(pages.length >= 3);
    assertInside(pages, 64);
    // The Item column, without the header row, the running header and the footer.
    const body = squash(
      textOf(pages, (run) => a4Body(run) && run.x > 70 && run.x < 80 && run.size > 9),
    );
    assert.ok(
      body.includes(squash(LONG_PARAGRAPH.slice(0, 8000))),
      "a row taller than a page continues",
    );
    assert.ok(body.includes(LONG_WORD));
  },
);

Deno.test("budget: sections after the table", async () => {
  const content = budgetContent({
    sections: [{ heading: "Assumptions", paragraphs: ["Prices valid for 30 days."], bullets: [] }],
  });
  const { pages } = await readPdf(await renderDocument(content));
  const text = pages.map((page) => page.text).join("\n");
  assert.ok(text.indexOf("Assumptions") > text.indexOf("Total"));
});

Deno.test({
  name: "pdftotext reads the budget's title, client and line-item totals",
  ignore: !pdftotextInstalled(),
  fn: async () => {
    const content = budgetContent({ clientName: UNICODE_NAME });
    const text = await pdftotext(await renderDocument(content));
    const want = expected(content.budget!);
    assert.ok(text.includes("CRM Modernisation Budget"));
    assert.ok(text.includes(UNICODE_NAME));
    for (const amount of want.amounts) {
      assert.ok(text.includes(eur.format(amount)), eur.format(amount));
    }
    for (const total of [want.subtotal, want.tax, want.total]) {
      assert.ok(text.includes(eur.format(total)));
    }
  },
});
