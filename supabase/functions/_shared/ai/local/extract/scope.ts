// Whether a statement is a fact: the words that negate it, put it under a condition, in the
// future, in a plan, a fear or a near miss, and questions. One list of each for every extractor.

import type { Token } from "../nlp.ts";

/** "if they sign", "unless the board objects", "whether they renew" */
export const CONDITION = new Set(["if", "unless", "whether"]);
/**
 * "once the PO is issued", "until legal signs": time clauses that leave a future act pending. In
 * a past narrative they only date a fact ("when I called, she asked for a demo"), so extractors of
 * requests and demos leave them out.
 */
export const PENDING = new Set(["once", "when", "until", "before", "after"]);
/** "will sign", "they'll go with", "going to choose" */
export const FUTURE = new Set(["will", "'ll", "shall", "going", "gonna"]);
/** "could cancel", "might sign" */
export const POSSIBLE = new Set(["would", "could", "should", "might", "may", "can"]);
/** "plan to", "hoping to", "waiting for", "ready to": intended, not done. */
const INTENT = new Set([
  ...["plan", "intend", "about", "ready", "want", "expect", "hope", "need", "pending", "await"],
  ...["wait", "to"],
]);
/**
 * Fears, threats, considerations and guesses: "worried they'll go with X", "considering Orvex",
 * "probably went with Orvex", "not sure they'll stay with Sage".
 */
export const HEDGE = new Set([
  ...["threaten", "consider", "risk", "worry", "afraid", "fear", "chance", "tempt"],
  ...[
    "maybe",
    "prob",
    "probs",
    "prolly",
    "perhaps",
    "probably",
    "possibly",
    "likely",
    "unsure",
    "doubt",
    "guess",
    "hopefully",
    "think",
  ],
]);
/** A near miss right before its verb: "nearly went with Orvex" (not "after nearly a year"). */
const NEAR_MISS = new Set(["nearly", "almost"]);

/** Lemmas that make what follows them not (yet) a fact. */
export const NOT_YET = new Set([
  ...CONDITION,
  ...PENDING,
  ...FUTURE,
  ...POSSIBLE,
  ...INTENT,
  ...HEDGE,
  "?",
]);

const NEGATION =
  /\b(?:not|no|never|without|nor|hardly|nothing|nobody|none|neither|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|won't|haven't|hasn't|can't|cannot|nada|sem|sin|kein|keine|tidak|bukan|hakuna|ningún|ninguna|nenhum|nenhuma)\b|n't\b/i;
const words = (set: Set<string>) => [...set].filter((w) => /^\w+$/.test(w)).join("|");
const CONDITION_WORD = new RegExp(String.raw`\b(?:${words(CONDITION)}|${words(PENDING)})\b`, "i");
/** HEDGE as written: "worried", "considering"; not "after careful consideration" or "considered". */
const HEDGE_WORD =
  /\b(?:consider|considering|thinking (?:about|of|to)|worr(?:y|ied|ies|ying)|afraid|fear(?:s|ing|ful)?|concerned|threaten(?:s|ing|ed)?|risk(?:s|ing)?|(?:a|some|good|real) chance|tempted|hopefully|maybe|perhaps|probably|possibly|likely|not sure|unsure|unclear|doubt(?:s|ful)?|I guess)\b/i;

/** The clause of `text` that ends at `index`, up to `span` characters long. */
function clauseBefore(text: string, index: number, span: number, but = true): string {
  const before = text.slice(Math.max(0, index - span), index);
  return before.split(but ? /[,;:]|\bbut\b/i : /[,;:]/).pop() ?? "";
}

/** A negation in the clause just before `index`: "they did not sign". */
export function negatedAt(text: string, index: number): boolean {
  return NEGATION.test(clauseBefore(text, index, 30));
}

/** A condition or a pending time in the clause just before `index`: "once the PO is issued". */
function conditionalAt(text: string, index: number): boolean {
  return CONDITION_WORD.test(clauseBefore(text, index, 25, false));
}

/** A fear or a near miss before `index`: "worried they'll go with X", "nearly went with X". */
function hedgedAt(text: string, index: number): boolean {
  const clause = clauseBefore(text, index, 40)
    .split(/\b(?:and|so|then|because)\b/i)
    .pop()!;
  return HEDGE_WORD.test(clause) || /\b(?:nearly|almost)\s+$/i.test(clause);
}

