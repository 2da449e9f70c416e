// Replies that coach the rep: objection handling and meeting prep. Once the deal is closed they
// serve what comes next (the kick-off, the check-in) and never reopen the sale.

import { formatDay } from "./dates.ts";
import { describePerson } from "./extract/people.ts";
import type { ObjectionKind } from "./extract/signals.ts";
import {
  answer,
  budgetLine,
  type Draft,
  isClosed,
  isLost,
  isWon,
  kickoffDate,
  peopleLine,
  type ReplyContext,
  seatsText,
  timelineLine,
} from "./drafts.ts";
import { STAGE_LABELS } from "../../contract/enums.ts";
import { chosenCompetitor, lossReasons, statedNeeds } from "./fact-accessors.ts";
import { goLiveOf } from "./go-live.ts";
import { type ObjectionTopic, objectionTopic } from "./intents.ts";
import { joinList, lowerFirst, possessive } from "./text.ts";

const COMPETITOR_ANGLE: Record<string, string> = {
  Salesforce:
    "total cost of ownership and time to go live (Salesforce projects often need a partner and an admin)",
  HubSpot:
    "how the price grows with contacts and seats, and which features sit in the higher tiers",
  Pipedrive: "reporting depth and assistance beyond pipeline tracking",
  Zoho: "ease of use and how quickly the sales team adopts it",
  "Microsoft Dynamics": "time to value and the customisation effort",
  "Monday.com": "purpose-built sales features versus a general work-management tool",
};

/** The objections a topic covers, to quote what the client said about it. */
const TOPIC_KINDS: Record<ObjectionTopic, ObjectionKind[]> = {
  price: ["price", "no_budget"],
  competitor: ["incumbent"],
  timing: ["timing"],
  security: ["security"],
  approval: ["approval"],
  general: [],
};

const AFTER_WIN: Record<ObjectionTopic, string> = {
  price: "Hold the price as signed and show the value delivered at the 30-day review.",
  competitor: "Deliver quick wins in the first weeks so the comparison doesn't come back.",
  timing: "Agree the go-live date and the owners at the kick-off so the rollout doesn't drift.",
  security: "Send the security pack to their IT contact before the kick-off.",
  approval: "Confirm at the kick-off who approves changes during the rollout.",
  general: "Raise it at the kick-off and agree how it is handled during the rollout.",
};

const AFTER_LOSS: Record<ObjectionTopic, string> = {
  price: "For the next similar deal: show the return in their numbers before price comes up.",
  competitor: "For the next similar deal: compare on their priorities early, not on feature lists.",
  timing: "For the next similar deal: tie the project to a date that matters to them.",
  security: "For the next similar deal: send the security pack at the first call.",
  approval: "For the next similar deal: bring the approver in early.",
  general: "For the next similar deal: ask what's behind an objection before answering it.",
};

/** After the deal closed: what they said on the topic, and what it means now. */
function closedObjection(c: ReplyContext, topic: ObjectionTopic): Draft {
  const f = c.facts;
  const to = chosenCompetitor(f);
  const said =
    topic === "competitor"
      ? lossReasons(f)
          .filter((r) => r.kind === "competitor")
          .map((r) => r.quote)
      : f.signals.objections.filter((o) => TOPIC_KINDS[topic].includes(o.kind)).map((o) => o.quote);
  const points = said.slice(-1).map((q) => `They said: "${q}"`);
  const due = c.analysis.suggestedFollowup?.dueAt;
  if (isWon(c)) {
    points.push(AFTER_WIN[topic]);
    return answer(
      c,
      "objection",
      "They've signed, so handle it within the onboarding rather than reopening the deal.",
      points,
    );
  }
  points.push(AFTER_LOSS[topic]);
  if (due) {
    points.push(
      `At the check-in (${formatDay(new Date(due), f.now)}), ask how ${
        to ?? "their choice"
      } is working out for them.`,
    );
  }
  return answer(
    c,
    "objection",
    `The deal is lost${
      to ? ` to ${to}` : ""
    }: use this for the check-in and the next similar deal.`,
    points,
  );
}

