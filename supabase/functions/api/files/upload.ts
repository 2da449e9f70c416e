import { attachmentText, type Reading } from "../../_shared/attachments/index.ts";
import { MAX_CHARS } from "../../_shared/attachments/reader.ts";
import { HttpError } from "../../_shared/errors.ts";
import { acceptedType, isText, MAX_FILE_SIZE, textContinues } from "../../_shared/file-types.ts";
import { formFailure } from "../../_shared/form-parts.ts";
import { oneLine } from "../../_shared/one-line.ts";
import { readFilePart } from "./multipart.ts";

const FILE_TOO_LARGE = "File size must be less than 10MB";
const TYPE_NOT_SUPPORTED = "File type not supported. Please upload images or documents only.";
const NO_FILE = "No file uploaded";

// Room for the other fields and the part headers around the file.
const MAX_BODY_SIZE = MAX_FILE_SIZE + 64 * 1024;
const MAX_NAME_LENGTH = 255;
/** Enough of a file's start for every type's signature (WebP's is 12 bytes). */
const HEAD_BYTES = 64;
/** The start of a text file its reading is taken from: MAX_CHARS in any encoding, and more. */
const TEXT_PREFIX_BYTES = 4 * MAX_CHARS + 1024;

export interface Upload {
  /** The name as the user sees it, in any script; storageKeyName makes its Storage key. */
  name: string;
  /** The MIME type to store it as, as acceptedType checked it against the bytes. */
  type: string;
  /**
   * The bytes: a document's whole (it was read to be refused if damaged), else a stream of them
   * as they arrive, each checked, erroring where the file is refused (see `refusal`).
   */
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>;
  /** The size in bytes, once `body` has been read to its end. */
  size(): number;
  /** Why the streamed body stopped, when a check refused it on the way. */
  refusal(): HttpError | null;
  /** What a document reads as (null for images), once `body` has been read to its end. */
  reading(): Promise<Reading | null>;
}

/** The name as the user gave it, on one line; "file" when nothing is left. */
function originalName(name: string): string {
  return oneLine(name, MAX_NAME_LENGTH) || "file";
}

/** `Zoë's offer (v2).pdf` is `Zoe_s_offer_v2.pdf`; a name with no Latin letters is `file.<ext>`. */
export function storageKeyName(name: string): string {
  const ascii = (part: string) =>
    part
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/[^A-Za-z0-9_-]+/g, "_")
      .replace(/^_+|_+$/g, "");
  const dot = name.lastIndexOf(".");
  const stem = ascii(dot > 0 ? name.slice(0, dot) : name).slice(0, 100) || "file";
  const extension = dot > 0 ? ascii(name.slice(dot + 1)).slice(0, 10) : "";
  return extension ? `${stem}.${extension}` : stem;
}

/** The HttpError a stopped file part stands for. */
function refusalOf(error: unknown): HttpError {
  const failure = formFailure(error);
  if (failure === "too-large") return new HttpError(400, FILE_TOO_LARGE);
  if (failure === "malformed") return new HttpError(400, NO_FILE);
  throw error;
}

/** Reads from `reader` after `start` until `bytes` hold at least `atLeast` bytes or the file ends. */
async function readAtLeast(
  reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>,
  atLeast: number,
  start: Uint8Array<ArrayBuffer> = new Uint8Array(0),
): Promise<{ bytes: Uint8Array<ArrayBuffer>; ended: boolean }> {
  const chunks = [start];
  let length = start.byteLength;
  let ended = false;
  while (length < atLeast && !ended) {
    const read = await reader.read().catch((error) => Promise.reject(refusalOf(error)));
    if (read.done) ended = true;
    else (chunks.push(read.value), (length += read.value.byteLength));
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) (bytes.set(chunk, offset), (offset += chunk.byteLength));
  return { bytes, ended };
}

/**
 * The start of a text file cut where a character starts (a UTF-8 sequence or a UTF-16 unit is
 * never split), so it decodes as the whole file would.
 */
