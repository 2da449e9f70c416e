// Which of the amounts in a conversation is the client's budget, and in what currency.

import { formatBand, type MoneyFigure } from "../money.ts";
import { clauseAround, type Sentence } from "../text.ts";
import { VENDOR_PATTERN } from "./competitor-patterns.ts";
import { BUDGET_UNKNOWN, NO_BUDGET } from "./signal-patterns.ts";
import { type MoneyMention, resolveKrona, scanMoney } from "./money-scan.ts";

export interface BudgetFact extends MoneyFigure {
  /** e.g. "$40k–$60k" */
  band: string;
  /** The sentence it was read from. */
  quote: string;
  /** True when it comes from the client record's deal value, not from the conversation. */
  fromRecord: boolean;
}

export interface LocatedMention extends MoneyMention {
  sentence: Sentence;
  /**
   * 3: the client's budget, 2: a deal figure, 1: an amount, 0: not this deal's money (another
   * vendor's price, an approval threshold such as "sign off on anything over $10k")
   */
  weight: number;
}

const BUDGET_WORDS =
  /\b(?:budget\w*|spend|spending|afford|allocat\w*|set aside|earmark\w*|approved|invest\w*|funding|can pay|willing to pay|ceiling|cap|grand|stretch\w*|max(?:imum)?|tops|(?:they|we|he|she|client|customer) (?:only )?(?:have|has|got)|presupuesto|orçamento|anggaran)\b/i;
const DEAL_WORDS =
  /\b(?:deal|contract|quote\w*|proposal|offer|worth|value|price\w*|pricing|total|cost\w*|pay)\b/i;
/** A company's share capital, as e-mail footers state it: not what this deal may cost. */
const COMPANY_CAPITAL = String.raw`\b(?:(?:share|registered|paid-up|paid up|issued) capital|capital (?:de|social)|au capital|stammkapital|grundkapital)\b`;
/** The client's own size, not what it will pay: "turnover is €25M", "raised a $12M Series A". */
const COMPANY_FIGURE = String.raw`(?:revenue|turnover)s? (?:of|is|was|are|were|around|about|at)|(?:[$€£¥₹][\d.,]+\s?(?:[kmb]|bn|mn|million|billion)?|\d[\d.,]*\s?(?:[kmb]|bn|mn|million|billion))\s+(?:in\s+)?(?:annual\s+)?(?:revenue|turnover)|raised (?:\S+ ){0,3}(?:series|seed|funding)`;
/** A whole framework's value, shared by every supplier on it: not what this deal is worth. */
const FRAMEWORK_TOTAL = String.raw`\bframework(?:'s)? (?:total |overall |combined )?(?:estimated )?value|\bacross (?:all |the )?(?:\S+ )?(?:suppliers|providers|vendors|members|authorities)\b`;
const OTHER_PARTY = new RegExp(
  String.raw`\b(?:(?:anything|everything|purchases?|spend(?:ing)?|orders?|(?:any|all) contracts?) (?:over|above|beyond|exceeding|of more than)|approval (?:limit|threshold)|current vendor|currently pay\w*|competitor\w*|other vendor|incumbent|they pay now|today they pay|charg\w+ them|paying (?:now|today|currently)|(?:their|the|its) (?:\S+ )?bill|(?:quote|offer|bid|price|proposal)s? from|(?:previous|former|old|current|existing|legacy) (?:\S+ )?(?:vendor|provider|supplier)|(?:last|previous|past) year(?:'s)?\b[^.;]{0,40}\b(?:spen[dt]|paid|cost)|\b(?:spent|paid)\b[^.;]{0,40}\blast year|${COMPANY_FIGURE})\b|${VENDOR_PATTERN}|${COMPANY_CAPITAL}|${FRAMEWORK_TOTAL}`,
  "i",
);

/**
 * Money that is not what the deal may cost: what a problem loses or a change saves them, a
 * penalty, a discount or a fee waived.
 */
