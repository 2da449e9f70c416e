// The budget table: Item, Quantity, Unit price, Amount, then subtotal, tax and total. Rows
// wrap; a row taller than a page is split; every page the table continues on repeats the header.

import type { PDFPage } from "pdf-lib";
import type { BudgetTable } from "../documents/content.ts";
import type { Face, Fonts } from "./fonts.ts";
import { baselineIn, fit, type Flow, wrap } from "./layout.ts";
import { type BudgetTotals, computeBudget } from "../documents/budget.ts";
import { formatMoneyFixed, formatPercent, formatQuantity } from "../documents/money.ts";
import { tidySpaces } from "./text.ts";
import { colors } from "./theme.ts";

const SIZE = 9.5;
const LEAD = 13.5;
const PAD_X = 8;
const PAD_Y = 6;
const HEADER_HEIGHT = 24;
const HEADERS = ["Item", "Quantity", "Unit price", "Amount"];

interface Row {
  cells: string[][];
}

interface Columns {
  x: number[];
  widths: number[];
}

function columns(flow: Flow, face: Face, bold: Face, texts: string[][]): Columns {
  const total = flow.width;
  const widths = [0, 0, 0, 0];
  for (let column = 1; column < 4; column++) {
    let widest = bold.width(HEADERS[column], 8.5);
    for (const row of texts) widest = Math.max(widest, face.width(row[column], SIZE));
    widths[column] = Math.min(Math.max(widest + 2 * PAD_X, 64), total * 0.2);
  }
  widths[0] = total - widths[1] - widths[2] - widths[3];
  const x = [flow.left];
  for (let column = 1; column < 4; column++) x.push(x[column - 1] + widths[column - 1]);
  return { x, widths };
}

export function drawBudgetTable(flow: Flow, fonts: Fonts, table: BudgetTable): void {
  const { regular, bold } = fonts;
  const totals = computeBudget(table);
  const currency = regular.clean(totals.currency);
  const texts = totals.lines.map((line) => [
    tidySpaces(regular.clean(line.item, { newlines: true })) || "\u2014",
    formatQuantity(line.quantity),
    formatMoneyFixed(line.unitPrice, currency, true),
    formatMoneyFixed(line.amount, currency),
  ]);
  const cols = columns(flow, regular, bold, texts);
  const rows: Row[] = texts.map((cells) => ({
    cells: cells.map((text, column) => wrap(regular, text, SIZE, cols.widths[column] - 2 * PAD_X)),
  }));

  const header = (page: PDFPage) => {
    page.drawRectangle({
      x: flow.left,
      y: flow.y - HEADER_HEIGHT,
      width: flow.width,
      height: HEADER_HEIGHT,
      color: colors.accent,
    });
    const baseline = baselineIn(flow.y, 8.5, HEADER_HEIGHT);
    HEADERS.forEach((label, column) => {
      if (column === 0) bold.draw(page, label, cols.x[0] + PAD_X, baseline, 8.5, colors.white);
      else {
        const right = cols.x[column] + cols.widths[column] - PAD_X;
        bold.drawRight(page, label, right, baseline, 8.5, colors.white);
      }
    });
    flow.advance(HEADER_HEIGHT);
  };

  flow.gap(10);
  const firstRow = rows.length > 0 ? Math.max(...rows[0].cells.map((c) => c.length)) : 1;
  header(flow.ensure(HEADER_HEIGHT + Math.min(firstRow, 3) * LEAD + 2 * PAD_Y));
  if (rows.length === 0) {
    const page = flow.ensure(LEAD + 2 * PAD_Y);
    regular.draw(
      page,
      "No line items",
      cols.x[0] + PAD_X,
      baselineIn(flow.y - PAD_Y, SIZE, LEAD),
      SIZE,
      colors.muted,
    );
    flow.advance(LEAD + 2 * PAD_Y);
  }
  const pageLines = Math.floor(
    (flow.frame.height - flow.frame.top - flow.frame.bottom - HEADER_HEIGHT - 2 * PAD_Y) / LEAD,
  );

  rows.forEach((row, index) => {
    const height = Math.max(...row.cells.map((lines) => lines.length));
    let from = 0;
    while (from < height) {
      let room = Math.floor((flow.y - flow.frame.bottom - 2 * PAD_Y) / LEAD);
      // A row that fits on a fresh page is not split; a longer one is, across pages.
      if (room < height - from && (height - from <= pageLines || room < 1)) {
        header(flow.newPage());
        room = Math.floor((flow.y - flow.frame.bottom - 2 * PAD_Y) / LEAD);
      }
      const count = Math.min(room, height - from);
      drawRowPart(flow, fonts, cols, row, index, from, count);
      from += count;
    }
  });
  drawTotals(flow, fonts, cols, totals, currency);
}

