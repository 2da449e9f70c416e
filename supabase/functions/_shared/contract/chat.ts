// Chat: threads, their messages and the streamed chat turn.
import { z } from "zod";
import { DEAL_STAGES, INSIGHT_TYPES, MESSAGE_ROLES, PRIORITIES } from "./enums.ts";
import {
  CLIENT_NOT_FOUND,
  clientLink,
  isUuid,
  limitParam,
  linkedFile,
  timestamp,
} from "./fields.ts";

export const MAX_ATTACHMENTS = 10;
export const EMPTY_MESSAGE = "Message must have text or an attachment";

export const clientsWithThreadsQuery = z.strictObject({ limit: limitParam(100, 1000) });

/** A blank or missing title takes the default, 'Chat {YYYY-MM-DD}'. */
export const createThreadBody = z.strictObject({
  title: z
    .union([
      z
        .string()
        .transform((s) => s.trim())
        .pipe(z.string().max(200, "Title must be at most 200 characters")),
      z.null(),
    ])
    .optional()
    .transform((title) => title || undefined),
});

const content = (max: number, label: string) =>
  z
    .union([z.string().max(max, `Message must be at most ${label} characters`), z.null()])
    .optional()
    .transform((s) => (s ?? "").trim());

export const postMessageBody = z
  .strictObject({
    content: content(20_000, "20,000"),
    role: z.literal("user", { error: "role: must be 'user'" }).optional(),
    attachments: z
      .array(z.string({ error: "attachments: must be a list of file ids" }).max(64), {
        error: "attachments: must be a list of file ids",
      })
      .max(100, `A message can have at most ${MAX_ATTACHMENTS} attachments`)
      .nullable()
      .optional()
      .transform((ids) => [...new Set((ids ?? []).map((id) => id.toLowerCase()))])
      .pipe(
        z
          .array(z.string())
          .max(MAX_ATTACHMENTS, `A message can have at most ${MAX_ATTACHMENTS} attachments`),
      ),
  })
  .refine((m) => m.content !== "" || m.attachments.length > 0, EMPTY_MESSAGE);

export const aiResponseBody = z
  .strictObject({
    content: content(100_000, "100,000"),
  })
  .refine((m) => m.content !== "", "Message content is required");

const fileId = z.string().max(64).refine(isUuid, "attachments: must be file ids");

export const streamBody = z
  .strictObject({
    message: z.string().max(20_000).default(""),
    clientId: z.string().max(64).refine(isUuid, CLIENT_NOT_FOUND),
    context: z.string().max(1_000).optional(),
    attachments: z.array(fileId).max(MAX_ATTACHMENTS).default([]),
    threadId: z.string().max(64).refine(isUuid, "Thread not found").optional(),
  })
  .refine((body) => body.message.trim() || body.attachments.length, {
    message: EMPTY_MESSAGE,
  });

// ---------------------------------------------------------------------------
// Responses

/** A client on the chat side: the client row plus its conversation's latest state. */
export const chatClientResponse = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  status: z.string(),
  stage: z.enum(DEAL_STAGES),
  priority: z.enum(PRIORITIES),
  notes: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  lastActivity: timestamp.nullable(),
  lastMessage: z.string().nullable(),
  latestThread: z
    .strictObject({
      id: z.string(),
      lastMessageAt: timestamp.nullable(),
      unreadCount: z.number().int(),
    })
    .nullable(),
});

export const chatMessageResponse = z.strictObject({
  id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  createdAt: timestamp,
  userId: z.string().nullable(),
  /** The rep who wrote it; null on the AI's replies. */
  user: z
    .strictObject({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() })
    .nullable(),
  attachments: z.array(linkedFile),
});

/** A thread as it is created, before the client is joined in. */
export const createdThreadResponse = z.strictObject({
  id: z.string(),
  clientId: z.string(),
  title: z.string(),
  createdAt: timestamp,
  lastMessageAt: timestamp.nullable(),
});

export const chatThreadResponse = createdThreadResponse.extend({
  client: clientLink.extend({ stage: z.enum(DEAL_STAGES) }),
});

export const threadWithMessagesResponse = z.strictObject({
  thread: chatThreadResponse,
  messages: z.array(chatMessageResponse),
});

/** GET /chat/history/{clientId}: the client's conversation as plain turns. */
export const chatHistoryResponse = z.array(
  z.strictObject({ role: z.enum(MESSAGE_ROLES), content: z.string() }),
);

/** The events of POST /chat/stream, one per server-sent `data:` line. */
export const chatStreamEvent = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("chunk"), content: z.string() }),
  z.strictObject({ type: z.literal("complete") }),
  z.strictObject({ type: z.literal("error"), error: z.string() }),
]);

/** The AI's reading of a client's conversation. */
export const analysisResponse = z.strictObject({
  stage: z.enum(DEAL_STAGES),
  priority: z.enum(PRIORITIES),
  budgetBand: z.string().nullable(),
  /** 0..1, shown as a percent. */
  confidence: z.number(),
  nextAction: z.string().nullable(),
  suggestedFollowup: z
    .strictObject({
      title: z.string(),
      notes: z.string().nullable(),
      dueAt: z.string(),
    })
    .nullable(),
  insights: z.array(
    z.strictObject({
      type: z.enum(INSIGHT_TYPES),
      content: z.string(),
      confidence: z.number(),
    }),
  ),
  provider: z.string().nullable(),
  /** The model that made it; null for the offline assistant. */
  model: z.string().nullable(),
  /** Why the model's answer was not used and the offline analysis stands in for it. */
  fallback: z.string().nullable(),
  /** Null while the client has no analysis yet (the defaults are shown). */
  createdAt: timestamp.nullable(),
});

/** GET /insights/clients/{id}. */
export const insightsResponse = z.strictObject({ latestAnalysis: analysisResponse });

/** GET /ai/status: which brain answers. */
export const aiStatusResponse = z.strictObject({
  provider: z.string(),
  model: z.string().nullable(),
  /** "Offline assistant" or the model's name. */
  label: z.string(),
});

export type ChatClientResponse = z.output<typeof chatClientResponse>;
export type ChatMessageResponse = z.output<typeof chatMessageResponse>;
export type CreatedThreadResponse = z.output<typeof createdThreadResponse>;
export type ChatThreadResponse = z.output<typeof chatThreadResponse>;
export type ThreadWithMessagesResponse = z.output<typeof threadWithMessagesResponse>;
export type ChatHistoryResponse = z.output<typeof chatHistoryResponse>;
export type ChatStreamEvent = z.output<typeof chatStreamEvent>;
export type AnalysisResponse = z.output<typeof analysisResponse>;
export type InsightsResponse = z.output<typeof insightsResponse>;
export type AiStatusResponse = z.output<typeof aiStatusResponse>;
