// Presentation: 16:9 slides (960 × 540 pt). A title slide, one slide per Slide (bullets shrink
// to fit, then continue on "(cont.)" slides), and a closing "Thank you" slide.

import type { PDFDocument, PDFPage } from "pdf-lib";
import type { Slide } from "../documents/content.ts";
import type { Fonts } from "./fonts.ts";
import { baselineIn, clamp, fit, oneLine, wrap } from "./layout.ts";
import { type Normalized, sectionsToSlides } from "./normalize.ts";
import { tidySpaces } from "./text.ts";
import { type Block, height, split } from "./split.ts";
import { colors, formatDate, KIND_LABELS, SLIDE } from "./theme.ts";

const X = 64;
const WIDTH = SLIDE.width - 2 * X;
const BODY_BOTTOM = 76;
const SIZES = [24, 22, 20, 18, 16];
const SPLIT_SIZE = 18;
const NEXT_STEPS = /next\s*steps?/i;

export function drawPresentation(doc: PDFDocument, fonts: Fonts, content: Normalized): void {
  const slides = content.slides.length > 0 ? content.slides : sectionsToSlides(content.sections);
  drawTitleSlide(doc.addPage([SLIDE.width, SLIDE.height]), fonts, content);
  const numbered: PDFPage[] = [];
  for (const slide of slides) numbered.push(...drawContentSlides(doc, fonts, slide));
  drawClosingSlide(doc.addPage([SLIDE.width, SLIDE.height]), fonts, content, slides);

  const total = numbered.length + 2;
  const deck = oneLine(
    fonts.regular,
    tidySpaces(fonts.regular.clean(content.title)),
    10,
    WIDTH * 0.7,
  );
  numbered.forEach((page, index) => {
    page.drawLine({
      start: { x: X, y: 48 },
      end: { x: SLIDE.width - X, y: 48 },
      thickness: 0.6,
      color: colors.rule,
    });
    fonts.regular.draw(page, deck, X, 28, 10, colors.muted);
    fonts.regular.drawRight(page, `${index + 2} / ${total}`, SLIDE.width - X, 28, 10, colors.muted);
  });
}

function background(page: PDFPage): void {
  page.drawRectangle({
    x: 0,
    y: 0,
    width: SLIDE.width,
    height: SLIDE.height,
    color: colors.accentDark,
  });
  page.drawRectangle({ x: 0, y: 0, width: SLIDE.width, height: 8, color: colors.accent });
}

/** A new slide in the light style of the body slides: white, an accent band along the top. */
function addContentSlide(doc: PDFDocument): PDFPage {
  const page = doc.addPage([SLIDE.width, SLIDE.height]);
  page.drawRectangle({
    x: 0,
    y: SLIDE.height - 6,
    width: SLIDE.width,
    height: 6,
    color: colors.accent,
  });
  return page;
}

function drawTitleSlide(page: PDFPage, fonts: Fonts, content: Normalized): void {
  background(page);
  const title = fit(
    fonts.bold,
    tidySpaces(fonts.bold.clean(content.title)),
    [44, 38, 32, 28],
    WIDTH,
    3,
  );
  const lead = title.size * 1.2;
  let y = SLIDE.height - 150;
  page.drawRectangle({ x: X, y: y + 24, width: 44, height: 3, color: colors.accentSoft });
  fonts.bold.draw(page, KIND_LABELS.presentation.toUpperCase(), X, y, 11, colors.accentSoft);
  y -= 22;
  for (const line of title.lines) {
    fonts.bold.draw(page, line, X, baselineIn(y, title.size, lead), title.size, colors.white);
    y -= lead;
  }
  const subtitle = tidySpaces(fonts.regular.clean(content.subtitle ?? ""));
  if (subtitle) {
    y -= 10;
    for (const line of clamp(
      fonts.regular,
      wrap(fonts.regular, subtitle, 20, WIDTH),
      2,
      20,
      WIDTH,
    )) {
      fonts.regular.draw(page, line, X, baselineIn(y, 20, 28), 20, colors.accentSoft);
      y -= 28;
    }
  }
  const client = tidySpaces(fonts.regular.clean(content.clientName ?? ""));
  if (client) {
    const text = oneLine(fonts.regular, `Prepared for ${client}`, 15, WIDTH);
    fonts.regular.draw(page, text, X, 96, 15, colors.white);
  }
  const author = tidySpaces(fonts.regular.clean(content.author));
  const byline = [author ? `Prepared by ${author}` : "", formatDate(content.date)].filter(Boolean);
  fonts.regular.draw(
    page,
    oneLine(fonts.regular, byline.join(" \u00B7 "), 12, WIDTH),
    X,
    70,
    12,
    colors.accentSoft,
  );
}

/** Bullets as blocks of lines at `size`. */
function layoutBullets(fonts: Fonts, bullets: string[], size: number): Block[] {
  const width = WIDTH - size * 1.2;
  return bullets.map((text) => ({ lines: wrap(fonts.regular, text, size, width), marker: true }));
}

