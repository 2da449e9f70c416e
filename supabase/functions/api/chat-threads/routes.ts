import { Hono } from "hono";
import type { ApiEnv } from "../context.ts";

export const chatThreads = new Hono<ApiEnv>();
