import type { ClientStatus, DealStage } from "../../lib/types";
import { STATUS_LABELS, stageLabel } from "../../lib/dealLabels";
import { TINTS } from "../../lib/tints";

const STATUS_CLASSES: Record<ClientStatus, string> = {
  active: TINTS.success,
  inactive: TINTS.neutral,
  prospect: TINTS.info,
  churned: TINTS.error,
};

const STAGE_CLASSES: Record<DealStage, string> = {
  LEAD: "bg-base-200 text-base-content/80",
  QUALIFIED: TINTS.info,
  PROPOSAL: TINTS.primary,
  NEGOTIATION: TINTS.warning,
  CLOSED_WON: TINTS.success,
  CLOSED_LOST: TINTS.error,
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
      {stageLabel(stage)}
    </span>
  );
}
