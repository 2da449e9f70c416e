// A budget: line items with quantities and unit prices, in the client's currency.

import { computeBudget } from "../../../documents/budget.ts";
import type { BudgetItem, BudgetTable, DocumentContent } from "../../../documents/content.ts";
import { seatCount } from "../extract/needs.ts";
import { formatMoneyExact } from "../../../documents/money.ts";
import { plannedTotal } from "../money.ts";
import { type DocContext, finish, section } from "./common.ts";
import { allocate, parseLineItems } from "./line-items.ts";

/**
 * Items the prompt lists are used as given. Otherwise a stated total is allocated across
 * licences, implementation, training and support. With neither, the items carry quantities but
 * zero prices and the note "Pricing to be confirmed": no figure is ever invented.
 */
export function budgetTable(c: DocContext): BudgetTable {
  const f = c.facts;
  const promptText = [c.input.userPrompt, c.input.additionalContext ?? ""].join("\n");
  const listed = parseLineItems(promptText, f.currency);
  const seats = seatCount(f.needs);
  const notes: string[] = [];
  let items: BudgetItem[];
  let currency = listed.currency ?? f.currency;
  if (listed.items.length > 0) {
    items = listed.items;
    notes.push("Line items, quantities and prices as listed in the request.", ...listed.notes);
    if (f.budget && !f.budget.fromRecord) {
      const total = computeBudget({ currency, items, taxRate: null, notes: [] }).subtotal;
      const cap = plannedTotal(f.budget);
      if (f.budget.currency === currency && total > cap) {
        notes.push(
          `The items total ${formatMoneyExact(
            total,
            currency,
          )}, above the stated budget of ${f.budget.band}.`,
        );
      }
    }
  } else if (f.budget) {
    currency = f.budget.currency;
    const allocation = allocate(plannedTotal(f.budget), seats, f.budget);
    items = allocation.items;
    notes.push(
      f.budget.fromRecord
        ? `Based on the deal value on the client record (${f.budget.band}); confirm it with the client.`
        : `Total: ${formatMoneyExact(
            plannedTotal(f.budget),
            currency,
          )}, the budget stated in the conversation (${f.budget.band}).`,
      allocation.note,
    );
    if (f.budget.period) notes.push(`Figures are per ${f.budget.period}, as stated.`);
  } else {
    items = [
      {
        item: seats ? `Software licences (${seats.count} ${seats.unit})` : "Software licences",
        quantity: seats?.count ?? 1,
        unitPrice: 0,
      },
      { item: "Implementation and configuration", quantity: 1, unitPrice: 0 },
      { item: "Training and onboarding", quantity: 1, unitPrice: 0 },
      { item: "Support and success (12 months)", quantity: 1, unitPrice: 0 },
    ];
    notes.push("Pricing to be confirmed: no budget or prices have been stated yet.");
  }
  notes.push(
    `Amounts in ${currency}${
      f.needs.taxRate !== null
        ? `, before tax at ${Math.round(f.needs.taxRate * 1000) / 10}%`
        : ", excluding tax"
    }.`,
  );
  return { currency, items, taxRate: f.needs.taxRate, notes };
}

export function budget(c: DocContext): DocumentContent {
  const table = budgetTable(c);
  // The totals the PDF's table shows: each line rounded to the currency's minor unit, tax on the subtotal.
  const totals = computeBudget(table);
  const money = (n: number) => formatMoneyExact(n, table.currency);
  const summary =
    totals.subtotal > 0
      ? [
          `This budget for ${c.client} totals ${money(totals.subtotal)}${
            totals.tax !== null ? ` before tax, ${money(totals.total)} including tax` : ""
          }.`,
        ]
      : [
          `This budget for ${c.client} lists the expected items; prices will be added once they are confirmed.`,
        ];
  return finish(c, {
    kind: "budget",
    title: c.input.title,
    subtitle: `Budget for ${c.client}`,
    clientName: c.input.clientName ?? c.input.client?.name ?? null,
    sections: [section("Summary", summary)],
    slides: [],
    budget: table,
  });
}
