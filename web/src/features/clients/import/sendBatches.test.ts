import { describe, expect, it } from "vitest";
import { IMPORT_REQUESTS_IN_FLIGHT, type ImportRowResultResponse } from "@contract";
import { type ApiCall, jsonError, mockApi } from "../../../test/mockApi";
import type { SentRow } from "./importPlan";
import { sendBatches } from "./sendBatches";

const IMPORT_ID = "00000000-0000-4000-8000-000000000001";
const BATCHES_PATH = `/api/imports/${IMPORT_ID}/batches`;

/** Batch k (from 0) holds rows 10k+1 and 10k+2; the second row of every batch is invalid. */
const batches: SentRow[][] = Array.from({ length: 6 }, (_, k) => [
  { rowNo: 10 * k + 1, action: "create", values: { name: `Client ${k}` } },
  { rowNo: 10 * k + 2, action: "create", values: { name: "" } },
]);

const failed = (rowNo: number): ImportRowResultResponse => ({
  rowNo,
  result: "failed",
  clientId: null,
  error: "Name is required",
});

/** Answers each batch after a delay that makes later batches finish first. */
function answering(onCall: (inFlight: number) => void, fail?: (batchNo: number) => boolean) {
  let inFlight = 0;
  return async (call: ApiCall) => {
    onCall(++inFlight);
    const { batchNo, rows } = call.body as { batchNo: number; rows: SentRow[] };
    await new Promise((resolve) => setTimeout(resolve, 5 + 10 * (batchNo % 2)));
    inFlight--;
    if (fail?.(batchNo)) return jsonError(500, { error: "boom" });
    return {
      batchNo,
      repeated: false,
      results: [
        { rowNo: rows[0].rowNo, result: "created", clientId: IMPORT_ID, error: null },
        failed(rows[1].rowNo),
      ],
      import: {},
    };
  };
}

describe("sendBatches", () => {
  it("sends the unsaved batches a few at a time, reports progress, and lists failures in the file's order", async () => {
    let most = 0;
    const api = mockApi([
      {
        method: "POST",
        path: BATCHES_PATH,
        answer: answering((inFlight) => (most = Math.max(most, inFlight))),
      },
      { method: "POST", path: `/api/imports/${IMPORT_ID}/finish`, answer: { id: IMPORT_ID } },
    ]);
    const progress: number[] = [];
    const { failures } = await sendBatches(IMPORT_ID, batches, [2], [failed(12)], (done) =>
      progress.push(done),
    );

    const sent = api
      .callsTo("POST", BATCHES_PATH)
      .map((call) => (call.body as { batchNo: number }).batchNo);
    expect(sent.sort()).toEqual([1, 3, 4, 5, 6]);
    expect(most).toBe(IMPORT_REQUESTS_IN_FLIGHT);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(failures.map((row) => row.rowNo)).toEqual([12, 2, 22, 32, 42, 52]);
    expect(api.callsTo("POST", `/api/imports/${IMPORT_ID}/finish`)).toHaveLength(1);
  });

  it("sends nothing more after a failure, waits for the batches under way, and does not finish", async () => {
    const api = mockApi([
      {
        method: "POST",
        path: BATCHES_PATH,
        answer: answering(
          () => {},
          (batchNo) => batchNo === 2,
        ),
      },
    ]);
    const progress: number[] = [];
    await expect(
      sendBatches(IMPORT_ID, batches, [], [], (done) => progress.push(done)),
    ).rejects.toThrow();

    // Batch 2 fails while batch 1 is under way: batch 1 is saved and counted, nothing after it sent.
    expect(api.callsTo("POST", BATCHES_PATH)).toHaveLength(IMPORT_REQUESTS_IN_FLIGHT);
    expect(progress).toEqual([0, 1]);
    expect(api.callsTo("POST", `/api/imports/${IMPORT_ID}/finish`)).toHaveLength(0);
  });
});
