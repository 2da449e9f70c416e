// Writes the committed attachment fixtures with the programs people make such files with:
// Chromium prints an HTML quote to PDF, LibreOffice saves a Word 97 document and a PDF export
// of a .docx, and qpdf locks a PDF with a password.
// Run: npx tsx tests/testdata/attachments/make.ts (needs chromium, soffice and qpdf on PATH).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Document, Packer, Paragraph, Table, TableCell, TableRow } from "docx";

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), "attachment-fixtures-"));

const QUOTE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Quote Q-2025-031</title>
<style>body{font-family:sans-serif;margin:2cm}table{border-collapse:collapse}td,th{padding:4px 12px;border:1px solid #999}</style>
</head><body>
<h1>Quote Q-2025-031 for Zoë Nowak</h1>
<p>Northwind Traders asked for a CRM rollout for 50 sales reps, live before the end of Q3.</p>
<table>
<tr><th>Item</th><th>Quantity</th><th>Unit price</th><th>Amount</th></tr>
<tr><td>CRM licences</td><td>50</td><td>€480.00</td><td>€24,000.00</td></tr>
<tr><td>Onboarding workshop</td><td>2</td><td>€1,750.00</td><td>€3,500.00</td></tr>
</table>
<p><strong>Total: €27,500.00</strong></p>
<p>Decision maker: Anna Kowalska, CFO.</p>
</body></html>`;

function run(program: string, args: string[]) {
  execFileSync(program, args, { cwd: work, stdio: "ignore", timeout: 120_000 });
}

async function main() {
  const html = join(work, "quote.html");
  writeFileSync(html, QUOTE_HTML);
  run("chromium", [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-pdf-header-footer",
    `--print-to-pdf=${join(here, "chromium.pdf")}`,
    html,
  ]);

  run("qpdf", [
    "--encrypt",
    "secret",
    "owner-secret",
    "256",
    "--",
    join(here, "chromium.pdf"),
    join(here, "password.pdf"),
  ]);

  const brief = new Document({
    sections: [
      {
        children: [
          new Paragraph("Requirements from Zoë Nowak"),
          new Paragraph("Decision maker: Anna Kowalska, CFO"),
          new Paragraph("Budget: €40,000 for 50 seats, go-live in Q3"),
          new Table({
            rows: [
              ["Need", "Priority"],
              ["Single sign-on", "High"],
            ].map(
              (cells) =>
                new TableRow({
                  children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })),
                }),
            ),
          }),
        ],
      },
    ],
  });
  writeFileSync(join(work, "brief.docx"), await Packer.toBuffer(brief));
  run("soffice", ["--headless", "--convert-to", "doc:MS Word 97", "brief.docx", "--outdir", work]);
  run("soffice", [
    "--headless",
    "--convert-to",
    "pdf:writer_pdf_Export",
    "brief.docx",
    "--outdir",
    work,
  ]);
  copyFileSync(join(work, "brief.doc"), join(here, "word97.doc"));
  copyFileSync(join(work, "brief.pdf"), join(here, "libreoffice.pdf"));
}

main().finally(() => rmSync(work, { recursive: true, force: true }));
