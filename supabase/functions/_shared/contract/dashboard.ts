// The rep's dashboard: KPIs and recent activity.
import { z } from "zod";
import { activityResponse } from "./clients.ts";
import { limitParam, timeZoneParam } from "./fields.ts";

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
});

export const activityListResponse = z.strictObject({ activities: z.array(activityResponse) });

export type KpisResponse = z.output<typeof kpisResponse>;
export type DashboardKpis = KpisResponse["kpis"];
export type ActivityListResponse = z.output<typeof activityListResponse>;
