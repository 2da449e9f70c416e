import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { browserTimeZone } from "../../lib/timeZone";
import type { z } from "zod";
import type { adminOverviewResponse } from "@contract";

export type AdminOverview = z.output<typeof adminOverviewResponse>;
export type GrowthPoint = AdminOverview["clientGrowth"][number];
export type UpcomingMeeting = AdminOverview["upcomingMeetings"][number];
export type TopAgent = AdminOverview["topAgents"][number];

export function useAdminOverview() {
  return useQuery({
    queryKey: queryKeys.admin.overview,
    queryFn: () =>
      api.get<AdminOverview>("/api/admin/overview", {
        query: { timeZone: browserTimeZone() },
        errorMessage: "Failed to load admin overview",
      }),
  });
}

const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** '2026-05' is 'May 2026' in full, 'May' for an axis. */
export function monthLabel(month: string, withYear = false): string {
  const [year, index] = month.split("-").map(Number);
  const name = MONTH_NAMES[(index ?? 1) - 1] ?? month;
  return withYear ? `${name} ${year}` : name;
}
