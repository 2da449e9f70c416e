import assert from "node:assert/strict";
import {
  formatMoneyCompact,
  formatMoneyExact,
  formatMoneyFixed,
  formatPercent,
  formatQuantity,
  groupDigits,
  minorDigits,
} from "./money.ts";

Deno.test("formatMoneyCompact shortens only what it can say exactly", () => {
  assert.equal(formatMoneyCompact(50_000, "USD"), "$50k");
  assert.equal(formatMoneyCompact(1_200_000, "EUR"), "€1.2M");
  assert.equal(formatMoneyCompact(2_500_000_000, "GBP"), "£2.5B");
  assert.equal(formatMoneyCompact(1_500_000, "PLN"), "PLN 1.5M");
  assert.equal(formatMoneyCompact(14_400, "NZD"), "NZ$14.4k");
  assert.equal(formatMoneyCompact(150_000, "CAD"), "C$150k");
  assert.equal(formatMoneyCompact(12_345, "USD"), "$12,345");
  assert.equal(formatMoneyCompact(999, "USD"), "$999");
});

Deno.test("formatMoneyExact writes the amount as stated, grouped and unpadded", () => {
  assert.equal(formatMoneyExact(50_000, "USD"), "$50,000");
  assert.equal(formatMoneyExact(29.99, "EUR"), "€29.99");
  assert.equal(formatMoneyExact(1234.5, "CHF"), "CHF 1,234.5");
  assert.equal(groupDigits(1234567.891), "1,234,567.89");
  assert.equal(groupDigits(1234.5678, 3), "1,234.568");
});

Deno.test("formatMoneyFixed formats in the table's currency", () => {
  assert.equal(formatMoneyFixed(1234.5, "EUR"), "€1,234.50");
  assert.equal(formatMoneyFixed(50000, "USD"), "$50,000.00");
  assert.equal(formatMoneyFixed(1234.5, "GBP"), "£1,234.50");
  assert.equal(formatMoneyFixed(1234.5, "PLN"), "PLN\u00A01,234.50");
  assert.equal(formatMoneyFixed(1234.5, "JPY"), "¥1,235");
  assert.equal(formatMoneyFixed(-50, "USD"), "-$50.00");
  assert.equal(formatMoneyFixed(-0, "USD"), "$0.00");
});

Deno.test("formatMoneyFixed survives a currency that is not an ISO code", () => {
  assert.equal(formatMoneyFixed(1234.5, "EURO"), "EURO\u00A01,234.50");
  assert.equal(formatMoneyFixed(1, "€"), "€\u00A01.00");
});

Deno.test("formatMoneyFixed keeps sub-cent unit prices when asked", () => {
  assert.equal(formatMoneyFixed(0.125, "USD", true), "$0.125");
  assert.equal(formatMoneyFixed(12, "USD", true), "$12.00");
  assert.equal(formatMoneyFixed(0.125, "USD"), "$0.13");
});

Deno.test("formatQuantity and formatPercent", () => {
  assert.equal(formatQuantity(1000), "1,000");
  assert.equal(formatQuantity(1.5), "1.5");
  assert.equal(formatPercent(0.23), "23%");
  assert.equal(formatPercent(0.075), "7.5%");
});

Deno.test("minorDigits follows the currency", () => {
  assert.equal(minorDigits("USD"), 2);
  assert.equal(minorDigits("JPY"), 0);
  assert.equal(minorDigits("BHD"), 3);
  assert.equal(minorDigits("nonsense"), 2);
});
