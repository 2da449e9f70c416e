import { Hono } from "hono";
import type { ApiEnv } from "../context.ts";

export const users = new Hono<ApiEnv>();
