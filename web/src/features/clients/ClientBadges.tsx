import type { ClientStatus, DealStage } from "../../lib/types";
import { STAGE_LABELS, STATUS_LABELS } from "../../lib/dealLabels";

const STATUS_CLASSES: Record<ClientStatus, string> = {
  active: "bg-success/15 text-green-800",
  inactive: "bg-base-300 text-base-content/70",
  prospect: "bg-info/15 text-sky-800",
  churned: "bg-error/15 text-red-800",
};

const STAGE_CLASSES: Record<DealStage, string> = {
  LEAD: "bg-base-200 text-base-content/80",
  QUALIFIED: "bg-info/15 text-sky-800",
  PROPOSAL: "bg-primary/15 text-primary",
  NEGOTIATION: "bg-warning/15 text-amber-800",
  CLOSED_WON: "bg-success/15 text-green-800",
  CLOSED_LOST: "bg-error/15 text-red-800",
};

const BADGE = "badge badge-sm border-0 font-medium whitespace-nowrap";

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <span className={`${BADGE} ${STATUS_CLASSES[status] ?? STATUS_CLASSES.inactive}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

export function DealStageBadge({ stage }: { stage: DealStage }) {
  return (
    <span className={`${BADGE} ${STAGE_CLASSES[stage] ?? STAGE_CLASSES.LEAD}`}>
      {STAGE_LABELS[stage] ?? stage}
    </span>
  );
}
