import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField, SelectInput } from "../../components/FormInputs";
import { ROLE_OPTIONS } from "../../lib/roles";

type IdentityField = "name" | "email" | "username" | "role";

/** Who a new account is: name, e-mail, username and role, as Add User and Invite User ask them. */
export function IdentityFields({
  idPrefix,
  fields,
}: {
  /** Makes the inputs' ids unique to the dialog, e.g. "new-user". */
  idPrefix: string;
  fields: Record<IdentityField, UseFormRegisterReturn>;
}) {
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
