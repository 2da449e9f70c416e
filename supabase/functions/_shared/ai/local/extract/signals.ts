// Objections and risks, buying signals, negotiation, and the deal's outcome.

import { type Sentence, statements } from "../text.ts";
import { type Competitor, findCompetitors } from "./competitors.ts";
import { demoIn, needIn } from "./engagement.ts";
import { type Outcome, outcomeIn } from "./outcome.ts";
import {
  PAPER_DONE,
  PAPER_PENDING,
  PRICE_ACCEPTED,
  REVIVED,
  VERBAL_WON,
  WON,
} from "./outcome-patterns.ts";
import { negatedAt, notYetAsked } from "./scope.ts";
import { proposalIn } from "./proposal.ts";
import * as P from "./signal-patterns.ts";
import { type Hit, outcomeOf, revivedIn, saysSigned } from "./outcome-statement.ts";

export type ObjectionKind =
  "price" | "no_budget" | "timing" | "approval" | "security" | "incumbent" | "cold";
export type BuyingKind =
  "proposal_request" | "proposal_sent" | "pricing" | "trial" | "ready" | "demo" | "positive";

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
