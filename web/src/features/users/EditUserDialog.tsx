import { useState, type FormEvent } from "react";
import { FormField } from "../../components/FormField";
import { Modal, ModalActions } from "../../components/Modal";
import type { Role, User } from "../../lib/types";
import type { UserChanges } from "./userQueries";

export function EditUserDialog({
  user,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  user: User;
  busy: boolean;
  error: string | null;
  onSubmit(changes: UserChanges): void;
  onClose(): void;
}) {
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<Role>(user.role);
  const [validationError, setValidationError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setValidationError("Name is required");
      return;
    }
    setValidationError(null);
    onSubmit({ name: name.trim(), role });
  };

  const message = validationError ?? (error ? `Error: ${error}` : null);
  return (
    <Modal open title="Edit User" description={user.email} onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Name" htmlFor="edit-user-name">
          <input
            id="edit-user-name"
            className="input w-full"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField label="Role" htmlFor="edit-user-role">
          <select
            id="edit-user-role"
            className="select w-full"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            <option value="SALES">Sales Representative</option>
            <option value="ADMIN">Admin User</option>
          </select>
        </FormField>
        {message && (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        )}
        <ModalActions>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? "Saving..." : "Save Changes"}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
