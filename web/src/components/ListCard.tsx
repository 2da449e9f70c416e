import type { ReactNode } from "react";
import type { ListFilterValues, ListFilters } from "../hooks/useListFilters";
import { ListFilterBar, type ListFilterSelect } from "./FilterBar";
import { Pagination } from "./Pagination";

/** What ListCard reads of a page query (TanStack Query's result). */
interface PageQuery {
  data?: { total: number };
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/** What a paged list is: its name, its search box's label, its filter selects and its page size. */
export interface ListDescription<Values extends ListFilterValues> {
  label: string;
  searchLabel: string;
  selects: ListFilterSelect<Values>[];
  pageSize: number;
}

/**
 * A paged list's card: its search and filter selects, the table (dimmed while
 * the next page loads) and the pagination below once a page has come.
 */
export function ListCard<Values extends ListFilterValues>({
  list: { label, searchLabel, selects, pageSize },
  filters,
  query,
  children,
}: {
  list: ListDescription<Values>;
  filters: ListFilters<Values>;
  query: PageQuery;
  children: ReactNode;
}) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label={label}>
      <ListFilterBar searchLabel={searchLabel} filters={filters} selects={selects} />
      <div
        className={`border-t border-base-300 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}
        aria-busy={query.isFetching}
      >
        {children}
      </div>
      {query.data && !query.isError && (
        <Pagination
          page={filters.page}
          pageSize={pageSize}
          total={query.data.total}
          onPageChange={filters.setPage}
        />
      )}
    </section>
  );
}
