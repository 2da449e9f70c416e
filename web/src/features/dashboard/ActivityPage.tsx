import { BackLink } from "../../components/BackLink";
import { PageHeader } from "../../components/PageHeader";
import { ActivityFeed } from "./ActivityFeed";
import { FULL_ACTIVITY_LIMIT } from "./dashboardQueries";

export default function ActivityPage() {
  return (
    <>
      <PageHeader
        title="Recent Activity"
        actions={
          <BackLink to="/dashboard" className="btn btn-ghost btn-sm">
            Dashboard
          </BackLink>
        }
      />
      <section className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-4 sm:p-5">
          <ActivityFeed limit={FULL_ACTIVITY_LIMIT} skeletonRows={6} divided />
        </div>
      </section>
    </>
  );
}
