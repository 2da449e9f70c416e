// Turns a draft into the reply text the rep reads: tone, directives from the system
// instructions, and the structure of the closest training example.

import type { ResponseStyle } from "../types.ts";
import { contactOf, recipientOf } from "./advice.ts";
import {
  budgetLine,
  type Draft,
  isLost,
  isWon,
  peopleLine,
  type ReplyContext,
  timelineLine,
} from "./drafts.ts";
import { STAGE_LABELS } from "../../contract/enums.ts";
import { hasDealFacts } from "./drafts-general.ts";
import type { Intent } from "./intents.ts";
import {
  applyTone,
  closestExample,
  NEXT_STEP_LABEL,
  personalise,
  type Shape,
  shapeOf,
} from "./style.ts";
import { firstName, joinList, splitSentences } from "./text.ts";

type Opener = (c: ReplyContext) => string;
const o = (pf: Opener, casual: Opener, formal: Opener): Record<ResponseStyle, Opener> => ({
  "professional-friendly": pf,
  casual,
  formal,
});
const label = (c: ReplyContext) => c.facts.clientLabel;
const recipientName = (c: ReplyContext) => recipientOf(c.facts, c.message) ?? c.facts.clientLabel;

const closedAs = <T>(c: ReplyContext, won: T, lost: T, open: T): T =>
  isWon(c) ? won : isLost(c) ? lost : open;

/** The first line in the configured voice; general answers start with the answer itself. */
const OPENERS: Record<Exclude<Intent, "general">, Record<ResponseStyle, Opener>> = {
  summary: o(
    (c) => `Here's where things stand with ${label(c)}.`,
    (c) => `Quick recap on ${label(c)}:`,
    (c) => `Please find below a summary of the ${label(c)} opportunity.`,
  ),
  budget: o(
    () => "Here's what we know about the budget.",
    () => "Budget-wise:",
    () => "Regarding the budget:",
  ),
  decision: o(
    () => "Here's who is involved in the decision.",
    () => "Who's calling the shots:",
    () => "Regarding the decision makers:",
  ),
  timeline: o(
    () => "Here's the timeline as it stands.",
    () => "Timing-wise:",
    () => "Regarding the timeline:",
  ),
  next: o(
    () => "Here's what I'd do next.",
    () => "Here's the play:",
    () => "I recommend the following course of action.",
  ),
  email: o(
    (c) => `Here's a draft for ${recipientName(c)}.`,
    (c) => `Here's a draft for ${recipientName(c)}, tweak as you like:`,
    (c) => `Please find below a draft message for ${recipientName(c)}.`,
  ),
  thanks: o(
    (c) => `Here's a thank-you note for ${recipientName(c)}.`,
    (c) => `Thank-you note for ${recipientName(c)}, tweak as you like:`,
    (c) => `Please find below a thank-you note for ${recipientName(c)}.`,
  ),
  objection: o(
    () => "Here's how I'd handle it.",
    () => "Here's how I'd tackle it:",
    () => "I suggest addressing the objection as follows.",
  ),
  meeting: o(
    () => "Here's how to prepare.",
    () => "Meeting prep, quick version:",
    () => "Please find below a preparation brief for the meeting.",
  ),
  onboarding: o(
    () => "Here's the onboarding plan.",
    () => "Rollout plan:",
    () => "Please find below the proposed onboarding timeline.",
  ),
  outcome: o(
    (c) =>
      closedAs(
        c,
        "Here's the win summary and handover.",
        "Here's why the deal was lost.",
        "Here's where the deal stands.",
      ),
    (c) => closedAs(c, "Why we won, and the handover:", "Why we lost:", "Where it stands:"),
    (c) =>
      closedAs(
        c,
        "Please find below the win summary and handover.",
        "Please find below the loss review.",
        "Please find below the current status of the deal.",
      ),
  ),
  attachment: o(
    () => "Here's what's in the files.",
    () => "Had a look at the files:",
    () => "Please find below a summary of the attached files.",
  ),
  greeting: o(
    () => "Hi!",
    () => "Hey!",
    () => "Good day.",
  ),
};

