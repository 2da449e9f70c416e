// Budget: an A4 document with a title block, the line-item table, notes, and any sections.

import type { PDFDocument } from "pdf-lib";
import { drawBullets, drawHeading, drawSections } from "./blocks.ts";
import { drawFooters, drawRunningHeader } from "./chrome.ts";
import type { Fonts } from "./fonts.ts";
import { clamp, fit, Flow, wrap } from "./layout.ts";
import type { Normalized } from "./normalize.ts";
import { drawBudgetTable } from "./table.ts";
import { tidySpaces } from "./text.ts";
import { A4, colors, formatDate, KIND_LABELS, page as margins } from "./theme.ts";

export function drawBudget(doc: PDFDocument, fonts: Fonts, content: Normalized): void {
  const title = fonts.bold.clean(content.title);
  const client = fonts.regular.clean(content.clientName ?? KIND_LABELS.budget);
  const flow = new Flow(doc, { ...A4, ...margins }, (page) => {
    if (flow.pages.length > 1) drawRunningHeader(page, fonts, title, client);
  });
  const page = flow.newPage();
  page.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: colors.accent });
  flow.y = A4.height - 60;
  const x = flow.left;
  fonts.bold.draw(page, KIND_LABELS.budget.toUpperCase(), x, flow.y - 10, 9, colors.accent);
  flow.advance(20);
  const heading = fit(fonts.bold, tidySpaces(title), [22, 18], flow.width, 3);
  flow.lines(heading.lines, {
    face: fonts.bold,
    size: heading.size,
    lead: heading.size * 1.3,
    color: colors.text,
  });
  const subtitle = tidySpaces(fonts.regular.clean(content.subtitle ?? ""));
  if (subtitle) {
    const lines = clamp(
      fonts.regular,
      wrap(fonts.regular, subtitle, 12, flow.width),
      3,
      12,
      flow.width,
    );
    flow.advance(4);
    flow.lines(lines, { face: fonts.regular, size: 12, lead: 17, color: colors.muted });
  }
  const facts = [
    content.clientName ? `Prepared for ${content.clientName}` : "",
    formatDate(content.date),
    content.author ? `Prepared by ${content.author}` : "",
  ]
    .filter(Boolean)
    .map((fact) => tidySpaces(fonts.regular.clean(fact)))
    .join(" \u00B7 ");
  flow.advance(8);
  const factLines = clamp(
    fonts.regular,
    wrap(fonts.regular, facts, 9.5, flow.width),
    3,
    9.5,
    flow.width,
  );
  flow.lines(factLines, { face: fonts.regular, size: 9.5, lead: 14, color: colors.muted });
  flow.advance(10);
  page.drawLine({
    start: { x, y: flow.y },
    end: { x: x + flow.width, y: flow.y },
    thickness: 0.6,
    color: colors.rule,
  });
  flow.advance(8);

  drawBudgetTable(
    flow,
    fonts,
    content.budget ?? { currency: "USD", items: [], taxRate: null, notes: [] },
  );
  const notes = content.budget?.notes.filter((note) => note.trim() !== "") ?? [];
  if (notes.length > 0) {
    drawHeading(flow, fonts, "Notes");
    drawBullets(flow, fonts, notes);
  }
  drawSections(flow, fonts, content.sections);
  drawFooters(
    flow.pages,
    fonts,
    content.author ? `Prepared by ${fonts.regular.clean(content.author)}` : "",
  );
}
