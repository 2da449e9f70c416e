import type { Cell, CellValue, Worksheet } from "exceljs";
import { MAX_CHARS, type Reader } from "./reader.ts";
import { rowsText } from "./rows.ts";
import { assertUnpackedSize } from "./zip.ts";

/** `2025-03-05` for a date, `2025-03-05T14:30:00` when it has a time of day. */
function isoDate(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.slice(0, 19);
}

/** A value as Excel shows it, less its number format: formulas by their result. */
function valueText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return isoDate(value);
  // 15 significant digits, as Excel keeps them: 0.1 + 0.2 is 0.3.
  if (typeof value === "number") return String(Number(value.toPrecision(15)));
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") return value;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("error" in value) return value.error;
  if ("formula" in value || "sharedFormula" in value) return valueText(value.result);
  if ("text" in value) return valueText(value.text as CellValue);
  return "";
}

function cellText(cell: Cell): string {
  if (cell.isMerged && cell.master !== cell) return "";
  if (typeof cell.value === "number" && cell.numFmt?.includes("%")) {
    return `${valueText(cell.value * 100)}%`;
  }
  return valueText(cell.value);
}

function sheetRows(sheet: Worksheet, budget: number): string[][] {
  const rows: string[][] = [];
  let length = 0;
  sheet.eachRow((row) => {
    if (length > budget) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ""));
    length += cells.join("\t").length + 1;
  });
  return rows;
}

/** Each sheet under its name, a row per line, cells by tabs; numbers as numbers, dates as ISO. */
export const xlsx: Reader = {
  async read(bytes) {
    await assertUnpackedSize(bytes);
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const sheets: string[] = [];
    let length = 0;
    for (const sheet of workbook.worksheets) {
      if (length > MAX_CHARS) break;
      const text = rowsText(sheetRows(sheet, MAX_CHARS - length));
      if (!text) continue;
      sheets.push(`Sheet: ${sheet.name}\n${text}`);
      length += text.length;
    }
    return sheets.join("\n\n");
  },
  empty: "This Excel workbook is empty.",
  damaged: "This Excel workbook is damaged and can't be opened.",
};