export function objectionDraft(c: ReplyContext): Draft {
  const f = c.facts;
  const message = c.message.toLowerCase();
  const asked = f.signals.competitors.find((x) =>
    message.includes(x.name.split(/[ .]/)[0].toLowerCase()),
  );
  const named = asked ?? f.signals.competitors[0];
  const topic = objectionTopic(c.message, asked !== undefined);
  if (isClosed(c)) return closedObjection(c, topic);
  const points: string[] = [];
  let lead: string;
  if (topic === "competitor" && named) {
    lead = `When ${named.name} comes up, compare on ${possessive(
      f.clientLabel,
    )} priorities rather than feature lists, and never knock the competitor.`;
    points.push(
      `Ask what they like about ${named.name}${
        named.current ? " today and what frustrates them" : ""
      }.`,
    );
    points.push(
      `Steer the comparison to ${
        COMPETITOR_ANGLE[named.name] ?? "time to value, total cost and fit with their stated needs"
      }.`,
    );
    if (f.needs.requirements.length) {
      points.push(
        `Tie every point to what they asked for: ${lowerFirst(f.needs.requirements[0])}.`,
      );
    }
    points.push("Offer a reference customer or a short trial so they can judge for themselves.");
  } else if (topic === "price") {
    lead = "Treat the price concern as a question about value, not a request for a discount.";
    points.push(
      `Acknowledge it and ask what they are comparing against: "Compared with what, so I can make sure we're looking at the same scope?"`,
    );
    const seats = seatsText(f);
    if (f.budget && !f.budget.fromRecord) {
      points.push(
        `Work from their own figure: their budget is ${f.budget.band}${
          seats ? ` for ${seats}` : ""
        }; show what it returns (hours saved, deals won).`,
      );
    } else {
      points.push(
        "Quantify the return in their numbers (hours saved per rep, deals won) before talking price.",
      );
    }
    points.push(
      c.directives.noDiscounts
        ? "Hold the price (no discounts, per your instructions) and adjust scope instead: phase the rollout or start with the core team."
        : "If you move on price, trade it for something: a longer term, a case study or a faster signature. Adjusting scope (a phased rollout) is better than a bare discount.",
    );
    points.push(
      `Close the loop: "If we solve this, is there anything else stopping you from moving forward?"`,
    );
  } else if (topic === "timing") {
    lead = "A timing objection usually means the pain isn't urgent enough yet.";
    points.push(
      "Ask what would have to be true for this to be a priority, and what it costs them to wait.",
    );
    points.push('Agree a concrete date to revisit instead of an open-ended "later".');
  } else if (topic === "security") {
    lead = "Get ahead of the security review so it doesn't stall the deal.";
    points.push(
      `Send the security pack${
        f.needs.compliance.length ? ` covering ${joinList(f.needs.compliance)}` : ""
      } and offer a call with their IT or security team.`,
    );
    points.push("Ask for their questionnaire now and who signs off on it.");
  } else if (topic === "approval") {
    lead = "Help your contact sell it internally.";
    points.push(
      "Ask who approves and what they care about, then give your contact a one-page business case.",
    );
    points.push("Offer to join the approval meeting to answer questions.");
  } else {
    lead =
      "Clarify the objection before answering it: ask what's behind it, then respond with their own priorities.";
    points.push(`Restate it in your words and check you've understood it.`);
    points.push("Answer with evidence (a customer example, a number), then confirm it's resolved.");
  }
  return answer(c, "objection", lead, points);
}

function kickoffPrep(c: ReplyContext): Draft {
  const f = c.facts;
  const kickoff = kickoffDate(c);
  const people = f.people.filter((p) => !p.body).map(describePerson);
  const live = goLiveOf(f);
  const seats = seatsText(f);
  const points = [
    "Goal: agree owners, dates and success criteria for the rollout.",
    live ? `Go-live: ${live.label}.` : "Go-live date not set: agree it here.",
    `Scope: ${
      [seats, ...statedNeeds(f).slice(0, 2).map(lowerFirst)].filter(Boolean).join("; ") ||
      "not stated"
    }.`,
  ];
  if (f.needs.integrations.length || f.needs.compliance.length) {
    points.push(`Set up: ${joinList([...f.needs.integrations, ...f.needs.compliance])}.`);
  }
  return answer(
    c,
    "meeting",
    `Kick-off prep for ${f.clientLabel}${kickoff ? ` (${formatDay(kickoff, f.now)})` : ""}${
      people.length ? ` with ${joinList(people)}` : ""
    }.`,
    points,
  );
}

function checkInPrep(c: ReplyContext): Draft {
  const f = c.facts;
  const to = chosenCompetitor(f);
  const due = c.analysis.suggestedFollowup?.dueAt;
  const reasons = lossReasons(f)
    .filter((r) => r.kind !== "competitor")
    .map((r) => r.label);
  const points = [
    `Goal: keep the relationship and learn how ${to ?? "their choice"} is working out; no pitch.`,
    reasons.length
      ? `Ask whether their reasons (${reasons.join(
          "; ",
        )}) still weigh as much as when they decided.`
      : "Ask what decided it for them: reason not stated.",
    peopleLine(f),
  ];
  return answer(
    c,
    "meeting",
    `Check-in prep for ${f.clientLabel}${due ? ` (${formatDay(new Date(due), f.now)})` : ""}.`,
    points,
  );
}

export function meetingDraft(c: ReplyContext): Draft {
  if (isWon(c)) return kickoffPrep(c);
  if (isLost(c)) return checkInPrep(c);
  const { facts: f, analysis: a } = c;
  const m = f.timeline.meeting;
  const gaps: string[] = [];
  if (!f.budget && !f.noBudget) gaps.push("their budget range");
  if (!f.people.some((p) => p.decisionMaker)) gaps.push("who signs off");
  if (!f.timeline.deadline && !f.timeline.asap) gaps.push("their deadline");
  const dm = f.people.find((p) => p.decisionMaker);
  const points = [
    `Goal: move from ${STAGE_LABELS[a.stage]} to the next stage with an agreed next step and date.`,
    budgetLine(f),
    timelineLine(f),
    peopleLine(f),
  ];
  const needs = statedNeeds(f);
  if (needs.length) {
    points.push(`Show how you cover: ${joinList(needs.slice(0, 3).map(lowerFirst))}.`);
  }
  if (gaps.length) points.push(`Questions to ask: ${joinList(gaps)}.`);
  const objections = [...new Set(f.signals.objections.map((o) => o.kind))];
  if (objections.length) {
    points.push(`Be ready for: ${joinList(objections.map((o) => o.replace("_", " ")))} concerns.`);
  }
  if (f.signals.competitors.length) {
    points.push(`Competition: ${joinList(f.signals.competitors.map((x) => x.name))}.`);
  }
  return answer(
    c,
    "meeting",
    `Meeting prep for ${f.clientLabel}${m ? ` (${m.phrase}, ${formatDay(m.date, f.now)})` : ""}${
      dm ? ` with ${describePerson(dm)}` : ""
    }.`,
    points,
  );
}
