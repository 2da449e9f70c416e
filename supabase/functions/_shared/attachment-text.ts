// The readable text of an attached file, for the assistant to read: plain
// text and CSV as they are, Word and Excel (OOXML) from their XML, PDF from its
// text operators, legacy .doc from its text runs. Images have none.

const MAX_CHARS = 50_000;
const utf8 = new TextDecoder("utf-8", { fatal: false });

async function inflate(bytes: Uint8Array, format: "deflate" | "deflate-raw"): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(
    new DecompressionStream(format),
  );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The entries of a ZIP archive (OOXML files are ZIPs), by name. */
async function unzip(bytes: Uint8Array, wanted: (name: string) => boolean) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return new Map<string, Uint8Array>();
  const entries = new Map<string, Uint8Array>();
  let offset = view.getUint32(end + 16, true);
  const count = view.getUint16(end + 10, true);
  for (let n = 0; n < count && offset + 46 <= bytes.length; n++) {
    if (view.getUint32(offset, true) !== 0x02014b50) break;
    const method = view.getUint16(offset + 10, true);
    const size = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const local = view.getUint32(offset + 42, true);
    const name = utf8.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
    if (!wanted(name) || local + 30 > bytes.length) continue;
    const dataStart = local + 30 + view.getUint16(local + 26, true) +
      view.getUint16(local + 28, true);
    const data = bytes.subarray(dataStart, dataStart + size);
    if (method === 0) entries.set(name, data);
    else if (method === 8) entries.set(name, await inflate(data, "deflate-raw"));
  }
  return entries;
}

function xmlText(xml: string, paragraphEnd: RegExp): string {
  return xml
    .replace(paragraphEnd, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const entries = await unzip(bytes, (name) => name === "word/document.xml");
  const xml = entries.get("word/document.xml");
  return xml ? xmlText(utf8.decode(xml), /<\/w:p>|<w:br\/>|<w:tab\/>/g) : "";
}

async function xlsxText(bytes: Uint8Array): Promise<string> {
  const entries = await unzip(bytes, (name) => name === "xl/sharedStrings.xml");
  const xml = entries.get("xl/sharedStrings.xml");
  return xml ? xmlText(utf8.decode(xml), /<\/si>/g) : "";
}

function pdfString(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escape: string) => {
    const map: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
    if (escape in map) return map[escape];
    if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8));
    return escape;
  });
}

/** Text shown with Tj/TJ operators in a PDF's (possibly Flate-compressed) content streams. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const raw = new TextDecoder("latin1").decode(bytes);
  const parts: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\n?endstream/g;
  for (const match of raw.matchAll(streams)) {
    let content = match[2];
    if (/\/FlateDecode/.test(match[1])) {
      const start = match.index! + match[0].indexOf(match[2]);
      const data = bytes.subarray(start, start + match[2].length);
      try {
        content = new TextDecoder("latin1").decode(await inflate(data, "deflate"));
      } catch {
        continue;
      }
    }
    for (const op of content.matchAll(/\((?:\\.|[^\\)])*\)\s*Tj|\[(?:[^\]])*\]\s*TJ|T\*|ET/g)) {
      if (op[0] === "ET" || op[0] === "T*") {
        parts.push("\n");
        continue;
      }
      for (const literal of op[0].matchAll(/\(((?:\\.|[^\\)])*)\)/g)) {
        parts.push(pdfString(literal[1]));
      }
    }
  }
  return parts.join("").replace(/\n{3,}/g, "\n\n");
}

/** Legacy binary .doc/.xls: the longer runs of UTF-16 or 8-bit text. */
function binaryText(bytes: Uint8Array): string {
  const wide = new TextDecoder("utf-16le").decode(bytes).match(/[\p{L}\p{N}\p{P}\p{Zs}]{6,}/gu) ??
    [];
  const narrow = new TextDecoder("latin1").decode(bytes).match(/[\x20-\x7e]{6,}/g) ?? [];
  const runs = wide.join(" ").length > narrow.join(" ").length ? wide : narrow;
  return runs.join("\n");
}

export async function attachmentText(bytes: Uint8Array, mimeType: string): Promise<string | null> {
  let text: string;
  try {
    if (mimeType.startsWith("text/")) text = utf8.decode(bytes);
    else if (mimeType.includes("wordprocessingml")) text = await docxText(bytes);
    else if (mimeType.includes("spreadsheetml")) text = await xlsxText(bytes);
    else if (mimeType === "application/pdf") text = await pdfText(bytes);
    else if (mimeType === "application/msword" || mimeType === "application/vnd.ms-excel") {
      text = binaryText(bytes);
    } else return null;
  } catch {
    return null;
  }
  const trimmed = text.replace(/\r\n?/g, "\n").trim();
  if (!trimmed) return null;
  return trimmed.length > MAX_CHARS ? `${trimmed.slice(0, MAX_CHARS)}\n[…truncated]` : trimmed;
}
