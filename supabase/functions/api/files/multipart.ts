// The `file` part of a multipart/form-data request, streamed (see _shared/form-parts.ts).
// Request.formData() is not used because it reads the body whole, and Deno cuts a quoted filename
// at its first ';' ("a;b.txt" -> "\"a").
import { ContentDisposition } from "@remix-run/headers";
import {
  type FormFailure,
  formFailure,
  type FormLimits,
  formParts,
} from "../../_shared/form-parts.ts";

export interface FilePart {
  /** The name the browser sent, `filename*` before `filename`; "" when the field was empty. */
  filename: string;
  contentType: string;
  /** The file's bytes as they arrive: an over-limit or cut-off body errors it with a FormFailure. */
  body: ReadableStream<Uint8Array<ArrayBuffer>>;
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
 * The first part named `field` that carries a filename, as soon as its headers are in; null when
 * the body has none. The parts before it are skipped unread.
 */
export async function readFilePart(
  request: Request,
  field: string,
  limits: Required<FormLimits>,
): Promise<FilePart | null | FormFailure> {
  if (!request.body) return "malformed";
  try {
    for await (const part of formParts(
      request.body,
      request.headers.get("content-type") ?? "",
      limits,
    )) {
      const { name, filename } = disposition(part.headers["content-disposition"]);
      if (filename === undefined || name !== field) {
        await part.body.cancel();
        continue;
      }
      return { filename, contentType: part.headers["content-type"] ?? "", body: part.body };
    }
  } catch (error) {
    const failure = formFailure(error);
    if (!failure) throw error;
    // Nothing more of an oversized body is read.
    if (failure === "too-large") await request.body.cancel().catch(() => {});
    return failure;
  }
  return null;
}
