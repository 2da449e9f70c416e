import type { ComponentProps, FormEvent, ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { FieldErrors } from "react-hook-form";
import { InputField } from "../../components/FormInputs";
import { FormProblem } from "../../components/FormProblem";
import { SectionError } from "../../components/SectionError";
import { firstError } from "../../lib/forms";

/** A section's data: a skeleton while it loads, the error with a retry, then the section itself. */
export function Loaded<Data>({
  query,
  label,
  fallback,
  className = "h-32",
  children,
}: {
  query: UseQueryResult<Data>;
  /** What is loading, for screen readers: "Loading exchange rates". */
  label: string;
  /** The error shown when the server gave no message. */
  fallback: string;
  className?: string;
  children(data: Data): ReactNode;
}) {
  if (query.isPending) return <div className={`skeleton ${className}`} aria-label={label} />;
  if (query.isError) return <SectionError query={query} fallback={fallback} />;
  return children(query.data);
}

/** Save and Cancel of a row edited in place. */
export function InlineSaveCancel({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  return (
    <>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        Save
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        Cancel
      </button>
    </>
  );
}

/**
 * A small admin form (add or edit a rate or a reason): its fields and buttons
 * on one line, then its problem, the schema's first or else the failed request's.
 */
export function AdminInlineForm({
  label,
  onSubmit,
  errors,
  requestError,
  lineClassName,
  children,
}: {
  /** The form's accessible name, e.g. "Add an exchange rate". */
  label?: string;
  onSubmit(event: FormEvent): Promise<void>;
  errors: FieldErrors;
  requestError: Error | null;
  lineClassName: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-2"
      aria-label={label}
    >
      <div className={lineClassName}>{children}</div>
      <FormProblem message={firstError(errors)} error={requestError?.message} />
    </form>
  );
}

/** A three-letter currency code (ISO 4217), as the rate and the workspace settings take it. */
export function CurrencyCodeField(
  props: Omit<ComponentProps<typeof InputField>, "maxLength" | "autoComplete">,
) {
  return <InputField maxLength={3} autoComplete="off" {...props} />;
}
