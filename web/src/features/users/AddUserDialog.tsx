import { useState, type FormEvent } from "react";
import { FormDialog } from "../../components/FormDialog";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { ROLE_OPTIONS } from "../../lib/roles";
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
      <TextField
        label="Name"
        id="new-user-name"
        required
        value={values.name}
        onChange={(value) => set("name", value)}
      />
      <TextField
        label="Email"
        id="new-user-email"
        type="email"
        autoComplete="off"
        required
        value={values.email}
        onChange={(value) => set("email", value)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Username"
          id="new-user-username"
          autoComplete="off"
          required
          value={values.username}
          onChange={(value) => set("username", value)}
        />
        <SelectField
          label="Role"
          id="new-user-role"
          value={values.role}
          options={ROLE_OPTIONS}
          onChange={(role) => set("role", role)}
        />
      </div>
      <TextField
        label="Password"
        id="new-user-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        value={values.password}
        onChange={(value) => set("password", value)}
      />
    </FormDialog>
  );
}
