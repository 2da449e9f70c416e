import type { UseFormRegisterReturn } from "react-hook-form";
import type { Role } from "@contract";
import { InputField, SelectInput } from "../../components/FormInputs";
import { ROLE_OPTIONS } from "../../lib/roles";

type IdentityField = "name" | "email" | "username" | "role";

/** A new account's identity before the admin fills it in: a sales rep. */
export const NEW_IDENTITY: { name: string; email: string; username: string; role: Role } = {
  name: "",
  email: "",
  username: "",
  role: "SALES",
};

/** Who a new account is: name, e-mail, username and role, as Add User and Invite User ask them. */
export function IdentityFields({
  idPrefix,
  register,
}: {
  /** Makes the inputs' ids unique to the dialog, e.g. "new-user". */
  idPrefix: string;
  /** The dialog form's `register`. */
  register(field: IdentityField): UseFormRegisterReturn;
}) {
  const fields = {
    name: register("name"),
    email: register("email"),
    username: register("username"),
    role: register("role"),
  };
  return (
    <>
      <InputField label="Name" id={`${idPrefix}-name`} required field={fields.name} />
      <InputField
        label="Email"
        id={`${idPrefix}-email`}
        type="email"
        autoComplete="off"
        required
        field={fields.email}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          label="Username"
          id={`${idPrefix}-username`}
          autoComplete="off"
          required
          field={fields.username}
        />
        <SelectInput
          label="Role"
          id={`${idPrefix}-role`}
          options={ROLE_OPTIONS}
          field={fields.role}
        />
      </div>
    </>
  );
}
