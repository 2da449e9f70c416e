// E-mails to the client: a follow-up and a thank-you note, written from the deal's facts, with the
// next step the analysis sets (the kick-off once won, a check-in once lost).

import { nextStepFor, proposalDue, recipientOf } from "./advice.ts";
import type { ResponseStyle } from "../types.ts";
import { addBusinessDays, formatDay, MONTHS, relativeDay } from "./dates.ts";
import {
  bookedKickoff,
  type Draft,
  isClosed,
  isLost,
  isWon,
  kickoffDate,
  type ReplyContext,
  seatsText,
} from "./drafts.ts";
import { describePerson } from "./extract/people.ts";
import { has, type ObjectionKind } from "./extract/signals.ts";
import { chosenCompetitor, type Occasion, occasionOf, statedNeeds } from "./fact-accessors.ts";
import { goLiveOf } from "./go-live.ts";
import { meetingKind, whenSaid } from "./said-dates.ts";
import { formatMoneyExact } from "../../documents/money.ts";
import { asObject, capitalise, firstName, joinList, secondPerson, unique } from "./text.ts";

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

/** The letter in the configured style; body paragraphs that are null are left out. */
function letter(
  c: ReplyContext,
  intent: Draft["intent"],
  subject: string,
  body: (string | null)[],
): Draft {
  const { facts: f, analysis: a, config } = c;
  const full = recipientOf(f, c.message);
  const block = [
    `Subject: ${subject}`,
    "",
    GREETING[config.responseStyle](firstName(full), full),
    "",
    ...body.flatMap((p) => (p ? [p, ""] : [])),
    CLOSING[config.responseStyle],
    c.directives.signOff ?? "[Your name]",
  ].join("\n");
  return {
    intent,
    lead: "",
    points: [],
    nextStep: a.suggestedFollowup
      ? `Send it, then follow up on ${formatDay(new Date(a.suggestedFollowup.dueAt), f.now)}.`
      : null,
    block,
  };
}

/** The analysis' next step, said to the client. */
function clientNextStep(c: ReplyContext): string {
  const { facts: f, analysis: a } = c;
  const seats = seatsText(f);
  const due = a.suggestedFollowup ? new Date(a.suggestedFollowup.dueAt) : null;
  const day = (d: Date) => relativeDay(d, f.now);
  if (isWon(c)) {
    const booked = bookedKickoff(f);
    if (booked) return `I look forward to the kick-off ${day(booked)}.`;
    const kickoff = kickoffDate(c) ?? addBusinessDays(f.now, 2);
    return `Next, I'd like to set up the kick-off call: would ${day(kickoff)} or ${day(
      addBusinessDays(kickoff, 1),
    )} suit you?`;
  }
  if (isLost(c)) {
    return `If anything changes, I'd be glad to help${
      due ? `; I'll check in with you in ${MONTHS[due.getUTCMonth()]}` : ""
    }.`;
  }
  const t = f.timeline;
  if (t.callback) return `I'll call you ${day(t.callback.date)}, as you asked.`;
  if (a.stage === "NEGOTIATION") {
    return `I've noted your points on the terms and will send you the updated agreement${
      t.deadline ? ` by ${day(t.deadline.date)}` : ""
    }.`;
  }
  if (a.stage === "PROPOSAL") {
    if (has(f.signals.buying, "proposal_request") && !has(f.signals.buying, "proposal_sent")) {
      return `I'll send you the proposal with pricing${seats ? ` for ${seats}` : ""}${proposalDue(f)}.`;
    }
    return "I'd welcome your feedback on the proposal, and to hear when you expect to decide.";
  }
  if (t.meeting) {
    return `I look forward to our ${meetingKind(t.meeting)} ${whenSaid(t.meeting, f.now)}.`;
  }
  const step = nextStepFor(f, a.stage);
  if (step === "follow_up_demo") {
    return `I'll send you our proposal${due ? ` by ${day(due)}` : ""}.`;
  }
  // The note offers what the analysis plans: a demo once budget, signer and timeline are known,
  // the signer at the next call while nobody is named.
  const need = step === "book_demo" ? statedNeeds(f)[0] : undefined;
  const offer = need
    ? `a demo focused on ${secondPerson(asObject(need))}`
    : signerInvited(c)
      ? "a short call with you and whoever will sign off on this"
      : "a short call to walk through how this would work for your team";
  return `The next step I'd suggest is ${offer}${due ? `: would ${day(due)} suit you?` : "."}`;
}

/** A note for a deal whose signer is unknown invites the signer to the next call. */
const signerInvited = (c: ReplyContext) => nextStepFor(c.facts, c.analysis.stage) === "find_signer";

