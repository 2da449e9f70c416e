// What current Storage answers and storage-js's own test suite checks, against a running
// stand-in: list-v2 (prefix, folders, cursor pages), a bucket's fields, emptying, and a request
// without a token. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, read by storageClient.ts.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { storage, url } from "./storageClient.ts";

type ListV2Sort = { column: "name" | "created_at"; order: "asc" | "desc" };

describe("Storage listing and bucket answers", () => {
  const id = `listing-${randomBytes(4).toString("hex")}`;
  const files = storage.from(id);
  const suffixes = ["zz", "bb", "xx", "ww", "cc", "aa"];

  before(async () => {
    assert.equal((await storage.createBucket(id, { public: false })).error, null);
    for (const suffix of suffixes) {
      const { error } = await files.upload(`docs/file-${suffix}.txt`, Buffer.from(suffix), {
        contentType: "text/plain",
      });
      assert.equal(error, null);
    }
    assert.equal((await files.upload("docs/deeper/inner.txt", Buffer.from("in"))).error, null);
  });

  after(async () => {
    await storage.emptyBucket(id);
    await storage.deleteBucket(id);
  });

  test("list-v2 without a delimiter lists every object under the prefix by its full key", async () => {
    const { data, error } = await files.listV2({ prefix: "docs" });
    assert.equal(error, null);
    assert.equal(data!.hasNext, false);
    assert.deepEqual(data!.folders, []);
    assert.equal(data!.objects.length, suffixes.length + 1);
    assert.ok(data!.objects.some((o) => o.name === "docs/deeper/inner.txt" && o.id));
  });

  test("list-v2 with a delimiter folds deeper keys into folders named with their slash", async () => {
    const root = await files.listV2({ with_delimiter: true });
    assert.deepEqual(root.data, {
      hasNext: false,
      folders: [{ key: "docs", name: "docs/" }],
      objects: [],
    });
    const docs = await files.listV2({ prefix: "docs/", with_delimiter: true });
    assert.deepEqual(docs.data!.folders, [{ key: "docs/deeper", name: "docs/deeper/" }]);
    assert.equal(docs.data!.objects.length, suffixes.length);
  });

  test("list-v2 pages follow nextCursor in every sort order until hasNext is false", async () => {
    const cases: { sortBy?: ListV2Sort; expected: string[] }[] = [
      { expected: [...suffixes].sort() },
      { sortBy: { column: "name", order: "desc" }, expected: [...suffixes].sort().reverse() },
      { sortBy: { column: "created_at", order: "asc" }, expected: suffixes },
      { sortBy: { column: "created_at", order: "desc" }, expected: [...suffixes].reverse() },
    ];
    for (const { sortBy, expected } of cases) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const { data, error } = await files.listV2({
          prefix: "docs/file-",
          limit: 2,
          ...(cursor ? { cursor } : {}),
          ...(sortBy ? { sortBy } : {}),
        });
        assert.equal(error, null);
        seen.push(...data!.objects.map((o) => o.name));
        cursor = data!.hasNext ? data!.nextCursor : undefined;
        pages++;
      } while (cursor);
      assert.equal(pages, 3);
      assert.deepEqual(
        seen,
        expected.map((s) => `docs/file-${s}.txt`),
      );
    }
  });

  test("a bucket is answered with Storage's fields and no others", async () => {
    const { data, error } = await storage.getBucket(id);
    assert.equal(error, null);
    assert.deepEqual(Object.keys(data!).sort(), [
      "allowed_mime_types",
      "created_at",
      "file_size_limit",
      "id",
      "name",
      "owner",
      "public",
      "updated_at",
    ]);
  });

  test("emptying a bucket answers that it is queued", async () => {
    const spare = `empty-${randomBytes(4).toString("hex")}`;
    assert.equal((await storage.createBucket(spare)).error, null);
    const { data } = await storage.emptyBucket(spare);
    assert.deepEqual(data, {
      message: "Empty bucket has been queued. Completion may take up to an hour.",
    });
    await storage.deleteBucket(spare);
  });

  test("a request without any token is refused with 'Invalid Compact JWS'", async () => {
    const res = await fetch(`${url}/storage/v1/bucket`);
    assert.equal(((await res.json()) as { message: string }).message, "Invalid Compact JWS");
  });
});
