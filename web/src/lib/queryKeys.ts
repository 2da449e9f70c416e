/**
 * One key family per resource, so a mutation can invalidate everything that
 * shows what it changed (a client's follow-ups appear on three screens).
 */
export const queryKeys = {
  currentUser: ["auth", "user"] as const,
  clients: {
    all: ["clients"] as const,
    list: (params: object) => ["clients", "list", params] as const,
    overview: (id: string) => ["clients", "overview", id] as const,
    /** The client's mail, both ways; under `all`, so a change to the client refreshes it. */
    emails: (id: string) => ["clients", "emails", id] as const,
    /** Names for the document generator's suggestions. */
    names: ["clients", "names"] as const,
    /** Likely duplicate pairs at a minimum score; under `all`, so any client change refreshes them. */
    duplicates: (minScore: number) => ["clients", "duplicates", minScore] as const,
  },
  chat: {
    all: ["chat"] as const,
    clients: ["chat", "clients"] as const,
    thread: (threadId: string) => ["chat", "thread", threadId] as const,
  },
  insights: {
    all: ["insights"] as const,
    client: (clientId: string) => ["insights", clientId] as const,
  },
  documents: {
    all: ["documents"] as const,
    forClient: (clientId: string) => ["documents", "client", clientId] as const,
  },
  knowledge: {
    configuration: (aiType: string) => ["knowledge", "configuration", aiType] as const,
    examples: (configurationId: string) => ["knowledge", "examples", configurationId] as const,
  },
  admin: {
    all: ["admin"] as const,
    overview: ["admin", "overview"] as const,
    audit: (params: object) => ["admin", "audit", params] as const,
  },
  ai: {
    status: ["ai", "status"] as const,
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
    /** Under `all`: a change to the users refreshes the pending invitations too. */
    invitations: ["users", "invitations"] as const,
  },
  search: (q: string) => ["search", q] as const,
  /** The rep's client imports, newest first. */
  imports: {
    all: ["imports"] as const,
  },
};
