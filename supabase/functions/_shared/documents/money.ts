// How money and other figures are written, in en-US. Three forms of an amount, each for its place:
//   formatMoneyCompact  "$50k", "€1.2M"       a figure in running text (a budget band)
//   formatMoneyExact    "$50,000", "€29.99"   an amount as stated, in prose
//   formatMoneyFixed    "$50,000.00"          the currency's minor units, in a budget table

/**
 * The symbols the assistant writes before an amount; other codes are written as the code
 * ("PLN 1.5M"). Kept apart from Intl's en-US symbols, which write CA$ and SGD where the
 * assistant's readers write C$ and S$.
 */
const SYMBOLS: Record<string, string> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  JPY: "¥",
  INR: "₹",
  AUD: "A$",
  CAD: "C$",
  NZD: "NZ$",
  SGD: "S$",
  BRL: "R$",
};

const grouped = new Map<number, Intl.NumberFormat>();

/** 1234567.891 → "1,234,567.89": digits grouped, at most `decimals` decimals, no padding. */
export function groupDigits(n: number, decimals = 2): string {
  let format = grouped.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits: decimals });
    grouped.set(decimals, format);
  }
  return format.format(n);
}

function isRound(x: number, decimals: number): boolean {
  const scaled = x * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const SCALES: [number, string, number][] = [
  [1e9, "B", 2],
  [1e6, "M", 2],
  [1e3, "k", 1],
];

/** 50000 → "50k", 1200000 → "1.2M", 12345 → "12,345" (never rounded away). */
function compactNumber(n: number): string {
  for (const [scale, suffix, decimals] of SCALES) {
    if (Math.abs(n) >= scale && isRound(n / scale, decimals)) {
      return `${groupDigits(n / scale, decimals)}${suffix}`;
    }
  }
  return groupDigits(n);
}

function withCurrency(number: string, currency: string): string {
  const symbol = SYMBOLS[currency];
  return symbol ? `${symbol}${number}` : `${currency} ${number}`;
}

/** "$50k", "€1.2M", "PLN 1.5M"; "$12,345" when a shorter form would round. */
export function formatMoneyCompact(n: number, currency: string): string {
  return withCurrency(compactNumber(n), currency);
}

/** "$50,000", "€29.99", "PLN 1,234.5" */
export function formatMoneyExact(n: number, currency: string): string {
  return withCurrency(groupDigits(n), currency);
}

const fixedFormats = new Map<string, Intl.NumberFormat>();

/**
 * en-US currency format, e.g. "€1,234.50", "$50,000.00", "PLN 1,234.50", "¥1,235";
 * `precise` keeps up to 4 decimals (a unit price of $0.125).
 */
function fixedFormat(currency: string, precise = false): Intl.NumberFormat {
  const key = `${currency}:${precise}`;
  let format = fixedFormats.get(key);
  if (!format) {
    let options: Intl.NumberFormatOptions = { style: "currency", currency };
    try {
      const digits = new Intl.NumberFormat("en-US", options).resolvedOptions()
        .maximumFractionDigits;
      if (precise) options = { ...options, maximumFractionDigits: Math.max(digits ?? 2, 4) };
    } catch {
      // Not an ISO 4217 code: a plain number, printed after the code by formatMoneyFixed.
      options = { minimumFractionDigits: 2, maximumFractionDigits: precise ? 4 : 2 };
    }
    format = new Intl.NumberFormat("en-US", options);
    fixedFormats.set(key, format);
  }
  return format;
}

/** Digits after the decimal point in `currency` (2 for USD and EUR, 0 for JPY). */
export function minorDigits(currency: string): number {
  return fixedFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** "$50,000.00", "¥1,235", "PLN 1,234.50"; `precise` keeps up to 4 decimals ("$0.125"). */
export function formatMoneyFixed(amount: number, currency: string, precise = false): string {
  const format = fixedFormat(currency, precise);
  const text = format.format(amount === 0 ? 0 : amount);
  return format.resolvedOptions().style === "currency" ? text : `${currency}\u00A0${text}`;
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
