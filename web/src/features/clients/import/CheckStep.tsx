import { useEffect, useState } from "react";
import { ArrowLeft, Download, Upload } from "lucide-react";
import { RetryAlert } from "../../../components/RetryAlert";
import { checkDuplicates } from "./checkDuplicates";
import { counted } from "./counted";
import { CountCards } from "./CountCards";
import { DuplicatesTable } from "./DuplicatesTable";
import { saveErrorCsv } from "./errorCsv";
import type { FieldMapping } from "./fieldMapping";
import { choiceOf, type DuplicateChoice, type DuplicateRow } from "./importPlan";
import { ProgressBar } from "./ProgressBar";
import { LISTED_ROW_ERRORS, RowErrorsTable } from "./RowErrorsTable";
import type { ParsedTable } from "./table";
import { type CheckedRows, validateRows } from "./validateRows";

export interface CheckOutcome {
  checked: CheckedRows;
  duplicates: DuplicateRow[];
}

/**
 * Step 3: every row checked with the Add Client rules, then looked up for
 * duplicates; rows with errors can be downloaded to fix, duplicates get a choice.
 */
export function CheckStep({
  table,
  fileName,
  mapping,
  choices,
  starting,
  startError,
  onChoicesChange,
  onBack,
  onStart,
}: {
  table: ParsedTable;
  fileName: string;
  mapping: FieldMapping;
  choices: Map<number, DuplicateChoice>;
  starting: boolean;
  startError: string | null;
  onChoicesChange(choices: Map<number, DuplicateChoice>): void;
  onBack(): void;
  onStart(outcome: CheckOutcome): void;
}) {
  const [validating, setValidating] = useState(0);
  const [checked, setChecked] = useState<CheckedRows | null>(null);
  const [looking, setLooking] = useState(0);
  const [duplicates, setDuplicates] = useState<DuplicateRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void validateRows(table, mapping, (share) => current && setValidating(share)).then(
      (result) => current && setChecked(result),
    );
    return () => {
      current = false;
    };
  }, [table, mapping]);

  // The rows with errors show while the server looks for duplicates, which takes longer.
  useEffect(() => {
    if (!checked) return;
    let current = true;
    checkDuplicates(checked.valid, (share) => current && setLooking(share)).then(
      (found) => current && setDuplicates(found),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [checked, attempt]);

  if (!checked) return <ProgressBar label="Checking rows..." share={validating} />;

  const skipped = (duplicates ?? []).filter(({ index }) => choiceOf(choices, index) === "skip");
  const toSave = checked.valid.length - skipped.length;
  const downloadErrors = () => saveErrorCsv(table, checked.invalid, fileName);

  return (
    <div className="flex flex-col gap-6">
      <CountCards
        className="grid-cols-1 sm:grid-cols-3"
        counts={[
          { label: "Ready to import", value: checked.valid.length, tone: "text-success" },
          { label: "With errors", value: checked.invalid.length, tone: "text-error" },
          {
            label: "Possible duplicates",
            value: duplicates?.length ?? null,
            tone: "text-warning",
          },
        ]}
      />

      {checked.invalid.length > 0 && (
        <section aria-labelledby="import-errors-title" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="import-errors-title" className="font-semibold">
              Rows with errors
            </h2>
            <button type="button" className="btn btn-outline btn-sm" onClick={downloadErrors}>
              <Download className="size-4" aria-hidden="true" />
              Download rows with errors
            </button>
          </div>
          <p className="text-sm text-base-content/70">
            These rows are not imported. Download them, fix them and import the file again; the
            other rows go ahead.
          </p>
          <RowErrorsTable rows={checked.invalid} />
          {checked.invalid.length > LISTED_ROW_ERRORS && (
            <p className="text-sm text-base-content/60">
              And {(checked.invalid.length - LISTED_ROW_ERRORS).toLocaleString("en-US")} more in the
              download.
            </p>
          )}
        </section>
      )}

      {error ? (
        <RetryAlert
          message={`Error: ${error}`}
          onRetry={() => {
            setError(null);
            setAttempt(attempt + 1);
          }}
        />
      ) : duplicates === null ? (
        <ProgressBar label="Looking for duplicates..." share={looking} />
      ) : (
        duplicates.length > 0 && (
          <DuplicatesTable
            table={table}
            mapping={mapping}
            duplicates={duplicates}
            choices={choices}
            onChoicesChange={onChoicesChange}
          />
        )
      )}

      {startError && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          Error: {startError}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className="btn btn-ghost" onClick={onBack} disabled={starting}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to columns
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={starting || duplicates === null || toSave === 0}
          onClick={() => duplicates && onStart({ checked, duplicates })}
        >
          {starting ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Upload className="size-4" aria-hidden="true" />
          )}
          {starting ? "Starting..." : `Import ${counted(toSave, "client")}`}
        </button>
      </div>
    </div>
  );
}
