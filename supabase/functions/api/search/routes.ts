import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { parseQuery, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { type SearchResponse, searchQuery } from "../../_shared/contract/index.ts";
import { searchEverything } from "./queries.ts";

export const search = new Hono<ApiEnv>();

search.get("/", async (c) => {
  const { q, limit } = parseQuery(c.req.url, searchQuery);
  const results = await withUserTransaction(c.get("claims"), (tx) =>
    searchEverything(tx, q, limit),
  );
  return c.json(reply<SearchResponse>({ results }));
});
