import { PageHeader } from "../../components/PageHeader";
import { useAuth } from "../auth/useAuth";
import { KpiCards } from "./KpiCards";
import { OverdueBell } from "./OverdueBell";
import { RecentActivityCard } from "./RecentActivityCard";
import { UpcomingFollowUpsCard } from "./UpcomingFollowUpsCard";

export default function DashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user?.name ?? ""}`}
        subtitle="Here's what's happening with your clients today."
        actions={<OverdueBell />}
      />
      <div className="flex flex-col gap-6">
        <KpiCards />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <RecentActivityCard />
          <UpcomingFollowUpsCard />
        </div>
      </div>
    </>
  );
}
