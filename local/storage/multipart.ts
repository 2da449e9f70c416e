import { ERRORS } from './errors.ts';

/** One part's headers. A part with a `filename` is a file; the others are fields. */
export interface PartInfo {
  name: string;
  filename?: string;
  contentType?: string;
}

export interface PartSink {
  write(chunk: Buffer): void | Promise<void>;
  end(): void | Promise<void>;
}

const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 200 ? boundary : null;
}

function parseParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const m of value.matchAll(/;\s*([^=;\s]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const raw = m[2].trim();
    params[m[1].toLowerCase()] = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
  }
  return params;
}

function parseHeaders(block: string): PartInfo {
  const info: PartInfo = { name: '' };
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') {
      const params = parseParams(value);
      info.name = params.name ?? '';
      if ('filename' in params) info.filename = params.filename;
    } else if (name === 'content-type') {
      info.contentType = value;
    }
  }
  return info;
}

/**
 * A streaming multipart/form-data reader: bodies go to the sinks `onPart` returns chunk by
 * chunk (with backpressure), so a file is never held in memory. Returns after the closing
 * boundary; the caller drains whatever follows.
 */
export async function readMultipart(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  boundary: string,
  onPart: (info: PartInfo) => PartSink | Promise<PartSink>,
): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const keep = delimiter.length - 1;
  // A leading CRLF lets the first boundary match the same delimiter as the others.
  let buf: Buffer = Buffer.from(CRLF);
  let state: 'preamble' | 'boundary' | 'headers' | 'body' = 'preamble';
  let sink: PartSink | null = null;
  let eof = false;

  for (;;) {
    let progressed = true;
    while (progressed) {
      progressed = false;
      if (state === 'preamble') {
        const at = buf.indexOf(delimiter);
        if (at >= 0) {
          buf = buf.subarray(at + delimiter.length);
          state = 'boundary';
          progressed = true;
        } else if (buf.length > keep) {
          buf = buf.subarray(buf.length - keep);
        }
      } else if (state === 'boundary') {
        if (buf.length >= 2 && buf[0] === 0x2d && buf[1] === 0x2d) return; // "--": the closing boundary
        const at = buf.indexOf(CRLF);
        if (at >= 0) {
          buf = buf.subarray(at + 2);
          state = 'headers';
          progressed = true;
        } else if (buf.length > 256) {
          throw ERRORS.noContent('Malformed multipart boundary');
        }
      } else if (state === 'headers') {
        let info: PartInfo | null = null;
        if (buf.length >= 2 && buf[0] === 0x0d && buf[1] === 0x0a) {
          info = { name: '' };
          buf = buf.subarray(2);
        } else {
          const at = buf.indexOf(HEADER_END);
          if (at >= 0) {
            info = parseHeaders(buf.subarray(0, at).toString('utf8'));
            buf = buf.subarray(at + HEADER_END.length);
          } else if (buf.length > MAX_HEADER_BYTES) {
            throw ERRORS.noContent('Multipart headers too large');
          }
        }
        if (info) {
          sink = await onPart(info);
          state = 'body';
          progressed = true;
        }
      } else {
        const at = buf.indexOf(delimiter);
        if (at >= 0) {
          if (at > 0) await sink!.write(buf.subarray(0, at));
          await sink!.end();
          sink = null;
          buf = buf.subarray(at + delimiter.length);
          state = 'boundary';
          progressed = true;
        } else if (buf.length > keep) {
          await sink!.write(buf.subarray(0, buf.length - keep));
          buf = buf.subarray(buf.length - keep);
        }
      }
    }
    if (eof) throw ERRORS.noContent('Unexpected end of form');
    const { value, done } = await reader.read();
    if (done) eof = true;
    else if (value.byteLength) {
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    }
  }
}
