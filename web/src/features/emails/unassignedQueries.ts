import { useQuery } from "@tanstack/react-query";
import type { AssignedEmailResponse, UnassignedEmailsResponse } from "@contract";
import { CLIENT_VIEWS, useApiMutation } from "../../hooks/useApiMutation";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import type { Client } from "../../lib/types";

const UNASSIGNED_KEY = ["emails", "unassigned"] as const;

/** Filing a mail takes it off the list and puts it on a client's timeline and analysis. */
const FILING_VIEWS = [UNASSIGNED_KEY, ...CLIENT_VIEWS, queryKeys.insights.all];

export function useUnassignedEmails() {
  return useQuery({
    queryKey: UNASSIGNED_KEY,
    queryFn: () =>
      api.get<UnassignedEmailsResponse>("/api/emails/unassigned", {
        errorMessage: "Failed to fetch unassigned mail",
      }),
  });
}

export const useAssignEmail = () =>
  useApiMutation(
    ({ emailId, clientId }: { emailId: string; clientId: string }) =>
      api.post<AssignedEmailResponse>(
        `/api/emails/${emailId}/assign`,
        { clientId },
        { errorMessage: "Failed to assign the mail" },
      ),
    FILING_VIEWS,
  );

export const useCreateClientFromEmail = () =>
  useApiMutation(
    (emailId: string) =>
      api.post<AssignedEmailResponse>(`/api/emails/${emailId}/create-client`, undefined, {
        errorMessage: "Failed to create the client",
      }),
    FILING_VIEWS,
  );

/** The rep's clients whose name, company or e-mail contains `search`, to file a mail to. */
export function useClientChoices(search: string) {
  const query = { search, limit: 20 };
  return useQuery({
    queryKey: queryKeys.clients.list(query),
    queryFn: () =>
      api.get<{ clients: Client[] }>("/api/clients", {
        query,
        errorMessage: "Failed to fetch clients",
      }),
  });
}
