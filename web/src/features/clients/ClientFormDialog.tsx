import { useState, type FormEvent } from "react";
import { FormActions } from "../../components/FormActions";
import { FormField } from "../../components/FormField";
import { Modal } from "../../components/Modal";
import { TextField } from "../../components/TextField";
import { CLIENT_STATUSES, DEAL_STAGES, PRIORITIES, type Client } from "../../lib/types";
import { PRIORITY_LABELS, STAGE_LABELS, STATUS_LABELS } from "../../lib/dealLabels";
import type { ClientInput } from "./clientQueries";

const EMPTY_CLIENT: ClientInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  status: "prospect",
  stage: "LEAD",
  priority: "MEDIUM",
  notes: "",
};

function inputFrom(client: Client | null): ClientInput {
  if (!client) return EMPTY_CLIENT;
  return {
    name: client.name,
    email: client.email ?? "",
    phone: client.phone ?? "",
    company: client.company ?? "",
    status: client.status,
    stage: client.stage,
    priority: client.priority,
    notes: client.notes ?? "",
  };
}

/**
 * Add New Client (no client) and Edit Client share their fields. The parent
 * mounts it per opening, so each opening starts from the client as it is.
 */
export function ClientFormDialog({
  client,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  client: Client | null;
  busy: boolean;
  error: string | null;
  onSubmit(input: ClientInput): void;
  onClose(): void;
}) {
  const editing = client !== null;
  const [values, setValues] = useState<ClientInput>(() => inputFrom(client));
  const [nameError, setNameError] = useState<string | null>(null);
  const set = <K extends keyof ClientInput>(key: K, value: ClientInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const nameBlank = values.name.trim() === "";

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (nameBlank) {
      setNameError("Client name is required");
      return;
    }
    onSubmit({ ...values, name: values.name.trim() });
  };

  const prefix = editing ? "edit-client" : "new-client";
  return (
    <Modal open title={editing ? "Edit Client" : "Add New Client"} onClose={onClose} wide>
      <form onSubmit={handleSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label="Name" htmlFor={`${prefix}-name`}>
            <input
              id={`${prefix}-name`}
              className={`input w-full ${nameError ? "input-error" : ""}`}
              required
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${prefix}-name-error` : undefined}
              value={values.name}
              onChange={(event) => {
                set("name", event.target.value);
                setNameError(null);
              }}
            />
          </FormField>
          {nameError && (
            <p id={`${prefix}-name-error`} className="mt-1 text-sm text-red-700">
              {nameError}
            </p>
          )}
        </div>
        <TextField
          label="Email"
          id={`${prefix}-email`}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(value) => set("email", value)}
        />
        <TextField
          label="Phone"
          id={`${prefix}-phone`}
          type="tel"
          value={values.phone}
          onChange={(value) => set("phone", value)}
        />
        <div className="sm:col-span-2">
          <TextField
            label="Company"
            id={`${prefix}-company`}
            value={values.company}
            onChange={(value) => set("company", value)}
          />
        </div>
        <FormField label="Status" htmlFor={`${prefix}-status`}>
          <select
            id={`${prefix}-status`}
            className="select w-full"
            value={values.status}
            onChange={(event) => set("status", event.target.value as ClientInput["status"])}
          >
            {CLIENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Priority" htmlFor={`${prefix}-priority`}>
          <select
            id={`${prefix}-priority`}
            className="select w-full"
            value={values.priority}
            onChange={(event) => set("priority", event.target.value as ClientInput["priority"])}
          >
            {PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </select>
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Deal Stage" htmlFor={`${prefix}-stage`}>
            <select
              id={`${prefix}-stage`}
              className="select w-full"
              value={values.stage}
              onChange={(event) => set("stage", event.target.value as ClientInput["stage"])}
            >
              {DEAL_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {STAGE_LABELS[stage]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label="Notes" htmlFor={`${prefix}-notes`}>
            <textarea
              id={`${prefix}-notes`}
              className="textarea w-full"
              rows={3}
              value={values.notes}
              onChange={(event) => set("notes", event.target.value)}
            />
          </FormField>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            Error: {error}
          </p>
        )}
        <div className="sm:col-span-2">
          <FormActions
            busy={busy}
            submitLabel={editing ? "Save Changes" : "Add Client"}
            busyLabel={editing ? "Saving..." : "Adding..."}
            submitDisabled={!editing && nameBlank}
            onCancel={onClose}
          />
        </div>
      </form>
    </Modal>
  );
}
