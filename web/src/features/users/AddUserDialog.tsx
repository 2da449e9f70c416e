import { createUserBody, type CreateUser } from "@contract";
import { BoundFormDialog, type SavingDialogProps } from "../../components/FormDialog";
import { InputField, SelectInput } from "../../components/FormInputs";
import { useContractForm } from "../../lib/forms";
import { ROLE_OPTIONS } from "../../lib/roles";

export function AddUserDialog(props: SavingDialogProps<CreateUser>) {
  const form = useContractForm(createUserBody, {
    name: "",
    email: "",
    username: "",
    role: "SALES",
    password: "",
  });
  const { register } = form;

  return (
    <BoundFormDialog
      form={form}
      title="Add User"
      submitLabel="Add User"
      busyLabel="Adding..."
      {...props}
    >
      <InputField label="Name" id="new-user-name" required field={register("name")} />
      <InputField
        label="Email"
        id="new-user-email"
        type="email"
        autoComplete="off"
        required
        field={register("email")}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          label="Username"
          id="new-user-username"
          autoComplete="off"
          required
          field={register("username")}
        />
        <SelectInput
          label="Role"
          id="new-user-role"
          options={ROLE_OPTIONS}
          field={register("role")}
        />
      </div>
      <InputField
        label="Password"
        id="new-user-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        field={register("password")}
      />
    </BoundFormDialog>
  );
}
