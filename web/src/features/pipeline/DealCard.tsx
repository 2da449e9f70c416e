import { useDraggable } from "@dnd-kit/core";
import { CalendarCheck, CalendarClock, GripVertical, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AiStageSuggestion } from "../../components/AiStageSuggestion";
import { PriorityLevelBadge } from "../../components/DealBadges";
import { formatCurrency, formatDueLabel, formatShortDate } from "../../lib/format";
import { CloseDateDialog } from "./CloseDateDialog";
import type { PipelineDeal } from "./pipelineQueries";

export function DealCardBody({
  deal,
  showOwner,
  onSetCloseDate,
}: {
  deal: PipelineDeal;
  showOwner: boolean;
  /** Offered on the board's cards, not on the copy a drag carries. */
  onSetCloseDate?: () => void;
}) {
  const overdue = deal.nextFollowUp?.overdue ?? false;
  return (
    <>
      <div className="min-w-0">
        <Link
          to={`/clients/${deal.id}`}
          className="link link-hover block truncate font-semibold"
          title={`Open ${deal.name}'s details`}
        >
          {deal.name}
        </Link>
        <p className="truncate text-xs text-base-content/70">{deal.company || "No company"}</p>
      </div>
      <div className="flex items-center justify-between gap-2">
        <span
          className="truncate text-sm font-semibold"
          title="Deal value, in the deal's own currency"
        >
          {deal.dealValue === null ? (
            <span className="font-normal text-base-content/60">No value</span>
          ) : (
            formatCurrency(deal.dealValue, deal.currency)
          )}
        </span>
        <PriorityLevelBadge priority={deal.priority} size="xs" />
      </div>
      {deal.nextFollowUp ? (
        <p
          className={`flex items-center gap-1 text-xs ${overdue ? "font-semibold text-red-700" : "text-base-content/70"}`}
          title={deal.nextFollowUp.title}
        >
          <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {overdue ? "Overdue: " : "Next: "}
            {formatDueLabel(deal.nextFollowUp.dueAt)}
          </span>
        </p>
      ) : (
        <p className="text-xs text-base-content/60">No follow-up</p>
      )}
      <p className="flex items-center gap-1 text-xs text-base-content/70">
        <CalendarCheck className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">
          {deal.expectedCloseDate
            ? `Close by ${formatShortDate(`${deal.expectedCloseDate}T12:00:00`)}`
            : "No close date"}
        </span>
        {onSetCloseDate && (
          <button
            type="button"
            className="link link-hover ml-auto shrink-0"
            aria-label={`Set ${deal.name}'s expected close date`}
            onClick={onSetCloseDate}
          >
            {deal.expectedCloseDate ? "Change" : "Set"}
          </button>
        )}
      </p>
      <AiStageSuggestion repStage={deal.stage} aiStage={deal.aiStage} />
      {showOwner && deal.ownerName && (
        <p className="flex items-center gap-1 text-xs text-base-content/70">
          <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{deal.ownerName}</span>
        </p>
      )}
    </>
  );
}

/** A deal on the board: dragged by mouse or lifted with space and moved with the arrow keys. */
export function DealCard({ deal, showOwner }: { deal: PipelineDeal; showOwner: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: deal.id,
    data: { deal },
  });
  const [settingCloseDate, setSettingCloseDate] = useState(false);
  return (
    <>
      <article
        ref={setNodeRef}
        // The mouse drags the card from anywhere on it; the keyboard lifts it from its handle.
        {...listeners}
        aria-label={`${deal.name}, ${deal.company || "no company"}`}
        data-testid="deal-card"
        className={`relative flex cursor-grab flex-col gap-1.5 rounded-box border border-base-300 bg-base-100 p-3 pl-6 shadow-xs ${
          isDragging ? "opacity-40" : ""
        }`}
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={`Move ${deal.name}`}
          data-deal-handle={deal.id}
          className="absolute top-2 left-0.5 rounded-field p-0.5 text-base-content/40 hover:text-base-content focus-visible:outline-2 focus-visible:outline-primary"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <DealCardBody
          deal={deal}
          showOwner={showOwner}
          onSetCloseDate={() => setSettingCloseDate(true)}
        />
      </article>
      {/* Outside the card, whose drag listeners would take the dialog's keys and clicks. */}
      {settingCloseDate && (
        <CloseDateDialog deal={deal} onClose={() => setSettingCloseDate(false)} />
      )}
    </>
  );
}
