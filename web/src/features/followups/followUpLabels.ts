import type { FollowUpTiming } from "../../lib/format";
import type { FollowUpStatus } from "../../lib/types";

export const STATUS_LABELS: Record<FollowUpStatus, string> = {
  done: "Complete",
  snoozed: "Snoozed",
  pending: "Pending",
};

export const STATUS_BADGES: Record<FollowUpStatus, string> = {
  done: "bg-success/15 text-success",
  snoozed: "bg-base-300 text-base-content/70",
  pending: "bg-warning/20 text-warning-content",
};

export const TIMING_CLASSES: Record<FollowUpTiming, string> = {
  done: "text-success",
  overdue: "text-error",
  today: "text-orange-600",
  tomorrow: "text-yellow-600",
  later: "text-base-content/60",
};
