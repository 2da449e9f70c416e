import { useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { AuditEntry } from "@contract";
import { DataTable } from "../../components/DataTable";
import { formatShortDate, formatTime } from "../../lib/format";
import { AuditFilters } from "./AuditFilters";
import {
  AUDIT_ACTION_LABELS,
  actorLabel,
  fieldChanges,
  tableLabel,
  valueLabel,
} from "./auditLabels";
import { type AuditFilters as Filters, NO_AUDIT_FILTERS, useAuditPage } from "./auditQueries";

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry);
  const list = (
    <ul className="flex flex-col gap-0.5 text-sm">
      {changes.map(({ field, before, after }) => (
        <li key={field} className="break-words">
          <span className="font-medium">{field}</span>:{" "}
          {entry.action === "UPDATE" ? (
            <>
              <span className="text-base-content/60 line-through">{valueLabel(before)}</span> →{" "}
              <span>{valueLabel(after)}</span>
            </>
          ) : (
            <span>{valueLabel(entry.action === "DELETE" ? before : after)}</span>
          )}
        </li>
      ))}
    </ul>
  );
  if (entry.action === "UPDATE") return list;
  // A whole row is long: it opens on demand.
  return (
    <details>
      <summary className="cursor-pointer text-sm text-base-content/70">
        {changes.length} fields
      </summary>
      {list}
    </details>
  );
}

/**
 * The Audit tab: every logged change, newest first, with its author. Pages are
 * keyset pages, so the footer steps to older and back to newer ones.
 */
export function AuditTrail() {
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  // The cursors of the pages seen so far; the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = useAuditPage(filters, cursors.at(-1));
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setCursors([undefined]);
  };
  const showRecord = (entry: AuditEntry) =>
    changeFilters({ ...filters, table: entry.table as Filters["table"], record: entry.recordId });
  const nextCursor = page.isPlaceholderData ? null : page.data?.nextCursor;

  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label="Audit trail">
      <AuditFilters filters={filters} onChange={changeFilters} />
      <div
        className={`border-t border-base-300 transition-opacity ${page.isPlaceholderData ? "opacity-60" : ""}`}
        aria-busy={page.isFetching}
      >
        <DataTable
          columns={[
            { label: "When" },
            { label: "Who" },
            { label: "Table" },
            { label: "Record", className: "hidden md:table-cell" },
            { label: "Action" },
            { label: "Changes" },
          ]}
          itemsName="audit entries"
          items={page.data?.entries}
          loading={page.isPending}
          error={page.error}
          renderRow={(entry) => (
            <tr key={entry.id} className="align-top hover:bg-base-200/60">
              <td className="whitespace-nowrap text-sm" title={entry.at}>
                {formatShortDate(entry.at)}, {formatTime(entry.at)}
              </td>
              <td className="text-sm">{actorLabel(entry)}</td>
              <td className="text-sm">{tableLabel(entry.table)}</td>
              <td className="hidden md:table-cell">
                <button
                  type="button"
                  className="link link-hover font-mono text-xs"
                  title="Show this record's history"
                  onClick={() => showRecord(entry)}
                >
                  {entry.recordId}
                </button>
              </td>
              <td>
                <span className="badge badge-sm badge-ghost">
                  {AUDIT_ACTION_LABELS[entry.action]}
                </span>
              </td>
              <td className="min-w-64">
                <Changes entry={entry} />
              </td>
            </tr>
          )}
        />
      </div>
      {page.data && !page.isError && (cursors.length > 1 || nextCursor) && (
        <nav
          aria-label="Pagination"
          className="flex items-center justify-between gap-3 border-t border-base-300 px-4 py-3"
        >
          <p className="text-sm text-base-content/70">Page {cursors.length}</p>
          <div className="join">
            <button
              type="button"
              className="join-item btn btn-sm"
              disabled={cursors.length <= 1}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              Newer
            </button>
            <button
              type="button"
              className="join-item btn btn-sm"
              disabled={!nextCursor}
              onClick={() => nextCursor && setCursors([...cursors, nextCursor])}
            >
              Older
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
        </nav>
      )}
    </section>
  );
}
