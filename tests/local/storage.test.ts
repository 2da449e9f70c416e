// The stand-in's Storage API, driven the way the product drives it (@supabase/supabase-js), against a running
// stand-in: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL (optional: row checks).
// What it stores and serves; what it refuses is in storage-refusals.test.ts.
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import {
  anonKey,
  assertStorageError,
  bucket,
  bytes,
  downloaded,
  MiB,
  postForm,
  removeSuiteObjects,
  root,
  serviceKey,
  storage,
} from "./storageClient.ts";

const dbUrl = process.env.SUPABASE_DB_URL;

describe("local storage (Storage API stand-in)", () => {
  const sql = dbUrl ? postgres(dbUrl, { prepare: false, max: 1, onnotice: () => {} }) : null;

  after(async () => {
    await removeSuiteObjects();
    await sql?.end();
  });

  test("the attachments bucket is configured from supabase/config.toml", async () => {
    assert.ok(serviceKey && anonKey, "SUPABASE_SERVICE_ROLE_KEY and SUPABASE_ANON_KEY must be set");
    const { data, error } = await storage.getBucket("attachments");
    assert.equal(error, null);
    assert.equal(data!.public, false);
    assert.equal(data!.file_size_limit, 10 * MiB);
    assert.ok(data!.allowed_mime_types!.includes("application/pdf"));
  });

  test("upload (multipart) then download gives the same bytes, with the row the Storage API writes", async () => {
    const path = `${root}/note.txt`;
    const { data, error } = await bucket.upload(
      path,
      new Blob([bytes("first version")], { type: "text/plain" }),
    );
    assert.equal(error, null);
    assert.equal(data!.path, path);
    assert.equal(data!.fullPath, `attachments/${path}`);
    assert.match(data!.id, /^[0-9a-f-]{36}$/);
    assert.equal(await downloaded(path), "first version");
    if (sql) {
      const [row] =
        await sql`select id, metadata from storage.objects where bucket_id = 'attachments' and name = ${path}`;
      assert.equal(row.id, data!.id);
      assert.equal(row.metadata.size, 13);
      assert.equal(row.metadata.contentLength, 13);
      assert.equal(row.metadata.mimetype, "text/plain");
      assert.equal(row.metadata.cacheControl, "max-age=3600");
      assert.equal(row.metadata.httpStatusCode, 200);
      assert.match(row.metadata.eTag, /^"[0-9a-f]{32}"$/);
      assert.ok(!Number.isNaN(Date.parse(row.metadata.lastModified)));
    }
  });

  test("uploading again needs upsert; with it the bytes are replaced", async () => {
    const path = `${root}/replace.txt`;
    assert.equal(
      (await bucket.upload(path, bytes("one"), { contentType: "text/plain" })).error,
      null,
    );
    const again = await bucket.upload(path, bytes("two"), { contentType: "text/plain" });
    assertStorageError(again.error, "409", "The resource already exists");
    assert.equal(await downloaded(path), "one");
    const upsert = await bucket.upload(path, bytes("two!"), {
      contentType: "text/plain",
      upsert: true,
    });
    assert.equal(upsert.error, null);
    assert.equal(await downloaded(path), "two!");
    assert.equal(
      (await bucket.update(path, bytes("three"), { contentType: "text/plain" })).error,
      null,
    );
    assert.equal(await downloaded(path), "three");
  });

  test("storage-js's default type (text/plain;charset=UTF-8) passes the text/plain entry and is served as sent", async () => {
    const path = `${root}/default-type.txt`;
    assert.equal((await bucket.upload(path, "plain string body")).error, null);
    const signed = await bucket.createSignedUrl(path, 60);
    const res = await fetch(signed.data!.signedUrl);
    assert.equal(res.headers.get("content-type"), "text/plain;charset=UTF-8");
    assert.equal(await res.text(), "plain string body");
  });

  test("remove answers the deleted rows; the object is gone afterwards", async () => {
    const path = `${root}/gone.txt`;
    await bucket.upload(path, bytes("bye"), { contentType: "text/plain" });
    const { data, error } = await bucket.remove([path, `${root}/never-existed.txt`]);
    assert.equal(error, null);
    assert.deepEqual(
      data!.map((o) => o.name),
      [path],
    );
    const after = await bucket.download(path);
    assertStorageError(after.error, "404", "Object not found");
    assert.equal((await bucket.exists(path)).data, false);
  });

  test("a signed URL serves the bytes, then expires with InvalidJWT", async () => {
    const path = `${root}/signed.txt`;
    await bucket.upload(path, bytes("signed bytes"), { contentType: "text/plain" });
    const long = await bucket.createSignedUrl(path, 60, { download: "report.txt" });
    assert.equal(long.error, null);
    const ok = await fetch(long.data!.signedUrl);
    assert.equal(ok.status, 200);
    assert.equal(await ok.text(), "signed bytes");
    assert.equal(ok.headers.get("content-type"), "text/plain");
    assert.match(ok.headers.get("content-disposition") ?? "", /^attachment; filename="report.txt"/);

    const short = await bucket.createSignedUrl(path, 1);
    assert.equal(short.error, null);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await fetch(short.data!.signedUrl);
    assert.equal(expired.status, 400);
    assert.deepEqual(await expired.json(), {
      statusCode: "400",
      code: "InvalidJWT",
      error: "InvalidJWT",
      message: "jwt expired",
    });
    const tampered = await fetch(long.data!.signedUrl.replace("signed.txt", "other.txt"));
    assert.equal(tampered.status, 400);
  });

  test("createSignedUrls signs what exists and reports what does not", async () => {
    const path = `${root}/many.txt`;
    await bucket.upload(path, bytes("many"), { contentType: "text/plain" });
    const { data, error } = await bucket.createSignedUrls([path, `${root}/missing.txt`], 60);
    assert.equal(error, null);
    assert.equal(data![0].error, null);
    assert.equal(await (await fetch(data![0].signedUrl!)).text(), "many");
    assert.equal(data![1].signedUrl, null);
    assert.equal(
      data![1].error,
      "Either the object does not exist or you do not have access to it",
    );
  });

  test("a multipart body whose closing CRLF and epilogue come in a later chunk still uploads", async () => {
    const path = `${root}/epilogue.txt`;
    const chunks = [
      '--B\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n',
      '--B\r\nContent-Disposition: form-data; name=""; filename="a;b \\ %22c%22.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--B--',
      "\r\nan epilogue",
    ];
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = chunks.shift();
        if (chunk === undefined) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(bytes(chunk));
      },
    });
    const res = await postForm(path, body);
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(await downloaded(path), "hello");
  });

  test("list shows folders and files one level at a time", async () => {
    await bucket.upload(`${root}/dir/a.txt`, bytes("a"), { contentType: "text/plain" });
    await bucket.upload(`${root}/dir/b.txt`, bytes("bb"), { contentType: "text/plain" });
    const top = await bucket.list(root);
    assert.equal(top.error, null);
    const folder = top.data!.find((e) => e.name === "dir");
    assert.ok(folder && folder.id === null && folder.metadata === null);
    const inner = await bucket.list(`${root}/dir`, { sortBy: { column: "name", order: "desc" } });
    assert.deepEqual(
      inner.data!.map((e) => e.name),
      ["b.txt", "a.txt"],
    );
    assert.equal(inner.data![0].metadata!.size, 2);
    const searched = await bucket.list(`${root}/dir`, { search: "a" });
    assert.deepEqual(
      searched.data!.map((e) => e.name),
      ["a.txt"],
    );
  });

  test("move, copy, info and exists", async () => {
    await bucket.upload(`${root}/m/src.txt`, bytes("moving"), { contentType: "text/plain" });
    assert.equal((await bucket.move(`${root}/m/src.txt`, `${root}/m/dst.txt`)).error, null);
    assert.equal((await bucket.exists(`${root}/m/src.txt`)).data, false);
    assert.equal(await downloaded(`${root}/m/dst.txt`), "moving");
    const copy = await bucket.copy(`${root}/m/dst.txt`, `${root}/m/copy.txt`);
    assert.equal(copy.error, null);
    assert.equal(copy.data!.path, `attachments/${root}/m/copy.txt`);
    assert.equal(await downloaded(`${root}/m/copy.txt`), "moving");
    const info = await bucket.info(`${root}/m/copy.txt`);
    assert.equal(info.error, null);
    assert.equal(info.data!.size, 6);
    assert.equal(info.data!.contentType, "text/plain");
    assert.equal((await bucket.exists(`${root}/m/copy.txt`)).data, true);
  });

  test("parallel uploads and downloads do not trip over each other", async () => {
    const paths = Array.from({ length: 8 }, (_, i) => `${root}/par/${i}.txt`);
    const ups = await Promise.all(
      paths.map((p, i) => bucket.upload(p, bytes(`n${i}`), { contentType: "text/plain" })),
    );
    assert.deepEqual(
      ups.map((u) => u.error),
      paths.map(() => null),
    );
    assert.deepEqual(
      await Promise.all(paths.map(downloaded)),
      paths.map((_, i) => `n${i}`),
    );
  });

  test("signed upload URLs", async () => {
    const path = `${root}/signed-upload.txt`;
    const signed = await bucket.createSignedUploadUrl(path);
    assert.equal(signed.error, null);
    const put = await bucket.uploadToSignedUrl(path, signed.data!.token, bytes("via token"), {
      contentType: "text/plain",
    });
    assert.equal(put.error, null);
    assert.equal(await downloaded(path), "via token");
  });

  test("buckets: create, public reads, update, empty, delete", async () => {
    const id = `test-${randomBytes(4).toString("hex")}`;
    assert.equal(
      (await storage.createBucket(id, { public: true, fileSizeLimit: "1KB" })).error,
      null,
    );
    assertStorageError(
      (await storage.createBucket(id, { public: true })).error,
      "409",
      "The resource already exists",
    );
    const pub = storage.from(id);
    assert.equal(
      (await pub.upload("hello.txt", bytes("public hello"), { contentType: "text/plain" })).error,
      null,
    );
    const res = await fetch(pub.getPublicUrl("hello.txt").data.publicUrl);
    assert.equal(await res.text(), "public hello");
    const priv = await fetch(bucket.getPublicUrl(`${root}/note.txt`).data.publicUrl);
    assert.equal(((await priv.json()) as { message: string }).message, "Bucket not found");
    assertStorageError((await pub.upload("big.txt", Buffer.alloc(1001))).error, "413", /exceeded/);
    assert.equal(
      (await storage.updateBucket(id, { public: false, allowedMimeTypes: ["image/*"] })).error,
      null,
    );
    assert.equal(
      (await pub.upload("i.png", bytes("png"), { contentType: "image/png" })).error,
      null,
    );
    assertStorageError(
      (await pub.upload("t.txt", bytes("t"), { contentType: "text/plain" })).error,
      "415",
      /text\/plain/,
    );
    assertStorageError(
      (await storage.deleteBucket(id)).error,
      "409",
      "The bucket you tried to delete is not empty",
    );
    assert.equal((await storage.emptyBucket(id)).error, null);
    assert.equal((await storage.deleteBucket(id)).error, null);
    assertStorageError((await storage.getBucket(id)).error, "404", "Bucket not found");
  });
});
