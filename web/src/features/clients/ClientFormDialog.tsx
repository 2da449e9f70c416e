import { useRef, useState, type FormEvent } from "react";
import { FormActions } from "../../components/FormActions";
import { FormField } from "../../components/FormField";
import { Modal } from "../../components/Modal";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import type { Client } from "../../lib/types";
import { PRIORITY_OPTIONS, STAGE_OPTIONS, STATUS_OPTIONS } from "../../lib/dealLabels";
import type { ClientInput } from "./clientQueries";

/** The currencies offered; a client's own currency is added when it is another. */
const CURRENCIES = ["USD", "EUR", "GBP", "PLN", "JPY", "CHF", "CAD", "AUD"] as const;

/** What the form holds: the deal value as typed, '' for none. */
type FormValues = Omit<ClientInput, "dealValue"> & { dealValue: string };

const EMPTY_CLIENT: FormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  status: "prospect",
  stage: "LEAD",
  priority: "MEDIUM",
  notes: "",
  dealValue: "",
  currency: "USD",
};

function inputFrom(client: Client | null): FormValues {
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
    dealValue: client.dealValue === null ? "" : String(client.dealValue),
    currency: client.currency || "USD",
  };
}

const MAX_DEAL_VALUE = 1e12;

/**
 * The deal value typed, as the API takes it: null for none, or a number of at
 * most 2 decimals from 0 to 1e12; or why it is not one. `badInput` is the
 * browser's word that the number field holds text that is not a number.
 */
function parseDealValue(text: string, badInput = false): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "" && !badInput) return { value: null };
  const value = Number(trimmed);
  if (badInput || trimmed === "" || !Number.isFinite(value) || value < 0) {
    return { error: "Deal value must be a positive number" };
  }
  if (value > MAX_DEAL_VALUE) return { error: "Deal value must be at most 1,000,000,000,000" };
  if (Math.round(value * 100) / 100 !== value) return { error: "Deal value can have at most 2 decimal places" };
  return { value };
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
  const [values, setValues] = useState<FormValues>(() => inputFrom(client));
  const [nameError, setNameError] = useState<string | null>(null);
  const [dealValueError, setDealValueError] = useState<string | null>(null);
  const dealValueInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const nameBlank = values.name.trim() === "";
  const currencies: string[] = [...CURRENCIES];
  if (!currencies.includes(values.currency)) currencies.push(values.currency);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A number field reports '' for text that is not a number; its validity tells the two apart.
    const dealValue = parseDealValue(values.dealValue, dealValueInput.current?.validity.badInput ?? false);
    if (nameBlank) setNameError("Client name is required");
    if ("error" in dealValue) setDealValueError(dealValue.error);
    if (nameBlank || "error" in dealValue) return;
    const { dealValue: _typed, ...rest } = values;
    const input: ClientInput = { ...rest, name: values.name.trim() };
    // Empty clears the value of a client; a new client simply has none.
    if (dealValue.value !== null || editing) input.dealValue = dealValue.value;
    onSubmit(input);
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
        <SelectField
          label="Status"
          id={`${prefix}-status`}
          value={values.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set("status", status)}
        />
        <SelectField
          label="Priority"
          id={`${prefix}-priority`}
          value={values.priority}
          options={PRIORITY_OPTIONS}
          onChange={(priority) => set("priority", priority)}
        />
        <div className="sm:col-span-2">
          <SelectField
            label="Deal Stage"
            id={`${prefix}-stage`}
            value={values.stage}
            options={STAGE_OPTIONS}
            onChange={(stage) => set("stage", stage)}
          />
        </div>
        <div>
          <FormField label="Deal Value" htmlFor={`${prefix}-deal-value`}>
            <input
              ref={dealValueInput}
              id={`${prefix}-deal-value`}
              className={`input w-full ${dealValueError ? "input-error" : ""}`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0.00"
              aria-invalid={dealValueError ? true : undefined}
              aria-describedby={dealValueError ? `${prefix}-deal-value-error` : undefined}
              value={values.dealValue}
              onChange={(event) => {
                set("dealValue", event.target.value);
                setDealValueError(null);
              }}
            />
          </FormField>
          {dealValueError && (
            <p id={`${prefix}-deal-value-error`} className="mt-1 text-sm text-red-700">
              {dealValueError}
            </p>
          )}
        </div>
        <SelectField
          label="Currency"
          id={`${prefix}-currency`}
          value={values.currency}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          onChange={(currency) => set("currency", currency)}
        />
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
