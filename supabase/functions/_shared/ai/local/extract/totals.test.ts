import assert from "node:assert/strict";
import { statedTotal } from "./totals.ts";

Deno.test("totals: the total as written, on its line or the next, in a table or a CSV row", () => {
  assert.deepEqual(
    statedTotal(
      "Item\nLicences\n€300,000.00\nSubtotal\n€300,000.00\nTax (23%)\n€45,171.83\nTotal\n€345,171.83",
    ),
    { label: "Total", amount: "€345,171.83" },
  );
  assert.deepEqual(statedTotal("Setup fee: $2,000\nGrand total: $50,000.00\nTotal seats: 40"), {
    label: "Grand total",
    amount: "$50,000.00",
  });
  assert.deepEqual(statedTotal("item,qty,price\nSeats,40,1200 EUR\nTotal,,,48000 EUR"), {
    label: "Total",
    amount: "48000 EUR",
  });
  assert.deepEqual(statedTotal("Total incl. VAT: PLN 3,036.87"), {
    label: "Total incl. VAT",
    amount: "PLN 3,036.87",
  });
});

Deno.test("totals: no total line, or a total that is not money, is no total", () => {
  assert.equal(statedTotal("Subtotal: $300\nTax: $60"), null);
  assert.equal(statedTotal("Total seats: 40\nTotal users 12"), null);
  assert.equal(statedTotal("Meeting notes: they want a total rethink."), null);
});
