// How outcome.ts reads a verb in its sentence: its tense, its clause, its subject and its object.

import { past, type Token } from "../nlp.ts";
import { DECIDED, PASSIVE_HELPERS, PAST_TIME, REPORT } from "./outcome-words.ts";
import { askedIn, nearMiss, NOT_YET } from "./scope.ts";

/** Words in `window` that make it not (yet) a fact; "to" after "decided" does not. */
function notYet(window: Token[]): boolean {
  return window.some(
    (t, i) =>
      t.negated ||
      (NOT_YET.has(t.lemma) && !(t.lemma === "to" && DECIDED.has(window[i - 1]?.lemma ?? ""))),
  );
}

/**
 * The verb at `i` is not told as done: `window` (the words before it) makes it not (yet) a fact,
 * or it is asked ("did they sign?") or nearly done ("they almost signed").
 */
export function notDone(toks: Token[], i: number, window: Token[]): boolean {
  return notYet(window) || askedIn(toks, i) || nearMiss(toks, i);
}

/** Times the tagger reads as nouns after a paper: "accept offer today". */
const TIME_NOUN =
  /^(?:today|tomorrow|yesterday|tonight|morning|afternoon|evening|week|month|year|now)$/;

/** The paper a verb at `i` acts on: after it ("signed the order form") or before it ("PO raised"). */
export function objectOf(toks: Token[], i: number, nouns: Set<string>): string | null {
  // "the purchase requisition", "the PO number": a paper's name before another noun only
  // describes that noun (not before the verb itself, tagged a noun in "contract sign yesterday").
  const paperAt = (j: number) =>
    nouns.has(toks[j].lemma) &&
    (toks[j].pos === "NOUN" || toks[j].pos === "PROPN") &&
    !(
      j + 1 !== i &&
      toks[j + 1]?.pos === "NOUN" &&
      !nouns.has(toks[j + 1].lemma) &&
      !TIME_NOUN.test(toks[j + 1].lemma)
    );
  const after = toks.slice(i + 1, i + 6);
  for (const [k, t] of after.entries()) {
    if (paperAt(i + 1 + k)) return t.lemma;
    // A participle after a determiner describes the paper: "our revised offer".
    const prev = after[k - 1] ?? toks[i];
    const adjective =
      t.pos === "VERB" &&
      (prev.pos === "DET" || /^(?:our|their|your|my|his|her|its)$/i.test(prev.text));
    // "approved and the PO will be raised": the next clause is not the object.
    if (
      (t.pos === "VERB" && !adjective) ||
      t.pos === "CCONJ" ||
      /^(?:with|\.|,|;|:)$/.test(t.lemma)
    ) {
      break;
    }
  }
  for (let j = i - 1; j >= Math.max(0, i - 5); j--) {
    const t = toks[j];
    if (paperAt(j)) return t.lemma;
    if ((t.pos === "VERB" && !PASSIVE_HELPERS.has(t.lemma)) || t.lemma === "," || t.lemma === ";") {
      break;
    }
  }
  return null;
}

/** Up to six tokens before `i`, within its clause. */
export function clauseBefore(toks: Token[], i: number): Token[] {
  const window = toks.slice(Math.max(0, i - 6), i);
  const cut = window.findLastIndex((t) => /^[,;:]$/.test(t.text) || t.lemma === "but");
  return window.slice(cut + 1);
}

/** A base-form verb with a past time marker beside it, as non-native notes write the past. */
export function pastByTime(toks: Token[], i: number): boolean {
  return toks.slice(Math.max(0, i - 2), i + 4).some((t) => PAST_TIME.has(t.lemma));
}

/**
 * A bare verb after a singular subject ("client accept offer", "customer cancel the project",
 * "dana sign the contract"): non-native notes report the past this way; a native present would
 * read "accepts".
 */
export function nonNativePast(toks: Token[], i: number): boolean {
  const v = toks[i];
  const subject = toks[i - 1];
  if (!subject || v.text.toLowerCase() !== v.lemma) return false;
  const singular =
    (subject.pos === "NOUN" || subject.pos === "PROPN") &&
    subject.text.toLowerCase() === subject.lemma &&
    !/(?:ss|us)$/.test(subject.lemma) &&
    !/^(?:we|i|you|they)$/.test(subject.lemma);
  return singular || /^(?:he|she)$/.test(subject.lemma);
}

/** Words that put a present verb in the future: "they cancel it next week". */
const COMING =
  /^(?:next|tomorrow|tmrw|soon|later|tonight|upcoming|monday|tuesday|wednesday|thursday|friday|weekend)$/;

/**
 * "they cancel the project", "they stay with old system": non-native notes report a decision in
 * the bare present after "they"; not with a time still to come ("they cancel it next week").
 */
export function reportedPresent(toks: Token[], i: number): boolean {
  const v = toks[i];
  return (
    v.text.toLowerCase() === v.lemma &&
    toks[i - 1]?.lemma === "they" &&
    !toks.some((t) => COMING.test(t.lemma))
  );
}

/** A present-tense verb reported in the past: "confirmed by email that they accept the offer". */
export function reportedAsDone(toks: Token[], i: number): boolean {
  const w = toks[i].text.toLowerCase();
  if (w !== toks[i].lemma && !w.endsWith("s")) return false;
  const before = toks.slice(Math.max(0, i - 8), i);
  return before.some(
    (t, j) => REPORT.has(t.lemma) && past(t) && before.slice(j + 1).some((x) => x.lemma === "that"),
  );
}

/** The last word in `window` that can be a subject: "they", "Dana", "the client". */
export function subjectIn(window: Token[]): Token | undefined {
  return window.findLast((t) => t.pos === "PRON" || t.pos === "PROPN" || t.pos === "NOUN");
}

/** "we" or "I": the rep's side, not the client. */
export function isUs(t: Token | undefined): boolean {
  return /^(?:we|i)$/.test(t?.lemma ?? "");
}
