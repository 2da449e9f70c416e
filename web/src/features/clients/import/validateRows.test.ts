import { describe, expect, it } from "vitest";
import { errorCsv } from "./errorCsv";
import { suggestMapping } from "./fieldMapping";
import { parseDelimited } from "./parseDelimited";
import { validateRows } from "./validateRows";

const table = parseDelimited(
  [
    "Name,Email,Priority,Deal Value,Notes",
    "Ada Lovelace,ada@example.com,high,1200.50,",
    ",nobody@example.com,,,",
    'Bob,not-an-email,,12.345,"Said ""maybe""\nlater"',
    "Carol,,low,,",
  ].join("\n"),
);

describe("validateRows", () => {
  it("passes valid rows as the Add Client schema saves them and lists the rest with its messages", async () => {
    const checked = await validateRows(table, suggestMapping(table.headers));
    expect(checked.valid.map((row) => [row.index, row.client])).toEqual([
      [
        0,
        {
          name: "Ada Lovelace",
          email: "ada@example.com",
          priority: "HIGH",
          dealValue: 1200.5,
        },
      ],
      [3, { name: "Carol", priority: "LOW" }],
    ]);
    expect(checked.valid[0]!.input).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      priority: "high",
      dealValue: "1200.50",
    });
    expect(checked.invalid).toEqual([
      { index: 1, input: { email: "nobody@example.com" }, reason: "Client name is required" },
      {
        index: 2,
        input: {
          name: "Bob",
          email: "not-an-email",
          dealValue: "12.345",
          notes: 'Said "maybe"\nlater',
        },
        reason: "Please enter a valid email address; Deal value can have at most 2 decimal places",
      },
    ]);
  });

  it("reports its progress up to the end", async () => {
    const shares: number[] = [];
    await validateRows(table, suggestMapping(table.headers), (share) => shares.push(share));
    expect(shares.at(-1)).toBe(1);
  });
});

describe("errorCsv", () => {
  it("gives the rejected rows as they came, with an Error column, readable by Excel", async () => {
    const { invalid } = await validateRows(table, suggestMapping(table.headers));
    const csv = errorCsv(table, invalid);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const reread = parseDelimited(csv.slice(1));
    expect(reread.headers).toEqual(["Name", "Email", "Priority", "Deal Value", "Notes", "Error"]);
    expect(reread.rows).toEqual([
      ["", "nobody@example.com", "", "", "", "Client name is required"],
      [
        "Bob",
        "not-an-email",
        "",
        "12.345",
        'Said "maybe"\nlater',
        "Please enter a valid email address; Deal value can have at most 2 decimal places",
      ],
    ]);
  });

  it("keeps one Error column, with the new reason, when a file of rejects is rejected again", async () => {
    const { invalid } = await validateRows(table, suggestMapping(table.headers));
    const rejects = parseDelimited(errorCsv(table, invalid).slice(1));
    // Bob's e-mail fixed, his deal value not; the nameless row now named.
    rejects.rows[0]![0] = "Nadia";
    rejects.rows[1]![1] = "bob@example.com";
    const again = await validateRows(rejects, suggestMapping(rejects.headers));
    const reread = parseDelimited(errorCsv(rejects, again.invalid).slice(1));
    expect(reread.headers).toEqual(["Name", "Email", "Priority", "Deal Value", "Notes", "Error"]);
    expect(reread.rows).toEqual([
      [
        "Bob",
        "bob@example.com",
        "",
        "12.345",
        'Said "maybe"\nlater',
        "Deal value can have at most 2 decimal places",
      ],
    ]);
  });
});
