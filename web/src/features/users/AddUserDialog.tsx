import { createUserBody, type CreateUser } from "@contract";
import { FormDialog } from "../../components/FormDialog";
import { InputField, SelectInput } from "../../components/FormInputs";
import { firstError, useContractForm } from "../../lib/forms";
import { ROLE_OPTIONS } from "../../lib/roles";

export function AddUserDialog({
  busy,
  error,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  error: string | null;
  onSubmit(input: CreateUser): void;
  onClose(): void;
}) {
  const form = useContractForm(createUserBody, { name: "", email: "", username: "", role: "SALES", password: "" });
  const { register } = form;

  return (
    <FormDialog
      title="Add User"
      validationError={firstError(form.formState.errors)}
      error={error}
      busy={busy}
      submitLabel="Add User"
      busyLabel="Adding..."
      onSubmit={form.handleSubmit(onSubmit)}
      onClose={onClose}
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
        <InputField label="Username" id="new-user-username" autoComplete="off" required field={register("username")} />
        <SelectInput label="Role" id="new-user-role" options={ROLE_OPTIONS} field={register("role")} />
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
    </FormDialog>
  );
}
