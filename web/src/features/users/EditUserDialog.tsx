import { updateUserBody, type UpdateUser } from "@contract";
import { BoundFormDialog, type SavingDialogProps } from "../../components/FormDialog";
import { InputField, SelectInput } from "../../components/FormInputs";
import { useContractForm } from "../../lib/forms";
import { ROLE_OPTIONS } from "../../lib/roles";
import type { User } from "../../lib/types";

export function EditUserDialog({ user, ...props }: { user: User } & SavingDialogProps<UpdateUser>) {
  const form = useContractForm(updateUserBody, { name: user.name, role: user.role });

  return (
    <BoundFormDialog
      form={form}
      title="Edit User"
      description={user.email}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      {...props}
    >
      <InputField label="Name" id="edit-user-name" required field={form.register("name")} />
      <SelectInput
        label="Role"
        id="edit-user-role"
        options={ROLE_OPTIONS}
        field={form.register("role")}
      />
    </BoundFormDialog>
  );
}
