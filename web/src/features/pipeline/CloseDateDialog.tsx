import { useState, type FormEvent } from "react";
import { FormDialog } from "../../components/FormDialog";
import { FormField } from "../../components/FormField";
import { savingState } from "../../lib/queryState";
import { useSetCloseDate, type PipelineDeal } from "./pipelineQueries";

/**
 * The date the rep expects the deal to close, which the forecast counts it in (without one, the
 * forecast takes the date from the AI's analysis). An empty field clears it.
 */
export function CloseDateDialog({ deal, onClose }: { deal: PipelineDeal; onClose(): void }) {
  const [date, setDate] = useState(deal.expectedCloseDate ?? "");
  const save = useSetCloseDate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ deal, date: date || null }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={`Expected close of ${deal.name}`}
      description="The month the forecast counts this deal in. Leave it empty to use the date from the AI's analysis."
      validationError={null}
      {...savingState(save)}
      submitLabel="Save"
      busyLabel="Saving..."
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label="Expected close date" htmlFor="expected-close-date">
        <input
          id="expected-close-date"
          type="date"
          className="input w-full"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
