import { CalendarClock, Sparkles } from "lucide-react";
import { formatDueLabel, followUpTiming } from "../../lib/format";
import type { OverviewFollowUp } from "./clientDetailQueries";
import { CompleteFollowUpButton } from "./CompleteFollowUpButton";
import { DetailCard } from "./DetailCard";
import { useFollowUpCompletion } from "./useFollowUpCompletion";

const SHOWN = 5;

/** The client's pending follow-ups, soonest first, each with Complete. */
export function NextActionsCard({ followUps }: { followUps: OverviewFollowUp[] }) {
  const completion = useFollowUpCompletion();
  const pending = followUps.filter((followUp) => followUp.status !== "done").slice(0, SHOWN);
  return (
    <DetailCard title="Next Actions" icon={CalendarClock}>
      {pending.length === 0 ? (
        <p className="text-sm text-base-content/60">No pending follow-ups</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {pending.map((followUp) => {
            const overdue = followUpTiming(followUp.status, followUp.dueAt) === "overdue";
            return (
              <li
                key={followUp.id}
                className="flex items-start gap-3 rounded-field border border-base-300 p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" title={followUp.title}>
                    {followUp.title}
                  </p>
                  <p
                    className={`mt-0.5 flex items-center gap-1.5 text-xs ${overdue ? "text-error" : "text-base-content/60"}`}
                  >
                    {formatDueLabel(followUp.dueAt)}
                    {overdue && " · Overdue"}
                    {followUp.isAiGenerated && (
                      <Sparkles className="size-3 text-secondary" aria-label="AI Generated" />
                    )}
                  </p>
                </div>
                <CompleteFollowUpButton followUp={followUp} completion={completion} />
              </li>
            );
          })}
        </ul>
      )}
    </DetailCard>
  );
}
