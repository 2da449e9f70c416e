import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { parseQuery } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { adminOverview } from "./queries.ts";
import { overviewQuery } from "../../_shared/contract/index.ts";

export const admin = new Hono<ApiEnv>();

// A SALES caller gets the same figures over their own clients: RLS decides, not the route.
admin.get("/overview", async (c) => {
  const { timeZone } = parseQuery(c.req.url, overviewQuery);
  const overview = await withUserTransaction(c.get("claims"), (tx) => adminOverview(tx, timeZone));
  return c.json(overview);
});
