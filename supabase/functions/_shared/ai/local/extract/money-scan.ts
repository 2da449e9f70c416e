// Finds the amounts of money in one sentence: "$50k", "50,000 USD", "€1.2M", "1,5 mln zł",
// "between 20 and 30 thousand", "20-30k", "up to $100k", "around 75k", "200 grand". Dates,
// phone numbers, times, years, percentages and counts ("50 seats") are not money.

import {
  AMBIGUOUS_TOKENS,
  CURRENCY_CODES,
  currencyFromToken,
  currencyTokenPattern,
  type FigureKind,
  type Period,
} from "../money.ts";
import { tokens } from "../nlp.ts";
import { wordsToDigits } from "./number-words.ts";

export interface MoneyMention {
  min: number;
  max: number;
  /** null when the sentence names no currency */
  currency: string | null;
  kind: FigureKind;
  period: Period | null;
  /** "user", "seat", "day"…: a unit price rather than a total */
  perUnit: string | null;
  /** where the mention starts and ends in the sentence */
  start: number;
  end: number;
  text: string;
}

const CODES = CURRENCY_CODES.join("|");
/** Written forms that are whole words ("dollars", "rupiah"): after a figure only. */
const NAME = /^[\p{L} ]{4,}$/u;
/** Symbols and abbreviations before a figure: "$", "R$", "Rp", "KSh", "₦". */
const PREFIX = String.raw`US\$|(?<![\p{L}])(?:${currencyTokenPattern((t) => /^\p{L}/u.test(t) && !NAME.test(t))}|${CODES})|${currencyTokenPattern((t) => !/^\p{L}/u.test(t))}`;
// Indian grouping first: "42,00,000" (42 lakh).
const NUM = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[,.\u00a0\u202f '’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;
const MULT = String.raw`\s?(?:thousand|million|billion|grand|milh(?:ão|ões)|bilh(?:ão|ões)|mil millones|mill(?:ón|ones)|milion(?:i|e|y|ów)?|millionen|miljoen|miljon(?:er)?|mln|mil|mio\.?|milj\.?|mn|bn|tys\.?|lakhs?|lacs?|crores?|cr|miliar|milyar|juta|jt|ribu|rb|tỷ|triệu|nghìn|mi)|(?:k|mm|m|b|l|万|億|千)`;
const SUFFIX = String.raw`${currencyTokenPattern((t) => t !== "r" && !/^[円元]$/.test(t))}|(?:${CODES})|(?:canadian|australian|us|american) dollars?|swiss francs?|pounds? sterling|z[lł]ot(?:ys|ych|y|e)`;

/** Japanese and Chinese run figures into the words around them: "予算は1,200万円です". */
const CJK = String.raw`\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}`;
const AMOUNT = new RegExp(
  String.raw`(?:(?<pre>${PREFIX})\s?|(?<!(?![${CJK}])[\p{L}\d.,\/:#]))(?<num>${NUM})(?<mult>${MULT})?(?!(?![円元])[\p{L}\d])(?:\s?(?:de\s)?(?<suf>${SUFFIX})(?![\p{L}])|(?<cjk>[円元]))?`,
  "giu",
);

/** Plural nouns after a figure that still speak of money: "50k tops", "200 bucks". */
const MONEY_NOUN = /^(?:tops|bucks|funds|savings|fees|costs|dollars|euros|pounds)$/i;

/** ISO codes that are also English words: "TRY 50k" is lira, "let's try 50k" is not. */
const WORD_CODES = new Set(["TRY", "PEN", "COP"]);

/** The currency a written form stands for; a code that is also a word only in capitals. */
function codeOf(token: string | undefined): string | null {
  const t = token?.trim() ?? "";
  if (WORD_CODES.has(t.toUpperCase()) && t !== t.toUpperCase()) return null;
  return currencyFromToken(t);
}

const INDIAN = new Set(["l", "lakh", "lakhs", "lac", "lacs", "crore", "crores", "cr"]);

/** Where "mil" is a thousand. */
const LATIN_AMERICAN = new Set(["BRL", "MXN", "COP", "CLP", "ARS", "PEN"]);

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  tys: 1e3,
  "tys.": 1e3,
  m: 1e6,
  mm: 1e6,
  mln: 1e6,
  mil: 1e6,
  mio: 1e6,
  "mio.": 1e6,
  milj: 1e6,
  "milj.": 1e6,
  million: 1e6,
  milhão: 1e6,
  milhões: 1e6,
  millón: 1e6,
  millones: 1e6,
  milion: 1e6,
  milioni: 1e6,
  milione: 1e6,
  miliony: 1e6,
  milionów: 1e6,
  millionen: 1e6,
  miljoen: 1e6,
  miljon: 1e6,
  miljoner: 1e6,
  l: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  千: 1e3,
  万: 1e4,
  億: 1e8,
  mn: 1e6,
  juta: 1e6,
  jt: 1e6,
  ribu: 1e3,
  rb: 1e3,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  miliar: 1e9,
  tỷ: 1e9,
  triệu: 1e6,
  nghìn: 1e3,
  mi: 1e6,
  milyar: 1e9,
  bilhão: 1e9,
  bilhões: 1e9,
  "mil millones": 1e9,
};

