// Budget arithmetic. Amounts are computed here, never taken from the model: each line is
// quantity × unit price rounded to the currency's minor unit (cents), and the totals are sums
// of those rounded amounts, done in whole minor units so they add up exactly.

import type { BudgetTable } from "./content.ts";
import { minorDigits } from "./money.ts";

export interface BudgetLine {
  item: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface BudgetTotals {
  currency: string;
  lines: BudgetLine[];
  subtotal: number;
  taxRate: number | null;
  /** null when the table has no tax rate. */
  tax: number | null;
  total: number;
}

/** `value` in whole minor units, rounded half away from zero (1.005 → 101 cents). */
function toMinor(value: number, digits: number): number {
  const scaled = Number((Math.abs(value) * 10 ** digits).toPrecision(15));
  const rounded = Math.sign(value) * Math.round(scaled);
  return rounded === 0 ? 0 : rounded;
}

function fromMinor(minor: number, digits: number): number {
  const value = minor / 10 ** digits;
  return value === 0 ? 0 : value;
}

function finite(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

export function computeBudget(table: BudgetTable): BudgetTotals {
  const currency = table.currency;
  const digits = minorDigits(currency);
  let subtotalMinor = 0;
  const lines = table.items.map((entry) => {
    const quantity = finite(entry.quantity);
    const unitPrice = finite(entry.unitPrice);
    const amountMinor = toMinor(quantity * unitPrice, digits);
    subtotalMinor += amountMinor;
    return { item: entry.item, quantity, unitPrice, amount: fromMinor(amountMinor, digits) };
  });
  const taxRate =
    typeof table.taxRate === "number" && Number.isFinite(table.taxRate) ? table.taxRate : null;
  const taxMinor =
    taxRate === null ? 0 : toMinor(fromMinor(subtotalMinor, digits) * taxRate, digits);
  return {
    currency,
    lines,
    subtotal: fromMinor(subtotalMinor, digits),
    taxRate,
    tax: taxRate === null ? null : fromMinor(taxMinor, digits),
    total: fromMinor(subtotalMinor + taxMinor, digits),
  };
}
