// The content of a chat reply for each question the rep may ask, written from the facts.
// Wording for tone, lists and examples is applied afterwards (render.ts). Every draft's next
// step is the analysis' next action, so a reply never contradicts the analysis card.

import type { Analysis, AssistantConfig, Attachment } from "../types.ts";
import { contactOf } from "./advice.ts";
import { formatDay, relativeDay } from "./dates.ts";
import { describePerson } from "./extract/people.ts";
import { quantityText, seatCount } from "./extract/needs.ts";
import { chosenCompetitor, lossReasons, OBJECTION_LABEL, statedNeeds } from "./fact-accessors.ts";
import type { Facts } from "./facts.ts";
import { goLiveOf } from "./go-live.ts";
import type { Intent } from "./intents.ts";
import { STAGE_LABELS } from "../../contract/enums.ts";
import { formatMoneyExact } from "../../documents/money.ts";
import { plannedTotal } from "./money.ts";
import type { Directives } from "./style.ts";
import { asObject, joinList, unique } from "./text.ts";

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

/** A draft whose next step is the analysis' next action, as most are. */
export function answer(c: ReplyContext, intent: Intent, lead: string, points: string[]): Draft {
  return { intent, lead, points, nextStep: c.analysis.nextAction };
}

export const isWon = (c: ReplyContext) => c.analysis.stage === "CLOSED_WON";
export const isLost = (c: ReplyContext) => c.analysis.stage === "CLOSED_LOST";
export const isClosed = (c: ReplyContext) => isWon(c) || isLost(c);

/** What is known about the budget, as a phrase; "not stated" when nothing is. */
function budgetFact(f: Facts): string {
  if (f.budget?.fromRecord) {
    return `${f.budget.band} (the deal value on the client record; not stated in the conversation)`;
  }
  if (f.budget) return `${f.budget.band} (they said: "${f.budget.quote}")`;
  return f.noBudget ? "no budget yet (they said so)" : "not stated";
}

function timelineFact(f: Facts): string {
  const t = f.timeline;
  if (t.asap) return "as soon as possible";
  if (t.deadline) {
    return `"${t.deadline.phrase}", i.e. ${formatDay(t.deadline.date, f.now)} (${t.urgency})`;
  }
  return t.relaxed ? "no rush and no fixed date" : "no date stated";
}

function peopleFact(f: Facts): string {
  const deciders = f.people.filter((p) => p.decisionMaker).map(describePerson);
  const others = f.people.filter((p) => !p.decisionMaker).map(describePerson);
  if (!deciders.length && !others.length) return "not named";
  const parts = [
    deciders.length
      ? `${joinList(deciders)} ${deciders.length > 1 ? "decide" : "decides"}`
      : "signer not named",
  ];
  if (others.length) parts.push(`also involved: ${joinList(others)}`);
  return parts.join("; ");
}

export const budgetLine = (f: Facts) => `Budget: ${budgetFact(f)}.`;
export const timelineLine = (f: Facts) => `Timeline: ${timelineFact(f)}.`;
export const peopleLine = (f: Facts) => `Decision maker: ${peopleFact(f)}.`;

/** "50 sales reps" */
export function seatsText(f: Facts): string | null {
  const seats = seatCount(f.needs);
  return seats ? quantityText(seats) : null;
}

/** The date of a kick-off meeting already booked with the client. */
export function bookedKickoff(f: Facts): Date | null {
  return f.timeline.kickoff?.date ?? null;
}

/** The kick-off: a booked kick-off meeting, else (once won) the analysis' follow-up date. */
export function kickoffDate(c: ReplyContext): Date | null {
  const due = c.analysis.suggestedFollowup?.dueAt;
  return bookedKickoff(c.facts) ?? (isWon(c) && due ? new Date(due) : null);
}

/** "Deal won." / "Deal lost to HubSpot." / "Acme is at the Proposal stage (…), high priority." */
export function stageSentence(c: ReplyContext): string {
  const { facts: f, analysis: a } = c;
  if (isWon(c)) return `${f.clientLabel}: deal won.`;
  if (isLost(c)) {
    const to = chosenCompetitor(f);
    return `${f.clientLabel}: deal lost${to ? ` to ${to}` : ""}.`;
  }
  return `${f.clientLabel} is at the ${STAGE_LABELS[a.stage]} stage (${Math.round(
    a.confidence * 100,
  )}% confidence), ${a.priority.toLowerCase()} priority.`;
}

/** What is still unknown on an open deal, one short clause each. */
function unknowns(f: Facts): string[] {
  const out: string[] = [];
  if (!f.budget && !f.noBudget) out.push("budget not stated");
  if (!f.people.some((p) => p.decisionMaker)) out.push("signer not named");
  if (!f.timeline.deadline && !f.timeline.asap) out.push("date not stated");
  return out;
}

