import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findBudget, moneyMentions } from "./budget.ts";
import { scanMoney } from "./money-scan.ts";

// How a figure and its currency are written across the reps' locales: symbols, codes,
// magnitude words, digit grouping and figures spelled out.

/** The band the extractor reads from the rep's notes, with USD as the fallback currency. */
function band(...texts: string[]): string | null {
  return findBudget(moneyMentions(said(...texts), null), "USD")?.band ?? null;
}

Deno.test("budget: Swiss thousands, half a million, millions in other languages, 'par an'", () => {
  const cases: [string, string][] = [
    ["Budget is CHF 80'000 for the project.", "CHF 80k"],
    ["Budget is half a million dollars.", "$500k"],
    ["Orçamento de R$ 1,2 milhão.", "R$1.2M"],
    ["Budget: 45k€ HT par an.", "€45k/year"],
  ];
  for (const [text, expected] of cases) assert.equal(band(text), expected, text);
});

Deno.test("budget: local currencies, their symbols and magnitude words", () => {
  const cases: [string, string][] = [
    ["Budget approved: Rp 1,2 miliar for the rollout.", "IDR 1.2B"],
    ["They set aside Rp 850 juta.", "IDR 850M"],
    ["Budget is R$ 350 mil per year.", "R$350k/year"],
    ["Budget around MXN 900k.", "MXN 720k–MXN 1.1M"],
    ["Total budget 2 millones de pesos.", "MXN 2M"],
    ["Budget is R2.3 million over three years.", "ZAR 2.3M"],
    ["The pilot budget is KSh 4.5M.", "KES 4.5M"],
    ["They can spend 12 million shillings.", "KES 12M"],
    ["Budget ¥12,000,000 for year one.", "¥12M"],
    ["予算は1,200万円です。", "¥12M"],
    ["Budget AED 180k.", "AED 180k"],
    ["Budget is ₱2.5M for the branches.", "PHP 2.5M"],
    ["Budget is PHP 3 million.", "PHP 3M"],
    ["They have ₦45 million approved.", "NGN 45M"],
    ["Budget SAR 750,000 for phase one.", "SAR 750k"],
    ["Budget is RM 400k.", "MYR 400k"],
    ["Budget is 3.5 million baht.", "THB 3.5M"],
    ["Budget is COP 180 millones.", "COP 180M"],
    ["Budget is AED 2.4mn.", "AED 2.4M"],
  ];
  for (const [text, expected] of cases) assert.equal(band(text), expected, text);
});

Deno.test("budget: a currency symbol that is also a word needs a figure of money", () => {
  for (const text of ["We run PHP 8 on the servers.", "The R2 release ships in March."]) {
    assert.deepEqual(scanMoney(text), [], text);
  }
});

Deno.test("budget: figures in words, per-item prices, counts and totals grouped by dots", () => {
  const cases: [string, string][] = [
    ["Budget was one million two hundred thousand rand.", "ZAR 1.2M"],
    ["They approved two million five hundred thousand pesos.", "MXN 2.5M"],
    ["Rp 2.500.000 per room x 80 rooms = Rp 200.000.000 in total.", "IDR 200M"],
    ["Budget ZAR 2m for 5k smart sensors.", "ZAR 2M"],
    ["Presupuesto de 30 mil dólares para el piloto.", "$30k"],
    ["Price is KES 9,000 per cow, budget KES 3.6M.", "KES 3.6M"],
  ];
  for (const [text, expected] of cases) assert.equal(band(text), expected, text);
});

Deno.test("budget: Latin American and Asian ways of writing the figure", () => {
  const cases: [string, string][] = [
    ["Budget Rs. 45 lakh for the plant.", "₹4.5M"],
    ["Orçamento de R$1,5 mi para o projeto.", "R$1.5M"],
    ["Presupuesto $ 45.000 MXN al año.", "MXN 45k/year"],
    ["Presupuesto de 300 millones de pesos colombianos.", "COP 300M"],
    ["Budget 2 tỷ VND for the warehouse.", "VND 2B"],
  ];
  for (const [text, expected] of cases) assert.equal(band(text), expected, text);
  assert.deepEqual(scanMoney("The site is 5 mi from the port, budget unknown."), []);
});

Deno.test("budget: hedges and bounds in the reps' other languages", () => {
  const cases: [string, string][] = [
    ["Presupuesto alrededor de 50 mil dólares.", "$40k–$60k"],
    ["Orçamento de pelo menos R$ 100 mil.", "R$100k+"],
    ["Anggaran maksimal Rp 500 juta.", "up to IDR 500M"],
    ["Budget etwa 80.000 €.", "€64k–€96k"],
  ];
  for (const [text, expected] of cases) assert.equal(band(text), expected, text);
});

Deno.test("budget: a currency code that is also an English word counts only in capitals", () => {
  assert.equal(band("Let's try 50k for the pilot budget."), "$50k");
  assert.equal(band("Budget TRY 1.5M for the Istanbul branch."), "TRY 1.5M");
});

Deno.test("budget: lakhs and crores are rupees, and ₹12L is twelve lakh", () => {
  assert.equal(band("Budget ₹12L for the pilot."), "₹1.2M");
  assert.equal(band("Budget 1.2 Cr for all plants."), "₹12M");
  assert.equal(band("They need 50l of coolant, budget 5k."), "$5k");
});

Deno.test("budget: a million and a half, two and a half million", () => {
  assert.equal(band("The budget is a million and a half."), "$1.5M");
  assert.equal(band("Budget: two and a half million euros."), "€2.5M");
  assert.equal(band("They can spend one and a half thousand pounds."), "£1.5k");
});
