// Turns any string into text an embedded font can draw: no control characters, no lone
// surrogates, no invisible format characters, and a visible U+FFFD for what the font lacks.

export const REPLACEMENT = "\uFFFD";

const PLAIN = /^[\x20-\x7E\n]*$/;
const FORMAT = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const MARK = /[\p{M}\u{1F3FB}-\u{1F3FF}]/u;
const SPACE = /\p{Zs}/u;
/** Non-breaking spaces stay what they are (numbers like "PLN 1,234.50" keep together). */
const KEPT_SPACES = new Set([0xa0, 0x2007, 0x202f]);
const ZWJ = 0x200d;

function isRegionalIndicator(cp: number): boolean {
  return cp >= 0x1f1e6 && cp <= 0x1f1ff;
}

export interface CleanOptions {
  /** Keep line breaks (paragraphs); otherwise they become spaces (titles, cells). */
  newlines?: boolean;
}

/**
 * Text safe to draw with a font that has glyphs for `covers`. Line breaks are normalised
 * to "\n", tabs become spaces, and each run of characters the font cannot show (an emoji
 * with its modifiers and joiners, a flag) becomes one U+FFFD.
 */
export function cleanText(
  value: unknown,
  covers: (codePoint: number) => boolean,
  options: CleanOptions = {},
): string {
  let text = typeof value === "string" ? value : value == null ? "" : String(value);
  text = text.replace(/\r\n?|[\v\f\x85\u2028\u2029]/g, "\n").replace(/\t/g, "    ");
  if (!options.newlines) text = text.replace(/\n/g, " ");
  if (PLAIN.test(text)) return text;
  text = text.toWellFormed().normalize("NFC");

  let out = "";
  let lastReplaced = false;
  let joined = false;
  let regionalRun = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (ch === "\n") {
      out += ch;
      lastReplaced = false;
      continue;
    }
    if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) continue;
    if (FORMAT.test(ch)) {
      if (cp === ZWJ && lastReplaced) joined = true;
      continue;
    }
    if (SPACE.test(ch) && !KEPT_SPACES.has(cp)) {
      out += " ";
      lastReplaced = joined = false;
      regionalRun = 0;
      continue;
    }
    if (covers(cp)) {
      out += ch;
      lastReplaced = joined = false;
      regionalRun = 0;
      continue;
    }
    const regional = isRegionalIndicator(cp);
    const continuesCluster =
      lastReplaced && (joined || MARK.test(ch) || (regional && regionalRun % 2 === 1));
    regionalRun = regional ? regionalRun + 1 : 0;
    joined = false;
    if (continuesCluster) continue;
    out += covers(REPLACEMENT.codePointAt(0)!) ? REPLACEMENT : "?";
    lastReplaced = true;
  }
  return out;
}

/** Collapses runs of spaces and trims; line breaks are kept. */
export function tidySpaces(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .join("\n")
    .trim();
}
