import { Workbook } from "exceljs";
import { describe, expect, it } from "vitest";
import { parseXlsx } from "./parseXlsx";
import { FILE_EMPTY, FILE_UNREADABLE } from "./table";

async function workbookBytes(rows: unknown[][]): Promise<ArrayBuffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet("Contacts");
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer).buffer;
}

describe("parseXlsx", () => {
  it("reads the first sheet as text, keeping empty cells in their columns", async () => {
    const bytes = await workbookBytes([
      ["Name", "Email", "Deal Value"],
      ["Zoë", null, 1200.5],
      [],
      ["Bob", "bob@example.com", "Line 1\nLine 2"],
    ]);
    expect(await parseXlsx(bytes)).toEqual({
      headers: ["Name", "Email", "Deal Value"],
      rows: [
        ["Zoë", "", "1200.5"],
        ["Bob", "bob@example.com", "Line 1\nLine 2"],
      ],
    });
  });

  it("says a sheet with headers alone has no rows, and bytes that are no workbook cannot be read", async () => {
    await expect(parseXlsx(await workbookBytes([["Name"]]))).rejects.toThrow(FILE_EMPTY);
    await expect(parseXlsx(new TextEncoder().encode("PK not a zip").buffer)).rejects.toThrow(
      FILE_UNREADABLE,
    );
  });
});
