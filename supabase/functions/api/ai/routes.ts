import { Hono } from "hono";
import { aiProvider, statusOf } from "../assistant/provider.ts";
import type { ApiEnv } from "../context.ts";
import { reply } from "../../_shared/validation.ts";
import type { AiStatusResponse } from "../../_shared/contract/index.ts";

export const ai = new Hono<ApiEnv>();

ai.get("/status", (c) => c.json(reply<AiStatusResponse>(statusOf(aiProvider()))));
