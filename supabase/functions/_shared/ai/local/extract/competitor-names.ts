// Reading a vendor's name out of the tokens: forwards after a phrase that announces one ("went
// with Samsara, Geotab and Motive"), backwards before a phrase that follows one ("Oracle
// Hospitality came in lower"), with its number, domain or parts, in capitals or written casually.

import { type Token, tokens } from "../nlp.ts";
import {
  BIDDING_GROUP,
  FILLER,
  GROUP,
  JOINERS,
  knownVendor,
  NOT_VENDOR,
  vendorsIn,
} from "./competitor-patterns.ts";

/**
 * A word of a vendor's name: a proper noun or a capitalised word; with `lowerCase`, also an
 * uninflected word outside the vocabulary ("went with procore"), not a plural the lemmatiser
 * recognises ("spreadsheets").
 */
export function isNameToken(t: Token, lowerCase = false): boolean {
  if (!/[\p{L}\d]/u.test(t.text)) return false;
  // "Dr.", "Mondays": a title or a plural is the word it stands for.
  const word = t.text.toLowerCase().replace(/\.$/, "");
  if (NOT_VENDOR.has(word) || NOT_VENDOR.has(t.lemma) || NOT_VENDOR.has(word.replace(/s$/, ""))) {
    return false;
  }
  return (
    // A known lower-case word the tagger calls a proper noun ("under") is still a word.
    (t.pos === "PROPN" && (t.unknown || /^\p{Lu}/u.test(t.text))) ||
    /^\p{Lu}/u.test(t.text) ||
    CAMEL.test(t.text) ||
    (lowerCase &&
      t.unknown &&
      // "rather than re-procure": a prefixed verb is no brand.
      !/^(?:re|pre|co|non|sub|self|post|over|under)-/.test(word) &&
      /^\p{L}/u.test(t.text) &&
      t.pos !== "VERB" &&
      t.lemma === t.text.toLowerCase())
  );
}

/**
 * A common noun standing bare where a vendor is named: "they went with samsara, cheaper per
 * truck". English puts an article before a countable noun ("went with a vendor"), so a bare,
 * singular one that ends its clause is a name the model happens to know. With `forYears`, one
 * followed by how long they have been on it instead: "been w/ sage 10 yrs".
 */
function bareName(toks: Token[], i: number, forYears = false): string | null {
  const t = toks[i];
  const end = toks[i + 1];
  if (
    !t ||
    t.pos !== "NOUN" ||
    NOT_VENDOR.has(t.lemma) ||
    FILLER.has(t.lemma) ||
    t.text !== t.lemma
  ) {
    return null;
  }
  if (!/^\p{Ll}[\p{Ll}\d]+$/u.test(t.text)) return null;
  const years =
    forYears &&
    DURATION.test(
      toks
        .slice(i + 1, i + 5)
        .map((x) => x.lemma)
        .join(" "),
    );
  // "sticking w sage for another yr": how long, after the name.
  const forLonger = /^(?:for|until|till) (?:another|a|one|two|three|next|the next)\b/.test(
    toks
      .slice(i + 1, i + 3)
      .map((x) => x.lemma)
      .join(" "),
  );
  if (
    forYears ? !years : end && !forLonger && !/^(?:[,.;!:]|-|–|—|instead|because)$/.test(end.lemma)
  ) {
    return null;
  }
  return tidy([t.text]);
}

export const DOMAIN_END = /^(?:com|io|ai|co|net|app|so|dev|org|me|ly|xyz)$/;

const ARTICLE = new Set(["the", "a", "an", "their", "its", "our", "his", "her", "this", "that"]);

/** A sentence's first word capitalised only for being first: "Apparently", "Both", "Also". */
export function functionWord(t: Token): boolean {
  const word = tokens(t.text.toLowerCase())[0];
  return (
    word !== undefined &&
    !word.unknown &&
    /^(?:ADV|DET|PRON|ADP|CCONJ|SCONJ|INTJ|AUX|PART)$/.test(word.pos)
  );
}

/** Most of the sentence's words are in the English model's vocabulary. */
export function english(toks: Token[]): boolean {
  const words = toks.filter((t) => /^\p{L}/u.test(t.text));
  return words.filter((t) => !t.unknown).length >= words.length * 0.6;
}

/** A name in camel case: "inContact", "eBay". */
const CAMEL = /^\p{Ll}+\p{Lu}/u;

/** A product's number after its name ("Dynamics 365", "Sage 50"), not a year or a quantity. */
function isVersion(toks: Token[], i: number): boolean {
  return (
    /^\d{1,4}$/.test(toks[i].text) &&
    !/^(?:19|20)\d\d$/.test(toks[i].text) &&
    /^(?:PUNCT|CCONJ|VERB|AUX|ADP|PART)?$/.test(toks[i + 1]?.pos ?? "") &&
    !/^[%‰]$/.test(toks[i + 1]?.text ?? "")
  );
}

