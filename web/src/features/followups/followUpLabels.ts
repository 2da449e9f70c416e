import type { FollowUpTiming } from "../../lib/format";
import type { FollowUpStatus } from "../../lib/types";

export const STATUS_LABELS: Record<FollowUpStatus, string> = {
  done: "Complete",
  snoozed: "Snoozed",
  pending: "Pending",
};

export const STATUS_BADGES: Record<FollowUpStatus, string> = {
  done: "bg-success/15 text-green-800",
  snoozed: "bg-base-300 text-base-content/70",
  pending: "bg-warning/15 text-amber-800",
};

export const TIMING_CLASSES: Record<FollowUpTiming, string> = {
  done: "text-green-700",
  overdue: "text-red-700",
  today: "text-orange-700",
  tomorrow: "text-yellow-700",
  later: "text-base-content/70",
};
