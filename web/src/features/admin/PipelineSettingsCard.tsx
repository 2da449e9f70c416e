import { Percent } from "lucide-react";
import { OPEN_STAGES, updatePipelineSettingsBody, type PipelineSettings } from "@contract";
import { InputField } from "../../components/FormInputs";
import { FormProblem } from "../../components/FormProblem";
import { useToast } from "../../components/toastContext";
import { stageLabel } from "../../lib/dealLabels";
import { useContractForm } from "../../lib/forms";
import { Card } from "./AdminCards";
import { CurrencyCodeField } from "./AdminSection";
import { useSavePipelineSettings } from "./pipelineAdminQueries";

/** The workspace currency every total is converted to, and each open stage's win probability. */
export function PipelineSettingsCard({ settings }: { settings: PipelineSettings }) {
  const toast = useToast();
  const save = useSavePipelineSettings();
  const { LEAD, QUALIFIED, PROPOSAL, NEGOTIATION } = settings.probabilities;
  const form = useContractForm(updatePipelineSettingsBody, {
    currency: settings.currency,
    probabilities: { LEAD, QUALIFIED, PROPOSAL, NEGOTIATION },
  });
  const { errors } = form.formState;
  const problem =
    errors.currency?.message ??
    OPEN_STAGES.map((stage) => errors.probabilities?.[stage]?.message).find(Boolean) ??
    null;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.notify("Pipeline settings saved", "success"),
    }),
  );

  return (
    <Card title="Currency and Stage Probabilities" icon={Percent}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <CurrencyCodeField
          label="Workspace currency"
          id="pipeline-currency"
          className="max-w-40"
          title="Every total is shown in this currency, converted at the latest exchange rate"
          field={form.register("currency")}
          invalid={!!errors.currency}
        />
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <legend className="mb-2 text-sm font-medium text-base-content/80">
            Win probability per stage (%), used to weight the forecast
          </legend>
          {OPEN_STAGES.map((stage) => (
            <InputField
              key={stage}
              label={stageLabel(stage)}
              id={`probability-${stage}`}
              type="number"
              min={0}
              max={100}
              step={1}
              field={form.register(`probabilities.${stage}`, { valueAsNumber: true })}
              invalid={!!errors.probabilities?.[stage]}
            />
          ))}
        </fieldset>
        <p className="text-xs text-base-content/60">Won counts as 100% and Lost as 0%.</p>
        <FormProblem message={problem} error={save.error?.message} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {save.isPending ? "Saving..." : "Save settings"}
          </button>
        </div>
      </form>
    </Card>
  );
}
