// A deal's outcome read from a verb and its object in any form and order: "they countersigned the
// order form", "PO got raised this morning", "the quote's been accepted", "they binned the project",
// "finance rejected our offer". Negated, hypothetical or planned statements are not outcomes.

import { type Token, tokens } from "../nlp.ts";

export type Outcome = "CLOSED_WON" | "CLOSED_LOST";

/** Papers whose signature, acceptance or payment commits the client. */
const DEAL_PAPER = new Set([
  "contract",
  "agreement",
  "order",
  "po",
  "deal",
  "quote",
  "quotation",
  "proposal",
  "offer",
  "sow",
  "msa",
  "paperwork",
  "invoice",
  "deposit",
  "estimate",
  "renewal",
  "docs",
  "papers",
  "form",
]);
/** What a client kills when it walks away. */
const PROJECT = new Set([
  "proposal",
  "quote",
  "quotation",
  "offer",
  "deal",
  "project",
  "purchase",
  "initiative",
  "rollout",
  "bid",
  "plan",
  "idea",
  "tender",
  "contract",
  "order",
  "programme",
  "program",
  "budget",
  "funding",
  "upgrade",
]);

const COMMIT = new Set([
  "sign",
  "countersign",
  "execute",
  "ink",
  "accept",
  "approve",
  "confirm",
  "place",
  "issue",
  "raise",
  "pay",
  "award",
]);
const REFUSE = new Set([
  "reject",
  "decline",
  "refuse",
  "cancel",
  "scrap",
  "shelve",
  "kill",
  "axe",
  "bin",
  "veto",
  "nix",
  "freeze",
  "cut",
  "pull",
  "drop",
  "abandon",
  "can",
]);
/** Objects of COMMIT verbs that do not commit anyone: "confirmed the meeting" has no paper. */
const COMMIT_OBJECT_ONLY: Record<string, Set<string>> = {
  approve: new Set(["order", "po", "deal", "contract", "purchase", "quote", "proposal", "offer"]),
  issue: new Set(["po", "order", "purchase"]),
  raise: new Set(["po", "order", "purchase"]),
  place: new Set(["order"]),
  confirm: new Set(["order", "po", "deal", "purchase"]),
  pay: new Set(["invoice", "deposit", "order"]),
};

/** Refusals that only end a deal with these objects: "cut the budget", not "cut the price". */
const LOSS = new Set(["project", "deal", "purchase", "initiative", "rollout", "plan", "idea", "upgrade", "programme", "program"]);
const REFUSE_OBJECT_ONLY: Record<string, Set<string>> = {
  cut: new Set(["budget", "funding"]),
  freeze: new Set(["budget", "funding", ...LOSS]),
  pull: new Set(["budget", "funding", ...LOSS]),
  drop: LOSS,
  can: LOSS,
  bin: new Set([...LOSS, "proposal", "quote", "offer"]),
};

/** Words that make the statement not (yet) a fact: "will sign", "once signed", "if they cancel". */
const NOT_YET = new Set([
  "if",
  "unless",
  "whether",
  "once",
  "when",
  "until",
  "before",
  "after",
  "will",
  "'ll",
  "would",
  "could",
  "should",
  "might",
  "may",
  "can",
  "going",
  "gonna",
  "plan",
  "about",
  "ready",
  "want",
  "expect",
  "hope",
  "need",
  "pending",
  "await",
  "wait",
  "to",
  "threaten",
  "consider",
  "risk",
  "?",
]);

/** Verbs whose past is spelt like the present: "the CFO cut the budget". */
const SAME_PAST = new Set(["cut"]);

/** A past form ("signed", "paid", "binned"): the text differs from the lemma and is not "-ing"/"-s". */
function past(t: Token): boolean {
  const w = t.text.toLowerCase();
  return SAME_PAST.has(w) || (w !== t.lemma && !/(?:ing|s)$/.test(w));
}

/** Passive helpers between a paper and its verb: "the PO got raised", "the quote has been accepted". */
const PASSIVE_HELPERS = new Set(["be", "get", "have"]);

/** The paper a verb at `i` acts on: after it ("signed the order form") or before it ("PO raised"). */
function objectOf(toks: Token[], i: number, nouns: Set<string>): string | null {
  const after = toks.slice(i + 1, i + 6);
  for (const t of after) {
    if (nouns.has(t.lemma) && (t.pos === "NOUN" || t.pos === "PROPN")) return t.lemma;
    if (t.pos === "VERB" || t.lemma === "with" || t.lemma === "." || t.lemma === ",") break;
  }
  const before = toks.slice(Math.max(0, i - 5), i).reverse();
  for (const t of before) {
    if (nouns.has(t.lemma) && (t.pos === "NOUN" || t.pos === "PROPN")) return t.lemma;
    if ((t.pos === "VERB" && !PASSIVE_HELPERS.has(t.lemma)) || t.lemma === "," || t.lemma === ";") break;
  }
  return null;
}

/** The outcome the sentence states, if any. */
export function outcomeIn(sentence: string): Outcome | null {
  const toks = tokens(sentence);
  for (let i = 0; i < toks.length; i++) {
    const v = toks[i];
    const commit = COMMIT.has(v.lemma);
    const refuse = REFUSE.has(v.lemma);
    if ((!commit && !refuse) || v.pos !== "VERB" || !past(v) || v.negated) continue;
    const window = toks.slice(Math.max(0, i - 6), i);
    if (window.some((t) => NOT_YET.has(t.lemma) || t.negated)) continue;
    if (commit) {
      const paper = objectOf(toks, i, DEAL_PAPER);
      const allowed = COMMIT_OBJECT_ONLY[v.lemma];
      // "signed the NDA" is not a sale.
      const nda = toks.slice(i + 1, i + 5).some((t) => /^(?:nda|loi|mou|dpa)$/.test(t.lemma));
      if (paper && !nda && (!allowed || allowed.has(paper))) return "CLOSED_WON";
    } else {
      // "we declined their counter-offer" is us negotiating, not the client walking away.
      const subject = window.findLast((t) => t.pos === "PRON" || t.pos === "PROPN" || t.pos === "NOUN");
      if (subject && /^(?:we|i)$/.test(subject.lemma)) continue;
      const project = objectOf(toks, i, PROJECT);
      const allowed = REFUSE_OBJECT_ONLY[v.lemma];
      if (project && (!allowed || allowed.has(project))) return "CLOSED_LOST";
    }
  }
  return null;
}
