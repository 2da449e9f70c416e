// The admin overview of the whole team.
import { z } from "zod";
import { timeZoneParam } from "./fields.ts";

export const overviewQuery = z.strictObject({ timeZone: timeZoneParam });
