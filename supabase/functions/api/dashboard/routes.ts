import { Hono } from "hono";
import { reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { readWithQuery } from "../reads.ts";
import { dashboardKpis, dealMoney, recentActivity } from "./queries.ts";
import {
  type ActivityListResponse,
  activityQuery,
  type KpisResponse,
  kpisQuery,
} from "../../_shared/contract/index.ts";

export const dashboard = new Hono<ApiEnv>();

dashboard.get("/kpis", async (c) => {
  const [kpis, money] = await readWithQuery(c, kpisQuery, (tx, { timeZone }) =>
    Promise.all([dashboardKpis(tx, timeZone), dealMoney(tx)]),
  );
  return c.json(reply<KpisResponse>({ kpis, money }));
});

dashboard.get("/activity", async (c) => {
  const activities = await readWithQuery(c, activityQuery, (tx, { limit }) =>
    recentActivity(tx, limit),
  );
  return c.json(reply<ActivityListResponse>({ activities }));
});
