import { attachmentText, type Reading } from "../../_shared/attachments/index.ts";
import { HttpError } from "../../_shared/errors.ts";
import { acceptedType, MAX_FILE_SIZE } from "../../_shared/file-types.ts";
import { oneLine } from "../../_shared/one-line.ts";
import { readFilePart } from "./multipart.ts";

const FILE_TOO_LARGE = "File size must be less than 10MB";
const TYPE_NOT_SUPPORTED = "File type not supported. Please upload images or documents only.";
const NO_FILE = "No file uploaded";

// Room for the other fields and the part headers around the file.
const MAX_BODY_SIZE = MAX_FILE_SIZE + 64 * 1024;
const MAX_NAME_LENGTH = 255;

export interface Upload {
  /** The name as the user sees it, in any script; storageKeyName makes its Storage key. */
  name: string;
  /** The MIME type to store it as, as acceptedType checked it against the bytes. */
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** What a document reads as (stored with it, so nobody parses it again); null for images. */
  reading: Reading | null;
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

/** The `file` field of a multipart request, refused as soon as it is too large. */
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
  if (file === null || file === "malformed" || (file.bytes.length === 0 && file.filename === "")) {
    throw new HttpError(400, NO_FILE);
  }
  if (file.bytes.length === 0) throw new HttpError(400, "The file is empty");
  const type = acceptedType(file.contentType, file.filename, file.bytes);
  if (!type) throw new HttpError(400, TYPE_NOT_SUPPORTED);
  // A document nobody could open is refused now, not stored to be silently skipped later.
  const reading = await attachmentText(file.bytes, type);
  if (reading && "damaged" in reading && reading.damaged) {
    throw new HttpError(422, reading.unreadable);
  }
  const name = originalName(file.filename);
  return { name, type, bytes: file.bytes, reading };
}
