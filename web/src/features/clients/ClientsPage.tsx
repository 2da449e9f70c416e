import { useState } from "react";
import { Plus } from "lucide-react";
import { DeleteConfirmDialog } from "../../components/DeleteConfirmDialog";
import { ListCard } from "../../components/ListCard";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/toastContext";
import { ListFilterBar, type ListFilterSelect } from "../../components/FilterBar";
import { useListFilters } from "../../hooks/useListFilters";
import { listState, savingState } from "../../lib/queryState";
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from "../../lib/dealLabels";
import type { Client } from "../../lib/types";
import { ClientDetailsDialog } from "./ClientDetailsDialog";
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

type ClientFilterValues = Omit<ClientFilters, "page">;

const FILTER_SELECTS: ListFilterSelect<ClientFilterValues>[] = [
  { key: "status", label: "Filter by status", options: [{ value: "all", label: "All Status" }, ...STATUS_OPTIONS] },
  { key: "priority", label: "Filter by priority", options: [{ value: "all", label: "All Priority" }, ...PRIORITY_OPTIONS] },
];

type OpenDialog =
  | { kind: "add" }
  | { kind: "view"; client: Client }
  | { kind: "edit"; client: Client }
  | { kind: "delete"; client: Client };

export default function ClientsPage() {
  const toast = useToast();
  const filters = useListFilters<ClientFilterValues>({ search: "", status: "all", priority: "all" });
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const clients = useClients({ ...filters.applied, page: filters.page });
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
        if (clients.data?.clients.length === 1 && filters.page > 1) filters.setPage(filters.page - 1);
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
        filters={<ListFilterBar searchLabel="Search clients" filters={filters} selects={FILTER_SELECTS} />}
        query={clients}
        page={filters.page}
        pageSize={CLIENTS_PAGE_SIZE}
        onPageChange={filters.setPage}
      >
        <ClientsTable
          list={listState(clients, (data) => data.clients)}
          onView={(client) => setDialog({ kind: "view", client })}
          onEdit={(client) => setDialog({ kind: "edit", client })}
          onDelete={(client) => setDialog({ kind: "delete", client })}
        />
      </ListCard>

      {dialog?.kind === "add" && (
        <ClientFormDialog
          client={null}
          {...savingState(createClient)}
          onSubmit={handleCreate}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === "edit" && (
        <ClientFormDialog
          key={dialog.client.id}
          client={dialog.client}
          {...savingState(updateClient)}
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
        {...savingState(deleteClient)}
        onConfirm={() => dialog?.kind === "delete" && handleDelete(dialog.client)}
        onClose={closeDialog}
      />
    </>
  );
}
