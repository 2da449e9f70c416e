// Budget arithmetic and formatting. Amounts are computed here, never taken from the model:
// each line is quantity × unit price rounded to the currency's minor unit (cents), and the
// totals are sums of those rounded amounts, done in whole minor units so they add up exactly.

import type { BudgetTable } from "../documents/content.ts";

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

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * en-US currency format, e.g. "€1,234.50", "$50,000.00", "PLN 1,234.50", "¥1,235";
 * `precise` keeps up to 4 decimals (a unit price of $0.125).
 */
function currencyFormatter(currency: string, precise = false): Intl.NumberFormat {
  const key = `${currency}:${precise}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    let options: Intl.NumberFormatOptions = { style: "currency", currency };
    try {
      const digits =
        new Intl.NumberFormat("en-US", options).resolvedOptions().maximumFractionDigits;
      if (precise) options = { ...options, maximumFractionDigits: Math.max(digits ?? 2, 4) };
    } catch {
      // Not an ISO 4217 code: a plain number, printed after the code by formatMoney.
      options = { minimumFractionDigits: 2, maximumFractionDigits: precise ? 4 : 2 };
    }
    formatter = new Intl.NumberFormat("en-US", options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Digits after the decimal point in `currency` (2 for USD and EUR, 0 for JPY). */
export function minorDigits(currency: string): number {
  return currencyFormatter(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatMoney(amount: number, currency: string, precise = false): string {
  const formatter = currencyFormatter(currency, precise);
  const text = formatter.format(amount === 0 ? 0 : amount);
  return formatter.resolvedOptions().style === "currency" ? text : `${currency}\u00A0${text}`;
}

const quantityFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });
const percentFormat = new Intl.NumberFormat("en-US", {
  style: "percent",
  maximumFractionDigits: 3,
});

export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity === 0 ? 0 : quantity);
}

/** 0.23 → "23%", 0.075 → "7.5%". */
export function formatPercent(rate: number): string {
  return percentFormat.format(rate);
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
  const taxRate = typeof table.taxRate === "number" && Number.isFinite(table.taxRate)
    ? table.taxRate
    : null;
  const taxMinor = taxRate === null
    ? 0
    : toMinor(fromMinor(subtotalMinor, digits) * taxRate, digits);
  return {
    currency,
    lines,
    subtotal: fromMinor(subtotalMinor, digits),
    taxRate,
    tax: taxRate === null ? null : fromMinor(taxMinor, digits),
    total: fromMinor(subtotalMinor + taxMinor, digits),
  };
}
