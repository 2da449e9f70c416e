import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { parseQuery, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { dashboardKpis, dealMoney, recentActivity } from "./queries.ts";
import {
  type ActivityListResponse,
  activityQuery,
  type KpisResponse,
  kpisQuery,
} from "../../_shared/contract/index.ts";

export const dashboard = new Hono<ApiEnv>();

dashboard.get("/kpis", async (c) => {
  const { timeZone } = parseQuery(c.req.url, kpisQuery);
  const [kpis, money] = await withUserTransaction(c.get("claims"), (tx) =>
    Promise.all([dashboardKpis(tx, timeZone), dealMoney(tx)]),
  );
  return c.json(reply<KpisResponse>({ kpis, money }));
});

dashboard.get("/activity", async (c) => {
  const { limit } = parseQuery(c.req.url, activityQuery);
  const activities = await withUserTransaction(c.get("claims"), (tx) => recentActivity(tx, limit));
  return c.json(reply<ActivityListResponse>({ activities }));
});
