import Papa from "papaparse";
import type { InvalidRow } from "./validateRows";
import type { ParsedTable } from "./table";

/**
 * The rejected rows as they came, with an "Error" column saying why, to fix
 * and import again; UTF-8 with a byte order mark so Excel reads any script.
 */
export function errorCsv(table: ParsedTable, invalid: InvalidRow[]): string {
  const rows = invalid.map(({ index, reason }) => {
    const row = table.rows[index]!;
    return [...table.headers.map((_, column) => row[column] ?? ""), reason];
  });
  return `\uFEFF${Papa.unparse({ fields: [...table.headers, "Error"], data: rows }, { newline: "\r\n" })}\r\n`;
}
