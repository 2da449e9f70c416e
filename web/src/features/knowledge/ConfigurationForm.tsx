import { Settings2 } from "lucide-react";
import type { saveConfigurationBody } from "@contract";
import type { UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { InputField, SelectInput, TextareaField } from "../../components/FormInputs";
import { TitledCard } from "../../components/TitledCard";
import { RESPONSE_STYLES, type AiType } from "./knowledgeLabels";

export function ConfigurationForm({
  aiType,
  register,
}: {
  aiType: AiType;
  register: UseFormRegister<z.input<typeof saveConfigurationBody>>;
}) {
  const id = (field: string) => `${aiType}-${field}`;
  return (
    <TitledCard idPrefix={aiType} title="Assistant Configuration" icon={Settings2} titleSize="lg">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          label="Persona Name"
          id={id("persona")}
          required
          maxLength={100}
          field={register("personaName")}
        />
        <SelectInput
          label="Response Style"
          id={id("style")}
          options={RESPONSE_STYLES}
          field={register("responseStyle")}
        />
      </div>
      <TextareaField
        label="System Instructions"
        id={id("instructions")}
        textareaClassName="textarea min-h-72 w-full font-mono text-sm leading-relaxed"
        placeholder="Describe how this assistant should behave, what it knows and what it must never do."
        field={register("systemInstructions")}
      />
    </TitledCard>
  );
}
