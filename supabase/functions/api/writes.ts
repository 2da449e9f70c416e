// How a route changes or deletes one row named by the id in its path. The change runs in
// the caller's transaction, so row-level security decides what they may change.
import type { Context } from "hono";
import type { z } from "zod";
import { type Transaction, withUserTransaction } from "../_shared/db.ts";
import { HttpError } from "../_shared/errors.ts";
import { parseId, parseJsonBody } from "../_shared/validation.ts";
import type { ApiEnv } from "./context.ts";

/**
 * What `update` returns for the path's id and the body `schema` parses; an id
 * that is not a UUID, or an update that finds nothing the caller may change, is
 * a 404 with `notFound`.
 */
export async function updateById<Input, T>(
  c: Context<ApiEnv>,
  notFound: string,
  schema: z.ZodType<Input>,
  update: (tx: Transaction, id: string, input: Input) => Promise<T | null>,
): Promise<T> {
  const id = parseId(c.req.param("id"), notFound);
  const input = await parseJsonBody(c.req.raw, schema);
  const updated = await withUserTransaction(c.get("claims"), (tx) => update(tx, id, input));
  if (updated === null) throw new HttpError(404, notFound);
  return updated;
}

/**
 * What `remove` returns for the path's id: false or null (nothing the caller
 * may delete, or an id that is not a UUID) is a 404 with `notFound`.
 */
export async function deleteById<T>(
  c: Context<ApiEnv>,
  notFound: string,
  remove: (tx: Transaction, id: string) => Promise<T | false | null>,
): Promise<T> {
  const id = parseId(c.req.param("id"), notFound);
  const removed = await withUserTransaction(c.get("claims"), (tx) => remove(tx, id));
  if (removed === false || removed === null) throw new HttpError(404, notFound);
  return removed;
}
