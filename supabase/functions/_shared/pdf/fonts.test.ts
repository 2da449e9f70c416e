import assert from "node:assert/strict";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";
import type { DocumentContent } from "../documents/content.ts";
import {
  budgetContent,
  HOSTILE_TEXT,
  presentationContent,
  proposalContent,
  UNICODE_NAME,
} from "../testing/documents.ts";
import { loadFontBytes, patchEmbedder } from "./fonts.ts";
import { embeddedFonts, readPdf } from "../testing/pdf-inspect.ts";
import { renderDocument, renderDocumentWith } from "./render.ts";
import { assertInside } from "../testing/pdf-assertions.ts";

const hostile = (base: DocumentContent): DocumentContent => ({
  ...base,
  clientName: UNICODE_NAME,
  author: "Ελένη Παπαδοπούλου",
  sections: [{ heading: HOSTILE_TEXT, paragraphs: [HOSTILE_TEXT], bullets: [HOSTILE_TEXT] }],
  slides: [{ title: HOSTILE_TEXT, bullets: [HOSTILE_TEXT] }],
});

const KINDS = [
  proposalContent(),
  proposalContent({ kind: "srs" }),
  presentationContent(),
  budgetContent(),
];

/** Subset glyphs whose outline differs from the original font's glyph for the same character. */
async function corruptGlyphs(bytes: Uint8Array): Promise<string[]> {
  const fonts = (await loadFontBytes())!;
  const originals = { regular: fontkit.create(fonts.regular), bold: fontkit.create(fonts.bold) };
  const { doc } = await readPdf(bytes);
  const bad: string[] = [];
  for (const font of embeddedFonts(doc)) {
    const subset = fontkit.create(font.data);
    const original = font.name.includes("Bold") ? originals.bold : originals.regular;
    for (const [id, text] of font.unicode) {
      const expected = original.glyphForCodePoint(text.codePointAt(0)!).path.toSVG();
      let actual: string | null = null;
      try {
        actual = subset.getGlyph(id).path.toSVG();
      } catch {
        // Garbage where the outline should be.
      }
      if (actual !== expected) bad.push(text);
    }
  }
  return bad;
}

Deno.test("the shipped fonts load once and are the npm package's files", async () => {
  const first = await loadFontBytes();
  assert.ok(first, "fonts/NotoSans-*.ttf are readable");
  assert.equal(await loadFontBytes(), first, "cached for the process");
  const packaged = new URL(
    "../../../../node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
    import.meta.url,
  );
  try {
    assert.deepEqual(await Deno.readFile(packaged), first.regular);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
});

Deno.test(
  "pdf-lib's embedder takes both fixes (even-length subset glyphs, cmap layout)",
  async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont((await loadFontBytes())!.regular, { subset: true });
    assert.deepEqual(patchEmbedder(font), { evenGlyphs: true, cmapLayout: true });
  },
);

Deno.test("every embedded glyph is the original glyph, in every kind of document", async () => {
  for (const content of KINDS) {
    const bytes = await renderDocument(hostile(content));
    assert.deepEqual(await corruptGlyphs(bytes), [], content.kind);
  }
});

Deno.test("the glyph check catches fontkit's odd-length subset glyphs when unfixed", async () => {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont((await loadFontBytes())!.regular, { subset: true });
  doc.addPage().drawText("Northwind Traders proposal", {
    x: 50,
    y: 500,
    size: 12,
    font,
    color: rgb(0, 0, 0),
  });
  const broken = await corruptGlyphs(await doc.save());
  assert.ok(broken.length > 0, "without the fix, glyphs come out wrong");
});

Deno.test("Unicode names render with their own glyphs in every kind of document", async () => {
  for (const content of KINDS) {
    const { pages } = await readPdf(await renderDocument(hostile(content)));
    const text = pages.map((page) => page.text).join("\n");
    assert.ok(text.includes(UNICODE_NAME), `${content.kind}: client`);
    assert.ok(text.includes("Ελένη Παπαδοπούλου"), `${content.kind}: author`);
    assert.ok(text.includes("\uFFFD"), `${content.kind}: what the font lacks is shown replaced`);
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      const invisible =
        (cp < 0x20 && cp !== 0x0a) || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0x200d;
      assert.ok(!invisible, `U+${cp.toString(16)} reached the page`);
    }
    assertInside(pages, 64);
  }
});

Deno.test("without the font files, documents fall back to Helvetica", async () => {
  for (const content of KINDS) {
    const bytes = await renderDocumentWith(hostile(content), null);
    const { pages } = await readPdf(bytes);
    const text = pages.map((page) => page.text).join("\n");
    assert.ok(text.includes("Zoë ?ukasz"), content.kind);
    assertInside(pages, 64);
  }
});
