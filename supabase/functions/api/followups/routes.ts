import { Hono } from "hono";
import type { ApiEnv } from "../context.ts";

export const followups = new Hono<ApiEnv>();
