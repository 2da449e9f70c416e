import assert from "node:assert/strict";
import { attachmentText } from "./index.ts";
import { textOf } from "../testing/attachments.ts";
import { decodeText } from "./text.ts";

const utf16 = (text: string, littleEndian: boolean) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return bytes;
};

Deno.test("plain UTF-8 text is read as it is", async () => {
  const bytes = new TextEncoder().encode("Budget: €50k\nZoë");
  assert.equal(await textOf(bytes, "text/plain"), "Budget: €50k\nZoë");
});

Deno.test("a UTF-8 byte order mark is dropped", () => {
  const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Zoë")]);
  assert.equal(decodeText(bytes, "text/plain"), "Zoë");
});

Deno.test("UTF-16 with a byte order mark, little and big endian", () => {
  assert.equal(decodeText(utf16("Łódź €40k", true), "text/plain"), "Łódź €40k");
  assert.equal(decodeText(utf16("Łódź €40k", false), "text/plain"), "Łódź €40k");
});

Deno.test("a declared charset is used when there is no byte order mark", () => {
  // "Łódź" in ISO-8859-2.
  const bytes = new Uint8Array([0xa3, 0xf3, 0x64, 0xbc]);
  assert.equal(decodeText(bytes, "text/plain; charset=ISO-8859-2"), "Łódź");
  assert.equal(decodeText(bytes, 'text/plain; charset="iso-8859-2"'), "Łódź");
});

Deno.test("a byte order mark outweighs a declared charset", () => {
  assert.equal(decodeText(utf16("Zoë", true), "text/plain; charset=windows-1252"), "Zoë");
});

Deno.test(
  "bytes that are not UTF-8 are read as windows-1252; an unknown charset is ignored",
  () => {
    // "Café €5" as Notepad on Western Windows saves it.
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]);
    assert.equal(decodeText(bytes, "text/plain"), "Café €5");
    assert.equal(decodeText(bytes, "text/plain; charset=no-such-charset"), "Café €5");
    assert.equal(decodeText(new TextEncoder().encode("Zoë"), "text/plain; charset=bogus"), "Zoë");
  },
);

Deno.test("an empty or blank text file says it is empty", async () => {
  for (const bytes of [new Uint8Array(), new TextEncoder().encode(" \n\t\n")]) {
    assert.deepEqual(await attachmentText(bytes, "text/plain"), {
      unreadable: "This file is empty.",
      damaged: false,
    });
  }
});
