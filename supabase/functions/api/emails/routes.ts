import { Hono } from "hono";
import { parseId, reply } from "../../_shared/validation.ts";
import {
  CLIENT_NOT_FOUND,
  EMAIL_NOT_FOUND,
  type EmailListResponse,
  type EmailResponse,
} from "../../_shared/contract/index.ts";
import { ofVisibleClient } from "../assistant/queries.ts";
import type { ApiEnv } from "../context.ts";
import { readById } from "../reads.ts";
import { clientEmails } from "./queries.ts";
import { retryEmail } from "./send.ts";

/** /api/emails: a failed mail sent again. */
export const emails = new Hono<ApiEnv>();

emails.post("/:id/retry", async (c) => {
  const email = await retryEmail(c.get("claims"), parseId(c.req.param("id"), EMAIL_NOT_FOUND));
  return c.json(reply<EmailResponse>(email));
});

/** /api/clients/:id/emails: a client's mail for its timeline. */
export const clientEmailRoutes = new Hono<ApiEnv>();

clientEmailRoutes.get("/:id/emails", async (c) => {
  const list = await readById(c, CLIENT_NOT_FOUND, ofVisibleClient(clientEmails));
  return c.json(reply<EmailListResponse>({ emails: list }));
});