/** "50,000" / "50.000" / "1,5" / "1.2" / "1 200 000" → a number. */
export function parseNumber(raw: string, hasMultiplier: boolean): number {
  // "CHF 80'000": Swiss thousands.
  const s = raw.replace(/[\u00a0\u202f '’]/g, "");
  const comma = s.lastIndexOf(",");
  const dot = s.lastIndexOf(".");
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? "," : ".";
    const group = decimal === "," ? "." : ",";
    return Number(s.split(group).join("").replace(decimal, "."));
  }
  const sep = comma >= 0 ? "," : dot >= 0 ? "." : null;
  if (!sep) return Number(s);
  const parts = s.split(sep);
  if (parts.length > 2) return Number(parts.join(""));
  const thousands = parts[1].length === 3 && !(hasMultiplier && sep === ".");
  return Number(thousands ? parts.join("") : parts.join("."));
}

// Removed before scanning so their digits cannot be read as amounts.
const NOT_MONEY: RegExp[] = [
  // Phone numbers; not "IDR 432.000.000", grouped by dots after its currency.
  new RegExp(
    String.raw`\+\d[\d\s().-]{7,}\d|\(\d{2,4}\)\s?\d{3}[\s.-]?\d{3,4}|(?<!(?:${PREFIX})\s?)\b\d{3}[-.]\d{3}[-.]\d{3,4}\b`,
    "giu",
  ),
  /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/g,
  /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g,
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s+\d{4})?/g,
  /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\b(?:,?\s+\d{4})?/g,
  /\b\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?|\b\d{1,2}\s*[ap]\.?m\.?(?![\p{L}])/giu,
  /\b(?:Q[1-4]|H[12]|FY)\s*'?\d{2,4}\b|\bFY\d{2,4}\b/g,
  // Document and order numbers: "Q-2026-1187", "INV-0042", "PO 4471-B".
  /\b[A-Z]{1,6}[-/]\d[\d/-]*\b|\b(?:PO|Ref|Nr|No)\.?\s?#?\d[\d-]*\b/g,
];

const COUNT_NOUN =
  /^\s*(?:[-–]\s*)?(?:%|(?:percent|per ?cent|pct|times|users?|seats?|employees?|people|persons?|staff|heads?|headcount|licen[cs]es?|agents?|reps?|customers?|clients?|contacts?|accounts?|records?|rows?|leads?|visitors?|downloads?|followers?|units?|devices?|locations?|sites?|stores?|shops?|branches?|offices?|countries|hours?|hrs?|days?|weeks?|months?|years?|yrs?|minutes?|mins?|seconds?|km|kms|miles?|kg|tons?|calls?|emails?|messages?|tickets?|transactions?|orders?|members?|students?|patients?|beds?|vehicles?|trucks?|empleados|trabajadores|colaboradores|funcion[aá]rios|mitarbeiter(?:innen)?|besch[aä]ftigte|pracownik[oó]w|employ[eé]s|salari[eé]s|camas|betten|tiendas|lojas|filiales|kunden|clientes|usuarios|usu[aá]rios|nutzer|lizenzen|sq|square|gb|tb|mb|integrations?|features?|modules?|steps?|phases?|sprints?|slides?|pages?|items?|products?|sku)\b)/i;
