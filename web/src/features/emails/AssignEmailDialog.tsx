import { useState, type FormEvent } from "react";
import type { UnassignedEmailResponse } from "@contract";
import { FormDialog } from "../../components/FormDialog";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { clientSubtitle } from "../../lib/dealLabels";
import { formatSubject } from "../../lib/format";
import { useClientChoices } from "./unassignedQueries";

/** Picks one of the rep's clients, found by name, company or e-mail, to file the mail to. */
export function AssignEmailDialog({
  email,
  busy,
  error,
  onAssign,
  onClose,
}: {
  email: UnassignedEmailResponse;
  busy: boolean;
  error: string | null;
  onAssign(clientId: string): void;
  onClose(): void;
}) {
  const [search, setSearch] = useState("");
  const [clientId, setClientId] = useState<string | null>(null);
  const choices = useClientChoices(useDebouncedValue(search.trim()));
  const clients = choices.data?.clients ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (clientId) onAssign(clientId);
  };

  return (
    <FormDialog
      title="Assign to client"
      description={`File "${formatSubject(email.subject)}" from ${email.fromAddress} to one of your clients.`}
      validationError={null}
      error={error}
      busy={busy}
      submitLabel="Assign"
      busyLabel="Assigning..."
      submitDisabled={!clientId}
      onSubmit={submit}
      onClose={onClose}
    >
      <label className="floating-label">
        <span>Search clients</span>
        <input
          type="search"
          className="input w-full"
          placeholder="Search clients"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <fieldset className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        <legend className="sr-only">Client</legend>
        {choices.isPending && <p className="text-sm text-base-content/60">Loading clients...</p>}
        {choices.isError && (
          <p role="alert" className="text-sm text-error">
            {choices.error.message}
          </p>
        )}
        {choices.isSuccess && clients.length === 0 && (
          <p className="text-sm text-base-content/60">No clients found</p>
        )}
        {clients.map((client) => (
          <label
            key={client.id}
            className="flex cursor-pointer items-center gap-3 rounded-box p-2 hover:bg-base-200"
          >
            <input
              type="radio"
              className="radio radio-sm"
              name="client"
              checked={clientId === client.id}
              onChange={() => setClientId(client.id)}
            />
            <span>
              <span className="font-medium">{client.name}</span>
              <span className="block text-sm text-base-content/60">{clientSubtitle(client)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
