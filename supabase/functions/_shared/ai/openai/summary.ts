// What stands in the prompt for the turns that no longer fit: the facts the offline
// analyser finds in them and the first sentence of each of the rep's messages. Built
// without another model call, so the same turns always give the same summary.
import { localProvider } from "../local/provider.ts";
import { splitSentences } from "../local/text.ts";
import type { ChatMessage, ClientRecord } from "../types.ts";

const MAX_OPENING = 160;

/** The first sentence, as the analyser splits them, cut short when it runs on. */
function opening(text: string): string {
  const sentence = (splitSentences(text)[0] ?? "").replace(/\s+/g, " ");
  return sentence.length > MAX_OPENING ? `${sentence.slice(0, MAX_OPENING - 1)}…` : sentence;
}

/** Lines of the summary, most telling first (a budget may keep only the first few). */
export async function summariseTurns(
  turns: ChatMessage[],
  client: ClientRecord,
  now: Date,
): Promise<string[]> {
  const analysis = await localProvider.analyse({ client, messages: turns, attachments: [], now });
  return [
    `Summary of the ${turns.length} earliest messages of this conversation, left out for ` +
      "length (what the offline analyser found in them, then how the rep's messages began):",
    `- Deal stage: ${analysis.stage}; priority: ${analysis.priority}.`,
    ...analysis.insights.map((insight) => `- ${insight.content}`),
    ...turns
      .filter((turn) => turn.role === "user")
      .map((turn) => `- The rep wrote: "${opening(turn.content)}"`),
  ];
}
