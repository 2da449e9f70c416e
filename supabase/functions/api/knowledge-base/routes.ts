import { Hono } from "hono";
import type { ApiEnv } from "../context.ts";

export const knowledgeBase = new Hono<ApiEnv>();
