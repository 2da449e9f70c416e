import assert from "node:assert/strict";
import { cleanText, REPLACEMENT, tidySpaces } from "./text.ts";

// A font with Latin-1, Latin Extended-A, Greek, Cyrillic and U+FFFD, like Noto Sans.
const covers = (cp: number) =>
  (cp >= 0x20 && cp <= 0x17f) || (cp >= 0x370 && cp <= 0x4ff) || cp === 0xfffd || cp === 0x2014;
const clean = (value: unknown, newlines = false) => cleanText(value, covers, { newlines });

Deno.test("cleanText leaves plain text alone", () => {
  assert.equal(clean("Hello, world! 100% (sure)"), "Hello, world! 100% (sure)");
  assert.equal(clean("Zoë Łukasz Ελένη Дмитрий"), "Zoë Łukasz Ελένη Дмитрий");
});

Deno.test("cleanText normalises line breaks and tabs", () => {
  assert.equal(clean("a\r\nb\rc\nd\u2028e", true), "a\nb\nc\nd\ne");
  assert.equal(clean("a\r\nb\rc\nd"), "a b c d");
  assert.equal(clean("a\tb"), "a    b");
});

Deno.test("cleanText drops control and invisible format characters", () => {
  assert.equal(clean("a\u0000b\u0007c\u001Bd\u007Fe\u009Ff"), "abcdef");
  assert.equal(
    clean("zero\u200Bwidth\u200Cnon\u200Djoiner\uFEFF\u200E\u202Eend"),
    "zerowidthnonjoinerend",
  );
  assert.equal(clean("\u00ADsoft"), "soft");
});

Deno.test("cleanText replaces lone surrogates", () => {
  assert.equal(clean("a\uD800b\uDC00c"), `a${REPLACEMENT}b${REPLACEMENT}c`);
  assert.equal(clean("\uDBFF"), REPLACEMENT);
});

Deno.test("cleanText shows one replacement per character the font lacks, one per emoji", () => {
  assert.equal(clean("中文"), REPLACEMENT.repeat(2));
  assert.equal(clean("שלום"), REPLACEMENT.repeat(4));
  assert.equal(clean("hi 😀!"), `hi ${REPLACEMENT}!`);
  assert.equal(clean("👍🏽"), REPLACEMENT, "skin tone modifier joins its emoji");
  assert.equal(clean("👨‍👩‍👧"), REPLACEMENT, "a ZWJ family is one emoji");
  assert.equal(clean("❤️"), REPLACEMENT, "variation selector dropped");
  assert.equal(clean("🇵🇱"), REPLACEMENT, "a flag is one emoji");
  assert.equal(clean("🇵🇱🇩🇪"), REPLACEMENT.repeat(2));
  assert.equal(clean("😀 😀"), `${REPLACEMENT} ${REPLACEMENT}`);
});

Deno.test("cleanText falls back to '?' when the font has no U+FFFD", () => {
  const ascii = (cp: number) => cp >= 0x20 && cp < 0x7f;
  assert.equal(cleanText("Łódź 😀", ascii), "??d? ?");
});

Deno.test("cleanText composes accents (NFC) so precomposed glyphs are used", () => {
  assert.equal(clean("Zoe\u0308 e\u0301"), "Zoë é");
});

Deno.test("cleanText maps odd spaces to a space and keeps no-break spaces", () => {
  assert.equal(clean("a\u2003b\u3000c"), "a b c");
  assert.equal(clean("PLN\u00A01"), "PLN\u00A01");
});

Deno.test("cleanText accepts anything", () => {
  assert.equal(clean(null), "");
  assert.equal(clean(undefined), "");
  assert.equal(clean(42), "42");
  assert.equal(clean(""), "");
});

Deno.test("tidySpaces collapses runs of spaces and trims each line", () => {
  assert.equal(tidySpaces("  a   b  \n   c  "), "a b\nc");
});
