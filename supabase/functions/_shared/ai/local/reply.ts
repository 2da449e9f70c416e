// Chat replies: read the deal, work out what the rep is asking, answer it in the assistant's voice.

import type { ChatInput } from "../types.ts";
import { analyseFacts } from "./analyse.ts";
import {
  budgetDraft,
  decisionDraft,
  type Draft,
  nextDraft,
  type ReplyContext,
  summaryDraft,
  timelineDraft,
} from "./drafts.ts";
import { emailDraft, thanksDraft } from "./drafts-email.ts";
import { attachmentDraft, generalDraft, greetingDraft } from "./drafts-general.ts";
import { onboardingDraft } from "./drafts-onboarding.ts";
import { outcomeDraft } from "./drafts-outcome.ts";
import { meetingDraft, objectionDraft } from "./drafts-writing.ts";
import { gatherFacts } from "./facts.ts";
import { detectIntent, type Intent } from "./intents.ts";
import { render } from "./render.ts";
import { parseDirectives } from "./style.ts";

const DRAFTS: Record<Intent, (c: ReplyContext) => Draft> = {
  attachment: attachmentDraft,
  thanks: thanksDraft,
  outcome: outcomeDraft,
  email: emailDraft,
  objection: objectionDraft,
  meeting: meetingDraft,
  onboarding: onboardingDraft,
  decision: decisionDraft,
  budget: budgetDraft,
  timeline: timelineDraft,
  next: nextDraft,
  summary: summaryDraft,
  greeting: greetingDraft,
  general: generalDraft,
};

/** What a reply is written from; a knowledge-base test has no client (null). */
export function replyContext(
  input: Omit<ChatInput, "client"> & { client: ChatInput["client"] | null },
): ReplyContext {
  const facts = gatherFacts({
    client: input.client,
    messages: input.history,
    attachments: input.attachments,
    extra: input.message.trim() ? [{ text: input.message, origin: "rep" }] : [],
    now: input.now,
  });
  return {
    facts,
    analysis: analyseFacts(facts),
    message: input.message,
    attachments: input.attachments,
    config: input.config,
    directives: parseDirectives(input.config.systemInstructions),
  };
}

/** The reply to the context's message: the draft for what the rep asks, rendered. */
export function replyText(context: ReplyContext): string {
  const intent = detectIntent(context.message, context.attachments);
  return render(DRAFTS[intent](context), context);
}

export function composeReply(input: ChatInput): string {
  return replyText(replyContext(input));
}
