import { updateUserBody, type UpdateUser } from "@contract";
import { FormDialog } from "../../components/FormDialog";
import { InputField, SelectInput } from "../../components/FormInputs";
import { firstError, useContractForm } from "../../lib/forms";
import { ROLE_OPTIONS } from "../../lib/roles";
import type { User } from "../../lib/types";

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
  onSubmit(changes: UpdateUser): void;
  onClose(): void;
}) {
  const form = useContractForm(updateUserBody, { name: user.name, role: user.role });

  return (
    <FormDialog
      title="Edit User"
      description={user.email}
      validationError={firstError(form.formState.errors)}
      error={error}
      busy={busy}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      onSubmit={form.handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <InputField label="Name" id="edit-user-name" required field={form.register("name")} />
      <SelectInput label="Role" id="edit-user-role" options={ROLE_OPTIONS} field={form.register("role")} />
    </FormDialog>
  );
}
