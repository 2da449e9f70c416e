import { Hono } from "hono";
import { sql } from "../_shared/db.ts";
import { errorBody } from "../_shared/errors.ts";
import { refuseQuery, reply } from "../_shared/validation.ts";
import type { HealthResponse } from "../_shared/contract/index.ts";

async function databaseIsReachable(): Promise<boolean> {
  try {
    await sql`select 1`;
    return true;
  } catch (error) {
    console.error("health: database unreachable:", error instanceof Error ? error.message : error);
    return false;
  }
}

export const health = new Hono();

health.get("/", async (c) => {
  refuseQuery(c.req.url);
  if (!(await databaseIsReachable())) {
    return c.json(errorBody("Database unavailable"), 503);
  }
  return c.json(reply<HealthResponse>({ status: "ok", db: "ok" }));
});
