// Shared by the attachment tests: the committed fixtures, and readings that must have text.

import assert from "node:assert/strict";
import { attachmentText } from "../attachments/index.ts";

export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A file written by tests/testdata/attachments/make.ts. */
export const fixture = (name: string) =>
  Deno.readFile(new URL(`../../../../tests/testdata/attachments/${name}`, import.meta.url));

/** The file's text; fails when the file has none. */
export async function textOf(bytes: Uint8Array, mimeType: string): Promise<string> {
  const reading = await attachmentText(bytes, mimeType);
  assert.ok(reading && "text" in reading, `no text: ${JSON.stringify(reading)}`);
  return reading.text;
}
