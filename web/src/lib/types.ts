/** The shapes the `/api` routes answer with: the contract's response schemas, as the web app reads them. */
import type { z } from "zod";
import type {
  activityResponse,
  analysisResponse,
  clientResponse,
  documentResponse,
  followUpListResponse,
  followUpResponse,
  followUpSummary,
  kpisResponse,
  linkedFile,
  nextFollowUp,
  profileResponse,
  sessionResponse,
  signedInResponse,
  storedFile,
} from "@contract";

export {
  CLIENT_STATUSES,
  DEAL_STAGES,
  PRIORITIES,
  type ActivityType,
  type ClientStatus,
  type DealStage,
  type DocumentKind,
  type FollowUpStatus,
  type Priority,
  type Role,
} from "@contract";

/** The signed-in user (GET /api/user); the users list adds `createdAt`. */
export type User = z.output<typeof profileResponse> & { createdAt?: string };
export type Session = z.output<typeof sessionResponse>;
export type SignedIn = z.output<typeof signedInResponse>;

export type NextFollowUp = z.output<typeof nextFollowUp>;
export type Client = z.output<typeof clientResponse>;

export type FollowUp = z.output<typeof followUpResponse>;
export type FollowUpSummary = z.output<typeof followUpSummary>;
export type FollowUpList = z.output<typeof followUpListResponse>;

export type Activity = z.output<typeof activityResponse>;
export type DashboardKpis = z.output<typeof kpisResponse>["kpis"];

/** A stored file as the chat and the documents show it; `url` is a signed link for a tab or an <img>. */
export type StoredFile = z.output<typeof storedFile> & { url?: string };
export type LinkedFile = z.output<typeof linkedFile>;

/** The AI's reading of a client's conversation (`latestAnalysis`). */
export type ClientAnalysis = z.output<typeof analysisResponse>;
export type AnalysisInsight = ClientAnalysis["insights"][number];
export type SuggestedFollowUp = NonNullable<ClientAnalysis["suggestedFollowup"]>;

export type GeneratedDocument = z.output<typeof documentResponse>;
