import {
  IMPORT_REQUESTS_IN_FLIGHT,
  type ImportResponse,
  type ImportRowResultResponse,
} from "@contract";
import pLimit from "p-limit";
import type { SentRow } from "./importPlan";
import { finishImport, sendBatch } from "./importApi";

/**
 * Sends the batches the server has not saved yet, IMPORT_REQUESTS_IN_FLIGHT at a time, then
 * finishes the import. After a failed request nothing more is sent, and the failure is thrown
 * once the requests already under way have ended. A batch sent twice is saved once, so resuming
 * after a reload or a failed request is safe. Returns the finished import and the rows the
 * server rejected: `earlierFailures` (those of the batches saved before), then those of the
 * batches sent now, in the file's order.
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
  const failedByBatch: ImportRowResultResponse[][] = [];
  const failures = () => [...earlierFailures, ...failedByBatch.flat()];
  onProgress(done.size, failures());
  let failed = false;
  const send = async (position: number) => {
    if (failed) return;
    try {
      const answer = await sendBatch(importId, { batchNo: position + 1, rows: batches[position] });
      failedByBatch[position] = answer.results.filter((row) => row.result === "failed");
      done.add(position + 1);
      onProgress(done.size, failures());
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  const limit = pLimit(IMPORT_REQUESTS_IN_FLIGHT);
  const sent = await Promise.allSettled(
    batches.flatMap((_, position) => (done.has(position + 1) ? [] : [limit(() => send(position))])),
  );
  const failure = sent.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  return { finished: await finishImport(importId), failures: failures() };
}
