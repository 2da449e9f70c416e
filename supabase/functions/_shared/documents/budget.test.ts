import assert from "node:assert/strict";
import { computeBudget } from "./budget.ts";
import { formatMoneyFixed } from "./money.ts";

const table = (items: [number, number][], taxRate: number | null = null, currency = "USD") => ({
  currency,
  items: items.map(([quantity, unitPrice], i) => ({ item: `Item ${i}`, quantity, unitPrice })),
  taxRate,
  notes: [],
});

Deno.test("computeBudget: amounts are quantity × unit price, rounded to cents", () => {
  const totals = computeBudget(
    table([
      [3, 19.99],
      [1, 1.005],
      [2, 0.125],
      [10, 0.1],
    ]),
  );
  assert.deepEqual(
    totals.lines.map((l) => l.amount),
    [59.97, 1.01, 0.25, 1],
  );
  assert.equal(totals.subtotal, 62.23);
  assert.equal(totals.tax, null);
  assert.equal(totals.taxRate, null);
  assert.equal(totals.total, 62.23);
});

Deno.test("computeBudget: tax on the subtotal, rounded to cents, added to the total", () => {
  const totals = computeBudget(
    table(
      [
        [1, 1000],
        [3, 33.33],
      ],
      0.23,
      "EUR",
    ),
  );
  assert.equal(totals.subtotal, 1099.99);
  assert.equal(totals.tax, 253);
  assert.equal(totals.total, 1352.99);
  const zero = computeBudget(table([[1, 10]], 0));
  assert.equal(zero.tax, 0);
  assert.equal(zero.total, 10);
});

Deno.test("computeBudget: sums exactly, without floating-point drift", () => {
  const totals = computeBudget(
    table(Array.from({ length: 100 }, () => [1, 0.1] as [number, number])),
  );
  assert.equal(totals.subtotal, 10);
  assert.equal(formatMoneyFixed(totals.total, "USD"), "$10.00");
});

Deno.test("computeBudget: whole units for currencies without cents; negative lines", () => {
  assert.equal(computeBudget(table([[3, 333.5]], null, "JPY")).total, 1001);
  const discount = computeBudget(
    table([
      [1, 100],
      [1, -10.005],
    ]),
  );
  assert.deepEqual(
    discount.lines.map((l) => l.amount),
    [100, -10.01],
  );
  assert.equal(discount.total, 89.99);
});

Deno.test("computeBudget: non-numbers count as zero", () => {
  const totals = computeBudget(
    table(
      [
        [NaN, 5],
        [2, Infinity],
        [2, 5],
      ],
      NaN,
    ),
  );
  assert.deepEqual(
    totals.lines.map((l) => l.amount),
    [0, 0, 10],
  );
  assert.equal(totals.tax, null);
  assert.equal(totals.total, 10);
});
