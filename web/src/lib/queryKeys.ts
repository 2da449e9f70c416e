/**
 * One key family per resource, so a mutation can invalidate everything that
 * shows what it changed (a client's follow-ups appear on three screens).
 */
export const queryKeys = {
  currentUser: ["auth", "user"] as const,
  clients: {
    all: ["clients"] as const,
    list: (params: object) => ["clients", "list", params] as const,
  },
  followUps: {
    all: ["followUps"] as const,
    list: (params: object) => ["followUps", "list", params] as const,
    upcoming: ["followUps", "upcoming"] as const,
    overdueCount: ["followUps", "overdueCount"] as const,
  },
  dashboard: {
    all: ["dashboard"] as const,
    kpis: ["dashboard", "kpis"] as const,
    activity: (limit: number) => ["dashboard", "activity", limit] as const,
  },
  users: {
    all: ["users"] as const,
  },
};
