import { describe, expect, it } from "vitest";
import { fileDuplicates } from "./fileDuplicates";
import type { ValidRow } from "./validateRows";

const row = (index: number, client: Partial<ValidRow["client"]> & { name: string }): ValidRow => ({
  index,
  input: {},
  client: { phone: null, company: null, notes: null, ...client },
});

describe("fileDuplicates", () => {
  it("finds rows repeating an earlier e-mail, or name and company, whatever the case and spacing", () => {
    const rows = [
      row(0, { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical" }),
      row(1, { name: "A. Lovelace", email: "ADA@example.com " }),
      row(2, { name: "ada  lovelace", company: "analytical" }),
      row(3, { name: "Ada Lovelace", company: "Other Co" }),
      row(4, { name: "Bob" }),
      row(5, { name: "bob" }),
    ];
    expect([...fileDuplicates(rows)]).toEqual([
      [1, 0],
      [2, 0],
      [5, 4],
    ]);
  });
});
