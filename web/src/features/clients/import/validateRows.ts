import { createClientBody, type CreateClient, type ImportField } from "@contract";
import { type FieldMapping, mappedValues } from "./fieldMapping";
import type { ParsedTable } from "./table";

/** A row as the Add Client form would send it: each mapped field's text. */
export type ImportRowInput = Partial<Record<ImportField, string>>;

export interface ValidRow {
  /** The row's index among the file's data rows. */
  index: number;
  input: ImportRowInput;
  /** The client as it will be saved. */
  client: CreateClient;
}

export interface InvalidRow {
  index: number;
  input: ImportRowInput;
  reason: string;
}

export interface CheckedRows {
  valid: ValidRow[];
  invalid: InvalidRow[];
}

const CHUNK_ROWS = 2_000;

/** Lets the browser paint and take input between chunks of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One row checked by the Add Client schema; the owner's e-mail is the server's to check. */
export function checkRow(input: ImportRowInput): { client: CreateClient } | { reason: string } {
  const { ownerEmail: _owner, ...fields } = input;
  const parsed = createClientBody.safeParse(fields);
  if (parsed.success) return { client: parsed.data };
  return { reason: parsed.error.issues.map((issue) => issue.message).join("; ") };
}

/**
 * Every row checked with the Add Client schema, in chunks so the page stays
 * responsive; `onProgress` gets the share done, 0 to 1.
 */
export async function validateRows(
  table: ParsedTable,
  mapping: FieldMapping,
  onProgress?: (share: number) => void,
): Promise<CheckedRows> {
  const checked: CheckedRows = { valid: [], invalid: [] };
  for (let start = 0; start < table.rows.length; start += CHUNK_ROWS) {
    const end = Math.min(table.rows.length, start + CHUNK_ROWS);
    for (let index = start; index < end; index++) {
      const input = mappedValues(table.rows[index]!, mapping);
      const result = checkRow(input);
      if ("client" in result) checked.valid.push({ index, input, client: result.client });
      else checked.invalid.push({ index, input, reason: result.reason });
    }
    onProgress?.(end / table.rows.length);
    if (end < table.rows.length) await nextTask();
  }
  return checked;
}
