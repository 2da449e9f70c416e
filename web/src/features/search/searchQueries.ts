import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchResponse } from "@contract";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";

/** What the server allows (contract's searchQuery): longer input is cut, not sent to fail. */
const MAX_QUERY_LENGTH = 200;

/** The search for what is typed, once typing pauses; nothing is asked for blank input. */
export function useSearchEverything(typed: string) {
  const q = useDebouncedValue(typed.trim().slice(0, MAX_QUERY_LENGTH), 200);
  const query = useQuery({
    queryKey: queryKeys.search(q),
    queryFn: () =>
      api.get<SearchResponse>("/api/search", { query: { q }, errorMessage: "Search failed" }),
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
  return { ...query, q };
}
