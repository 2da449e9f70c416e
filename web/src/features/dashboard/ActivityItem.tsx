import { CalendarCheck, Mail, MessageSquare, UserPen, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { formatRelativeTime } from "../../lib/format";
import type { Activity, ActivityType } from "../../lib/types";

const TYPE_STYLES: Record<ActivityType, { icon: LucideIcon; tone: string; label: string }> = {
  message: { icon: MessageSquare, tone: "bg-info/10 text-info", label: "Message" },
  client_update: { icon: UserPen, tone: "bg-primary/10 text-primary", label: "Client update" },
  followup: { icon: CalendarCheck, tone: "bg-warning/15 text-warning", label: "Follow-up" },
  email: { icon: Mail, tone: "bg-success/10 text-success", label: "E-mail" },
};

export function ActivityItem({ activity, now }: { activity: Activity; now: Date }) {
  const style = TYPE_STYLES[activity.activityType] ?? TYPE_STYLES.client_update;
  const Icon = style.icon;
  const summary = activity.title || activity.status;
  return (
    <li>
      <Link
        to={`/clients/${activity.clientId}`}
        className="flex items-start gap-3 rounded-field p-2 transition-colors hover:bg-base-200"
      >
        <span
          className={`mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full ${style.tone}`}
          title={style.label}
        >
          <Icon className="size-4" aria-hidden="true" />
          <span className="sr-only">{style.label}</span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-medium">{activity.clientName}</span>
            <time dateTime={activity.createdAt} className="shrink-0 text-xs text-base-content/60">
              {formatRelativeTime(activity.createdAt, now)}
            </time>
          </span>
          {summary && <span className="line-clamp-1 text-sm text-base-content/70">{summary}</span>}
          {activity.name && (
            <span className="block text-xs text-base-content/70">{activity.name}</span>
          )}
        </span>
      </Link>
    </li>
  );
}

export function ActivityListSkeleton({ rows }: { rows: number }) {
  return (
    <ul aria-busy="true" aria-label="Loading activities" className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="flex items-center gap-3 p-2" data-testid="activity-skeleton">
          <div className="skeleton size-9 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="skeleton h-4 w-1/2" />
            <div className="skeleton h-3 w-3/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}
