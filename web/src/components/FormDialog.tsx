import type { FormEvent, ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { firstError } from "../lib/forms";
import { FormActions } from "./FormActions";
import { FormProblem } from "./FormProblem";
import { Modal } from "./Modal";

/**
 * A dialog that is one form: its fields, the problem found before sending or
 * the error of a failed save, then Cancel and the submit button.
 */
export function FormDialog({
  title,
  description,
  validationError,
  error,
  busy,
  submitLabel,
  busyLabel,
  submitDisabled,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  validationError: string | null;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Off until the form holds something to send (e.g. a choice made). */
  submitDisabled?: boolean;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Modal open title={title} description={description} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        <FormProblem message={validationError} error={error} />
        <FormActions
          busy={busy}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          submitDisabled={submitDisabled}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** What a form dialog's screen gives it: the save's state, what to do with the values, and closing. */
export interface SavingDialogProps<Values> {
  busy: boolean;
  error: string | null;
  onSubmit(values: Values): void;
  onClose(): void;
}

/** A FormDialog for a react-hook-form form: its first problem shows above the buttons, the parsed values go to onSubmit. */
export function BoundFormDialog<Input extends FieldValues, Values>({
  form,
  onSubmit,
  ...dialog
}: SavingDialogProps<Values> & {
  form: UseFormReturn<Input, unknown, Values>;
  title: string;
  description?: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <FormDialog
      validationError={firstError(form.formState.errors)}
      onSubmit={form.handleSubmit(onSubmit)}
      {...dialog}
    />
  );
}
