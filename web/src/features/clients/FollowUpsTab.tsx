import { CLIENT_HAS_NO_EMAIL } from "@contract";
import { Mail } from "lucide-react";
import { AiGeneratedBadge } from "../../components/AiGeneratedBadge";
import { QueryList } from "../../components/QueryList";
import { formatFollowUpRelative, formatShortDate, followUpTiming } from "../../lib/format";
import type { Client } from "../../lib/types";
import { FollowUpEmailBadge } from "../followups/FollowUpEmailBadge";
import { STATUS_LABELS } from "../followups/followUpLabels";
import { SendEmailDialog } from "../followups/SendEmailDialog";
import { canEmailFollowUp, useFollowUpEmailing } from "../followups/useFollowUpEmailing";
import { useClientFollowUps } from "./clientDetailQueries";
import { CompleteFollowUpButton } from "./CompleteFollowUpButton";
import { useFollowUpCompletion } from "./useFollowUpCompletion";

const STATUS_CLASSES = {
  pending: "badge-warning",
  snoozed: "badge-info",
  done: "badge-success",
} as const;

/** Every follow-up for the client; open ones can be completed or sent to the client by e-mail. */
export function FollowUpsTab({ client }: { client: Pick<Client, "id" | "name" | "email"> }) {
  const followUps = useClientFollowUps(client.id);
  const completion = useFollowUpCompletion();
  const emailing = useFollowUpEmailing();

  return (
    <>
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
                  {followUp.emailStatus && <FollowUpEmailBadge status={followUp.emailStatus} />}
                  {canEmailFollowUp(followUp) && (
                    <button
                      type="button"
                      className="btn btn-primary btn-soft btn-xs"
                      aria-label={`Send e-mail: ${followUp.title}`}
                      title={client.email ? undefined : CLIENT_HAS_NO_EMAIL}
                      disabled={!client.email}
                      onClick={() => emailing.open(followUp)}
                    >
                      <Mail className="size-3.5" aria-hidden="true" />
                      Send e-mail
                    </button>
                  )}
                  {followUp.status !== "done" && (
                    <CompleteFollowUpButton followUp={followUp} completion={completion} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryList>
      {emailing.drafting && client.email && (
        <SendEmailDialog
          followUp={emailing.drafting}
          clientName={client.name}
          clientEmail={client.email}
          {...emailing.saving}
          onSubmit={emailing.send}
          onClose={emailing.close}
        />
      )}
    </>
  );
}
