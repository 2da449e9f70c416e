import { ModalActions } from "./Modal";

/** A dialog form's footer: Cancel and the submit button, which shows a spinner and its busy label while saving. */
export function FormActions({
  busy,
  submitLabel,
  busyLabel,
  submitDisabled = false,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  submitDisabled?: boolean;
  onCancel(): void;
}) {
  return (
    <ModalActions>
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy || submitDisabled}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {busy ? busyLabel : submitLabel}
      </button>
    </ModalActions>
  );
}
