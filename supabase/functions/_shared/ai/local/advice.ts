// The concrete next action and the follow-up it becomes, with a due date.

import type { Priority, Stage, SuggestedFollowup } from "../types.ts";
import {
  addBusinessDays,
  addDays,
  atNine,
  daysBetween,
  formatDay,
  onOrAfterBusinessDay,
  onOrBeforeBusinessDay,
  relativeDay,
} from "./dates.ts";
import { meetingKind, whenSaid } from "./said-dates.ts";
import { chosenCompetitor, statedNeeds } from "./fact-accessors.ts";
import { describePerson, keyPerson, type Person } from "./extract/people.ts";
import { has } from "./extract/signals.ts";
import { quantityText, seatCount } from "./extract/needs.ts";
import type { Facts } from "./facts.ts";
import { joinList, lowerFirst } from "./text.ts";

export { insightsFor } from "./insights.ts";

/** Who to speak to: "Maria Lopez (CFO)", else the client's name. */
export function contactOf(f: Facts): string {
  const p = keyPerson(f.people);
  if (p && p.name) return describePerson(p);
  return f.client?.name || (p ? describePerson(p) : f.clientLabel);
}

/** Titles that name no one: "Dr Nair" is matched on "Nair". */
const TITLE_WORD = /^(?:dr|mr|mrs|ms|miss|prof|sir|dame)\.?$/i;

/**
 * The person the rep's request names ("a thank-you email to Priya"), told by a word of their name,
 * among the client and the people the conversation names; the one named first when several are.
 */
