import type { Context } from "hono";
import type { ObjectRow, StorageEnv } from "./db.ts";
import { ERRORS } from "./errors.ts";

function contentDisposition(download: string, key: string): string {
  const name = download || key.split("/").pop() || "download";
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null; // multiple or odd ranges: whole file
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) throw ERRORS.invalidRange();
  return { start, end };
}

/**
 * Answers an object's bytes with the headers the Storage API sends: Content-Type,
 * Content-Length, ETag, Cache-Control, Last-Modified; conditional (If-None-Match) and
 * single-range requests; `?download[=name]` as an attachment.
 */
export async function renderObject(c: Context, env: StorageEnv, obj: ObjectRow): Promise<Response> {
  const size = await env.disk.size(obj.bucket_id, obj.name, obj.version);
  if (size === null || !obj.version) throw ERRORS.noSuchKey();
  const meta = obj.metadata ?? {};
  const headers: Record<string, string> = {
    "Content-Type": meta.mimetype || "application/octet-stream",
    "Cache-Control": meta.cacheControl || "no-cache",
    "Accept-Ranges": "bytes",
    "Last-Modified": new Date(meta.lastModified ?? obj.updated_at).toUTCString(),
  };
  if (meta.eTag) headers.ETag = meta.eTag;
  const download = c.req.query("download");
  if (download !== undefined)
    headers["Content-Disposition"] = contentDisposition(download, obj.name);

  const ifNoneMatch = c.req.header("if-none-match");
  if (meta.eTag && ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim() === meta.eTag)) {
    return c.body(null, 304, headers);
  }

  const range = parseRange(c.req.header("range"), size);
  const status = range ? 206 : 200;
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
  headers["Content-Length"] = String(range ? range.end - range.start + 1 : size);
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  if (size === 0) return c.body(new Uint8Array(0), 200, headers);
  return c.body(
    env.disk.read(obj.bucket_id, obj.name, obj.version, range ?? undefined),
    status,
    headers,
  );
}
