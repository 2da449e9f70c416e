// How much of the model's context a prompt may take, and which turns of the
// conversation fit in it: the latest ones, with one short summary standing for the rest.
import type { ChatMessage } from "../types.ts";
import type { PromptMessage } from "./messages.ts";

/** Fits the smaller local models' windows too, with room left for the answer. */
export const DEFAULT_PROMPT_TOKENS = 12_000;
/** Room kept for the summary of the turns that do not fit. */
const SUMMARY_TOKENS = 400;
/** The role and separators every message costs. */
const MESSAGE_TOKENS = 4;
/** A rough price of one attached image. */
const IMAGE_TOKENS = 1_000;

const encoder = new TextEncoder();

/**
 * About four bytes of UTF-8 a token: close for English, and not far too low for the
 * scripts whose letters take two or three bytes (a count of characters would be).
 */
function estimateTokens(text: string): number {
  return Math.ceil(encoder.encode(text).length / 4);
}

export function promptTokens(messages: PromptMessage[]): number {
  return messages.reduce((sum, message) => {
    const content =
      typeof message.content === "string"
        ? estimateTokens(message.content)
        : message.content.reduce(
            (n, part) => n + (part.type === "text" ? estimateTokens(part.text) : IMAGE_TOKENS),
            0,
          );
    return sum + MESSAGE_TOKENS + content;
  }, 0);
}

const turnTokens = (turn: ChatMessage) => MESSAGE_TOKENS + estimateTokens(turn.content);

/** The first lines that fit in `max` tokens. */
function clip(lines: string[], max: number): string {
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    used += estimateTokens(line) + 1;
    if (used > max) break;
    kept.push(line);
  }
  return kept.join("\n");
}

export interface FittedConversation {
  /** One short text standing for the earliest turns; null when every turn fits. */
  summary: string | null;
  recent: ChatMessage[];
}

/**
 * The latest turns that fit in `available` tokens, oldest first; the turns before them
 * are handed to `summarise` and its lines clipped to SUMMARY_TOKENS.
 */
export async function fitConversation(
  turns: ChatMessage[],
  available: number,
  summarise: (earlier: ChatMessage[]) => Promise<string[]>,
): Promise<FittedConversation> {
  const costs = turns.map(turnTokens);
  if (costs.reduce((sum, cost) => sum + cost, 0) <= available) {
    return { summary: null, recent: turns };
  }
  let room = available - SUMMARY_TOKENS;
  let start = turns.length;
  while (start > 0 && costs[start - 1] <= room) room -= costs[--start];
  const earlier = turns.slice(0, start);
  return { summary: clip(await summarise(earlier), SUMMARY_TOKENS), recent: turns.slice(start) };
}
