// The fonts every PDF is set in: Noto Sans (Latin, Greek, Cyrillic) regular and bold,
// read once per process from ./fonts/ and embedded as subsets. When the files cannot be
// read (a deployment that left them out), documents fall back to Helvetica, and characters
// outside WinAnsi show as "?", rather than failing.

import fontkit from "@pdf-lib/fontkit";
import { type PDFDocument, type PDFFont, type PDFPage, type RGB, StandardFonts } from "pdf-lib";
import { type CleanOptions, cleanText } from "./text.ts";

export interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

const NOTO = "../../../../node_modules/@expo-google-fonts/noto-sans/";
const LOCATIONS = [
  // Shipped with the function (see README.md): what hosted Supabase bundles.
  { regular: "./fonts/NotoSans-Regular.ttf", bold: "./fonts/NotoSans-Bold.ttf" },
  // The npm package the copies come from, for a checkout that lacks them.
  {
    regular: `${NOTO}400Regular/NotoSans_400Regular.ttf`,
    bold: `${NOTO}700Bold/NotoSans_700Bold.ttf`,
  },
];

/**
 * Ligatures off, for when patchEmbedder's cmap layout does not apply: one glyph per character
 * keeps measuring exact and copied text intact.
 */
const FEATURES = { liga: false, clig: false, dlig: false, calt: false };

let loading: Promise<FontBytes | null> | undefined;

/** The font files' bytes, read on first use and kept for the life of the process. */
export function loadFontBytes(): Promise<FontBytes | null> {
  loading ??= readFontBytes();
  return loading;
}

async function readFontBytes(): Promise<FontBytes | null> {
  const failures: string[] = [];
  for (const location of LOCATIONS) {
    try {
      const [regular, bold] = await Promise.all([
        Deno.readFile(new URL(location.regular, import.meta.url)),
        Deno.readFile(new URL(location.bold, import.meta.url)),
      ]);
      return { regular, bold };
    } catch (error) {
      failures.push(`${location.regular}: ${error instanceof Error ? error.message : error}`);
    }
  }
  console.warn(`pdf: Noto Sans not found, falling back to Helvetica (${failures.join("; ")})`);
  return null;
}

interface Metrics {
  chars: Set<number>;
  /** Advance widths at 1000 pt, per code point. */
  widths: Map<number, number>;
}

// Per font (not per document): coverage and widths do not change between documents.
const metrics = new Map<string, Metrics>();

/** One embedded font with what layout needs: coverage, widths, cleaning and drawing. */
export class Face {
  private readonly metrics: Metrics;

  constructor(
    readonly font: PDFFont,
    key: string,
  ) {
    let known = metrics.get(key);
    if (!known) {
      known = { chars: new Set(font.getCharacterSet()), widths: new Map() };
      metrics.set(key, known);
    }
    this.metrics = known;
  }

  readonly covers = (codePoint: number): boolean => this.metrics.chars.has(codePoint);

  /** `value` as text this font can draw (see cleanText). */
  clean(value: unknown, options?: CleanOptions): string {
    return cleanText(value, this.covers, options);
  }

  /** Width of cleaned text at `size`. */
  width(text: string, size: number): number {
    const widths = this.metrics.widths;
    let total = 0;
    for (const ch of text) {
      const codePoint = ch.codePointAt(0)!;
      let advance = widths.get(codePoint);
      if (advance === undefined) {
        advance = this.font.widthOfTextAtSize(ch, 1000);
        widths.set(codePoint, advance);
      }
      total += advance;
    }
    return (total * size) / 1000;
  }

  /** Draws one line of cleaned text with its baseline at `y`. */
  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: RGB): void {
    if (text.trim() !== "") page.drawText(text, { x, y, size, font: this.font, color });
  }

  /** Draws one line right-aligned to `right`. */
  drawRight(page: PDFPage, text: string, right: number, y: number, size: number, color: RGB) {
    this.draw(page, text, right - this.width(text, size), y, size, color);
  }
}

