import Papa from "papaparse";
import { saveFile } from "../../../lib/download";
import type { InvalidRow } from "./validateRows";
import type { ParsedTable } from "./table";

const ERROR_HEADER = "Error";

/**
 * The rejected rows as they came, with an "Error" column saying why, to fix
 * and import again; UTF-8 with a byte order mark so Excel reads any script.
 * A file of rejects rejected again keeps its one Error column, with the new reasons.
 */
export function errorCsv(
  table: ParsedTable,
  invalid: Pick<InvalidRow, "index" | "reason">[],
): string {
  const found = table.headers.indexOf(ERROR_HEADER);
  const errorColumn = found < 0 ? table.headers.length : found;
  const fields = [...table.headers];
  fields[errorColumn] = ERROR_HEADER;
  const rows = invalid.map(({ index, reason }) => {
    const row = table.rows[index]!;
    return fields.map((_, column) => (column === errorColumn ? reason : (row[column] ?? "")));
  });
  return `\uFEFF${Papa.unparse({ fields, data: rows }, { newline: "\r\n" })}\r\n`;
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
