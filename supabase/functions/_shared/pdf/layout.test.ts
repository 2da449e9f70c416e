import assert from "node:assert/strict";
import { PDFDocument, rgb } from "pdf-lib";
import type { Face } from "./fonts.ts";
import { clamp, fit, Flow, oneLine, wrap } from "./layout.ts";
import { height, split } from "./split.ts";

// Every character is half an em wide, so widths are easy to reason about.
const drawn: { page: unknown; text: string; x: number; y: number }[] = [];
const face = {
  width: (text: string, size: number) => Array.from(text).length * size * 0.5,
  draw: (page: unknown, text: string, x: number, y: number) => drawn.push({ page, text, x, y }),
} as unknown as Face;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

Deno.test("wrap breaks at spaces and keeps every line within the width", () => {
  const text = "The quick brown fox jumps over the lazy dog ".repeat(30);
  const lines = wrap(face, text, 10, 100);
  for (const line of lines) assert.ok(face.width(line, 10) <= 100, line);
  assert.deepEqual(words(lines.join(" ")), words(text));
  assert.ok(lines.length > 10);
});

Deno.test("wrap breaks a word wider than the line between characters", () => {
  const word = "x".repeat(500);
  const lines = wrap(face, `start ${word} end`, 10, 100);
  for (const line of lines) assert.ok(face.width(line, 10) <= 100);
  assert.equal(lines.join("").replace(/ /g, ""), `start${word}end`);
});

Deno.test("wrap keeps surrogate pairs whole when breaking a word", () => {
  const word = "𝒳".repeat(50);
  const lines = wrap(face, word, 10, 42);
  assert.equal(lines.join(""), word);
  for (const line of lines) assert.ok(!/[\uD800-\uDBFF]$/.test(line));
});

Deno.test("wrap honours line breaks and keeps at most one blank line", () => {
  assert.deepEqual(wrap(face, "a\nb\n\n\n\nc\n\n", 10, 100), ["a", "b", "", "c"]);
  assert.deepEqual(wrap(face, "", 10, 100), [""]);
  assert.deepEqual(wrap(face, "   ", 10, 100), [""]);
});

Deno.test("clamp cuts to a number of lines and ends with an ellipsis that fits", () => {
  const lines = wrap(face, "word ".repeat(100), 10, 100);
  const kept = clamp(face, lines, 2, 10, 100);
  assert.equal(kept.length, 2);
  assert.ok(kept[1].endsWith("\u2026"));
  assert.ok(face.width(kept[1], 10) <= 100);
  assert.deepEqual(clamp(face, ["a", "b"], 3, 10, 100), ["a", "b"]);
});

Deno.test("oneLine keeps short text and cuts long text, even one long word, to fit", () => {
  assert.equal(oneLine(face, "  a\n b  ", 10, 100), "a b");
  const cut = oneLine(face, `Prepared for ${"x".repeat(500)}`, 10, 100);
  assert.ok(cut.startsWith("Prepared for x") && cut.endsWith("\u2026"));
  assert.ok(face.width(cut, 10) <= 100);
  assert.equal(oneLine(face, "abc", 10, 1), "\u2026");
});

Deno.test("fit picks the largest size that fits, else the smallest, clamped", () => {
  assert.equal(fit(face, "short title", [30, 20, 10], 400, 1).size, 30);
  const long = fit(face, "a much longer title ".repeat(3), [30, 20, 10], 400, 1);
  assert.equal(long.size, 10);
  const huge = fit(face, "word ".repeat(1000), [30, 20], 400, 2);
  assert.equal(huge.size, 20);
  assert.equal(huge.lines.length, 2);
});

Deno.test("Flow adds pages so that no line goes below the bottom margin", async () => {
  const doc = await PDFDocument.create();
  const decorated: unknown[] = [];
  const frame = { width: 400, height: 300, top: 50, bottom: 40, left: 30, right: 30 };
  const flow = new Flow(doc, frame, (page) => decorated.push(page));
  drawn.length = 0;
  const style = { face, size: 10, lead: 20, color: rgb(0, 0, 0) };
  flow.lines(
    Array.from({ length: 100 }, (_, i) => `line ${i}`),
    style,
  );
  // (300 - 50 - 40) / 20 = 10.5: ten lines per page.
  assert.equal(flow.pages.length, 10);
  assert.equal(doc.getPageCount(), 10);
  assert.deepEqual(decorated, flow.pages);
  for (const line of drawn) {
    assert.ok(
      line.y >= frame.bottom && line.y <= frame.height - frame.top,
      `${line.text} at ${line.y}`,
    );
    assert.equal(line.x, frame.left);
  }
  assert.deepEqual(
    drawn.map((d) => d.text),
    Array.from({ length: 100 }, (_, i) => `line ${i}`),
  );
});

Deno.test("Flow.gap adds no space at the top of a page", async () => {
  const doc = await PDFDocument.create();
  const flow = new Flow(doc, { width: 400, height: 300, top: 50, bottom: 40, left: 30, right: 30 });
  flow.newPage();
  flow.gap(30);
  assert.equal(flow.y, 250);
  flow.advance(10);
  flow.gap(30);
  assert.equal(flow.y, 210);
});

Deno.test("split spreads bullets evenly over as few slides as needed", () => {
  const block = (lines: number) => ({
    lines: Array.from({ length: lines }, () => "x"),
    marker: true,
  });
  // Five two-line bullets, room for four: two slides of three and two, not four and one.
  const five = split(
    Array.from({ length: 5 }, () => block(2)),
    10,
    5,
    4 * 20 + 3 * 5,
  );
  assert.deepEqual(
    five.map((slide) => slide.length),
    [3, 2],
  );
  for (const slide of five) assert.ok(height(slide, 10, 5) <= 95);
  // A bullet taller than a slide is cut into slide-sized pieces; only the first has a marker.
  const tall = split([block(25)], 10, 5, 100);
  assert.deepEqual(
    tall.map((slide) => slide[0].lines.length),
    [10, 10, 5],
  );
  assert.deepEqual(
    tall.map((slide) => slide[0].marker),
    [true, false, false],
  );
  assert.deepEqual(split([], 10, 5, 100), [[]]);
});
