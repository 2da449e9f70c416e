import type { ReactNode } from "react";
import { Pagination } from "./Pagination";

/** What ListCard reads of a page query (TanStack Query's result). */
interface PageQuery {
  data?: { total: number };
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/**
 * A paged list's card: its filters, the table (dimmed while the next page
 * loads) and the pagination below once a page has come.
 */
export function ListCard({
  label,
  filters,
  query,
  page,
  pageSize,
  onPageChange,
  children,
}: {
  label: string;
  filters: ReactNode;
  query: PageQuery;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  children: ReactNode;
}) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label={label}>
      {filters}
      <div
        className={`border-t border-base-300 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}
        aria-busy={query.isFetching}
      >
        {children}
      </div>
      {query.data && !query.isError && (
        <Pagination page={page} pageSize={pageSize} total={query.data.total} onPageChange={onPageChange} />
      )}
    </section>
  );
}
