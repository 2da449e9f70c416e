import { CalendarClock, CircleCheck } from "lucide-react";
import { AiGeneratedBadge } from "../../components/AiGeneratedBadge";
import { FOLLOW_UP_TITLE_LENGTH, formatDueLabel, truncate } from "../../lib/format";
import type { FollowUp } from "../../lib/types";
import { ActivityListSkeleton } from "./ActivityItem";
import { DashboardCard } from "./DashboardCard";
import { SectionError } from "../../components/SectionError";
import { UPCOMING_FOLLOW_UPS_LIMIT, useUpcomingFollowUps } from "./dashboardQueries";

function UpcomingFollowUp({ followUp }: { followUp: FollowUp }) {
  return (
    <li className="flex items-start gap-3 rounded-field p-2">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-warning/15 text-warning">
        <CalendarClock className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium" title={followUp.title}>
            {truncate(followUp.title, FOLLOW_UP_TITLE_LENGTH)}
          </p>
          {followUp.isAiGenerated && <AiGeneratedBadge size="sm" />}
        </div>
        <p className="truncate text-sm text-base-content/70">{followUp.client?.name}</p>
      </div>
      <time dateTime={followUp.dueAt} className="shrink-0 text-xs font-medium text-base-content/70">
        {formatDueLabel(followUp.dueAt)}
      </time>
    </li>
  );
}

export function UpcomingFollowUpsCard() {
  const followUps = useUpcomingFollowUps();

  return (
    <DashboardCard
      title="Upcoming Follow-ups"
      viewAllTo="/followups"
      viewAllLabel="View all follow-ups"
    >
      {followUps.isPending ? (
        <ActivityListSkeleton rows={UPCOMING_FOLLOW_UPS_LIMIT} />
      ) : followUps.isError ? (
        <SectionError query={followUps} fallback="Failed to load follow-ups" />
      ) : followUps.data.length === 0 ? (
        <div className="flex flex-col items-center gap-1 py-8 text-center">
          <CircleCheck className="mb-1 size-8 text-success" aria-hidden="true" />
          <p className="font-medium">No upcoming follow-ups found</p>
          <p className="text-sm text-base-content/60">All caught up for the next 7 days!</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-1">
          {followUps.data.map((followUp) => (
            <UpcomingFollowUp key={followUp.id} followUp={followUp} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
