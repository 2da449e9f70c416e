import {
  CLIENT_STATUSES,
  DEAL_STAGES,
  PRIORITIES,
  type ClientStatus,
  type DealStage,
  type Priority,
} from "./types";
import { STAGE_LABELS } from "@contract";
import { TINTS } from "./tints";

// Deal stage and priority badges for the AI screens: a colour per stage, grey for anything else (spec section 4).

export const STAGE_BADGE_CLASSES: Record<string, string> = {
  LEAD: TINTS.info,
  QUALIFIED: TINTS.secondary,
  PROPOSAL: TINTS.primary,
  NEGOTIATION: TINTS.warning,
  CLOSED_WON: TINTS.success,
  CLOSED_LOST: TINTS.error,
};

export const OTHER_STAGE_CLASSES = TINTS.neutral;

/** What stands under a client's name: its company, else its email, else 'No company'. */
export const clientSubtitle = (client: { company: string | null; email: string | null }) =>
  client.company || client.email || "No company";

export const STATUS_LABELS: Record<ClientStatus, string> = {
  active: "Active",
  prospect: "Prospect",
  inactive: "Inactive",
  churned: "Churned",
};

export { STAGE_LABELS };

export const PRIORITY_LABELS: Record<Priority, string> = {
  HIGH: "High",
  MEDIUM: "Medium",
  LOW: "Low",
};

export const PRIORITY_BADGE_CLASSES: Record<string, string> = {
  HIGH: TINTS.error,
  MEDIUM: TINTS.warning,
  LOW: TINTS.success,
};

/** The choices of a status, stage or priority select, in the order the types list them. */
export const STATUS_OPTIONS = CLIENT_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));
export const STAGE_OPTIONS = DEAL_STAGES.map((stage) => ({
  value: stage,
  label: STAGE_LABELS[stage],
}));
export const PRIORITY_OPTIONS = PRIORITIES.map((priority) => ({
  value: priority,
  label: PRIORITY_LABELS[priority],
}));

const titleCase = (value: string) =>
  value
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");

export const stageLabel = (stage: string) => STAGE_LABELS[stage as DealStage] ?? titleCase(stage);
export const priorityLabel = (priority: string) =>
  PRIORITY_LABELS[priority as Priority] ?? titleCase(priority);
export const stageBadgeClasses = (stage: string) =>
  STAGE_BADGE_CLASSES[stage] ?? OTHER_STAGE_CLASSES;
export const priorityBadgeClasses = (priority: string) =>
  PRIORITY_BADGE_CLASSES[priority] ?? OTHER_STAGE_CLASSES;

/** What the analysis suggests when it has no next action yet (spec, AI Chat). */
export const DEFAULT_NEXT_ACTION = "Continue the conversation to gather more insights";

/** An insight's type as a badge reads it: 'buying_signal' is 'Buying Signal'. */
export const insightLabel = (type: string) =>
  type.replace(/[_-]+/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