function namedInAsk(f: Facts, ask: string): string | null {
  const words = ask.split(/[^\p{L}\p{M}'’-]+/u);
  const known = [f.client?.name, ...f.people.filter((p) => !p.body).map((p) => p.name)];
  let best: { name: string; at: number } | null = null;
  for (const name of known) {
    if (!name) continue;
    for (const part of name.split(/\s+/)) {
      const at = part.length > 1 && !TITLE_WORD.test(part) ? words.indexOf(part) : -1;
      if (at >= 0 && (!best || at < best.at)) best = { name, at };
    }
  }
  return best?.name ?? null;
}

/**
 * The full name a reply, letter or follow-up addresses: the person the rep's request names, else
 * the key person's, else the client record's.
 */
export function recipientOf(f: Facts, ask = ""): string | null {
  return namedInAsk(f, ask) ?? keyPerson(f.people)?.name ?? f.client?.name ?? null;
}

/** Who signs: a person when one is known, else a body such as the board. */
function decider(f: Facts): Person | null {
  return (
    f.people.find((p) => p.decisionMaker && !p.body) ??
    f.people.find((p) => p.decisionMaker) ??
    null
  );
}

function volume(f: Facts): string {
  const q = seatCount(f.needs);
  return q ? ` for ${quantityText(q)}` : "";
}

function by(date: Date, f: Facts): string {
  return ` by ${relativeDay(date, f.now)}`;
}

function deadlineClause(f: Facts): string {
  const d = f.timeline.deadline;
  if (f.timeline.asap) return " as soon as possible";
  return d && daysBetween(f.now, d.date) <= 60 ? by(d.date, f) : "";
}

/** When the proposal asked for is due: " by Friday", the deadline when near, else in 3 business days. */
export function proposalDue(f: Facts): string {
  return deadlineClause(f) || by(addBusinessDays(f.now, 3), f);
}

/** What the analysis plans next, before it is put in words (nextActionFor); replies offer the same. */
export type NextStep =
  | "kickoff"
  | "record_loss"
  | "call_back"
  | "revised_offer"
  | "final_contract"
  | "send_proposal"
  | "proposal_feedback"
  | "reengage"
  | "keep_warm"
  | "qualify_budget"
  | "find_signer"
  | "confirm_timeline"
  | "prepare_meeting"
  | "follow_up_demo"
  | "book_demo";

export function nextStepFor(f: Facts, stage: Stage): NextStep {
  const s = f.signals;
  if (stage === "CLOSED_WON") return "kickoff";
  if (stage === "CLOSED_LOST") return "record_loss";
  if (f.timeline.callback) return "call_back";
  if (stage === "NEGOTIATION")
    return has(s.objections, "price") ? "revised_offer" : "final_contract";
  if (stage === "PROPOSAL") {
    return has(s.buying, "proposal_request") && !has(s.buying, "proposal_sent")
      ? "send_proposal"
      : "proposal_feedback";
  }
  if (has(s.objections, "cold")) return "reengage";
  if (f.noBudget) return "keep_warm";
  if (!f.budget) return "qualify_budget";
  if (!decider(f)) return "find_signer";
  if (!f.timeline.deadline && !f.timeline.asap) return "confirm_timeline";
  const meeting = f.timeline.meeting;
  if (meeting && daysBetween(f.now, meeting.date) <= 14) return "prepare_meeting";
  // Today's demo took place: the proposal follows it, not another demo.
  const held = f.timeline.held;
  if (held && !meeting && meetingKind(held) === "demo") return "follow_up_demo";
  return "book_demo";
}

export function nextActionFor(f: Facts, stage: Stage): string {
  const who = contactOf(f);
  const step = nextStepFor(f, stage);
  switch (step) {
    case "kickoff":
      return `Schedule the kick-off with ${who} and send the onboarding plan${volume(f)}.`;
    case "record_loss": {
      const competitor = chosenCompetitor(f) ?? f.signals.competitors.find((c) => !c.current)?.name;
      const reason = competitor ? ` (they chose ${competitor})` : "";
      return `Record the loss reason${reason} and check in with ${who} in three months.`;
    }
    case "call_back":
      return `Call ${who} back ${relativeDay(f.timeline.callback!.date, f.now)} as they asked.`;
    case "revised_offer":
    case "final_contract": {
      const parties = f.people
        .filter((p) => /Legal|Procurement/.test(p.role ?? ""))
        .map((p) => p.role!);
      const with_ = parties.length ? ` with ${joinList(parties)}` : "";
      return step === "revised_offer"
        ? `Prepare a revised offer for ${who} that answers the price concern without cutting value (phased rollout or a longer term) and agree the contract terms${with_}${deadlineClause(
            f,
          )}.`
        : `Agree the open contract terms${with_} and send ${who} the final contract${deadlineClause(
            f,
          )}.`;
    }
    case "send_proposal":
      return `Send the proposal with pricing${volume(f)} to ${who}${proposalDue(f)}.`;
    case "proposal_feedback":
      return `Follow up with ${who} on the proposal: ask for feedback and the date they will decide.`;
    case "reengage":
      return `Re-engage ${who} with a short check-in that offers one concrete reason to talk; if there is no reply, move them to nurture.`;
    case "keep_warm":
      return `Keep ${who} warm: agree when budget planning starts and share a short business case they can take into it.`;
    case "qualify_budget":
      return `Qualify the budget: ask ${who} what range they have set aside${volume(
        f,
      )} and who signs off.`;
    case "find_signer":
      return `Find out who signs off: ask ${who} to bring the decision maker to the next call.`;
    case "confirm_timeline":
      return `Confirm the timeline: ask ${who} when they need this live and what drives that date.`;
  }
  const dm = decider(f)!;
  const attendee = dm.body ? who : describePerson(dm);
  if (step === "prepare_meeting") {
    const meeting = f.timeline.meeting!;
    return `Prepare for the ${meetingKind(meeting)} ${whenSaid(
      meeting,
      f.now,
    )} with ${attendee}: tailor the demo to their top requirement and bring a draft plan.`;
  }
  const topNeed = statedNeeds(f)[0];
  const focus = topNeed ? ` focused on "${lowerFirst(topNeed)}"` : "";
  const approval = dm.body ? ` for ${describePerson(dm)} to approve` : "";
  return step === "follow_up_demo"
    ? `Follow up on today's demo with ${attendee}: send the proposal${focus}${approval}${deadlineClause(
        f,
      )}.`
    : `Book a demo with ${attendee}${focus}${deadlineClause(f)}, then send the proposal${approval}.`;
}

/**
 * Due dates: won deals 2 business days (to set up the kick-off), or the kick-off itself when the
 * client named an earlier day; lost deals a 90-day check-in; a date the client
 * asked for when there is one; otherwise by priority (HIGH: next business day, MEDIUM: 3
 * business days, LOW: a week). Never after the business day before a close deadline or meeting,
 * never before the next business day, never on a weekend; due at 09:00 UTC.
 */
export function followupDue(f: Facts, stage: Stage, priority: Priority): Date {
  const now = f.now;
  const earliest = addBusinessDays(now, 1);
  if (stage === "CLOSED_WON") {
    const kickoff = namedKickoff(f);
    const setUp = addBusinessDays(now, 2);
    return atNine(kickoff && kickoff < setUp ? kickoff : setUp);
  }
  if (stage === "CLOSED_LOST") return atNine(onOrAfterBusinessDay(addDays(now, 90)));
  const callback = f.timeline.callback?.date;
  if (callback && daysBetween(now, callback) >= 1) return atNine(onOrAfterBusinessDay(callback));
  let due =
    priority === "HIGH"
      ? earliest
      : priority === "MEDIUM"
        ? addBusinessDays(now, 3)
        : onOrAfterBusinessDay(addDays(now, 7));
  for (const event of [f.timeline.deadline?.date, f.timeline.meeting?.date]) {
    // A meeting today ("today's discovery call") is under way, not one to prepare for.
    if (!event || daysBetween(now, event) < 1) continue;
    const latest = onOrBeforeBusinessDay(addDays(event, -1));
    if (latest < due) due = latest < earliest ? earliest : latest;
  }
  return atNine(due);
}

/** The business day of a kick-off the client named, still to come. */
function namedKickoff(f: Facts): Date | null {
  const kickoff = f.timeline.kickoff?.date;
  return kickoff && daysBetween(f.now, kickoff) >= 1 ? onOrAfterBusinessDay(kickoff) : null;
}

function followupTitle(f: Facts, stage: Stage, due: Date): string {
  const who = recipientOf(f) ?? f.clientLabel;
  const s = f.signals;
  if (stage === "CLOSED_WON") {
    // A follow-up before the kick-off the client named is named for that: getting ready for it.
    const kickoff = namedKickoff(f);
    return kickoff && kickoff > due
      ? `Prepare the kick-off with ${who} (${formatDay(kickoff, f.now)})`
      : `Kick-off with ${who}`;
  }
  if (stage === "CLOSED_LOST") return `Check in with ${who}`;
  if (f.timeline.callback) return `Call ${who} back`;
  if (stage === "NEGOTIATION") return `Close contract terms with ${who}`;
  if (stage === "PROPOSAL") {
    return has(s.buying, "proposal_request") && !has(s.buying, "proposal_sent")
      ? `Send proposal to ${who}`
      : `Follow up on proposal with ${who}`;
  }
  if (!f.budget && !f.noBudget) return `Qualify budget with ${who}`;
  return `Follow up with ${who}`;
}

export function followupFor(f: Facts, stage: Stage, priority: Priority): SuggestedFollowup {
  const facts: string[] = [];
  if (f.budget) facts.push(`Budget: ${f.budget.band}.`);
  else facts.push(f.noBudget ? "No budget yet." : "Budget not stated yet.");
  if (f.timeline.deadline) facts.push(`Deadline: ${f.timeline.deadline.phrase}.`);
  const dm = decider(f);
  if (dm) facts.push(`Decision maker: ${describePerson(dm)}.`);
  const due = followupDue(f, stage, priority);
  return {
    title: followupTitle(f, stage, due),
    notes: `${nextActionFor(f, stage)} ${facts.join(" ")}`.trim(),
    dueAt: due.toISOString(),
  };
}
