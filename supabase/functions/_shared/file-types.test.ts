import assert from "node:assert/strict";
import { acceptedType, ALLOWED_MIME_TYPES, hasBinaryControl, mediaType } from "./file-types.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === "string" ? [...new TextEncoder().encode(v)] : [v])),
  );

const SAMPLES: Record<string, Uint8Array> = {
  "image/jpeg": bytes(0xff, 0xd8, 0xff, 0xe0),
  "image/jpg": bytes(0xff, 0xd8, 0xff, 0xdb),
  "image/png": bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0),
  "image/gif": bytes("GIF89a"),
  "image/webp": bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "),
  "application/pdf": bytes("%PDF-1.4\n"),
  "text/plain": bytes("Zoë, 山田 👩‍💼"),
  "application/msword": bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": bytes("PK", 3, 4),
  "text/csv": bytes("a,b\n1,2\n"),
  "application/vnd.ms-excel": bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": bytes("PK", 3, 4),
};

Deno.test("every allowed type is accepted with its own content", () => {
  assert.equal(ALLOWED_MIME_TYPES.length, 12);
  for (const type of ALLOWED_MIME_TYPES) {
    assert.equal(acceptedType(type, "x", SAMPLES[type]), type, type);
  }
});

Deno.test("a declared type with other content is refused", () => {
  assert.equal(acceptedType("image/png", "x.png", bytes("MZ", 0x90, 0)), null);
  assert.equal(acceptedType("image/jpeg", "x.jpg", SAMPLES["image/png"]), null);
  assert.equal(acceptedType("image/webp", "x.webp", bytes("RIFF", 0, 0, 0, 0, "WAVE")), null);
  assert.equal(acceptedType("application/pdf", "x.pdf", bytes("PK", 3, 4)), null);
  assert.equal(acceptedType("text/plain", "x.txt", bytes("a", 0, "b")), null);
  assert.equal(acceptedType("text/csv", "x.csv", bytes("MZ", 0x90, 3, 0x1b, "x")), null);
  assert.equal(acceptedType("image/png", "x.png", new Uint8Array()), null);
});

Deno.test("text in the encodings the reader decodes is accepted", () => {
  const windows1252 = bytes("Caf", 0xe9, ";M", 0xfc, "ller;", 0x80, "5\r\n");
  assert.equal(acceptedType("text/csv", "x.csv", windows1252), "text/csv");
  const utf16 = bytes(0xff, 0xfe, "h", 0, "i", 0);
  assert.equal(acceptedType("text/plain", "x.txt", utf16), "text/plain");
  assert.equal(acceptedType("text/plain", "x.txt", bytes("a\tb\fc")), "text/plain");
});

Deno.test(
  "a binary control byte is found at every position and alignment, a text one never",
  () => {
    const isBinaryControl = (byte: number) =>
      byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte);
    const buffer = new Uint8Array(40);
    for (let offset = 0; offset < 4; offset++) {
      for (let length = 0; length <= 33; length++) {
        const view = buffer.subarray(offset, offset + length);
        for (let at = 0; at < length; at++) {
          for (let byte = 0; byte < 256; byte++) {
            view.fill(0x61).set([byte], at);
            assert.equal(
              hasBinaryControl(view),
              isBinaryControl(byte),
              `${byte} at ${at} of ${length}+${offset}`,
            );
          }
        }
        view.fill(0xff);
        assert.equal(hasBinaryControl(view), false, `high bytes, ${length}+${offset}`);
      }
    }
  },
);

Deno.test("types off the list are refused whatever their content", () => {
  assert.equal(acceptedType("application/x-msdownload", "x.exe", bytes("MZ")), null);
  assert.equal(acceptedType("image/svg+xml", "x.svg", bytes("<svg/>")), null);
  assert.equal(acceptedType("text/html", "x.html", bytes("<p>")), null);
  assert.equal(acceptedType("", "x.txt", bytes("hello")), null);
});

Deno.test("declared types are compared without case or parameters", () => {
  assert.equal(mediaType("Text/Plain; charset=UTF-8"), "text/plain");
  assert.equal(acceptedType("TEXT/PLAIN;charset=utf-8", "x.txt", bytes("hi")), "text/plain");
});

Deno.test("a .csv declared as Excel by Windows is stored as text/csv", () => {
  assert.equal(acceptedType("application/vnd.ms-excel", "data.CSV", bytes("a,b\n")), "text/csv");
  assert.equal(acceptedType("application/vnd.ms-excel", "data.txt", bytes("a,b\n")), null);
});
