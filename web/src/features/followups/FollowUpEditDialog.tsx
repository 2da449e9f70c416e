import { useState, type FormEvent } from "react";
import { FormDialog } from "../../components/FormDialog";
import { FormField } from "../../components/FormField";
import { TextField } from "../../components/TextField";
import { toDateTimeLocalValue } from "../../lib/format";
import type { FollowUp } from "../../lib/types";
import type { FollowUpChanges } from "./followUpQueries";

export function FollowUpEditDialog({
  followUp,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  followUp: FollowUp;
  busy: boolean;
  error: string | null;
  onSubmit(changes: FollowUpChanges): void;
  onClose(): void;
}) {
  const [title, setTitle] = useState(followUp.title);
  const [notes, setNotes] = useState(followUp.notes ?? "");
  const [dueAt, setDueAt] = useState(toDateTimeLocalValue(followUp.dueAt));
  const [validationError, setValidationError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setValidationError("Title is required");
      return;
    }
    const due = new Date(dueAt);
    if (!dueAt || Number.isNaN(due.getTime())) {
      setValidationError("Please choose a due date and time");
      return;
    }
    setValidationError(null);
    onSubmit({ title: title.trim(), notes: notes.trim(), dueAt: due.toISOString() });
  };

  return (
    <FormDialog
      title="Edit Follow-up"
      description={followUp.client?.name || "Unknown Client"}
      validationError={validationError}
      error={error}
      busy={busy}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField
        label="Title"
        id="followup-title"
        required
        value={title}
        onChange={setTitle}
      />
      <FormField label="Notes" htmlFor="followup-notes">
        <textarea
          id="followup-notes"
          className="textarea w-full"
          rows={4}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      <TextField
        label="Due date"
        id="followup-due"
        type="datetime-local"
        required
        value={dueAt}
        onChange={setDueAt}
      />
    </FormDialog>
  );
}
