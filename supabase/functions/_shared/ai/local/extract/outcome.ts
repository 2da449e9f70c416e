// A deal's outcome read from a verb and its object in any form and order: "they countersigned the
// order form", "PO got raised this morning", "the quote's been accepted", "they binned the project",
// "finance rejected our offer". Negated, hypothetical or planned statements are not outcomes.

import { past, type Token, tokens } from "../nlp.ts";
import { expandShorthand } from "../text.ts";
import {
  clauseBefore,
  isUs,
  nonNativePast,
  notDone,
  objectOf,
  pastByTime,
  reportedAsDone,
  reportedPresent,
  subjectIn,
} from "./outcome-grammar.ts";
import {
  CHOOSE,
  COMMIT,
  COMMIT_OBJECT_ONLY,
  DEAL_PAPER,
  HISTORY,
  OTHER_DEAL,
  PRODUCT,
  PROJECT,
  REFERENCE_STORY,
  REFUSE,
  REFUSE_OBJECT_ONLY,
} from "./outcome-words.ts";
import { NOT_YET } from "./scope.ts";
import { lossIn } from "./outcome-loss.ts";

export type Outcome = "CLOSED_WON" | "CLOSED_LOST";

/**
 * We are live with the client: "we're live with them", "they went live on Monday". Going live
 * with a pilot or a trial is not a sale, and "will go live" is still to come.
 */
function liveWithThem(toks: Token[]): boolean {
  return toks.some((t, i) => {
    if (t.text.toLowerCase() !== "live" || i === 0) return false;
    const verb = toks[i - 1];
    const now =
      (verb.lemma === "be" && verb.text.toLowerCase() !== "be") ||
      (verb.lemma === "go" && past(verb));
    if (!now || verb.negated) return false;
    const window = clauseBefore(toks, i - 1);
    if (notDone(toks, i - 1, window)) return false;
    const subject = subjectIn(window);
    const after = toks.slice(i + 1, i + 5);
    return (
      (/^(?:we|they)$/.test(subject?.lemma ?? "") ||
        (after[0]?.lemma === "with" && /^(?:them|they|us|we)$/.test(after[1]?.lemma ?? ""))) &&
      !after.some((a) => /^(?:pilot|trial|test|demo|poc|beta|sandbox)$/.test(a.lemma))
    );
  });
}

/**
 * A win told without a paper: we were selected or awarded ("we've been selected as their new
 * supplier"), or the client bought one of our products ("they have purchased 40 licences").
 */
