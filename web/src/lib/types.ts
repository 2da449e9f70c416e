/** The shapes the `/api` routes answer with. */

export type { Role } from "@contract";
import type { Role } from "@contract";

export interface User {
  id: string;
  name: string;
  email: string;
  username: string;
  role: Role;
  avatarUrl: string | null;
  createdAt?: string;
}

export interface Session {
  access_token: string;
  refresh_token: string;
}

export interface SignedIn {
  user: User;
  session: Session;
}

export {
  CLIENT_STATUSES,
  DEAL_STAGES,
  PRIORITIES,
  type ClientStatus,
  type DealStage,
  type Priority,
} from "@contract";
import type { ClientStatus, DealStage, Priority } from "@contract";

export interface NextFollowUp {
  id: string;
  title: string;
  dueAt: string;
  isAiGenerated: boolean;
}

export interface Client {
  id: string;
  ownerId: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: ClientStatus;
  stage: DealStage;
  priority: Priority;
  dealValue: number | null;
  currency: string;
  notes: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
  nextFollowUp: NextFollowUp | null;
}

export type { FollowUpStatus } from "@contract";
import type { FollowUpStatus } from "@contract";

export interface FollowUp {
  id: string;
  title: string;
  notes: string | null;
  dueAt: string;
  status: FollowUpStatus;
  isAiGenerated: boolean;
  client: { id: string; name: string | null; company: string | null; status: string | null } | null;
}

export interface FollowUpSummary {
  total: number;
  overdue: number;
  dueToday: number;
  completed: number;
}

export interface FollowUpList {
  followUps: FollowUp[];
  total: number;
  summary?: FollowUpSummary;
}

export type ActivityType = "message" | "client_update" | "followup";

export interface Activity {
  id: string;
  activityType: ActivityType;
  role: string;
  clientId: string;
  clientName: string;
  name: string | null;
  status: string | null;
  title: string | null;
  createdAt: string;
}

export interface DashboardKpis {
  totalClients: number;
  activeChats: number;
  closingRatio: number;
  followUpsDue: number;
  growth: number;
}

/** A stored file as the chat and the documents show it; `url` is a signed link for a tab or an <img>. */
export interface StoredFile {
  id: string;
  originalName: string;
  mimeType: string;
  size: number;
  url?: string;
}

export interface AnalysisInsight {
  type: string;
  content: string;
  confidence: number;
}

export interface SuggestedFollowUp {
  title: string;
  notes: string | null;
  dueAt: string;
}

/** The AI's reading of a client's conversation (`latestAnalysis`). */
export interface ClientAnalysis {
  stage: string;
  priority: string;
  budgetBand: string | null;
  /** 0..1, shown as a percent. */
  confidence: number;
  nextAction: string | null;
  suggestedFollowup: SuggestedFollowUp | null;
  insights: AnalysisInsight[];
  provider: string | null;
  /** The model that made it; null for the offline assistant. */
  model?: string | null;
  /** Why the model's answer was not used and the offline analysis stands in for it. */
  fallback?: string | null;
  createdAt: string | null;
}

export type DocumentKind = "proposal" | "presentation" | "budget" | "srs";

export interface GeneratedDocument {
  id: string;
  kind: DocumentKind;
  title: string;
  clientId: string | null;
  clientName: string | null;
  createdAt: string;
  file: StoredFile;
}
