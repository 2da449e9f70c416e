// A proposal or quote of ours that was sent, or one the client asked for, read from the tokens so
// any verb form and word order counts: "please find attached our quotation", "I have read your
// proposal", "the quote went over on Monday", "they're expecting an estimate", "we intend to bid".

import { past, type Token, tokens } from "../nlp.ts";
import type { Origin } from "../text.ts";
import { CONDITION as IF, FUTURE, notYetAsked, PENDING } from "./scope.ts";

export type ProposalKind = "proposal_sent" | "proposal_request";

/** Papers that carry our price. */
const OFFER_DOC = new Set([
  "proposal",
  "quote",
  "quotation",
  "estimate",
  "offer",
  "bid",
  "costing",
]);
/**
 * Our prices, which are a proposal only when handed over or asked to be ("pricing went out",
 * "put together pricing", "a price breakdown"), not when asked about ("how much", "about pricing").
 */
const PRICE_DOC = new Set(["pricing", "price", "number", "costing", "figure", "ballpark"]);
/** Verbs that hand prices over or ask for them to be written. */
const PRICE_VERB = new Set([
  ...["send", "email", "mail", "forward", "submit", "share", "go", "fire", "provide", "give"],
  ...["put", "prepare", "draft", "get", "work", "ask", "request", "await", "wait", "expect"],
  ...["want", "need", "present"],
]);
/** Asking about prices is a question, not a proposal: "how much", "asked about pricing". */
const PRICE_QUESTION = new Set(["about", "know", "how", "what", "discuss", "mention", "check"]);

/** Papers in which the client asks vendors for one. */
const REQUEST_DOC = new Set(["rfp", "rfq", "itt", "tender"]);

/** Handing a paper over: past forms say it happened ("sent", "have submitted"). */
const SEND = new Set([
  "send",
  "email",
  "e-mail",
  "mail",
  "forward",
  "submit",
  "share",
  "deliver",
  "present",
  "hand",
  "provide",
  "issue",
  "go",
  "fire",
  "shoot",
  "drop",
]);
/** Participles of handing over, whatever the tagger reads them as. */
const SENT_FORM = /^(?:sent|submitted|e-?mailed|mailed|delivered|forwarded)$/i;

/** The client holding a paper: "reviewing our proposal", "got the quote", "read your offer". */
const HOLD = new Set([
  ...["read", "review", "receive", "get", "study", "discuss", "consider", "have", "mull", "weigh"],
  "digest",
]);
/** The client wanting one: "asked for a quote", "they expect an estimate". */
const WANT = new Set([
  "ask",
  "request",
  "want",
  "need",
  "expect",
  "await",
  "wait",
  "invite",
  "require",
  "like",
  "prepare",
  "draft",
  "write",
  "put",
  "respond",
  "bid",
]);

/** "if they want a quote", "once we send it": "after we sent the quote" is a fact. */
const CONDITION = new Set([...IF, ...[...PENDING].filter((w) => w !== "after")]);
/** "we'll send", "going to quote", "plan to submit": a proposal not sent yet. */
const PLANNED = new Set([...FUTURE, "plan", "intend", "to"]);

/** The paper is someone else's: "a quote from Lightspeed", "Vatech's offer", "their proposal". */
function someoneElses(toks: Token[], i: number): boolean {
  const next = toks[i + 1]?.lemma;
  const after = toks[i + 2];
  if (next === "from" && after && !/^(?:us|we|our|me)$/.test(after.lemma)) return true;
  const before = toks[i - 1];
  if (before?.lemma === "their" || before?.lemma === "'s") return true;
  return toks.slice(Math.max(0, i - 3), i).some((t) => /^(?:competitor|rival)/.test(t.lemma));
}

function docAt(toks: Token[], i: number): "offer" | "request" | null {
  const t = toks[i];
  // The tagger reads "put together pricing" as a verb: after a determiner or a particle it is a noun.
  const pricingNoun =
    t.text.toLowerCase() === "pricing" &&
    /^(?:DET|ADV|ADP|PRON)$/.test(toks[i - 1]?.pos ?? "") &&
    !/^(?:be|we|i|they)$/.test(toks[i - 1]?.lemma ?? "");
  if (t.pos !== "NOUN" && t.pos !== "PROPN" && !pricingNoun) return null;
  // A capitalised plural at the start is left unlemmatised: "Costings are with Dana".
  if (OFFER_DOC.has(t.lemma) || OFFER_DOC.has(t.lemma.replace(/s$/, ""))) return "offer";
  // "a costed plan", "a priced schedule": a paper that carries our price.
  if (/^(?:costed|priced)$/i.test(toks[i - 1]?.text ?? "")) return "offer";
  if (PRICE_DOC.has(t.lemma) || pricingNoun) {
    const near = toks.slice(Math.max(0, i - 5), i + 4);
    const before = toks.slice(Math.max(0, i - 5), i);
    // "numbers" and "figures" are prices only when ours: "our numbers", "the figures".
    if (/^(?:number|figure)$/.test(t.lemma) && !/^(?:our|the)$/.test(toks[i - 1]?.lemma ?? "")) {
      return null;
    }
    if (before.some((x) => PRICE_QUESTION.has(x.lemma))) return null;
    // "mulling over our numbers": ours, in the client's hands.
    const held = toks[i - 1]?.lemma === "our" && near.some((x) => HOLD.has(x.lemma));
    return held ||
      near.some((x) => PRICE_VERB.has(x.lemma) && (x.pos === "VERB" || x.pos === "NOUN"))
      ? "offer"
      : null;
  }
  // "our tender was submitted": our bid, not the client's call for bids.
  if (REQUEST_DOC.has(t.lemma)) return toks[i - 1]?.lemma === "our" ? "offer" : "request";
  return null;
}