function winIn(toks: Token[]): boolean {
  for (let i = 0; i < toks.length; i++) {
    const v = toks[i];
    if (v.pos !== "VERB" || v.negated || !past(v)) continue;
    const window = clauseBefore(toks, i);
    if (notDone(toks, i, window)) continue;
    const next = toks.slice(i + 1, i + 7);
    const lemmas = next.map((t) => t.lemma).join(" ");
    const passive = window.some((t) => t.lemma === "be" || t.lemma === "get");
    const subject = subjectIn(window);
    if (
      CHOOSE.has(v.lemma) &&
      passive &&
      subject &&
      /^(?:we|us)$/.test(subject.lemma) &&
      !/^(?:as |for )?(?:a |the |one of )?(?:\S+ )?(?:shortlist|finalist|pilot|trial|demo|next round|second round|final round|short list|preferred (?:bidder|supplier|tenderer|vendor|provider)|reserve bidder)/.test(
        lemmas,
      )
    )
      return true;
    if (
      /^(?:buy|purchase|order|book)$/.test(v.lemma) &&
      subject &&
      !isUs(subject) &&
      (next.slice(0, 6).some((t) => PRODUCT.has(t.lemma) || t.pos === "NUM") ||
        // "they bought it"
        (next[0]?.lemma === "it" && (!next[1] || next[1].pos === "PUNCT"))) &&
      !next.some((t) => t.pos === "PROPN" || /^(?:instead|from|'s)$/.test(t.lemma))
    )
      return true;
  }
  for (let i = 0; i < toks.length; i++) {
    const v = toks[i];
    // "we won Brightfield", "won it!", "closed it today": our win, said casually.
    if (!/^(?:win|close)$/.test(v.lemma) || v.pos !== "VERB" || !past(v) || v.negated) continue;
    const window = clauseBefore(toks, i);
    if (notDone(toks, i, window)) continue;
    const subject = subjectIn(window);
    const object = toks[i + 1];
    // "we won!!", "WON 🏆"
    const bare = !object || /^(?:PUNCT|SYM|X)$/.test(object.pos);
    if (v.lemma === "win" && bare && (isUs(subject) || (!subject && i === 0))) return true;
    if (
      (!subject || isUs(subject)) &&
      object &&
      (/^(?:it|them|this|that|one)$/.test(object.lemma) ||
        (v.lemma === "win" && (object.pos === "PROPN" || object.unknown)))
    )
      return true;
  }
  if (liveWithThem(toks)) return true;
  const lemmas = toks.map((t) => t.lemma).join(" ");
  // "order confirmation received", "Brightfield is officially a customer now", "deal done"
  const stated = lemmas.match(
    /\b(?:(?:order|purchase|po) confirmation (?:receive|arrive|come|in)|(?:be|become) (?:now |officially |finally )*(?:a |an |our )?(?:new |paying )?(?:customer|client)(?! of| at| from| who| that| base| list| service| success)|deal (?:be )?(?:do|done|close|sign|win)(?! lose| lost| once| when| if| after| as soon| pending| subject| until))\b/,
  );
  if (!stated) return false;
  const at = lemmas.slice(0, stated.index).split(" ").length - 1;
  return !toks.slice(Math.max(0, at - 6), at + 1).some((t) => t.negated || NOT_YET.has(t.lemma));
}

/** The outcome the sentence states, if any. */
export function outcomeIn(sentence: string): Outcome | null {
  const toks = tokens(expandShorthand(sentence));
  // "Two years ago they chose a local supplier": history, not this deal's outcome.
  if (HISTORY.test(sentence) || OTHER_DEAL.test(sentence) || REFERENCE_STORY.test(sentence)) {
    return null;
  }
  if (lossIn(toks)) return "CLOSED_LOST";
  if (winIn(toks)) return "CLOSED_WON";
  for (let i = 0; i < toks.length; i++) {
    const v = toks[i];
    const commit = COMMIT.has(v.lemma);
    const refuse = REFUSE.has(v.lemma);
    // The tagger reads the verb of "contract sign yesterday" as a noun.
    const verb =
      v.pos === "VERB" ||
      (commit &&
        (DEAL_PAPER.has(toks[i - 1]?.lemma ?? "") || nonNativePast(toks, i)) &&
        pastByTime(toks, i));
    if ((!commit && !refuse) || !verb || v.negated) continue;
    const told =
      past(v) ||
      reportedAsDone(toks, i) ||
      pastByTime(toks, i) ||
      nonNativePast(toks, i) ||
      (refuse && reportedPresent(toks, i));
    if (!told) continue;
    const window = toks.slice(Math.max(0, i - 6), i);
    if (notDone(toks, i, window)) continue;
    if (commit) {
      // "closed lost" is a loss, written with a deal verb.
      if (v.lemma === "close" && /^(?:lost|-)$/i.test(toks[i + 1]?.text ?? "")) continue;
      const paper = objectOf(toks, i, DEAL_PAPER);
      const allowed = COMMIT_OBJECT_ONLY[v.lemma];
      // "signed the NDA" is not a sale.
      const nda = toks.slice(i + 1, i + 5).some((t) => /^(?:nda|loi|mou|dpa)$/.test(t.lemma));
      // "the contract has been awarded to another supplier": not to us.
      const toOthers =
        v.lemma === "award" &&
        toks[i + 1]?.lemma === "to" &&
        !/^(?:us|we|you)$/.test(toks[i + 2]?.lemma ?? "");
      if (paper && !nda && !toOthers && (!allowed || allowed.has(paper))) return "CLOSED_WON";
    } else {
      // "we declined their counter-offer" is us negotiating, not the client walking away.
      const subject = subjectIn(window);
      if (isUs(subject)) continue;
      const project = objectOf(toks, i, PROJECT);
      const allowed = REFUSE_OBJECT_ONLY[v.lemma];
      // "cancelled their HubSpot contract", "dropped the old supplier's deal": another vendor's.
      const after = toks.slice(i + 1, i + 5);
      const paper = after.findIndex((t) => PROJECT.has(t.lemma));
      const theirs = after
        .slice(0, Math.max(0, paper))
        .some(
          (t) =>
            (t.pos === "PROPN" && /^\p{Lu}/u.test(t.text)) ||
            /^(?:old|current|existing|previous|legacy)$/.test(t.lemma),
        );
      if (project && !theirs && (!allowed || allowed.has(project))) return "CLOSED_LOST";
    }
  }
  return null;
}
