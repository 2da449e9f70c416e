// What the attached files say: a CSV's rows and columns, a document's key points, an image's
// name, size and pixel dimensions (the local provider cannot see what an image shows).

import Papa from "papaparse";
import { formatFileSize } from "../../contract/file-size.ts";
import type { Attachment } from "../types.ts";
import { groupDigits } from "../../documents/money.ts";
import { currencyFromToken } from "./money.ts";
import { tokens } from "./nlp.ts";
import { contentWords, plural, splitSentences } from "./text.ts";

export function imageDimensions(bytes: Uint8Array | undefined): [number, number] | null {
  if (!bytes || bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return [view.getUint32(16), view.getUint32(20)];
  if (bytes[0] === 0x47 && bytes[1] === 0x49) {
    return [view.getUint16(6, true), view.getUint16(8, true)];
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      const length = view.getUint16(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return [view.getUint16(i + 7), view.getUint16(i + 5)];
      }
      i += 2 + length;
    }
  }
  return null;
}

function isCsv(a: Attachment): boolean {
  return /csv|excel|spreadsheet/i.test(a.mimeType) || /\.(?:csv|xlsx?)$/i.test(a.name);
}

/** The rows of a table, each cell on one line. */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data.map((row) =>
    row.map((cell) => cell.replace(/\s+/g, " ").trim()),
  );
}

/** A column named for its currency: "amount_eur", "line_total_dkk", "Price (USD)". */
const CURRENCY_COLUMN = /[\s_(-]([a-z]{3})\)?$/i;
/** Columns that say whose row it is: an export lists other customers too. */
const PARTY_COLUMN = /^(?:customer|client|company|account|organi[sz]ation|buyer|name)\b/i;

/**
 * A table's rows as statements the extractors read like the rep's notes: "line total 86500 DKK,
 * item TOTAL". When a column names the customer and `client` is given, only the client's rows.
 */
export function csvStatements(text: string, client: string | null, separator = ", "): string {
  const [header, ...data] = parseCsv(text);
  if (!header || data.length === 0 || header.some((h) => numeric(h) !== null)) return text;
  const columns = header.map((h) => {
    const code = h.match(CURRENCY_COLUMN)?.[1]?.toUpperCase();
    const known = Boolean(code) && currencyFromToken(code) === code;
    return {
      label: (known ? h.replace(CURRENCY_COLUMN, "") : h).replace(/_/g, " ").trim(),
      code: known ? code : null,
    };
  });
  const party = header.findIndex((h) => PARTY_COLUMN.test(h));
  const name = client ? distinctiveWord(client) : null;
  const theirs = (r: string[]) => Boolean(name && nameWords(r[party] ?? "").includes(name));
  const rows = party >= 0 && data.some(theirs) ? data.filter(theirs) : data;
  const rivals = rivalColumns(header);
  return [...rows, ...(rivals.length ? [null] : [])]
    .map((r) => {
      if (!r) return `Compared with ${rivals.join(", ")}.`;
      // A totals row ("…;58240.00;TOTAL net") names each of its figures a total.
      const total = r.some((cell) => TOTAL_CELL.test(cell));
      return columns
        .map((c, i) => {
          if (!r[i]) return "";
          const figure = numeric(r[i]) !== null;
          const label = total && figure ? `total ${c.label}` : c.label;
          return `${label} ${r[i]}${c.code && figure ? ` ${c.code}` : ""}`;
        })
        .filter(Boolean)
        .join(separator);
    })
    .join("\n");
}

/** A column for our side in a comparison: "Our offer", "Us", "Candidate D (us)". */
const OUR_COLUMN = /^(?:our\b|us$|we$)|\((?:us|we|ours)\)$/i;

/**
 * A comparison laid out with the options as columns ("criterion, weight, Our offer, Sumsub,
 * Veriff"): beside our own column, the headers that are names (no word of them in the
 * vocabulary) are the other vendors.
 */
function rivalColumns(header: string[]): string[] {
  if (!header.some((h) => OUR_COLUMN.test(h.trim()))) return [];
  return header.filter(
    (h) =>
      !OUR_COLUMN.test(h.trim()) &&
      /^\p{Lu}/u.test(h) &&
      tokens(h.toLowerCase()).every((t) => t.unknown && /^\p{L}/u.test(t.text)),
  );
}

/**
 * An attached table's statements: a CSV, or a workbook's sheets ("Sheet: Scoring" over each
 * sheet's rows, cells apart by tabs or drawn with bars) read one by one.
 */
export function tableStatements(a: Attachment, client: string | null): string {
  const text = a.text ?? "";
  if (!isCsv(a)) return barTableStatements(text, client);
  return text
    .split(/^(Sheet: .*)$/m)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) =>
      /^Sheet: /.test(part)
        ? part
        : part.split("\n").every((line) => line.includes("|"))
          ? barTableStatements(part, client)
          : csvStatements(part, client),
    )
    .join("\n");
}

/** A line of a table drawn with bars: "1 | Accenture | 61.5". */
const BAR_ROW = /^\s*\|?[^|\n]+(?:\|[^|\n]*)+$/;

/**
 * A text's tables drawn with bars, each read row by row like a CSV (`csvStatements`); the
 * text around them is left as it is.
 */
