import { Hono } from "hono";
import { reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { readWithQuery } from "../reads.ts";
import { type SearchResponse, searchQuery } from "../../_shared/contract/index.ts";
import { searchEverything } from "./queries.ts";

export const search = new Hono<ApiEnv>();

search.get("/", async (c) => {
  const results = await readWithQuery(c, searchQuery, (tx, { q, limit }) =>
    searchEverything(tx, q, limit),
  );
  return c.json(reply<SearchResponse>({ results }));
});
