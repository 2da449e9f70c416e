// A demo the client wants or agreed to, and a need the client states, read from the tokens so
// any wording counts: "he wants the demo too", "show her the tablet demo next tuesday",
// "wants something with stock control". Negated or conditional statements do not count.

import { type Token, tokens } from "../nlp.ts";
import { CONDITION } from "./scope.ts";

const DEMO = new Set(["demo", "demonstration", "walkthrough", "walk-through", "showcase"]);
/** Verbs that ask for, agree to or plan a demo. */
const DEMO_VERB = new Set([
  ...["want", "ask", "agree", "book", "schedule", "arrange", "set", "plan", "show", "give"],
  ...["run", "hold", "confirm", "request", "see", "like", "love", "need", "invite", "organise"],
  ...["organize", "fix", "do"],
]);

function conditional(toks: Token[], i: number): boolean {
  return toks.slice(Math.max(0, i - 8), i).some((t) => CONDITION.has(t.lemma));
}

/** The client asked for, agreed to or has a demo planned. */
export function demoIn(sentence: string): boolean {
  const toks = tokens(sentence);
  return toks.some((t, i) => {
    if (!DEMO.has(t.lemma) || t.pos === "VERB" || t.negated || conditional(toks, i)) return false;
    const from = Math.max(0, i - 6);
    // "Demo for her team booked for Monday": the verb may follow a few words on, in its clause.
    const end = toks.findIndex((x, k) => k > i && x.pos === "PUNCT");
    return toks.slice(from, Math.min(i + 6, end < 0 ? toks.length : end)).some(
      (v, j) =>
        DEMO_VERB.has(v.lemma) &&
        !v.negated &&
        // The tagger reads the "like" of "they'd like" as a preposition.
        (v.pos === "VERB" || (v.lemma === "like" && toks[from + j - 1]?.lemma === "would")),
    );
  });
}

/** Verbs by which a client states a need: "wants something with stock control". */
const WANT = new Set(["want", "need", "require"]);

/** The client wants or needs something (not "doesn't need anything", not "if they want"). */
export function needIn(sentence: string): boolean {
  const toks = tokens(sentence);
  return toks.some((t, i) => {
    if (!WANT.has(t.lemma) || t.pos !== "VERB" || t.negated || conditional(toks, i)) return false;
    const next = toks[i + 1];
    return (
      Boolean(next) &&
      /^(?:DET|PRON|NOUN|PROPN|ADJ|NUM)$/.test(next.pos) &&
      !/^(?:anything|nothing)$/.test(next.lemma)
    );
  });
}
