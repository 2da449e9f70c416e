import { AiGeneratedBadge } from "../../components/AiGeneratedBadge";
import { QueryList } from "../../components/QueryList";
import { formatFollowUpRelative, formatShortDate, followUpTiming } from "../../lib/format";
import { STATUS_LABELS } from "../followups/followUpLabels";
import { useClientFollowUps } from "./clientDetailQueries";
import { CompleteFollowUpButton } from "./CompleteFollowUpButton";
import { useFollowUpCompletion } from "./useFollowUpCompletion";

const STATUS_CLASSES = {
  pending: "badge-warning",
  snoozed: "badge-info",
  done: "badge-success",
} as const;

/** Every follow-up for the client; open ones can be completed here. */
export function FollowUpsTab({ clientId }: { clientId: string }) {
  const followUps = useClientFollowUps(clientId);
  const completion = useFollowUpCompletion();

  return (
    <QueryList query={followUps} itemsName="follow-ups" empty="No follow-ups found">
      {(list) => (
        <ul className="divide-y divide-base-300" aria-label="Follow-ups">
          {list.map((followUp) => {
            const timing = followUpTiming(followUp.status, followUp.dueAt);
            return (
              <li
                key={followUp.id}
                className={`flex flex-wrap items-start gap-3 py-3 ${followUp.status === "done" ? "opacity-70" : ""}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 font-medium">
                    <span className="truncate">{followUp.title}</span>
                    {followUp.isAiGenerated && <AiGeneratedBadge />}
                  </p>
                  {followUp.notes && (
                    <p className="mt-0.5 line-clamp-2 text-sm text-base-content/70">
                      {followUp.notes}
                    </p>
                  )}
                  <p
                    className={`mt-1 text-xs ${timing === "overdue" ? "text-error" : "text-base-content/60"}`}
                  >
                    {formatShortDate(followUp.dueAt)} ·{" "}
                    {formatFollowUpRelative(followUp.status, followUp.dueAt)}
                  </p>
                </div>
                <span className={`badge badge-soft badge-sm ${STATUS_CLASSES[followUp.status]}`}>
                  {STATUS_LABELS[followUp.status]}
                </span>
                {followUp.status !== "done" && (
                  <CompleteFollowUpButton followUp={followUp} completion={completion} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </QueryList>
  );
}
