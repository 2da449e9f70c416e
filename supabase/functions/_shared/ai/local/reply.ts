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
import { attachmentDraft, generalDraft, greetingDraft } from "./drafts-general.ts";
import { emailDraft, meetingDraft, objectionDraft } from "./drafts-writing.ts";
import { gatherFacts } from "./facts.ts";
import { detectIntent, type Intent } from "./intents.ts";
import { render } from "./render.ts";
import { parseDirectives } from "./style.ts";

export const DRAFTS: Record<Intent, (c: ReplyContext) => Draft> = {
  attachment: attachmentDraft,
  email: emailDraft,
  objection: objectionDraft,
  meeting: meetingDraft,
  decision: decisionDraft,
  budget: budgetDraft,
  timeline: timelineDraft,
  next: nextDraft,
  summary: summaryDraft,
  greeting: greetingDraft,
  general: generalDraft,
};

export function replyContext(input: ChatInput): ReplyContext {
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

export function composeReply(input: ChatInput): string {
  const context = replyContext(input);
  const intent = detectIntent(input.message, input.attachments);
  return render(DRAFTS[intent](context), context);
}
