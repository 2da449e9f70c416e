import { useState, type FormEvent } from "react";
import { reasonKindFor, REASON_REQUIRED } from "@contract";
import { FormDialog } from "../../components/FormDialog";
import { FormField } from "../../components/FormField";
import { stageLabel } from "../../lib/dealLabels";
import type { DealStage } from "../../lib/types";
import { useDealReasons, type PipelineDeal } from "./pipelineQueries";

const NOTE_MAX = 1000;

/** Asks why a deal was won or lost before it moves to Won or Lost; Cancel leaves it where it was. */
export function StageReasonDialog({
  deal,
  to,
  onConfirm,
  onCancel,
}: {
  deal: PipelineDeal;
  to: DealStage;
  onConfirm(reasonId: string, note: string): void;
  onCancel(): void;
}) {
  const reasons = useDealReasons();
  const kind = reasonKindFor(to);
  const choices = (reasons.data ?? []).filter((reason) => reason.kind === kind && reason.active);
  const [reasonId, setReasonId] = useState("");
  const [note, setNote] = useState("");
  const [validationError, setValidationError] = useState<string | null>(null);
  const won = to === "CLOSED_WON";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reasonId) {
      setValidationError(REASON_REQUIRED);
      return;
    }
    onConfirm(reasonId, note.trim());
  };

  return (
    <FormDialog
      title={`Move ${deal.name} to ${stageLabel(to)}`}
      description={won ? "Why was this deal won?" : "Why was this deal lost?"}
      validationError={validationError}
      error={reasons.isError ? reasons.error.message : null}
      busy={false}
      submitLabel={`Move to ${stageLabel(to)}`}
      busyLabel="Moving..."
      onSubmit={submit}
      onClose={onCancel}
    >
      <FormField label="Reason" htmlFor="stage-reason">
        <select
          id="stage-reason"
          className="select w-full"
          value={reasonId}
          onChange={(event) => {
            setReasonId(event.target.value);
            setValidationError(null);
          }}
        >
          <option value="">{reasons.isPending ? "Loading reasons..." : "Choose a reason"}</option>
          {choices.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Note (optional)" htmlFor="stage-reason-note">
        <textarea
          id="stage-reason-note"
          className="textarea w-full"
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
