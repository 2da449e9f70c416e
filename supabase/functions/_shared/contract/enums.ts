// Every fixed list the API, the AI, the web app and the tests share. The SQL
// check constraints in supabase/migrations hold the same values.

export const DEAL_STAGES = [
  "LEAD",
  "QUALIFIED",
  "PROPOSAL",
  "NEGOTIATION",
  "CLOSED_WON",
  "CLOSED_LOST",
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** How the screens and the assistant's replies name each stage (spec section 4). */
export const STAGE_LABELS: Record<DealStage, string> = {
  LEAD: "Lead",
  QUALIFIED: "Qualified",
  PROPOSAL: "Proposal",
  NEGOTIATION: "Negotiation",
  CLOSED_WON: "Won",
  CLOSED_LOST: "Lost",
};

export const PRIORITIES = ["HIGH", "MEDIUM", "LOW"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const CLIENT_STATUSES = ["active", "prospect", "inactive", "churned"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const FOLLOW_UP_STATUSES = ["pending", "done", "snoozed"] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const ROLES = ["ADMIN", "SALES"] as const;
export type Role = (typeof ROLES)[number];

/** The three document assistants; the chat's SRS is a proposal asked for by its title. */
export const GENERATOR_KINDS = ["proposal", "presentation", "budget"] as const;
export type GeneratorKind = (typeof GENERATOR_KINDS)[number];

/** What a stored document is: one of the generators' kinds, or the chat's SRS. */
export const DOCUMENT_KINDS = [...GENERATOR_KINDS, "srs"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The assistants a rep can tune in the knowledge base: the chat and each generator. */
export const AI_TYPES = ["chat", ...GENERATOR_KINDS] as const;
export type AiType = (typeof AI_TYPES)[number];

export const INSIGHT_TYPES = ["opportunity", "risk", "budget", "timeline", "stakeholder"] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];

export const RESPONSE_STYLES = ["professional-friendly", "casual", "formal"] as const;
export type ResponseStyle = (typeof RESPONSE_STYLES)[number];

/** Who wrote a chat message. */
export const MESSAGE_ROLES = ["user", "assistant"] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** What an entry of the activity feed records. */
export const ACTIVITY_TYPES = ["message", "client_update", "followup", "email"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