const NOT_THE_DEAL =
  /\b(?:los(?:e|es|ing)|wast(?:e|es|ing)|leak(?:s|ing)?|bleed(?:s|ing)?)\b[^.;]{0,30}\b(?:a|per|each|every) (?:month|year|week|day|quarter)\b|\bsav(?:e|es|ed|ing) (?:them|us|you|him|her|the (?:client|company|business))\b|\b(?:could|would|will|can) save\b|\b(?:savings|penalt(?:y|ies)|waived|(?:discount|rebate|reduction) of)\b|[\d$€£¥₹]\s*(?:k|m|grand)?\s*(?:off|discount|rebate|reduction)\b/i;

/** A clause that is only an amount in apposition: "…their AWS bill is too high, about ¥750k a month". */
const APPOSITION =
  /^\s*(?:about|around|roughly|approx\w*|nearly|almost|some|over|under|~)?\s*[\p{Sc}\d]/u;

/** A clause that prices what came before it: "She's on Lightspeed, paying NZ$289 a month". */
const PRICING_CLAUSE = /^\s*(?:paying|costing|at|for)\b/i;

/**
 * The part of `text` that holds `index`, cut at sentence ends the splitter leaves joined in
 * lower-case notes ("hilti also quoted, around 30k. our offer 35k"), and where it starts.
 */
function ownSentence(text: string, index: number): { sentence: string; offset: number } {
  let offset = 0;
  let end = text.length;
  for (const m of text.matchAll(/[.!?]\s+(?=\p{Ll})/gu)) {
    const after = m.index + m[0].length;
    if (after > index) {
      end = m.index + 1;
      break;
    }
    offset = after;
  }
  return { sentence: text.slice(offset, end), offset };
}

/**
 * The part of a clause joined by "and" that holds `index`: "their revenue is $12M and the budget
 * is $75k" speaks of two figures.
 */
function conjunctAround(clause: string, index: number): string {
  let start = 0;
  let end = clause.length;
  for (const m of clause.matchAll(/\s(?:and|while|whereas)\s/gi)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= index) start = at + m[0].length;
    else if (at > index) {
      end = at;
      break;
    }
  }
  return clause.slice(start, end);
}

function weigh(mention: MoneyMention, text: string, vendors: RegExp | null): number {
  // A vendor named in the clause, within its own sentence ("… for the EMR. they also looked at Epic").
  const otherParty = (clause: string) => OTHER_PARTY.test(clause) || Boolean(vendors?.test(clause));
  const { sentence, offset } = ownSentence(text, mention.start);
  const clause = clauseAround(sentence, mention.start - offset);
  const conjunct = conjunctAround(clause, mention.start - offset - sentence.indexOf(clause));
  if (otherParty(conjunct) || NOT_THE_DEAL.test(conjunct)) return 0;
  const start = sentence.indexOf(clause);
  if (
    (APPOSITION.test(clause) || PRICING_CLAUSE.test(clause)) &&
    start > 1 &&
    otherParty(clauseAround(sentence, start - 2))
  ) {
    return 0;
  }
  // "Revised quote sent: $48k": an amount alone after a colon is named by the clause before it.
  const named =
    APPOSITION.test(clause) && start > 1 && /[:–—-]\s*$/.test(sentence.slice(0, start))
      ? `${clauseAround(sentence, start - 2)} ${clause}`
      : clause;
  if (BUDGET_WORDS.test(clause)) return 3;
  // "Budget 2k a month for 12 months, 24k total": the total restates the budget.
  if (
    /\b(?:total|in total|overall|all[- ]in|altogether)\b/i.test(named) &&
    BUDGET_WORDS.test(sentence)
  ) {
    return 3;
  }
  // "Unit price 16000.00 EUR": one item's price, not the deal's.
  if (/\bunit (?:price|cost)|\bprice per\b|\bper unit\b/i.test(named)) return 1;
  if (DEAL_WORDS.test(named) || BUDGET_WORDS.test(sentence)) return 2;
  return 1;
}

