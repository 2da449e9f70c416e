// Replies that are not about one part of the deal: attached files, greetings, and anything else
// (what the facts say on the topic, playbook advice, or what the conversation says about it).

import { quantityText } from "./extract/needs.ts";
import { describeAttachments } from "./attachments.ts";
import { answer, type Draft, isLost, isWon, recapPoints, type ReplyContext } from "./drafts.ts";
import { chosenCompetitor, statedNeeds } from "./fact-accessors.ts";
import type { Facts } from "./facts.ts";
import { statedTotal } from "./extract/totals.ts";
import { findPlay } from "./playbook.ts";
import { joinList, lowerFirst, overlap, plural } from "./text.ts";

export function attachmentDraft(c: ReplyContext): Draft {
  if (c.attachments.length === 0) {
    return {
      intent: "attachment",
      lead: "I don't see any files attached to this conversation. Attach one with the paperclip and ask again.",
      points: [],
      nextStep: null,
    };
  }
  return {
    intent: "attachment",
    lead: totalsAsked(c) ?? `You've attached ${plural(c.attachments.length, "file")}.`,
    points: describeAttachments(c.attachments, c.message),
    nextStep: null,
  };
}

/** "What's the total in the attached budget?": the total each file states, naming the file. */
function totalsAsked(c: ReplyContext): string | null {
  if (
    !/\b(?:total|sum|grand total|how much|amount|bottom line|come to|add up)\b/i.test(c.message)
  ) {
    return null;
  }
  const totals = c.attachments.flatMap((a) => {
    const t = a.text ? statedTotal(a.text) : null;
    return t ? [`The ${t.label.toLowerCase()} in ${a.name} is ${t.amount}.`] : [];
  });
  return totals.length ? totals.join(" ") : null;
}

function whatICanDo(c: ReplyContext): string {
  if (isWon(c)) {
    return "Ask me for a thank-you note, the onboarding timeline, a handover summary or kick-off prep.";
  }
  if (isLost(c)) {
    return "Ask me why the deal was lost, for a thank-you note or how to prepare the check-in.";
  }
  return "Ask me to summarise the deal, check the budget or decision makers, draft a follow-up, handle an objection or prepare a meeting.";
}

export function greetingDraft(c: ReplyContext): Draft {
  return {
    intent: "greeting",
    lead: `I'm ${c.config.personaName}, here to help with ${
      c.facts.client ? c.facts.clientLabel : "your deals"
    }.`,
    points: [whatICanDo(c)],
    nextStep: c.facts.sentences.length ? c.analysis.nextAction : null,
  };
}

/** Whether anything is known about a deal (a test input may carry no facts at all). */
export function hasDealFacts(f: Facts): boolean {
  const s = f.signals;
  return (
    Boolean(f.client) ||
    f.budget !== null ||
    f.noBudget ||
    f.people.length > 0 ||
    s.buying.length + s.objections.length + s.negotiation.length > 0 ||
    s.outcome !== null ||
    f.timeline.deadline !== null ||
    f.needs.requirements.length > 0
  );
}

/** Topics the facts answer directly, each said in one line, "none mentioned" when empty. */
const TOPICS: [RegExp, (f: Facts) => string][] = [
  [
    /\bintegrat\w*|\bconnect\w*|\bsync\w*|\bplug-?ins?\b/i,
    (f) => `Integrations: ${joinList(f.needs.integrations) || "none mentioned"}.`,
  ],
  [
    /\bcomplian\w*|\bgdpr\b|\bsecurity\b|\bsso\b|\bprivacy\b|\bcertif\w*|\bhipaa\b|\bsoc ?2\b/i,
    (f) => `Compliance and security: ${joinList(f.needs.compliance) || "none mentioned"}.`,
  ],
  [
    /\bcompetit\w*|\balternatives?\b|\bother vendors?\b|\brivals?\b|\bwho else\b|\bcompar\w*/i,
    (f) => {
      const chosen = chosenCompetitor(f);
      const names = f.signals.competitors.map((x) =>
        x.name === chosen ? `${x.name} (chosen)` : x.current ? `${x.name} (used today)` : x.name,
      );
      return `Other vendors: ${joinList(names) || "none mentioned"}.`;
    },
  ],
  [
    /\bhow many\b|\bseats?\b|\busers?\b|\blicen[cs]es?\b|\bteam size\b|\bheadcount\b/i,
    (f) => `Volume: ${joinList(f.needs.quantities.map(quantityText)) || "not stated"}.`,
  ],
  [
    /\bneeds?\b|\brequirements?\b|\blooking for\b|\bpain\b|\bproblems?\b|\buse cases?\b/i,
    (f) => `Needs: ${joinList(statedNeeds(f).map(lowerFirst)) || "not stated"}.`,
  ],
];

/** The rep thanking the assistant, not asking for a thank-you note. */
const THANKS_ONLY =
  /^(?:(?:ok(?:ay)?|great|perfect|nice|cool|awesome|got it)[\s,!.]*)?(?:thanks|thank you|thx|ty|cheers)(?: (?:a lot|so much|very much))?[\s!.]*$/i;

/**
 * Anything else: thanks for the help acknowledged, the facts on the question's topic, general advice when the question matches
 * the playbook, else the statements in the conversation closest to the question, then what is
 * known about the deal.
 */
export function generalDraft(c: ReplyContext): Draft {
  const f = c.facts;
  if (THANKS_ONLY.test(c.message.trim())) return answer(c, "general", "You're welcome.", []);
  const known = hasDealFacts(f);
  const topics = TOPICS.filter(([re]) => re.test(c.message)).map(([, say]) => say(f));
  if (topics.length && known) return answer(c, "general", topics.join(" "), []);
  const play = findPlay(c.message, known ? c.analysis.stage : null);
  if (play) {
    return {
      intent: "general",
      lead: play.lead,
      points: play.points,
      nextStep: known ? `For ${f.clientLabel}: ${lowerFirst(c.analysis.nextAction)}` : null,
    };
  }
  const related = f.sentences
    .filter((s) => s.origin !== "assistant" && s.text !== c.message)
    .map((s) => ({ s, score: overlap(c.message, s.text).shared }))
    .filter((x) => x.score >= 1)
    .sort((a, b) => b.score - a.score || b.s.order - a.s.order)
    .slice(0, 2);
  if (related.length) {
    return answer(
      c,
      "general",
      `Here's what the conversation says about that: ${related
        .map((r) => `"${r.s.text}"`)
        .join(" ")}`,
      [],
    );
  }
  return answer(c, "general", "Not covered in the conversation yet.", recapPoints(c));
}
