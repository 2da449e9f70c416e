// The offline provider: a deterministic analyser that reads the conversation and writes replies
// and documents from what it finds. No network, no model, the same answer for the same input.

import type { AiProvider } from "../types.ts";
import { analyse } from "./analyse.ts";
import { writeDocument } from "./document.ts";
import { composeReply } from "./reply.ts";
import { streamText } from "./stream.ts";
import { answerTest } from "./test-answer.ts";

export interface LocalProviderOptions {
  /** Pause between streamed words, for demos. Default 0: the whole reply is available at once. */
  delayMs?: number;
}

export function createLocalProvider(options: LocalProviderOptions = {}): AiProvider {
  const delayMs = Math.max(0, options.delayMs ?? 0);
  return {
    name: "local",
    streamReply: (input, signal) => streamText(() => composeReply(input), { delayMs, signal }),
    analyse: (input) => Promise.resolve().then(() => analyse(input)),
    writeDocument: (input) => Promise.resolve().then(() => writeDocument(input)),
    answerTest: (input) => Promise.resolve().then(() => answerTest(input)),
  };
}

export const localProvider: AiProvider = createLocalProvider();