interface FontkitFont {
  glyphsForString(text: string): unknown[];
  layout(text: string, features?: unknown): { glyphs: unknown[] };
}

interface TtfSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}

/**
 * Two fixes to pdf-lib 1.17's font embedding, applied to its embedder's internals (the package
 * is final, so they do not move); each reports whether it applied, and the tests check both.
 * Upstream fontkit 2 is no way out: pdf-lib's subset embedder calls `subset.encodeStream()`,
 * which fontkit 2 replaced with `encode()`, and fontkit 2 copies odd-length glyphs unpadded too.
 *
 * - Subset glyphs padded to even length. fontkit writes a subset's `loca` in the short format
 *   (offsets / 2) whenever the glyphs total under 128 KB, but copies glyph data unpadded, so
 *   after the first odd-length glyph every later glyph starts mid-outline: Noto Sans came out
 *   with most letters missing (pdf-lib issues #494, #1232).
 * - Characters mapped to glyphs through the cmap alone. pdf-lib runs every drawn string through
 *   fontkit's full OpenType shaping, about 1.5 ms per line with Noto Sans; nothing here needs
 *   it (ligatures are off, and pdf-lib drops mark positioning anyway), so the same glyphs come
 *   a hundred times faster.
 */
export function patchEmbedder(font: PDFFont): { evenGlyphs: boolean; cmapLayout: boolean } {
  const embedder = (font as unknown as { embedder?: { font?: FontkitFont; subset?: TtfSubset } })
    .embedder;
  const fontkitFont = embedder?.font;
  const subset = embedder?.subset;

  let evenGlyphs = false;
  if (subset && typeof subset._addGlyph === "function" && Array.isArray(subset.glyf ?? [])) {
    const addGlyph = subset._addGlyph;
    subset._addGlyph = function (this: TtfSubset, gid: number): number {
      const index = addGlyph.call(this, gid);
      const data = this.glyf[index];
      // Same class as fontkit's data (its Buffer polyfill): its encoder accepts nothing else.
      const Buffer = data?.constructor as unknown as { alloc?(size: number): Uint8Array };
      if (data && data.length % 2 === 1 && typeof Buffer?.alloc === "function") {
        const padded = Buffer.alloc(data.length + 1);
        padded.set(data);
        this.glyf[index] = padded;
        this.offset += 1;
      }
      return index;
    };
    evenGlyphs = true;
  }

  let cmapLayout = false;
  if (fontkitFont && typeof fontkitFont.glyphsForString === "function") {
    fontkitFont.layout = (text: string) => ({ glyphs: fontkitFont.glyphsForString(text) });
    cmapLayout = true;
  }
  return { evenGlyphs, cmapLayout };
}

export interface Fonts {
  regular: Face;
  bold: Face;
  /** False when the Helvetica fallback is in use. */
  unicode: boolean;
}

/** Noto Sans from `bytes`, or Helvetica when there are none. */
export async function embedFonts(doc: PDFDocument, bytes: FontBytes | null): Promise<Fonts> {
  if (bytes) {
    doc.registerFontkit(fontkit);
    const [regular, bold] = await Promise.all([
      doc.embedFont(bytes.regular, {
        subset: true,
        features: FEATURES,
        customName: "CRMAAA+NotoSans-Regular",
      }),
      doc.embedFont(bytes.bold, {
        subset: true,
        features: FEATURES,
        customName: "CRMAAB+NotoSans-Bold",
      }),
    ]);
    patchEmbedder(regular);
    patchEmbedder(bold);
    return {
      regular: new Face(regular, "noto-regular"),
      bold: new Face(bold, "noto-bold"),
      unicode: true,
    };
  }
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return {
    regular: new Face(regular, "helvetica"),
    bold: new Face(bold, "helvetica-bold"),
    unicode: false,
  };
}
