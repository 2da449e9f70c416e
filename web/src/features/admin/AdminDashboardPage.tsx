import { Avatar } from "../../components/Avatar";
import { PageHeader } from "../../components/PageHeader";
import { SectionError } from "../../components/SectionError";
import { roleLabel } from "../../lib/roles";
import { useAuth } from "../auth/useAuth";
import { OverdueBell } from "../dashboard/OverdueBell";
import {
  ClientGrowthCard,
  ClientsClosedCard,
  MetricCards,
  TopAgentsCard,
  UpcomingMeetingsCard,
} from "./AdminCards";
import { useAdminOverview } from "./adminQueries";
import { AdminTabs } from "./AdminTabs";
import { PipelineInsights } from "./PipelineInsights";
import { PipelineSettings } from "./PipelineSettings";

function SignedInUser() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="flex items-center gap-3 rounded-full border border-base-300 bg-base-100 py-1 pr-4 pl-1">
      <Avatar name={user.name} src={user.avatarUrl} size="sm" />
      <div className="leading-tight">
        <p className="text-sm font-semibold">{user.name}</p>
        <p className="text-xs text-base-content/60">
          {user.role === "ADMIN" ? "System Administrator" : roleLabel(user.role)}
        </p>
      </div>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading admin dashboard">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="skeleton h-24" data-testid="admin-skeleton" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="skeleton h-80 lg:col-span-2" />
        <div className="skeleton h-80" />
      </div>
    </div>
  );
}

export default function AdminDashboardPage() {
  const overview = useAdminOverview();
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Monitor global performance and manage your team"
        actions={
          <>
            <OverdueBell indicator="dot" />
            <SignedInUser />
          </>
        }
      />
      <AdminTabs>
        {overview.isPending ? (
          <DashboardSkeleton />
        ) : overview.isError ? (
          <SectionError query={overview} fallback="Failed to load admin overview" />
        ) : (
          <div className="flex flex-col gap-6">
            <MetricCards overview={overview.data} />
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
              <div className="flex flex-col gap-6 lg:col-span-2">
                <ClientGrowthCard growth={overview.data.clientGrowth} />
                <TopAgentsCard agents={overview.data.topAgents} currency={overview.data.currency} />
              </div>
              <div className="flex flex-col gap-6">
                <ClientsClosedCard closed={overview.data.clientsClosed} />
                <UpcomingMeetingsCard meetings={overview.data.upcomingMeetings} />
              </div>
            </div>
            <PipelineInsights />
            <PipelineSettings />
          </div>
        )}
      </AdminTabs>
    </>
  );
}
