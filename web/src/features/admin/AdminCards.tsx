import { lazy, Suspense, type ComponentProps, type ReactNode } from "react";
import {
  CalendarDays,
  CircleDollarSign,
  Crown,
  Handshake,
  Target,
  TrendingDown,
  TrendingUp,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Avatar } from "../../components/Avatar";
import { TitledCard } from "../../components/TitledCard";
import { formatRatesDate, UnconvertedAmounts } from "../../components/TotalWithUnconverted";
import { formatCurrency, formatDueLabel } from "../../lib/format";
import { roleLabel } from "../../lib/roles";
import { monthLabel, type AdminOverview } from "./adminQueries";

const ClientGrowthChart = lazy(() => import("./ClientGrowthChart"));

/** A card of the admin dashboard. */
export function Card(props: Omit<ComponentProps<typeof TitledCard>, "idPrefix">) {
  return <TitledCard idPrefix="admin" {...props} />;
}

function Metric({
  label,
  value,
  icon: Icon,
  tone,
  note,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
  note?: ReactNode;
}) {
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body flex-row items-center gap-4 p-5">
        <span className={`flex size-12 shrink-0 items-center justify-center rounded-box ${tone}`}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-base-content/70">{label}</h2>
          <p className="truncate text-2xl font-bold tracking-tight" data-testid={`metric-${label}`}>
            {value}
          </p>
          {note}
        </div>
      </div>
    </article>
  );
}

/** How the revenue was converted, and the won amounts that could not be. */
function RevenueNote({ overview }: { overview: AdminOverview }) {
  return (
    <div
      className="text-xs text-base-content/60"
      title="Won deals' values added up in the workspace currency"
    >
      {overview.ratesAsOf
        ? `Converted at the rates of ${formatRatesDate(overview.ratesAsOf)}`
        : `In ${overview.currency}`}
      <UnconvertedAmounts amounts={overview.unconvertedRevenue} />
    </div>
  );
}

export function MetricCards({ overview }: { overview: AdminOverview }) {
  return (
    <section
      aria-label="Global figures"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <Metric
        label="All Clients"
        value={overview.allClients.toLocaleString("en-US")}
        icon={Users}
        tone="bg-primary/10 text-primary"
      />
      <Metric
        label="All Sales Users"
        value={overview.salesUsers.toLocaleString("en-US")}
        icon={UserCog}
        tone="bg-info/10 text-info"
      />
      <Metric
        label="Global Closing Ratio"
        value={`${overview.globalClosingRatio}%`}
        icon={Target}
        tone="bg-secondary/10 text-secondary"
      />
      <Metric
        label="Revenue"
        value={formatCurrency(overview.revenue, overview.currency)}
        icon={CircleDollarSign}
        tone="bg-success/10 text-success"
        note={<RevenueNote overview={overview} />}
      />
    </section>
  );
}

export function ClientsClosedCard({ closed }: { closed: AdminOverview["clientsClosed"] }) {
  const { delta } = closed;
  const Trend = delta < 0 ? TrendingDown : TrendingUp;
  const tone =
    delta > 0
      ? "text-success bg-success/10"
      : delta < 0
        ? "text-error bg-error/10"
        : "text-base-content/70 bg-base-200";
  const deltaText = delta === 0 ? "No change" : `${delta > 0 ? "+" : ""}${delta}`;
  return (
    <Card title="Clients Closed" icon={Handshake}>
      <div className="flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight" data-testid="clients-closed-count">
          {closed.thisMonth}
        </span>
        <span className="text-sm text-base-content/60">this month</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold ${tone}`}
          data-testid="clients-closed-delta"
        >
          <Trend className="size-4" aria-hidden="true" />
          {deltaText} vs last month
        </span>
        <span className="text-base-content/60">{closed.lastMonth} last month</span>
      </div>
    </Card>
  );
}

export function UpcomingMeetingsCard({
  meetings,
}: {
  meetings: AdminOverview["upcomingMeetings"];
}) {
  return (
    <Card title="Upcoming Meetings" icon={CalendarDays}>
      {meetings.length === 0 ? (
        <p className="text-sm text-base-content/60">No upcoming meetings in the next 7 days</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Upcoming meetings">
          {meetings.map((meeting) => (
            <li
              key={meeting.id}
              className="flex flex-col gap-2 rounded-field border border-base-300 p-3"
            >
              <span className="truncate text-sm font-medium" title={meeting.title}>
                {meeting.title}
              </span>
              <span className="flex flex-wrap gap-1.5">
                <span className="badge badge-soft badge-primary badge-sm max-w-full truncate">
                  {meeting.company}
                </span>
                <span className="badge badge-ghost badge-sm whitespace-nowrap">
                  {formatDueLabel(meeting.dueAt)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ClientGrowthCard({ growth }: { growth: AdminOverview["clientGrowth"] }) {
  return (
    <Card title="Client Growth Trend" icon={TrendingUp}>
      <div className="h-80" data-testid="client-growth-chart">
        <Suspense fallback={<div className="skeleton h-full w-full" aria-label="Loading chart" />}>
          <ClientGrowthChart data={growth} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>Clients by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">New clients</th>
            <th scope="col">Total clients</th>
          </tr>
        </thead>
        <tbody>
          {growth.map((point) => (
            <tr key={point.month}>
              <th scope="row">{monthLabel(point.month, true)}</th>
              <td>{point.newClients}</td>
              <td>{point.totalClients}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export function TopAgentsCard({
  agents,
  currency,
}: {
  agents: AdminOverview["topAgents"];
  currency: string;
}) {
  return (
    <Card title="Top Performing Sales Agents" icon={Crown}>
      {agents.length === 0 ? (
        <p className="text-sm text-base-content/60">No sales agents yet</p>
      ) : (
        <ol className="flex flex-col divide-y divide-base-200" aria-label="Top sales agents">
          {agents.map((agent, index) => (
            <li key={agent.id} className="flex items-center gap-3 py-3">
              <span className="w-5 text-center text-sm font-semibold text-base-content/70">
                {index + 1}
              </span>
              <Avatar name={agent.name} src={agent.avatarUrl} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{agent.name}</p>
                <span
                  className={`badge badge-soft badge-xs ${agent.role === "ADMIN" ? "badge-secondary" : "badge-info"}`}
                >
                  {roleLabel(agent.role)}
                </span>
              </div>
              <div className="text-right">
                <p className="font-semibold">{formatCurrency(agent.revenue, currency)}</p>
                <p className="text-xs text-base-content/60">{agent.closeRate}% close rate</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
