import type { ReactNode } from "react";
import { FormActions } from "../../components/FormActions";
import { FormProblem } from "../../components/FormProblem";
import { useToast } from "../../components/toastContext";
import { followUpForm, type FollowUpFieldValues } from "../../lib/followUpForm";
import { formatDueLabel } from "../../lib/format";
import { firstError, useContractForm } from "../../lib/forms";
import type { ChatPartner } from "./chatTypes";
import { FollowUpFields } from "./FollowUpFields";
import { useCreateFollowUp } from "./quickActionQueries";

const schema = followUpForm("Please choose a date and time");

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
  initialValues: FollowUpFieldValues;
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
  const form = useContractForm(schema, { ...initialValues, clientId: client.id, isAiGenerated });

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.notify(`${scheduledLabel} scheduled for ${formatDueLabel(input.dueAt)}`, "success");
        onDone();
      },
    }),
  );

  const error = firstError(form.formState.errors) ?? create.error?.message ?? null;
  return (
    <form onSubmit={submit} noValidate>
      {intro}
      <FollowUpFields
        idPrefix={idPrefix}
        register={form.register}
        dueLabel={dueLabel}
        notesLabel={notesLabel}
        notesRows={notesRows}
      />
      <FormProblem message={error} className="mt-4" />
      <FormActions
        busy={create.isPending}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        onCancel={onDone}
      />
    </form>
  );
}
