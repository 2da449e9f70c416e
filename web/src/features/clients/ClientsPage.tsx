import { Link } from "react-router";
import { Copy, FileUp, Plus } from "lucide-react";
import { DeleteConfirmDialog } from "../../components/DeleteConfirmDialog";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { ListCard, type ListDescription } from "../../components/ListCard";
import { PageHeader } from "../../components/PageHeader";
import { useItemDialogs } from "../../hooks/useItemDialogs";
import { useListFilters } from "../../hooks/useListFilters";
import { filterQuery } from "../../lib/pagination";
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
} from "./clientQueries";
import { ClientsTable } from "./ClientsTable";

type ClientFilterValues = Omit<ClientFilters, "page">;

const CLIENT_LIST: ListDescription<ClientFilterValues> = {
  label: "Client list",
  searchLabel: "Search clients",
  selects: [
    {
      key: "status",
      label: "Filter by status",
      options: [{ value: "all", label: "All Status" }, ...STATUS_OPTIONS],
    },
    {
      key: "priority",
      label: "Filter by priority",
      options: [{ value: "all", label: "All Priority" }, ...PRIORITY_OPTIONS],
    },
  ],
  pageSize: CLIENTS_PAGE_SIZE,
};

export default function ClientsPage() {
  const filters = useListFilters<ClientFilterValues>({
    search: "",
    status: "all",
    priority: "all",
  });
  const clients = useClients({ ...filters.applied, page: filters.page });
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const deleteClient = useDeleteClient();
  const { dialog, open, close, saveThenClose } = useItemDialogs<Client>([
    createClient,
    updateClient,
    deleteClient,
  ]);

  const handleDelete = (client: Client) =>
    saveThenClose(
      deleteClient,
      client.id,
      () => `${client.name} was deleted`,
      () => {
        // The last row of a page is gone: show the page before it.
        if (clients.data?.clients.length === 1 && filters.page > 1)
          filters.setPage(filters.page - 1);
      },
    );

  return (
    <>
      <PageHeader
        title="Clients"
        actions={
          <>
            <ExportCsvButton path="/api/clients/export" query={filterQuery(filters.applied)} />
            <Link to="/clients/duplicates" className="btn btn-outline">
              <Copy className="size-4" aria-hidden="true" />
              Duplicates
            </Link>
            <Link to="/clients/import" className="btn btn-outline">
              <FileUp className="size-4" aria-hidden="true" />
              Import
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => open({ kind: "add" })}>
              <Plus className="size-4" aria-hidden="true" />
              Add Client
            </button>
          </>
        }
      />

      <ListCard list={CLIENT_LIST} filters={filters} query={clients}>
        <ClientsTable
          list={listState(clients, (data) => data.clients)}
          onView={(item) => open({ kind: "view", item })}
          onEdit={(item) => open({ kind: "edit", item })}
          onDelete={(item) => open({ kind: "delete", item })}
        />
      </ListCard>

      {dialog?.kind === "add" && (
        <ClientFormDialog
          client={null}
          {...savingState(createClient)}
          onSubmit={(input) =>
            saveThenClose(createClient, input, (client) => `${client.name} was added`)
          }
          onClose={close}
        />
      )}
      {dialog?.kind === "edit" && (
        <ClientFormDialog
          key={dialog.item.id}
          client={dialog.item}
          {...savingState(updateClient)}
          onSubmit={(input) =>
            saveThenClose(
              updateClient,
              { id: dialog.item.id, input },
              (client) => `${client.name} was updated`,
            )
          }
          onClose={close}
        />
      )}
      {dialog?.kind === "view" && (
        <ClientDetailsDialog
          client={dialog.item}
          onEdit={() => open({ kind: "edit", item: dialog.item })}
          onClose={close}
        />
      )}
      <DeleteConfirmDialog
        title="Delete Client"
        name={dialog?.kind === "delete" ? dialog.item.name : null}
        {...savingState(deleteClient)}
        onConfirm={() => dialog?.kind === "delete" && handleDelete(dialog.item)}
        onClose={close}
      />
    </>
  );
}
