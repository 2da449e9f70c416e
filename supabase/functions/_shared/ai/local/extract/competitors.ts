// Other vendors in the deal: the ones a client compares us with, uses today, or chose instead.
// Well-known CRM vendors are recognised anywhere; any other name is read from where it stands
// ("went with BuildTrack", "also talking to Samsara", "Procore quoted less"), using the tokens'
// part of speech so invented and lower-case brand names are found too.

import { past, type Token, tokens } from "../nlp.ts";
import { expandShorthand, type Sentence } from "../text.ts";
import {
  AFTER_NAME,
  BEFORE_NAME,
  BIDDING_GROUP,
  BRAND_LIKE,
  FILLER,
  GROUP,
  INCUMBENT,
  JOINERS,
  knownVendor,
  LIST_HEADING,
  LEGAL_NAME,
  NOT_VENDOR,
  NOT_VENDOR_AFTER,
  OUR_SIDE,
  PRODUCT_NOUN,
  PUBLIC_BODY,
  type Role,
  THEIR_CIRCLE_AFTER,
  THEIR_CIRCLE_BEFORE,
  vendorsIn,
} from "./competitor-patterns.ts";
import { HISTORY, OTHER_DEAL, REFERENCE_STORY } from "./outcome-words.ts";
import { askedIn, CONDITION, HEDGE, nearMiss, POSSIBLE } from "./scope.ts";

export interface Competitor {
  name: string;
  /** The client uses it today (an incumbent), rather than evaluating it against us. */
  current: boolean;
  /** Where the client said it picked it over us (a later statement can overrule that). */
  chosen: Sentence | null;
}

/**
 * A word of a vendor's name: a proper noun or a capitalised word; with `lowerCase`, also an
 * uninflected word outside the vocabulary ("went with procore"), not a plural the lemmatiser
 * recognises ("spreadsheets").
 */
