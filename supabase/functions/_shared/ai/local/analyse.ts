// Stage, priority and confidence from the facts, then the advice built on them.

import type { Analysis, AnalysisInput, Priority, Stage } from "../types.ts";
import { followupFor, insightsFor, nextActionFor } from "./advice.ts";
import { isoDate } from "./dates.ts";
import { seatCount } from "./extract/needs.ts";
import { has } from "./extract/signals.ts";
import * as P from "./extract/signal-patterns.ts";
import { type Facts, gatherFacts } from "./facts.ts";
import { toUsd } from "./money.ts";

/**
 * The furthest stage the evidence supports: an outcome closes the deal; contract, terms or
 * discount talk is NEGOTIATION; a requested or sent proposal is PROPOSAL; a known decision
 * maker, or a need with a budget (or a budget with a deadline, or a need with an agreed demo
 * or trial) is QUALIFIED; anything else is a LEAD. "No budget" or a cold client stays a LEAD.
 */
export function stageOf(f: Facts): Stage {
  const s = f.signals;
  if (s.outcome) return s.outcome.kind;
  if (s.negotiation.length > 0) return "NEGOTIATION";
  if (has(s.buying, "proposal_request", "proposal_sent")) return "PROPOSAL";
  if (f.noBudget || has(s.objections, "cold")) return "LEAD";
  // On a first contact (a web form, a stand, an enquiry) knowing who decides is not yet
  // qualification: the labelling's LEAD is "a first contact; need, budget and authority mostly
  // unknown".
  const firstContact = f.sentences.some(
    (x) => x.origin !== "assistant" && P.FIRST_CONTACT.test(x.text),
  );
  const authority = f.people.some((p) => p.decisionMaker) && !firstContact;
  const budget = (f.budget !== null && !f.budget.fromRecord) || s.budgetConfirmed;
  const engaged = has(s.buying, "demo", "trial", "ready") || s.demoPlanned;
  // Asking for a demo, a trial or prices is itself a stated need.
  const need = s.need || s.buying.length > 0;
  if (
    authority ||
    (need && budget) ||
    (budget && f.timeline.deadline) ||
    ((need || budget) && engaged)
  ) {
    return "QUALIFIED";
  }
  return "LEAD";
}

const SMALL =
  /\b(?:tiny|small (?:shop|business|team|company|practice|office)|one[- ](?:person|man|woman) (?:shop|business|band)|solo(?:preneur)?|freelancer|sole trader)\b/i;

/** The budget per year in US dollars, to size the deal. */
export function annualUsd(f: Facts): number | null {
  if (!f.budget) return null;
  const perYear = f.budget.period === "month" ? 12 : f.budget.period === "quarter" ? 4 : 1;
  return toUsd(f.budget.max, f.budget.currency) * perYear;
}

/**
 * Points for size (≥ $100k a year: +2, ≥ $20k: +1; with no figure, a confirmed budget or 100+
 * seats: +1; a tiny business or ≤ 3 seats: −1), urgency (urgent +2, soon +1, later −1),
 * strong buying signals (+1 each, at most +2; else +1 for a pricing question, demo or praise), a late stage (+1) and a known decision maker (+1);
 * minus for no budget (−2), a cold client (−2), timing or incumbent objections (−1 each).
 * HIGH from 3 points when the deal presses, as the manager's rubric has it (urgency, or a
 * proposal or negotiation with the decision maker engaged); LOW at 0 or below. Lost deals are
 * LOW; won deals MEDIUM (onboarding).
 */
export function priorityOf(f: Facts, stage: Stage): Priority {
  if (stage === "CLOSED_LOST") return "LOW";
  if (stage === "CLOSED_WON") return "MEDIUM";
  const s = f.signals;
  let score = 0;
  const usd = annualUsd(f);
  const seats = seatCount(f.needs)?.count ?? f.needs.quantities[0]?.count ?? null;
  if (usd !== null) score += usd >= 100_000 ? 2 : usd >= 20_000 ? 1 : 0;
  else if (s.budgetConfirmed || (seats ?? 0) >= 100) score += 1;
  if (
    SMALL.test(f.sentences.map((x) => x.text).join(" ")) ||
    (usd === null && seats !== null && seats <= 3)
  ) {
    score -= 1;
  }
  if (f.noBudget) score -= 2;
  score += { urgent: 2, soon: 1, normal: 0, later: -1, unknown: 0 }[f.timeline.urgency];
  const strong = new Set(
    s.buying
      .filter((b) => ["proposal_request", "proposal_sent", "ready", "trial"].includes(b.kind))
      .map((b) => b.kind),
  );
  const moderate = has(s.buying, "pricing", "demo", "positive");
  score += strong.size > 0 ? Math.min(2, strong.size) : moderate ? 1 : 0;
  if (stage === "NEGOTIATION" || stage === "PROPOSAL") score += 1;
  if (f.people.some((p) => p.decisionMaker)) score += 1;
  if (has(s.objections, "cold")) score -= 2;
  if (has(s.objections, "timing")) score -= 1;
  if (has(s.objections, "incumbent")) score -= 1;
  // HIGH is for real money: a stated figure under $20k a year stays MEDIUM however urgent.
  const pressing =
    f.timeline.urgency === "urgent" ||
    f.timeline.urgency === "soon" ||
    ((stage === "NEGOTIATION" || stage === "PROPOSAL") && f.people.some((p) => p.decisionMaker));
  if (score >= 3) return (usd !== null && usd < 20_000) || !pressing ? "MEDIUM" : "HIGH";
  return score <= 0 ? "LOW" : "MEDIUM";
}

/** 0.3 with nothing to go on, growing with each kind of evidence, at most 0.95. */
export function confidenceOf(f: Facts, stage: Stage): number {
  const s = f.signals;
  let c = 0.3;
  if (f.budget) c += f.budget.fromRecord ? 0.05 : 0.12;
  if (f.noBudget) c += 0.08;
  if (f.timeline.deadline || f.timeline.asap) c += 0.08;
  if (f.people.length > 0) c += 0.06;
  if (f.people.some((p) => p.decisionMaker && p.name)) c += 0.04;
  if (s.need) c += 0.05;
  const kinds = new Set([...s.buying, ...s.objections].map((h) => h.kind));
  c += Math.min(0.15, 0.05 * kinds.size + (s.negotiation.length > 0 ? 0.05 : 0));
  c += 0.02 * Math.min(f.messageCount, 5);
  if (stage === "CLOSED_WON" || stage === "CLOSED_LOST") c = Math.max(c, 0.85) + 0.05;
  return Math.round(Math.min(0.95, c) * 100) / 100;
}

export function analyseFacts(f: Facts): Analysis {
  const stage = stageOf(f);
  const priority = priorityOf(f, stage);
  return {
    stage,
    priority,
    budgetBand: f.budget?.band ?? null,
    confidence: confidenceOf(f, stage),
    nextAction: nextActionFor(f, stage),
    suggestedFollowup: followupFor(f, stage, priority),
    insights: insightsFor(f, stage),
    closeBy: f.timeline.deadline ? isoDate(f.timeline.deadline.date) : null,
  };
}

export function analyse(input: AnalysisInput): Analysis {
  const facts = gatherFacts({
    client: input.client,
    messages: input.messages,
    attachments: input.attachments,
    now: input.now,
  });
  if (facts.sentences.length === 0 && input.client.stage !== "LEAD") {
    // Nothing to read yet: keep what the rep recorded rather than resetting it to LEAD.
    return { ...analyseFacts(facts), stage: input.client.stage, priority: input.client.priority };
  }
  return analyseFacts(facts);
}
