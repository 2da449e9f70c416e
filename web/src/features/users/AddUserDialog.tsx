import { useState, type FormEvent } from "react";
import { FormField } from "../../components/FormField";
import { Modal, ModalActions } from "../../components/Modal";
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

  const message = validationError ?? (error ? `Error: ${error}` : null);
  return (
    <Modal open title="Add User" onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
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
        {message && (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        )}
        <ModalActions>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? "Adding..." : "Add User"}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
