import { useEffect, useRef, useState } from "react";
import type { ImportResponse, ImportRowResultResponse } from "@contract";
import { RetryAlert } from "../../../components/RetryAlert";
import { getImport } from "./importApi";
import type { StoredImport } from "./importStore";
import { sendBatches } from "./sendBatches";

/**
 * Step 4: the batches the server has not saved yet, sent one after another
 * with a progress bar; after a reload it picks up where it stopped.
 */
export function ImportingStep({
  run,
  batchesDone,
  failures,
  onFailures,
  onFinished,
}: {
  run: StoredImport;
  /** The batch numbers the server had saved when the step opened. */
  batchesDone: number[];
  /** The rows the server rejected in those batches. */
  failures: ImportRowResultResponse[];
  /** The rows rejected so far, after each batch, to keep for a reload. */
  onFailures(failures: ImportRowResultResponse[]): void;
  onFinished(finished: ImportResponse, failures: ImportRowResultResponse[]): void;
}) {
  const [batchesSaved, setBatchesSaved] = useState(batchesDone.length);
  // A retry carries on from the rows rejected in the attempts before it.
  const rejected = useRef(failures);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Sent once per attempt, even when the effect runs twice (React's strict mode).
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    setError(null);
    // A retry asks the server again which batches it has.
    const done =
      attempt === 0
        ? Promise.resolve(batchesDone)
        : getImport(run.importId).then((i) => i.batchesDone);
    done
      .then((saved) =>
        sendBatches(run.importId, run.batches, saved, rejected.current, (done, found) => {
          setBatchesSaved(done);
          rejected.current = found;
          onFailures(found);
        }),
      )
      .then(({ finished, failures }) => onFinished(finished, failures))
      .catch((failure: Error) => setError(failure.message));
  }, [attempt, batchesDone, run, onFailures, onFinished]);

  const totalRows = run.batches.reduce((sum, batch) => sum + batch.length, 0);
  const savedRows = run.batches
    .slice(0, batchesSaved)
    .reduce((sum, batch) => sum + batch.length, 0);
  const percent = run.batches.length ? Math.round((batchesSaved / run.batches.length) * 100) : 0;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">Importing {run.fileName}...</span>
        <span className="text-sm text-base-content/70">
          {savedRows.toLocaleString("en-US")} of {totalRows.toLocaleString("en-US")} rows ·{" "}
          {percent}%
        </span>
      </div>
      <progress
        className="progress progress-primary w-full"
        value={percent}
        max={100}
        aria-label="Import progress"
      />
      <p className="text-sm text-base-content/60">
        If this page is closed or reloaded, the import picks up where it stopped when you open it
        again.
      </p>
      {error && <RetryAlert message={`Error: ${error}`} onRetry={() => setAttempt(attempt + 1)} />}
    </div>
  );
}
