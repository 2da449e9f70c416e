// Blocks of flowing A4 text: section headings, paragraphs and bullet lists.

import type { DocumentSection } from "../documents/content.ts";
import type { Fonts } from "./fonts.ts";
import { type Flow, type TextStyle, wrap } from "./layout.ts";
import { tidySpaces } from "./text.ts";
import { colors, type } from "./theme.ts";

export function bodyStyle(fonts: Fonts): TextStyle {
  return {
    face: fonts.regular,
    size: type.body,
    lead: type.body * type.bodyLeading,
    color: colors.text,
  };
}

/** A section heading, kept on a page with the two lines that follow it. */
export function drawHeading(flow: Flow, fonts: Fonts, raw: string): void {
  const text = tidySpaces(fonts.bold.clean(raw));
  if (!text) return;
  const style: TextStyle = { face: fonts.bold, size: type.heading, lead: 20, color: colors.accent };
  const lines = wrap(fonts.bold, text, style.size, flow.width);
  flow.gap(22);
  flow.ensure(Math.min(lines.length, 3) * style.lead + 6 + 2 * type.body * type.bodyLeading);
  flow.lines(lines, style);
  flow.advance(6);
}

export function drawParagraphs(flow: Flow, fonts: Fonts, paragraphs: string[]): void {
  const body = bodyStyle(fonts);
  for (const paragraph of paragraphs) {
    const text = tidySpaces(fonts.regular.clean(paragraph, { newlines: true }));
    if (!text) continue;
    flow.gap(8);
    flow.paragraph(text, body);
  }
}

export function drawBullets(flow: Flow, fonts: Fonts, bullets: string[]): void {
  const body = bodyStyle(fonts);
  const marker: TextStyle = { ...body, face: fonts.bold, color: colors.accent };
  let first = true;
  for (const bullet of bullets) {
    const text = tidySpaces(fonts.regular.clean(bullet, { newlines: true }));
    if (!text) continue;
    flow.gap(first ? 8 : 3);
    flow.bullet(text, body, marker, 4);
    first = false;
  }
}

export function drawSections(flow: Flow, fonts: Fonts, sections: DocumentSection[]): void {
  for (const section of sections) {
    drawHeading(flow, fonts, section.heading);
    drawParagraphs(flow, fonts, section.paragraphs);
    drawBullets(flow, fonts, section.bullets);
  }
}