function drawContentSlides(doc: PDFDocument, fonts: Fonts, slide: Slide): PDFPage[] {
  const titleText = tidySpaces(fonts.bold.clean(slide.title));
  const bullets = slide.bullets
    .map((b) => tidySpaces(fonts.regular.clean(b, { newlines: true })))
    .filter((b) => b !== "");
  if (bullets.length === 0) return [drawDividerSlide(doc, fonts, titleText)];
  const title = fit(fonts.bold, titleText, [30, 26, 22], WIDTH, 2);
  const titleHeight = title.lines.length * title.size * 1.2;
  const bodyTop = SLIDE.height - 56 - titleHeight - 40;
  const room = bodyTop - BODY_BOTTOM;

  // The largest size at which everything fits on one slide; else continuation slides.
  let size = SPLIT_SIZE;
  let slides: Block[][] | null = null;
  for (const candidate of SIZES) {
    const blocks = layoutBullets(fonts, bullets, candidate);
    if (height(blocks, candidate * 1.4, candidate * 0.55) <= room) {
      size = candidate;
      slides = [blocks];
      break;
    }
  }
  slides ??= split(layoutBullets(fonts, bullets, size), size * 1.4, size * 0.55, room);
  const lead = size * 1.4;
  const gap = size * 0.55;

  return slides.map((blocks, index) => {
    const page = addContentSlide(doc);
    const suffix = index > 0 ? " (cont.)" : "";
    let lines = title.lines;
    if (suffix) {
      lines = clamp(
        fonts.bold,
        wrap(fonts.bold, titleText + suffix, title.size, WIDTH),
        2,
        title.size,
        WIDTH,
      );
    }
    let y = SLIDE.height - 56;
    const titleLead = title.size * 1.2;
    for (const line of lines) {
      fonts.bold.draw(
        page,
        line,
        X,
        baselineIn(y, title.size, titleLead),
        title.size,
        colors.accentDark,
      );
      y -= titleLead;
    }
    page.drawRectangle({ x: X, y: y - 16, width: 48, height: 3, color: colors.accent });

    y = bodyTop;
    blocks.forEach((block, i) => {
      if (i > 0) y -= gap;
      if (block.marker) {
        fonts.bold.draw(page, "\u2022", X + 2, baselineIn(y, size, lead), size, colors.accent);
      }
      for (const line of block.lines) {
        fonts.regular.draw(
          page,
          line,
          X + size * 1.2,
          baselineIn(y, size, lead),
          size,
          colors.text,
        );
        y -= lead;
      }
    });
    return page;
  });
}

/** A slide with a title and nothing else: a section divider, the title large and centred. */
function drawDividerSlide(doc: PDFDocument, fonts: Fonts, text: string): PDFPage {
  const page = addContentSlide(doc);
  const title = fit(fonts.bold, text, [40, 34, 28], WIDTH, 4);
  const lead = title.size * 1.2;
  let y = (SLIDE.height + title.lines.length * lead) / 2 + 10;
  page.drawRectangle({ x: X, y: y + 18, width: 48, height: 4, color: colors.accent });
  for (const line of title.lines) {
    fonts.bold.draw(page, line, X, baselineIn(y, title.size, lead), title.size, colors.accentDark);
    y -= lead;
  }
  return page;
}

function drawClosingSlide(page: PDFPage, fonts: Fonts, content: Normalized, slides: Slide[]): void {
  background(page);
  fonts.bold.draw(page, "Thank you", X, SLIDE.height - 150, 48, colors.white);
  const source =
    [...slides].reverse().find((s) => NEXT_STEPS.test(s.title)) ??
    sectionsToSlides(content.sections)
      .reverse()
      .find((s) => NEXT_STEPS.test(s.title));
  const steps = (source?.bullets ?? [])
    .map((b) => tidySpaces(fonts.regular.clean(b)))
    .filter(Boolean);
  let y = SLIDE.height - 200;
  fonts.bold.draw(page, "NEXT STEPS", X, y, 11, colors.accentSoft);
  y -= 14;
  if (steps.length === 0) steps.push("Questions and discussion: agree on the next steps together.");
  const size = 17;
  const lead = 24;
  const bottom = 120;
  for (const step of steps) {
    const remaining = Math.floor((y - bottom) / lead);
    if (remaining <= 0) break;
    const wrapped = wrap(fonts.regular, step, size, WIDTH - 24);
    const lines = clamp(fonts.regular, wrapped, Math.min(remaining, 3), size, WIDTH - 24);
    fonts.bold.draw(page, "\u2022", X, baselineIn(y, size, lead), size, colors.accentSoft);
    for (const line of lines) {
      fonts.regular.draw(page, line, X + 24, baselineIn(y, size, lead), size, colors.white);
      y -= lead;
    }
    y -= 4;
  }
  const author = tidySpaces(fonts.regular.clean(content.author));
  const client = tidySpaces(fonts.regular.clean(content.clientName ?? ""));
  const byline = [author ? `Prepared by ${author}` : "", client ? `for ${client}` : ""].filter(
    Boolean,
  );
  fonts.regular.draw(
    page,
    oneLine(fonts.regular, byline.join(" "), 13, WIDTH),
    X,
    70,
    13,
    colors.accentSoft,
  );
}
