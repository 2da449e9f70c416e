import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { DOCUMENT_KIND_LABELS, generateDocument, type GeneratorKind } from "../../lib/documents";
import { queryKeys } from "../../lib/queryKeys";
import type { z } from "zod";
import type { clientOverviewResponse, EmailListResponse, EmailResponse } from "@contract";
import { CLIENT_VIEWS, useApiMutation } from "../../hooks/useApiMutation";
import type { Client, FollowUpList, GeneratedDocument } from "../../lib/types";

export type ClientOverview = z.output<typeof clientOverviewResponse>;
/** A follow-up of the client being shown, so without the client beside it. */
export type OverviewFollowUp = ClientOverview["followUps"][number];
export type OverviewDocument = ClientOverview["documents"][number];

export function useClientOverview(id: string) {
  return useQuery({
    queryKey: queryKeys.clients.overview(id),
    queryFn: () => api.get<ClientOverview>(`/api/clients/${id}/overview`),
  });
}

/** Documents with signed links to download them. */
export function useClientDocuments(id: string) {
  return useQuery({
    queryKey: queryKeys.documents.forClient(id),
    queryFn: () =>
      api
        .get<{ documents: GeneratedDocument[]; total: number }>("/api/documents", {
          query: { clientId: id, limit: 50 },
        })
        .then((answer) => answer.documents),
  });
}

/** All the client's follow-ups, done ones included. */
export function useClientFollowUps(id: string) {
  const query = { clientId: id, limit: 50 };
  return useQuery({
    queryKey: queryKeys.followUps.list(query),
    queryFn: () =>
      api.get<FollowUpList>("/api/followups", { query }).then((answer) => answer.followUps),
  });
}

export function useGenerateClientDocument(client: Pick<Client, "id" | "name" | "company">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: GeneratorKind) => {
      const about =
        client.company && client.company !== client.name
          ? `${client.name} (${client.company})`
          : client.name;
      return generateDocument(kind, {
        title: `${DOCUMENT_KIND_LABELS[kind]} for ${client.name}`,
        clientId: client.id,
        clientName: client.name,
        userPrompt: `Prepare a ${kind} for ${about}, based on the client's record and our conversation so far.`,
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.clients.overview(client.id) }),
      ]),
  });
}

/** The client's mail, both ways, newest first. */
export function useClientEmails(id: string) {
  return useQuery({
    queryKey: queryKeys.clients.emails(id),
    queryFn: () =>
      api.get<EmailListResponse>(`/api/clients/${id}/emails`).then((answer) => answer.emails),
  });
}

/** Sends a failed mail again; the answer is the mail, sent or failed once more. */
export const useRetryEmail = () =>
  useApiMutation(
    (id: string) =>
      api.post<EmailResponse>(`/api/emails/${id}/retry`, undefined, {
        errorMessage: "Failed to send the e-mail",
      }),
    CLIENT_VIEWS,
  );