/** A proper noun written as one ("La Poste"), not a foreign word the tagger reads so ("déjà"). */
const isCapitalName = (t: Token) => t.pos === "PROPN" && /^\p{Lu}/u.test(t.text);

/** How long they have been on it: "10 yrs", "for 8 years", "since 2015". */
const DURATION =
  /^(?:for |since )?(?:\d+|a|an|many|several|two|three|four|five|six|seven|eight|nine|ten|over|nearly|almost|about) ?(?:\S+ )?(?:year|yr|yrs|decade|month)s?\b|^since (?:19|20)\d\d\b/;

/** Capitalised words that are never a vendor alone but go on one's name: "X Operations Center". */
const NAME_PART =
  /^(?:Sales|Marketing|Operations|Ops|Support|Engineering|Tech|Finance|Security|Analytics|Cloud|ERP|CRM|POS|HR|Teams|One|Pro|Plus|Max|Go)$/;

/**
 * Past a group of bidders named by its members at `i`: "a consortium led by Fujitsu", "the joint
 * bid of TechnologyOne and Deloitte" (a filler word may come first). The index of its first name.
 */
function pastGroup(toks: Token[], i: number): number {
  let j = i;
  while (FILLER.has(toks[j]?.lemma ?? "") && toks[j].pos !== "PROPN") j++;
  const words = toks
    .slice(j, j + 4)
    .map((t) => t.lemma)
    .join(" ");
  const group = words.match(BIDDING_GROUP);
  return group ? j + group[0].split(" ").length : i;
}

/** The vendor names starting at `i` and reading forwards: "Samsara, Geotab and Motive". */
export function namesFrom(
  toks: Token[],
  i: number,
  lowerCase: boolean,
  bare = false,
  forYears = false,
): string[] {
  const name = bare || forYears ? bareName(toks, i, forYears && !bare) : null;
  if (name) return [name];
  const names: string[] = [];
  i = pastGroup(toks, i);
  while (FILLER.has(toks[i]?.lemma ?? "") && !isCapitalName(toks[i])) i++;
  const named = toks[i];
  if (
    lowerCase &&
    named &&
    /^\p{Ll}+$/u.test(named.text) &&
    !NOT_VENDOR.has(named.text) &&
    !functionWord(named) &&
    GROUP.has(toks[i + 1]?.lemma ?? "")
  ) {
    return [tidy([named.text])!];
  }
  while (i < toks.length) {
    while (
      i < toks.length &&
      (FILLER.has(toks[i].lemma) || FILLER.has(toks[i].text.toLowerCase())) &&
      !isCapitalName(toks[i])
    )
      i++;
    const parts: string[] = [];
    let j = i;
    for (; j < toks.length && parts.length < 4; j++) {
      const t = toks[j];
      // A name goes on in capitals ("Ils ont choisi Axonaut à la place"); a lower-case brand is one word.
      if (
        parts.length &&
        !/^[\p{Lu}\d]/u.test(t.text) &&
        !CAMEL.test(t.text) &&
        !JOINERS.has(t.text)
      ) {
        break;
      }
      // "unhappy with the gradebook": a lower-case word after an article is a thing, not a brand.
      if (!parts.length && /^\p{Ll}/u.test(t.text) && ARTICLE.has(toks[j - 1]?.lemma ?? "")) break;
      // "Monday.com", "attio.io": a domain is a name even when its word is not ("monday").
      if (toks[j + 1]?.text === "." && DOMAIN_END.test(toks[j + 2]?.text ?? "")) {
        parts.push(`${t.text}.${toks[j + 2].text}`);
        j += 3;
        break;
      }
      if (
        isNameToken(t, lowerCase) ||
        (parts.length && (NAME_PART.test(t.text) || isVersion(toks, j)))
      ) {
        parts.push(t.text);
        if (/^\p{Ll}/u.test(t.text) && !CAMEL.test(t.text)) {
          j++;
          break;
        }
      } else if (
        JOINERS.has(t.text) &&
        parts.length &&
        j + 1 < toks.length &&
        isNameToken(toks[j + 1])
      ) {
        parts.push(t.text);
      } else break;
    }
    const name = tidy(parts);
    if (!name) break;
    // "Zendesk & Freshdesk": two well-known vendors, not one firm's name ("Rook & Partners").
    const pair = name.split(" & ");
    if (pair.length === 2 && pair.every((p) => knownVendor(p))) names.push(...pair);
    else names.push(name);
    // "a local agency (Pixel & Pine) and Accenture Song"
    if (toks[j]?.text === ")" && /^(?:,|and|or)$/.test(toks[j + 1]?.lemma ?? "")) j++;
    // "Nuvola $42k, Stratos $51k", "Accenture (£1.2m), Deloitte (£1.1m)": each name with its figure.
    let figure = j;
    if (toks[j]?.text === "(") {
      const close = toks.findIndex((t, k) => k > j && t.text === ")");
      const inside = toks.slice(j + 1, close);
      if (close > j && close - j <= 6 && inside.every((t) => t.pos !== "VERB" && !isNameToken(t))) {
        j = close + 1;
        figure = j;
      }
    }
    while (figure < j + 4 && /^(?:NUM|SYM)$/.test(toks[figure]?.pos ?? "")) figure++;
    if (figure > j && /^(?:k|m|mn|bn|[A-Z]{3})$/.test(toks[figure]?.text ?? "")) figure++;
    if (figure > j && /^(?:,|and|or|;)$/.test(toks[figure]?.lemma ?? "")) j = figure;
    if (!/^(?:,|and|or|&|\/)$/.test(toks[j]?.lemma ?? "")) break;
    i = j + 1;
    if (toks[i]?.lemma === "and" || toks[i]?.lemma === "or") i++;
    // After a bare comma the list goes on with a capitalised name or a lower-case one that is
    // itself followed by "," / "and" / "or" ("samsara, geotab and motive"), not the next clause.
    else if (toks[j].lemma === "," && !listGoesOn(toks, i)) break;
  }
  return names;
}

