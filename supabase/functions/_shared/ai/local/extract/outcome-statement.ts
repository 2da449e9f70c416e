// The outcome one statement tells: won, signed or lost, read past asides, history, other
// deals and a revival in the same breath.

import { past, tokens } from "../nlp.ts";
import { clauseAround, type Sentence } from "../text.ts";
import { findCompetitors } from "./competitors.ts";
import { type Outcome, outcomeIn } from "./outcome.ts";
import {
  LOST,
  NOT_A_SALE_PAPER,
  PRICED_OUT,
  REVIVED,
  VERBAL_WON,
  WON,
} from "./outcome-patterns.ts";
import { HISTORY, OTHER_DEAL, REFERENCE_STORY, SIGNED_WITH_OTHERS } from "./outcome-words.ts";
import { aimedAt, factAt, negatedAt, NOT_YET } from "./scope.ts";

/** A kind of signal told by a statement: its text and its place in the notes. */
export interface Hit<K extends string> {
  kind: K;
  quote: string;
  order: number;
}

/** "signed up", "signed off", "signed the NDA" */
const NOT_A_SALE_AFTER = new RegExp(
  String.raw`^(?:up(?! for (?:the |a |an |our |their )?(?:\S+ )?(?:plan|subscription|licen[cs]es?|package|tier|contract|seats?|annual|yearly|\d))|off|in|out|(?:(?:the|an|a|our|their) )?(?:(?:mutual|standard|new|two-way|one-way|updated) )?(?:${NOT_A_SALE_PAPER}))\b`,
  "i",
);
const NOT_A_SALE_BEFORE = new RegExp(String.raw`\b(?:${NOT_A_SALE_PAPER})\b`, "i");

/** "the docusign came back signed", "order form, signed 😊": a signature that has happened. */
export function saysSigned(text: string): boolean {
  if (!/signed/i.test(text)) return false;
  const toks = tokens(text);
  return toks.some((t, i) => {
    if (!/^(?:signed|countersigned|counter-signed)$/i.test(t.text) || t.negated) return false;
    // An aside after the verb is read as what follows it: "signed (the NDA)".
    const after = toks
      .slice(i + 1, i + 8)
      .map((x) => x.text)
      .join(" ")
      .replace(/^\(\s*/, "");
    // Within its clause: "budget got cut but they still signed" is signed.
    const near = toks.slice(Math.max(0, i - 5), i);
    const window = near.slice(near.findLastIndex((x) => /^(?:but|;)$/.test(x.lemma)) + 1);
    const before = window.map((x) => x.text).join(" ");
    // "get it signed", "signed soon", "to be signed"; not "sent it to Dana, who signed".
    const pending =
      window.some(
        (x, k) =>
          (x.lemma === "get" && !past(x)) ||
          /^(?:soon|yet|nearly|almost)$/.test(x.lemma) ||
          (x.lemma === "to" && /^(?:be|get|have)$/.test(window[k + 1]?.lemma ?? "")),
      ) ||
      // "signed by Friday", "signed by end of month": a deadline, not a signature.
      /^by (?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|tonight|end|eo[wmdq]|next|the end|\d)/i.test(
        after,
      ) ||
      /^(?:not yet|yet|pending|tbc|to be)\b/i.test(after);
    return (
      !NOT_A_SALE_AFTER.test(after) &&
      // "upgraded to the plan, signed": a noun such as "plan" or "need" is no intent.
      !window.some((x) => NOT_YET.has(x.lemma) && x.lemma !== "to" && x.pos !== "NOUN") &&
      // A negation before "and" belongs to the clause before: "decided not to wait and signed".
      !window.slice(window.findLastIndex((x) => x.pos === "CCONJ") + 1).some((x) => x.negated) &&
      !pending &&
      !NOT_A_SALE_BEFORE.test(before)
    );
  });
}

/** "They went with Procore but it's back on": lost and revived in one sentence. */
export function revivedIn(text: string): boolean {
  return REVIVED.test(
    text
      .split(/\bbut\b|[;,]|\bnow\b|\band\b/i)
      .slice(1)
      .join(" "),
  );
}

/**
 * "Too pricey for them" said of our price: not of a vendor named before it ("they looked at
 * Procore but said it's way too pricey for them").
 */
function ourPriceTooHigh(s: Sentence): RegExpMatchArray | null {
  const m = s.text.match(PRICED_OUT);
  if (!m) return null;
  const before = s.text.slice(0, m.index).toLowerCase();
  const rivalBefore = findCompetitors([s]).some((c) => before.includes(c.name.toLowerCase()));
  return rivalBefore ? null : m;
}

/**
 * A paper's term of who signs, not a signature: "5. Acceptance: signed by the DC director" in an
 * attached statement of work.
 */
function signatureTerm(s: Sentence): boolean {
  return (
    s.origin === "attachment" &&
    /^\W*(?:\d+[.)]\s*)?[\p{L} ]{2,30}:\s*(?:to be )?signed by\b(?![^.;]*\d)/u.test(s.text)
  );
}

