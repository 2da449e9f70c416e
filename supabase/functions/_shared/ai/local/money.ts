// Currencies as written in a conversation, and how budget bands are written.

import { formatMoneyCompact } from "../../documents/money.ts";

/** A rough USD rate of each currency the assistant reads, used only to size deals. */
const USD_RATES: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  JPY: 0.0067,
  INR: 0.012,
  AUD: 0.66,
  CAD: 0.73,
  NZD: 0.6,
  SGD: 0.74,
  BRL: 0.18,
  PLN: 0.25,
  CHF: 1.12,
  SEK: 0.095,
  NOK: 0.093,
  DKK: 0.145,
  CNY: 0.14,
  MXN: 0.055,
  ZAR: 0.055,
  CZK: 0.043,
  HUF: 0.0027,
  AED: 0.27,
};

const TOKENS: Record<string, string> = {
  $: "USD",
  us$: "USD",
  dollar: "USD",
  dollars: "USD",
  bucks: "USD",
  "us dollars": "USD",
  "american dollars": "USD",
  a$: "AUD",
  au$: "AUD",
  "australian dollars": "AUD",
  c$: "CAD",
  ca$: "CAD",
  "canadian dollars": "CAD",
  nz$: "NZD",
  s$: "SGD",
  r$: "BRL",
  "€": "EUR",
  euro: "EUR",
  euros: "EUR",
  "£": "GBP",
  pound: "GBP",
  pounds: "GBP",
  "pounds sterling": "GBP",
  quid: "GBP",
  sterling: "GBP",
  "¥": "JPY",
  yen: "JPY",
  "₹": "INR",
  rupee: "INR",
  rupees: "INR",
  zł: "PLN",
  zl: "PLN",
  zloty: "PLN",
  zlotys: "PLN",
  zlotych: "PLN",
  złoty: "PLN",
  złotych: "PLN",
  złote: "PLN",
  "swiss francs": "CHF",
  franc: "CHF",
  francs: "CHF",
  kronor: "SEK",
  kr: "SEK",
  "kr.": "SEK",
  kroner: "NOK",
  reais: "BRL",
  yuan: "CNY",
  rmb: "CNY",
  rand: "ZAR",
  pesos: "MXN",
  peso: "MXN",
  dirham: "AED",
  dirhams: "AED",
};

/** The ISO code a symbol, code or currency word stands for. */
export function currencyFromToken(token: string | undefined): string | null {
  if (!token) return null;
  const t = token.trim().toLowerCase().replace(/\s+/g, " ");
  if (TOKENS[t]) return TOKENS[t];
  const code = t.toUpperCase();
  return USD_RATES[code] ? code : null;
}

export function toUsd(amount: number, currency: string): number {
  return amount * (USD_RATES[currency] ?? 1);
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
