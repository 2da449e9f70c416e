import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { parseQuery } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { dashboardKpis, dealMoney, recentActivity } from "./queries.ts";
import { activityQuery, kpisQuery } from "../../_shared/contract/index.ts";

export const dashboard = new Hono<ApiEnv>();

dashboard.get("/kpis", async (c) => {
  const { timeZone } = parseQuery(c.req.url, kpisQuery);
  const [kpis, money] = await withUserTransaction(
    c.get("claims"),
    (tx) => Promise.all([dashboardKpis(tx, timeZone), dealMoney(tx)]),
  );
  return c.json({ kpis, money });
});

dashboard.get("/activity", async (c) => {
  const { limit } = parseQuery(c.req.url, activityQuery);
  const activities = await withUserTransaction(c.get("claims"), (tx) => recentActivity(tx, limit));
  return c.json({ activities });
});
