import assert from "node:assert/strict";
import { formatFileSize } from "./file-size.ts";

Deno.test("file sizes use Bytes, KB, MB and GB with at most 2 decimals", () => {
  assert.equal(formatFileSize(0), "0 Bytes");
  assert.equal(formatFileSize(-5), "0 Bytes");
  assert.equal(formatFileSize(Number.NaN), "0 Bytes");
  assert.equal(formatFileSize(1023), "1023 Bytes");
  assert.equal(formatFileSize(1024), "1 KB");
  assert.equal(formatFileSize(1536), "1.5 KB");
  assert.equal(formatFileSize(1234567), "1.18 MB");
  assert.equal(formatFileSize(10 * 1024 * 1024), "10 MB");
  assert.equal(formatFileSize(5.5 * 1024 ** 3), "5.5 GB");
  assert.equal(formatFileSize(2048 * 1024 ** 3), "2048 GB", "stays in GB beyond it");
});
