import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { signedDownloadUrl } from "../../_shared/signed-urls.ts";
import { parseId, parseJsonBody, reply } from "../../_shared/validation.ts";
import { refreshAnalysisAfterWrite } from "../assistant/analysis.ts";
import { threadClientId } from "../assistant/queries.ts";
import type { ApiEnv } from "../context.ts";
import { readById, readWithQuery } from "../reads.ts";
import {
  addMessage,
  clientsWithThreads,
  createThread,
  type Message,
  readThread,
} from "./queries.ts";
import {
  CLIENT_NOT_FOUND,
  aiResponseBody,
  type ChatClientResponse,
  type ChatMessageResponse,
  clientsWithThreadsQuery,
  type CreatedThreadResponse,
  createThreadBody,
  isUuid,
  postMessageBody,
  type ThreadWithMessagesResponse,
} from "../../_shared/contract/index.ts";

const THREAD_NOT_FOUND = "Thread not found";
const FILE_NOT_FOUND = "File not found";

/** Each attachment with a link the caller can open in a tab or an <img>. */
async function withDownloadUrls(message: Message, userId: string) {
  const attachments = await Promise.all(
    message.attachments.map(async (file) => ({
      ...file,
      url: await signedDownloadUrl(file.id, userId),
    })),
  );
  return { ...message, attachments };
}

export const chatThreads = new Hono<ApiEnv>();

chatThreads.get("/clients-with-threads", async (c) => {
  const list = await readWithQuery(c, clientsWithThreadsQuery, (tx, { limit }) =>
    clientsWithThreads(tx, limit),
  );
  return c.json(reply<ChatClientResponse[]>(list));
});

chatThreads.get("/threads/:threadId/messages", async (c) => {
  const found = await readById(c, THREAD_NOT_FOUND, readThread, "threadId");
  const messages = await Promise.all(
    found.messages.map((message) => withDownloadUrls(message, c.get("userId"))),
  );
  return c.json(reply<ThreadWithMessagesResponse>({ thread: found.thread, messages }));
});

chatThreads.post("/clients/:clientId/threads", async (c) => {
  const clientId = parseId(c.req.param("clientId"), CLIENT_NOT_FOUND);
  const { title } = await parseJsonBody(c.req.raw, createThreadBody);
  const thread = await withUserTransaction(c.get("claims"), (tx) =>
    createThread(tx, clientId, title),
  );
  if (!thread) throw new HttpError(404, CLIENT_NOT_FOUND);
  return c.json(reply<CreatedThreadResponse>(thread), 201);
});

chatThreads.post("/threads/:threadId/messages", async (c) => {
  const threadId = parseId(c.req.param("threadId"), THREAD_NOT_FOUND);
  const input = await parseJsonBody(c.req.raw, postMessageBody);
  if (!input.attachments.every(isUuid)) throw new HttpError(404, FILE_NOT_FOUND);
  const message = await withUserTransaction(c.get("claims"), (tx) =>
    addMessage(tx, threadId, "user", input.content, input.attachments),
  );
  if (!message) throw new HttpError(404, THREAD_NOT_FOUND);
  return c.json(reply<ChatMessageResponse>(await withDownloadUrls(message, c.get("userId"))), 201);
});

chatThreads.post("/threads/:threadId/messages/ai-response", async (c) => {
  const threadId = parseId(c.req.param("threadId"), THREAD_NOT_FOUND);
  const { content } = await parseJsonBody(c.req.raw, aiResponseBody);
  const saved = await withUserTransaction(c.get("claims"), async (tx) => {
    // Only the thread's client is needed here; refreshAnalysis reads the conversation itself.
    const clientId = await threadClientId(tx, threadId);
    if (!clientId) return null;
    const message = await addMessage(tx, threadId, "assistant", content);
    return message && { message, clientId };
  });
  if (!saved) throw new HttpError(404, THREAD_NOT_FOUND);
  // The reply is saved whatever happens to the analysis; a failed one keeps the previous.
  await refreshAnalysisAfterWrite(c.get("claims"), saved.clientId);
  const answer = await withDownloadUrls(saved.message, c.get("userId"));
  return c.json(reply<ChatMessageResponse>(answer), 201);
});
