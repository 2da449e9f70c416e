import type { ReactNode } from "react";
import { FormField } from "./FormField";

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

/** A labelled select that reports the chosen value: TextField's sibling for a fixed set of choices. */
export function SelectField<Value extends string>({
  label,
  id,
  value,
  options,
  onChange,
}: {
  label: ReactNode;
  id: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange(value: Value): void;
}) {
  return (
    <FormField label={label} htmlFor={id}>
      <select
        id={id}
        className="select w-full"
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        <SelectOptions options={options} />
      </select>
    </FormField>
  );
}

export function SelectOptions({ options }: { options: readonly SelectOption<string>[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
