import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { removeDeletedRowsObjects } from "../../_shared/storage.ts";
import { parseId, parseJsonBody, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { readById, readWithoutQuery } from "../reads.ts";
import { saveBatch } from "./batch.ts";
import { findDuplicates } from "./duplicates.ts";
import {
  createImport,
  finishImport,
  IMPORT_NOT_FOUND,
  importById,
  listImports,
  undoImport,
} from "./queries.ts";
import {
  createImportBody,
  importBatchBody,
  type ImportBatchResponse,
  importDuplicatesBody,
  type ImportDuplicatesResponse,
  type ImportListResponse,
  type ImportResponse,
} from "../../_shared/contract/index.ts";

export const imports = new Hono<ApiEnv>();

imports.get("/", async (c) => {
  const list = await readWithoutQuery(c, listImports);
  return c.json(reply<ImportListResponse>({ imports: list }));
});

imports.post("/", async (c) => {
  const input = await parseJsonBody(c.req.raw, createImportBody);
  const created = await withUserTransaction(c.get("claims"), (tx) => createImport(tx, input));
  return c.json(reply<ImportResponse>(created), 201);
});

// Before /:id, which would read "duplicates" as an id.
imports.post("/duplicates", async (c) => {
  const input = await parseJsonBody(c.req.raw, importDuplicatesBody);
  const found = await withUserTransaction(c.get("claims"), (tx) => findDuplicates(tx, input));
  return c.json(reply<ImportDuplicatesResponse>(found));
});

imports.get("/:id", async (c) => {
  const found = await readById(c, IMPORT_NOT_FOUND, importById);
  return c.json(reply<ImportResponse>(found));
});

imports.post("/:id/batches", async (c) => {
  const id = parseId(c.req.param("id"), IMPORT_NOT_FOUND);
  const batch = await parseJsonBody(c.req.raw, importBatchBody);
  const saved = await withUserTransaction(c.get("claims"), (tx) => saveBatch(tx, id, batch));
  return c.json(reply<ImportBatchResponse>(saved), saved.repeated ? 200 : 201);
});

imports.post("/:id/finish", async (c) => {
  const id = parseId(c.req.param("id"), IMPORT_NOT_FOUND);
  const finished = await withUserTransaction(c.get("claims"), (tx) => finishImport(tx, id));
  return c.json(reply<ImportResponse>(finished));
});

imports.post("/:id/undo", async (c) => {
  const id = parseId(c.req.param("id"), IMPORT_NOT_FOUND);
  const undone = await withUserTransaction(c.get("claims"), (tx) => undoImport(tx, id));
  await removeDeletedRowsObjects(undone.paths, "an undone import's");
  return c.json(reply<ImportResponse>(undone.import));
});