const NOT_MONEY_BEFORE =
  /(?:\b(?:iso|soc|gdpr|version|v|no\.?|number|room|floor|ticket|order|invoice|id|step|phase|tier|level|page|chapter|section|article|top|team of|group of|staff of)\s*|#)$/i;
const MONEY_CONTEXT =
  /\b(?:budget\w*|spend\w*|afford\w*|allocat\w*|invest\w*|pay\w*|price\w*|pricing|cost\w*|quot\w*|deal|contract|worth|valu\w*|fund\w*|cap|ceiling|grand|money|cash|capex|opex|fees?|expense\w*|approved|total|ballpark|set aside|earmark\w*|range|offer\w*|bid\w*|charg\w*|tender\w*|presupuesto|orçamento|anggaran)\b/i;

const APPROX_BEFORE =
  /(?:around|about|roughly|approximately|approx\.?|circa|ca\.|~|ballpark(?: of)?|in the region of|something like|close to|near|more or less|aprox\.?|aproximadamente|alrededor de|cerca de|unos|unas|uns|umas|ungefähr|etwa|rund|około|environ|sekitar|kira-kira|takriban)\s*$/i;
const UP_TO_BEFORE =
  /(?:up to|upto|max(?:imum)?(?: of)?|max(?:imum)? (?:[\w-]+ ){1,2}(?:of|is|at|:)|no more than|not more than|at most|capped at|cap(?:ped)? of|a cap at|ceiling of|(?:budget |spending )?(?:ceiling|cap)(?: is| of| at)?:?|(?:can |could )?stretch(?:es|ed)? to|under|below|less than|within|(?:not|n't|cannot|never) (?:to )?exceed(?:ing)?|not exceed(?:ing)?|högst|höchstens|maximal|bis zu|hasta|até|fino a|jusqu'à|maksymalnie|maks\.?|no más de|máximo|no máximo|maksimal|hingga|sampai)\s*$/i;
const AT_LEAST_BEFORE =
  /(?:at least|min(?:imum)?(?: of)?|more than|over|above|north of|starting (?:at|from)|in excess of|al menos|como mínimo|pelo menos|no mínimo|mindestens|sedikitnya|minimal)\s*$/i;
/** "between", "zwischen", "entre", "tra", "mellan", "między", "tussen" */
const BETWEEN_BEFORE = /(?:between|from|zwischen|entre|tra|fra|mellan|mellem|między|tussen)\s*$/i;
/** "and", "und", "et", "y", "e", "och", "og", "i", "en" */
const AND_GAP = /^\s*(?:and|und|et|y|e|och|og|i|en)\s*$/i;
const PER_UNIT_AFTER =
  /^\s*(?:\/\s*|per\s+|a\s+|an\s+|for each\s+|each\s+)(user|seat|licen[cs]e|head|person|employee|agent|rep|unit|device|location|site|day|hour|month per user)s?\b|^\s*(?:\/\s*|per\s+)(?!(?:month|mo|year|yr|annum|quarter|week|wk|cent|año|ano|jahr|år|rok|mes|mês|monat|måned|månad|mois|an|jaar|anno|mese)s?(?![\p{L}]))(\p{L}[\p{L}-]*)|^\s*each\b/iu;
const PERIOD_AFTER =
  /^\s*(?:\/\s*|per\s+|a\s+|an\s+|each\s+|al\s+|por\s+|pro\s+|im\s+|ao\s+|i\s+)(month|mo|year|yr|annum|quarter|año|ano|jahr|år|rok|mes|mês|monat|måned|månad)(?![\p{L}])|^\s*(monthly|annually|annual|yearly|quarterly|anual|jährlich|monatlich|mensual|mensal|mensuales|mensais|anuales|anuais|p\.?\s?a\.?|MRR|ARR|p\/m|pcm|pm|p\.m\.|mthly|mth)(?![\p{L}])|^\s*(?:for|over)\s+(?:the|one|a|1)\s+(year)\b|^\s*(?:(?:HT|TTC|net|netto|brutto|excl\.? VAT|ex\.? VAT|\+ ?VAT)\s+)?(?:par\s+(an|mois)|pro\s+(jahr|monat)|per\s+(year|month))(?![\p{L}])/iu;
/** "annual budget of $50k", "monthly spend is 5k" */
const PERIOD_BEFORE =
  /\b(annual|yearly|monthly|quarterly|anual|mensual|mensal|jahres|monats)\w*[^.,;$€£¥\d]{0,40}$/i;

interface Raw {
  value: number;
  rawNumber: number;
  multiplier: number;
  currency: string | null;
  start: number;
  end: number;
  grouped: boolean;
}

function mask(sentence: string): string {
  let out = wordsToDigits(sentence);
  for (const re of NOT_MONEY) out = out.replace(re, (m) => " ".repeat(m.length));
  return out;
}

function rawAmounts(text: string): Raw[] {
  const out: Raw[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const g = m.groups ?? {};
    const multKey = (g.mult ?? "").trim().toLowerCase();
    // "$ 45.000 MXN": the dollar sign of a peso, named by the code after the figure.
    const suffixed = codeOf(g.suf) ?? currencyFromToken(g.cjk);
    const currency = (g.pre?.trim() === "$" && suffixed) || (codeOf(g.pre) ?? suffixed);
    // Brazilian "R$ 1,5 mi" is millions; elsewhere "mi" is miles. "₹12L" is lakhs; "50l" litres.
    if (multKey === "mi" && currency !== "BRL") continue;
    if (multKey === "l" && currency !== "INR") continue;
    // Spanish and Portuguese "mil" is a thousand ("R$ 80 mil", "30 mil euros"); in English, a million.
    const iberian =
      multKey === "mil" &&
      (LATIN_AMERICAN.has(currency ?? "") ||
        /\bmil (?:euros|d[oó]lares)\b/i.test(text.slice(m.index, m.index + m[0].length + 12)));
    const multiplier = iberian ? 1e3 : multKey ? (MULTIPLIERS[multKey] ?? 1) : 1;
    const rawNumber = parseNumber(g.num, multiplier !== 1);
    if (!Number.isFinite(rawNumber)) continue;
    const token = (g.pre ?? g.suf ?? "").trim().toLowerCase();
    if (AMBIGUOUS_TOKENS.has(token) && multiplier === 1 && rawNumber < 100) continue;
    const start = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
    out.push({
      value: rawNumber * multiplier,
      rawNumber,
      multiplier,
      // Lakhs and crores are rupees when no currency is named.
      currency: currency ?? (INDIAN.has(multKey) ? "INR" : null),
      start,
      end: (m.index ?? 0) + m[0].length,
      grouped: /[,.\s]\d{3}/.test(g.num),
    });
  }
  return out;
}

/** "6k meters", "120 haul trucks": a figure that counts the plural noun after it. */
function countedThings(after: string): boolean {
  const words = after.match(/^\s*(?:\p{L}+\s+)?\p{Ll}{3,}s\b/u);
  if (!words) return false;
  const toks = tokens(words[0].trim());
  const last = toks[toks.length - 1];
  return (
    last.pos === "NOUN" && last.lemma !== last.text.toLowerCase() && !MONEY_NOUN.test(last.text)
  );
}

function isMoney(r: Raw, text: string): boolean {
  if (r.currency) return true;
  const after = text.slice(r.end);
  const before = text.slice(0, r.start);
  if (COUNT_NOUN.test(after) || countedThings(after) || NOT_MONEY_BEFORE.test(before)) {
    return false;
  }
  const yearLike = r.multiplier === 1 && !r.grouped && r.value >= 1900 && r.value <= 2100;
  if (yearLike) return false;
  // A small bare number ("for all 140") is a count, not an amount nobody gave a currency to.
  if (r.multiplier === 1 && r.value < 1000) return false;
  // "80k for the 3 cellars": a thousands or millions suffix on no count is money.
  return (
    MONEY_CONTEXT.test(text) ||
    /^(?:k|m|mm|mln|mio\.?|grand)$/i.test(text.slice(r.start, r.end).replace(/^[\d.,\s]+/, ""))
  );
}

/** Joins "20" + "30k" in "20-30k" / "between 20 and 30 thousand" into one range. */
function mergeRanges(raws: Raw[], text: string): Array<[Raw, Raw | null]> {
  const out: Array<[Raw, Raw | null]> = [];
  for (let i = 0; i < raws.length; i++) {
    const a = raws[i];
    const b = raws[i + 1];
    const gap = b ? text.slice(a.end, b.start) : "";
    const between = BETWEEN_BEFORE.test(text.slice(0, a.start));
    const joined = b && (/^\s*(?:-|–|—|to)\s*$/i.test(gap) || (between && AND_GAP.test(gap)));
    if (b && joined) {
      if (a.multiplier === 1 && b.multiplier !== 1 && a.rawNumber < b.rawNumber) {
        a.value = a.rawNumber * b.multiplier;
        a.multiplier = b.multiplier;
      }
      if (a.value < b.value) {
        out.push([a, b]);
        i++;
        continue;
      }
    }
    out.push([a, null]);
  }
  return out;
}

export function scanMoney(sentence: string): MoneyMention[] {
  // "2,4 MSEK": millions of kronor, written the Nordic way (same length, so positions hold).
  const text = mask(sentence).replace(/(?<=\d) M(SEK|NOK|DKK|ISK)\b/g, "m $1");
  const out: MoneyMention[] = [];
  for (const [a, b] of mergeRanges(rawAmounts(text), text)) {
    const last = b ?? a;
    const currency = a.currency ?? b?.currency ?? null;
    if (!isMoney({ ...last, currency }, text) || !isMoney({ ...a, currency }, text)) continue;
    const before = text.slice(0, a.start);
    const after = text.slice(last.end);
    let kind: FigureKind = b ? "range" : "exact";
    if (!b && UP_TO_BEFORE.test(before)) kind = "upTo";
    else if (!b && AT_LEAST_BEFORE.test(before)) kind = "atLeast";
    else if (
      !b &&
      (APPROX_BEFORE.test(before) || /^\s*(?:or so|give or take|-ish)\b/i.test(after))
    ) {
      kind = "approx";
    } else if (
      !b &&
      /^\s*\+(?!\s*(?:GST|VAT|IVA|MwSt|TVA|tax|taxes|BTW|moms|ICMS|ISS)\b)|^\s*or more\b/i.test(
        after,
      )
    ) {
      // "12 lakh + GST" adds the tax; "50k+" is at least.
      kind = "atLeast";
    } else if (!b && /^\s*(?:max|tops|or less|at most)\b/i.test(after)) kind = "upTo";
    const unit = after.match(PER_UNIT_AFTER);
    const afterUnit = unit ? after.slice(unit[0].length) : after;
    const period = afterUnit.match(PERIOD_AFTER) ?? (unit ? null : before.match(PERIOD_BEFORE));
    out.push({
      min: a.value,
      max: last.value,
      currency,
      kind,
      period: period ? normalisePeriod(period.slice(1).find(Boolean)!) : null,
      perUnit: unit ? (unit[1] ?? unit[2] ?? "unit").toLowerCase() : null,
      start: a.start,
      end: last.end,
      text: sentence.slice(a.start, last.end).trim(),
    });
  }
  return out;
}

function normalisePeriod(word: string): Period {
  const w = word.toLowerCase();
  if (/^(?:mo|mes|mês|mån|mensu|mensa|mrr|p\/?m|p\.m|pcm|mth)/.test(w)) return "month";
  if (w.startsWith("q")) return "quarter";
  return "year";
}

/** "kr" is Swedish, Norwegian or Danish kronor: the conversation's own krona decides. */
export function resolveKrona(mention: MoneyMention, fallback: string): string | null {
  if (mention.currency !== "SEK" || !/kr\.?$/i.test(mention.text)) return mention.currency;
  return ["NOK", "DKK"].includes(fallback) ? fallback : "SEK";
}
