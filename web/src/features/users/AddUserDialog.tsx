import { createUserBody, type CreateUser } from "@contract";
import { BoundFormDialog, type SavingDialogProps } from "../../components/FormDialog";
import { InputField } from "../../components/FormInputs";
import { useContractForm } from "../../lib/forms";
import { IdentityFields } from "./IdentityFields";

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
      <IdentityFields
        idPrefix="new-user"
        fields={{
          name: register("name"),
          email: register("email"),
          username: register("username"),
          role: register("role"),
        }}
      />
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
