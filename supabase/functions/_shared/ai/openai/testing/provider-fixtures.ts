// What the OpenAI provider's tests share: an assistant's configuration, a client, the request
// the fake model receives, a valid analysis, and a chat input to stream a reply to.

import type { AssistantConfig, ChatInput, ClientRecord } from "../../types.ts";

export const config: AssistantConfig = {
  aiType: "chat",
  personaName: "Deal Coach",
  responseStyle: "formal",
  systemInstructions: "Always end with a next step.",
  examples: [{ title: "Budget", input: "What is the budget?", expectedOutput: "The budget is …" }],
};

export const client: ClientRecord = {
  id: "c1",
  name: "Zoë Łukasz",
  company: "Acme",
  email: null,
  phone: null,
  status: "active",
  stage: "LEAD",
  priority: "MEDIUM",
  dealValue: null,
  currency: "USD",
  notes: null,
};

export const now = new Date("2026-11-18T10:00:00Z");

export interface SentRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
  response_format?: {
    type: string;
    json_schema: { strict: boolean; schema: { additionalProperties: boolean } };
  };
}

export const analysis = {
  stage: "PROPOSAL",
  priority: "HIGH",
  budgetBand: "$40k–$60k",
  confidence: 0.8,
  nextAction: "Send the proposal",
  suggestedFollowup: { title: "Call CFO", notes: "Pricing", dueAt: "2026-11-20T10:00:00Z" },
  insights: [{ type: "budget", content: "Budget stated", confidence: 0.9 }],
};

export async function drain(stream: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += chunk;
  return text;
}

export const chatInput = (overrides: Partial<ChatInput> = {}): ChatInput => ({
  client,
  history: [],
  message: "What should I do next?",
  attachments: [],
  config,
  now,
  ...overrides,
});
