import type { ImportResponse, ImportRowResultResponse } from "@contract";
import type { SentRow } from "./importPlan";
import { finishImport, sendBatch } from "./importApi";

/**
 * Sends the batches the server has not saved yet, one after another, then
 * finishes the import. A batch sent twice is saved once, so resuming after a
 * reload or a failed request is safe. Returns the finished import and the rows
 * the server rejected: `earlierFailures` (those of the batches saved before),
 * then those of the batches sent now.
 */
export async function sendBatches(
  importId: string,
  batches: SentRow[][],
  alreadyDone: readonly number[],
  earlierFailures: readonly ImportRowResultResponse[],
  /** How many of the batches the server has saved, and the rows it rejected, as they grow. */
  onProgress: (batchesDone: number, failures: ImportRowResultResponse[]) => void,
): Promise<{ finished: ImportResponse; failures: ImportRowResultResponse[] }> {
  const done = new Set(alreadyDone);
  const failures = [...earlierFailures];
  onProgress(done.size, [...failures]);
  for (const [position, rows] of batches.entries()) {
    const batchNo = position + 1;
    if (done.has(batchNo)) continue;
    const answer = await sendBatch(importId, { batchNo, rows });
    failures.push(...answer.results.filter((row) => row.result === "failed"));
    done.add(batchNo);
    onProgress(done.size, [...failures]);
  }
  return { finished: await finishImport(importId), failures };
}
