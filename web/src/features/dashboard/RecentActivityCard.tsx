import { useState } from "react";
import { ActivityItem, ActivityListSkeleton } from "./ActivityItem";
import { DashboardCard } from "./DashboardCard";
import { SectionError } from "./SectionError";
import { RECENT_ACTIVITY_LIMIT, useRecentActivity } from "./dashboardQueries";

export function RecentActivityCard() {
  const activities = useRecentActivity(RECENT_ACTIVITY_LIMIT);
  const [now] = useState(() => new Date());

  return (
    <DashboardCard title="Recent Activity" viewAllTo="/activity" viewAllLabel="View all activity">
      {activities.isPending ? (
        <ActivityListSkeleton rows={RECENT_ACTIVITY_LIMIT} />
      ) : activities.isError ? (
        <SectionError
          error={activities.error}
          fallback="Failed to load activities"
          onRetry={() => void activities.refetch()}
        />
      ) : activities.data.length === 0 ? (
        <p className="py-8 text-center text-base-content/60">No recent activities found</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {activities.data.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} now={now} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
