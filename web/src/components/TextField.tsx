import type { InputHTMLAttributes, ReactNode } from "react";
import { FormField } from "./FormField";

/** A labelled one-line input that reports its text as it changes. */
export function TextField({
  label,
  id,
  onChange,
  ...input
}: {
  label: ReactNode;
  id: string;
  value: string;
  onChange(value: string): void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "value" | "onChange">) {
  return (
    <FormField label={label} htmlFor={id}>
      <input
        id={id}
        className="input w-full"
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </FormField>
  );
}
