// Replies that write something for the rep: a follow-up email, objection handling, meeting prep.

import type { ResponseStyle } from "../types.ts";
import { addBusinessDays, formatDay, relativeDay } from "./dates.ts";
import { describePerson, keyPerson } from "./extract/people.ts";
import { seatCount } from "./extract/needs.ts";
import type { Draft, ReplyContext } from "./drafts.ts";
import { budgetLine, peopleLine, STAGE_LABEL, timelineLine } from "./drafts.ts";
import { objectionTopic } from "./intents.ts";
import {
  asObject,
  firstName,
  joinList,
  lowerFirst,
  plural,
  possessive,
  secondPerson,
} from "./text.ts";

const GREETING: Record<ResponseStyle, (first: string | null, full: string | null) => string> = {
  "professional-friendly": (first) => `Hi ${first ?? "there"},`,
  casual: (first) => `Hey ${first ?? "there"},`,
  formal: (_first, full) => `Dear ${full ?? "Sir or Madam"},`,
};
const CLOSING: Record<ResponseStyle, string> = {
  "professional-friendly": "Best regards,",
  casual: "Cheers,",
  formal: "Kind regards,",
};

function recipient(c: ReplyContext): { first: string | null; full: string | null } {
  const full = keyPerson(c.facts.people)?.name ?? c.facts.client?.name ?? null;
  return { first: firstName(full), full };
}

export function emailDraft(c: ReplyContext): Draft {
  const { facts: f, analysis: a, config } = c;
  const style = config.responseStyle;
  const { first, full } = recipient(c);
  const ask = c.message.toLowerCase();
  const seats = seatCount(f.needs);
  const needs = f.needs.requirements.slice(0, 2).map((r) => secondPerson(asObject(r)));
  const body: string[] = [];
  let subject = `Following up on our conversation`;
  if (a.stage === "CLOSED_WON") {
    subject = "Welcome aboard: next steps";
    body.push("Thank you for choosing us. I'm looking forward to working together.");
    body.push(
      `I'd like to schedule a kick-off call to plan the rollout${
        seats ? ` for your ${plural(seats.count, seats.unit.replace(/s$/, ""), seats.unit)}` : ""
      }. Would ${relativeDay(addBusinessDays(f.now, 2), f.now)} or the day after work for you?`,
    );
  } else if (a.stage === "CLOSED_LOST") {
    subject = "Thank you, and staying in touch";
    body.push("Thank you for considering us and for letting me know your decision.");
    body.push(
      "If anything changes, or you'd like a second opinion later on, I'd be glad to help. I'll check in with you in a few months.",
    );
  } else {
    if (/\bdemo\b/.test(ask)) body.push("Thank you for your time at the demo.");
    else body.push("Thank you for taking the time to talk with me.");
    if (needs.length) body.push(`As I understand it, you need ${joinList(needs)}.`);
    if (a.stage === "PROPOSAL") {
      const deadline = f.timeline.deadline;
      const when = deadline ? ` by ${relativeDay(deadline.date, f.now)}` : "";
      body.push(
        `I'll send you the proposal with pricing${
          seats ? ` for ${plural(seats.count, seats.unit.replace(/s$/, ""), seats.unit)}` : ""
        }${when}.`,
      );
    } else if (a.stage === "NEGOTIATION") {
      subject = "Next steps on the agreement";
      body.push(
        "I've noted your points on the terms and I'm working on an updated version that addresses them.",
      );
    } else {
      body.push(
        "The next step I'd suggest is a short call to walk through how this would work for your team.",
      );
    }
    const questions: string[] = [];
    if ((!f.budget && !f.noBudget) || /\bbudget\b/.test(ask)) {
      questions.push("what budget range you have in mind for this project");
    }
    if (!f.people.some((p) => p.decisionMaker) || /\bdecision|sign/.test(ask)) {
      questions.push("who else will be involved in the decision");
    }
    if ((!f.timeline.deadline && !f.timeline.asap) || /\btimeline|when\b/.test(ask)) {
      questions.push("when you'd like to have it up and running");
    }
    if (questions.length) {
      body.push(
        `To make sure I tailor it to you, could you let me know ${
          joinList(questions.slice(0, 3))
        }?`,
      );
    }
    if (f.signals.objections.some((o) => o.kind === "security")) {
      body.push("I'll also include our security and compliance documentation for your review.");
    }
  }
  const sign = c.directives.signOff ?? "[Your name]";
  const block = [
    `Subject: ${subject}`,
    "",
    GREETING[style](first, full),
    "",
    ...body.flatMap((p) => [p, ""]),
    CLOSING[style],
    sign,
  ]
    .join("\n");
  return {
    intent: "email",
    lead: "",
    points: [],
    nextStep: a.suggestedFollowup
      ? `Send it, then follow up on ${formatDay(new Date(a.suggestedFollowup.dueAt), f.now)}.`
      : null,
    block,
  };
}

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

