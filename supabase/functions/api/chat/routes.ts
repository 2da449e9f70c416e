import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parseJsonBody, reply } from "../../_shared/validation.ts";
import { loadAttachments } from "../assistant/attachments.ts";
import { aiProvider } from "../assistant/provider.ts";
import {
  assistantConfig,
  clientConversation,
  clientRecord,
  ofVisibleClient,
  readableFiles,
  threadConversation,
} from "../assistant/queries.ts";
import type { ApiEnv } from "../context.ts";
import { readById } from "../reads.ts";
import {
  CLIENT_NOT_FOUND,
  type ChatHistoryResponse,
  streamBody,
} from "../../_shared/contract/index.ts";
import { eventStream } from "./stream.ts";

export const chat = new Hono<ApiEnv>();

chat.post("/stream", async (c) => {
  const body = await parseJsonBody(c.req.raw, streamBody);
  const context = await withUserTransaction(c.get("claims"), async (tx) => {
    const client = await clientRecord(tx, body.clientId);
    if (!client) throw new HttpError(404, CLIENT_NOT_FOUND);
    const thread = body.threadId ? await threadConversation(tx, body.threadId) : null;
    if (body.threadId && (!thread || thread.clientId !== client.id)) {
      throw new HttpError(404, "Thread not found");
    }
    const files = await readableFiles(tx, body.attachments);
    if (files.length !== new Set(body.attachments).size) throw new HttpError(404, "File not found");
    return {
      client,
      history: thread?.messages ?? (await clientConversation(tx, client.id)),
      config: await assistantConfig(tx, "chat"),
      files,
    };
  });
  // The SPA saves the rep's message before asking for the reply: it is the
  // question, not part of the history.
  const last = context.history.at(-1);
  if (last?.role === "user" && last.content === body.message) context.history.pop();
  const attachments = await loadAttachments(context.files);
  const abort = new AbortController();
  const chunks = aiProvider().streamReply(
    {
      client: context.client,
      history: context.history,
      message: body.message,
      attachments,
      config: context.config,
      now: new Date(),
    },
    abort.signal,
  );
  return eventStream(c, chunks, abort);
});

chat.get("/history/:clientId", async (c) => {
  const history = await readById(
    c,
    CLIENT_NOT_FOUND,
    ofVisibleClient(clientConversation),
    "clientId",
  );
  return c.json(
    reply<ChatHistoryResponse>(history.map(({ role, content }) => ({ role, content }))),
  );
});
