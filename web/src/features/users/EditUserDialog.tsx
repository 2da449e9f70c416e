import { useState, type FormEvent } from "react";
import { FormDialog } from "../../components/FormDialog";
import { TextField } from "../../components/TextField";
import type { Role, User } from "../../lib/types";
import { RoleSelect } from "./RoleSelect";
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

  return (
    <FormDialog
      title="Edit User"
      description={user.email}
      validationError={validationError}
      error={error}
      busy={busy}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField
        label="Name"
        id="edit-user-name"
        required
        value={name}
        onChange={setName}
      />
      <RoleSelect id="edit-user-role" value={role} onChange={setRole} />
    </FormDialog>
  );
}
