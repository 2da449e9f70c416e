import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageNumbers, pageOffset } from "../lib/pagination";

/** The list footer: 'Showing {from} to {to} of {total} results' and the page buttons. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
}) {
  if (total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = pageOffset(page, pageSize) + 1;
  const to = Math.min(page * pageSize, total);

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 border-t border-base-300 px-4 py-3 sm:flex-row"
    >
      <p className="text-sm text-base-content/70">
        Showing {from} to {to} of {total} results
      </p>
      <div className="join">
        <button
          type="button"
          className="join-item btn btn-sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </button>
        {pageNumbers(page, pageCount).map((entry, index) =>
          entry === "gap" ? (
            <span
              key={`gap-${index}`}
              className="join-item btn btn-sm btn-disabled"
              aria-hidden="true"
            >
              …
            </span>
          ) : (
            <button
              key={entry}
              type="button"
              className={`join-item btn btn-sm ${entry === page ? "btn-primary" : ""}`}
              aria-current={entry === page ? "page" : undefined}
              aria-label={`Page ${entry}`}
              onClick={() => onPageChange(entry)}
            >
              {entry}
            </button>
          ),
        )}
        <button
          type="button"
          className="join-item btn btn-sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
