// The rep's dashboard: KPIs and recent activity.
import { z } from "zod";
import { limitParam, timeZoneParam } from "./fields.ts";

export const kpisQuery = z.strictObject({ timeZone: timeZoneParam });

export const activityQuery = z.strictObject({ limit: limitParam(10, 50) });