/** The deadline, else the go-live as stated ("go-live at the start of the spring term"). */
function byWhen(f: Facts): string {
  const live = goLiveOf(f);
  return !f.timeline.deadline && !f.timeline.asap && live
    ? `go-live ${live.prose}`
    : timelineFact(f);
}

/** Who, what, how much, by when, and what is still open. */
export function recapPoints(c: ReplyContext): string[] {
  const f = c.facts;
  const needs = statedNeeds(f).slice(0, 3).map(asObject);
  const seats = seatsText(f);
  const counted = seats && needs.some((n) => n.includes(seats));
  const what =
    [counted ? null : seats, needs.length ? joinList(needs) : null].filter(Boolean).join("; ") ||
    "need not stated";
  const points = [
    `Who: ${peopleFact(f)}.`,
    `What: ${what}.`,
    `How much: ${budgetFact(f)}.`,
    `By when: ${byWhen(f)}.`,
  ];
  const m = f.timeline.meeting;
  if (m) points.push(`Next meeting: ${m.phrase} (${formatDay(m.date, f.now)}).`);
  const others = f.signals.competitors.filter((x) => !x.chosen);
  const inUse = others.filter((x) => x.current).map((x) => x.name);
  const rivals = others.filter((x) => !x.current).map((x) => x.name);
  if (inUse.length) points.push(`Uses today: ${joinList(inUse)}.`);
  if (rivals.length) points.push(`Competition: ${joinList(rivals)}.`);
  const concerns = unique(f.signals.objections.map((o) => OBJECTION_LABEL[o.kind]));
  if (concerns.length) points.push(`Concerns raised: ${joinList(concerns)}.`);
  const open = [...(isClosed(c) ? [] : unknowns(f)), ...f.needs.questions.map((q) => `"${q}"`)];
  if (open.length) points.push(`Open questions: ${open.join("; ")}.`);
  return points;
}

export function summaryDraft(c: ReplyContext): Draft {
  return answer(c, "summary", stageSentence(c), recapPoints(c));
}

const BUDGET_QUESTIONS = [
  `"What have you set aside for this project this year?"`,
  `"Is that budget approved already, or does someone still need to sign it off?"`,
  `"Are you comparing options in a particular price range?"`,
];

export function budgetDraft(c: ReplyContext): Draft {
  const f = c.facts;
  const who = contactOf(f);
  if (f.budget && !f.budget.fromRecord) {
    const points = [`They said: "${f.budget.quote}"`];
    if (f.budget.kind === "approx") {
      points.push("That figure was approximate, so the band allows ±20% around it.");
    }
    const seats = seatCount(f.needs);
    if (seats) {
      const per = plannedTotal(f.budget) / seats.count;
      points.push(
        `Across ${seatsText(f)} that is about ${formatMoneyExact(
          Math.round(per),
          f.budget.currency,
        )} each${f.budget.period ? ` per ${f.budget.period}` : ""}.`,
      );
    }
    if (isLost(c)) {
      const price = f.signals.objections.find((o) => o.kind === "price");
      if (price) points.push(`Price was one of their reasons: "${price.quote}"`);
      return answer(c, "budget", `Their budget was ${f.budget.band}.`, points);
    }
    if (isWon(c)) return answer(c, "budget", `Deal value: ${f.budget.band}.`, points);
    if (!f.people.some((p) => p.decisionMaker)) {
      points.push("Confirm whether it is approved and who signs off.");
    }
    return answer(c, "budget", `The budget is ${f.budget.band}.`, points);
  }
  if (isClosed(c)) {
    return answer(
      c,
      "budget",
      f.noBudget ? "They had no budget for this." : `Budget: ${budgetFact(f)}.`,
      [],
    );
  }
  if (f.budget?.fromRecord) {
    return answer(c, "budget", budgetLine(f), [`Confirm it with ${who}:`, ...BUDGET_QUESTIONS]);
  }
  if (f.noBudget) {
    return answer(c, "budget", "No budget yet (they said so).", [
      `Ask ${who} when budget planning starts and who owns it.`,
      "Offer a short business case (cost of the current process against the expected gain) they can take into that planning.",
    ]);
  }
  return answer(
    c,
    "budget",
    `Budget not stated yet. Ask ${who} what range they have in mind.`,
    BUDGET_QUESTIONS,
  );
}

