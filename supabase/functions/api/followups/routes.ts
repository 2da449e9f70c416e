import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parse, parseId, parseJsonBody, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { exportWithQuery, readWithQuery } from "../reads.ts";
import { deleteById, updateById } from "../writes.ts";
import { followUpExport } from "./export.ts";
import { sendFollowUpEmail } from "../emails/send.ts";
import { createFollowUp, deleteFollowUp, listFollowUps, updateFollowUp } from "./queries.ts";
import {
  CLIENT_NOT_FOUND,
  clientIdBody,
  createFollowUpBody,
  type EmailResponse,
  exportFollowUpsQuery,
  FOLLOW_UP_NOT_FOUND,
  type FollowUpDraftResponse,
  type FollowUpListResponse,
  type FollowUpResponse,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  listFollowUpsQuery,
  sendEmailBody,
  type SuccessResponse,
  updateFollowUpBody,
} from "../../_shared/contract/index.ts";
import { draftFollowUp, scheduleSuggestedFollowUp } from "./suggestions.ts";

export const followups = new Hono<ApiEnv>();

followups.get("/", async (c) => {
  const list = await readWithQuery(c, listFollowUpsQuery, listFollowUps);
  return c.json(reply<FollowUpListResponse>(list));
});

followups.get("/export", (c) =>
  exportWithQuery(c, "followups", exportFollowUpsQuery, followUpExport),
);

followups.post("/", async (c) => {
  const input = await parseJsonBody(c.req.raw, createFollowUpBody);
  const clientId = parseId(input.clientId, CLIENT_NOT_FOUND);
  const followUp = await withUserTransaction(c.get("claims"), (tx) =>
    createFollowUp(tx, { ...input, clientId }),
  );
  if (!followUp) throw new HttpError(404, CLIENT_NOT_FOUND);
  return c.json(reply<FollowUpResponse>(followUp), 201);
});

followups.post("/suggested", async (c) => {
  const { clientId } = await parseJsonBody(c.req.raw, clientIdBody);
  const followUp = await scheduleSuggestedFollowUp(
    c.get("claims"),
    parseId(clientId, CLIENT_NOT_FOUND),
  );
  if (!followUp) throw new HttpError(404, CLIENT_NOT_FOUND);
  return c.json(reply<FollowUpResponse>(followUp), 201);
});

followups.post("/draft", async (c) => {
  const { clientId } = await parseJsonBody(c.req.raw, clientIdBody);
  const draft = await draftFollowUp(c.get("claims"), parseId(clientId, CLIENT_NOT_FOUND));
  return c.json(reply<FollowUpDraftResponse>(draft));
});

followups.patch("/:id", async (c) => {
  const followUp = await updateById(c, FOLLOW_UP_NOT_FOUND, updateFollowUpBody, updateFollowUp);
  return c.json(reply<FollowUpResponse>(followUp));
});

followups.delete("/:id", async (c) => {
  await deleteById(c, FOLLOW_UP_NOT_FOUND, deleteFollowUp);
  return c.json(reply<SuccessResponse>({ success: true }));
});

/** The follow-up's draft, approved by the rep, sent to the client (sent or failed: the mail says). */
followups.post("/:id/email", async (c) => {
  const followUpId = parseId(c.req.param("id"), FOLLOW_UP_NOT_FOUND);
  const input = await parseJsonBody(c.req.raw, sendEmailBody);
  const key = parse(idempotencyKey, c.req.header(IDEMPOTENCY_KEY_HEADER)) ?? null;
  const email = await sendFollowUpEmail(c.get("claims"), followUpId, input, key);
  return c.json(reply<EmailResponse>(email), 201);
});
