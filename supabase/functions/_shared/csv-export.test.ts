import assert from "node:assert/strict";
import Papa from "papaparse";
import { closeDatabase, withUserTransaction } from "./db.ts";
import { csvLines, writeCsvExport } from "./csv-export.ts";

const testDbUrl = Deno.env.get("TEST_DB_URL");

Deno.test(
  "csvLines quotes commas, quotes and newlines, ends every line, and neutralises formulas",
  () => {
    assert.equal(
      csvLines([
        ["a,b", 'say "hi"', "two\nlines", null, 3, true],
        ["=1+1", "+44 20", "-x", "@SUM(A1)", "\tx", -5],
      ]),
      '"a,b","say ""hi""","two\nlines",,3,true\r\n' +
        `"'=1+1","'+44 20","'-x","'@SUM(A1)","'\tx",-5\r\n`,
    );
    assert.equal(csvLines([]), "");
  },
);

Deno.test({
  name: "writeCsvExport writes the BOM, the header and every row of a query larger than one batch, in order",
  ignore: !testDbUrl,
  fn: async () => {
    Deno.env.set("SUPABASE_DB_URL", testDbUrl!);
    try {
      const chunks: string[] = [];
      await withUserTransaction({ role: "authenticated" }, (tx) =>
        writeCsvExport(
          tx,
          {
            columns: [
              { header: "N", cell: (row: { n: number; text: string }) => row.n },
              { header: "Text", cell: (row) => row.text },
            ],
            rows: tx<{ n: number; text: string }[]>`
            select g as n, 'Zoë, "山田"' || chr(10) || g as text from generate_series(1, 4500) g order by g`,
          },
          (text) => {
            chunks.push(text);
            return Promise.resolve();
          },
        ),
      );
      const text = chunks.join("");
      assert.ok(text.startsWith("\uFEFFN,Text\r\n"));
      assert.ok(chunks.length >= 4, "the header and three batches");
      const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data.slice(1);
      assert.equal(rows.length, 4500);
      assert.deepEqual(rows[4499], ["4500", 'Zoë, "山田"\n4500']);
      assert.ok(rows.every(([n], i) => Number(n) === i + 1));
    } finally {
      await closeDatabase();
    }
  },
});
