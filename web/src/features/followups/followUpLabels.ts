import type { FollowUpTiming } from "../../lib/format";
import { TINTS } from "../../lib/tints";
import type { FollowUpStatus } from "../../lib/types";

export const STATUS_LABELS: Record<FollowUpStatus, string> = {
  done: "Complete",
  snoozed: "Snoozed",
  pending: "Pending",
};

export const STATUS_BADGES: Record<FollowUpStatus, string> = {
  done: TINTS.success,
  snoozed: TINTS.neutral,
  pending: TINTS.warning,
};

export const TIMING_CLASSES: Record<FollowUpTiming, string> = {
  done: "text-green-700",
  overdue: "text-red-700",
  today: "text-orange-700",
  tomorrow: "text-yellow-700",
  later: "text-base-content/70",
};
