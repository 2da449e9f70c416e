// What the stand-in's Storage API refuses, and how it says so, driven as the product drives it
// (@supabase/supabase-js) or by raw requests, against a running stand-in: SUPABASE_URL,
// SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY. What it stores and serves is in storage.test.ts.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { createClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { DEV_JWT_SECRET } from "../../local/config.ts";
import {
  anonKey,
  assertStorageError,
  bucket,
  bytes,
  MiB,
  options,
  postForm,
  removeSuiteObjects,
  root,
  serviceKey,
  url,
} from "./storageClient.ts";

const jwtSecret = process.env.SUPABASE_JWT_SECRET || DEV_JWT_SECRET;

async function userJwt(sub: string): Promise<string> {
  return new SignJWT({
    role: "authenticated",
    aud: "authenticated",
    sub,
    email: `${sub}@example.test`,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(new TextEncoder().encode(jwtSecret));
}

/** A raw request, so the path reaches the server exactly as written (fetch would normalise it). */
function rawRequest(
  method: string,
  path: string,
  body = "",
): Promise<{ status: number; json: unknown }> {
  const { hostname: host, port } = new URL(url);
  const headers = {
    authorization: `Bearer ${serviceKey}`,
    apikey: serviceKey,
    "content-type": "text/plain",
  };
  return new Promise((resolve, reject) => {
    const req = request({ host, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({
          status: res.statusCode ?? 0,
          json: text.startsWith("{") ? JSON.parse(text) : text,
        });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("local storage refusals (Storage API stand-in)", () => {
  // An object the callers below may not read, so "Object not found" means hidden, not missing.
  before(async () => {
    const { error } = await bucket.upload(`${root}/note.txt`, bytes("first version"), {
      contentType: "text/plain",
    });
    assert.equal(error, null);
  });
  after(removeSuiteObjects);

  test("a form field that is not UTF-8 is refused as a malformed body", async () => {
    const path = `${root}/not-utf8.txt`;
    const res = await postForm(
      path,
      Buffer.concat([
        bytes('--B\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n'),
        Buffer.from([0xff, 0xfe]),
        bytes(
          '\r\n--B\r\nContent-Disposition: form-data; name=""; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--B--\r\n',
        ),
      ]),
    );
    assert.equal(res.status, 400);
    const body = (await res.json()) as { message: string };
    assert.match(body.message, /^Malformed multipart body: /);
    assert.equal((await bucket.exists(path)).data, false);
  });

  test("more than the bucket limit (10 MiB) is refused with the Storage API size error", async () => {
    const raw = await bucket.upload(`${root}/big.pdf`, Buffer.alloc(10 * MiB + 1), {
      contentType: "application/pdf",
    });
    assertStorageError(raw.error, "413", "The object exceeded the maximum allowed size");
    const form = await bucket.upload(
      `${root}/big2.pdf`,
      new Blob([Buffer.alloc(10 * MiB + 1)], { type: "application/pdf" }),
    );
    assertStorageError(form.error, "413", "The object exceeded the maximum allowed size");
    assert.equal((await bucket.exists(`${root}/big2.pdf`)).data, false);
    const exact = await bucket.upload(`${root}/exact.pdf`, Buffer.alloc(10 * MiB), {
      contentType: "application/pdf",
    });
    assert.equal(exact.error, null);
  });

  test("a MIME type outside the bucket list is refused with the Storage API type error", async () => {
    const message = "mime type application/x-msdownload is not supported";
    const raw = await bucket.upload(`${root}/setup.exe`, bytes("MZ"), {
      contentType: "application/x-msdownload",
    });
    assertStorageError(raw.error, "415", message);
    const form = await bucket.upload(
      `${root}/setup2.exe`,
      new Blob([bytes("MZ")], { type: "application/x-msdownload" }),
    );
    assertStorageError(form.error, "415", message);
  });

  test("non-service callers are denied by row-level security", async () => {
    const anon = createClient(url, anonKey, options).storage.from("attachments");
    const denied = await anon.upload(`${root}/anon.txt`, bytes("x"), { contentType: "text/plain" });
    assertStorageError(denied.error, "403", "new row violates row-level security policy");
    assert.equal((await anon.download(`${root}/note.txt`)).error?.message, "Object not found");

    const jwt = await userJwt(randomUUID());
    const user = createClient(url, anonKey, {
      ...options,
      accessToken: async () => jwt,
    }).storage.from("attachments");
    const other = await user.upload(`${randomUUID()}/${root}/x.txt`, bytes("x"), {
      contentType: "text/plain",
    });
    assertStorageError(other.error, "403", "new row violates row-level security policy");
  });

  test("a bad JWT is a clear 400, never a 500", async () => {
    const forged = createClient(url, anonKey, {
      ...options,
      accessToken: async () => "not.a.jwt",
    }).storage;
    const { error } = await forged.from("attachments").download(`${root}/note.txt`);
    assertStorageError(error, "403", "jwt malformed");
  });

  test("keys that could leave the bucket are rejected", async () => {
    const encoded = await rawRequest(
      "POST",
      "/storage/v1/object/attachments/x/..%2F..%2F..%2Fescape.txt",
      "x",
    );
    assert.equal(encoded.status, 400);
    assert.equal((encoded.json as { error: string }).error, "InvalidKey");
    for (const path of [
      "/storage/v1/object/attachments/x/%2e%2e/%2e%2e/escape.txt",
      "/storage/v1/object/attachments/x/../../escape.txt",
    ]) {
      const res = await rawRequest("POST", path, "x");
      assert.ok(res.status === 400 || res.status === 404, `${path} answered ${res.status}`);
    }
    const unicode = await bucket.upload(`${root}/zażółć.txt`, bytes("x"), {
      contentType: "text/plain",
    });
    assertStorageError(unicode.error, "400", /^Invalid key/);
  });
});
