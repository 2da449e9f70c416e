// The rep's dashboard: KPIs and recent activity.
import { z } from "zod";
import { activityResponse } from "./clients.ts";
import { limitParam, timeZoneParam } from "./fields.ts";
import { convertedTotal } from "./pipeline.ts";

export const kpisQuery = z.strictObject({ timeZone: timeZoneParam });

export const activityQuery = z.strictObject({ limit: limitParam(10, 50) });

// ---------------------------------------------------------------------------
// Responses

export const kpisResponse = z.strictObject({
  kpis: z.strictObject({
    totalClients: z.number().int(),
    activeChats: z.number().int(),
    closingRatio: z.number(),
    followUpsDue: z.number().int(),
    growth: z.number(),
  }),
  /** Won revenue and the open pipeline, converted to the workspace currency at the latest rates. */
  money: z.strictObject({ revenue: convertedTotal, pipeline: convertedTotal }),
});

export const activityListResponse = z.strictObject({ activities: z.array(activityResponse) });

export type KpisResponse = z.output<typeof kpisResponse>;
export type DashboardKpis = KpisResponse["kpis"];
export type ActivityListResponse = z.output<typeof activityListResponse>;
