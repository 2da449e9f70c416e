// Reads back what renderDocument wrote, for the tests: every text run with its position, size,
// width and Unicode text (through the fonts' ToUnicode maps), and the embedded font subsets.
// It understands the content streams pdf-lib writes (Tf, Tm, hex-string Tj), not PDFs in general.

import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
} from "pdf-lib";

export interface TextRun {
  x: number;
  y: number;
  size: number;
  text: string;
  /** NaN for fonts without widths (the standard-14 fallback). */
  width: number;
}

export interface PageText {
  width: number;
  height: number;
  runs: TextRun[];
  /** The runs' text, one per line. */
  text: string;
}

interface FontInfo {
  twoByte: boolean;
  unicode: Map<number, string>;
  widths: Map<number, number>;
  defaultWidth: number;
}

const decoder = new TextDecoder("latin1");

function streamText(stream: PDFObject | undefined): string {
  return stream instanceof PDFRawStream ? decoder.decode(decodePDFRawStream(stream).decode()) : "";
}

function num(object: PDFObject | undefined): number {
  return object instanceof PDFNumber ? object.asNumber() : NaN;
}

/** bfchar entries `<0001> <004E0301>` as glyph id → text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const match of cmap.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
    const units = match[2].match(/.{4}/g)?.map((hex) => parseInt(hex, 16)) ?? [];
    map.set(parseInt(match[1], 16), String.fromCharCode(...units));
  }
  return map;
}

/** A CIDFont's W array: `c [w1 w2 …]` and `cFirst cLast w`. */
function parseWidths(w: PDFArray | undefined): Map<number, number> {
  const widths = new Map<number, number>();
  if (!w) return widths;
  const items = w.asArray();
  for (let i = 0; i < items.length;) {
    const first = num(items[i]);
    const next = items[i + 1];
    if (next instanceof PDFArray) {
      next.asArray().forEach((value, offset) => widths.set(first + offset, num(value)));
      i += 2;
    } else {
      const last = num(next);
      for (let c = first; c <= last; c++) widths.set(c, num(items[i + 2]));
      i += 3;
    }
  }
  return widths;
}

function fontInfo(font: PDFDict): FontInfo {
  const subtype = font.lookup(PDFName.of("Subtype"));
  const unicode = parseToUnicode(streamText(font.lookup(PDFName.of("ToUnicode"))));
  if (subtype === PDFName.of("Type0")) {
    const descendant = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
    return {
      twoByte: true,
      unicode,
      widths: parseWidths(descendant.lookupMaybe(PDFName.of("W"), PDFArray)),
      defaultWidth: num(descendant.lookup(PDFName.of("DW"))) || 1000,
    };
  }
  return { twoByte: false, unicode, widths: new Map(), defaultWidth: NaN };
}

function pageFonts(page: PDFPage): Map<string, FontInfo> {
  const fonts = new Map<string, FontInfo>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    fonts.set(name.asString(), fontInfo(font));
  }
  return fonts;
}

function contentStreams(page: PDFPage): string {
  const contents = page.node.Contents();
  if (!contents) return "";
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((_, i) => streamText(contents.lookup(i)))
      .join("\n");
  }
  return streamText(contents);
}

const TOKEN =
  /\s*(?:<([0-9A-Fa-f\s]*)>|(\/[^\s/[\]<>()]+)|([-+]?(?:\d+\.?\d*|\.\d+))|(\[|\])|([A-Za-z'"*]+))/y;

function decodeRun(hex: string, font: FontInfo | undefined): { text: string; width: number } {
  const digits = hex.replace(/\s/g, "");
  const step = font?.twoByte ? 4 : 2;
  let text = "";
  let width = 0;
  for (let i = 0; i + step <= digits.length; i += step) {
    const code = parseInt(digits.slice(i, i + step), 16);
    text += font?.unicode.get(code) ?? (step === 2 ? String.fromCharCode(code) : "\uFFFD");
    width += font?.widths.get(code) ?? font?.defaultWidth ?? NaN;
  }
  return { text, width };
}

function pageRuns(page: PDFPage): TextRun[] {
  const fonts = pageFonts(page);
  const source = contentStreams(page);
  const runs: TextRun[] = [];
  const operands: string[] = [];
  let font: FontInfo | undefined;
  let size = 0;
  let x = 0;
  let y = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) {
      TOKEN.lastIndex = start + 1;
      continue;
    }
    const [, hex, name, number, , operator] = match;
    if (hex !== undefined) operands.push(`<${hex}`);
    else if (name !== undefined) operands.push(name);
    else if (number !== undefined) operands.push(number);
    else if (operator !== undefined) {
      const args = operands.splice(0);
      if (operator === "Tf") {
        font = fonts.get(args[0]);
        size = Number(args[1]);
      } else if (operator === "Tm") {
        x = Number(args[4]);
        y = Number(args[5]);
      } else if (operator === "Tj" && args[0]?.startsWith("<")) {
        const { text, width } = decodeRun(args[0].slice(1), font);
        runs.push({ x, y, size, text, width: (width * size) / 1000 });
      }
    }
  }
  return runs;
}

export async function readPdf(bytes: Uint8Array): Promise<{ doc: PDFDocument; pages: PageText[] }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) => {
    const runs = pageRuns(page);
    const { width, height } = page.getSize();
    return { width, height, runs, text: runs.map((run) => run.text).join("\n") };
  });
  return { doc, pages };
}

export interface EmbeddedFont {
  name: string;
  /** The FontFile2 bytes (a subset: no cmap; glyph ids as in the content streams). */
  data: Uint8Array;
  /** Subset glyph id → the text it stands for. */
  unicode: Map<number, string>;
}

export function embeddedFonts(doc: PDFDocument): EmbeddedFont[] {
  const found: EmbeddedFont[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (
      !(object instanceof PDFDict) ||
      object.lookup(PDFName.of("Subtype")) !== PDFName.of("Type0")
    ) {
      continue;
    }
    const descendant = object.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
    const file = descriptor.lookup(PDFName.of("FontFile2"));
    if (!(file instanceof PDFRawStream)) continue;
    found.push({
      name: String(object.lookup(PDFName.of("BaseFont"))),
      data: decodePDFRawStream(file).decode(),
      unicode: parseToUnicode(streamText(object.lookup(PDFName.of("ToUnicode")))),
    });
  }
  return found;
}
