// Whether a vendor named after a phrase of choice was really chosen against us: hedged, required,
// kept for now, chosen for a job of its own, or the move of a person rather than the client.

import type { Token } from "../nlp.ts";
import { askedIn, CONDITION, HEDGE, nearMiss, POSSIBLE } from "./scope.ts";

/** "considering going with X", "if they go with X", "won't go with X": not a decision. */
export function hedged(toks: Token[], end: number): boolean {
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
export function required(toks: Token[], end: number): boolean {
  const before = toks
    .slice(Math.max(0, end - 6), end)
    .map((t) => t.text.toLowerCase())
    .join(" ");
  return /\b(?:must|has to|have to|needs to|need to|required to|got to)\b/.test(before);
}

/** "Seguimos con SAP hasta marzo", "staying with Zoho until the renewal": kept for now. */
export function forNow(toks: Token[], i: number): boolean {
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
export function anotherJob(head: string, toks: Token[], i: number): boolean {
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
export function aJobStays(
  toks: Token[],
  i: number,
  verbs = /^(?:stay|remain|stick|continue)$/,
): boolean {
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
export function personMoves(toks: Token[], i: number): boolean {
  const clause = toks.slice(0, i);
  const from = clause.findLastIndex((t) => /^[.;!?]$/.test(t.text)) + 1;
  return clause
    .slice(from)
    .some((t) => /^(?:he|she|dr|mr|mrs|ms|prof|sr|sra|dra)\.?$/i.test(t.text));
}
