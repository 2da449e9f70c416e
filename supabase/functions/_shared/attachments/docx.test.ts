import assert from "node:assert/strict";
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from "docx";
import ExcelJS from "exceljs";
import { attachmentText } from "./index.ts";
import { DOCX, textOf } from "../testing/attachments.ts";

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });

async function written(children: (Paragraph | Table)[]): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toArrayBuffer(new Document({ sections: [{ children }] })));
}

Deno.test("a .docx reads a paragraph per line, list items dashed, table rows by tabs", async () => {
  const bytes = await written([
    new Paragraph({ text: "Requirements", heading: HeadingLevel.HEADING_1 }),
    new Paragraph({
      children: [new TextRun("Need 50 seats"), new TextRun({ text: " & SSO", bold: true })],
    }),
    new Paragraph({ text: "Go-live in Q3", bullet: { level: 0 } }),
    new Paragraph({ text: "Training on site", bullet: { level: 0 } }),
    new Table({
      rows: [
        new TableRow({ children: [cell("Item"), cell("Amount")] }),
        new TableRow({ children: [cell("Licences"), cell("€24,000.00")] }),
      ],
    }),
    new Paragraph({ children: [new TextRun("Signed"), new TextRun({ text: "Anna", break: 1 })] }),
  ]);
  assert.equal(
    await textOf(bytes, DOCX),
    "Requirements\nNeed 50 seats & SSO\n- Go-live in Q3\n- Training on site\n" +
      "Item\tAmount\nLicences\t€24,000.00\nSigned\nAnna",
  );
});

Deno.test("a .docx without text says so", async () => {
  assert.deepEqual(await attachmentText(await written([new Paragraph("")]), DOCX), {
    unreadable: "This Word document has no text.",
    damaged: false,
  });
});

Deno.test("a damaged .docx, or another zip claiming to be one, cannot be opened", async () => {
  const damaged = {
    unreadable: "This Word document is damaged and can't be opened.",
    damaged: true,
  };
  const good = await written([new Paragraph("Need 50 seats")]);
  assert.deepEqual(await attachmentText(good.subarray(0, good.length / 2), DOCX), damaged);
  assert.deepEqual(await attachmentText(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]), DOCX), damaged);
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Sheet 1").addRow(["Not a letter"]);
  const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
  assert.deepEqual(await attachmentText(xlsx, DOCX), damaged);
});
