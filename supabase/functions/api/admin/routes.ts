import { Hono } from "hono";
import type { ApiEnv } from "../context.ts";

export const admin = new Hono<ApiEnv>();
