import assert from "node:assert/strict";
import { barTableStatements, csvStatements, tableStatements } from "./attachments.ts";

Deno.test("attachments: a table's rows become statements, cells named by their column", () => {
  const quote = "item,qty,price_sek\nSensor kit,2,12000\nTOTAL,,24000";
  assert.equal(
    csvStatements(quote, null),
    "item Sensor kit, qty 2, price 12000 SEK\nitem TOTAL, total price 24000 SEK",
  );
});

Deno.test("attachments: an export keeps the client's rows when a column names the customer", () => {
  const payments = "customer,amount_eur,status\nHalvard Oy,9600,OPEN\nBrennan Ltd,22500,PAID";
  assert.equal(
    csvStatements(payments, "Brennan Ltd"),
    "customer Brennan Ltd, amount 22500 EUR, status PAID",
  );
  assert.equal(csvStatements("just a line of text", "Brennan Ltd"), "just a line of text");
});

Deno.test("attachments: the client's rows are found by its own name, not 'The' or 'Group'", () => {
  const payments =
    "client,amount_usd\nThe Other Place Inc,500\nHarbour Group,12000\nThe Group Partners,700";
  assert.equal(
    csvStatements(payments, "The Harbour Group"),
    "client Harbour Group, amount 12000 USD",
  );
  const quoted = 'customer,notes,amount_eur\n"Brennan Ltd","paid, late\nagain",100\nHalvard Oy,x,5';
  assert.equal(
    csvStatements(quoted, "Brennan Ltd"),
    "customer Brennan Ltd, notes paid, late again, amount 100 EUR",
  );
});

Deno.test("attachments: a totals row names its figures a total", () => {
  const po = "Item;Amount EUR;Note\nGateway;24000.00;\n;58240.00;TOTAL net";
  assert.equal(
    csvStatements(po, null),
    "Item Gateway, Amount 24000.00 EUR\ntotal Amount 58240.00 EUR, Note TOTAL net",
  );
});

Deno.test("a table drawn with bars in a text is read row by row, its cells apart", () => {
  const report =
    "EVALUATION REPORT\n\nRank | Tenderer | Price (30)\n1 | Accenture | 26.0\n2 | Our company | 27.2\n\nRecommendation: award.";
  assert.equal(
    barTableStatements(report, null),
    "EVALUATION REPORT\n\nRank 1; Tenderer Accenture; Price (30) 26.0\nRank 2; Tenderer Our company; Price (30) 27.2\n\nRecommendation: award.",
  );
  assert.equal(
    barTableStatements("| Item | Qty |\n|---|---|\n| Sensors | 20 |", null),
    "Item Sensors; Qty 20",
  );
  assert.equal(barTableStatements("Either a|b works.", null), "Either a|b works.");
});

Deno.test("a workbook's sheets are read table by table, drawn with tabs or bars", () => {
  const workbook = (text: string) =>
    tableStatements(
      { name: "scores.xlsx", mimeType: "application/vnd.ms-excel", size: 1, text },
      null,
    );
  assert.equal(
    workbook("Sheet: Scores\nVendor\tTotal\nKalvo\t76\n\nSheet: Notes\nVendor | Total\nOrdin | 81"),
    "Sheet: Scores\nVendor Kalvo, Total 76\nSheet: Notes\nVendor Ordin; Total 81",
  );
});

Deno.test("a comparison with the options as columns names the other vendors beside ours", () => {
  const matrix = "criterion,weight,Our bid,Zentrik,Paxora\nPrice,40,3,4,5\nSupport,60,5,3,4";
  assert.match(csvStatements(matrix, null), /\nCompared with Zentrik, Paxora\.$/);
  assert.doesNotMatch(csvStatements("region,Q1,Q2\nNorth,4,5", null), /Compared/);
});