/** Signed with another party, not us ("signed with Madrid airport"), and no loss to a vendor. */
function signedWithOthers(text: string): boolean {
  return SIGNED_WITH_OTHERS.test(text) && !/\bwith (?:us|you|our)\b/i.test(text);
}

const UNSETTLED_ASIDE =
  /\b(?:not|no|never|yet|pending|tbc|once|if|unless|until|when|maybe|probably|hopefully)\b|n't\b/i;

/**
 * The outcome one statement tells, if any. An aside in brackets is read past ("the deposit
 * (₦36m) landed"), and the statement as written when that tells nothing.
 */
export function outcomeOf(s: Sentence): Hit<Outcome> | null {
  // Not an aside that carries the meaning: "signed (the NDA)", "(not yet, pending legal)".
  const read = s.text.replace(/\s*\(([^()]{1,40})\)/g, (m, inside: string) =>
    NOT_A_SALE_BEFORE.test(inside) || UNSETTLED_ASIDE.test(inside) ? m : "",
  );
  if (read === s.text) return outcomeOfText(s);
  return outcomeOfText({ ...s, text: read }, s.text) ?? outcomeOfText(s);
}

/** The outcome `s` tells, quoted as `quote`: lost, won, or what its tokens read. */
function outcomeOfText(s: Sentence, quote = s.text): Hit<Outcome> | null {
  // "our other client Brightfield signed last week": not this deal.
  if (OTHER_DEAL.test(s.text) || REFERENCE_STORY.test(s.text)) return null;
  // "They went with Procore but it's back on": neither.
  if (revivedIn(s.text)) return null;
  // History is no loss ("lost them to Orvex last year"); a win told after history is history
  // ("always paid last year's invoice"), not one told before it or beside a year ("go-live in 2027").
  const history = s.text.match(HISTORY);
  const historyAt = history && !/\d/.test(history[0]) ? (history.index ?? 0) : Infinity;
  const loss = s.text.match(LOST) ?? ourPriceTooHigh(s);
  // "They cancelled their HubSpot contract": another vendor's paper, not this deal.
  const lost =
    loss &&
    !history &&
    !(
      /\btheir$/i.test(loss[0]) &&
      /^\s*(?:\p{Lu}[\p{L}\d]+|old|current|existing|previous|legacy)\b/u.test(
        s.text.slice((loss.index ?? 0) + loss[0].length),
      )
    )
      ? loss
      : null;
  const wonPhrase = s.text.match(WON) ?? s.text.match(VERBAL_WON);
  // "the mutual NDA was signed": the paper signed comes before the verb.
  const paperless =
    wonPhrase && !NOT_A_SALE_BEFORE.test(clauseAround(s.text, wonPhrase.index ?? 0).slice(0, 60));
  const won =
    (paperless ? wonPhrase : null) ?? (saysSigned(s.text) ? ([s.text] as RegExpMatchArray) : null);
  // The tokens tell who won: "Corvex won the tender" is a loss whatever the phrase says.
  const read = outcomeIn(s.text);
  const wonAt = won === wonPhrase ? (won?.index ?? 0) : s.text.search(/signed/i);
  const wonFact =
    won &&
    !signatureTerm(s) &&
    wonAt < historyAt &&
    !negatedAt(s.text, wonAt) &&
    factAt(s.text, wonAt) &&
    !signedWithOthers(s.text);
  // "Budget got cut but they still signed": the clause after the contrast is the outcome.
  const turned =
    lost &&
    wonFact &&
    wonAt > (lost.index ?? 0) &&
    /\b(?:but|still|anyway|however|nevertheless|yet)\b/i.test(s.text.slice(lost.index, wonAt));
  // "Signed, but then they cancelled": a loss told after the win undoes it.
  const undone =
    lost &&
    wonFact &&
    (lost.index ?? 0) > wonAt &&
    /\b(?:but|then|later|afterwards|however)\b/i.test(s.text.slice(wonAt, lost.index));
  if (undone && factAt(s.text, lost.index ?? 0)) {
    return { kind: "CLOSED_LOST", quote, order: s.order };
  }
  if (!turned && ((lost && factAt(s.text, lost.index ?? 0)) || read === "CLOSED_LOST")) {
    return { kind: "CLOSED_LOST", quote, order: s.order };
  }
  if (wonFact) return { kind: "CLOSED_WON", quote, order: s.order };
  if (read === "CLOSED_WON" && (signedWithOthers(s.text) || aimedAt(s.text, s.text.length))) {
    return null;
  }
  return read ? { kind: read, quote, order: s.order } : null;
}
