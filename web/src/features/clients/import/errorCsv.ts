import Papa from "papaparse";
import { saveFile } from "../../../lib/download";
import type { InvalidRow } from "./validateRows";
import type { ParsedTable } from "./table";

/**
 * The rejected rows as they came, with an "Error" column saying why, to fix
 * and import again; UTF-8 with a byte order mark so Excel reads any script.
 */
export function errorCsv(
  table: ParsedTable,
  invalid: Pick<InvalidRow, "index" | "reason">[],
): string {
  const rows = invalid.map(({ index, reason }) => {
    const row = table.rows[index]!;
    return [...table.headers.map((_, column) => row[column] ?? ""), reason];
  });
  return `\uFEFF${Papa.unparse({ fields: [...table.headers, "Error"], data: rows }, { newline: "\r\n" })}\r\n`;
}

/** Downloads the rejected rows as "{file}-errors.csv". */
export function saveErrorCsv(
  table: ParsedTable,
  invalid: Pick<InvalidRow, "index" | "reason">[],
  fileName: string,
) {
  saveFile(
    new Blob([errorCsv(table, invalid)], { type: "text/csv;charset=utf-8" }),
    `${fileName.replace(/\.[^.]+$/, "")}-errors.csv`,
  );
}
