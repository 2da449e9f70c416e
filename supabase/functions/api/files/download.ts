import { isText, showsInline } from "../../_shared/file-types.ts";
import { downloadObject } from "../../_shared/storage.ts";
import type { FileRecord } from "./queries.ts";

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The original name for the browser: plain when it is plain ASCII, else also as RFC 5987 UTF-8. */
export function contentDisposition(name: string, type: string): string {
  const disposition = showsInline(type) ? "inline" : "attachment";
  const fallback = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  if (fallback === name) return `${disposition}; filename="${name}"`;
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** The file's bytes streamed from Storage, never held in memory. */
export async function fileResponse(file: FileRecord, viaSignedLink: boolean): Promise<Response> {
  const stored = await downloadObject(file.objectPath);
  return new Response(stored.body, {
    headers: {
      "content-type": isText(file.mimeType) ? `${file.mimeType}; charset=utf-8` : file.mimeType,
      "content-length": stored.headers.get("content-length") ?? String(file.size),
      "content-disposition": contentDisposition(file.originalName, file.mimeType),
      // A signed link is this user's alone and lives 15 minutes; a bearer download shares its URL.
      "cache-control": viaSignedLink ? "private, max-age=900" : "private, no-cache",
      "x-content-type-options": "nosniff",
    },
  });
}
