// What repeats on every A4 page: the running header and the footer with "Page N of M".

import type { PDFPage } from "pdf-lib";
import type { Fonts } from "./fonts.ts";
import { oneLine } from "./layout.ts";
import { A4, colors, page as margins, type } from "./theme.ts";

const HEADER_BASELINE = A4.height - 42;
const HEADER_RULE = A4.height - 52;
const FOOTER_RULE = 52;
const FOOTER_BASELINE = 36;

/** The document title on the left, `right` (e.g. the client) on the right, over a hairline. */
export function drawRunningHeader(page: PDFPage, fonts: Fonts, title: string, right: string) {
  const width = A4.width - margins.left - margins.right;
  const rightText = right ? oneLine(fonts.regular, right, type.small, width * 0.4) : "";
  const rightWidth = fonts.regular.width(rightText, type.small);
  const titleWidth = width - rightWidth - (rightText ? 24 : 0);
  const titleText = oneLine(fonts.bold, title, type.small, titleWidth);
  fonts.bold.draw(page, titleText, margins.left, HEADER_BASELINE, type.small, colors.accent);
  fonts.regular.drawRight(
    page,
    rightText,
    A4.width - margins.right,
    HEADER_BASELINE,
    type.small,
    colors.muted,
  );
  page.drawLine({
    start: { x: margins.left, y: HEADER_RULE },
    end: { x: A4.width - margins.right, y: HEADER_RULE },
    thickness: 0.6,
    color: colors.rule,
  });
}

/**
 * Footers once all pages exist: `left` (e.g. "Prepared by …") and "Page N of M", numbering
 * every page; the first `skip` pages (a cover) get none.
 */
export function drawFooters(pages: PDFPage[], fonts: Fonts, left: string, skip = 0): void {
  const total = pages.length;
  const width = A4.width - margins.left - margins.right;
  const leftText = oneLine(fonts.regular, left, type.small, width * 0.7);
  pages.forEach((page, index) => {
    if (index < skip) return;
    page.drawLine({
      start: { x: margins.left, y: FOOTER_RULE },
      end: { x: A4.width - margins.right, y: FOOTER_RULE },
      thickness: 0.6,
      color: colors.rule,
    });
    fonts.regular.draw(page, leftText, margins.left, FOOTER_BASELINE, type.small, colors.muted);
    fonts.regular.drawRight(
      page,
      `Page ${index + 1} of ${total}`,
      A4.width - margins.right,
      FOOTER_BASELINE,
      type.small,
      colors.muted,
    );
  });
}
