import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parseId, refuseQuery, reply } from "../../_shared/validation.ts";
import type { InsightsResponse } from "../../_shared/contract/index.ts";
import { clientRecord, latestAnalysis } from "../assistant/queries.ts";
import type { ApiEnv } from "../context.ts";

export const insights = new Hono<ApiEnv>();

insights.get("/clients/:id", async (c) => {
  refuseQuery(c.req.url);
  const id = parseId(c.req.param("id"), "Client not found");
  const analysis = await withUserTransaction(c.get("claims"), async (tx) => {
    if (!(await clientRecord(tx, id))) throw new HttpError(404, "Client not found");
    return await latestAnalysis(tx, id);
  });
  return c.json(reply<InsightsResponse>({ latestAnalysis: analysis }));
});
