// The parts of a multipart/form-data body as it streams in, read with @remix-run/multipart-parser;
// shared by the function's upload and the stand-in's Storage. Whatever follows the closing
// boundary (RFC 2046's epilogue, or just its CRLF arriving in a later chunk) is left unread:
// the package's own stream reader refuses any chunk after the end.
import {
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  MultipartParser,
  type MultipartParserOptions,
  type MultipartPart,
} from "@remix-run/multipart-parser";

/** What stops a read of form parts: a part or the body over its limit, or a body that is not multipart. */
export type FormFailure = "too-large" | "malformed";

/** The FormFailure an error thrown while reading form parts stands for; null for any other error. */
export function formFailure(error: unknown): FormFailure | null {
  if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
    return "too-large";
  }
  // A part header that is not UTF-8 fails to decode with a TypeError.
  if (error instanceof MultipartParseError || error instanceof TypeError) return "malformed";
  return null;
}

/** Whether the parser has seen the closing boundary (finish() throws until then). */
function finished(parser: MultipartParser): boolean {
  try {
    parser.finish();
    return true;
  } catch {
    return false;
  }
}

/**
 * Each part once it is whole; a part or the parts together over `options`' limits throw as
 * soon as the body passes them, and a body that is not multipart throws MultipartParseError.
 */
export async function* formParts(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  options: MultipartParserOptions,
): AsyncGenerator<MultipartPart> {
  const parser = new MultipartParser(boundary, options);
  const reader = body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (read.value.length === 0) continue;
      yield* parser.write(read.value);
      if (finished(parser)) return;
    }
    parser.finish();
  } finally {
    reader.releaseLock();
  }
}