const INTRO: Record<ResponseStyle, (persona: string) => string> = {
  "professional-friendly": (p) => `I'm ${p}.`,
  casual: (p) => `${p} here!`,
  formal: (p) => `I am ${p}.`,
};

type Slot =
  | "summary"
  | "stage"
  | "priority"
  | "budget"
  | "timeline"
  | "people"
  | "next"
  | "risks"
  | "signals"
  | "needs";
const SLOT_OF: [RegExp, Slot][] = [
  [/budget|price|pricing|investment|money|spend/i, "budget"],
  [/timeline|deadline|timing|when|date/i, "timeline"],
  [/decision|stakeholder|who|contact|people|buyer|champion/i, "people"],
  [/next|action|step|recommend|to ?do/i, "next"],
  [/risk|objection|concern|watch|blocker/i, "risks"],
  [/stage|status/i, "stage"],
  [/priority|urgency/i, "priority"],
  [/summary|overview|situation|context|deal/i, "summary"],
  [/signal|opportunit|interest/i, "signals"],
  [/need|requirement|pain|goal/i, "needs"],
];

function slotText(slot: Slot, c: ReplyContext): string {
  const { facts: f, analysis: a } = c;
  const strip = (s: string) => s.replace(/^[A-Za-z ]+: /, "");
  switch (slot) {
    case "summary":
      return `${f.clientLabel} is at the ${
        STAGE_LABELS[a.stage]
      } stage, ${a.priority.toLowerCase()} priority.`;
    case "stage":
      return `${STAGE_LABELS[a.stage]} (${Math.round(a.confidence * 100)}% confidence)`;
    case "priority":
      return a.priority.charAt(0) + a.priority.slice(1).toLowerCase();
    case "budget":
      return strip(budgetLine(f));
    case "timeline":
      return strip(timelineLine(f));
    case "people":
      return strip(peopleLine(f));
    case "next":
      return a.nextAction;
    case "risks": {
      const risks = a.insights.filter((i) => i.type === "risk").map((i) => i.content);
      return risks.length ? risks.join(" ") : "None raised so far.";
    }
    case "signals": {
      const signals = a.insights.filter((i) => i.type === "opportunity").map((i) => i.content);
      return signals.length ? signals.join(" ") : "None yet.";
    }
    case "needs":
      return f.needs.requirements.length
        ? joinList(f.needs.requirements.slice(0, 3)) + "."
        : "Not stated yet.";
  }
}

/** The example's "Label: …" lines filled with this deal's facts, when two or more labels map. */
function labelled(shape: Shape, c: ReplyContext): { text: string; hasNext: boolean } | null {
  const mapped = shape.labels
    .map((l) => ({ l, slot: SLOT_OF.find(([re]) => re.test(l))?.[1] }))
    .filter((x): x is { l: string; slot: Slot } => Boolean(x.slot));
  if (mapped.length < 2) return null;
  const prefix = shape.bulletedLabels ? "- " : "";
  return {
    text: mapped.map(({ l, slot }) => `${prefix}${l}: ${slotText(slot, c)}`).join("\n"),
    hasNext: mapped.some((m) => m.slot === "next"),
  };
}

function list(items: string[], numbered: boolean): string {
  return items.map((item, i) => `${numbered ? `${i + 1}.` : "-"} ${item}`).join("\n");
}

/** Offers the most useful next draft for the deal's stage, other than the one just written. */
function closingQuestion(c: ReplyContext, written: Intent): string {
  const who = contactOf(c.facts);
  const offers: Partial<Record<Intent, string>> = {
    onboarding: "draft the onboarding timeline",
    thanks: `draft a thank-you note to ${who}`,
    meeting: closedAs(
      c,
      "prepare the kick-off",
      "prepare the check-in",
      "prepare the next meeting",
    ),
    budget: `draft the budget question for ${who}`,
    email: "draft the follow-up email",
  };
  const unknownBudget = !c.facts.budget && !c.facts.noBudget;
  const order: Intent[] = closedAs<Intent[]>(
    c,
    ["onboarding", "thanks"],
    ["thanks", "meeting"],
    unknownBudget ? ["budget", "email"] : ["email", "meeting"],
  );
  return `Would you like me to ${offers[order.find((i) => i !== written) ?? order[0]]}?`;
}

