import { Hono } from "hono";
import { aiProvider, statusOf } from "../assistant/provider.ts";
import type { ApiEnv } from "../context.ts";
import { refuseQuery, reply } from "../../_shared/validation.ts";
import type { AiStatusResponse } from "../../_shared/contract/index.ts";

export const ai = new Hono<ApiEnv>();

ai.get("/status", (c) => {
  refuseQuery(c.req.url);
  return c.json(reply<AiStatusResponse>(statusOf(aiProvider())));
});
