// Proposal and SRS: A4 portrait, a cover, then sections of headings, paragraphs and bullets.

import type { PDFDocument, PDFPage } from "pdf-lib";
import { drawBudgetTable } from "./table.ts";
import { drawBullets, drawHeading, drawSections } from "./blocks.ts";
import { drawFooters, drawRunningHeader } from "./chrome.ts";
import type { Fonts } from "./fonts.ts";
import { baselineIn, clamp, fit, Flow, wrap } from "./layout.ts";
import type { Normalized } from "./normalize.ts";
import { tidySpaces } from "./text.ts";
import { A4, colors, formatDate, KIND_LABELS, page as margins } from "./theme.ts";

const CONTENT_WIDTH = A4.width - margins.left - margins.right;

export function drawDocument(doc: PDFDocument, fonts: Fonts, content: Normalized): void {
  const cover = drawCover(doc, fonts, content);
  const title = fonts.bold.clean(content.title);
  const right = fonts.regular.clean(content.clientName ?? KIND_LABELS[content.kind]);
  const flow = new Flow(doc, { ...A4, ...margins }, (page) => {
    drawRunningHeader(page, fonts, title, right);
  });
  drawSections(flow, fonts, content.sections);
  if (content.budget) {
    drawHeading(flow, fonts, "Budget");
    drawBudgetTable(flow, fonts, content.budget);
    drawBullets(flow, fonts, content.budget.notes);
  }
  const author = fonts.regular.clean(content.author);
  drawFooters([cover, ...flow.pages], fonts, author ? `Prepared by ${author}` : "", 1);
}

function drawCover(doc: PDFDocument, fonts: Fonts, content: Normalized): PDFPage {
  const page = doc.addPage([A4.width, A4.height]);
  const x = margins.left;

  const label = fonts.bold.clean(KIND_LABELS[content.kind].toUpperCase());
  const title = fit(fonts.bold, fonts.bold.clean(content.title), [30, 26, 22], CONTENT_WIDTH, 6);
  const titleLead = title.size * 1.25;
  const titleTop = A4.height - 150;
  const bandBottom = Math.min(A4.height - 330, titleTop - title.lines.length * titleLead - 48);

  page.drawRectangle({
    x: 0,
    y: bandBottom,
    width: A4.width,
    height: A4.height - bandBottom,
    color: colors.accentDark,
  });
  page.drawRectangle({ x, y: A4.height - 108, width: 36, height: 3, color: colors.accentSoft });
  fonts.bold.draw(page, label, x, A4.height - 128, 9.5, colors.accentSoft);
  title.lines.forEach((line, index) => {
    const top = titleTop - index * titleLead;
    fonts.bold.draw(
      page,
      line,
      x,
      baselineIn(top, title.size, titleLead),
      title.size,
      colors.white,
    );
  });

  let y = bandBottom - 44;
  const subtitle = tidySpaces(fonts.regular.clean(content.subtitle ?? ""));
  if (subtitle) {
    const lines = clamp(
      fonts.regular,
      wrap(fonts.regular, subtitle, 14, CONTENT_WIDTH),
      6,
      14,
      CONTENT_WIDTH,
    );
    for (const line of lines) {
      fonts.regular.draw(page, line, x, baselineIn(y, 14, 20), 14, colors.muted);
      y -= 20;
    }
  }

  const facts: [string, unknown][] = [
    ["PREPARED FOR", content.clientName],
    ["DATE", formatDate(content.date)],
    ["PREPARED BY", content.author],
  ];
  let factTop = 228;
  page.drawLine({
    start: { x, y: factTop + 18 },
    end: { x: A4.width - margins.right, y: factTop + 18 },
    thickness: 0.6,
    color: colors.rule,
  });
  for (const [name, value] of facts) {
    const text = tidySpaces(fonts.regular.clean(value ?? ""));
    if (!text) continue;
    fonts.bold.draw(page, name, x, factTop - 8, 7.5, colors.muted);
    const lines = clamp(
      fonts.regular,
      wrap(fonts.regular, text, 12, CONTENT_WIDTH),
      2,
      12,
      CONTENT_WIDTH,
    );
    lines.forEach((line, index) => {
      fonts.regular.draw(page, line, x, factTop - 26 - index * 16, 12, colors.text);
    });
    factTop -= 36 + lines.length * 16;
  }
  page.drawRectangle({ x: 0, y: 0, width: A4.width, height: 6, color: colors.accent });
  return page;
}