/** A near miss: "nearly" or "almost" just before the verb at `i` ("they almost signed"). */
export function nearMiss(toks: Token[], i: number): boolean {
  return (
    NEAR_MISS.has(toks[i - 1]?.lemma ?? "") ||
    (toks[i - 1]?.pos === "AUX" && NEAR_MISS.has(toks[i - 2]?.lemma ?? ""))
  );
}

/** How a question's clause opens: "did they …", "have they …", "any news …". */
const QUESTION_START =
  /^(?:did|do|does|is|are|was|were|has|have|had|will|would|could|can|should|shall|may|might|any|what|who|which|how|why|when|where)\b/i;
const CLAUSE_END = /^[.!;,:?—–]$/;
/** A statement asked back: "So you went with Zeta?", "You signed already?" */
const DECLARATIVE_QUESTION = /^(?:so|you|and you|then)\b/i;

/** The clause around token `i` is asked, not told: "Did they go with Procore in the end?" */
export function askedIn(toks: Token[], i: number): boolean {
  const start = toks.findLastIndex((t, j) => j < i && CLAUSE_END.test(t.text)) + 1;
  const end = toks.findIndex((t, j) => j > i && CLAUSE_END.test(t.text));
  return (
    end >= 0 &&
    toks[end].text === "?" &&
    toks[end + 1]?.text !== "!" &&
    (QUESTION_START.test(toks[start]?.text ?? "") ||
      DECLARATIVE_QUESTION.test(toks[start]?.text ?? ""))
  );
}

/** The clause around `index` is asked, not told. */
function askedAt(text: string, index: number): boolean {
  const start = Math.max(...[..."\n.!;,:?—–"].map((p) => text.lastIndexOf(p, index - 1))) + 1;
  const clause = text.slice(start);
  const end = clause.search(/[.!;,:?—–]/);
  return (
    end >= 0 &&
    clause[end] === "?" &&
    clause[end + 1] !== "!" &&
    (QUESTION_START.test(clause.trim()) || DECLARATIVE_QUESTION.test(clause.trim()))
  );
}

/** A label that makes what follows it an aim: "Target: contract signed Friday 27 Nov". */
const AIM_LABEL =
  /(?:^|[.;•\n]\s*|\s-\s*)(?:target|goal|aim|objective|plan|next steps?|to do|todo|eta|expected|ziel|objetivo|objectif|obiettivo)\s*:[^:.;]*$/i;

/** What is said at `index` stands under a label of an aim. */
export function aimedAt(text: string, index: number): boolean {
  return AIM_LABEL.test(text.slice(0, index));
}

/** Said as a fact at `index`: not under a condition or an aim, not feared or nearly, not asked. */
export function factAt(text: string, index: number): boolean {
  return (
    !conditionalAt(text, index) &&
    !hedgedAt(text, index) &&
    !askedAt(text, index) &&
    !aimedAt(text, index)
  );
}

/** The condition opens the clause ("once X, I'll ask"), not "they asked when we'll send it". */
const CONDITION_OPENS = new RegExp(
  String.raw`^\W*(?:${words(CONDITION)}|${words(PENDING)})\b`,
  "i",
);

/**
 * A request or a sending that waits on something or is only thought of, said before it in its
 * clause: "once the loan's through I'll ask you for a quote", "I'm tempted to send pricing".
 */
export function notYetAsked(before: string): boolean {
  const clause = before.split(/[;:.!?]/).pop() ?? "";
  const waits =
    CONDITION_OPENS.test(clause) && /\b(?:will|shall|going to|gonna)\b|'ll\b/i.test(clause);
  // The hedge governs the verb just before the paper: "tempted to just send pricing".
  const hedged = /\b(?:tempted|thinking (?:about|of)|considering|might)(?:\s+\S+){1,4}\s*$/i;
  // "they will probably ask for a proposal": the client's request is still to come.
  const future =
    /(?:\bwill|'ll|\bgoing to|\bgonna)\s+(?:probably\s+|likely\s+|surely\s+)?(?:ask|request|want|need)\S*(?:\s+\S+){0,3}\s*$/i;
  return waits || hedged.test(clause) || future.test(clause);
}
