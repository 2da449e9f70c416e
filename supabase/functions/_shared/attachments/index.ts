// The readable text of an attached file, as a person would read it, or a sentence saying why
// there is none. Each format has its reader; their libraries load on first use only.

import { isText, mediaType } from "../file-types.ts";
import { csv } from "./csv.ts";
import { doc } from "./doc.ts";
import { docx } from "./docx.ts";
import { pdf } from "./pdf.ts";
import { MAX_CHARS, type Reader, UnreadableFile } from "./reader.ts";
import { plainText } from "./text.ts";
import { TimeUp, withinTime } from "../time-limit.ts";
import { xlsx } from "./xlsx.ts";

/** Reading stops after this long; what was not read in time is not read. */
const READ_TIME_LIMIT_MS = 15_000;

const TRUNCATED = "\n[…truncated]";
const TOO_SLOW = "This file took too long to read, so I couldn't read it.";
const OLD_EXCEL =
  "This is an Excel 97-2003 workbook (.xls), which I can't read. " +
  "Save it as .xlsx and attach it again.";

const READERS: Record<string, Reader> = {
  "application/pdf": pdf,
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": docx,
  "application/msword": doc,
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": xlsx,
  "text/csv": csv,
};

export type Reading =
  | { text: string }
  /** `damaged`: the file cannot be opened at all (corrupt, encrypted), not merely empty or slow. */
  | { unreadable: string; damaged: boolean };

function tidy(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").replace(/\n{3,}/g, "\n\n");
  // A table's first line may start with an empty cell, so only blank lines go from the start.
  const trimmed = lines.replace(/^\s*\n/, "").trimEnd();
  return trimmed.length > MAX_CHARS ? trimmed.slice(0, MAX_CHARS) + TRUNCATED : trimmed;
}

/** The file's text, or why it has none; null for images and types no reader knows. */
export async function attachmentText(bytes: Uint8Array, mimeType: string): Promise<Reading | null> {
  const type = mediaType(mimeType);
  if (type === "application/vnd.ms-excel") return { unreadable: OLD_EXCEL, damaged: false };
  const reader = READERS[type] ?? (isText(type) ? plainText : null);
  if (!reader) return null;
  try {
    const text = tidy(
      await withinTime((signal) => reader.read(bytes, mimeType, signal), READ_TIME_LIMIT_MS),
    );
    return text ? { text } : { unreadable: reader.empty, damaged: false };
  } catch (error) {
    if (error instanceof TimeUp) return { unreadable: TOO_SLOW, damaged: false };
    if (error instanceof UnreadableFile) return { unreadable: error.message, damaged: true };
    return { unreadable: reader.damaged, damaged: true };
  }
}
