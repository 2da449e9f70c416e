import { Hono } from "hono";
import type { ApiEnv } from "../context.ts";

export const dashboard = new Hono<ApiEnv>();
