import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parseJsonBody, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { readWithQuery } from "../reads.ts";
import { duplicatePairs, isClientNotFound, mergeClients } from "./merge-queries.ts";
import {
  CLIENT_NOT_FOUND,
  type ClientResponse,
  type DuplicatesResponse,
  listDuplicatesQuery,
  mergeClientsBody,
} from "../../_shared/contract/index.ts";

/** GET /clients/duplicates and POST /clients/merge, mounted on /clients before /clients/:id. */
export const clientMerge = new Hono<ApiEnv>();

clientMerge.get("/duplicates", async (c) => {
  const pairs = await readWithQuery(c, listDuplicatesQuery, duplicatePairs);
  return c.json(reply<DuplicatesResponse>(pairs));
});

clientMerge.post("/merge", async (c) => {
  const input = await parseJsonBody(c.req.raw, mergeClientsBody);
  // Another rep's client is as absent as a missing one: the same 404, and nothing changed.
  const client = await withUserTransaction(c.get("claims"), (tx) => mergeClients(tx, input)).catch(
    (error) => {
      if (isClientNotFound(error)) throw new HttpError(404, CLIENT_NOT_FOUND);
      throw error;
    },
  );
  if (!client) throw new HttpError(404, CLIENT_NOT_FOUND);
  return c.json(reply<ClientResponse>(client));
});
