import { useState } from "react";
import { Plus } from "lucide-react";
import { DeleteConfirmDialog } from "../../components/DeleteConfirmDialog";
import { ListCard } from "../../components/ListCard";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/toastContext";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { usePageForFilters } from "../../hooks/usePageForFilters";
import type { Client } from "../../lib/types";
import { ClientDetailsDialog } from "./ClientDetailsDialog";
import { ClientFilterBar } from "./ClientFilterBar";
import { ClientFormDialog } from "./ClientFormDialog";
import {
  CLIENTS_PAGE_SIZE,
  useClients,
  useCreateClient,
  useDeleteClient,
  useUpdateClient,
  type ClientFilters,
  type ClientInput,
} from "./clientQueries";
import { ClientsTable } from "./ClientsTable";

type OpenDialog =
  | { kind: "add" }
  | { kind: "view"; client: Client }
  | { kind: "edit"; client: Client }
  | { kind: "delete"; client: Client };

export default function ClientsPage() {
  const toast = useToast();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ClientFilters["status"]>("all");
  const [priority, setPriority] = useState<ClientFilters["priority"]>("all");
  const debouncedSearch = useDebouncedValue(search, 300);
  const [page, setPage] = usePageForFilters([debouncedSearch, status, priority]);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const clients = useClients({ search: debouncedSearch, status, priority, page });
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const deleteClient = useDeleteClient();

  const closeDialog = () => {
    setDialog(null);
    createClient.reset();
    updateClient.reset();
    deleteClient.reset();
  };

  const handleCreate = (input: ClientInput) =>
    createClient.mutate(input, {
      onSuccess: (client) => {
        closeDialog();
        toast.notify(`${client.name} was added`, "success");
      },
    });

  const handleUpdate = (client: Client, input: ClientInput) =>
    updateClient.mutate(
      { id: client.id, input },
      {
        onSuccess: (updated) => {
          closeDialog();
          toast.notify(`${updated.name} was updated`, "success");
        },
      },
    );

  const handleDelete = (client: Client) =>
    deleteClient.mutate(client.id, {
      onSuccess: () => {
        closeDialog();
        toast.notify(`${client.name} was deleted`, "success");
        // The last row of a page is gone: show the page before it.
        if (clients.data?.clients.length === 1 && page > 1) setPage(page - 1);
      },
    });

  return (
    <>
      <PageHeader
        title="Clients"
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: "add" })}>
            <Plus className="size-4" aria-hidden="true" />
            Add Client
          </button>
        }
      />

      <ListCard
        label="Client list"
        filters={
          <ClientFilterBar
            search={search}
            status={status}
            priority={priority}
            onSearchChange={setSearch}
            onStatusChange={setStatus}
            onPriorityChange={setPriority}
          />
        }
        query={clients}
        page={page}
        pageSize={CLIENTS_PAGE_SIZE}
        onPageChange={setPage}
      >
        <ClientsTable
          clients={clients.data?.clients}
          loading={clients.isPending}
          error={clients.isError ? clients.error : null}
          onView={(client) => setDialog({ kind: "view", client })}
          onEdit={(client) => setDialog({ kind: "edit", client })}
          onDelete={(client) => setDialog({ kind: "delete", client })}
        />
      </ListCard>

      {dialog?.kind === "add" && (
        <ClientFormDialog
          client={null}
          busy={createClient.isPending}
          error={createClient.error?.message ?? null}
          onSubmit={handleCreate}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === "edit" && (
        <ClientFormDialog
          key={dialog.client.id}
          client={dialog.client}
          busy={updateClient.isPending}
          error={updateClient.error?.message ?? null}
          onSubmit={(input) => handleUpdate(dialog.client, input)}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === "view" && (
        <ClientDetailsDialog
          client={dialog.client}
          onEdit={() => setDialog({ kind: "edit", client: dialog.client })}
          onClose={closeDialog}
        />
      )}
      <DeleteConfirmDialog
        title="Delete Client"
        name={dialog?.kind === "delete" ? dialog.client.name : null}
        busy={deleteClient.isPending}
        error={deleteClient.error?.message ?? null}
        onConfirm={() => dialog?.kind === "delete" && handleDelete(dialog.client)}
        onClose={closeDialog}
      />
    </>
  );
}
