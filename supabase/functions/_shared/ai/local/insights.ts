// Typed insights for the analysis card: budget, timeline, stakeholders, opportunities, risks.

import type { Insight, Stage } from "../types.ts";
import { daysBetween, formatDay } from "./dates.ts";
import { describePerson } from "./extract/people.ts";
import type { BuyingKind, ObjectionKind } from "./extract/signals.ts";
import type { Facts } from "./facts.ts";
import { joinList, lowerFirst, unique } from "./text.ts";

const BUYING_TEXT: Record<BuyingKind, [string, number]> = {
  proposal_request: ["They asked for a proposal or quote: a strong buying signal.", 0.85],
  proposal_sent: ["A proposal is with them: push for feedback and a decision date.", 0.8],
  pricing: ["They asked about pricing: interest is real, so anchor on value before numbers.", 0.6],
  trial: ["A trial or pilot is on the table: agree success criteria up front.", 0.7],
  ready: ["They said they are ready to move forward.", 0.85],
  demo: ["A demo is agreed or went well: use it to confirm requirements and sign-off.", 0.7],
  positive: ["Positive feedback on the product: ask them to champion it internally.", 0.6],
};

const RISK_TEXT: Record<ObjectionKind, [string, number]> = {
  price: [
    "Price concern: show the return (time saved, deals won) and offer scope options rather than a bare discount.",
    0.75,
  ],
  no_budget: ["No budget yet: the deal cannot close until funds are allocated.", 0.8],
  timing: ["Timing risk: the project may slip; agree a concrete date to revisit.", 0.7],
  approval: ["Needs approval from someone else: get the approver into the next conversation.", 0.7],
  security: [
    "Security or compliance review ahead: send the security pack early so it does not stall the deal.",
    0.7,
  ],
  incumbent: ["Happy with or tied to the current vendor: quantify the cost of staying.", 0.65],
  cold: ["The client has gone cold or lost interest.", 0.75],
};

function budgetInsight(f: Facts): Insight {
  if (f.budget) {
    const source = f.budget.fromRecord
      ? "the deal value on the client record"
      : `"${clip(f.budget.quote)}"`;
    return {
      type: "budget",
      content: `Budget: ${f.budget.band} (from ${source}).`,
      confidence: f.budget.fromRecord
        ? 0.6
        : f.budget.kind === "exact" || f.budget.kind === "range"
          ? 0.9
          : 0.75,
    };
  }
  if (f.noBudget) {
    return {
      type: "budget",
      content: "The client says there is no budget for this yet.",
      confidence: 0.8,
    };
  }
  return {
    type: "budget",
    content:
      "Budget unknown: nobody has stated a figure yet, so qualify it before sending pricing.",
    confidence: 0.5,
  };
}

function timelineInsight(f: Facts): Insight {
  const t = f.timeline;
  if (t.asap) {
    return { type: "timeline", content: "They want this as soon as possible.", confidence: 0.8 };
  }
  if (t.deadline) {
    const days = daysBetween(f.now, t.deadline.date);
    return {
      type: "timeline",
      content: `Deadline "${t.deadline.phrase}": ${formatDay(t.deadline.date, f.now)}, ${days} day${
        days === 1 ? "" : "s"
      } from now (${t.urgency}).`,
      confidence: 0.8,
    };
  }
  if (t.relaxed) {
    return {
      type: "timeline",
      content: "No rush on their side: no fixed date yet.",
      confidence: 0.6,
    };
  }
  return {
    type: "timeline",
    content: "Timeline unknown: ask when they need this in place.",
    confidence: 0.5,
  };
}

function stakeholderInsights(f: Facts): Insight[] {
  if (f.people.length === 0) {
    return [
      {
        type: "stakeholder",
        content: "Decision maker unknown: ask who signs off.",
        confidence: 0.5,
      },
    ];
  }
  const deciders = f.people.filter((p) => p.decisionMaker).map(describePerson);
  const others = f.people.filter((p) => !p.decisionMaker).map(describePerson);
  const out: Insight[] = [];
  if (deciders.length) {
    out.push({
      type: "stakeholder",
      content: `Decision maker: ${joinList(deciders)}.`,
      confidence: 0.8,
    });
  }
  if (others.length) {
    out.push({
      type: "stakeholder",
      content: `Also involved: ${joinList(others)}.`,
      confidence: 0.7,
    });
  }
  return out;
}

function clip(text: string, max = 90): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function insightsFor(f: Facts, stage: Stage): Insight[] {
  const out: Insight[] = [];
  const s = f.signals;
  const chosen = s.competitors.filter((c) => c.chosen).map((c) => c.name);
  if (s.outcome) {
    const to = stage === "CLOSED_LOST" && chosen.length ? ` to ${joinList(chosen)}` : "";
    out.push({
      type: stage === "CLOSED_WON" ? "opportunity" : "risk",
      content:
        stage === "CLOSED_WON"
          ? `Deal won: "${clip(s.outcome.quote)}". Plan the handover and look for expansion.`
          : `Deal lost${to}: "${clip(s.outcome.quote)}".`,
      confidence: 0.9,
    });
  }
  out.push(budgetInsight(f), timelineInsight(f), ...stakeholderInsights(f));
  for (const kind of unique(s.buying.map((b) => b.kind))) {
    const [content, confidence] = BUYING_TEXT[kind];
    out.push({ type: "opportunity", content, confidence });
  }
  if (s.negotiation.length > 0 && stage === "NEGOTIATION") {
    out.push({
      type: "opportunity",
      content: "Terms are being negotiated: the deal is close.",
      confidence: 0.75,
    });
  }
  for (const kind of unique(s.objections.map((o) => o.kind))) {
    if (kind === "no_budget" && f.noBudget) continue;
    const [content, confidence] = RISK_TEXT[kind];
    out.push({ type: "risk", content, confidence });
  }
  const lostTo = stage === "CLOSED_LOST" ? chosen : [];
  const rivals = s.competitors
    .filter((c) => !c.current && !lostTo.includes(c.name))
    .map((c) => c.name);
  const incumbents = s.competitors
    .filter((c) => c.current && !lostTo.includes(c.name))
    .map((c) => c.name);
  const vendors: Insight[] = [];
  if (rivals.length) {
    vendors.push({
      type: "risk",
      content:
        stage === "CLOSED_LOST"
          ? `Also in the running: ${joinList(rivals)}.`
          : `Competing against ${joinList(rivals)}.`,
      confidence: 0.7,
    });
  }
  if (incumbents.length) {
    vendors.push({
      type: "risk",
      content: `Uses ${joinList(
        incumbents,
      )} today: expect questions about migration and switching cost.`,
      confidence: 0.65,
    });
  }
  out.push(...vendors);
  if (s.need && f.needs.requirements.length > 0 && !s.outcome) {
    out.push({
      type: "opportunity",
      content: `Stated need: ${clip(lowerFirst(f.needs.requirements[0]), 80)}.`,
      confidence: 0.65,
    });
  }
  // At most ten: the outcome and the other vendors are kept, the last of the rest give way.
  while (out.length > 10) {
    const last = out.findLastIndex((i, k) => k > 0 && !vendors.includes(i));
    out.splice(last, 1);
  }
  return out;
}
