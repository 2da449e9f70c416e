import {
  IMPORT_BATCH_MAX_ROWS,
  type ImportDuplicateMatchResponse,
  type importRow,
} from "@contract";
import type { z } from "zod";
import type { ImportRowInput, CheckedRows } from "./validateRows";

/** What the rep chose for a row that looks like a duplicate. */
export type DuplicateChoice = "skip" | "update" | "create";

export const DUPLICATE_CHOICE_LABELS: Record<DuplicateChoice, string> = {
  skip: "Skip",
  update: "Update existing",
  create: "Create anyway",
};

/** A valid row that looks like an existing client, an earlier row of the file, or both. */
export interface DuplicateRow {
  index: number;
  /** Existing clients, best match first. */
  existing: ImportDuplicateMatchResponse[];
  /** The earlier row of the file it repeats, by its index. */
  earlierRow: number | null;
}

/** "Update existing" needs an existing client; a row that only repeats the file can be skipped or created. */
export const choicesFor = (duplicate: DuplicateRow): DuplicateChoice[] =>
  duplicate.existing.length > 0 ? ["skip", "update", "create"] : ["skip", "create"];

/** What the rep chose for a duplicate row; a row not chosen for yet is skipped. */
export const choiceOf = (choices: Map<number, DuplicateChoice>, index: number): DuplicateChoice =>
  choices.get(index) ?? "skip";

/** A row of a batch as the page sends it. */
export type SentRow = z.input<typeof importRow>;

/** The row number the API and the lists use: 1 for the first data row. */
export const rowNoOf = (index: number) => index + 1;

function rowFor(index: number, input: ImportRowInput): Omit<SentRow, "action"> {
  const { ownerEmail, ...values } = input;
  return { rowNo: rowNoOf(index), values, ...(ownerEmail ? { owner: ownerEmail } : {}) };
}

/**
 * Every row of the file as the API saves it, in batches. Invalid rows go too:
 * the server rejects them with the same schema, so the import's record counts
 * them as failed.
 */
export function planBatches(
  checked: CheckedRows,
  duplicates: DuplicateRow[],
  choices: Map<number, DuplicateChoice>,
): SentRow[][] {
  const duplicateOf = new Map(duplicates.map((duplicate) => [duplicate.index, duplicate]));
  const rows: SentRow[] = [];
  for (const { index, input } of checked.valid) {
    const duplicate = duplicateOf.get(index);
    const choice = duplicate ? choiceOf(choices, index) : "create";
    if (choice === "skip") rows.push({ rowNo: rowNoOf(index), action: "skip" });
    else if (choice === "update") {
      rows.push({
        ...rowFor(index, input),
        action: "update",
        clientId: duplicate!.existing[0]!.clientId,
      });
    } else rows.push({ ...rowFor(index, input), action: "create" });
  }
  for (const { index, input } of checked.invalid)
    rows.push({ ...rowFor(index, input), action: "create" });
  rows.sort((a, b) => a.rowNo - b.rowNo);
  return inRequests(rows);
}

/** The rows in order, cut into as many requests as the API's limit per request needs. */
export function inRequests<Row>(rows: Row[]): Row[][] {
  const requests: Row[][] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_MAX_ROWS) {
    requests.push(rows.slice(start, start + IMPORT_BATCH_MAX_ROWS));
  }
  return requests;
}
