import assert from "node:assert/strict";
import { attachmentText } from "./attachment-text.ts";

const encoder = new TextEncoder();

async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(
    new CompressionStream("deflate-raw"),
  );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A minimal ZIP with one deflated entry, as Word writes them. */
async function zip(name: string, content: string): Promise<Uint8Array> {
  const nameBytes = encoder.encode(name);
  const data = await deflateRaw(encoder.encode(content));
  const local = new Uint8Array(30 + nameBytes.length + data.length);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, 0x04034b50, true);
  lv.setUint16(8, 8, true);
  lv.setUint32(18, data.length, true);
  lv.setUint32(22, content.length, true);
  lv.setUint16(26, nameBytes.length, true);
  local.set(nameBytes, 30);
  local.set(data, 30 + nameBytes.length);
  const central = new Uint8Array(46 + nameBytes.length);
  const cv = new DataView(central.buffer);
  cv.setUint32(0, 0x02014b50, true);
  cv.setUint16(10, 8, true);
  cv.setUint32(20, data.length, true);
  cv.setUint32(24, content.length, true);
  cv.setUint16(28, nameBytes.length, true);
  cv.setUint32(42, 0, true);
  central.set(nameBytes, 46);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, 1, true);
  ev.setUint16(10, 1, true);
  ev.setUint32(12, central.length, true);
  ev.setUint32(16, local.length, true);
  const out = new Uint8Array(local.length + central.length + end.length);
  out.set(local);
  out.set(central, local.length);
  out.set(end, local.length + central.length);
  return out;
}

Deno.test("plain text and CSV are read as UTF-8", async () => {
  assert.equal(
    await attachmentText(encoder.encode("Budget: €50k\nZoë"), "text/plain"),
    "Budget: €50k\nZoë",
  );
  assert.equal(await attachmentText(encoder.encode("a,b\n1,2\n"), "text/csv"), "a,b\n1,2");
});

Deno.test("a .docx gives its paragraphs", async () => {
  const xml = "<w:document><w:body><w:p><w:r><w:t>Need 50 seats</w:t></w:r></w:p>" +
    "<w:p><w:r><w:t>Go-live &amp; training in Q3</w:t></w:r></w:p></w:body></w:document>";
  const text = await attachmentText(
    await zip("word/document.xml", xml),
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  );
  assert.equal(text, "Need 50 seats\nGo-live & training in Q3");
});

Deno.test("an .xlsx gives its shared strings", async () => {
  const xml = "<sst><si><t>Licences</t></si><si><t>Support</t></si></sst>";
  const text = await attachmentText(
    await zip("xl/sharedStrings.xml", xml),
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  assert.equal(text, "Licences\nSupport");
});

Deno.test("a PDF gives the text of its Tj and TJ operators, compressed or not", async () => {
  const content =
    "BT /F1 12 Tf (Requirements: SSO \\(SAML\\)) Tj ET BT [(Budget ) -20 (USD 40k)] TJ ET";
  const plain =
    `%PDF-1.4\n1 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`;
  assert.equal(
    await attachmentText(encoder.encode(plain), "application/pdf"),
    "Requirements: SSO (SAML)\nBudget USD 40k",
  );
  const compressed = new Uint8Array(
    await new Response(
      new Blob([encoder.encode(content)]).stream().pipeThrough(new CompressionStream("deflate")),
    ).arrayBuffer(),
  );
  const head = encoder.encode(
    `%PDF-1.4\n1 0 obj\n<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`,
  );
  const tail = encoder.encode("\nendstream\nendobj\n");
  const pdf = new Uint8Array([...head, ...compressed, ...tail]);
  assert.match((await attachmentText(pdf, "application/pdf"))!, /Budget USD 40k/);
});

Deno.test("images, garbage and empty files have no text, and nothing throws", async () => {
  assert.equal(await attachmentText(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png"), null);
  assert.equal(await attachmentText(new Uint8Array(100), "application/pdf"), null);
  assert.equal(
    await attachmentText(
      new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ),
    null,
  );
  assert.equal(await attachmentText(new Uint8Array(), "text/plain"), null);
});

Deno.test("a legacy .doc gives its longer text runs", async () => {
  const utf16 = new Uint8Array([...new TextEncoder().encode("\0\0\0\0")]);
  const text = "Decision maker: CFO Anna";
  const wide = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) wide[i * 2] = text.charCodeAt(i);
  const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, ...utf16, ...wide, 0, 0]);
  assert.match((await attachmentText(doc, "application/msword"))!, /Decision maker: CFO Anna/);
});

Deno.test("very long text is cut with a marker", async () => {
  const text = await attachmentText(encoder.encode("x".repeat(60_000)), "text/plain");
  assert.equal(text!.length, 50_000 + "\n[…truncated]".length);
});
