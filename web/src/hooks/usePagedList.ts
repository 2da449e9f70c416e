import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { api, type QueryParams } from "../lib/api";

/** One page of a list the API serves at `path`; the shown page stays while the next one loads. */
export function usePagedList<Page>({
  queryKey,
  path,
  query,
  errorMessage,
}: {
  queryKey: QueryKey;
  path: string;
  query: QueryParams;
  errorMessage: string;
}) {
  return useQuery({
    queryKey,
    queryFn: () => api.get<Page>(path, { query, errorMessage }),
    placeholderData: keepPreviousData,
  });
}
