// The admin overview of the whole team.
import { z } from "zod";
import { ROLES } from "./enums.ts";
import { timestamp, timeZoneParam } from "./fields.ts";
import { unconvertedAmount } from "./pipeline.ts";

export const overviewQuery = z.strictObject({ timeZone: timeZoneParam });

// ---------------------------------------------------------------------------
// Responses

export const adminOverviewResponse = z.strictObject({
  allClients: z.number().int(),
  salesUsers: z.number().int(),
  /** Percent, one decimal. */
  globalClosingRatio: z.number(),
  /** Won deals converted to `currency` at the rates of `ratesAsOf` (null: none needed); also each agent's revenue. */
  revenue: z.number(),
  currency: z.string(),
  ratesAsOf: z.iso.date().nullable(),
  /** Won amounts in currencies without a rate, per currency, not in `revenue`. */
  unconvertedRevenue: z.array(unconvertedAmount),
  clientsClosed: z.strictObject({
    thisMonth: z.number().int(),
    lastMonth: z.number().int(),
    delta: z.number().int(),
  }),
  upcomingMeetings: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      dueAt: timestamp,
      clientName: z.string(),
      company: z.string(),
    }),
  ),
  clientGrowth: z.array(
    z.strictObject({
      /** 'YYYY-MM' */
      month: z.string(),
      newClients: z.number().int(),
      totalClients: z.number().int(),
    }),
  ),
  topAgents: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      role: z.enum(ROLES),
      avatarUrl: z.string().nullable(),
      revenue: z.number(),
      /** Percent, one decimal. */
      closeRate: z.number(),
    }),
  ),
});

export type AdminOverviewResponse = z.output<typeof adminOverviewResponse>;
