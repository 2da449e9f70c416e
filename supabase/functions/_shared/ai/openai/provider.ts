// The `openai` provider: any OpenAI-compatible chat-completions server
// (OpenAI, Azure-style gateways, vLLM, Ollama, LM Studio) through the openai SDK.
import OpenAI from "openai";
import type { z } from "zod";
import type {
  AiProvider,
  AnalysisInput,
  ChatInput,
  DocumentContent,
  DocumentInput,
  TestInput,
} from "../types.ts";
import {
  attachedTexts,
  conversationText,
  describeClient,
  documentRequest,
  fewShot,
  history,
  type PromptMessage,
  systemPrompt,
  userTurn,
} from "./prompts.ts";
import { analysisAnswer, documentAnswer, responseFormat } from "./schemas.ts";
import { ProviderError } from "../errors.ts";

export const DEFAULT_MODEL = "gpt-4o-mini";

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
}

function providerError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ProviderError("The AI provider did not answer in time. Please try again.");
  }
  if (error instanceof OpenAI.APIError && error.status) {
    return new ProviderError(`The AI provider answered with an error (${error.status}).`);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ProviderError("The AI provider could not be reached.");
  }
  return new ProviderError("The AI provider failed. Please try again.");
}

export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  const model = options.model || DEFAULT_MODEL;
  // maxRetries 1: one retry on 429, 5xx and connection errors, then give up; never a hang.
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL || undefined,
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: 1,
  });

  async function complete(messages: PromptMessage[]): Promise<string> {
    try {
      const answer = await client.chat.completions.create({ model, messages });
      return answer.choices[0]?.message?.content ?? "";
    } catch (error) {
      throw providerError(error);
    }
  }

  async function structured<T>(messages: PromptMessage[], name: string, schema: z.ZodType<T>) {
    let content: string | null | undefined;
    try {
      const answer = await client.chat.completions.create({
        model,
        messages,
        response_format: responseFormat(name, schema),
      });
      content = answer.choices[0]?.message?.content;
    } catch (error) {
      throw providerError(error);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(content ?? "");
    } catch {
      throw new ProviderError("The AI provider's answer was not valid JSON.");
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      throw new ProviderError("The AI provider's answer did not match the expected shape.");
    }
    return result.data;
  }

  return {
    name: "openai",

    async *streamReply(input: ChatInput, signal?: AbortSignal) {
      const messages: PromptMessage[] = [
        { role: "system", content: systemPrompt(input.config, input.client) },
        ...fewShot(input.config),
        ...history(input.history),
        userTurn(input.message, input.attachments),
      ];
      try {
        const stream = await client.chat.completions.create({ model, messages, stream: true }, {
          signal,
        });
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        throw providerError(error);
      }
    },

    async analyse(input: AnalysisInput) {
      const messages: PromptMessage[] = [
        {
          role: "system",
          content:
            "You analyse sales conversations for a CRM. Answer with the client's deal stage, " +
            "priority, budget band (null when no figure is stated: never invent one), your " +
            "confidence 0-1, the next action, a follow-up with a concrete ISO due date after " +
            `${input.now.toISOString()}, and typed insights.`,
        },
        {
          role: "user",
          // The attached files count as evidence too, as they do for the local analyser.
          content: [
            `Client:\n${describeClient(input.client)}`,
            `Conversation:\n${conversationText(input.messages)}`,
            ...attachedTexts(input.attachments),
          ].join("\n\n"),
        },
      ];
      return await structured(messages, "client_analysis", analysisAnswer);
    },

    async writeDocument(input: DocumentInput): Promise<DocumentContent> {
      const messages: PromptMessage[] = [
        { role: "system", content: systemPrompt(input.config, input.client) },
        ...fewShot(input.config),
        { role: "user", content: documentRequest(input) },
      ];
      const answer = await structured(messages, "document", documentAnswer);
      return {
        kind: input.kind,
        title: input.title,
        subtitle: answer.subtitle,
        clientName: input.clientName,
        author: input.config.personaName,
        date: input.date,
        sections: answer.sections,
        slides: answer.slides,
        budget: answer.budget,
      };
    },

    answerTest(input: TestInput) {
      return complete([
        { role: "system", content: systemPrompt(input.config, null) },
        ...fewShot(input.config),
        { role: "user", content: input.testInput },
      ]);
    },
  };
}
