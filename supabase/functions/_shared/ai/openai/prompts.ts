// What the OpenAI-compatible model is told: the assistant's configuration, the
// client's record, and the rep's request, in the shape of a chat.
import type {
  AssistantConfig,
  Attachment,
  ChatMessage,
  ClientRecord,
  DocumentInput,
} from "../types.ts";

export type PromptMessage =
  | { role: "system" | "assistant"; content: string }
  | {
    role: "user";
    content:
      | string
      | Array<
        { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } }
      >;
  };

const STYLE_WORDS: Record<AssistantConfig["responseStyle"], string> = {
  "professional-friendly": "professional and friendly",
  casual: "casual and conversational",
  formal: "formal and precise",
};

const ROLE_GOAL: Record<AssistantConfig["aiType"], string> = {
  chat: "You help a sales rep work one client: analyse the conversation, answer questions, " +
    "suggest next steps and draft messages.",
  proposal: "You write sales proposals and software requirements specifications.",
  presentation: "You write sales presentations, one idea per slide.",
  budget: "You write project budgets with line items.",
};

export function systemPrompt(config: AssistantConfig, client: ClientRecord | null): string {
  const lines = [
    `You are ${config.personaName}, an AI assistant inside a sales CRM. ${
      ROLE_GOAL[config.aiType]
    }`,
    `Write in a ${STYLE_WORDS[config.responseStyle]} tone.`,
    "Never invent figures, names or dates that the conversation does not give; " +
    "say what is unknown and how to find it out.",
  ];
  if (config.systemInstructions.trim()) {
    lines.push(`The rep's standing instructions:\n${config.systemInstructions.trim()}`);
  }
  if (client) lines.push(`The client:\n${describeClient(client)}`);
  return lines.join("\n\n");
}

export function describeClient(client: ClientRecord): string {
  return [
    `Name: ${client.name}`,
    client.company && `Company: ${client.company}`,
    client.email && `E-mail: ${client.email}`,
    `Deal stage: ${client.stage}; priority: ${client.priority}; account status: ${client.status}`,
    client.dealValue !== null && `Deal value: ${client.dealValue} ${client.currency}`,
    client.notes && `Notes: ${client.notes}`,
  ].filter(Boolean).join("\n");
}

/** Training examples become earlier turns of the chat: the model imitates them. */
export function fewShot(config: AssistantConfig): PromptMessage[] {
  return config.examples.flatMap((example) => [
    { role: "user" as const, content: example.input },
    { role: "assistant" as const, content: example.expectedOutput },
  ]);
}

export function history(messages: ChatMessage[]): PromptMessage[] {
  return messages.map((m) => ({ role: m.role, content: m.content }));
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The rep's message with the text of attached documents, and images for models that see. */
/** The text of the files that have one (images go to the model as images, where it takes them). */
export function attachedTexts(attachments: Attachment[]): string[] {
  return attachments
    .filter((a) => a.text)
    .map((a) => `Attached file "${a.name}" (${a.mimeType}):\n${a.text}`);
}

export function userTurn(message: string, attachments: Attachment[]): PromptMessage {
  const text = [message, ...attachedTexts(attachments)].filter(Boolean).join("\n\n");
  const images = attachments.filter((a) => a.image);
  if (!images.length) return { role: "user", content: text };
  return {
    role: "user",
    content: [
      { type: "text", text },
      ...images.map((a) => ({
        type: "image_url" as const,
        image_url: { url: `data:${a.mimeType};base64,${toBase64(a.image!)}` },
      })),
    ],
  };
}

export function conversationText(messages: ChatMessage[]): string {
  return messages.map((m) => `${m.role === "user" ? "Rep" : "Assistant"}: ${m.content}`).join("\n");
}

export function documentRequest(input: DocumentInput): string {
  return [
    `Write a ${input.kind === "srs" ? "software requirements specification" : input.kind} titled ` +
    `"${input.title}"${input.clientName ? ` for ${input.clientName}` : ""}, dated ` +
    input.date.toISOString().slice(0, 10) + ".",
    `What the rep asked for:\n${input.userPrompt}`,
    input.additionalContext && `Additional context:\n${input.additionalContext}`,
    input.messages.length > 0 &&
    `The conversation with the client so far:\n${conversationText(input.messages)}`,
  ].filter(Boolean).join("\n\n");
}
