import { useState } from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { ActivityItem, ActivityListSkeleton } from "./ActivityItem";
import { SectionError } from "./SectionError";
import { FULL_ACTIVITY_LIMIT, useRecentActivity } from "./dashboardQueries";

export default function ActivityPage() {
  const activities = useRecentActivity(FULL_ACTIVITY_LIMIT);
  const [now] = useState(() => new Date());

  return (
    <>
      <PageHeader
        title="Recent Activity"
        actions={
          <Link to="/dashboard" className="btn btn-ghost btn-sm">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Dashboard
          </Link>
        }
      />
      <section className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-4 sm:p-5">
          {activities.isPending ? (
            <ActivityListSkeleton rows={6} />
          ) : activities.isError ? (
            <SectionError
              error={activities.error}
              fallback="Failed to load activities"
              onRetry={() => void activities.refetch()}
            />
          ) : activities.data.length === 0 ? (
            <p className="py-8 text-center text-base-content/60">No recent activities found</p>
          ) : (
            <ul className="flex flex-col gap-1 divide-y divide-base-200">
              {activities.data.map((activity) => (
                <ActivityItem key={activity.id} activity={activity} now={now} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
