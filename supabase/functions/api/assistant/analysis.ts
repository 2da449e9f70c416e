import type { Claims } from "../../_shared/auth.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { aiProvider } from "./provider.ts";
import { loadAttachments } from "./attachments.ts";
import {
  clientConversation,
  clientEmailTurns,
  clientRecord,
  recentClientFiles,
  saveAnalysis,
} from "./queries.ts";
import type { ChatMessage } from "../../_shared/ai/types.ts";

const atTime = ({ createdAt }: ChatMessage) => Date.parse(createdAt ?? "");

/** The chat and the client's mail, in the order they happened. */
function interleaved(chat: ChatMessage[], mail: ChatMessage[]): ChatMessage[] {
  return [...chat, ...mail].sort((a, b) => atTime(a) - atTime(b));
}

/**
 * Reads the client's whole conversation (the chat and its sent and received mail) again and
 * stores a new analysis. Call it after a mail is stored under a client. The
 * provider is asked between two transactions: none is held open while it thinks.
 */
export async function refreshAnalysis(claims: Claims, clientId: string): Promise<void> {
  const context = await withUserTransaction(claims, async (tx) => {
    const client = await clientRecord(tx, clientId);
    if (!client) return null;
    return {
      client,
      messages: interleaved(
        await clientConversation(tx, clientId),
        await clientEmailTurns(tx, clientId),
      ),
      files: await recentClientFiles(tx, clientId),
    };
  });
  if (!context) return;
  const provider = aiProvider();
  const analysis = await provider.analyse({
    client: context.client,
    messages: context.messages,
    attachments: (await loadAttachments(context.files)).map(({ image: _image, ...rest }) => rest),
    now: new Date(),
  });
  await withUserTransaction(claims, (tx) => saveAnalysis(tx, clientId, analysis, provider.name));
}

/**
 * refreshAnalysis after a write that stands whatever the analysis does (a message, a note, a
 * mail): a failed analysis keeps the previous one, is logged, and is retried by the next write.
 */
export const refreshAnalysisAfterWrite = (claims: Claims, clientId: string): Promise<void> =>
  refreshAnalysis(claims, clientId).catch((error) =>
    console.error("could not refresh the client analysis", error),
  );