/**
 * After a bare comma a list goes on with a capitalised name that ends where a list item ends,
 * not with the words of the next table cell ("Product procore, Licence cost 55000"), or with a
 * lower-case one that is itself followed by "," / "and" / "or" ("samsara, geotab and motive").
 */
function listGoesOn(toks: Token[], i: number): boolean {
  if (!/^\p{Lu}/u.test(toks[i]?.text ?? "")) return /^(?:,|and|or)$/.test(toks[i + 1]?.lemma ?? "");
  let end = i;
  while (end < toks.length && (isNameToken(toks[end]) || JOINERS.has(toks[end].text))) end++;
  return !/^(?:NOUN|NUM|ADJ)$/.test(toks[end]?.pos ?? "");
}

/** The vendor name ending just before `end`, reading backwards, and the index it starts at. */
export function nameSpanBefore(
  toks: Token[],
  end: number,
  lowerCase = false,
): { name: string; start: number } | null {
  const parts: string[] = [];
  let j = end - 1;
  // "monday.com won": a domain read backwards.
  if (
    DOMAIN_END.test(toks[j]?.text ?? "") &&
    toks[j - 1]?.text === "." &&
    /^\p{L}/u.test(toks[j - 2]?.text ?? "")
  ) {
    return { name: tidy([`${toks[j - 2].text}.${toks[j].text}`])!, start: j - 2 };
  }
  for (; j >= 0 && parts.length < 4; j--) {
    const t = toks[j];
    if (
      isNameToken(t, lowerCase) &&
      !(j === 0 && ((t.pos !== "PROPN" && !t.unknown) || functionWord(t)))
    ) {
      // A lower-case brand is one word ("dunmore"): more of them are a foreign phrase.
      const lower = !isNameToken(t);
      if (lower && parts.length) break;
      parts.unshift(t.text);
      if (lower) {
        j--;
        break;
      }
    } else if (
      j > 0 &&
      isNameToken(toks[j - 1]) &&
      // "HubSpot Sales Hub", "Dynamics 365": a name's part or number read backwards.
      (parts.length ? JOINERS.has(t.text) || NAME_PART.test(t.text) : isVersion(toks, j))
    ) {
      parts.unshift(t.text);
    } else break;
  }
  const name = tidy(parts);
  return name ? { name, start: j + 1 } : null;
}

export function nameBefore(toks: Token[], end: number): string | null {
  return nameSpanBefore(toks, end)?.name ?? null;
}

/** "Ardent and Bexley", "Holtz, Marrow and Quill": the names listed just before `end`. */
export function namesListedBefore(toks: Token[], end: number, lowerCase = false): string[] {
  const names: string[] = [];
  let span = nameSpanBefore(toks, end, lowerCase);
  while (span) {
    names.unshift(span.name);
    const joiner = toks[span.start - 1]?.lemma ?? "";
    if (!/^(?:and|,|&|or)$/.test(joiner)) break;
    span = nameSpanBefore(toks, span.start - 1, lowerCase);
    // Before a bare comma a lower-case word is a list item only where an item starts: "samsara,
    // geotab and motive", not "… Rabatt angeboten, FourKites ist raus".
    const before = span ? (toks[span.start - 1]?.text ?? ",") : "";
    if (
      span &&
      joiner === "," &&
      /^\p{Ll}/u.test(toks[span.start].text) &&
      !/^(?:,|:|;|and|or|\()$/.test(before)
    ) {
      break;
    }
  }
  return names;
}

export function tidy(parts: string[]): string | null {
  const name = parts
    .join(" ")
    .replace(/\s*([&.+-])\s*/g, (_, j) => (j === "&" ? " & " : j))
    .replace(/\.$/, "")
    .trim();
  if (name.length < 2) return null;
  if (name !== name.toLowerCase()) return name;
  // Casual notes write brands in lower case: "went with procore" → "Procore", "sfdc" → "SFDC".
  const known = vendorsIn(name)[0];
  if (known?.toLowerCase() === name) return known;
  return name.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
}
