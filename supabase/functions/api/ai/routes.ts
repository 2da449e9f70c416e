import { Hono } from "hono";
import { aiProvider, statusOf } from "../assistant/provider.ts";
import type { ApiEnv } from "../context.ts";

export const ai = new Hono<ApiEnv>();

ai.get("/status", (c) => c.json(statusOf(aiProvider())));
