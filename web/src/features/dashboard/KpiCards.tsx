import { useId, type ReactNode } from "react";
import {
  CalendarClock,
  MessageSquare,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from "lucide-react";
import { formatGrowth } from "../../lib/format";
import { SectionError } from "../../components/SectionError";
import { useDashboardKpis } from "./dashboardQueries";

const CLOSING_RATIO_TARGET = 50;

function KpiCard({
  label,
  value,
  detail,
  icon: Icon,
  tone,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: LucideIcon;
  tone: string;
}) {
  const labelId = useId();
  return (
    <article
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby={labelId}
      data-testid="kpi-card"
    >
      <div className="card-body gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id={labelId} className="text-sm font-medium text-base-content/70">
            {label}
          </h2>
          <span className={`flex size-9 items-center justify-center rounded-field ${tone}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        </div>
        <p className="text-3xl font-bold tracking-tight" data-testid="kpi-value">
          {value}
        </p>
        <p className="min-h-5 text-sm">{detail}</p>
      </div>
    </article>
  );
}

function KpiSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm" data-testid="kpi-skeleton">
      <div className="card-body gap-3 p-5">
        <div className="skeleton h-4 w-24" />
        <div className="skeleton h-8 w-16" />
        <div className="skeleton h-4 w-28" />
      </div>
    </div>
  );
}

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5";

export function KpiCards() {
  const kpis = useDashboardKpis();

  if (kpis.isPending) {
    return (
      <div className={GRID} aria-busy="true" aria-label="Loading KPIs">
        {Array.from({ length: 5 }, (_, index) => (
          <KpiSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (kpis.isError) {
    return <SectionError query={kpis} fallback="Failed to load dashboard data" />;
  }

  const { totalClients, activeChats, closingRatio, followUpsDue, growth } = kpis.data;
  const aboveTarget = closingRatio >= CLOSING_RATIO_TARGET;
  return (
    <section aria-label="Key figures" className={GRID}>
      <KpiCard
        label="Total Clients"
        value={totalClients}
        icon={Users}
        tone="bg-primary/10 text-primary"
      />
      <KpiCard
        label="Active Chats"
        value={activeChats}
        icon={MessageSquare}
        tone="bg-info/10 text-info"
      />
      <KpiCard
        label="Closing Ratio"
        value={`${Math.round(closingRatio * 10) / 10}%`}
        icon={Target}
        tone="bg-secondary/10 text-secondary"
        detail={
          <span className={aboveTarget ? "text-green-700" : "text-amber-700"}>
            {aboveTarget ? "Above target" : "Needs improvement"}
          </span>
        }
      />
      <KpiCard
        label="Follow-ups Due"
        value={followUpsDue}
        icon={CalendarClock}
        tone="bg-warning/15 text-warning"
        detail={
          <span className={followUpsDue > 0 ? "text-amber-700" : "text-green-700"}>
            {followUpsDue > 0 ? `${followUpsDue} pending` : "All caught up!"}
          </span>
        }
      />
      <KpiCard
        label="Growth"
        value={formatGrowth(growth)}
        icon={TrendingUp}
        tone="bg-success/10 text-success"
        detail={<span className="text-base-content/60">this month</span>}
      />
    </section>
  );
}
