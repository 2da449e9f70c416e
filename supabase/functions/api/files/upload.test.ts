import assert from "node:assert/strict";
import { storageKeyName } from "./upload.ts";

// What the Storage API accepts in a key segment, less what it would read as a folder.
const STORAGE_SAFE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)?$/;

Deno.test("names in any script become ASCII Storage key names that keep the extension", () => {
  const cases: [string, string][] = [
    ["offer.pdf", "offer.pdf"],
    ["Zoë's offer (v2).pdf", "Zoe_s_offer_v2.pdf"],
    ["Łukasz Ελένη.docx", "ukasz.docx"],
    ["山田太郎 株式会社.txt", "file.txt"],
    ["👩‍💼🚀 deal 💰.png", "deal.png"],
    ["../../etc/passwd", "file.etc_passwd"],
    [".env", "env"],
    ["no extension", "no_extension"],
    ["archive.tar.gz", "archive_tar.gz"],
    ["a.", "a"],
    ["x".repeat(300) + ".csv", "x".repeat(100) + ".csv"],
  ];
  for (const [name, key] of cases) {
    assert.equal(storageKeyName(name), key, name);
    assert.match(storageKeyName(name), STORAGE_SAFE, name);
  }
});
