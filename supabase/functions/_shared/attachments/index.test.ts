import assert from "node:assert/strict";
import { attachmentText } from "./index.ts";
import { MAX_CHARS } from "./reader.ts";
import { TimeUp, withinTime } from "../time-limit.ts";

Deno.test("images and types without a reader have no reading", async () => {
  assert.equal(await attachmentText(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png"), null);
  assert.equal(await attachmentText(new Uint8Array([1, 2, 3]), "application/zip"), null);
});

Deno.test("the type is read from a full MIME type, in any case", async () => {
  const bytes = new TextEncoder().encode("a;b\n1;2");
  assert.deepEqual(await attachmentText(bytes, "Text/CSV; charset=utf-8"), { text: "a\tb\n1\t2" });
});

Deno.test(`text past ${MAX_CHARS} characters is cut with a marker`, async () => {
  const reading = await attachmentText(new TextEncoder().encode("x".repeat(60_000)), "text/plain");
  assert.ok(reading && "text" in reading);
  assert.equal(reading.text, "x".repeat(MAX_CHARS) + "\n[…truncated]");
});

Deno.test(
  "line endings become \\n, runs of blank lines one blank line, a table's leading tab stays",
  async () => {
    const bytes = new TextEncoder().encode("\r\n\r\n\tQ3\r\nBudget\r\n\r\n\r\n\r\nTotal\r\n  ");
    assert.deepEqual(await attachmentText(bytes, "text/plain"), { text: "\tQ3\nBudget\n\nTotal" });
  },
);

Deno.test("work past its time limit stops with TimeUp and its signal aborted", async () => {
  let signal: AbortSignal | undefined;
  const never = (given: AbortSignal) => {
    signal = given;
    return new Promise<string>(() => {});
  };
  await assert.rejects(withinTime(never, 10), TimeUp);
  assert.equal(signal?.aborted, true);
  assert.equal(await withinTime(() => Promise.resolve("read"), 1_000), "read");
});
