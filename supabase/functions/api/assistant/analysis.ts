import type { Claims } from "../../_shared/auth.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { aiProvider } from "./provider.ts";
import { loadAttachments } from "./attachments.ts";
import { clientConversation, clientRecord, recentClientFiles, saveAnalysis } from "./queries.ts";

/**
 * Reads the client's whole conversation again and stores a new analysis. The
 * provider is asked between two transactions: none is held open while it thinks.
 */
export async function refreshAnalysis(claims: Claims, clientId: string): Promise<void> {
  const context = await withUserTransaction(claims, async (tx) => {
    const client = await clientRecord(tx, clientId);
    if (!client) return null;
    return {
      client,
      messages: await clientConversation(tx, clientId),
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
