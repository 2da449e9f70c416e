import { CLIENT_VIEWS, useApiMutation } from "../../hooks/useApiMutation";
import { usePagedList } from "../../hooks/usePagedList";
import { api } from "../../lib/api";
import { pageQuery } from "../../lib/pagination";
import { queryKeys } from "../../lib/queryKeys";
import type { Client, ClientStatus, Priority } from "../../lib/types";
import type { ClientInput } from "./clientForm";

export type { ClientInput };

export const CLIENTS_PAGE_SIZE = 10;

export interface ClientFilters {
  search: string;
  status: ClientStatus | "all";
  priority: Priority | "all";
  page: number;
}

export function useClients(filters: ClientFilters) {
  const query = pageQuery({ ...filters }, CLIENTS_PAGE_SIZE);
  return usePagedList<{ clients: Client[]; total: number }>({
    queryKey: queryKeys.clients.list(query),
    path: "/api/clients",
    query,
    errorMessage: "Failed to fetch clients",
  });
}

export const useCreateClient = () =>
  useApiMutation(
    (input: ClientInput) =>
      api.post<Client>("/api/clients", input, { errorMessage: "Failed to create client" }),
    CLIENT_VIEWS,
  );

export const useUpdateClient = () =>
  useApiMutation(
    ({ id, input }: { id: string; input: ClientInput }) =>
      // The edit form's Client ID field is the company; the API reads it as `clientId`.
      api.put<Client>(
        `/api/clients/${id}`,
        { ...input, clientId: input.company },
        {
          errorMessage: "Failed to update client",
        },
      ),
    CLIENT_VIEWS,
  );

export const useDeleteClient = () =>
  useApiMutation(
    (id: string) =>
      api.delete<{ success: boolean }>(`/api/clients/${id}`, {
        errorMessage: "Failed to delete client",
      }),
    CLIENT_VIEWS,
  );
