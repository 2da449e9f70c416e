import assert from "node:assert/strict";
import { attachmentText } from "./index.ts";
import { fixture, textOf } from "../testing/attachments.ts";

const DOC = "application/msword";

Deno.test("a Word 97-2003 .doc reads its paragraphs and table", async () => {
  const text = await textOf(await fixture("word97.doc"), DOC);
  assert.match(text, /^Requirements from Zoë Nowak$/m);
  assert.match(text, /^Decision maker: Anna Kowalska, CFO$/m);
  assert.match(text, /^Budget: €40,000 for 50 seats, go-live in Q3$/m);
  assert.match(text, /Single sign-on\s+High/);
});

Deno.test("a damaged .doc cannot be opened", async () => {
  const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  const damaged = {
    unreadable: "This Word document is damaged and can't be opened.",
    damaged: true,
  };
  assert.deepEqual(
    await attachmentText(new Uint8Array([...header, ...new Uint8Array(504)]), DOC),
    damaged,
  );
  const truncated = (await fixture("word97.doc")).subarray(0, 2048);
  assert.deepEqual(await attachmentText(truncated, DOC), damaged);
});
