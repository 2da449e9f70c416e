import { createUserBody, type CreateUser } from "@contract";
import { BoundFormDialog, type SavingDialogProps } from "../../components/FormDialog";
import { InputField } from "../../components/FormInputs";
import { useContractForm } from "../../lib/forms";
import { IdentityFields, NEW_IDENTITY } from "./IdentityFields";

export function AddUserDialog(props: SavingDialogProps<CreateUser>) {
  const form = useContractForm(createUserBody, { ...NEW_IDENTITY, password: "" });
  const { register } = form;

  return (
    <BoundFormDialog
      form={form}
      title="Add User"
      submitLabel="Add User"
      busyLabel="Adding..."
      {...props}
    >
      <IdentityFields idPrefix="new-user" register={register} />
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
