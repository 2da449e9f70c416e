import type { Context } from "hono";
import type { z } from "zod";
import { ERRORS } from "./errors.ts";

/** The Storage API's default global upload limit (config.toml `[storage] file_size_limit`). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

// The characters the Storage API accepts in object keys and bucket names (S3-safe ones).
const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const BUCKET_CHARS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

/**
 * Object keys as the Storage API accepts them, and additionally nothing that could
 * leave the bucket's folder on disk: no empty, `.` or `..` segments, no leading slash.
 */
export function mustBeValidKey(key: string | undefined): asserts key is string {
  if (!key || key.length > 1024 || !KEY_CHARS.test(key)) throw ERRORS.invalidKey(key ?? "");
  if (key.split("/").some((segment) => segment === "" || segment === "." || segment === "..")) {
    throw ERRORS.invalidKey(key);
  }
}

export function mustBeValidBucketName(name: string | undefined): asserts name is string {
  if (!name || name.length > 100 || !BUCKET_CHARS.test(name) || name === "." || name === "..") {
    throw ERRORS.invalidBucketName();
  }
}

export function isEmptyFolderPlaceholder(key: string): boolean {
  return key.endsWith(".emptyFolderPlaceholder");
}

/** A media type without its parameters: `text/plain;charset=UTF-8` is `text/plain`. */
const mediaTypeOf = (mime: string) => mime.split(";")[0].trim();

/**
 * The Storage API's check: `type/subtype` against the bucket's list, where `type/*` matches
 * any subtype and media type parameters (`;charset=...`) are ignored on both sides
 * (supabase/storage#1382; storage-js sends `text/plain;charset=UTF-8` by default).
 */
export function mustBeAllowedMimeType(mime: string, allowed: string[] | null | undefined) {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype, ...rest] = mediaTypeOf(mime).split("/");
  if (!type || !subtype || rest.length > 0) throw ERRORS.invalidMimeType(mime);
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = mediaTypeOf(entry).split("/");
    if (allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype)) return;
  }
  throw ERRORS.invalidMimeType(mime);
}

/** Bucket `file_size_limit` as the Storage API takes it: a byte count or '20GB' / '20MB' / '30KB' / '3B'. */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") {
    if (!Number.isInteger(value) || value < 0) throw ERRORS.invalidFileSizeLimit();
    return value;
  }
  if (typeof value !== "string") throw ERRORS.invalidFileSizeLimit();
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value.trim());
  if (!match) throw ERRORS.invalidFileSizeLimit();
  const factor = { GB: 1e9, MB: 1e6, KB: 1e3, B: 1 }[
    match[2].toUpperCase() as "GB" | "MB" | "KB" | "B"
  ];
  return Math.round(+parseFloat(match[1]).toPrecision(3) * factor);
}

/** The upload limit for a bucket: its own, capped by the global one. */
export function effectiveSizeLimit(bucketLimit: number | string | null | undefined): number {
  const limit = bucketLimit === null || bucketLimit === undefined ? NaN : Number(bucketLimit);
  return Number.isFinite(limit) && limit >= 0
    ? Math.min(limit, GLOBAL_FILE_SIZE_LIMIT)
    : GLOBAL_FILE_SIZE_LIMIT;
}

/** Reads and validates a JSON body; malformed or invalid input is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown = {};
  const text = await c.req.text().catch(() => {
    throw ERRORS.invalidRequest("Could not read the request body");
  });
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw ERRORS.invalidRequest("Body is not valid JSON");
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = ["body", ...issue.path.map(String)].join("/");
    throw ERRORS.invalidRequest(`${where} ${issue.message}`);
  }
  return parsed.data;
}
