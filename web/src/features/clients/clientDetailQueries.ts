import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { DOCUMENT_KIND_LABELS, generateDocument, type GeneratorKind } from "../../lib/documents";
import { queryKeys } from "../../lib/queryKeys";
import type {
  Activity,
  Client,
  ClientAnalysis,
  DocumentKind,
  FollowUp,
  FollowUpList,
  GeneratedDocument,
} from "../../lib/types";

/** A follow-up of the client being shown, so without the client beside it. */
export interface OverviewFollowUp extends Omit<FollowUp, "client"> {
  completedAt: string | null;
  createdAt: string;
}

export interface OverviewDocument {
  id: string;
  kind: DocumentKind;
  title: string;
  createdAt: string;
  fileId: string;
  originalName: string;
  size: number;
  mimeType: string;
}

export interface ClientOverview {
  client: Client;
  latestAnalysis: ClientAnalysis | null;
  /** Pending and snoozed, soonest first. */
  followUps: OverviewFollowUp[];
  documents: OverviewDocument[];
  messageCount: number;
  history: Omit<Activity, "clientId">[];
}

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
    queryFn: () => api.get<FollowUpList>("/api/followups", { query }).then((answer) => answer.followUps),
  });
}

export function useGenerateClientDocument(client: Pick<Client, "id" | "name" | "company">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: GeneratorKind) => {
      const about = client.company && client.company !== client.name ? `${client.name} (${client.company})` : client.name;
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
