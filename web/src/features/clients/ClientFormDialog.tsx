import type { FormEvent } from "react";
import { FormActions } from "../../components/FormActions";
import { FormProblem } from "../../components/FormProblem";
import type { SavingDialogProps } from "../../components/FormDialog";
import { InputField, SelectInput, TextareaField } from "../../components/FormInputs";
import { Modal } from "../../components/Modal";
import { PRIORITY_OPTIONS, STAGE_OPTIONS, STATUS_OPTIONS } from "../../lib/dealLabels";
import { useContractForm } from "../../lib/forms";
import type { Client } from "../../lib/types";
import { clientForm, type ClientInput } from "./clientForm";

/** The currencies offered; a client's own currency is added when it is another. */
const CURRENCIES = ["USD", "EUR", "GBP", "PLN", "JPY", "CHF", "CAD", "AUD"] as const;

const newClientForm = clientForm(undefined);
const editClientForm = clientForm(null);

function valuesOf(client: Client | null) {
  return {
    name: client?.name ?? "",
    email: client?.email ?? "",
    phone: client?.phone ?? "",
    company: client?.company ?? "",
    status: client?.status ?? "prospect",
    stage: client?.stage ?? "LEAD",
    priority: client?.priority ?? "MEDIUM",
    notes: client?.notes ?? "",
    dealValue: client?.dealValue == null ? "" : String(client.dealValue),
    currency: client?.currency || "USD",
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
}: { client: Client | null } & SavingDialogProps<ClientInput>) {
  const editing = client !== null;
  const schema = editing ? editClientForm : newClientForm;
  const form = useContractForm(schema, valuesOf(client));
  const {
    register,
    formState: { errors },
  } = form;
  const nameMissing = !schema.shape.name.safeParse(form.watch("name")).success;
  const currency = form.watch("currency") ?? "USD";
  const currencies: string[] = [...CURRENCIES];
  if (!currencies.includes(currency)) currencies.push(currency);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const dealValue = event.currentTarget.elements.namedItem("dealValue") as HTMLInputElement;
    // A number input holds '' for text that is not a number; its validity tells the two apart.
    if (dealValue.validity.badInput) form.setValue("dealValue", "not a number");
    return form.handleSubmit(onSubmit)(event);
  };

  const prefix = editing ? "edit-client" : "new-client";
  /** A field's id, registration and problem, from its name (and its id's own word when it is another). */
  const bind = (name: keyof ClientInput, idWord: string = name) => ({
    id: `${prefix}-${idWord}`,
    field: register(name),
    error: errors[name]?.message,
  });
  return (
    <Modal open title={editing ? "Edit Client" : "Add New Client"} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField label="Name" className="sm:col-span-2" required {...bind("name")} />
        <InputField label="Email" type="email" autoComplete="off" {...bind("email")} />
        <InputField label="Phone" type="tel" {...bind("phone")} />
        <InputField label="Company" className="sm:col-span-2" {...bind("company")} />
        <SelectInput label="Status" options={STATUS_OPTIONS} {...bind("status")} />
        <SelectInput label="Priority" options={PRIORITY_OPTIONS} {...bind("priority")} />
        <SelectInput
          label="Deal Stage"
          className="sm:col-span-2"
          options={STAGE_OPTIONS}
          {...bind("stage")}
        />
        <InputField
          label="Deal Value"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          {...bind("dealValue", "deal-value")}
        />
        <SelectInput
          label="Currency"
          options={currencies.map((code) => ({ value: code, label: code }))}
          {...bind("currency")}
        />
        <TextareaField label="Notes" className="sm:col-span-2" rows={3} {...bind("notes")} />
        <FormProblem error={error} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <FormActions
            busy={busy}
            submitLabel={editing ? "Save Changes" : "Add Client"}
            busyLabel={editing ? "Saving..." : "Adding..."}
            submitDisabled={!editing && nameMissing}
            onCancel={onClose}
          />
        </div>
      </form>
    </Modal>
  );
}
