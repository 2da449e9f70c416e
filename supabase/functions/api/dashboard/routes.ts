import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { parseQuery } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { dashboardKpis, recentActivity } from "./queries.ts";
import { activityQuery, kpisQuery } from "../../_shared/contract/index.ts";

export const dashboard = new Hono<ApiEnv>();

dashboard.get("/kpis", async (c) => {
  const { timeZone } = parseQuery(c.req.url, kpisQuery);
  const kpis = await withUserTransaction(c.get("claims"), (tx) => dashboardKpis(tx, timeZone));
  return c.json({ kpis });
});

dashboard.get("/activity", async (c) => {
  const { limit } = parseQuery(c.req.url, activityQuery);
  const activities = await withUserTransaction(c.get("claims"), (tx) => recentActivity(tx, limit));
  return c.json({ activities });
});
