import { useState, type FormEvent, type ReactNode } from "react";
import { FormActions } from "../../components/FormActions";
import { useToast } from "../../components/toastContext";
import { formatDueLabel } from "../../lib/format";
import type { ChatPartner } from "./chatTypes";
import { FollowUpFields, followUpProblem, type FollowUpValues } from "./FollowUpFields";
import { useCreateFollowUp } from "./quickActionQueries";

/**
 * Saves a follow-up for the client from the shared fields: their problem or the
 * save's error shows above Cancel and submit, and a toast says when it is due.
 */
export function FollowUpForm({
  client,
  initialValues,
  isAiGenerated,
  scheduledLabel,
  intro,
  idPrefix,
  dueLabel,
  notesLabel,
  notesRows,
  submitLabel,
  busyLabel,
  onDone,
}: {
  client: ChatPartner;
  initialValues: FollowUpValues;
  isAiGenerated: boolean;
  /** What the toast names, e.g. "Meeting" in "Meeting scheduled for …". */
  scheduledLabel: string;
  intro?: ReactNode;
  idPrefix: string;
  dueLabel: string;
  notesLabel: string;
  notesRows?: number;
  submitLabel: string;
  busyLabel: string;
  onDone(): void;
}) {
  const toast = useToast();
  const create = useCreateFollowUp();
  const [values, setValues] = useState(initialValues);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = followUpProblem(values);
    setProblem(invalid);
    if (invalid) return;
    const dueAt = new Date(values.due).toISOString();
    create.mutate(
      { clientId: client.id, title: values.title.trim(), notes: values.notes.trim(), dueAt, isAiGenerated },
      {
        onSuccess: () => {
          toast.notify(`${scheduledLabel} scheduled for ${formatDueLabel(dueAt)}`, "success");
          onDone();
        },
      },
    );
  };

  const error = problem ?? create.error?.message ?? null;
  return (
    <form onSubmit={submit} noValidate>
      {intro}
      <FollowUpFields
        idPrefix={idPrefix}
        values={values}
        onChange={setValues}
        dueLabel={dueLabel}
        notesLabel={notesLabel}
        notesRows={notesRows}
      />
      {error && (
        <p role="alert" className="mt-4 text-sm text-error">
          {error}
        </p>
      )}
      <FormActions busy={create.isPending} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onDone} />
    </form>
  );
}
