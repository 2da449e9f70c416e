// A multipart/form-data reader for a body already held in memory. Request.formData()
// is not used because Deno cuts a quoted filename at its first ';' ("a;b.txt" -> "\"a").

export interface FormPart {
  name: string;
  filename: string | null;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? match[1] ?? match[2] : null;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  for (let i = haystack.indexOf(first, from); i !== -1; i = haystack.indexOf(first, i + 1)) {
    if (i + needle.length > haystack.length) return -1;
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/** Browsers write '"', CR and LF in names as %22, %0D and %0A (WHATWG HTML, form submission). */
const unescapeName = (value: string) =>
  value.replace(/%(22|0D|0A)/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/** The parameters of a Content-Disposition value, quoted ones whole whatever they hold. */
function dispositionParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const param = /;\s*([^\s=;]+)\s*=\s*(?:"([^"]*)"|([^;]*))/g;
  for (const match of value.matchAll(param)) {
    const key = match[1].toLowerCase();
    if (!params.has(key)) params.set(key, match[2] ?? match[3].trim());
  }
  return params;
}

function extendedValue(value: string | undefined): string | null {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value ?? "");
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

function parsePart(raw: Uint8Array<ArrayBuffer>): FormPart | null {
  const split = indexOf(raw, encoder.encode("\r\n\r\n"), 0);
  if (split === -1) return null;
  const headers = new Map<string, string>();
  for (const line of decoder.decode(raw.subarray(0, split)).split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  const disposition = headers.get("content-disposition") ?? "";
  if (!/^form-data\s*(;|$)/i.test(disposition)) return null;
  const params = dispositionParams(disposition);
  const filename = extendedValue(params.get("filename*")) ?? params.get("filename");
  return {
    name: unescapeName(params.get("name") ?? ""),
    filename: filename === undefined ? null : unescapeName(filename),
    contentType: headers.get("content-type") ?? "",
    bytes: raw.subarray(split + 4),
  };
}

/** The parts of a multipart body; null when it is not one. */
export function parseMultipart(body: Uint8Array<ArrayBuffer>, boundary: string): FormPart[] | null {
  const delimiter = encoder.encode(`--${boundary}`);
  let start = indexOf(body, delimiter, 0);
  if (start === -1) return null;
  const parts: FormPart[] = [];
  const next = encoder.encode(`\r\n--${boundary}`);
  for (;;) {
    const afterDelimiter = start + delimiter.length;
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) return parts;
    if (body[afterDelimiter] !== 0x0d || body[afterDelimiter + 1] !== 0x0a) return null;
    const end = indexOf(body, next, afterDelimiter + 2);
    if (end === -1) return null;
    const part = parsePart(body.subarray(afterDelimiter + 2, end));
    if (!part) return null;
    parts.push(part);
    start = end + 2;
  }
}
