import { z } from "zod";
import { limitParam, timeZoneParam } from "../../_shared/validation.ts";

export const kpisQuery = z.object({ timeZone: timeZoneParam });

export const activityQuery = z.object({ limit: limitParam(10, 50) });
