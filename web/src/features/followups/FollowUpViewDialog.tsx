import { Detail } from "../../components/Detail";
import { Modal, ModalActions } from "../../components/Modal";
import { formatFollowUpRelative, formatShortDate, formatTime } from "../../lib/format";
import type { FollowUp } from "../../lib/types";
import { STATUS_LABELS } from "./followUpLabels";

/** A follow-up that is no longer pending, read-only. */
export function FollowUpViewDialog({ followUp, onClose }: { followUp: FollowUp; onClose(): void }) {
  return (
    <Modal
      open
      title={followUp.title}
      description={followUp.client?.name || "Unknown Client"}
      onClose={onClose}
    >
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Detail label="Status">{STATUS_LABELS[followUp.status]}</Detail>
        <Detail label="Due Date">
          {formatShortDate(followUp.dueAt)}, {formatTime(followUp.dueAt)} ·{" "}
          {formatFollowUpRelative(followUp.status, followUp.dueAt)}
        </Detail>
        <Detail label="Notes" className="whitespace-pre-line sm:col-span-2">
          {followUp.notes || "—"}
        </Detail>
        {followUp.isAiGenerated && (
          <div className="sm:col-span-2">
            <span className="badge badge-soft badge-secondary text-pink-800">AI Generated</span>
          </div>
        )}
      </dl>
      <ModalActions>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </ModalActions>
    </Modal>
  );
}
