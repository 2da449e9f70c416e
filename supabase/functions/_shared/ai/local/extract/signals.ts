// Objections and risks, buying signals, negotiation, and the deal's outcome.

import { past, tokens } from "../nlp.ts";
import { clauseAround, type Sentence, statements } from "../text.ts";
import { type Competitor, findCompetitors } from "./competitors.ts";
import { demoIn, needIn } from "./engagement.ts";
import { type Outcome, outcomeIn } from "./outcome.ts";
import {
  LOST,
  NOT_A_SALE_PAPER,
  PAPER_DONE,
  PAPER_PENDING,
  PRICE_ACCEPTED,
  PRICED_OUT,
  REVIVED,
  VERBAL_WON,
  WON,
} from "./outcome-patterns.ts";
import { HISTORY, OTHER_DEAL, REFERENCE_STORY, SIGNED_WITH_OTHERS } from "./outcome-words.ts";
import { aimedAt, factAt, negatedAt, NOT_YET, notYetAsked } from "./scope.ts";
import { proposalIn } from "./proposal.ts";
import * as P from "./signal-patterns.ts";

export type ObjectionKind =
  "price" | "no_budget" | "timing" | "approval" | "security" | "incumbent" | "cold";
export type BuyingKind =
  "proposal_request" | "proposal_sent" | "pricing" | "trial" | "ready" | "demo" | "positive";

export interface Hit<K extends string> {
  kind: K;
  quote: string;
  order: number;
}

export interface Signals {
  objections: Hit<ObjectionKind>[];
  buying: Hit<BuyingKind>[];
  negotiation: Hit<"negotiation">[];
  outcome: Hit<Outcome> | null;
  competitors: Competitor[];
  /**
   * A demo asked for, agreed or planned in any wording ("he wants the demo too"): engagement
   * that qualifies a deal, not a buying signal that raises its priority.
   */
  demoPlanned: boolean;
  /** The client expressed a need or a problem to solve. */
  need: boolean;
  /** "Budget isn't an issue", "budget approved": a budget exists, without a figure. */
  budgetConfirmed: boolean;
}

type Rule<K extends string> = [K, RegExp, { negatable?: boolean }?];

const OBJECTIONS: Rule<ObjectionKind>[] = [
  ["price", P.PRICE, { negatable: true }],
  ["no_budget", P.NO_BUDGET, { negatable: true }],
  ["timing", P.TIMING, { negatable: true }],
  ["approval", P.APPROVAL, { negatable: true }],
  ["security", P.SECURITY, { negatable: true }],
  ["incumbent", P.INCUMBENT, { negatable: true }],
  ["cold", P.COLD, { negatable: true }],
];

const BUYING: Rule<BuyingKind>[] = [
  ["proposal_sent", P.PROPOSAL_SENT],
  ["proposal_request", P.PROPOSAL_REQUEST, { negatable: true }],
  ["pricing", P.PRICING],
  ["trial", P.TRIAL, { negatable: true }],
  ["ready", P.READY, { negatable: true }],
  ["demo", P.DEMO, { negatable: true }],
  ["positive", P.POSITIVE, { negatable: true }],
];

function match<K extends string>(rules: Rule<K>[], s: Sentence): Hit<K>[] {
  const hits: Hit<K>[] = [];
  for (const [kind, re, opts] of rules) {
    const m = s.text.match(re);
    if (!m) continue;
    if (opts?.negatable && negatedAt(s.text, m.index ?? 0)) continue;
    if (kind === "proposal_request" && notYetAsked(s.text.slice(0, m.index ?? 0))) continue;
    hits.push({ kind, quote: s.text, order: s.order });
  }
  return hits;
}

