// Replies that are not about one part of the deal: attached files, greetings, and anything else
// (playbook advice, or what the conversation says about the question).

import { describeAttachments } from "./attachments.ts";
import { budgetLine, type Draft, peopleLine, type ReplyContext, timelineLine } from "./drafts.ts";
import type { Facts } from "./facts.ts";
import { findPlay } from "./playbook.ts";
import { lowerFirst, overlap, plural } from "./text.ts";

export function attachmentDraft(c: ReplyContext): Draft {
  if (c.attachments.length === 0) {
    return {
      intent: "attachment",
      lead:
        "I don't see any files attached to this conversation. Attach one with the paperclip and ask again.",
      points: [],
      nextStep: null,
    };
  }
  return {
    intent: "attachment",
    lead: `You've attached ${plural(c.attachments.length, "file")}.`,
    points: describeAttachments(c.attachments, c.message),
    nextStep: null,
  };
}

export function greetingDraft(c: ReplyContext): Draft {
  return {
    intent: "greeting",
    lead: `I'm ${c.config.personaName}, here to help with ${
      c.facts.client ? c.facts.clientLabel : "your deals"
    }.`,
    points: [
      "Ask me to summarise the deal, check the budget or decision makers, draft a follow-up, handle an objection or prepare a meeting.",
    ],
    nextStep: c.facts.sentences.length ? c.analysis.nextAction : null,
  };
}

/** Whether anything is known about a deal (a test input may carry no facts at all). */
export function hasDealFacts(f: Facts): boolean {
  const s = f.signals;
  return Boolean(f.client) || f.budget !== null || f.noBudget || f.people.length > 0 ||
    s.buying.length + s.objections.length + s.negotiation.length > 0 || s.outcome !== null ||
    f.timeline.deadline !== null || f.needs.requirements.length > 0;
}

/**
 * Anything else: general advice when the question matches the playbook, else the statements in
 * the conversation closest to the question, then what is known about the deal.
 */
export function generalDraft(c: ReplyContext): Draft {
  const f = c.facts;
  const play = findPlay(c.message);
  if (play) {
    return {
      intent: "general",
      lead: play.lead,
      points: play.points,
      nextStep: hasDealFacts(f)
        ? `For ${f.clientLabel}: ${lowerFirst(c.analysis.nextAction)}`
        : null,
    };
  }
  const related = f.sentences
    .filter((s) => s.origin !== "assistant" && s.text !== c.message)
    .map((s) => ({ s, score: overlap(c.message, s.text).shared }))
    .filter((x) => x.score >= 1)
    .sort((a, b) => b.score - a.score || b.s.order - a.s.order)
    .slice(0, 2);
  const lead = related.length
    ? `Here's what the conversation says about that: ${
      related.map((r) => `"${r.s.text}"`).join(" ")
    }`
    : `The conversation doesn't cover that yet, so I won't guess. I'm ${c.config.personaName}; here's what I do know about ${f.clientLabel}.`;
  return {
    intent: "general",
    lead,
    points: [budgetLine(f), timelineLine(f), peopleLine(f)],
    nextStep: c.analysis.nextAction,
  };
}
