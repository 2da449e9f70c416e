import { Workbook } from "exceljs";
import {
  FILE_TOO_LARGE,
  FILE_UNREADABLE,
  ImportFileError,
  MAX_IMPORT_ROWS,
  type ParsedTable,
  toTable,
} from "./table";

/** The first worksheet of an XLSX workbook, each cell as the text Excel shows. */
export async function parseXlsx(
  bytes: ArrayBuffer,
  onProgress?: (share: number) => void,
): Promise<ParsedTable> {
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw new ImportFileError(FILE_UNREADABLE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return toTable([]);
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw new ImportFileError(FILE_TOO_LARGE);
  const records: string[][] = [];
  sheet.eachRow((row, rowNumber) => {
    const record: string[] = [];
    // Row cells are 1-based; a missing cell is blank, so columns keep their places.
    for (let column = 1; column <= row.cellCount; column++) {
      record.push(row.getCell(column).text ?? "");
    }
    records.push(record);
    if (rowNumber % 1000 === 0) onProgress?.(rowNumber / sheet.rowCount);
  });
  onProgress?.(1);
  return toTable(records);
}