/** "signed up", "signed off", "signed the NDA" */
const NOT_A_SALE_AFTER = new RegExp(
  String.raw`^(?:up(?! for (?:the |a |an |our |their )?(?:\S+ )?(?:plan|subscription|licen[cs]es?|package|tier|contract|seats?|annual|yearly|\d))|off|in|out|(?:(?:the|an|a|our|their) )?(?:(?:mutual|standard|new|two-way|one-way|updated) )?(?:${NOT_A_SALE_PAPER}))\b`,
  "i",
);
const NOT_A_SALE_BEFORE = new RegExp(String.raw`\b(?:${NOT_A_SALE_PAPER})\b`, "i");

/** "the docusign came back signed", "order form, signed 😊": a signature that has happened. */
function saysSigned(text: string): boolean {
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

/**
 * A yes told before the paper ("we're going with you") whose paper is still to come: the
 * contract still to issue or sign, or terms still negotiated after the yes.
 */
function verbalOnly(signals: Signals, facts: Sentence[]): boolean {
  const won = signals.outcome;
  if (won?.kind !== "CLOSED_WON") return false;
  // "Finance approved the quote, now legal is on the MSA": a yes to the price, paper to come.
  const priced = PRICE_ACCEPTED.test(won.quote);
  if (!(priced || VERBAL_WON.test(won.quote))) return false;
  // "waiting on the formal PO": a paper named as still to come is not done.
  if (saysSigned(won.quote) || (PAPER_DONE.test(won.quote) && !PAPER_PENDING.test(won.quote))) {
    return false;
  }
  // A yes in words only: no won phrase and no win the tokens read, unless it is a price accepted.
  if (!priced && (WON.test(won.quote) || outcomeIn(won.quote))) return false;
  return (
    facts.some((s) => s.order >= won.order && PAPER_PENDING.test(s.text)) ||
    signals.negotiation.some((n) => n.order >= won.order)
  );
}

/** "Correction: they did NOT sign, it's still with legal": the signature told later undone. */
const NOT_SIGNED =
  /\b(?:did(?:n't| not)|has(?:n't| not)|have(?:n't| not)|not)\s+(?:actually\s+|yet\s+|been\s+)*sign(?:ed)?\b(?!\s+(?:up|off|the nda))/i;

function unsigned(outcome: Hit<Outcome> | null, facts: Sentence[]): boolean {
  return (
    outcome?.kind === "CLOSED_WON" &&
    /\bsign/i.test(outcome.quote) &&
    facts.some((s) => s.order > outcome.order && NOT_SIGNED.test(s.text) && !saysSigned(s.text))
  );
}

/**
 * A win told after the client chose another vendor, that names a vendor or not us: the chosen
 * vendor's paper ("Orvex already got the PO", "signed with them on Friday apparently").
 */
function competitorsPaper(outcome: Hit<Outcome>, competitors: Competitor[]): boolean {
  if (outcome.kind !== "CLOSED_WON") return false;
  const text = outcome.quote.toLowerCase();
  return (
    competitors.some((c) => text.includes(c.name.toLowerCase())) ||
    !/\b(?:we|us|our|i)\b/.test(text)
  );
}

/** "They went with Procore but it's back on": lost and revived in one sentence. */
function revivedIn(text: string): boolean {
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
function outcomeOf(s: Sentence): Hit<Outcome> | null {
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

/** What the client does to terms: asks, pushes back, counters, marks up. */
const CLIENT_ON_TERMS =
  /\b(?:they|client|customer|procurement|legal|lawyers|cfo|ceo|buyer)\b[^.;]{0,30}\b(?:want|ask|request|push|counter|propose|demand|insist|reject|disput|challeng|negotiat|query|question|object|need)\w*/i;

/**
 * Terms we wrote into the proposal we sent ("our proposal including the payment terms", "a 10%
 * early-bird discount", "valid 60 days, net 30"): its content, not terms negotiated.
 */
function ourOfferTerms(text: string, index: number, sent: boolean): boolean {
  if (!sent && !/\b(?:find attached|attached is|enclosed is)\b/i.test(text)) return false;
  const before = text.slice(Math.max(0, index - 40), index);
  return (
    /\b(?:with|including|includes?|incl\.?|contain\w*|valid|our (?:standard|usual))\b|\(/i.test(
      before,
    ) && !CLIENT_ON_TERMS.test(text)
  );
}

/** `notVendors`: names in the deal that are not other vendors (the client, its people). */
export function findSignals(sentences: Sentence[], notVendors: string[] = []): Signals {
  const facts = statements(sentences);
  const signals: Signals = {
    objections: [],
    buying: [],
    negotiation: [],
    outcome: null,
    competitors: findCompetitors(facts, notVendors),
    need: false,
    demoPlanned: false,
    budgetConfirmed: false,
  };
  for (const s of facts) {
    signals.objections.push(...match(OBJECTIONS, s));
    const buying = match(BUYING, s);
    const proposal = has(buying, "proposal_sent", "proposal_request")
      ? null
      : proposalIn(s.text, s.origin);
    if (proposal) buying.push({ kind: proposal, quote: s.text, order: s.order });
    signals.buying.push(...buying);
    const n = s.text.match(P.NEGOTIATION);
    if (
      n &&
      !negatedAt(s.text, n.index ?? 0) &&
      !ourOfferTerms(s.text, n.index ?? 0, has(buying, "proposal_sent"))
    ) {
      signals.negotiation.push({ kind: "negotiation", quote: s.text, order: s.order });
    }
    if (P.NEED.test(s.text) || needIn(s.text)) signals.need = true;
    if (demoIn(s.text)) signals.demoPlanned = true;
    const ok = s.text.match(P.BUDGET_OK);
    if (ok && !negatedAt(s.text, ok.index ?? 0)) signals.budgetConfirmed = true;
    signals.outcome = outcomeOf(s) ?? signals.outcome;
  }
  if (verbalOnly(signals, facts) || unsigned(signals.outcome, facts)) signals.outcome = null;
  const chosen = signals.competitors
    .flatMap((c) => (c.chosen ? [c.chosen] : []))
    .sort((a, b) => b.order - a.order)[0];
  // "Marcos is back, they reopened the decision … signed": a win after the revival is ours.
  const revivedSince = (order: number) =>
    facts.some((s) => s.order > chosen!.order && s.order < order && REVIVED.test(s.text));
  if (
    chosen &&
    !revivedIn(chosen.text) &&
    (!signals.outcome ||
      signals.outcome.order <= chosen.order ||
      (competitorsPaper(signals.outcome, signals.competitors) &&
        !revivedSince(signals.outcome.order)))
  ) {
    signals.outcome = { kind: "CLOSED_LOST", quote: chosen.text, order: chosen.order };
  }
  // A loss followed by the client coming back is a live deal again.
  const lostAt = signals.outcome?.kind === "CLOSED_LOST" ? signals.outcome.order : null;
  // The client asking us for something again ("she wants a new quote from us") revives it too.
  const asksAgain = (order: number) =>
    signals.buying.some(
      (b) =>
        b.order === order &&
        ["proposal_request", "trial", "ready"].includes(b.kind) &&
        /\b(?:again|new|updated|another|fresh|back)\b/i.test(b.quote),
    );
  if (
    lostAt !== null &&
    facts.some(
      (s) =>
        s.order > lostAt && (REVIVED.test(s.text) || asksAgain(s.order) || STILL_OPEN.test(s.text)),
    )
  ) {
    signals.outcome = null;
    for (const c of signals.competitors) c.chosen = null;
  }
  return signals;
}

/**
 * Our offer, or another lot of the deal, told as still open after a loss: "Lot 2 is still under
 * evaluation", "our bid for the support lot is still pending".
 */
const STILL_OPEN =
  /\b(?:our|lot)\b[^.]*\bstill (?:under evaluation|being evaluated|open|pending|in (?:the )?(?:running|race|play))\b|\bstill (?:under evaluation|being evaluated|open|pending)\b[^.]*\b(?:our (?:tender|bid|offer|proposal|quote)|lot)\b/i;

export function has<K extends string>(hits: Hit<K>[], ...kinds: K[]): boolean {
  return hits.some((h) => kinds.includes(h.kind));
}
