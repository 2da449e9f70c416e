/** The encodings a rep can pick when the guess is wrong; `auto` lets the file decide. */
export const ENCODINGS = ["utf-8", "utf-16le", "utf-16be", "windows-1252"] as const;
export type TextEncodingName = (typeof ENCODINGS)[number];
export type EncodingChoice = TextEncodingName | "auto";

export const ENCODING_LABELS: Record<EncodingChoice, string> = {
  auto: "Detect automatically",
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 LE",
  "utf-16be": "UTF-16 BE",
  "windows-1252": "Windows-1252 (Western)",
};

function bomEncoding(bytes: Uint8Array): TextEncodingName | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

/**
 * A byte order mark decides; without one the text is UTF-8 when it decodes as
 * such without a single invalid sequence, else the legacy Windows encoding
 * Excel writes in the West.
 */
export function sniffEncoding(bytes: Uint8Array): TextEncodingName {
  const marked = bomEncoding(bytes);
  if (marked) return marked;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** The file's text in the chosen encoding (or the sniffed one), without its byte order mark. */
export function decodeText(
  bytes: Uint8Array,
  choice: EncodingChoice = "auto",
): { text: string; encoding: TextEncodingName } {
  const encoding = choice === "auto" ? sniffEncoding(bytes) : choice;
  // TextDecoder drops a byte order mark of its own encoding (ignoreBOM is false by default).
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}
