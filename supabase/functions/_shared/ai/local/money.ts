// Currencies as written in a conversation, and how budget bands are written.

import { formatMoneyCompact } from "../../documents/money.ts";

/**
 * Each currency the assistant reads: a rough USD rate (only to size deals) and how reps write it
 * besides its ISO code, lower-case: symbols before or after the figure and its names.
 */
const CURRENCIES: Record<string, { usd: number; tokens: string[] }> = {
  USD: {
    usd: 1,
    tokens: [
      "$",
      "us$",
      "dollar",
      "dollars",
      "dólares",
      "dolares",
      "bucks",
      "us dollars",
      "american dollars",
    ],
  },
  EUR: { usd: 1.08, tokens: ["€", "euro", "euros"] },
  GBP: { usd: 1.27, tokens: ["£", "pound", "pounds", "pounds sterling", "quid", "sterling"] },
  JPY: { usd: 0.0067, tokens: ["¥", "￥", "yen", "円"] },
  INR: { usd: 0.012, tokens: ["₹", "rupee", "rupees", "rs", "rs."] },
  AUD: { usd: 0.66, tokens: ["a$", "au$", "australian dollars"] },
  CAD: { usd: 0.73, tokens: ["c$", "ca$", "canadian dollars"] },
  NZD: { usd: 0.6, tokens: ["nz$"] },
  SGD: { usd: 0.74, tokens: ["s$"] },
  HKD: { usd: 0.13, tokens: ["hk$"] },
  TWD: { usd: 0.031, tokens: ["nt$"] },
  BRL: { usd: 0.18, tokens: ["r$", "reais"] },
  PLN: {
    usd: 0.25,
    tokens: ["zł", "zl", "zloty", "zlotys", "zlotych", "złoty", "złotych", "złote"],
  },
  CHF: { usd: 1.12, tokens: ["swiss francs", "franc", "francs"] },
  SEK: { usd: 0.095, tokens: ["kronor", "kr", "kr."] },
  NOK: { usd: 0.093, tokens: ["kroner"] },
  DKK: { usd: 0.145, tokens: [] },
  CNY: { usd: 0.14, tokens: ["yuan", "rmb", "元"] },
  MXN: { usd: 0.055, tokens: ["mx$", "pesos", "peso"] },
  COP: { usd: 0.00025, tokens: ["col$", "pesos colombianos"] },
  CLP: { usd: 0.0011, tokens: ["pesos chilenos"] },
  ARS: { usd: 0.001, tokens: ["pesos argentinos"] },
  PEN: { usd: 0.27, tokens: ["s/", "soles"] },
  ZAR: { usd: 0.055, tokens: ["r", "rand"] },
  CZK: { usd: 0.043, tokens: ["kč"] },
  HUF: { usd: 0.0027, tokens: ["forint"] },
  AED: { usd: 0.27, tokens: ["dirham", "dirhams", "dhs"] },
  SAR: { usd: 0.27, tokens: ["sr", "riyal", "riyals"] },
  QAR: { usd: 0.27, tokens: ["qr"] },
  KWD: { usd: 3.25, tokens: [] },
  EGP: { usd: 0.02, tokens: ["e£"] },
  IDR: { usd: 0.000063, tokens: ["rp", "rp.", "rupiah"] },
  MYR: { usd: 0.22, tokens: ["rm", "ringgit"] },
  PHP: { usd: 0.017, tokens: ["₱", "php", "philippine pesos"] },
  THB: { usd: 0.028, tokens: ["฿", "baht"] },
  VND: { usd: 0.00004, tokens: ["₫", "dong"] },
  KRW: { usd: 0.00072, tokens: ["₩"] },
  PKR: { usd: 0.0036, tokens: [] },
  BDT: { usd: 0.0083, tokens: ["taka"] },
  KES: { usd: 0.0077, tokens: ["ksh", "ksh.", "kshs", "shilling", "shillings"] },
  NGN: { usd: 0.00065, tokens: ["₦", "naira"] },
  GHS: { usd: 0.065, tokens: ["gh₵", "ghc", "cedis"] },
  TZS: { usd: 0.00038, tokens: ["tsh", "tshs"] },
  UGX: { usd: 0.00027, tokens: ["ush", "ugx"] },
  TRY: { usd: 0.029, tokens: ["₺", "tl", "lira"] },
  ILS: { usd: 0.27, tokens: ["₪", "shekels", "nis"] },
};

/** Every ISO code the assistant reads, for the scanners' patterns. */
export const CURRENCY_CODES = Object.keys(CURRENCIES);

const TOKENS: Record<string, string> = Object.fromEntries(
  Object.entries(CURRENCIES).flatMap(([code, c]) => c.tokens.map((t) => [t, code])),
);

/**
 * Symbols that are also words or other units ("R2" a release, "PHP 8", "RM" a room): money only
 * with a magnitude or a figure of at least a hundred.
 */
export const AMBIGUOUS_TOKENS = new Set([
  "r",
  "rs",
  "rs.",
  "sr",
  "rm",
  "php",
  "tl",
  "qr",
  "dong",
  "s/",
]);

/** All the written forms, longest first, as a pattern (escaped). */
export function currencyTokenPattern(filter: (token: string) => boolean): string {
  return Object.keys(TOKENS)
    .filter(filter)
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|");
}

/** The ISO code a symbol, code or currency word stands for. */
export function currencyFromToken(token: string | undefined): string | null {
  if (!token) return null;
  const t = token.trim().toLowerCase().replace(/\s+/g, " ");
  if (TOKENS[t]) return TOKENS[t];
  const code = t.toUpperCase();
  return CURRENCIES[code] ? code : null;
}

export function toUsd(amount: number, currency: string): number {
  return amount * (CURRENCIES[currency]?.usd ?? 1);
}

export type FigureKind = "exact" | "approx" | "range" | "upTo" | "atLeast";
export type Period = "month" | "quarter" | "year";

export interface MoneyFigure {
  min: number;
  max: number;
  currency: string;
  kind: FigureKind;
  period: Period | null;
}

function roundSignificant(x: number, digits: number): number {
  return Number(x.toPrecision(digits));
}

/**
 * The Budget Range card's text. A stated figure stays as stated ("$50k"); a hedged one
 * ("around 75k") becomes a ±20 % band rounded to two significant figures ("$60k–$90k"); ranges
 * and bounds read as given ("$20k–$30k", "up to $100k", "$100k+").
 */
export function formatBand(f: MoneyFigure): string {
  const fmt = (n: number) => formatMoneyCompact(n, f.currency);
  let text: string;
  if (f.kind === "range" && f.min !== f.max) text = `${fmt(f.min)}–${fmt(f.max)}`;
  else if (f.kind === "approx") {
    text = `${fmt(roundSignificant(f.min * 0.8, 2))}–${fmt(roundSignificant(f.max * 1.2, 2))}`;
  } else if (f.kind === "upTo") text = `up to ${fmt(f.max)}`;
  else if (f.kind === "atLeast") text = `${fmt(f.min)}+`;
  else text = fmt(f.max);
  return f.period ? `${text}/${f.period}` : text;
}

/** The single figure a budget is planned against: the stated one, or the top of a range. */
export function plannedTotal(f: MoneyFigure): number {
  return f.kind === "atLeast" ? f.min : f.max;
}
