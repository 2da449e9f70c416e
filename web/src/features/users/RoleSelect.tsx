import { FormField } from "../../components/FormField";
import { roleLabel } from "../../lib/roles";
import type { Role } from "../../lib/types";

const ROLES: Role[] = ["SALES", "ADMIN"];

/** The user dialogs' role picker, naming each role as the users list does. */
export function RoleSelect({ id, value, onChange }: { id: string; value: Role; onChange(role: Role): void }) {
  return (
    <FormField label="Role" htmlFor={id}>
      <select
        id={id}
        className="select w-full"
        value={value}
        onChange={(event) => onChange(event.target.value as Role)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
