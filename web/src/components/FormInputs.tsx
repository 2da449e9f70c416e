import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./FormField";
import { SelectOptions, type SelectOption } from "./SelectField";

type BoundKeys = "name" | "onChange" | "onBlur" | "ref";

/** Marks the input invalid; a problem told under it is named as its description. */
function invalidProps(id: string, invalid: boolean, error: string | null | undefined) {
  if (error) return { "aria-invalid": true as const, "aria-describedby": `${id}-error` };
  return invalid ? { "aria-invalid": true as const } : {};
}

function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

/**
 * A labelled one-line input bound to a form field, with its problem under it when
 * it has one; `invalid` marks it when the problem is told elsewhere.
 */
export function InputField({
  label,
  id,
  field,
  error,
  invalid = false,
  className = "",
  ...input
}: {
  label: ReactNode;
  id: string;
  field: UseFormRegisterReturn;
  error?: string | null;
  invalid?: boolean;
  /** The wrapper's classes, e.g. its place in a grid. */
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | BoundKeys>) {
  return (
    <div className={className}>
      <FormField label={label} htmlFor={id}>
        <input
          id={id}
          className={`input w-full ${invalid || error ? "input-error" : ""}`}
          {...invalidProps(id, invalid, error)}
          {...input}
          {...field}
        />
      </FormField>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled textarea bound to a form field, with its problem under it when it has one. */
export function TextareaField({
  label,
  id,
  field,
  error,
  className = "",
  textareaClassName = "textarea w-full",
  ...textarea
}: {
  label: ReactNode;
  id: string;
  field: UseFormRegisterReturn;
  error?: string | null;
  /** The wrapper's classes, e.g. its place in a grid. */
  className?: string;
  textareaClassName?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className" | BoundKeys>) {
  return (
    <div className={className}>
      <FormField label={label} htmlFor={id}>
        <textarea
          id={id}
          className={`${textareaClassName} ${error ? "textarea-error" : ""}`}
          {...invalidProps(id, false, error)}
          {...textarea}
          {...field}
        />
      </FormField>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled select bound to a form field. */
export function SelectInput({
  label,
  id,
  field,
  options,
  className,
}: {
  label: ReactNode;
  id: string;
  field: UseFormRegisterReturn;
  options: readonly SelectOption<string>[];
  /** The wrapper's classes, e.g. its place in a grid. */
  className?: string;
}) {
  return (
    <div className={className}>
      <FormField label={label} htmlFor={id}>
        <select id={id} className="select w-full" {...field}>
          <SelectOptions options={options} />
        </select>
      </FormField>
    </div>
  );
}
