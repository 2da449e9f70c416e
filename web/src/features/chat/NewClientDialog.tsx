import { useState, type FormEvent } from "react";
import { FormActions } from "../../components/FormActions";
import { FormField } from "../../components/FormField";
import { Modal } from "../../components/Modal";
import { TextField } from "../../components/TextField";
import { ApiError } from "../../lib/api";
import { CREATE_CLIENT_FAILED, useCreateChatClient } from "./chatQueries";

const NAME_REQUIRED = "Client name is required";

function NewClientForm({
  onCancel,
  onCreated,
}: {
  onCancel(): void;
  onCreated(client: { id: string; name: string }): void;
}) {
  const create = useCreateChatClient();
  const [name, setName] = useState("");
  const [clientId, setClientId] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setError(NAME_REQUIRED);
      return;
    }
    setError(null);
    create.mutate(
      { name, clientId },
      {
        onSuccess: onCreated,
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : CREATE_CLIENT_FAILED),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField label="Client Name" htmlFor="new-chat-client-name">
        <input
          id="new-chat-client-name"
          className={`input w-full ${error === NAME_REQUIRED ? "input-error" : ""}`}
          placeholder="e.g. Jane Cooper"
          autoComplete="off"
          required
          aria-invalid={error === NAME_REQUIRED ? true : undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <TextField
        label="Client ID"
        id="new-chat-client-id"
        placeholder="Optional, e.g. ACME-042"
        autoComplete="off"
        value={clientId}
        onChange={setClientId}
      />
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
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
