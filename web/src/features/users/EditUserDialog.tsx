import { useState, type FormEvent } from "react";
import { FormDialog } from "../../components/FormDialog";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { ROLE_OPTIONS } from "../../lib/roles";
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
      <SelectField
        label="Role"
        id="edit-user-role"
        value={role}
        options={ROLE_OPTIONS}
        onChange={(next) => setRole(next)}
      />
    </FormDialog>
  );
}
