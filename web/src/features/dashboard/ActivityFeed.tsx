import { useState } from "react";
import { ActivityItem, ActivityListSkeleton } from "./ActivityItem";
import { SectionError } from "../../components/SectionError";
import { useRecentActivity } from "./dashboardQueries";

/** The latest activities: a skeleton while they load, the error with a retry, or the list. */
export function ActivityFeed({
  limit,
  skeletonRows,
  divided = false,
}: {
  limit: number;
  skeletonRows: number;
  /** Lines between the items, for the full page. */
  divided?: boolean;
}) {
  const activities = useRecentActivity(limit);
  const [now] = useState(() => new Date());

  if (activities.isPending) return <ActivityListSkeleton rows={skeletonRows} />;
  if (activities.isError) {
    return <SectionError query={activities} fallback="Failed to load activities" />;
  }
  if (activities.data.length === 0) {
    return <p className="py-8 text-center text-base-content/60">No recent activities found</p>;
  }
  return (
    <ul
      className={divided ? "flex flex-col gap-1 divide-y divide-base-200" : "flex flex-col gap-1"}
    >
      {activities.data.map((activity) => (
        <ActivityItem key={activity.id} activity={activity} now={now} />
      ))}
    </ul>
  );
}