function limitSentences(text: string, max: number, keepLast: string | null): string {
  const sentences = splitSentences(text.replace(keepLast ?? "\u0000", ""));
  const room = keepLast ? Math.max(1, max - 1) : max;
  return [...sentences.slice(0, room), ...(keepLast ? [keepLast] : [])].join(" ");
}

function limitWords(text: string, max: number): string {
  const words = text.split(/\s+/);
  if (words.length <= max) return text;
  return (
    words
      .slice(0, max)
      .join(" ")
      .replace(/[,;:]$/, "") + "…"
  );
}

export function render(d: Draft, c: ReplyContext): string {
  const style = c.config.responseStyle;
  const dir = c.directives;
  const match = closestExample(c.config.examples, c.message);
  const shape = match ? shapeOf(match.example.expectedOutput) : null;
  const name = firstName(recipientOf(c.facts, c.message));
  const parts: string[] = [];

  const standard = d.intent === "general" ? "" : OPENERS[d.intent][style](c);
  let opener = shape?.opener ? personalise(shape.opener, name) : standard;
  const persona = c.config.personaName;
  if (dir.introduce && !opener.includes(persona) && !d.lead.includes(persona)) {
    opener = `${INTRO[style](persona)} ${opener}`.trim();
  }
  if (opener && (!dir.short || dir.introduce || shape?.opener)) parts.push(opener);
  if (dir.startWithSummary && d.intent !== "summary") {
    parts.push(`Summary: ${slotText("summary", c)}`);
  }

  const numbered = dir.numbered || (!dir.bullets && Boolean(shape?.numbered));
  const asList = dir.bullets || dir.numbered;
  // Without any deal facts (a knowledge-base test) the deal's next action would be noise: a
  // requested next step is then the draft's own last point.
  const known = hasDealFacts(c.facts);
  const ownNext = !known && dir.endWithNextStep && !d.nextStep ? (d.points.at(-1) ?? null) : null;
  const kept = ownNext ? d.points.slice(0, -1) : d.points;
  // A plan's steps are the answer itself, so "keep it short" shortens the wording, not the plan.
  const points = dir.short && d.intent !== "onboarding" ? kept.slice(0, 2) : kept;
  const lead = dir.short ? splitSentences(d.lead).slice(0, 2).join(" ") : d.lead;
  // Answers that are their own structure (a letter, a plan, a review) keep it.
  const slots =
    shape && !d.block && !["objection", "attachment", "onboarding", "outcome"].includes(d.intent)
      ? labelled(shape, c)
      : null;
  if (slots) parts.push(slots.text);
  else if (d.block) parts.push(...[lead, d.block].filter(Boolean));
  else if (asList) parts.push(list([lead, ...points], numbered));
  else {
    parts.push(lead);
    if (points.length) parts.push(list(points, numbered));
  }
  if (dir.mentionBudget && !parts.join(" ").includes("udget")) parts.push(budgetLine(c.facts));

  const closer = shape?.closer
    ? personalise(shape.closer, name)
    : dir.endWithQuestion
      ? closingQuestion(c, d.intent)
      : null;
  const draftNext = known ? d.nextStep : null;
  const nextText = slots?.hasNext
    ? null
    : (draftNext ?? ownNext ?? (dir.endWithNextStep ? c.analysis.nextAction : null));
  const next = nextText ? `${asList ? "- " : ""}${NEXT_STEP_LABEL[style]} ${nextText}` : null;
  if (dir.endWithNextStep) {
    if (closer) parts.push(closer);
    if (next) parts.push(next);
  } else {
    if (next) parts.push(next);
    if (closer) parts.push(closer);
  }

  let text = applyTone(parts.join("\n\n"), style);
  const last = next ? applyTone(next, style) : null;
  if (dir.maxSentences) {
    text = limitSentences(text, dir.maxSentences, dir.endWithNextStep ? last : null);
  }
  if (dir.maxWords) text = limitWords(text, dir.maxWords);
  return text.trim();
}