function textPrefix(bytes: Uint8Array<ArrayBuffer>, whole: boolean): Uint8Array<ArrayBuffer> {
  if (whole) return bytes;
  let end = Math.min(bytes.length, TEXT_PREFIX_BYTES);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    end -= end % 2;
  } else {
    for (let back = 0; back < 3 && (bytes[end] & 0xc0) === 0x80; back++) end--;
  }
  return bytes.subarray(0, end);
}

/**
 * The `file` field of a multipart request: its name, its type checked against its first bytes,
 * and its bytes as they stream in (refused as soon as they are too many or stop being text).
 * Documents are read whole first, so one nobody could open is refused before it is stored.
 */
export async function readUpload(request: Request): Promise<Upload> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) {
    throw new HttpError(400, NO_FILE);
  }
  if (Number(request.headers.get("content-length")) > MAX_BODY_SIZE) {
    throw new HttpError(400, FILE_TOO_LARGE);
  }
  const file = await readFilePart(request, "file", {
    maxFileSize: MAX_FILE_SIZE,
    maxTotalSize: MAX_BODY_SIZE,
  });
  if (file === "too-large") throw new HttpError(400, FILE_TOO_LARGE);
  if (file === null || file === "malformed") throw new HttpError(400, NO_FILE);
  const reader = file.body.getReader();
  const head = await readAtLeast(reader, HEAD_BYTES);
  if (head.bytes.length === 0) {
    throw new HttpError(400, file.filename === "" ? NO_FILE : "The file is empty");
  }
  const type = acceptedType(file.contentType, file.filename, head.bytes);
  if (!type) throw new HttpError(400, TYPE_NOT_SUPPORTED);
  const name = originalName(file.filename);

  if (!type.startsWith("image/") && !isText(type)) {
    const { bytes } = await readAtLeast(reader, Infinity, head.bytes);
    // A document nobody could open is refused now, not stored to be silently skipped later.
    const reading = await attachmentText(bytes, type);
    if (reading && "damaged" in reading && reading.damaged) {
      throw new HttpError(422, reading.unreadable);
    }
    return {
      name,
      type,
      body: bytes,
      size: () => bytes.length,
      refusal: () => null,
      reading: () => Promise.resolve(reading),
    };
  }

  let size = 0;
  let refusal: HttpError | null = null;
  let ended = head.ended;
  // A text file's reading comes from its start; what it holds past that is checked, not kept.
  const prefix = isText(type) ? new Uint8Array(TEXT_PREFIX_BYTES + 4) : null;
  const keep = (chunk: Uint8Array) => {
    if (prefix && size < prefix.length) {
      prefix.set(chunk.subarray(0, prefix.length - size), size);
    }
    size += chunk.byteLength;
  };
  const refuse = (error: HttpError) => {
    refusal = error;
    reader.cancel().catch(() => {});
    return error;
  };
  keep(head.bytes);
  let first: Uint8Array<ArrayBuffer> | null = head.bytes;
  const body = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      async pull(controller) {
        if (first) {
          controller.enqueue(first);
          first = null;
          if (ended) controller.close();
          return;
        }
        let read;
        try {
          read = await reader.read();
        } catch (error) {
          return controller.error(refuse(refusalOf(error)));
        }
        if (read.done) {
          ended = true;
          return controller.close();
        }
        if (prefix && !textContinues(head.bytes, read.value)) {
          return controller.error(refuse(new HttpError(400, TYPE_NOT_SUPPORTED)));
        }
        keep(read.value);
        controller.enqueue(read.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return {
    name,
    type,
    body,
    size: () => size,
    refusal: () => refusal,
    reading: () =>
      prefix
        ? attachmentText(
            textPrefix(
              prefix.subarray(0, Math.min(size, prefix.length)),
              size <= TEXT_PREFIX_BYTES,
            ),
            type,
          )
        : Promise.resolve(null),
  };
}
