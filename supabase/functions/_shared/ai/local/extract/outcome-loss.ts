// A loss told without a deal paper: the client chose someone else, went another way, kept what
// they have or failed us on their vetting; or we lost it.

import { past, type Token } from "../nlp.ts";
import {
  clauseBefore,
  isUs,
  nonNativePast,
  notDone,
  reportedPresent,
  subjectIn,
} from "./outcome-grammar.ts";
import {
  BEATEN,
  CHOOSE,
  DECIDED,
  LOST_WHAT,
  NOT_WAITING,
  PROJECT,
  REVIEW,
  SOMEONE,
  STATUS_QUO,
} from "./outcome-words.ts";

/**
 * We failed the client's vetting, however it is said: "failed us on infosec", "we didn't get
 * through their security review", "our questionnaire answers didn't pass". Their own audit
 * failing ("they failed an audit") is not about us.
 */
function reviewFailed(toks: Token[], i: number): boolean {
  const v = toks[i];
  if (v.pos !== "VERB") return false;
  const window = clauseBefore(toks, i);
  // The negation is what this reads; anything else that leaves it undone still counts.
  if (
    notDone(
      toks,
      i,
      window.filter((t) => !t.negated),
    )
  )
    return false;
  // "failed us", "failed the audit"; not "failed to load".
  const failed =
    /^(?:fail|flunk)$/.test(v.lemma) && past(v) && !v.negated && toks[i + 1]?.lemma !== "to";
  // "didn't pass", "did not get through", "couldn't clear": a negated pass told in the past.
  const did = window.findLast((t) => t.pos === "AUX" || t.lemma === "do");
  const notPassed =
    /^(?:pass|clear|survive|get|make)$/.test(v.lemma) &&
    v.negated &&
    did !== undefined &&
    (past(did) || /^(?:could|did)$/i.test(did.text)) &&
    (v.lemma !== "get" || /^(?:through|thru)$/.test(toks[i + 1]?.lemma ?? "")) &&
    (v.lemma !== "make" || toks[i + 1]?.lemma === "it");
  if (!failed && !notPassed) return false;
  const near = [...window, ...toks.slice(i + 1, i + 7)];
  if (!near.some((t) => REVIEW.has(t.lemma))) return false;
  const subject = subjectIn(window.filter((t) => t.pos !== "ADJ"));
  const ours = window.some((t) => /^(?:we|our|us)$/.test(t.lemma)) || toks[i + 1]?.lemma === "us";
  return ours || !subject || REVIEW.has(subject.lemma);
}

/**
 * A loss told without a deal paper: the client chose or went with someone else ("went with a
 * cheaper option", "have chosen a different supplier"), went another way or elsewhere, will do it
 * in-house; or we lost it ("we lost this one on price").
 */
