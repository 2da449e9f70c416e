// The Unassigned list: captured mail no client matched, filed by a rep to a client of theirs
// or to a new client made from its sender.
import { Hono } from "hono";
import {
  assignEmailBody,
  type AssignedEmailResponse,
  EMAIL_NOT_FOUND,
  type UnassignedEmailsResponse,
} from "../../_shared/contract/index.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parseId, reply } from "../../_shared/validation.ts";
import { refreshAnalysisAfterWrite } from "../assistant/analysis.ts";
import { type ApiEnv, requireUser } from "../context.ts";
import { readWithoutQuery } from "../reads.ts";
import { updateById } from "../writes.ts";
import {
  assignEmail,
  createClientFromEmail,
  inboundAddress,
  listUnassigned,
} from "./unassigned-queries.ts";

export const unassignedEmails = new Hono<ApiEnv>();

unassignedEmails.use("*", requireUser);

unassignedEmails.get("/unassigned", async (c) => {
  const emails = await readWithoutQuery(c, listUnassigned);
  return c.json(reply<UnassignedEmailsResponse>({ inboundAddress: inboundAddress(), emails }));
});

unassignedEmails.post("/:id/assign", async (c) => {
  const email = await updateById(c, EMAIL_NOT_FOUND, assignEmailBody, assignEmail);
  await refreshAnalysisAfterWrite(c.get("claims"), email.clientId);
  return c.json(reply<AssignedEmailResponse>(email));
});

unassignedEmails.post("/:id/create-client", async (c) => {
  const id = parseId(c.req.param("id"), EMAIL_NOT_FOUND);
  const email = await withUserTransaction(c.get("claims"), (tx) => createClientFromEmail(tx, id));
  if (!email) throw new HttpError(404, EMAIL_NOT_FOUND);
  await refreshAnalysisAfterWrite(c.get("claims"), email.clientId);
  return c.json(reply<AssignedEmailResponse>(email), 201);
});
