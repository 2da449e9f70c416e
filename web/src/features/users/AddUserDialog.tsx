import { useState, type FormEvent } from "react";
import { FormField } from "../../components/FormField";
import { FormDialog } from "../../components/FormDialog";
import type { Role } from "../../lib/types";
import type { NewUser } from "./userQueries";

const MIN_PASSWORD_LENGTH = 8;

function validate(values: NewUser): string | null {
  if (!values.name.trim()) return "Name is required";
  if (!values.email.trim()) return "Email is required";
  if (!values.username.trim()) return "Username is required";
  if (values.password.length < MIN_PASSWORD_LENGTH) return "Password must be at least 8 characters";
  return null;
}

export function AddUserDialog({
  busy,
  error,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  error: string | null;
  onSubmit(input: NewUser): void;
  onClose(): void;
}) {
  const [values, setValues] = useState<NewUser>({
    name: "",
    email: "",
    username: "",
    role: "SALES",
    password: "",
  });
  const [validationError, setValidationError] = useState<string | null>(null);
  const set = <K extends keyof NewUser>(key: K, value: NewUser[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(values);
    setValidationError(problem);
    if (problem) return;
    onSubmit({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      username: values.username.trim(),
    });
  };

  return (
    <FormDialog
      title="Add User"
      validationError={validationError}
      error={error}
      busy={busy}
      submitLabel="Add User"
      busyLabel="Adding..."
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <FormField label="Name" htmlFor="new-user-name">
        <input
          id="new-user-name"
          className="input w-full"
          required
          value={values.name}
          onChange={(event) => set("name", event.target.value)}
        />
      </FormField>
      <FormField label="Email" htmlFor="new-user-email">
        <input
          id="new-user-email"
          type="email"
          className="input w-full"
          autoComplete="off"
          required
          value={values.email}
          onChange={(event) => set("email", event.target.value)}
        />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Username" htmlFor="new-user-username">
          <input
            id="new-user-username"
            className="input w-full"
            autoComplete="off"
            required
            value={values.username}
            onChange={(event) => set("username", event.target.value)}
          />
        </FormField>
        <FormField label="Role" htmlFor="new-user-role">
          <select
            id="new-user-role"
            className="select w-full"
            value={values.role}
            onChange={(event) => set("role", event.target.value as Role)}
          >
            <option value="SALES">Sales Representative</option>
            <option value="ADMIN">Admin User</option>
          </select>
        </FormField>
      </div>
      <FormField label="Password" htmlFor="new-user-password">
        <input
          id="new-user-password"
          type="password"
          className="input w-full"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={values.password}
          onChange={(event) => set("password", event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
