import { describe, expect, it } from "vitest";
import { IMPORT_BATCH_MAX_ROWS, IMPORT_REQUESTS_IN_FLIGHT } from "@contract";
import { type ApiCall, jsonError, mockApi } from "../../../test/mockApi";
import { findDuplicates } from "./importApi";

type Lookup = { rowNo: number; name: string; email: null; company: null };

const rows = (count: number): Lookup[] =>
  Array.from({ length: count }, (_, k) => ({
    rowNo: k + 1,
    name: `Client ${k + 1}`,
    email: null,
    company: null,
  }));

/** Answers each request after a tick, saying every row is new except the first of each request. */
function answering(onCall: (inFlight: number) => void, fail?: (first: number) => boolean) {
  let inFlight = 0;
  return async (call: ApiCall) => {
    onCall(++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight--;
    const sent = (call.body as { rows: Lookup[] }).rows;
    if (fail?.(sent[0].rowNo)) return jsonError(500, { error: "boom" });
    return { rows: [{ rowNo: sent[0].rowNo, existing: [], inFile: [] }] };
  };
}

describe("findDuplicates", () => {
  it("sends the rows in requests of the API's limit, a few at a time, and keeps their order", async () => {
    let most = 0;
    const api = mockApi([
      {
        method: "POST",
        path: "/api/imports/duplicates",
        answer: answering((inFlight) => (most = Math.max(most, inFlight))),
      },
    ]);
    const shares: number[] = [];
    const found = await findDuplicates(rows(3 * IMPORT_BATCH_MAX_ROWS + 10), (share) =>
      shares.push(share),
    );

    expect(api.calls).toHaveLength(4);
    expect(most).toBe(IMPORT_REQUESTS_IN_FLIGHT);
    expect(found.map((row) => row.rowNo)).toEqual([1, 1001, 2001, 3001]);
    expect(shares.at(-1)).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it("fails as a whole when one request fails, and sends no more after it", async () => {
    const api = mockApi([
      {
        method: "POST",
        path: "/api/imports/duplicates",
        answer: answering(
          () => {},
          (first) => first === 1,
        ),
      },
    ]);
    await expect(findDuplicates(rows(5 * IMPORT_BATCH_MAX_ROWS))).rejects.toThrow();
    expect(api.calls.length).toBeLessThan(5);
  });
});
