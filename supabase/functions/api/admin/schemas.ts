import { z } from "zod";
import { timeZoneParam } from "../../_shared/validation.ts";

export const overviewQuery = z.object({ timeZone: timeZoneParam });
