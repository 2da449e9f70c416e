/** A file read as a table: its header row and the data rows under it, as text. */
export interface ParsedTable {
  headers: string[];
  rows: string[][];
}

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 100_000;

export const FILE_EMPTY = "The file has no rows to import.";
export const FILE_TOO_LARGE = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows. Split it and import each part.`;
export const FILE_UNREADABLE =
  "The file could not be read. Save it as CSV (UTF-8) or XLSX and try again.";

/** A file that cannot be imported, with the reason in the rep's words. */
export class ImportFileError extends Error {
  override name = "ImportFileError";
}

/** The header row with a name for each blank heading, and the data rows without blank ones. */
export function toTable(records: string[][]): ParsedTable {
  const filled = records.filter((record) => record.some((cell) => cell.trim() !== ""));
  const [header, ...rows] = filled;
  if (!header || rows.length === 0) throw new ImportFileError(FILE_EMPTY);
  if (rows.length > MAX_IMPORT_ROWS) throw new ImportFileError(FILE_TOO_LARGE);
  // A loop, not Math.max(...rows): 100,000 arguments overflow a worker's stack.
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), header.length);
  const headers = Array.from(
    { length: width },
    (_, index) => header[index]?.trim() || `Column ${index + 1}`,
  );
  return { headers, rows };
}
