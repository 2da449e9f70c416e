// What the Storage stand-in's suites share: supabase-js's Storage client of a running stand-in
// (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY), a folder of the attachments
// bucket for each suite's objects, and the checks they make.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";

export const url = process.env.SUPABASE_URL ?? "http://127.0.0.1:54321";
export const anonKey = process.env.SUPABASE_ANON_KEY ?? "";
export const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? "";
// Node 20 has no WebSocket, which supabase-js's realtime client insists on; these tests never use it.
const NoWebSocket = function () {
  throw new Error("realtime is not used here");
};
export const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoWebSocket as never },
};

export const storage = createClient(url, serviceKey, options).storage;
export const bucket = storage.from("attachments");
/** This suite's folder of the attachments bucket. */
export const root = `storage-test/${randomUUID()}`;
export const MiB = 1024 * 1024;
export const bytes = (text: string) => new Uint8Array(Buffer.from(text));

/** A multipart upload (boundary B) of `body` to the attachments bucket, as the service role. */
export const postForm = (path: string, body: BodyInit) =>
  fetch(`${url}/storage/v1/object/attachments/${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${serviceKey}`,
      apikey: serviceKey,
      "content-type": "multipart/form-data; boundary=B",
    },
    body,
    duplex: "half",
  } as RequestInit);

export async function downloaded(path: string): Promise<string> {
  const { data, error } = await bucket.download(path);
  assert.equal(error, null);
  return Buffer.from(await data!.arrayBuffer()).toString("utf8");
}

/** storage-js's error, checked against the Storage API's shape: HTTP 400 with the logical status. */
export function assertStorageError(error: unknown, statusCode: string, message: string | RegExp) {
  assert.ok(error, "expected an error");
  const e = error as { status?: number; statusCode?: string; message: string };
  assert.equal(e.status, 400);
  assert.equal(e.statusCode, statusCode);
  if (typeof message === "string") assert.equal(e.message, message);
  else assert.match(e.message, message);
}

/** Removes every object under this suite's folder. */
export async function removeSuiteObjects() {
  const names: string[] = [];
  const walk = async (prefix: string): Promise<void> => {
    for (const e of (await bucket.list(prefix, { limit: 1000 })).data ?? []) {
      if (e.id) names.push(`${prefix}/${e.name}`);
      else await walk(`${prefix}/${e.name}`);
    }
  };
  await walk(root);
  if (names.length) await bucket.remove(names);
}
