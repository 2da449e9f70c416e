import { FormActions } from "../../components/FormActions";
import { FormProblem } from "../../components/FormProblem";
import { InputField } from "../../components/FormInputs";
import { Modal } from "../../components/Modal";
import { ApiError } from "../../lib/api";
import { firstError, useContractForm } from "../../lib/forms";
import { CREATE_CLIENT_FAILED, newChatClientForm, useCreateChatClient } from "./chatQueries";

function NewClientForm({
  onCancel,
  onCreated,
}: {
  onCancel(): void;
  onCreated(client: { id: string; name: string }): void;
}) {
  const create = useCreateChatClient();
  const form = useContractForm(newChatClientForm, { name: "", clientId: "" });

  const submit = form.handleSubmit((input) => create.mutate(input, { onSuccess: onCreated }));

  const createError =
    create.error instanceof ApiError ? create.error.message : CREATE_CLIENT_FAILED;
  const error = firstError(form.formState.errors) ?? (create.isError ? createError : null);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <InputField
        label="Client Name"
        id="new-chat-client-name"
        placeholder="e.g. Jane Cooper"
        autoComplete="off"
        required
        invalid={form.formState.errors.name !== undefined}
        field={form.register("name")}
      />
      <InputField
        label="Client ID"
        id="new-chat-client-id"
        placeholder="Optional, e.g. ACME-042"
        autoComplete="off"
        field={form.register("clientId")}
      />
      <FormProblem message={error} />
      <FormActions
        busy={create.isPending}
        submitLabel="Create Client"
        busyLabel="Creating..."
        onCancel={onCancel}
      />
    </form>
  );
}

/** 'Create New Client': mounted per opening, so it starts empty every time. */
export function NewClientDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(client: { id: string; name: string }): void;
}) {
  return (
    <Modal
      open={open}
      title="Create New Client"
      description="Add a new client to start a chat conversation."
      onClose={onClose}
    >
      {open && <NewClientForm onCancel={onClose} onCreated={onCreated} />}
    </Modal>
  );
}
