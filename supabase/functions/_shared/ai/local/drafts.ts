// The content of a chat reply for each question the rep may ask, written from the facts.
// Wording for tone, lists and examples is applied afterwards (render.ts).

import type { Analysis, AssistantConfig, Attachment } from "../types.ts";
import { contactOf } from "./advice.ts";
import { formatDay, relativeDay } from "./dates.ts";
import { describePerson } from "./extract/people.ts";
import { seatCount } from "./extract/needs.ts";
import type { Facts } from "./facts.ts";
import type { Intent } from "./intents.ts";
import { formatMoneyExact, plannedTotal } from "./money.ts";
import type { Directives } from "./style.ts";
import { asObject, joinList, plural } from "./text.ts";

export interface ReplyContext {
  facts: Facts;
  analysis: Analysis;
  message: string;
  attachments: Attachment[];
  config: AssistantConfig;
  directives: Directives;
}

export interface Draft {
  intent: Intent;
  lead: string;
  points: string[];
  nextStep: string | null;
  /** Text kept as written (an email), never turned into bullets. */
  block?: string;
}

export const STAGE_LABEL: Record<string, string> = {
  LEAD: "Lead",
  QUALIFIED: "Qualified",
  PROPOSAL: "Proposal",
  NEGOTIATION: "Negotiation",
  CLOSED_WON: "Won",
  CLOSED_LOST: "Lost",
};

export function budgetLine(f: Facts): string {
  if (f.budget?.fromRecord) {
    return `The conversation doesn't state a budget; the client record has a deal value of ${f.budget.band}.`;
  }
  if (f.budget) return `Budget: ${f.budget.band} (they said: "${f.budget.quote}").`;
  if (f.noBudget) return "Budget: they've said there's no budget for this yet.";
  return `Budget: not mentioned yet. Ask ${contactOf(f)} what range they have in mind.`;
}

export function timelineLine(f: Facts): string {
  const t = f.timeline;
  if (t.asap) return "Timeline: they want it as soon as possible.";
  if (t.deadline) {
    return `Timeline: "${t.deadline.phrase}", i.e. ${
      formatDay(t.deadline.date, f.now)
    } (${t.urgency}).`;
  }
  if (t.relaxed) return "Timeline: no rush on their side and no fixed date.";
  return "Timeline: no date mentioned yet. Ask when they need this live.";
}

export function peopleLine(f: Facts): string {
  const deciders = f.people.filter((p) => p.decisionMaker).map(describePerson);
  const others = f.people.filter((p) => !p.decisionMaker).map(describePerson);
  if (!deciders.length && !others.length) {
    return "Decision maker: not identified yet. Ask who signs off.";
  }
  const parts = [];
  if (deciders.length) {
    parts.push(`${joinList(deciders)} ${deciders.length > 1 ? "decide" : "decides"}`);
  } else parts.push("nobody named as the signer yet");
  if (others.length) parts.push(`also involved: ${joinList(others)}`);
  return `Decision maker: ${parts.join("; ")}.`;
}

function signalPoints(a: Analysis): string[] {
  return a.insights.filter((i) => i.type === "opportunity" || i.type === "risk").map((i) =>
    i.content
  );
}

export function summaryDraft(c: ReplyContext): Draft {
  const { facts: f, analysis: a } = c;
  const needs = f.needs.requirements.slice(0, 2).map(asObject);
  const lead =
    `${f.clientLabel} is at the ${STAGE_LABEL[a.stage]} stage (${
      Math.round(a.confidence * 100)
    }% confidence), ${a.priority.toLowerCase()} priority.` +
    (needs.length ? ` They need ${joinList(needs)}.` : "");
  return {
    intent: "summary",
    lead,
    points: [
      budgetLine(f),
      timelineLine(f),
      peopleLine(f),
      ...signalPoints(a).slice(0, 3),
    ],
    nextStep: a.nextAction,
  };
}

