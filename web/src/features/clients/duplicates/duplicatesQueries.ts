import { useQuery } from "@tanstack/react-query";
import type { DuplicatesResponse, MergeClients } from "@contract";
import { CLIENT_VIEWS, useApiMutation } from "../../../hooks/useApiMutation";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/queryKeys";
import type { Client } from "../../../lib/types";

export function useDuplicates(minScore: number) {
  return useQuery({
    queryKey: queryKeys.clients.duplicates(minScore),
    queryFn: () =>
      api.get<DuplicatesResponse>("/api/clients/duplicates", {
        query: { minScore },
        errorMessage: "Failed to fetch duplicates",
      }),
  });
}

/** A merge moves threads, documents and analyses too: their screens refresh with the clients'. */
const MERGE_VIEWS = [
  ...CLIENT_VIEWS,
  queryKeys.chat.all,
  queryKeys.documents.all,
  queryKeys.insights.all,
];

export const useMergeClients = () =>
  useApiMutation(
    (input: MergeClients) =>
      api.post<Client>("/api/clients/merge", input, { errorMessage: "Failed to merge clients" }),
    MERGE_VIEWS,
  );
