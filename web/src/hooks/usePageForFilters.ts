import { useState } from "react";

/** A 1-based page that goes back to 1 whenever the filters it pages through change. */
export function usePageForFilters(filters: unknown) {
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  return [page, setPage] as const;
}
