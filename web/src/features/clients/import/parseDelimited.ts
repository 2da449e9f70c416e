import Papa from "papaparse";
import {
  FILE_TOO_LARGE,
  ImportFileError,
  MAX_IMPORT_ROWS,
  type ParsedTable,
  toTable,
} from "./table";

const PROGRESS_EVERY_ROWS = 5_000;

/**
 * A CSV, semicolon-separated or tab-separated text (the delimiter is guessed
 * from its start), quoted fields with line breaks included; the first row is
 * the header. `onProgress` gets the share of the text read, 0 to 1.
 */
export function parseDelimited(text: string, onProgress?: (share: number) => void): ParsedTable {
  const records: string[][] = [];
  let tooLarge = false;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";", "\t"],
    skipEmptyLines: "greedy",
    step: (results, parser) => {
      records.push(results.data);
      // The header and one row more than allowed are enough to say it is too large.
      if (records.length > MAX_IMPORT_ROWS + 1) {
        tooLarge = true;
        parser.abort();
      }
      if (records.length % PROGRESS_EVERY_ROWS === 0) {
        onProgress?.(results.meta.cursor / text.length);
      }
    },
  });
  if (tooLarge) throw new ImportFileError(FILE_TOO_LARGE);
  onProgress?.(1);
  return toTable(records);
}