export function barTableStatements(text: string, client: string | null): string {
  const lines = text.split("\n");
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => cell.trim());
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    let end = i;
    // A table's rows have as many cells as its header.
    while (
      end < lines.length &&
      BAR_ROW.test(lines[end]) &&
      cells(lines[end]).length === cells(lines[i]).length
    ) {
      end++;
    }
    if (end - i >= 2) {
      const rows = lines.slice(i, end).filter((l) => !/^[\s|:+-]+$/.test(l));
      // Cells apart as clauses, so a name in one is not listed with the next ("Accenture; Quality").
      out.push(csvStatements(Papa.unparse(rows.map(cells)), client, "; "));
      i = end;
    } else out.push(lines[i++]);
  }
  return out.join("\n");
}

/** A cell that marks its row as the totals: "TOTAL", "Total net", "Grand total". */
const TOTAL_CELL = /^(?:grand |sub-?)?total\b/i;

/** Words that name no company in particular: "The", "Group", "Ltd". */
const GENERIC_NAME_WORDS = new Set(
  (
    "the a an and of & group holding holdings company co corp corporation inc llc ltd limited plc " +
    "gmbh ag ab as asa oy sa sas srl spa bv nv kk pty"
  ).split(" "),
);

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\d&]+/u)
    .filter(Boolean);

/** The word that tells a company apart: "The Harbour Group" → "harbour". */
function distinctiveWord(name: string): string | null {
  return nameWords(name).find((w) => !GENERIC_NAME_WORDS.has(w)) ?? null;
}

function numeric(cell: string): number | null {
  const cleaned = cell.replace(/[$€£¥\s]|PLN|USD|EUR|GBP/g, "").replace(/,(?=\d{3}\b)/g, "");
  if (!/^-?\d+(?:\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

function describeCsv(a: Attachment, question: string): string[] {
  const rows = parseCsv(a.text ?? "");
  if (rows.length === 0) return [`${a.name} is empty.`];
  const [header, ...data] = rows;
  const out = [
    `${a.name} has ${plural(data.length, "row")} and ${plural(header.length, "column")}: ${header.join(
      ", ",
    )}.`,
  ];
  const asked = contentWords(question);
  const stats: string[] = [];
  header.forEach((name, col) => {
    const values = data.map((r) => numeric(r[col] ?? "")).filter((v): v is number => v !== null);
    if (values.length === 0 || values.length < data.length / 2) return;
    const total = values.reduce((s, v) => s + v, 0);
    const line = `${name}: total ${groupDigits(total)}, from ${groupDigits(
      Math.min(...values),
    )} to ${groupDigits(Math.max(...values))}`;
    const mentioned = [...contentWords(name)].some((w) => asked.has(w));
    if (mentioned) stats.unshift(line);
    else stats.push(line);
  });
  if (stats.length) out.push(`Numbers: ${stats.slice(0, 4).join("; ")}.`);
  const sample = data
    .slice(0, 3)
    .map((r) => header.map((h, i) => `${h} ${r[i] ?? ""}`.trim()).join(", "));
  if (sample.length) out.push(`First ${plural(sample.length, "row")}: ${sample.join(" | ")}.`);
  return out;
}

const KEY_POINT =
  /\b(?:must|shall|should|need|needs|require\w*|important|deadline|budget|goal|objective|scope)\b/i;

/** The lines worth repeating from a document: bullets and sentences that state requirements. */
export function keyPoints(text: string, max = 5): string[] {
  const lines = text
    .replace(/\r/g, "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const bullets = lines
    .filter((l) => /^(?:[-*•]|\d+[.)])\s+/.test(l))
    .map((l) => l.replace(/^(?:[-*•]|\d+[.)])\s+/, ""));
  const stated = splitSentences(text).filter((s) => KEY_POINT.test(s));
  const points = [...bullets, ...stated].map((p) => p.replace(/\s+/g, " ").trim());
  return [...new Set(points)].filter((p) => p.length > 3).slice(0, max);
}

function describeText(a: Attachment): string[] {
  const text = a.text ?? "";
  const count = (text.match(/\S+/g) ?? []).length;
  const title = text.trim().split("\n")[0]?.trim() ?? "";
  const out = [
    `${a.name} (${formatFileSize(a.size)}, ${plural(count, "word")})${
      title && title.length < 80 ? `, titled "${title}"` : ""
    }.`,
  ];
  const points = keyPoints(text);
  if (points.length) {
    out.push(`Key points: ${points.map((p) => `"${p.replace(/[.;]$/, "")}"`).join("; ")}.`);
  } else {
    out.push(
      `It opens with: "${text.trim().slice(0, 160).replace(/\s+/g, " ")}${
        text.length > 160 ? "…" : ""
      }"`,
    );
  }
  return out;
}

function describeImage(a: Attachment): string[] {
  const dims = imageDimensions(a.image);
  const size = dims
    ? `${dims[0]}×${dims[1]} pixels, ${formatFileSize(a.size)}`
    : formatFileSize(a.size);
  return [
    `${a.name} is an image (${a.mimeType}, ${size}). I can't see what's inside images, so tell me what it shows and I'll use it in the analysis.`,
  ];
}

/** One paragraph per file. */
export function describeAttachments(attachments: Attachment[], question = ""): string[] {
  return attachments.map((a) => {
    if (a.mimeType.startsWith("image/") || a.image) return describeImage(a).join(" ");
    if (!a.text || !a.text.trim()) {
      const file = `${a.name} (${a.mimeType}, ${formatFileSize(a.size)})`;
      return a.unreadable
        ? `${file}: ${a.unreadable}`
        : `${file} has no text I could read, so I can't tell what it says.`;
    }
    return (isCsv(a) ? describeCsv(a, question) : describeText(a)).join(" ");
  });
}
