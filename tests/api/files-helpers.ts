// What the files tests share: tiny real files, uploading, downloading and the users they act as.
import assert from "node:assert/strict";
import { api, createUser, type TestUser } from "./helpers.ts";

export const b64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));
export const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));

export const PNG_1X1 = b64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
);
export const PDF = utf8(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

export function upload(
  user: TestUser | null,
  name: string,
  type: string,
  bytes: Uint8Array,
  field = "file",
) {
  const form = new FormData();
  form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return api("/files/upload", { method: "POST", token: user?.token, rawBody: form });
}

export async function uploaded(user: TestUser, name: string, type: string, bytes: Uint8Array) {
  const res = await upload(user, name, type, bytes);
  assert.equal(res.status, 201, res.text);
  return res.body as { id: string; originalName: string; mimeType: string; size: number };
}

export async function download(url: string, token?: string) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

export const json = (bytes: Uint8Array) => JSON.parse(Buffer.from(bytes).toString("utf8"));

/** Two reps and an admin. */
export function filesUsers() {
  return Promise.all([
    createUser("SALES", "Files A"),
    createUser("SALES", "Files B"),
    createUser("ADMIN", "Files Boss"),
  ]);
}
