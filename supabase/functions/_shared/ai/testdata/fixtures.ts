// Small builders shared by the local provider's tests.

import type {
  AssistantConfig,
  ChatInput,
  ChatMessage,
  ClientRecord,
  TrainingExample,
} from "../types.ts";
import type { Sentence } from "../local/text.ts";
import { toSentences } from "../local/text.ts";

/** Wednesday 18 November 2026, 10:00 UTC */
export const NOW = new Date("2026-11-18T10:00:00Z");

export function makeClient(overrides: Partial<ClientRecord> = {}): ClientRecord {
  return {
    id: "client-1",
    name: "Maria Lopez",
    company: "Acme Logistics",
    email: "maria@acme.test",
    phone: null,
    status: "active",
    stage: "LEAD",
    priority: "MEDIUM",
    dealValue: null,
    currency: "USD",
    notes: null,
    ...overrides,
  };
}

export function makeConfig(overrides: Partial<AssistantConfig> = {}): AssistantConfig {
  return {
    aiType: "chat",
    personaName: "Sales Assistant Pro",
    responseStyle: "professional-friendly",
    systemInstructions: "",
    examples: [],
    ...overrides,
  };
}

export const example = (title: string, input: string, expectedOutput: string): TrainingExample => ({
  title,
  input,
  expectedOutput,
});

export const rep = (content: string): ChatMessage => ({ role: "user", content });
export const assistant = (content: string): ChatMessage => ({ role: "assistant", content });

/** The rep's notes as sentences, for the extractors. */
export function said(...texts: string[]): Sentence[] {
  return toSentences(texts.map((text) => ({ text, origin: "rep" as const })));
}

export const ACME_HISTORY: ChatMessage[] = [
  rep(
    "Had a call with Acme Logistics today. They need a CRM for 50 sales reps and want to replace their spreadsheets.",
  ),
  rep(
    "Their budget is around $50k for the first year. Our contact is their CFO, Maria Lopez, who makes the final decision.",
  ),
  rep("They asked for a proposal with pricing by Friday. They're also looking at HubSpot."),
];

export const NO_BUDGET_HISTORY: ChatMessage[] = [
  rep(
    "First call with Acme Logistics. They need a CRM for 50 sales reps and want to replace their spreadsheets.",
  ),
  rep("They want to go live in March. We haven't talked about money."),
];

export function chatInput(message: string, overrides: Partial<ChatInput> = {}): ChatInput {
  return {
    client: makeClient(),
    history: ACME_HISTORY,
    message,
    attachments: [],
    config: makeConfig(),
    now: NOW,
    ...overrides,
  };
}