/** What we still need from an open deal, asked in one sentence. */
function openQuestions(c: ReplyContext, signerAsked = false): string | null {
  const f = c.facts;
  const ask = c.message.toLowerCase();
  const questions: string[] = [];
  if ((!f.budget && !f.noBudget) || /\bbudget\b/.test(ask)) {
    questions.push("what budget range you have in mind for this project");
  }
  if (!signerAsked && (!f.people.some((p) => p.decisionMaker) || /\bdecision|sign/.test(ask))) {
    questions.push("who else will be involved in the decision");
  }
  if ((!f.timeline.deadline && !f.timeline.asap) || /\btimeline|when\b/.test(ask)) {
    questions.push("when you'd like to have it up and running");
  }
  return questions.length
    ? `To make sure I tailor it to you, could you let me know ${joinList(questions)}?`
    : null;
}

function needsSentence(c: ReplyContext): string | null {
  const needs = statedNeeds(c.facts)
    .slice(0, 2)
    .map((r) => secondPerson(asObject(r)));
  return needs.length ? `As I understand it, you need ${joinList(needs)}.` : null;
}

/** What the note thanks for, with the deal's own figures. */
function thanksSentence(c: ReplyContext, occasion: Occasion): string {
  const f = c.facts;
  if (occasion.kind === "signed") {
    const seats = seatsText(f);
    const value =
      f.budget && !f.budget.fromRecord && f.budget.kind === "exact"
        ? formatMoneyExact(f.budget.min, f.budget.currency)
        : null;
    const detail = [seats, value].filter(Boolean).join(", ");
    return `Thank you for ${occasion.thanksFor}${detail ? ` (${detail})` : ""}.`;
  }
  if (occasion.kind === "decision") {
    const to = chosenCompetitor(f);
    return `Thank you for letting me know ${
      to ? `you've chosen ${to}` : "your decision"
    }, and for the time you and your team gave us.`;
  }
  return `Thank you for ${occasion.thanksFor}.`;
}

/** What the client's own objections were about, as they would say it. */
const FEEDBACK_TOPIC: Partial<Record<ObjectionKind, string>> = {
  price: "price",
  no_budget: "budget",
  timing: "timing",
  approval: "the approval process",
  security: "the security review",
  incumbent: "your current vendor",
};

/** The deal's own facts the client will recognise: the go-live, their feedback, their needs. */
function factsSentence(c: ReplyContext): string | null {
  const f = c.facts;
  if (isWon(c)) {
    const live = goLiveOf(f);
    const others = f.people.filter((p) => !p.decisionMaker && !p.body && p.name);
    const parts = [
      live ? `around your go-live ${live.prose}` : "",
      f.needs.integrations.length
        ? `starting with the ${joinList(f.needs.integrations)} integration`
        : "",
    ].filter(Boolean);
    const plan = parts.length ? `We'll plan the rollout ${parts.join(", ")}` : "";
    const include = others.length
      ? `I'll include ${joinList(others.map(describePerson))} in the planning`
      : "";
    const text = [plan, include].filter(Boolean).join(", and ");
    return text ? `${capitalise(text)}.` : null;
  }
  if (isLost(c)) {
    const topics = unique(f.signals.objections.flatMap((o) => FEEDBACK_TOPIC[o.kind] ?? []));
    return topics.length ? `Your feedback on ${joinList(topics)} is useful to us.` : null;
  }
  return needsSentence(c);
}

function thanksSubject(occasion: Occasion): string {
  return occasion.kind === "decision"
    ? "Thank you for letting us know"
    : `Thank you for ${occasion.thanksFor}`;
}

export function thanksDraft(c: ReplyContext): Draft {
  const occasion = occasionOf(c.facts, c.message);
  const body = [
    thanksSentence(c, occasion),
    factsSentence(c),
    clientNextStep(c),
    isClosed(c) ? null : openQuestions(c, signerInvited(c)),
  ];
  return letter(c, "thanks", thanksSubject(occasion), body);
}

function followUpSubject(c: ReplyContext): string {
  const f = c.facts;
  const seats = seatsText(f);
  if (c.analysis.stage === "NEGOTIATION") return "Next steps on the agreement";
  if (c.analysis.stage === "PROPOSAL") {
    return has(f.signals.buying, "proposal_sent")
      ? "Your feedback on the proposal"
      : `Your proposal${seats ? ` for ${seats}` : ""}`;
  }
  const need = statedNeeds(f)[0];
  return need
    ? `Next steps: ${secondPerson(asObject(need)).replace(/^to /, "")}`
    : `Next steps for ${f.clientLabel}`;
}

export function emailDraft(c: ReplyContext): Draft {
  if (isClosed(c)) return { ...thanksDraft(c), intent: "email" };
  const f = c.facts;
  const body = [
    thanksSentence(c, occasionOf(f, c.message)),
    needsSentence(c),
    clientNextStep(c),
    openQuestions(c, signerInvited(c)),
    f.signals.objections.some((o) => o.kind === "security")
      ? "I'll also include our security and compliance documentation for your review."
      : null,
  ];
  return letter(c, "email", followUpSubject(c), body);
}
