import { Hono } from "hono";
import { callerIsAdmin, withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parseQuery, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { readWithQuery } from "../reads.ts";
import { adminOverview } from "./queries.ts";
import { listAuditEntries } from "./audit-queries.ts";
import { adminPipeline } from "./pipeline-routes.ts";
import {
  type AdminOverviewResponse,
  type AuditPage,
  auditQuery,
  overviewQuery,
} from "../../_shared/contract/index.ts";

export const admin = new Hono<ApiEnv>();

admin.route("/", adminPipeline);

// A SALES caller gets the same figures over their own clients: RLS decides, not the route.
admin.get("/overview", async (c) => {
  const overview = await readWithQuery(c, overviewQuery, (tx, { timeZone }) =>
    adminOverview(tx, timeZone),
  );
  return c.json(reply<AdminOverviewResponse>(overview));
});

// RLS already hides the log from reps; they get a 403, before their filters are read, as on the other admin routes.
admin.get("/audit", async (c) => {
  const page = await withUserTransaction(c.get("claims"), async (tx) => {
    if (!(await callerIsAdmin(tx))) {
      throw new HttpError(403, "Only an admin can read the audit trail");
    }
    return listAuditEntries(tx, parseQuery(c.req.url, auditQuery));
  });
  return c.json(reply<AuditPage>(page));
});
