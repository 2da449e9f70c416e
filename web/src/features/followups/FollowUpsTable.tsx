import type { ComponentProps } from "react";
import { CLIENT_HAS_NO_EMAIL } from "@contract";
import { Check, Eye, Mail, Pencil } from "lucide-react";
import { AiGeneratedBadge } from "../../components/AiGeneratedBadge";
import { Avatar } from "../../components/Avatar";
import { DataTable } from "../../components/DataTable";
import type { ListState, RowHandlers } from "../../lib/queryState";
import { RowActionButton } from "../../components/RowActionButton";
import {
  followUpTiming,
  formatFollowUpRelative,
  formatShortDate,
  truncate,
} from "../../lib/format";
import type { FollowUp } from "../../lib/types";
import { FollowUpEmailBadge } from "./FollowUpEmailBadge";
import { STATUS_BADGES, STATUS_LABELS, TIMING_CLASSES } from "./followUpLabels";
import { canEmailFollowUp } from "./useFollowUpEmailing";

const NOTES_PREVIEW_LENGTH = 80;

function ClientCell({ followUp }: { followUp: FollowUp }) {
  const client = followUp.client;
  return (
    <div className="flex items-center gap-3">
      <Avatar name={client?.name} fallback="C" size="sm" />
      <div className="min-w-0">
        <p className="max-w-44 truncate font-medium">{client?.name || "Unknown Client"}</p>
        <p className="max-w-44 truncate text-xs text-base-content/60 first-letter:uppercase">
          {client?.company || client?.status || "Client"}
        </p>
      </div>
    </div>
  );
}

/** A follow-up row's action, named after the follow-up ("Edit Call back"), its word shown on wide screens. */
function FollowUpAction({
  word,
  followUp,
  onAct,
  ...button
}: {
  word: string;
  followUp: FollowUp;
  onAct(followUp: FollowUp): void;
} & Omit<ComponentProps<typeof RowActionButton>, "word" | "name" | "wordFrom" | "onClick">) {
  return (
    <RowActionButton
      word={word}
      name={`${word} ${followUp.title}`}
      wordFrom="xl"
      onClick={() => onAct(followUp)}
      {...button}
    />
  );
}

export function FollowUpsTable({
  list,
  completingId,
  onEdit,
  onView,
  onComplete,
  onSend,
}: { list: ListState<FollowUp>; completingId: string | null } & RowHandlers<
  FollowUp,
  "onEdit" | "onView" | "onComplete" | "onSend"
>) {
  return (
    <DataTable
      columns={[
        "Client",
        "Suggested Message",
        "Due Date",
        "Status",
        { label: "Actions", className: "text-right" },
      ]}
      itemsName="follow-ups"
      {...list}
      renderRow={(followUp) => {
        const done = followUp.status === "done";
        const timing = followUpTiming(followUp.status, followUp.dueAt);
        return (
          <tr
            key={followUp.id}
            data-status={followUp.status}
            className={done ? "bg-success/5" : "hover:bg-base-200/60"}
          >
            <td>
              <ClientCell followUp={followUp} />
            </td>
            <td className="min-w-56">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {followUp.title}
                {followUp.isAiGenerated && <AiGeneratedBadge />}
              </p>
              {followUp.notes && (
                <p className="text-sm text-base-content/60" title={followUp.notes}>
                  {truncate(followUp.notes, NOTES_PREVIEW_LENGTH)}
                </p>
              )}
            </td>
            <td className="whitespace-nowrap">
              <time dateTime={followUp.dueAt} className="block text-sm">
                {formatShortDate(followUp.dueAt)}
              </time>
              <span className={`text-xs font-medium ${TIMING_CLASSES[timing]}`}>
                {formatFollowUpRelative(followUp.status, followUp.dueAt)}
              </span>
            </td>
            <td>
              <div className="flex flex-wrap gap-1">
                <span
                  className={`badge badge-sm border-0 font-medium ${STATUS_BADGES[followUp.status]}`}
                >
                  {STATUS_LABELS[followUp.status]}
                </span>
                {followUp.emailStatus && <FollowUpEmailBadge status={followUp.emailStatus} />}
              </div>
            </td>
            <td>
              <div className="flex justify-end gap-2">
                {canEmailFollowUp(followUp) && (
                  <RowActionButton
                    icon={Mail}
                    word="Send"
                    name={`Send e-mail: ${followUp.title}`}
                    wordFrom="xl"
                    tone="btn-primary btn-soft"
                    title={followUp.client.email ? "Send e-mail" : CLIENT_HAS_NO_EMAIL}
                    disabled={!followUp.client.email}
                    onClick={() => onSend(followUp)}
                  />
                )}
                {!done && (
                  <FollowUpAction icon={Pencil} word="Edit" followUp={followUp} onAct={onEdit} />
                )}
                {followUp.status === "pending" ? (
                  <FollowUpAction
                    icon={Check}
                    word="Complete"
                    followUp={followUp}
                    onAct={onComplete}
                    tone="btn-success btn-soft text-green-800 hover:text-success-content"
                    busy={completingId === followUp.id}
                    disabled={completingId === followUp.id}
                  />
                ) : (
                  <FollowUpAction icon={Eye} word="View" followUp={followUp} onAct={onView} />
                )}
              </div>
            </td>
          </tr>
        );
      }}
    />
  );
}
