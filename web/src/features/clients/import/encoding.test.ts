import { describe, expect, it } from "vitest";
import { decodeText, sniffEncoding } from "./encoding";

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("sniffEncoding", () => {
  it("follows a byte order mark", () => {
    expect(sniffEncoding(bytes(0xef, 0xbb, 0xbf, 0x41))).toBe("utf-8");
    expect(sniffEncoding(bytes(0xff, 0xfe, 0x41, 0x00))).toBe("utf-16le");
    expect(sniffEncoding(bytes(0xfe, 0xff, 0x00, 0x41))).toBe("utf-16be");
  });

  it("takes valid UTF-8 without a mark as UTF-8", () => {
    expect(sniffEncoding(utf8("Zoë;Łódź;東京"))).toBe("utf-8");
  });

  it("falls back to windows-1252 when the bytes are not UTF-8", () => {
    // "Zoë" and "€" as Excel writes them on Western Windows.
    expect(sniffEncoding(bytes(0x5a, 0x6f, 0xeb, 0x3b, 0x80))).toBe("windows-1252");
  });
});

describe("decodeText", () => {
  it("drops the byte order mark and reads UTF-16", () => {
    const le = bytes(0xff, 0xfe, 0x4e, 0x00, 0x61, 0x00, 0x6d, 0x00, 0x65, 0x00);
    expect(decodeText(le)).toEqual({ text: "Name", encoding: "utf-16le" });
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, ...utf8("Zoë")))).toEqual({
      text: "Zoë",
      encoding: "utf-8",
    });
  });

  it("reads windows-1252 text with its accents", () => {
    expect(decodeText(bytes(0x5a, 0x6f, 0xeb, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72)).text).toBe(
      "Zoë Müller",
    );
  });

  it("reads the encoding the rep picked over the guess", () => {
    const text = utf8("Zoë");
    expect(decodeText(text, "windows-1252")).toEqual({ text: "ZoÃ«", encoding: "windows-1252" });
  });
});