export function budgetDraft(c: ReplyContext): Draft {
  const f = c.facts;
  const who = contactOf(f);
  if (f.budget && !f.budget.fromRecord) {
    const seats = seatCount(f.needs);
    const points = [`They said: "${f.budget.quote}"`];
    if (f.budget.kind === "approx") {
      points.push("That figure was approximate, so the band allows ±20% around it.");
    }
    if (seats) {
      const per = plannedTotal(f.budget) / seats.count;
      points.push(
        `Across ${plural(seats.count, seats.unit.replace(/s$/, ""), seats.unit)} that is about ${
          formatMoneyExact(Math.round(per), f.budget.currency)
        } each${f.budget.period ? ` per ${f.budget.period}` : ""}.`,
      );
    }
    if (!f.people.some((p) => p.decisionMaker)) {
      points.push("Confirm whether it is approved and who signs off.");
    }
    return {
      intent: "budget",
      lead: `The budget is ${f.budget.band}.`,
      points,
      nextStep: c.analysis.nextAction,
    };
  }
  const questions = [
    `"What have you set aside for this project this year?"`,
    `"Is that budget approved already, or does someone still need to sign it off?"`,
    `"Are you comparing options in a particular price range?"`,
  ];
  if (f.budget?.fromRecord) {
    return {
      intent: "budget",
      lead: budgetLine(f),
      points: [`Confirm it with ${who}:`, ...questions],
      nextStep: null,
    };
  }
  if (f.noBudget) {
    return {
      intent: "budget",
      lead: `There isn't a budget yet: they told us so. I won't guess a figure.`,
      points: [
        `Ask ${who} when budget planning starts and who owns it.`,
        "Offer a short business case (cost of the current process against the expected gain) they can take into that planning.",
      ],
      nextStep: c.analysis.nextAction,
    };
  }
  return {
    intent: "budget",
    lead:
      `The conversation doesn't mention a budget yet, so I can't give you a figure. Ask ${who} what range they have in mind.`,
    points: questions,
    nextStep: `Qualify the budget with ${who} before you send any pricing.`,
  };
}

export function decisionDraft(c: ReplyContext): Draft {
  const f = c.facts;
  const deciders = f.people.filter((p) => p.decisionMaker);
  const others = f.people.filter((p) => !p.decisionMaker);
  const approval = f.signals.objections.find((o) => o.kind === "approval");
  if (!deciders.length && !others.length) {
    return {
      intent: "decision",
      lead: `Nobody in the conversation has been named as the decision maker yet. Ask ${
        contactOf(f)
      }: "Besides you, who else needs to be involved to sign this off?"`,
      points: approval ? [`They did mention needing approval: "${approval.quote}"`] : [],
      nextStep: "Map the buying group (signer, budget owner, IT, procurement) on the next call.",
    };
  }
  const points = [
    ...deciders.map((p) =>
      `${describePerson(p)}: decision maker${p.name ? "" : " (name not given yet)"}.`
    ),
    ...others.map((p) => `${describePerson(p)}: involved, not the final signer.`),
  ];
  if (approval) points.push(`Approval step mentioned: "${approval.quote}"`);
  const lead = deciders.length
    ? `${joinList(deciders.map(describePerson))} ${
      deciders.length > 1 ? "make" : "makes"
    } the call.`
    : `I know who is involved, but not who signs: ${joinList(others.map(describePerson))}.`;
  return { intent: "decision", lead, points, nextStep: c.analysis.nextAction };
}

export function timelineDraft(c: ReplyContext): Draft {
  const f = c.facts;
  const t = f.timeline;
  const points: string[] = [];
  if (t.meeting) {
    points.push(`Next meeting: ${t.meeting.phrase} (${formatDay(t.meeting.date, f.now)}).`);
  }
  if (t.callback) points.push(`They asked to be contacted ${relativeDay(t.callback.date, f.now)}.`);
  if (t.deadline) points.push(`Source: "${t.deadline.quote}"`);
  const lead = t.deadline || t.asap || t.relaxed
    ? timelineLine(f).replace(/^Timeline: /, "The timeline: ")
    : `No deadline has been mentioned yet. Ask ${
      contactOf(f)
    } when they need this live and what drives that date.`;
  return { intent: "timeline", lead, points, nextStep: c.analysis.nextAction };
}

export function nextDraft(c: ReplyContext): Draft {
  const { facts: f, analysis: a } = c;
  const points: string[] = [];
  const covered = a.nextAction.toLowerCase();
  if (!f.budget && !f.noBudget && !covered.includes("budget")) {
    points.push("Qualify the budget: it hasn't been mentioned yet.");
  }
  if (!f.people.some((p) => p.decisionMaker) && !covered.includes("signs off")) {
    points.push("Find out who signs off.");
  }
  if (!f.timeline.deadline && !f.timeline.asap && !covered.includes("timeline")) {
    points.push("Pin down the timeline.");
  }
  for (const o of new Set(f.signals.objections.map((o) => o.kind))) {
    if (o === "security") points.push("Send the security and compliance documentation early.");
    if (o === "price") points.push("Prepare a value case for the price conversation.");
    if (o === "approval") points.push("Get the approver into the next conversation.");
  }
  if (a.suggestedFollowup) {
    points.push(
      `I've suggested a follow-up "${a.suggestedFollowup.title}" for ${
        formatDay(new Date(a.suggestedFollowup.dueAt), f.now)
      }.`,
    );
  }
  return { intent: "next", lead: a.nextAction, points, nextStep: null };
}
