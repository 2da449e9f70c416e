// Storage API calls with the service role. The API only makes them after an
// RLS-checked read or write of public.files decided the caller may.
import { serviceRoleKey, supabaseUrl } from "./env.ts";
import { HttpError } from "./errors.ts";

export const ATTACHMENTS_BUCKET = "attachments";
const TIMEOUT_MS = 30_000;

function headers(extra: Record<string, string> = {}) {
  const key = serviceRoleKey();
  return { apikey: key, authorization: `Bearer ${key}`, ...extra };
}

const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

async function storageFetch(
  path: string,
  init: RequestInit,
  timeoutMs: number | null = TIMEOUT_MS,
): Promise<Response> {
  try {
    return await fetch(`${supabaseUrl()}/storage/v1${path}`, {
      ...init,
      signal: timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new HttpError(503, "File storage unavailable");
  }
}

/**
 * Uploads bytes, or a stream of them sent on as they come (an upload still arriving: it takes
 * as long as its sender, so it has no timeout of its own; an error in it aborts the upload).
 */
export async function uploadObject(
  path: string,
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>,
  contentType: string,
): Promise<void> {
  const streamed = body instanceof ReadableStream;
  const init = {
    method: "POST",
    headers: headers({ "content-type": contentType, "x-upsert": "false" }),
    body,
    ...(streamed ? { duplex: "half" } : {}),
  };
  const response = await storageFetch(
    `/object/${ATTACHMENTS_BUCKET}/${encodePath(path)}`,
    init,
    streamed ? null : TIMEOUT_MS,
  );
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new Error(
      `storage upload failed (${response.status}): ${body.message ?? "unknown error"}`,
    );
  }
}

export async function downloadObject(path: string): Promise<Response> {
  const response = await storageFetch(`/object/${ATTACHMENTS_BUCKET}/${encodePath(path)}`, {
    headers: headers(),
  });
  if (response.status === 400 || response.status === 404) {
    await response.body?.cancel();
    throw new HttpError(404, "File not found");
  }
  if (!response.ok) throw new Error(`storage download failed (${response.status})`);
  return response;
}

/**
 * Removes the objects of rows a committed transaction deleted: the rows are gone whatever
 * happens to the bytes, so a failure is logged (naming `whose` files) and not thrown.
 */
export function removeDeletedRowsObjects(paths: string[], whose: string): Promise<void> {
  return removeObjects(paths).catch((error) =>
    console.error(`could not remove ${whose} files`, error),
  );
}

export async function removeObjects(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const response = await storageFetch(`/object/${ATTACHMENTS_BUCKET}`, {
    method: "DELETE",
    headers: headers({ "content-type": "application/json" }),
    body: JSON.stringify({ prefixes: paths }),
  });
  if (!response.ok) throw new Error(`storage remove failed (${response.status})`);
}