/** A call for bids still to come: "a tender is expected in 2027", "tender documents are not yet issued". */
const TENDER_TO_COME =
  /\b(?:planned|expected|anticipated|forthcoming|upcoming|due to (?:be )?(?:issued|published|launched)|to be (?:issued|published|launched)|not yet (?:issued|published|out|released)|will be (?:issued|published|launched|run)|intends? to|intention to)\b/i;

/** "before they sign" opens a clause; "before the deadline" only dates the fact. */
function opensClause(toks: Token[], k: number): boolean {
  for (const t of toks.slice(k + 1)) {
    if (t.pos === "PUNCT") return false;
    if (t.pos === "VERB" || t.pos === "AUX") return true;
  }
  return false;
}

/**
 * What the sentence says about a proposal of ours, if anything. An attached file headed
 * "Quote …" or "Proposal …" is one that was sent.
 */
export function proposalIn(sentence: string, origin?: Origin): ProposalKind | null {
  const toks = tokens(sentence);
  const lemmas = toks.map((t) => t.lemma);
  if (origin === "attachment" && OFFER_DOC.has(lemmas[0])) return "proposal_sent";
  if (
    /\binvitation to (?:tender|bid|quote|(?:a )?(?:further|mini)[- ]competition)\b/i.test(sentence)
  ) {
    return "proposal_request";
  }
  let found: ProposalKind | null = null;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    // "Quoted them $45k", "we've tendered for the contract": our price handed over.
    if (
      t.pos === "VERB" &&
      past(t) &&
      !t.negated &&
      !toks.slice(0, i).some((x) => CONDITION.has(x.lemma)) &&
      ((t.lemma === "quote" && toks.slice(i + 1, i + 4).some((x) => /^[\p{Sc}\d]/u.test(x.text))) ||
        (t.lemma === "tender" && toks[i + 1]?.lemma === "for"))
    )
      return "proposal_sent";
    // "we intend to bid", "we're bidding": preparing a proposal the client invited.
    const bidding = t.lemma === "bid" && t.pos === "VERB";
    const doc = bidding ? "request" : docAt(toks, i);
    if (!doc || t.negated || (!bidding && someoneElses(toks, i))) continue;
    // "the quote we sent": a relative clause states it as done, whatever the sentence around it.
    const after = toks.slice(i + 1, i + 4);
    if (
      doc === "offer" &&
      /^(?:we|i)$/.test(after[0]?.lemma ?? "") &&
      after.slice(1).some((x) => SEND.has(x.lemma) && past(x)) &&
      !after.some((x) => x.negated)
    )
      return "proposal_sent";
    const near = toks.slice(Math.max(0, i - 7), Math.min(toks.length, i + 8));
    if (near.some((x, k) => CONDITION.has(x.lemma) && opensClause(near, k))) continue;
    if (near.some((x) => x.negated)) continue;
    if (
      notYetAsked(
        toks
          .slice(0, i)
          .map((x) => x.text)
          .join(" "),
      )
    )
      continue;
    if (doc === "request" || bidding) {
      // The tender's own clause: "a tender is expected in 2027", not "responses are expected".
      const from = toks.findLastIndex((x, k) => k < i && x.pos === "PUNCT") + 1;
      const end = toks.findIndex((x, k) => k > i && x.pos === "PUNCT");
      const around = toks
        .slice(Math.max(from, i - 4), Math.min(end < 0 ? toks.length : end, i + 8))
        .map((x) => x.text)
        .join(" ");
      if (!TENDER_TO_COME.test(around)) found ??= "proposal_request";
      continue;
    }
    const before = lemmas.slice(Math.max(0, i - 6), i);
    // "Quote #Q-2291 for €24,500 sent": the tagger may read a bare participle as a noun.
    const verbs = near.filter(
      (x) => x.pos === "VERB" || x.pos === "AUX" || x.lemma === "attach" || SENT_FORM.test(x.text),
    );
    const sentNow =
      verbs.some((v) => (SEND.has(v.lemma) && past(v)) || SENT_FORM.test(v.text)) ||
      /\b(?:attach|enclose)/i.test(sentence) ||
      verbs.some((v) => HOLD.has(v.lemma));
    // "the quote's with them", "the proposal is sitting with their MD": in the client's hands.
    const withThem =
      /^(?:'s |be |have be |sit |lie |now |still )*(?:\S+ )?with (?!us\b|me\b|our\b)/.test(
        lemmas.slice(i + 1, i + 6).join(" "),
      );
    // "quote's out", "the proposal is out": sent.
    const out = /^(?:'s |be |have be )?out\b/.test(lemmas.slice(i + 1, i + 4).join(" "));
    const ours =
      withThem ||
      out ||
      /^(?:our|your)$/.test(lemmas[i - 1] ?? "") ||
      /^(?:our|your)$/.test(lemmas[i - 2] ?? "");
    const planned = before.some((l) => PLANNED.has(l));
    if ((sentNow || ours) && !planned) return "proposal_sent";
    if (planned || verbs.some((v) => WANT.has(v.lemma) || SEND.has(v.lemma))) {
      found ??= "proposal_request";
    }
  }
  return found;
}
