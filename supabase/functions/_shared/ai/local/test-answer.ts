// The knowledge base's "Test AI": how this configuration answers a sample input.

import type { DocumentContent } from "../../documents/content.ts";
import type { AiType, TestInput } from "../types.ts";
import { writeDocument } from "./document.ts";
import { formatMoneyExact } from "../../documents/money.ts";
import { replyContext, replyText } from "./reply.ts";
import { applyTone, closestExample } from "./style.ts";

/** A document assistant says who it is before outlining; chat answers start with the answer. */
const INTRO = {
  "professional-friendly": (p: string) => `Hi, I'm ${p}.`,
  casual: (p: string) => `Hey, ${p} here!`,
  formal: (p: string) => `Good day. I am ${p}.`,
};

const KIND_NAME: Record<Exclude<AiType, "chat">, string> = {
  proposal: "proposal",
  presentation: "presentation",
  budget: "budget",
};

function chatAnswer(input: TestInput): string {
  const context = replyContext({
    client: null,
    history: [],
    message: input.testInput,
    attachments: [],
    config: input.config,
    now: input.now,
  });
  return replyText(context);
}

function outline(doc: DocumentContent): string[] {
  if (doc.kind === "presentation") {
    return doc.slides.map((s, i) => `${i + 1}. ${s.title}: ${s.bullets[0] ?? ""}`);
  }
  if (doc.kind === "budget" && doc.budget) {
    const b = doc.budget;
    return [
      ...b.items.map(
        (i) => `- ${i.item}: ${i.quantity} × ${formatMoneyExact(i.unitPrice, b.currency)}`,
      ),
      ...b.notes.map((n) => `Note: ${n}`),
    ];
  }
  return doc.sections.map((s) => `- ${s.heading}: ${s.paragraphs[0] ?? s.bullets[0] ?? ""}`);
}

function documentAnswer(input: TestInput, kind: Exclude<AiType, "chat">): string {
  const doc = writeDocument({
    kind,
    title: `Test ${KIND_NAME[kind]}`,
    clientName: null,
    client: null,
    userPrompt: input.testInput,
    additionalContext: null,
    messages: [],
    config: input.config,
    date: input.now,
  });
  const style = input.config.responseStyle;
  const lead =
    style === "casual"
      ? `Here's how I'd shape that ${KIND_NAME[kind]}:`
      : style === "formal"
        ? `I would structure the ${KIND_NAME[kind]} as follows.`
        : `Here's how I'd put that ${KIND_NAME[kind]} together:`;
  return applyTone(
    [`${INTRO[style](input.config.personaName)} ${lead}`, ...outline(doc)].join("\n"),
    style,
  );
}

export function answerTest(input: TestInput): string {
  const { config } = input;
  const match = closestExample(config.examples, input.testInput);
  if (match && match.ratio >= 0.8) {
    // The rep wrote this exact answer: say it in the configured voice.
    return applyTone(match.example.expectedOutput.trim(), config.responseStyle);
  }
  return config.aiType === "chat" ? chatAnswer(input) : documentAnswer(input, config.aiType);
}
