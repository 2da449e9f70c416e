import { ConfirmDialog } from "./ConfirmDialog";

/** 'Are you sure you want to delete {name}?': open while there is a name. */
export function DeleteConfirmDialog({
  title,
  name,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  name: string | null;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      open={name !== null}
      title={title}
      message={
        name === null
          ? ""
          : `Are you sure you want to delete ${name}? This action cannot be undone.`
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
