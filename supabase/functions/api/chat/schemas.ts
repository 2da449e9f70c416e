import { z } from "zod";
import { isUuid } from "../../_shared/validation.ts";

const fileId = z.string().refine(isUuid, "attachments: must be file ids");

export const streamBody = z.object({
  message: z.string().max(20_000).default(""),
  clientId: z.string().refine(isUuid, "Client not found"),
  context: z.string().max(1_000).optional(),
  attachments: z.array(fileId).max(10).default([]),
  threadId: z.string().refine(isUuid, "Thread not found").optional(),
}).refine((body) => body.message.trim() || body.attachments.length, {
  message: "Message must have text or an attachment",
});
