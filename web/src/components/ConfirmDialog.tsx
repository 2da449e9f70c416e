import type { ReactNode } from "react";
import { FormProblem } from "./FormProblem";
import { Modal, ModalActions } from "./Modal";

/** Asks before something that cannot be undone; the error of a failed attempt shows inside. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <p className="text-base-content/80">{message}</p>
      <FormProblem error={error} className="mt-4" />
      <ModalActions>
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-error" onClick={onConfirm} disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {busy ? busyLabel : confirmLabel}
        </button>
      </ModalActions>
    </Modal>
  );
}
