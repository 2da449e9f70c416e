import { useQuery } from "@tanstack/react-query";
import { api, ApiError } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { browserTimeZone } from "../../lib/timeZone";
import type { Activity, DashboardKpis, FollowUpList } from "../../lib/types";

export const RECENT_ACTIVITY_LIMIT = 3;
export const FULL_ACTIVITY_LIMIT = 50;
export const UPCOMING_FOLLOW_UPS_LIMIT = 3;
const UPCOMING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The dashboard names the failed section and the HTTP status, as the spec's messages do. */
function describeFailure(what: string) {
  return (error: unknown): never => {
    if (error instanceof ApiError) {
      throw new Error(`Failed to fetch ${what}: ${error.statusText || error.message}`);
    }
    throw error;
  };
}

export function useDashboardKpis() {
  return useQuery({
    queryKey: queryKeys.dashboard.kpis,
    queryFn: () =>
      api
        .get<{ kpis: DashboardKpis }>("/api/dashboard/kpis", {
          query: { timeZone: browserTimeZone() },
        })
        .then((answer) => answer.kpis)
        .catch(describeFailure("KPI data")),
  });
}

export function useRecentActivity(limit: number) {
  return useQuery({
    queryKey: queryKeys.dashboard.activity(limit),
    queryFn: () =>
      api
        .get<{ activities: Activity[] }>("/api/dashboard/activity", { query: { limit } })
        .then((answer) => answer.activities)
        .catch(describeFailure("activities")),
  });
}

export function useUpcomingFollowUps() {
  return useQuery({
    queryKey: queryKeys.followUps.upcoming,
    queryFn: () => {
      const now = Date.now();
      return api
        .get<FollowUpList>("/api/followups", {
          query: {
            status: "pending",
            limit: UPCOMING_FOLLOW_UPS_LIMIT,
            dueDateFrom: new Date(now).toISOString(),
            dueDateTo: new Date(now + UPCOMING_WINDOW_MS).toISOString(),
          },
        })
        .then((answer) => answer.followUps)
        .catch(describeFailure("follow-ups"));
    },
  });
}

/** How many pending follow-ups are past due: the number on the notification bell. */
export function useOverdueFollowUpsCount() {
  return useQuery({
    queryKey: queryKeys.followUps.overdueCount,
    queryFn: () =>
      api
        .get<FollowUpList>("/api/followups", {
          query: {
            status: "pending",
            dateFilter: "overdue",
            limit: 1,
            timeZone: browserTimeZone(),
          },
        })
        .then((answer) => answer.total),
  });
}
