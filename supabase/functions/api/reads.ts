// The ways a GET route reads: with no query, with its query, by the id in its path, or as a CSV
// export. The read runs in the caller's transaction, so row-level security
// decides what it finds.
import type { Context } from "hono";
import type { z } from "zod";
import { csvExportResponse, type CsvExport, csvFileName } from "../_shared/csv-export.ts";
import { type Transaction, withUserTransaction } from "../_shared/db.ts";
import { HttpError } from "../_shared/errors.ts";
import { parseId, parseQuery, refuseQuery } from "../_shared/validation.ts";
import type { ApiEnv } from "./context.ts";

/** What `read` finds, for a route that takes no query (any query is a 400). */
export function readWithoutQuery<T>(
  c: Context<ApiEnv>,
  read: (tx: Transaction) => Promise<T>,
): Promise<T> {
  refuseQuery(c.req.url);
  return withUserTransaction(c.get("claims"), read);
}

/** What `read` finds with the route's query, parsed by `schema` (a 400 in its words when it fails). */
export function readWithQuery<Q, T>(
  c: Context<ApiEnv>,
  schema: z.ZodType<Q>,
  read: (tx: Transaction, query: Q) => Promise<T>,
): Promise<T> {
  const query = parseQuery(c.req.url, schema);
  return withUserTransaction(c.get("claims"), (tx) => read(tx, query));
}

/**
 * What `read` finds for the id in the path's `param`, for a route that takes no
 * query; an id that is not a UUID, or a read that finds nothing the caller may
 * see, is a 404 with `notFound`.
 */
export async function readById<T>(
  c: Context<ApiEnv>,
  notFound: string,
  read: (tx: Transaction, id: string) => Promise<T | null>,
  param = "id",
): Promise<T> {
  refuseQuery(c.req.url);
  const id = parseId(c.req.param(param), notFound);
  const found = await withUserTransaction(c.get("claims"), (tx) => read(tx, id));
  if (found === null) throw new HttpError(404, notFound);
  return found;
}

/** GET …/export: the list's filters from the query, every matching row streamed as `name-YYYY-MM-DD.csv`. */
export function exportWithQuery<Q, Row extends object>(
  c: Context<ApiEnv>,
  name: string,
  schema: z.ZodType<Q>,
  plan: (tx: Transaction, query: Q) => Promise<CsvExport<Row>>,
): Response {
  const query = parseQuery(c.req.url, schema);
  return csvExportResponse(c.get("claims"), csvFileName(name), (tx) => plan(tx, query));
}
