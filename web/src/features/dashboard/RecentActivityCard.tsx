import { ActivityFeed } from "./ActivityFeed";
import { DashboardCard } from "./DashboardCard";
import { RECENT_ACTIVITY_LIMIT } from "./dashboardQueries";

export function RecentActivityCard() {
  return (
    <DashboardCard title="Recent Activity" viewAllTo="/activity" viewAllLabel="View all activity">
      <ActivityFeed limit={RECENT_ACTIVITY_LIMIT} skeletonRows={RECENT_ACTIVITY_LIMIT} />
    </DashboardCard>
  );
}
