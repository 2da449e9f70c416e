import assert from "node:assert/strict";
import ExcelJS from "exceljs";
import { attachmentText } from "./index.ts";
import { textOf, XLSX } from "../testing/attachments.ts";

async function saved(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

Deno.test(
  "an .xlsx reads each sheet under its name, numbers, dates and formulas by value",
  async () => {
    const workbook = new ExcelJS.Workbook();
    const pipeline = workbook.addWorksheet("Q3 pipeline");
    pipeline.addRow(["Client", "Amount", "Close date", "Won", "Discount", "With tax"]);
    pipeline.addRow(["Nowak, Zoë", 40000, new Date(Date.UTC(2025, 6, 31)), true, 0.15, null]);
    pipeline.getCell("F2").value = { formula: "B2*1.23", result: 49200 };
    pipeline.getCell("E2").numFmt = "0%";
    pipeline.addRow([
      { richText: [{ text: "Kowal" }, { text: "ski", font: { bold: true } }] },
      0.1 + 0.2,
    ]);
    pipeline.addRow([]);
    pipeline.addRow(["Call", null, new Date(Date.UTC(2025, 2, 5, 14, 30))]);
    workbook.addWorksheet("Empty");
    const notes = workbook.addWorksheet("Notes");
    notes.addRow(["Decision maker", "Anna\nKowalska"]);
    notes.mergeCells("A2:B2");
    notes.getCell("A2").value = "Budget approved";
    assert.equal(
      await textOf(await saved(workbook), XLSX),
      "Sheet: Q3 pipeline\n" +
        "Client\tAmount\tClose date\tWon\tDiscount\tWith tax\n" +
        "Nowak, Zoë\t40000\t2025-07-31\tTRUE\t15%\t49200\n" +
        "Kowalski\t0.3\n" +
        "Call\t\t2025-03-05T14:30:00\n\n" +
        "Sheet: Notes\n" +
        "Decision maker\tAnna Kowalska\n" +
        "Budget approved",
    );
  },
);

Deno.test("an .xlsx with no values says it is empty", async () => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Sheet 1");
  assert.deepEqual(await attachmentText(await saved(workbook), XLSX), {
    unreadable: "This Excel workbook is empty.",
    damaged: false,
  });
});

Deno.test("a damaged .xlsx cannot be opened", async () => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Sheet 1").addRow(["Licences", 24000]);
  const bytes = await saved(workbook);
  const damaged = {
    unreadable: "This Excel workbook is damaged and can't be opened.",
    damaged: true,
  };
  assert.deepEqual(await attachmentText(bytes.subarray(0, bytes.length - 100), XLSX), damaged);
  assert.deepEqual(await attachmentText(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]), XLSX), damaged);
});

Deno.test(
  "an Excel 97-2003 .xls says plainly it can't be read, and is not called damaged",
  async () => {
    const ole2 = new Uint8Array([
      0xd0,
      0xcf,
      0x11,
      0xe0,
      0xa1,
      0xb1,
      0x1a,
      0xe1,
      ...new Uint8Array(504),
    ]);
    assert.deepEqual(await attachmentText(ole2, "application/vnd.ms-excel"), {
      unreadable:
        "This is an Excel 97-2003 workbook (.xls), which I can't read. Save it as .xlsx and attach it again.",
      damaged: false,
    });
  },
);
