import { CalendarClock, CircleCheck, ListTodo, TriangleAlert, type LucideIcon } from "lucide-react";
import type { FollowUpSummary } from "../../lib/types";

const CARDS: { key: keyof FollowUpSummary; label: string; icon: LucideIcon; tone: string }[] = [
  { key: "total", label: "Total Follow-ups", icon: ListTodo, tone: "bg-primary/10 text-primary" },
  { key: "overdue", label: "Overdue", icon: TriangleAlert, tone: "bg-error/10 text-error" },
  {
    key: "dueToday",
    label: "Due Today",
    icon: CalendarClock,
    tone: "bg-orange-500/10 text-orange-600",
  },
  { key: "completed", label: "Completed", icon: CircleCheck, tone: "bg-success/10 text-success" },
];

export function FollowUpSummaryCards({
  summary,
  failed,
}: {
  summary: FollowUpSummary | undefined;
  failed: boolean;
}) {
  return (
    <section aria-label="Follow-up summary" className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <article key={key} className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body flex-row items-center gap-4 p-4 sm:p-5">
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-field ${tone}`}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 className="text-sm text-base-content/70">{label}</h2>
              {summary || failed ? (
                <p className="text-2xl font-bold">{summary ? summary[key] : "—"}</p>
              ) : (
                <div className="skeleton mt-1 h-7 w-10" aria-label="Loading" />
              )}
            </div>
          </div>
        </article>
      ))}
    </section>
  );
}
