import { Bot, CalendarCheck, Mail, MessageSquare, UserPen, type LucideIcon } from "lucide-react";
import { stageLabel } from "../../lib/dealLabels";
import { formatRelativeTime, formatShortDate, formatTime } from "../../lib/format";
import type { ActivityType } from "../../lib/types";
import type { ClientOverview } from "./clientDetailQueries";

const TYPE_STYLES: Record<ActivityType, { icon: LucideIcon; tone: string; label: string }> = {
  message: { icon: MessageSquare, tone: "bg-info/10 text-info", label: "Message" },
  client_update: { icon: UserPen, tone: "bg-primary/10 text-primary", label: "Client update" },
  followup: { icon: CalendarCheck, tone: "bg-warning/15 text-warning", label: "Follow-up" },
  email: { icon: Mail, tone: "bg-success/10 text-success", label: "E-mail" },
};

/** Messages and everything else that happened to the client, newest first. */
export function HistoryTab({ history }: { history: ClientOverview["history"] }) {
  if (history.length === 0) {
    return <p className="py-10 text-center text-sm text-base-content/60">No history yet</p>;
  }
  return (
    <ol className="flex flex-col" aria-label="Client history">
      {history.map((item, index) => {
        const style = TYPE_STYLES[item.activityType] ?? TYPE_STYLES.client_update;
        const Icon =
          item.activityType === "message" && item.role === "assistant" ? Bot : style.icon;
        const last = index === history.length - 1;
        return (
          <li key={item.id} className="relative flex gap-4 pb-6">
            {!last && (
              <span
                className="absolute top-10 bottom-0 left-[1.1rem] w-px bg-base-300"
                aria-hidden="true"
              />
            )}
            <span
              className={`flex size-9 shrink-0 items-center justify-center rounded-full ${style.tone}`}
            >
              <Icon className="size-4" aria-hidden="true" />
              <span className="sr-only">{style.label}</span>
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="text-sm font-medium">
                  {item.activityType === "message"
                    ? `${item.name ?? (item.role === "assistant" ? "AI Assistant" : "Message")}`
                    : item.title || style.label}
                </p>
                <time
                  dateTime={item.createdAt}
                  className="text-xs text-base-content/60"
                  title={`${formatShortDate(item.createdAt)} ${formatTime(item.createdAt)}`}
                >
                  {formatRelativeTime(item.createdAt)}
                </time>
              </div>
              {item.activityType === "message" ? (
                <p className="mt-1 line-clamp-3 text-sm text-base-content/75 whitespace-pre-line">
                  {item.title}
                </p>
              ) : (
                item.status && (
                  <p className="mt-0.5 text-xs text-base-content/60">{stageLabel(item.status)}</p>
                )
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
