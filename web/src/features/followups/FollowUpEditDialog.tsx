import { BoundFormDialog, type SavingDialogProps } from "../../components/FormDialog";
import { followUpChangesForm } from "../../lib/followUpForm";
import { toDateTimeLocalValue } from "../../lib/format";
import { useContractForm } from "../../lib/forms";
import type { FollowUp } from "../../lib/types";
import { FollowUpFields } from "../chat/FollowUpFields";
import type { FollowUpChanges } from "./followUpQueries";

const schema = followUpChangesForm("Please choose a due date and time");

export function FollowUpEditDialog({
  followUp,
  ...props
}: { followUp: FollowUp } & SavingDialogProps<FollowUpChanges>) {
  const form = useContractForm(schema, {
    title: followUp.title,
    notes: followUp.notes ?? "",
    dueAt: toDateTimeLocalValue(followUp.dueAt),
  });

  return (
    <BoundFormDialog
      form={form}
      title="Edit Follow-up"
      description={followUp.client?.name || "Unknown Client"}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      {...props}
    >
      <FollowUpFields
        idPrefix="followup"
        register={form.register}
        dueLabel="Due date"
        notesLabel="Notes"
        notesRows={4}
        notesClassName="textarea w-full"
        notesBeforeDue
      />
    </BoundFormDialog>
  );
}
