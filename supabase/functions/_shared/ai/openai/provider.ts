// The `openai` provider: any OpenAI-compatible chat-completions server
// (OpenAI, Azure-style gateways, vLLM, Ollama, LM Studio) through the openai SDK.
import OpenAI from "openai";
import type { z } from "zod";
import { localProvider } from "../local/provider.ts";
import type { DocumentContent } from "../../documents/content.ts";
import type {
  AiProvider,
  Analysis,
  AnalysisInput,
  ChatInput,
  ChatMessage,
  ClientRecord,
  DocumentInput,
  TestInput,
} from "../types.ts";
import {
  DEFAULT_PROMPT_TOKENS,
  fitConversation,
  type FittedConversation,
  promptTokens,
} from "./budget.ts";
import {
  analysisRequest,
  analystPrompt,
  documentRequest,
  fewShot,
  history,
  systemPrompt,
  userTurn,
} from "./prompts.ts";
import type { PromptMessage } from "./messages.ts";
import { analysisAnswer, documentAnswer, responseFormat } from "./schemas.ts";
import { summariseTurns } from "./summary.ts";
import { ProviderError } from "../errors.ts";

export const DEFAULT_MODEL = "gpt-4o-mini";

/** A request without the conversation: what the rest of the prompt costs. */
const NO_TURNS: FittedConversation = { summary: null, recent: [] };

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  /** The most tokens a prompt may take; older turns beyond it are summarised. */
  maxPromptTokens?: number;
}

/** The model answered, but not with what was asked for. */
class MalformedAnswer extends ProviderError {
  override name = "MalformedAnswer";
  constructor(readonly fault: string) {
    super(`The AI provider's answer ${fault}.`);
  }
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
  const maxPromptTokens = options.maxPromptTokens ?? DEFAULT_PROMPT_TOKENS;
  // maxRetries 1: one retry on 429, 5xx and connection errors, then give up; never a hang.
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL || undefined,
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: 1,
  });

  /** The turns that fit beside `fixed` (the rest of the prompt), and a summary of the others. */
  function fit(turns: ChatMessage[], fixed: PromptMessage[], about: ClientRecord, now: Date) {
    return fitConversation(turns, maxPromptTokens - promptTokens(fixed), (earlier) =>
      summariseTurns(earlier, about, now),
    );
  }

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
      throw new MalformedAnswer("was not valid JSON");
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      throw new MalformedAnswer("did not match the expected shape");
    }
    return result.data;
  }

  return {
    name: "openai",
    model,

    async *streamReply(input: ChatInput, signal?: AbortSignal) {
      const system: PromptMessage = {
        role: "system",
        content: systemPrompt(input.config, input.client),
      };
      const examples = fewShot(input.config);
      const question = userTurn(input.message, input.attachments);
      const { summary, recent } = await fit(
        input.history,
        [system, ...examples, question],
        input.client,
        input.now,
      );
      const messages: PromptMessage[] = [
        system,
        ...examples,
        ...(summary ? [{ role: "system" as const, content: summary }] : []),
        ...history(recent),
        question,
      ];
      try {
        const stream = await client.chat.completions.create(
          { model, messages, stream: true },
          {
            signal,
          },
        );
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        throw providerError(error);
      }
    },

    async analyse(input: AnalysisInput): Promise<Analysis> {
      const system: PromptMessage = { role: "system", content: analystPrompt(input.now) };
      const conversation = await fit(
        input.messages,
        [system, { role: "user", content: analysisRequest(input, NO_TURNS) }],
        input.client,
        input.now,
      );
      const messages: PromptMessage[] = [
        system,
        { role: "user", content: analysisRequest(input, conversation) },
      ];
      try {
        const analysis = await structured(messages, "client_analysis", analysisAnswer);
        return { ...analysis, source: { provider: "openai", model } };
      } catch (error) {
        if (!(error instanceof MalformedAnswer)) throw error;
        const offline = await localProvider.analyse(input);
        const fallback =
          `The model's answer (${model}) ${error.fault}, ` +
          "so this is the offline assistant's analysis.";
        return { ...offline, source: { provider: "local", model: null, fallback } };
      }
    },

    async writeDocument(input: DocumentInput): Promise<DocumentContent> {
      const system: PromptMessage = {
        role: "system",
        content: systemPrompt(input.config, input.client),
      };
      const examples = fewShot(input.config);
      const conversation = input.client
        ? await fit(
            input.messages,
            [system, ...examples, { role: "user", content: documentRequest(input, NO_TURNS) }],
            input.client,
            input.date,
          )
        : { summary: null, recent: input.messages };
      const messages: PromptMessage[] = [
        system,
        ...examples,
        { role: "user", content: documentRequest(input, conversation) },
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
