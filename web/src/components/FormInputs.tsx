import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./FormField";
import { SelectOptions, type SelectOption } from "./SelectOptions";

/** What every bound field takes: its label, its id, the form's registration and its problem, if any. */
interface BoundProps {
  label: ReactNode;
  id: string;
  field: UseFormRegisterReturn;
  /** Told under the field and named as its description. */
  error?: string | null;
  /** The wrapper's classes, e.g. its place in a grid. */
  className?: string;
}

type ControlProps<Attributes> = Omit<
  Attributes,
  "id" | "className" | "name" | "onChange" | "onBlur" | "ref"
>;

/** The control's attributes for its state: marked invalid, and described by its problem when one is told. */
function invalidProps(id: string, invalid: boolean, error: string | null | undefined) {
  if (error) return { "aria-invalid": true as const, "aria-describedby": `${id}-error` };
  return invalid ? { "aria-invalid": true as const } : {};
}

function Bound({
  label,
  id,
  error,
  className,
  children,
}: Omit<BoundProps, "field"> & { children: ReactNode }) {
  return (
    <div className={className}>
      <FormField label={label} htmlFor={id}>
        {children}
      </FormField>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
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
  className,
  ...input
}: BoundProps & { invalid?: boolean } & ControlProps<InputHTMLAttributes<HTMLInputElement>>) {
  const marked = invalid || Boolean(error);
  return (
    <Bound label={label} id={id} error={error} className={className}>
      <input
        id={id}
        className={`input w-full ${marked ? "input-error" : ""}`}
        {...invalidProps(id, invalid, error)}
        {...input}
        {...field}
      />
    </Bound>
  );
}

/** A labelled textarea bound to a form field, with its problem under it when it has one. */
export function TextareaField({
  label,
  id,
  field,
  error,
  className,
  textareaClassName = "textarea w-full",
  ...textarea
}: BoundProps & { textareaClassName?: string } & ControlProps<
    TextareaHTMLAttributes<HTMLTextAreaElement>
  >) {
  return (
    <Bound label={label} id={id} error={error} className={className}>
      <textarea
        id={id}
        className={`${textareaClassName} ${error ? "textarea-error" : ""}`}
        {...invalidProps(id, false, error)}
        {...textarea}
        {...field}
      />
    </Bound>
  );
}

/** A labelled select bound to a form field. */
export function SelectInput({
  label,
  id,
  field,
  options,
  className,
}: Omit<BoundProps, "error"> & { options: readonly SelectOption<string>[] }) {
  return (
    <Bound label={label} id={id} className={className}>
      <select id={id} className="select w-full" {...field}>
        <SelectOptions options={options} />
      </select>
    </Bound>
  );
}
