import { Hono } from "hono";
import { reply } from "../../_shared/validation.ts";
import { CLIENT_NOT_FOUND, type InsightsResponse } from "../../_shared/contract/index.ts";
import { latestAnalysis, ofVisibleClient } from "../assistant/queries.ts";
import type { ApiEnv } from "../context.ts";
import { readById } from "../reads.ts";

export const insights = new Hono<ApiEnv>();

insights.get("/clients/:id", async (c) => {
  const analysis = await readById(c, CLIENT_NOT_FOUND, ofVisibleClient(latestAnalysis));
  return c.json(reply<InsightsResponse>({ latestAnalysis: analysis }));
});
