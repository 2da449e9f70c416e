// Line breaking and page flow. Text given to these functions is already cleaned (Face.clean).

import type { PDFDocument, PDFPage, RGB } from "pdf-lib";
import type { Face } from "./fonts.ts";

const ELLIPSIS = "\u2026";
// Noto Sans: ascender 1.069 em, descender 0.293 em.
const ASCENT = 1.069;
const DESCENT = 0.293;

/** The baseline that centres a line of `size` in a line box of height `lead` starting at `top`. */
export function baselineIn(top: number, size: number, lead: number): number {
  return top - (lead - (ASCENT + DESCENT) * size) / 2 - ASCENT * size;
}

/**
 * Greedy line breaking at spaces; "\n" forces a break, one blank line at most survives;
 * a word wider than the line is broken between characters. Never returns an empty list.
 */
export function wrap(face: Face, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const space = face.width(" ", size);
  for (const hardLine of text.split("\n")) {
    const words = hardLine.split(" ").filter((word) => word !== "");
    if (words.length === 0) {
      if (lines.length > 0 && lines[lines.length - 1] !== "") lines.push("");
      continue;
    }
    let line = "";
    let width = 0;
    for (const word of words) {
      const wordWidth = face.width(word, size);
      if (line !== "" && width + space + wordWidth <= maxWidth) {
        line += " " + word;
        width += space + wordWidth;
        continue;
      }
      if (line !== "") lines.push(line);
      if (wordWidth <= maxWidth) {
        line = word;
        width = wordWidth;
        continue;
      }
      const pieces = breakWord(face, word, size, maxWidth);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1];
      width = face.width(line, size);
    }
    lines.push(line);
  }
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.length > 0 ? lines : [""];
}

function breakWord(face: Face, word: string, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  let width = 0;
  for (const ch of word) {
    const charWidth = face.width(ch, size);
    if (piece !== "" && width + charWidth > maxWidth) {
      pieces.push(piece);
      piece = "";
      width = 0;
    }
    piece += ch;
    width += charWidth;
  }
  pieces.push(piece);
  return pieces;
}

/** At most `maxLines` lines; when text was cut, the last line ends with an ellipsis. */
export function clamp(
  face: Face,
  lines: string[],
  maxLines: number,
  size: number,
  maxWidth: number,
): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  const chars = Array.from(kept[kept.length - 1]);
  while (chars.length > 0 && face.width(chars.join("") + ELLIPSIS, size) > maxWidth) chars.pop();
  kept[kept.length - 1] = chars.join("").trimEnd() + ELLIPSIS;
  return kept;
}

/**
 * The largest of `sizes` (descending) at which `text` fits in `maxLines`, else the smallest,
 * clamped.
 */
export function fit(
  face: Face,
  text: string,
  sizes: number[],
  maxWidth: number,
  maxLines: number,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(face, text, size, maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1];
  return { size, lines: clamp(face, wrap(face, text, size, maxWidth), maxLines, size, maxWidth) };
}

/** Text on one line (breaks and runs of spaces become one space), cut with an ellipsis to fit. */
export function oneLine(face: Face, text: string, size: number, maxWidth: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (face.width(flat, size) <= maxWidth) return flat;
  const chars = Array.from(flat);
  const cut = (count: number) => chars.slice(0, count).join("").trimEnd() + ELLIPSIS;
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (face.width(cut(middle), size) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}

export interface TextStyle {
  face: Face;
  size: number;
  /** Line box height. */
  lead: number;
  color: RGB;
}

export interface Frame {
  width: number;
  height: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A cursor running down a document's pages, adding a page when the next line would not fit. */
export class Flow {
  page: PDFPage | null = null;
  y = 0;
  readonly pages: PDFPage[] = [];
  private fresh = true;

  constructor(
    private readonly doc: PDFDocument,
    readonly frame: Frame,
    private readonly decorate?: (page: PDFPage) => void,
  ) {}

  get left(): number {
    return this.frame.left;
  }

  get width(): number {
    return this.frame.width - this.frame.left - this.frame.right;
  }

  newPage(): PDFPage {
    const page = this.doc.addPage([this.frame.width, this.frame.height]);
    this.pages.push(page);
    this.page = page;
    this.y = this.frame.height - this.frame.top;
    this.fresh = true;
    this.decorate?.(page);
    return page;
  }

  /** The current page, after starting a new one unless `height` still fits on it. */
  ensure(height: number): PDFPage {
    if (this.page === null || this.y - height < this.frame.bottom - 0.001) return this.newPage();
    return this.page;
  }

  /** Vertical space between blocks; none at the top of a page. */
  gap(height: number): void {
    if (this.page !== null && !this.fresh) this.y -= height;
  }

  advance(height: number): void {
    this.y -= height;
    this.fresh = false;
  }

  /** Draws lines at `x`, breaking pages between lines. */
  lines(lines: string[], style: TextStyle, x = this.left): void {
    for (const line of lines) {
      const page = this.ensure(style.lead);
      style.face.draw(
        page,
        line,
        x,
        baselineIn(this.y, style.size, style.lead),
        style.size,
        style.color,
      );
      this.advance(style.lead);
    }
  }

  /** A wrapped paragraph of already cleaned text. */
  paragraph(text: string, style: TextStyle, indent = 0): void {
    this.lines(wrap(style.face, text, style.size, this.width - indent), style, this.left + indent);
  }

  /** A bullet: the marker on the first line, the text hanging beside it. */
  bullet(text: string, style: TextStyle, marker: TextStyle, indent = 0, hang = 14): void {
    const x = this.left + indent;
    const lines = wrap(style.face, text, style.size, this.width - indent - hang);
    const page = this.ensure(style.lead);
    marker.face.draw(
      page,
      "\u2022",
      x + 2,
      baselineIn(this.y, style.size, style.lead),
      style.size,
      marker.color,
    );
    this.lines(lines, style, x + hang);
  }
}
