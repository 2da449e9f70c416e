import { useState } from "react";
import { Link } from "react-router";
import { CircleCheck, Download, FileUp, Undo2 } from "lucide-react";
import type { ImportResponse, ImportRowResultResponse } from "@contract";
import { CountCards } from "./CountCards";
import { saveErrorCsv } from "./errorCsv";
import { RowErrorsTable } from "./RowErrorsTable";
import type { ParsedTable } from "./table";
import { UndoImportButton, undoable } from "./UndoImportButton";

const COUNTS = [
  { key: "created", label: "Created", tone: "text-success" },
  { key: "updated", label: "Updated", tone: "text-info" },
  { key: "skipped", label: "Skipped", tone: "" },
  { key: "failed", label: "Failed", tone: "text-error" },
] as const;

/** The import's outcome: its counts, the rows the server rejected, and Undo import while it may. */
export function ResultStep({
  imported,
  failures,
  table,
  onUndone,
  onAnother,
}: {
  imported: ImportResponse;
  failures: ImportRowResultResponse[];
  /** The file as read, when this page read it: the rows not imported can then be downloaded. */
  table: ParsedTable | null;
  onUndone(undone: ImportResponse): void;
  onAnother(): void;
}) {
  const undone = imported.status === "undone";
  // The undo window is judged when the result opens.
  const [shownAt] = useState(Date.now);
  const failedRows = failures.map(({ rowNo, error }) => ({
    index: rowNo - 1,
    reason: error ?? "",
  }));

  return (
    <div className="flex flex-col gap-6">
      <div
        className={`alert alert-soft ${undone ? "alert-warning" : "alert-success"}`}
        role="status"
      >
        {undone ? (
          <Undo2 className="size-5" aria-hidden="true" />
        ) : (
          <CircleCheck className="size-5" aria-hidden="true" />
        )}
        <span>
          {undone
            ? `The import of ${imported.fileName} was undone.`
            : `${imported.fileName} was imported.`}
        </span>
      </div>

      <CountCards
        className="grid-cols-2 sm:grid-cols-4"
        counts={COUNTS.map(({ key, label, tone }) => ({ label, value: imported[key], tone }))}
      />

      {failures.length > 0 && (
        <section aria-labelledby="import-failures-title" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="import-failures-title" className="font-semibold">
              Rows not imported
            </h2>
            {table && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => saveErrorCsv(table, failedRows, imported.fileName)}
              >
                <Download className="size-4" aria-hidden="true" />
                Download rows not imported
              </button>
            )}
          </div>
          <RowErrorsTable rows={failedRows} />
        </section>
      )}

      <div className="flex flex-wrap justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <Link to="/clients" className="btn btn-primary">
            Go to Clients
          </Link>
          <button type="button" className="btn btn-outline" onClick={onAnother}>
            <FileUp className="size-4" aria-hidden="true" />
            Import another file
          </button>
        </div>
        {undoable(imported, shownAt) && (
          <UndoImportButton imported={imported} onUndone={onUndone} />
        )}
      </div>
    </div>
  );
}
