// Currencies and how amounts and budget bands are written.

/** Symbol (null: written as the code) and a rough USD rate, used only to size deals. */
const CURRENCIES: Record<string, [string | null, number]> = {
  USD: ["$", 1],
  EUR: ["€", 1.08],
  GBP: ["£", 1.27],
  JPY: ["¥", 0.0067],
  INR: ["₹", 0.012],
  AUD: ["A$", 0.66],
  CAD: ["C$", 0.73],
  NZD: ["NZ$", 0.6],
  SGD: ["S$", 0.74],
  BRL: ["R$", 0.18],
  PLN: [null, 0.25],
  CHF: [null, 1.12],
  SEK: [null, 0.095],
  NOK: [null, 0.093],
  DKK: [null, 0.145],
  CNY: [null, 0.14],
  MXN: [null, 0.055],
  ZAR: [null, 0.055],
  CZK: [null, 0.043],
  HUF: [null, 0.0027],
  AED: [null, 0.27],
};

const TOKENS: Record<string, string> = {
  "$": "USD",
  "us$": "USD",
  "dollar": "USD",
  "dollars": "USD",
  "bucks": "USD",
  "us dollars": "USD",
  "american dollars": "USD",
  "a$": "AUD",
  "au$": "AUD",
  "australian dollars": "AUD",
  "c$": "CAD",
  "ca$": "CAD",
  "canadian dollars": "CAD",
  "nz$": "NZD",
  "s$": "SGD",
  "r$": "BRL",
  "€": "EUR",
  "euro": "EUR",
  "euros": "EUR",
  "£": "GBP",
  "pound": "GBP",
  "pounds": "GBP",
  "pounds sterling": "GBP",
  "quid": "GBP",
  "sterling": "GBP",
  "¥": "JPY",
  "yen": "JPY",
  "₹": "INR",
  "rupee": "INR",
  "rupees": "INR",
  "zł": "PLN",
  "zl": "PLN",
  "zloty": "PLN",
  "zlotys": "PLN",
  "zlotych": "PLN",
  "złoty": "PLN",
  "złotych": "PLN",
  "złote": "PLN",
  "swiss francs": "CHF",
  "franc": "CHF",
  "francs": "CHF",
  "kronor": "SEK",
  "kr": "SEK",
  "kr.": "SEK",
  "kroner": "NOK",
  "reais": "BRL",
  "yuan": "CNY",
  "rmb": "CNY",
  "rand": "ZAR",
  "pesos": "MXN",
  "peso": "MXN",
  "dirham": "AED",
  "dirhams": "AED",
};

/** The ISO code a symbol, code or currency word stands for. */
export function currencyFromToken(token: string | undefined): string | null {
  if (!token) return null;
  const t = token.trim().toLowerCase().replace(/\s+/g, " ");
  if (TOKENS[t]) return TOKENS[t];
  const code = t.toUpperCase();
  return CURRENCIES[code] ? code : null;
}

export function toUsd(amount: number, currency: string): number {
  return amount * (CURRENCIES[currency]?.[1] ?? 1);
}

function trimFixed(n: number, decimals: number): string {
  const s = n.toFixed(decimals);
  return s.includes(".") ? s.replace(/\.?0+$/, "") : s;
}

function isRound(x: number, decimals: number): boolean {
  const scaled = x * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export function groupDigits(n: number, decimals = 2): string {
  return new Intl.NumberFormat("en-US", { maximumFractionDigits: decimals }).format(n);
}

/** 50000 → "50k", 1200000 → "1.2M", 12345 → "12,345" (never rounded away). */
export function compactNumber(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1e9 && isRound(n / 1e9, 2)) return `${trimFixed(n / 1e9, 2)}B`;
  if (abs >= 1e6 && isRound(n / 1e6, 2)) return `${trimFixed(n / 1e6, 2)}M`;
  if (abs >= 1e3 && isRound(n / 1e3, 1)) return `${trimFixed(n / 1e3, 1)}k`;
  return groupDigits(n);
}

function withCurrency(number: string, currency: string): string {
  const symbol = CURRENCIES[currency]?.[0];
  return symbol ? `${symbol}${number}` : `${currency} ${number}`;
}

/** "$50k", "€1.2M", "PLN 1.5M" */
export function formatMoney(n: number, currency: string): string {
  return withCurrency(compactNumber(n), currency);
}

/** "$50,000", "€29.99" */
export function formatMoneyExact(n: number, currency: string): string {
  return withCurrency(groupDigits(n), currency);
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
  const fmt = (n: number) => formatMoney(n, f.currency);
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