export function objectionDraft(c: ReplyContext): Draft {
  const f = c.facts;
  const named =
    f.signals.competitors.find((x) => new RegExp(x.name.split(/[ .]/)[0], "i").test(c.message)) ??
      f.signals.competitors[0];
  const topic = objectionTopic(
    c.message,
    Boolean(named && new RegExp(named.name.split(/[ .]/)[0], "i").test(c.message)),
  );
  const points: string[] = [];
  let lead: string;
  if (topic === "competitor" && named) {
    lead = `When ${named.name} comes up, compare on ${
      possessive(f.clientLabel)
    } priorities rather than feature lists, and never knock the competitor.`;
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
    const seats = seatCount(f.needs);
    if (f.budget && !f.budget.fromRecord) {
      points.push(
        `Work from their own figure: their budget is ${f.budget.band}${
          seats ? ` for ${plural(seats.count, seats.unit.replace(/s$/, ""), seats.unit)}` : ""
        }; show what it returns (hours saved, deals won).`,
      );
    } else {points.push(
        "Quantify the return in their numbers (hours saved per rep, deals won) before talking price.",
      );}
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
  return { intent: "objection", lead, points, nextStep: c.analysis.nextAction };
}

export function meetingDraft(c: ReplyContext): Draft {
  const { facts: f, analysis: a } = c;
  const m = f.timeline.meeting;
  const gaps: string[] = [];
  if (!f.budget && !f.noBudget) gaps.push("their budget range");
  if (!f.people.some((p) => p.decisionMaker)) gaps.push("who signs off");
  if (!f.timeline.deadline && !f.timeline.asap) gaps.push("their deadline");
  const dm = f.people.find((p) => p.decisionMaker);
  const points = [
    `Goal: move from ${STAGE_LABEL[a.stage]} to the next stage with an agreed next step and date.`,
    budgetLine(f),
    timelineLine(f),
    peopleLine(f),
  ];
  if (f.needs.requirements.length) {
    points.push(
      `Show how you cover: ${joinList(f.needs.requirements.slice(0, 3).map(lowerFirst))}.`,
    );
  }
  if (gaps.length) points.push(`Questions to ask: ${joinList(gaps)}.`);
  const objections = [...new Set(f.signals.objections.map((o) => o.kind))];
  if (objections.length) {
    points.push(`Be ready for: ${joinList(objections.map((o) => o.replace("_", " ")))} concerns.`);
  }
  if (f.signals.competitors.length) {
    points.push(`Competition: ${joinList(f.signals.competitors.map((x) => x.name))}.`);
  }
  return {
    intent: "meeting",
    lead: `Meeting prep for ${f.clientLabel}${
      m ? ` (${m.phrase}, ${formatDay(m.date, f.now)})` : ""
    }${dm ? ` with ${describePerson(dm)}` : ""}.`,
    points,
    nextStep: a.nextAction,
  };
}
