// The `file` part of a multipart/form-data request, read with @remix-run/multipart-parser.
// Request.formData() is not used because Deno cuts a quoted filename at its first ';'
// ("a;b.txt" -> "\"a").
import { ContentDisposition } from "@remix-run/headers";
import { getMultipartBoundary } from "@remix-run/multipart-parser";
import { type FormFailure, formFailure, formParts } from "../../_shared/form-parts.ts";

export interface FilePart {
  /** The name the browser sent, `filename*` before `filename`; "" when the field was empty. */
  filename: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface PartLimits {
  /** Bytes of one part. */
  maxFileSize: number;
  /** Bytes of all parts together. */
  maxTotalSize: number;
}

/** Browsers write '"', CR and LF in names as %22, %0D and %0A (WHATWG HTML, form submission). */
const unescapeName = (value: string) =>
  value.replace(/%(22|0D|0A)/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The field name and file name of a form-data part. Browsers send a backslash as it is, where
 * the header parser reads RFC 2616 quoted pairs: doubled first, it stays a backslash.
 */
function disposition(header: string | undefined) {
  const parsed = ContentDisposition.from((header ?? "").replaceAll("\\", "\\\\"));
  const filename = parsed.preferredFilename;
  return {
    name: unescapeName(parsed.name ?? ""),
    filename: filename === undefined ? undefined : unescapeName(filename),
  };
}

/**
 * The first part named `field` that carries a filename, read from the body as it streams in;
 * null when there is none.
 */
export async function readFilePart(
  request: Request,
  field: string,
  limits: PartLimits,
): Promise<FilePart | null | FormFailure> {
  const boundary = getMultipartBoundary(request.headers.get("content-type") ?? "");
  if (!boundary || !request.body) return "malformed";
  let found: FilePart | null = null;
  try {
    for await (const part of formParts(request.body, boundary, limits)) {
      const { name, filename } = disposition(part.headers["content-disposition"]);
      if (found || filename === undefined || name !== field) continue;
      found = {
        filename,
        contentType: part.headers["content-type"] ?? "",
        bytes: part.bytes as Uint8Array<ArrayBuffer>,
      };
    }
  } catch (error) {
    const failure = formFailure(error);
    if (!failure) throw error;
    // Nothing more of an oversized body is read.
    if (failure === "too-large") await request.body?.cancel().catch(() => {});
    return failure;
  }
  return found;
}
