// A note logged from an AI tool is a message in the client's chat, read by the
// analysis as a chat reply is.
import { z } from "zod";
import type { McpServer } from "../sdk.ts";
import type { Claims } from "../../_shared/auth.ts";
import { CLIENT_NOT_FOUND, postMessageBody } from "../../_shared/contract/index.ts";
import { type Transaction, withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parse, parseId } from "../../_shared/validation.ts";
import { refreshAnalysisAfterWrite } from "../../api/assistant/analysis.ts";
import { storedAnalysis } from "../../api/assistant/queries.ts";
import { addMessage, createThread } from "../../api/chat-threads/queries.ts";
import { idArgument } from "./ids.ts";
import { answer } from "./result.ts";

/** The thread the chat screen opens for the client: the one with the newest message. */
async function latestThreadId(tx: Transaction, clientId: string): Promise<string | null> {
  const [thread] = await tx<{ id: string }[]>`
    select id from public.chat_threads where client_id = ${clientId}
     order by last_message_at desc nulls last, created_at desc limit 1`;
  return thread?.id ?? null;
}

/** Saves the note in the client's latest thread (a new one if it has none). */
async function logNote(claims: Claims, clientId: string, content: string) {
  const message = await withUserTransaction(claims, async (tx) => {
    // RLS hides another rep's client and threads: no thread to find or make, so not found.
    const threadId =
      (await latestThreadId(tx, clientId)) ?? (await createThread(tx, clientId, undefined))?.id;
    const message = threadId && (await addMessage(tx, threadId, "user", content));
    if (!message) throw new HttpError(404, CLIENT_NOT_FOUND);
    return { threadId, ...message };
  });
  // The note is saved whatever happens to the analysis; a failed one keeps the previous.
  await refreshAnalysisAfterWrite(claims, clientId);
  const latestAnalysis = await withUserTransaction(claims, (tx) => storedAnalysis(tx, clientId));
  return { message, latestAnalysis };
}

export function registerNoteTools(server: McpServer, claims: Claims) {
  server.registerTool(
    "log_note",
    {
      title: "Log a note",
      description:
        "Adds a note (e.g. what the client said on a call) as the rep's message in the client's " +
        "latest chat thread, where the CRM web app shows it, then re-runs the AI analysis of the " +
        "conversation as after a chat reply. A confident analysis also updates the client's " +
        "priority; the stage stays the rep's, and the analysis only suggests one. Answers the " +
        "saved message and the new latest analysis.",
      inputSchema: {
        clientId: idArgument("client"),
        content: z.string().trim().min(1).max(20_000).describe("The note's text"),
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
    },
    (args) =>
      answer(() => {
        const { content } = parse(postMessageBody, { content: args.content });
        return logNote(claims, parseId(args.clientId, CLIENT_NOT_FOUND), content);
      }),
  );
}
