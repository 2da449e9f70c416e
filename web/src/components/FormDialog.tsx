import type { FormEvent, ReactNode } from "react";
import { FormActions } from "./FormActions";
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
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}) {
  const message = validationError ?? (error ? `Error: ${error}` : null);
  return (
    <Modal open title={title} description={description} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        {message && (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        )}
        <FormActions busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onClose} />
      </form>
    </Modal>
  );
}
