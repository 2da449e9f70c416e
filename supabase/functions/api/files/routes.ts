import { Hono } from "hono";
import type { ApiEnv } from "../context.ts";

export const files = new Hono<ApiEnv>();
