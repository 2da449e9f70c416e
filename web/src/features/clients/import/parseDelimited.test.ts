import { describe, expect, it } from "vitest";
import { parseDelimited } from "./parseDelimited";
import { FILE_EMPTY, FILE_TOO_LARGE, MAX_IMPORT_ROWS } from "./table";

describe("parseDelimited", () => {
  it("reads commas, with the first row as the header", () => {
    expect(parseDelimited("Name,Email\r\nAda,ada@example.com\r\n")).toEqual({
      headers: ["Name", "Email"],
      rows: [["Ada", "ada@example.com"]],
    });
  });

  it("guesses semicolons and keeps a quoted line break inside its field", () => {
    const text = 'Name;Company;Notes\nAda;"Lovelace; Ltd";"First line\nsecond line"\nBob;Acme;\n';
    expect(parseDelimited(text).rows).toEqual([
      ["Ada", "Lovelace; Ltd", "First line\nsecond line"],
      ["Bob", "Acme", ""],
    ]);
  });

  it("guesses tabs", () => {
    expect(parseDelimited("Name\tPhone\nAda\t+44 20 7946 0000\n").rows).toEqual([
      ["Ada", "+44 20 7946 0000"],
    ]);
  });

  it("names blank headings and skips blank lines", () => {
    expect(parseDelimited("Name,,\n\nAda,x,y\n,,\n")).toEqual({
      headers: ["Name", "Column 2", "Column 3"],
      rows: [["Ada", "x", "y"]],
    });
  });

  it("reports progress up to the whole text", () => {
    const shares: number[] = [];
    parseDelimited("Name\nAda\n", (share) => shares.push(share));
    expect(shares.at(-1)).toBe(1);
  });

  it("says a file with a header alone, or nothing, has no rows", () => {
    expect(() => parseDelimited("")).toThrow(FILE_EMPTY);
    expect(() => parseDelimited("Name,Email\n")).toThrow(FILE_EMPTY);
  });

  it("refuses more than 100,000 rows", () => {
    const allowed = `Name\n${"a\n".repeat(MAX_IMPORT_ROWS)}`;
    expect(parseDelimited(allowed).rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(() => parseDelimited(`${allowed}b\n`)).toThrow(FILE_TOO_LARGE);
  });
});