export function lossIn(toks: Token[]): boolean {
  for (let i = 0; i < toks.length; i++) {
    const v = toks[i];
    if (reviewFailed(toks, i)) return true;
    if (v.pos !== "VERB" || v.negated) continue;
    const window = clauseBefore(toks, i);
    const will = (t: Token) => /^(?:will|'ll)$/.test(t.lemma);
    // "they'll go with Orvex" is a decision told: "will" alone leaves a loss a fact.
    const unlessWill = window.filter((t) => !will(t));
    if (notDone(toks, i, unlessWill)) continue;
    const decidedTo =
      window.length >= 2 &&
      window.at(-1)!.lemma === "to" &&
      DECIDED.has(window.at(-2)!.lemma) &&
      past(window.at(-2)!);
    // "they're going elsewhere": a decision told in the present progressive ("they were going
    // with Orvex" was a plan).
    const progressive =
      v.text.toLowerCase().endsWith("ing") && window.some((t) => t.lemma === "be" && !past(t));
    const decided =
      past(v) || decidedTo || window.some(will) || progressive || reportedPresent(toks, i);
    const subject = subjectIn(window);
    // In quoted speech ("Dana: 'we've decided …'") "we" is the client.
    const quoted = toks.slice(0, i).some((t) => /^['"“‘]$/.test(t.text));
    const client = !subject || !isUs(subject) || quoted;
    const next = toks.slice(i + 1, i + 7);
    const lemmas = next.map((t) => t.lemma).join(" ");
    const object = next.findIndex((t) => t.pos === "NOUN" || t.pos === "PROPN");
    // "chose", "picked", "went with"
    const chose =
      CHOOSE.has(v.lemma) || (v.lemma === "go" && /^(?:with|for)$/.test(next[0]?.lemma ?? ""));
    const otherThanUs =
      /^(?:with |for )?(?:another|a different|some other|an other|the other|other|someone else|somebody else|a rival|a competing|(?:a|the) (?:cheap|cheapest|low|lowest|local|big|large|bigger))\b/.test(
        lemmas,
      );
    if (chose && decided && client && otherThanUs && object >= 0 && SOMEONE.has(next[object].lemma))
      return true;
    if (
      v.lemma === "go" &&
      decided &&
      client &&
      /^(?:in )?(?:another|a different|the other|a separate|other) (?:way|direction|route)\b|^(?:\S+ )?elsewhere\b|^with (?:the|their) (?:incumbent|existing|exist|current)\b/.test(
        lemmas,
      )
    )
      return true;
    if (
      /^(?:build|develop|do|handle|make|keep)$/.test(v.lemma) &&
      decided &&
      client &&
      /^(?:\S+ ){0,3}(?:in - house|in-house|in house|internally|themsel(?:f|ves)|on their own)\b/.test(
        lemmas,
      )
    )
      return true;
    // "chose not to proceed", "decided against it"
    if (
      DECIDED.has(v.lemma) &&
      (past(v) || nonNativePast(toks, i)) &&
      client &&
      (/^(?:not (?:to )?|against\b)/.test(lemmas) ||
        (next[0]?.negated && next[0]?.lemma === "to")) &&
      !NOT_WAITING.test(lemmas)
    )
      return true;
    // "the contract went to Halden Group", "the tender went to a rival"
    if (
      v.lemma === "go" &&
      past(v) &&
      next[0]?.lemma === "to" &&
      window.some((t) => PROJECT.has(t.lemma) || /^(?:business|job|work|tender)$/.test(t.lemma)) &&
      (next[1]?.pos === "PROPN" ||
        /^(?:another|a|someone|somebody|the other)$/.test(next[1]?.lemma ?? "")) &&
      !/^(?:legal|procurement|finance|the board|board|committee|review|signature|us|our)\b/.test(
        next
          .slice(1)
          .map((t) => t.lemma)
          .join(" "),
      )
    )
      return true;
    // "Corvex won the tender": someone else won it.
    if (
      v.lemma === "win" &&
      past(v) &&
      subject?.pos === "PROPN" &&
      subject === window.at(-1) &&
      next
        .slice(0, 3)
        .some((t) => PROJECT.has(t.lemma) || /^(?:business|job|work|tender|bid)$/.test(t.lemma))
    )
      return true;
    // "we were beaten on price", "they outbid us"
    if (
      BEATEN.has(v.lemma) &&
      past(v) &&
      ((subject?.lemma === "we" && window.some((t) => t.lemma === "be" || t.lemma === "get")) ||
        next[0]?.lemma === "us")
    )
      return true;
    // "they bought Varenta's system instead", "bought from someone else"
    if (
      /^(?:buy|purchase|order)$/.test(v.lemma) &&
      past(v) &&
      client &&
      subject &&
      (next.some((t) => t.lemma === "instead") ||
        /^(?:\S+ ){0,3}(?:from (?:someone|somebody) else|elsewhere|from (?:another|a different|a rival|a competitor|the competition))\b/.test(
          lemmas,
        ))
    )
      return true;
    // "decided to renew with our existing vendor", "staying with their current provider"
    if (
      /^(?:stay|renew|stick|remain|keep|extend)$/.test(v.lemma) &&
      decided &&
      client &&
      /^(?:with |on )?(?:(?:their|our|the|its) )?(?:current|existing|exist|incumbent|old|present)\b/.test(
        lemmas,
      )
    )
      return true;
    // "decided to stick with spreadsheets", "they stayed with Excel": what they have, not us.
    if (
      /^(?:stay|stick|remain)$/.test(v.lemma) &&
      decided &&
      client &&
      /^(?:with|on)$/.test(next[0]?.lemma ?? "") &&
      (STATUS_QUO.test(lemmas.replace(/^(?:with|on) /, "")) ||
        (next[1]?.pos === "PROPN" && !/^(?:us|you)$/.test(next[1].lemma)) ||
        (next[1]?.unknown && next[1].pos !== "VERB"))
    )
      return true;
    // "they picked someone else", "going with someone cheaper"
    if (
      chose &&
      decided &&
      client &&
      /^(?:with )?(?:someone|somebody) (?:else|cheap\S*|local|big\S*|small\S*|close\S*|new|more)\b/.test(
        lemmas,
      )
    )
      return true;
    // "they passed", "they passed on it": a casual no.
    if (
      v.lemma === "pass" &&
      past(v) &&
      subject &&
      /^(?:they|he|she)$/.test(subject.lemma) &&
      (!next[0] || /^(?:[.!,;]|on|for now)$/.test(next[0].lemma))
    )
      return true;
    // "they canned it", "board killed it"
    if (
      /^(?:kill|can|scrap|axe|bin|shelve|cancel|nix|reject|veto)$/.test(v.lemma) &&
      past(v) &&
      client &&
      subject &&
      next[0]?.lemma === "it"
    )
      return true;
    if (
      // "we loose the deal": the spelling non-native notes use for the past.
      (v.lemma === "lose" || v.lemma === "loose") &&
      (past(v) || v.lemma === "loose") &&
      (i === 0 || isUs(toks[i - 1])) &&
      (LOST_WHAT.has(next[0]?.lemma ?? "") ||
        LOST_WHAT.has(next[1]?.lemma ?? "") ||
        /^(?:out|to|on)$/.test(next[0]?.lemma ?? "") ||
        // "we lost 😞"
        (isUs(toks[i - 1]) && (!next[0] || /^(?:PUNCT|SYM|X)$/.test(next[0].pos))))
    )
      return true;
  }
  return false;
}
