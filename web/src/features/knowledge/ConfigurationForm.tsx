import { Settings2 } from "lucide-react";
import { FormField } from "../../components/FormField";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { RESPONSE_STYLES, type AiType } from "./knowledgeLabels";
import type { ConfigurationInput } from "./knowledgeQueries";

export function ConfigurationForm({
  aiType,
  values,
  onChange,
}: {
  aiType: AiType;
  values: ConfigurationInput;
  onChange(values: ConfigurationInput): void;
}) {
  const id = (field: string) => `${aiType}-${field}`;
  const set = <K extends keyof ConfigurationInput>(key: K, value: ConfigurationInput[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <section
      aria-labelledby={id("configuration-heading")}
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 p-5">
        <h2 id={id("configuration-heading")} className="card-title text-lg">
          <Settings2 className="size-5 text-primary" aria-hidden="true" />
          Assistant Configuration
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Persona Name"
            id={id("persona")}
            required
            maxLength={100}
            value={values.personaName}
            onChange={(value) => set("personaName", value)}
          />
          <SelectField
            label="Response Style"
            id={id("style")}
            value={values.responseStyle}
            options={RESPONSE_STYLES}
            onChange={(style) => set("responseStyle", style)}
          />
        </div>
        <FormField label="System Instructions" htmlFor={id("instructions")}>
          <textarea
            id={id("instructions")}
            className="textarea min-h-72 w-full font-mono text-sm leading-relaxed"
            placeholder="Describe how this assistant should behave, what it knows and what it must never do."
            value={values.systemInstructions}
            onChange={(event) => set("systemInstructions", event.target.value)}
          />
        </FormField>
      </div>
    </section>
  );
}
