import type { UseFormRegister } from "react-hook-form";
import { FormDialog } from "../../components/FormDialog";
import { followUpChangesForm, type FollowUpFieldValues } from "../../lib/followUpForm";
import { toDateTimeLocalValue } from "../../lib/format";
import { firstError, useContractForm } from "../../lib/forms";
import type { FollowUp } from "../../lib/types";
import { FollowUpFields } from "../chat/FollowUpFields";
import type { FollowUpChanges } from "./followUpQueries";

const schema = followUpChangesForm("Please choose a due date and time");

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
  const form = useContractForm(schema, {
    title: followUp.title,
    notes: followUp.notes ?? "",
    dueAt: toDateTimeLocalValue(followUp.dueAt),
  });

  return (
    <FormDialog
      title="Edit Follow-up"
      description={followUp.client?.name || "Unknown Client"}
      validationError={firstError(form.formState.errors)}
      error={error}
      busy={busy}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      onSubmit={form.handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <FollowUpFields
        idPrefix="followup"
        register={form.register as UseFormRegister<FollowUpFieldValues>}
        dueLabel="Due date"
        notesLabel="Notes"
        notesRows={4}
        notesClassName="textarea w-full"
        notesBeforeDue
      />
    </FormDialog>
  );
}
