import {
  priorityBadgeClasses,
  priorityLabel,
  stageBadgeClasses,
  stageLabel,
} from "../lib/dealLabels";

const SIZES = { xs: "badge-xs", sm: "badge-sm", md: "badge-md" } as const;
const BADGE = "badge shrink-0 border-0 font-medium whitespace-nowrap";

/** A deal stage (LEAD…CLOSED_LOST) in its own colour; an unknown stage is grey. */
export function StageBadge({ stage, size = "sm" }: { stage: string; size?: keyof typeof SIZES }) {
  return (
    <span className={`${BADGE} ${SIZES[size]} ${stageBadgeClasses(stage)}`} data-stage={stage}>
      {stageLabel(stage)}
    </span>
  );
}

export function PriorityLevelBadge({
  priority,
  size = "sm",
}: {
  priority: string;
  size?: keyof typeof SIZES;
}) {
  return (
    <span className={`${BADGE} ${SIZES[size]} ${priorityBadgeClasses(priority)}`}>
      {priorityLabel(priority)}
    </span>
  );
}
