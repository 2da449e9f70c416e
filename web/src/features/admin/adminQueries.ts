import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { browserTimeZone } from "../../lib/timeZone";
import type { UnconvertedAmount } from "@contract";
import type { Role } from "../../lib/types";

export interface GrowthPoint {
  /** 'YYYY-MM' */
  month: string;
  newClients: number;
  totalClients: number;
}

export interface UpcomingMeeting {
  id: string;
  title: string;
  dueAt: string;
  clientName: string;
  company: string;
}

export interface TopAgent {
  id: string;
  name: string;
  role: Role;
  avatarUrl: string | null;
  revenue: number;
  /** Percent, one decimal. */
  closeRate: number;
}

export interface AdminOverview {
  allClients: number;
  salesUsers: number;
  /** Percent, one decimal. */
  globalClosingRatio: number;
  /** Won deals' values converted to `currency` at the latest rates. */
  revenue: number;
  /** The workspace currency. */
  currency: string;
  /** The date of the newest rate used; null when no conversion was needed. */
  ratesAsOf: string | null;
  /** Won amounts in currencies without a rate: shown apart, never in `revenue`. */
  unconvertedRevenue: UnconvertedAmount[];
  clientsClosed: { thisMonth: number; lastMonth: number; delta: number };
  upcomingMeetings: UpcomingMeeting[];
  clientGrowth: GrowthPoint[];
  topAgents: TopAgent[];
}

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

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2026-05' is 'May 2026' in full, 'May' for an axis. */
export function monthLabel(month: string, withYear = false): string {
  const [year, index] = month.split("-").map(Number);
  const name = MONTH_NAMES[(index ?? 1) - 1] ?? month;
  return withYear ? `${name} ${year}` : name;
}
