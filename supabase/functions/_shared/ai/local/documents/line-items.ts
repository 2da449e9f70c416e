// Line items the rep listed in a budget request: "50 licences at $30 each; implementation
// $5,000; training 2 days at $1,200/day; plus 23% VAT".

import type { BudgetItem } from "../../../documents/content.ts";
import { type MoneyMention, resolveKrona, scanMoney } from "../extract/money-scan.ts";
import type { MoneyFigure } from "../money.ts";
import { capitalise } from "../text.ts";

export interface ParsedItems {
  items: BudgetItem[];
  currency: string | null;
  /** "Seats are per month, as stated." for prices quoted per period */
  notes: string[];
}

const TOTAL_WORDS =
  /\b(?:total|overall|budget|in all|altogether|grand total|cap|ceiling|max(?:imum)?|up to)\b/i;
const TAX_WORDS = /%|\b(?:VAT|tax|GST|MwSt|IVA)\b/i;
const QTY_UNITS =
  "licen[cs]es?|seats?|users?|days?|hours?|months?|years?|units?|sessions?|workshops?|devices?|locations?|sites?|people|trainers?|consultants?|reps?|agents?";
const QTY = new RegExp(
  String.raw`\b(\d{1,5})\s*(?:x|×)\s*|\b(?:x|×)\s*(\d{1,5})\b|\b(\d{1,5})\s+(?:[\p{L}-]+\s+){0,2}?(?:${QTY_UNITS})\b`,
  "iu",
);
const FILLER =
  /\b(?:at|@|each|per|a|an|the|for|of|costs?|costing|is|are|priced|price|x|×|total|with|on|we need|need|include|including|add|about|around|budget|create|prepare|make|draft|quote|estimate)\b|[:=–—@×]|\s-\s|\/\s*\p{L}+/giu;

/** "2 days", "12 months of", "per month", "/day": how the price is counted, not what is bought. */
const TIME_UNITS =
  /\b\d{1,5}\s+(?:days?|hours?|months?|years?|weeks?|sessions?|units?)(?:\s+of)?\b|(?:\bper\s+|\/\s*|\b(?:a|an|each)\s+)(?:days?|hours?|months?|years?|weeks?|users?|seats?|licen[cs]es?|units?)\b/gi;

function segments(text: string): string[] {
  return text
    .split(/;|\n|,\s+(?!\d{3}\b)|\s+plus\s+|\s+and\s+(?=\d|[\p{L}-]+\s)/iu)
    .map((s) => s.trim())
    .filter(Boolean);
}

function itemFrom(segment: string, m: MoneyMention): BudgetItem | null {
  const q = segment.match(QTY);
  const quantity = q ? Number(q[1] ?? q[2] ?? q[3]) : 1;
  let label = segment.slice(0, m.start) + " " + segment.slice(m.end);
  label = label.replace(/\b\d{1,5}\s*(?:x|×)\s*|\b(?:x|×)\s*\d{1,5}\b/gi, " ");
  label = label.replace(TIME_UNITS, " ").replace(/\b\d{1,5}\s+(?=[\p{L}])/gu, " ");
  label = label.replace(FILLER, " ");
  label = label.replace(/\s+/g, " ").replace(/^[\s,.;-]+|[\s,.;-]+$/g, "");
  if (!/\p{L}{3,}/u.test(label)) return null;
  const unitPriced =
    Boolean(m.perUnit) || /\b(?:at|each|per)\b|@/i.test(segment) || m.period !== null;
  const unitPrice =
    unitPriced || quantity === 1 ? m.max : Math.round((m.max / quantity) * 100) / 100;
  return { item: capitalise(label), quantity, unitPrice };
}

/** Items with a price each; totals ("total budget $50k") and tax lines are not items. */
export function parseLineItems(text: string, fallbackCurrency: string): ParsedItems {
  const items: BudgetItem[] = [];
  const notes: string[] = [];
  let currency: string | null = null;
  for (const segment of segments(text)) {
    const money = scanMoney(segment);
    if (money.length !== 1) continue;
    const unitPriced = Boolean(money[0].perUnit) || /\b(?:at|each)\b|@/i.test(segment);
    if (TOTAL_WORDS.test(segment) && !unitPriced) continue;
    if (
      TAX_WORDS.test(segment) &&
      !/\p{L}{4,}/u.test(segment.replace(TAX_WORDS, "").replace(/\b(?:plus|add|incl\w*)\b/gi, ""))
    )
      continue;
    const item = itemFrom(segment, money[0]);
    if (!item) continue;
    items.push(item);
    currency = currency ?? resolveKrona(money[0], fallbackCurrency);
    if (money[0].period) notes.push(`${item.item}: priced per ${money[0].period}, as stated.`);
  }
  return { items, currency, notes };
}

export interface Allocation {
  items: BudgetItem[];
  note: string;
}

const SPLIT: [string, number][] = [
  ["Software licences", 0.5],
  ["Implementation and configuration", 0.25],
  ["Training and onboarding", 0.1],
  ["Support and success (12 months)", 0.15],
];

/**
 * Spreads a stated total over licences, implementation, training and support (50/25/10/15 %).
 * Amounts are worked in cents and the last item takes the remainder, so the items sum exactly to
 * the stated total.
 */
export function allocate(
  total: number,
  seats: { count: number; unit: string } | null,
  figure: MoneyFigure,
): Allocation {
  const cents = Math.round(total * 100);
  const items: BudgetItem[] = [];
  let used = 0;
  SPLIT.forEach(([name, share], i) => {
    const last = i === SPLIT.length - 1;
    let amount = last ? cents - used : Math.round(cents * share);
    if (i === 0 && seats && seats.count > 1) {
      const unit = Math.floor(amount / seats.count);
      amount = unit * seats.count;
      items.push({
        item: `${name} (${seats.count} ${seats.unit})`,
        quantity: seats.count,
        unitPrice: unit / 100,
      });
    } else items.push({ item: name, quantity: 1, unitPrice: amount / 100 });
    used += amount;
  });
  const basis =
    figure.kind === "range"
      ? "the top of the stated range"
      : figure.kind === "approx"
        ? "the approximate figure stated"
        : "the stated budget";
  return {
    items,
    note: `Allocated from ${basis}: licences 50%, implementation 25%, training 10%, support 15% (remainder).`,
  };
}
