import type { Reader } from "./reader.ts";

const BOMS: [bytes: number[], encoding: string][] = [
  [[0xef, 0xbb, 0xbf], "utf-8"],
  [[0xff, 0xfe], "utf-16le"],
  [[0xfe, 0xff], "utf-16be"],
];

/** The encoding named by `charset=` in a MIME type, when it is one the platform knows. */
function declaredEncoding(mimeType: string): string | null {
  const label = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(mimeType)?.[1];
  if (!label) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

/**
 * Text in any encoding: a byte order mark decides, then a declared charset, then UTF-8 when the
 * bytes are valid UTF-8, else windows-1252 (what Excel and Notepad on Western Windows write).
 */
export function decodeText(bytes: Uint8Array, mimeType: string): string {
  const bom = BOMS.find(([mark]) => mark.every((byte, i) => bytes[i] === byte));
  const encoding = bom?.[1] ?? declaredEncoding(mimeType);
  if (encoding) return new TextDecoder(encoding).decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export const plainText: Reader = {
  read: (bytes, mimeType) => Promise.resolve(decodeText(bytes, mimeType)),
  empty: "This file is empty.",
  damaged: "This text file can't be read.",
};