export function decisionDraft(c: ReplyContext): Draft {
  const f = c.facts;
  const deciders = f.people.filter((p) => p.decisionMaker);
  const others = f.people.filter((p) => !p.decisionMaker);
  const approval = f.signals.objections.find((o) => o.kind === "approval");
  const closed = isClosed(c);
  if (!deciders.length && !others.length) {
    return answer(
      c,
      "decision",
      closed
        ? "Decision maker not named."
        : `Decision maker not named yet. Ask ${contactOf(
            f,
          )}: "Besides you, who else needs to be involved to sign this off?"`,
      approval ? [`They did mention needing approval: "${approval.quote}"`] : [],
    );
  }
  const points = [
    ...deciders.map(
      (p) => `${describePerson(p)}: decision maker${p.name ? "" : " (name not given)"}.`,
    ),
    ...others.map((p) => `${describePerson(p)}: involved, not the final signer.`),
  ];
  if (approval) points.push(`Approval step mentioned: "${approval.quote}"`);
  const names = joinList(deciders.map(describePerson));
  const verb = closed ? "made" : deciders.length > 1 ? "make" : "makes";
  return answer(
    c,
    "decision",
    deciders.length
      ? `${names} ${verb} the call.`
      : `Signer not named${closed ? "" : " yet"}; involved: ${joinList(
          others.map(describePerson),
        )}.`,
    points,
  );
}

export function timelineDraft(c: ReplyContext): Draft {
  const f = c.facts;
  const t = f.timeline;
  const due = c.analysis.suggestedFollowup?.dueAt;
  if (isLost(c)) {
    const to = chosenCompetitor(f);
    return answer(
      c,
      "timeline",
      `No timeline to track: the deal was lost${to ? ` to ${to}` : ""}.`,
      due ? [`Check-in: ${formatDay(new Date(due), f.now)}.`] : [],
    );
  }

  const points: string[] = [];
  const kickoff = kickoffDate(c);
  if (kickoff) points.push(`Kick-off: ${formatDay(kickoff, f.now)}.`);
  else if (t.meeting) {
    points.push(`Next meeting: ${t.meeting.phrase} (${formatDay(t.meeting.date, f.now)}).`);
  }
  if (t.callback) points.push(`They asked to be contacted ${relativeDay(t.callback.date, f.now)}.`);
  if (t.deadline) points.push(`Source: "${t.deadline.quote}"`);
  if (isWon(c)) {
    const live = goLiveOf(f);
    return answer(
      c,
      "timeline",
      live ? `Go-live: ${live.label}.` : "Go-live date not set.",
      points,
    );
  }
  const lead =
    t.deadline || t.asap || t.relaxed
      ? `The timeline: ${timelineFact(f)}.`
      : `No deadline stated yet. Ask ${contactOf(
          f,
        )} when they need this live and what drives that date.`;
  return answer(c, "timeline", lead, points);
}

function openDealGaps(c: ReplyContext): string[] {
  const { facts: f, analysis: a } = c;
  const points: string[] = [];
  const covered = a.nextAction.toLowerCase();
  if (!f.budget && !f.noBudget && !covered.includes("budget")) {
    points.push("Qualify the budget: not stated yet.");
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
  return points;
}

function wonSteps(c: ReplyContext): string[] {
  const f = c.facts;
  const kickoff = kickoffDate(c);
  const attendees = f.people.filter((p) => !p.body).map(describePerson);
  const points: string[] = [];
  if (kickoff) {
    points.push(
      `Kick-off: ${formatDay(kickoff, f.now)}${
        attendees.length ? ` with ${joinList(attendees)}` : ""
      }.`,
    );
  }
  const live = goLiveOf(f);
  points.push(
    !live
      ? "Go-live date not set: agree it at the kick-off."
      : live.date
        ? `Go-live: ${live.label}; the onboarding plan works back from it.`
        : `Go-live: ${live.label}; fix the exact day at the kick-off.`,
  );
  if (f.needs.integrations.length) {
    points.push(`Set up first: the ${joinList(f.needs.integrations)} integration.`);
  }
  return points;
}

function lostSteps(c: ReplyContext): string[] {
  const reasons = unique(lossReasons(c.facts).map((r) => r.label));
  return [
    reasons.length
      ? `Loss reasons to record: ${reasons.join("; ")}.`
      : "Loss reason not stated: ask at the check-in.",
  ];
}

export function nextDraft(c: ReplyContext): Draft {
  const { facts: f, analysis: a } = c;
  const points = isWon(c) ? wonSteps(c) : isLost(c) ? lostSteps(c) : openDealGaps(c);
  if (a.suggestedFollowup) {
    points.push(
      `I've suggested a follow-up "${a.suggestedFollowup.title}" for ${formatDay(
        new Date(a.suggestedFollowup.dueAt),
        f.now,
      )}.`,
    );
  }
  return { intent: "next", lead: a.nextAction, points, nextStep: null };
}