function drawRowPart(
  flow: Flow,
  fonts: Fonts,
  cols: Columns,
  row: Row,
  index: number,
  from: number,
  count: number,
) {
  const page = flow.page!;
  const height = count * LEAD + 2 * PAD_Y;
  if (index % 2 === 1) {
    page.drawRectangle({
      x: flow.left,
      y: flow.y - height,
      width: flow.width,
      height,
      color: colors.tint,
    });
  }
  row.cells.forEach((lines, column) => {
    lines.slice(from, from + count).forEach((line, offset) => {
      const baseline = baselineIn(flow.y - PAD_Y - offset * LEAD, SIZE, LEAD);
      if (column === 0) {
        fonts.regular.draw(page, line, cols.x[0] + PAD_X, baseline, SIZE, colors.text);
      } else {
        const right = cols.x[column] + cols.widths[column] - PAD_X;
        fonts.regular.drawRight(page, line, right, baseline, SIZE, colors.text);
      }
    });
  });
  page.drawLine({
    start: { x: flow.left, y: flow.y - height },
    end: { x: flow.left + flow.width, y: flow.y - height },
    thickness: 0.5,
    color: colors.rule,
  });
  flow.advance(height);
}

function drawTotals(
  flow: Flow,
  fonts: Fonts,
  cols: Columns,
  totals: BudgetTotals,
  currency: string,
) {
  const entries: [string, string, boolean][] = [
    ["Subtotal", formatMoneyFixed(totals.subtotal, currency), false],
  ];
  if (totals.tax !== null && totals.taxRate !== null) {
    entries.push([
      `Tax (${formatPercent(totals.taxRate)})`,
      formatMoneyFixed(totals.tax, currency),
      false,
    ]);
  }
  entries.push(["Total", formatMoneyFixed(totals.total, currency), true]);

  const blockX = Math.max(cols.x[2] - 48, flow.left);
  const blockWidth = flow.left + flow.width - blockX;
  const lines = entries.map(([label, value, strong]) => {
    const face = strong ? fonts.bold : fonts.regular;
    const size = strong ? 11 : SIZE;
    const room = blockWidth - 2 * PAD_X - face.width(label, size) - 12;
    const fitted = fit(face, value, [size, size - 2, 6], room, 3);
    return {
      label,
      fitted,
      face,
      size,
      strong,
      height: fitted.lines.length * 16 + (strong ? 10 : 4),
    };
  });
  flow.gap(6);
  const page = flow.ensure(lines.reduce((sum, line) => sum + line.height, 0));
  for (const line of lines) {
    const color = line.strong ? colors.accentDark : colors.text;
    if (line.strong) {
      const y = flow.y - line.height;
      page.drawRectangle({
        x: blockX,
        y,
        width: blockWidth,
        height: line.height,
        color: colors.tint,
      });
      page.drawLine({
        start: { x: blockX, y: flow.y },
        end: { x: blockX + blockWidth, y: flow.y },
        thickness: 1.2,
        color: colors.accent,
      });
    }
    const top = flow.y - (line.strong ? 5 : 2);
    const labelColor = line.strong ? colors.accentDark : colors.muted;
    line.face.draw(
      page,
      line.label,
      blockX + PAD_X,
      baselineIn(top, line.size, 16),
      line.size,
      labelColor,
    );
    line.fitted.lines.forEach((text, i) => {
      const baseline = baselineIn(top - i * 16, line.fitted.size, 16);
      line.face.drawRight(
        page,
        text,
        blockX + blockWidth - PAD_X,
        baseline,
        line.fitted.size,
        color,
      );
    });
    flow.advance(line.height);
  }
}
