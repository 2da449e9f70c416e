import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { removeDeletedRowsObjects } from "../../_shared/storage.ts";
import { parseJsonBody, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { exportWithQuery, readById, readWithQuery } from "../reads.ts";
import { deleteById, updateById } from "../writes.ts";
import { clientExport } from "./export.ts";
import { clientMerge } from "./merge-routes.ts";
import {
  clientById,
  clientOverview,
  createClient,
  deleteClient,
  listClients,
  updateClient,
} from "./queries.ts";
import {
  CLIENT_NOT_FOUND,
  type ClientListResponse,
  type ClientOverviewResponse,
  type ClientResponse,
  createClientBody,
  exportClientsQuery,
  listClientsQuery,
  type SuccessResponse,
  updateClientBody,
} from "../../_shared/contract/index.ts";

export const clients = new Hono<ApiEnv>();

clients.get("/", async (c) => {
  const list = await readWithQuery(c, listClientsQuery, listClients);
  return c.json(reply<ClientListResponse>(list));
});

// Before /:id, which would read "export" as an id.
clients.get("/export", (c) => exportWithQuery(c, "clients", exportClientsQuery, clientExport));

// Before /:id, as /export.
clients.route("/", clientMerge);

clients.post("/", async (c) => {
  const input = await parseJsonBody(c.req.raw, createClientBody);
  const client = await withUserTransaction(c.get("claims"), (tx) => createClient(tx, input));
  return c.json(reply<ClientResponse>(client), 201);
});

clients.get("/:id", async (c) => {
  const client = await readById(c, CLIENT_NOT_FOUND, clientById);
  return c.json(reply<ClientResponse>(client));
});

clients.get("/:id/overview", async (c) => {
  const overview = await readById(c, CLIENT_NOT_FOUND, clientOverview);
  return c.json(reply<ClientOverviewResponse>(overview));
});

clients.put("/:id", async (c) => {
  const client = await updateById(c, CLIENT_NOT_FOUND, updateClientBody, updateClient);
  return c.json(reply<ClientResponse>(client));
});

clients.delete("/:id", async (c) => {
  const paths = await deleteById(c, CLIENT_NOT_FOUND, deleteClient);
  await removeDeletedRowsObjects(paths, "a deleted client's");
  return c.json(reply<SuccessResponse>({ success: true }));
});