/** A table row that names another vendor as its tenderer, supplier or winner. */
function wonBy(row: string, vendors: RegExp): boolean {
  const column =
    /\b(?:tenderer|supplier|vendor|bidder|provider|contractor|winner|awarded to|awardee)\s+(.+?)(?:[,;]|$)/gi;
  return [...row.matchAll(column)].some((m) => vendors.test(m[1]));
}

/** `vendors`: other vendors in the deal, whose prices are not this deal's money. */
export function moneyMentions(
  sentences: Sentence[],
  recordCurrency: string | null,
  vendors: string[] = [],
): LocatedMention[] {
  const escaped = vendors.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const named = escaped.length
    ? new RegExp(`(?<![\\p{L}])(?:${escaped.join("|")})(?![\\p{L}])`, "iu")
    : null;
  const out: LocatedMention[] = [];
  for (const sentence of sentences) {
    for (const m of scanMoney(sentence.text)) {
      const currency = resolveKrona(m, recordCurrency ?? "SEK");
      // An award table's row won by another vendor: its figures are that vendor's lot.
      const theirRow =
        named !== null && sentence.origin === "attachment" && wonBy(sentence.text, named);
      const weight = theirRow ? 0 : weigh(m, sentence.text, named);
      out.push({ ...m, currency, sentence, weight });
    }
  }
  return out;
}

/** The currency most amounts are stated in, or null when none names one. */
export function dominantCurrency(mentions: MoneyMention[]): string | null {
  const counts = new Map<string, number>();
  for (const m of mentions) {
    if (m.currency) counts.set(m.currency, (counts.get(m.currency) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [code, n] of counts) if (!best || n > (counts.get(best) ?? 0)) best = code;
  return best;
}

/**
 * The budget: the latest amount stated as the client's budget, else the latest deal figure,
 * else the latest plain amount. Unit prices ("$30 per user") and other vendors' prices are never
 * the budget; assistant replies count only when nobody else stated a figure and the rep did not
 * say the budget is unknown.
 */
export function findBudget(
  mentions: LocatedMention[],
  defaultCurrency: string,
  sentences: Sentence[] = [],
): BudgetFact | null {
  const totals = mentions.filter((m) => !m.perUnit && m.weight > 0);
  const stated = totals.filter((m) => m.sentence.origin !== "assistant");
  // "We know nothing about budget": the assistant's example figures are not theirs.
  const unknown = sentences.some((s) => s.origin !== "assistant" && BUDGET_UNKNOWN.test(s.text));
  const pool = stated.length > 0 || unknown ? stated : totals;
  let best: LocatedMention | null = null;
  for (const m of pool) {
    if (
      !best ||
      m.weight > best.weight ||
      (m.weight === best.weight && m.sentence.order >= best.sentence.order)
    ) {
      best = m;
    }
  }
  if (!best) return null;
  const currency = best.currency ?? dominantCurrency(mentions) ?? defaultCurrency;
  const figure: MoneyFigure = {
    min: best.min,
    max: best.max,
    currency,
    kind: best.kind,
    period: best.period,
  };
  return { ...figure, band: formatBand(figure), quote: best.sentence.text, fromRecord: false };
}

export function budgetFromRecord(dealValue: number | null, currency: string): BudgetFact | null {
  if (!dealValue || dealValue <= 0) return null;
  const figure: MoneyFigure = {
    min: dealValue,
    max: dealValue,
    currency,
    kind: "exact",
    period: null,
  };
  return {
    ...figure,
    band: formatBand(figure),
    quote: "Deal value on the client record",
    fromRecord: true,
  };
}

/** "They have no budget" / "budget was cut": the budget is known to be missing. */
export function saysNoBudget(sentences: Sentence[]): boolean {
  return sentences.some((s) => s.origin !== "assistant" && NO_BUDGET.test(s.text));
}