function isNameToken(t: Token, lowerCase = false): boolean {
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

const DOMAIN_END = /^(?:com|io|ai|co|net|app|so|dev|org|me|ly|xyz)$/;

/** Selling verbs: "pitched", "quoted", "offered a discount". */
const SELLS =
  /\b(?:pitch(?:ed|ing|es)|quot(?:ed|ing)|offer(?:ed|ing)|demo(?:ed|'d|ing)|present(?:ed|ing)|bid(?:ding)?|undercut(?:ting)?|discount(?:ed|ing)|called (?:\w+ )?to (?:pitch|sell|offer))\b/i;

const RANKED = /\b(?:come|rank|place|finish)\S* (?:in )?(?:first|second|third|top)\b/;

const ARTICLE = new Set(["the", "a", "an", "their", "its", "our", "his", "her", "this", "that"]);

/** A sentence's first word capitalised only for being first: "Apparently", "Both", "Also". */
function functionWord(t: Token): boolean {
  const word = tokens(t.text.toLowerCase())[0];
  return (
    word !== undefined &&
    !word.unknown &&
    /^(?:ADV|DET|PRON|ADP|CCONJ|SCONJ|INTJ|AUX|PART)$/.test(word.pos)
  );
}

/** Most of the sentence's words are in the English model's vocabulary. */
function english(toks: Token[]): boolean {
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
function namesFrom(
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
function nameSpanBefore(
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

function nameBefore(toks: Token[], end: number): string | null {
  return nameSpanBefore(toks, end)?.name ?? null;
}

/** "Ardent and Bexley", "Holtz, Marrow and Quill": the names listed just before `end`. */
function namesListedBefore(toks: Token[], end: number, lowerCase = false): string[] {
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

function tidy(parts: string[]): string | null {
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

/** "considering going with X", "if they go with X", "won't go with X": not a decision. */
function hedged(toks: Token[], end: number): boolean {
  const window = toks.slice(Math.max(0, end - 8), end);
  const before = window.map((t) => t.lemma).join(" ");
  return (
    window.some(
      (t) =>
        CONDITION.has(t.lemma) ||
        (POSSIBLE.has(t.lemma) && !/^(?:can|should)$/.test(t.lemma)) ||
        HEDGE.has(t.lemma),
    ) ||
    /\b(?:think about|lean toward|lean towards|plan to|want to)\b/.test(before) ||
    toks.slice(Math.max(0, end - 4), end).some((t) => t.negated) ||
    askedIn(toks, end - 1) ||
    window.some((t, k) => t.pos === "VERB" && nearMiss(window, k))
  );
}

/** "Hosting must stay on Azure": a requirement the client states, not a vendor chosen over us. */
function required(toks: Token[], end: number): boolean {
  const before = toks
    .slice(Math.max(0, end - 6), end)
    .map((t) => t.text.toLowerCase())
    .join(" ");
  return /\b(?:must|has to|have to|needs to|need to|required to|got to)\b/.test(before);
}

/** "Seguimos con SAP hasta marzo", "staying with Zoho until the renewal": kept for now. */
function forNow(toks: Token[], i: number): boolean {
  const after = toks
    .slice(i, i + 8)
    .map((t) => t.text.toLowerCase())
    .join(" ");
  return /\b(?:until|till|til|hasta|bis|jusqu|até|fino a|fino al)\b/.test(after);
}

/** A job named after a vendor chosen: "for internal calls", "as the group ERP", "internally". */
const FOR_A_JOB =
  /^(?:\S+ ){1,3}(?:(?:internally|in-house)\b|for (?!(?:the |this |that |our |a |their |it |them )?(?:deal|contract|project|job|tender|work|business|order|price|cost|less|cheap|cheaper|half|low|lower|better|saving|money|year|month|now|good|\d\S*|one|two|three|four|five|ten|rollout|implementation|scope|system|solution|platform|replacement|upgrade|migration|programme|program|whole|full|entire|all)s?\b)|as (?:the |their |a |an |its )(?!(?:\S+ )?(?:supplier|vendor|provider|partner|winner|preferred|successful|best)\b))/;

/**
 * A vendor chosen for a job of its own, not against us: a move to a tool for another job ("They
 * switched to Microsoft Teams for internal calls"), or any choice for a job told beside our own
 * part ("chose AWS for hosting, so our cloud version fits", "went with Procore for scheduling
 * but want us for estimating"). A choice told bare, or for the deal, the price or the work, stays
 * one against us.
 */
function anotherJob(head: string, toks: Token[], i: number): boolean {
  const after = toks.slice(i, i + 8);
  const job = after.map((t) => t.lemma).join(" ");
  if (!FOR_A_JOB.test(job)) return false;
  if (/\b(?:switch|move|migrate) (?:over )?to$/.test(head) || /\binternal/.test(job)) return true;
  return (
    toks.slice(i + 2).some((t) => /^(?:us|our|we)$/.test(t.lemma)) &&
    !toks.some((t) =>
      /^(?:lose|beat|instead|over|unfortunately|sadly|sorry|expensive|cheap|out)$/.test(t.lemma),
    )
  );
}

/** Who decides for the client: "the team stayed with Procore" is a choice, "card payments stay with Adyen" is not. */
const DECIDER =
  /^(?:client|customer|company|business|team|board|management|committee|council|trust|school|district|hospital|clinic|practice|firm|group|store|office|site|owner|buyer|side)$/;

/**
 * "Card payments stay with Adyen": a job, not the client, stays with another vendor (a
 * common noun, no person or name, is the subject of the stay).
 */
function aJobStays(toks: Token[], i: number, verbs = /^(?:stay|remain|stick|continue)$/): boolean {
  const verb = toks.slice(0, i).findLastIndex((t) => verbs.test(t.lemma));
  if (verb < 0) return false;
  const from = toks.slice(0, verb).findLastIndex((t) => /^[.;:!?\-–—•]$/.test(t.text)) + 1;
  const subject = toks.slice(from, verb);
  // "Card payments": a sentence's first word is capitalised without being a name.
  const named = (t: Token, k: number) =>
    t.pos === "PROPN" &&
    !(k === 0 && subject[1]?.pos === "NOUN" && /^\p{Ll}/u.test(subject[1].text));
  return (
    subject.some((t) => t.pos === "NOUN" && !DECIDER.test(t.lemma)) &&
    !subject.some(
      (t, k) =>
        (t.pos === "PRON" && !POSSESSIVE.test(t.lemma)) || named(t, k) || DECIDER.test(t.lemma),
    )
  );
}

const POSSESSIVE = /^(?:their|its|our|his|her|my|your)$/;

/** A person, not the client, is the subject of the move ending at `i`: a title, he or she. */
function personMoves(toks: Token[], i: number): boolean {
  const clause = toks.slice(0, i);
  const from = clause.findLastIndex((t) => /^[.;!?]$/.test(t.text)) + 1;
  return clause
    .slice(from)
    .some((t) => /^(?:he|she|dr|mr|mrs|ms|prof|sr|sra|dra)\.?$/i.test(t.text));
}

interface Mention {
  name: string;
  role: Role;
}

function mentionsIn(sentence: string): Mention[] {
  const toks = tokens(expandShorthand(sentence));
  const lemmas = toks.map((t) => t.lemma);
  const found: Mention[] = [];
  for (let i = 1; i <= toks.length; i++) {
    const head = lemmas.slice(Math.max(0, i - 10), i).join(" ");
    for (const [role, re] of BEFORE_NAME) {
      if (!re.test(head)) continue;
      // "bought Orvex" names a vendor; "Purchase Order PO-4471" does not.
      const bought = /^(?:buy|purchase)$/.test(toks[i - 1].lemma);
      if (bought && toks[i - 1].pos !== "VERB") continue;
      // "Their IT team prefers SharePoint": a preference, not a choice made.
      const verb = toks.slice(Math.max(0, i - 3), i).findLast((t) => t.pos === "VERB");
      // "they buy Orvex kits" is no choice made against us; "they bought Orvex" is.
      const preference =
        verb !== undefined && /^(?:prefer|buy|purchase)$/.test(verb.lemma) && !past(verb);
      // "Dr. Wanjiku (Head of Radiology) moved to Aga Khan": a person changing jobs.
      if (role === "chosen" && /\b(?:move|switch) to$/.test(head) && personMoves(toks, i)) {
        continue;
      }
      if (role === "chosen" && required(toks, i)) continue;
      // "Their steel comes from ArcelorMittal": goods bought, not the client's vendor of our kind.
      if (
        role === "current" &&
        /\bcome from$/.test(head) &&
        !/\b(?:bid|offer|quote|quotation|proposal|tender|price|submission)\b/.test(head) &&
        aJobStays(toks, i, /^come$/)
      ) {
        continue;
      }
      // "went procore": a bare "went" names a brand written casually, not "we went Berlin" or "we go live".
      if (
        toks[i - 1].lemma === "go" &&
        (toks[i - 1].text.toLowerCase() !== "went" ||
          !(toks[i]?.unknown && /^\p{Ll}/u.test(toks[i].text)))
      ) {
        continue;
      }
      const decided = role !== "chosen" || (!hedged(toks, i) && !preference);
      const kept =
        role === "chosen" && (forNow(toks, i) || aJobStays(toks, i) || anotherJob(head, toks, i));
      // "buying consumables from X": after "buy" a lower-case word is the goods, not a brand.
      const bare = role === "chosen" && !bought;
      for (const name of namesFrom(toks, i, !bought, bare, role === "current")) {
        found.push({ name, role: kept ? "current" : decided ? role : "rival" });
      }
    }
    // Quotation marks are no words: "mentioned Cloudbeds twice as 'an option'".
    const tail = lemmas
      .slice(i, i + 9)
      // …nor are emoji: "Samsara 🚚 is cheaper per truck".
      .filter((l) => !/^['"‘’“”]$/.test(l) && !/^\p{Extended_Pictographic}/u.test(l))
      .join(" ")
      .replace(/ '/g, "'");
    // "it's Veeva for them": the vendor they settled on.
    const beforeName = lemmas.slice(Math.max(0, i - 3), i - 1).join(" ");
    if (/^for (?:them|the group|the client)\b/.test(tail) && /\bit be$/.test(beforeName)) {
      const name = nameBefore(toks, i);
      if (name && !hedged(toks, i)) found.push({ name, role: "chosen" });
    }
    // "orvex got the contract", "hilti also quoted": lower-case brands stand here too, but not a
    // unit after a figure ("1,9 mln zł offer").
    const lowerCase =
      toks[i - 1].text.length >= 3 &&
      !toks.slice(Math.max(0, i - 3), i).some((t) => t.pos === "NUM") &&
      !(toks[i - 2]?.unknown && /^\p{Ll}/u.test(toks[i - 2].text));
    // The tagger reads an unknown subject as a verb before its verb: "lightspeed won".
    const subject = toks[i - 1];
    // A bare singular noun opening a casual sentence is a name too: "jobber took it".
    const verbTagged =
      ((subject.unknown && subject.pos === "VERB") ||
        (i === 1 && subject.pos === "NOUN" && subject.lemma === subject.text)) &&
      /^\p{Ll}{3,}$/u.test(subject.text) &&
      !NOT_VENDOR.has(subject.text) &&
      /^(?:VERB|AUX)$/.test(toks[i]?.pos ?? "") &&
      (i === 1 || /^(?:PUNCT|DET)$/.test(toks[i - 2].pos));
    // "Mark Jensen from Kestrel called to pitch": a person selling for a company.
    if (/^(?:from|at|of)$/.test(toks[i - 1].lemma) && SELLS.test(sentence)) {
      const person = nameSpanBefore(toks, i - 1);
      if (person && person.name.includes(" ") && toks[person.start].pos === "PROPN") {
        for (const name of namesFrom(toks, i, false).slice(0, 1))
          found.push({ name, role: "rival" });
      }
    }
    // "IXL came second, Khan Academy Districts third": a ranking goes on without its verb.
    if (
      /^(?:second|third|fourth|fifth|last)\b/.test(tail) &&
      RANKED.test(lemmas.slice(0, i).join(" "))
    ) {
      const span = nameSpanBefore(toks, i);
      if (span && toks[span.start - 1]?.text === ",")
        found.push({ name: span.name, role: "rival" });
    }
    // "Oracle Hospitality came in lower": a name does not end inside a longer one.
    const nameGoesOn = /^\p{Lu}/u.test(toks[i]?.text ?? "") && isNameToken(toks[i]);
    // "Talkdesk won on price" tells the outcome; "ClickUp wins on price" compares.
    const wonOn = /^won$/i.test(toks[i]?.text ?? "") && /^win (?:on|in terms of|at)\b/.test(tail);
    for (const [listed, re] of AFTER_NAME) {
      if (nameGoesOn || !re.test(tail)) continue;
      const role = wonOn ? "chosen" : listed;
      if (verbTagged) {
        found.push({
          name: tidy([subject.text])!,
          role: role === "chosen" && hedged(toks, i) ? "rival" : role,
        });
        continue;
      }
      const domain = DOMAIN_END.test(toks[i - 1].text) && toks[i - 2]?.text === ".";
      if (!domain && !isNameToken(toks[i - 1], lowerCase || role === "chosen")) continue;
      const decided = role === "chosen" && hedged(toks, i) ? "rival" : role;
      for (const name of namesListedBefore(toks, i, lowerCase || role === "chosen")) {
        found.push({ name, role: decided });
      }
    }
  }
  // "Two years ago they chose X": the vendor they have, not one chosen over us in this deal.
  if (HISTORY.test(sentence)) {
    for (const m of found) if (m.role === "chosen") m.role = "current";
  }
  const role = INCUMBENT.test(sentence) ? "current" : "rival";
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i - 1];
    if (!t.unknown || !BRAND_LIKE.test(t.text) || !isNameToken(t)) continue;
    if (/^(?:our|my|we)$/.test(toks[i - 2]?.lemma ?? "")) continue;
    // A sentence's first word is capitalised anyway: a name only if unknown in lower case too,
    // in an English sentence ("Nuvarande system: Cambio" is Swedish).
    if (i === 1 && (!tokens(t.text.toLowerCase())[0]?.unknown || !english(toks))) continue;
    if (!PRODUCT_NOUN.test(lemmas.slice(i, i + 3).join(" "))) continue;
    // "Verdana Systems": a capitalised product noun is part of the name.
    const end = /^\p{Lu}/u.test(toks[i]?.text ?? "") && toks[i].pos === "PROPN" ? i + 1 : i;
    const name = nameBefore(toks, end);
    if (name && !found.some((m) => sameVendor(m.name, name))) found.push({ name, role });
  }
  for (const name of [...vendorsIn(sentence), ...companiesIn(sentence)]) {
    if (!found.some((m) => sameVendor(m.name, name))) found.push({ name, role });
  }
  return found.filter((m) => !PUBLIC_BODY.test(m.name) && !placeOrBody(sentence, m.name));
}

/**
 * "a contract with Madrid airport", "the Lisbon office", "the Gold plan": a place, a body or one
 * of our options, not a vendor; nor "our partner Nordtek", who is on our side, nor the client's
 * own circle ("their parent company, X", "X (their IT consultants)", "X, their biggest customer").
 */
function placeOrBody(sentence: string, name: string): boolean {
  const at = sentence.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return false;
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + name.length).trimStart();
  return (
    NOT_VENDOR_AFTER.test(after) ||
    THEIR_CIRCLE_AFTER.test(after) ||
    OUR_SIDE.test(before) ||
    THEIR_CIRCLE_BEFORE.test(before)
  );
}

/** Companies named by their legal form, outside e-mail headers and signatures. */
function companiesIn(sentence: string): string[] {
  if (/^(?:from|to|cc|bcc|sent|subject)\s*:|@|\b(?:regards|sincerely|thanks)\b/i.test(sentence))
    return [];
  return [...sentence.matchAll(LEGAL_NAME)]
    .filter((m) => !NOT_VENDOR.has(m[1].toLowerCase()))
    .map((m) =>
      m[0].replace(/^(?:(?:The|We|Our|Their|And|With|From|By|To|At|Dear)\s)+/, "").trim(),
    );
}

function sameVendor(a: string, b: string): boolean {
  const x = a.toLowerCase().replace(/[^\p{L}\d]/gu, "");
  const y = b.toLowerCase().replace(/[^\p{L}\d]/gu, "");
  const known = knownVendor(a);
  return (
    x === y ||
    (x.length >= 4 && y.startsWith(x)) ||
    (y.length >= 4 && x.startsWith(y)) ||
    (known !== undefined && known === knownVendor(b))
  );
}

/** The name a short list line starts with ("2. Personio", "Fieldwire (cheapest)"), if any. */
function listItem(text: string): string | null {
  const line = text.replace(/^(?:\d{1,2}|[a-h])[.)]\s+/i, "");
  if (line.split(/\s+/).length > 8) return null;
  const toks = tokens(line);
  if (!toks[0] || !/^[\p{Lu}\d]/u.test(toks[0].text) || functionWord(toks[0])) return null;
  return namesFrom(toks, 0, false)[0] ?? null;
}

/**
 * The vendors named in the conversation. `exclude` holds names that are not vendors here:
 * the client itself and the people in the deal.
 */
export function findCompetitors(sentences: Sentence[], exclude: string[] = []): Competitor[] {
  const found: Competitor[] = [];
  const excluded = (name: string) =>
    exclude.some(
      (x) =>
        x && (sameVendor(x, name) || x.toLowerCase().split(/\s+/).includes(name.toLowerCase())),
    );
  // Under a heading such as "Competitors:" each short line that follows names one.
  let listed = false;
  for (const s of sentences) {
    // "we lost the Basel deal to AWS, different client": another deal's vendors.
    if (OTHER_DEAL.test(s.text) || REFERENCE_STORY.test(s.text)) continue;
    // A list's number cut from its line ("1.", "Workday") keeps the list going.
    if (/^(?:\d{1,2}|[a-h])[.)]$/i.test(s.text)) continue;
    const item: string | null = listed ? listItem(s.text) : null;
    listed = LIST_HEADING.test(s.text) || (listed && item !== null);
    const mentions = mentionsIn(s.text);
    if (item && !mentions.some((m) => sameVendor(m.name, item))) {
      mentions.push({ name: item, role: "rival" });
    }
    for (const m of mentions) {
      if (excluded(m.name)) continue;
      const known = found.find((c) => sameVendor(c.name, m.name));
      const entry: Competitor = known ?? { name: m.name, current: false, chosen: null };
      if (!known) found.push(entry);
      // "Salesforce", later "Salesforce Sales Cloud": the fuller name says both.
      if (m.name.toLowerCase().startsWith(entry.name.toLowerCase())) entry.name = m.name;
      entry.current ||= m.role === "current";
      if (m.role === "chosen") entry.chosen = s;
    }
  }
  return found;
}
