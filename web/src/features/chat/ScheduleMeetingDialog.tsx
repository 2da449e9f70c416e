import { useState, type FormEvent } from "react";
import { Modal, ModalActions } from "../../components/Modal";
import { useToast } from "../../components/toastContext";
import { formatDueLabel, toDateTimeLocalValue } from "../../lib/format";
import type { ChatPartner } from "./chatTypes";
import { FollowUpFields, followUpProblem, type FollowUpValues } from "./FollowUpFields";
import { useCreateFollowUp } from "./quickActionQueries";

/** Tomorrow at 10:00 in the rep's time: a sensible first proposal for a meeting. */
function tomorrowAtTen(now = new Date()): string {
  const at = new Date(now);
  at.setDate(at.getDate() + 1);
  at.setHours(10, 0, 0, 0);
  return toDateTimeLocalValue(at);
}

function MeetingForm({ client, onDone }: { client: ChatPartner; onDone(): void }) {
  const toast = useToast();
  const create = useCreateFollowUp();
  const [values, setValues] = useState<FollowUpValues>(() => ({
    title: `Meeting with ${client.name}`,
    due: tomorrowAtTen(),
    notes: "",
  }));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = followUpProblem(values);
    setProblem(invalid);
    if (invalid) return;
    const dueAt = new Date(values.due).toISOString();
    create.mutate(
      { clientId: client.id, title: values.title.trim(), notes: values.notes.trim(), dueAt, isAiGenerated: false },
      {
        onSuccess: () => {
          toast.notify(`Meeting scheduled for ${formatDueLabel(dueAt)}`, "success");
          onDone();
        },
      },
    );
  };

  const error = problem ?? create.error?.message ?? null;
  return (
    <form onSubmit={submit} noValidate>
      <FollowUpFields
        idPrefix="meeting"
        values={values}
        onChange={setValues}
        dueLabel="Date and time"
        notesLabel="Agenda (optional)"
      />
      {error && (
        <p role="alert" className="mt-4 text-sm text-error">
          {error}
        </p>
      )}
      <ModalActions>
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={create.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {create.isPending ? "Scheduling..." : "Schedule Meeting"}
        </button>
      </ModalActions>
    </form>
  );
}

export function ScheduleMeetingDialog({
  client,
  open,
  onClose,
}: {
  client: ChatPartner;
  open: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      open={open}
      title="Schedule Meeting"
      description={`Pick a time to meet ${client.name}; it is added to your follow-ups.`}
      onClose={onClose}
    >
      {open && <MeetingForm client={client} onDone={onClose} />}
    </Modal>
  );
}
