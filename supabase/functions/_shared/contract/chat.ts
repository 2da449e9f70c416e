// Chat: threads, their messages and the streamed chat turn.
import { z } from "zod";
import { isUuid, limitParam } from "./fields.ts";

export const MAX_ATTACHMENTS = 10;
export const EMPTY_MESSAGE = "Message must have text or an attachment";

export const clientsWithThreadsQuery = z.strictObject({ limit: limitParam(100, 1000) });

/** A blank or missing title takes the default, 'Chat {YYYY-MM-DD}'. */
export const createThreadBody = z.strictObject({
  title: z.union([
    z.string().transform((s) => s.trim()).pipe(
      z.string().max(200, "Title must be at most 200 characters"),
    ),
    z.null(),
  ]).optional().transform((title) => title || undefined),
});

const content = (max: number, label: string) =>
  z.union([z.string().max(max, `Message must be at most ${label} characters`), z.null()])
    .optional().transform((s) => (s ?? "").trim());

export const postMessageBody = z.strictObject({
  content: content(20_000, "20,000"),
  role: z.literal("user", { error: "role: must be 'user'" }).optional(),
  attachments: z.array(z.string({ error: "attachments: must be a list of file ids" }).max(64), {
    error: "attachments: must be a list of file ids",
  }).max(100, `A message can have at most ${MAX_ATTACHMENTS} attachments`).nullable().optional()
    .transform((ids) => [...new Set((ids ?? []).map((id) => id.toLowerCase()))])
    .pipe(
      z.array(z.string()).max(
        MAX_ATTACHMENTS,
        `A message can have at most ${MAX_ATTACHMENTS} attachments`,
      ),
    ),
}).refine((m) => m.content !== "" || m.attachments.length > 0, EMPTY_MESSAGE);

export const aiResponseBody = z.strictObject({
  content: content(100_000, "100,000"),
}).refine((m) => m.content !== "", "Message content is required");

const fileId = z.string().max(64).refine(isUuid, "attachments: must be file ids");

export const streamBody = z.strictObject({
  message: z.string().max(20_000).default(""),
  clientId: z.string().max(64).refine(isUuid, "Client not found"),
  context: z.string().max(1_000).optional(),
  attachments: z.array(fileId).max(MAX_ATTACHMENTS).default([]),
  threadId: z.string().max(64).refine(isUuid, "Thread not found").optional(),
}).refine((body) => body.message.trim() || body.attachments.length, {
  message: EMPTY_MESSAGE,
});
