import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { formatBand } from "../money.ts";
import { findBudget, moneyMentions } from "./budget.ts";
import { parseNumber, scanMoney } from "./money-scan.ts";
import { toSentences } from "../text.ts";

/** The band the extractor reads from the rep's notes, with USD as the fallback currency. */
function band(...texts: string[]): string | null {
  return findBudget(moneyMentions(said(...texts), null), "USD")?.band ?? null;
}
Deno.test("budget: common formats become bands", () => {
  const cases: [string, string][] = [
    ["Their budget is $50k.", "$50k"],
    ["They can spend $50,000 on this.", "$50k"],
    ["The budget is 50,000 USD.", "$50k"],
    ["USD 50000 has been approved.", "$50k"],
    ["They have €1.2M for the programme.", "€1.2M"],
    ["The budget is 1.2 million euros.", "€1.2M"],
    ["£30k budget for the year.", "£30k"],
    ["They could spend between 20 and 30 thousand.", "$20k–$30k"],
    ["Budget is 20-30k.", "$20k–$30k"],
    ["From $20k to $30k, depending on scope.", "$20k–$30k"],
    ["They can go up to $100k.", "up to $100k"],
    ["Their budget is around 75k.", "$60k–$90k"],
    ["Budget is 200 grand.", "$200k"],
    ["Budget: 1,5 mln zł.", "PLN 1.5M"],
    ["We have 50.000 € approved.", "€50k"],
    ["Their budget is ¥15,000,000.", "¥15M"],
    ["Deal worth A$85k.", "A$85k"],
    ["Budget approved: 250k+.", "$250k+"],
    ["Their budget is 5k per month.", "$5k/month"],
    ["Annual budget of $60,000.", "$60k/year"],
    ["Budget somewhere between five and ten thousand dollars.", "$5k–$10k"],
    ["Budget is $12,345 exactly.", "$12,345"],
  ];
  for (const [text, expected] of cases) assert.equal(band(text), expected, text);
});

Deno.test("budget: dates, headcounts, percentages, phones and years are not money", () => {
  const texts = [
    "We have 250 employees, 40 seats and a team of 12.",
    "Call +1 (415) 555-0199 or 555-123-4567 before March 15, 2027.",
    "Go-live is planned for 2027 and growth is 20% a year.",
    "They need ISO 27001 and SOC 2; the meeting is at 10:30 am on 15/03/2027.",
    "Budget review in Q3 2027 with 3 stakeholders.",
    "A 50-person team wants 24/7 support from 2026-12-01.",
  ];
  for (const text of texts) assert.deepEqual(scanMoney(text), [], text);
  assert.equal(band(...texts), null);
});

Deno.test("budget: headcount next to a budget does not get mixed in", () => {
  assert.equal(band("They have 200 employees and a budget of 40,000."), "$40k");
  assert.equal(band("A 50-person team with budget 60k."), "$60k");
});

Deno.test(
  "budget: unit prices, other vendors' prices and approval limits are not the budget",
  () => {
    assert.equal(band("They pay $45 per user per month today."), null);
    assert.equal(band("Salesforce quoted them $80k, but their budget is $50k."), "$50k");
    assert.equal(
      band("Their previous vendor charged them US$25k a year; budget is NZ$40k."),
      "NZ$40k",
    );
    assert.equal(band("Frank will sign off on anything over $10k."), null);
    const unit = scanMoney("Licences are $30 per user per month.")[0];
    assert.equal(unit.perUnit, "user");
    assert.equal(unit.period, "month");
  },
);

Deno.test("budget: the latest statement of the budget wins over earlier ones", () => {
  assert.equal(band("Their budget is $40k.", "Update: they increased the budget to $60k."), "$60k");
  assert.equal(band("Their budget is $40k.", "Legal fees are about $2k."), "$40k");
});

Deno.test("budget: an amount without a currency takes the conversation's currency", () => {
  assert.equal(band("They pay £20k today for support.", "Their budget is 30k."), "£30k");
  const sek = findBudget(
    moneyMentions(said("They want 15% off the 420 000 kr annual fee."), "NOK"),
    "NOK",
  );
  assert.equal(sek?.band, "NOK 420k/year");
});

Deno.test("budget: no figure means no band, never an invented one", () => {
  assert.equal(band("They need a CRM for 30 reps.", "No budget was discussed."), null);
  assert.equal(band("Budget: TBD."), null);
});

Deno.test("parseNumber reads thousands separators and decimal commas", () => {
  assert.equal(parseNumber("50,000", false), 50000);
  assert.equal(parseNumber("50.000", false), 50000);
  assert.equal(parseNumber("1,5", true), 1.5);
  assert.equal(parseNumber("1.2", true), 1.2);
  assert.equal(parseNumber("1 200 000", false), 1200000);
  assert.equal(parseNumber("1.234.567,89", false), 1234567.89);
  assert.equal(parseNumber("1,234,567.89", false), 1234567.89);
});

Deno.test("formatBand: exact, approximate, range and bounds", () => {
  const f = (kind: "exact" | "approx" | "range" | "upTo" | "atLeast", min: number, max = min) =>
    formatBand({ min, max, currency: "EUR", kind, period: null });
  assert.equal(f("exact", 1_200_000), "€1.2M");
  assert.equal(f("approx", 50_000), "€40k–€60k");
  assert.equal(f("approx", 1_200_000), "€960k–€1.4M");
  assert.equal(f("range", 20_000, 30_000), "€20k–€30k");
  assert.equal(f("upTo", 0, 100_000), "up to €100k");
  assert.equal(f("atLeast", 100_000), "€100k+");
});

Deno.test(
  "budget: a company's share capital and a bill paid to another vendor are not the budget",
  () => {
    assert.equal(
      band("Budget is €90k for the rollout.", "Müller GmbH · Stammkapital 25.000 € · HRB 1234"),
      "€90k",
    );
    assert.equal(band("Acme SAS au capital de 1 200 000 €"), null);
    assert.equal(band("their AWS bill is too high, about $75,000 a month"), null);
  },
);

Deno.test(
  "budget: the assistant's example figure is not theirs once the rep says it is unknown",
  () => {
    const sentences = [
      ...said("They want to understand options before next year's plan."),
      { text: "A pilot for around $50k could work.", origin: "assistant" as const, order: 1 },
    ];
    const figure = (extra: string[]) => {
      const all = [...sentences, ...said(...extra).map((s) => ({ ...s, order: 2 }))];
      return findBudget(moneyMentions(all, null), "USD", all)?.band ?? null;
    };
    assert.equal(figure([]), "$40k–$60k");
    assert.equal(figure(["At this point we know nothing about budget."]), null);
  },
);

Deno.test(
  "budget: ranges in other languages, hundreds in words, bare thousands, 'for the year'",
  () => {
    const cases: [string, string][] = [
      ["Budget er sagte zwischen 40 und 60k.", "$40k–$60k"],
      ["Presupuesto entre 20 y 30 mil euros.", "€20k–€30k"],
      ["They've put aside a hundred and twenty thousand pounds.", "£120k"],
      ["Signed the order for the kit, 80k for the 3 sites.", "$80k"],
      ["Our offer was PLN 38,000 for the year.", "PLN 38k/year"],
    ];
    for (const [text, expected] of cases) assert.equal(band(text), expected, text);
  },
);

Deno.test("budget: a named competitor's price is not the budget", () => {
  const mentions = moneyMentions(
    said("She's on Tillpoint, paying $289 a month, and wants a quote from us."),
    null,
    ["Tillpoint"],
  );
  assert.equal(findBudget(mentions, "USD"), null);
  const own = moneyMentions(
    said(
      "Budget approved is $90k for the rollout. they also looked at Tillpoint but it was too slow",
    ),
    null,
    ["Tillpoint"],
  );
  assert.equal(findBudget(own, "USD")?.band, "$90k");
});

Deno.test("budget: the client's revenue or funding is not the budget", () => {
  assert.equal(band("Annual turnover is €25M, they want a quote."), null);
  assert.equal(band("They raised a $12M Series A last month."), null);
  assert.equal(band("They do $30M in revenue; budget for this is $45k."), "$45k");
});

Deno.test("budget: a rival's price in lower-case notes stays in its own sentence", () => {
  const mentions = (text: string) => moneyMentions(said(text), null, ["Hilti"]);
  assert.equal(
    findBudget(mentions("hilti also quoted, around 30k. our offer 35k."), "USD")?.band,
    "$35k",
  );
  assert.equal(findBudget(mentions("hilti also quoted, around 30k."), "USD"), null);
});

Deno.test("budget: tax added, Nordic millions, an offered range, a unit price column", () => {
  assert.equal(band("The contract is 12 lakh + GST."), "₹1.2M");
  assert.equal(band("Budget: 50k+ for the first year."), "$50k+");
  assert.equal(band("Budgetram: högst 2,4 MSEK (total)."), "up to SEK 2.4M");
  assert.equal(band("we offered between 40 and 60k depending on the modules"), "$40k–$60k");
  assert.equal(band("They offered 3 trucks."), null);
  assert.equal(
    band("Item licence, Unit price 16000.00 EUR, Amount 16000.00 EUR", "total Amount 58240 EUR"),
    "€58,240",
  );
});

Deno.test("budget: ceilings, stretch figures, and what a previous vendor was paid", () => {
  assert.equal(band("Tender notice: budget ceiling KES 60,000,000."), "up to KES 60M");
  assert.equal(band("Budget is PHP 200k but he can stretch to PHP 240k."), "up to PHP 240k");
  assert.equal(
    band("Fee agreed at ¥30,000,000 per year. Their previous vendor charged about ¥20M."),
    "¥30M/year",
  );
  assert.equal(
    band("Licence MXN 50,000 al mes. Last year they spent MXN 900k with the old vendor."),
    "MXN 50k/month",
  );
});

Deno.test(
  "budget: the figure beside a company figure, a saving or a loss, and spoken amounts",
  () => {
    const cases: [string, string | null][] = [
      ["Their revenue is $12M and budget for this project is $75k.", "$75k"],
      ["Budget can't exceed $60k.", "up to $60k"],
      ["Budget approved: one point two million euros.", "€1.2M"],
      ["The board signed off on a quarter of a million dollars.", "$250k"],
      ["Budget 1,2 Mio. € for the rollout.", "€1.2M"],
      ["They lose about $50k a month to billing errors.", null],
      ["Automation could save them $200k a year.", null],
      ["They lose $50k a month to errors; budget for the fix is $40k.", "$40k"],
      ["Payroll module: the fee is 2 lakh rupees per month.", "₹200k/month"],
    ];
    for (const [text, expected] of cases) assert.equal(band(text), expected, text);
  },
);

Deno.test(
  "budget: Indian digit grouping, a revised figure after a colon, a client's maximum",
  () => {
    assert.equal(band("Value: ₹42,00,000 (INR 42 lakh), one-time."), "₹4.2M");
    assert.equal(band("Sent quote for $52k.", "Revised quote sent: $48k."), "$48k");
    assert.equal(band("Our proposal was $60k.", "They said they can do max 50k."), "up to $50k");
    assert.equal(band("Budget: $10k a month, so $120k a year."), "$120k/year");
  },
);

Deno.test(
  "budget: periods as MRR, ARR, mensuales or a Jahresbudget, and a total restating it",
  () => {
    const cases: [string, string][] = [
      ["They can do $5k MRR.", "$5k/month"],
      ["$60k ARR target for this account.", "$60k/year"],
      ["Budget €4.000 mensuales.", "€4k/month"],
      ["Jahresbudget 50.000 €.", "€50k/year"],
      ["Budget 2k a month for 12 months, 24k total.", "$24k"],
    ];
    for (const [text, expected] of cases) assert.equal(band(text), expected, text);
  },
);

Deno.test("budget: a discount, a fee waived, and what the client has", () => {
  assert.equal(band("They want a $10k discount on whatever we quote."), null);
  assert.equal(band("Budget 50k.", "They asked for 5k off."), "$50k");
  assert.equal(band("They have 40k.", "Setup fee waived (normally 5k)."), "$40k");
  assert.equal(band("They have 90k.", "Another vendor quoted 75k, way cheaper."), "$90k");
});

Deno.test("budget: money saved up for the project is its budget, a saving promised is not", () => {
  assert.equal(band("They saved up 50k for the new system."), "$50k");
  assert.equal(band("Automation would save them 30k a year."), null);
});

Deno.test("budget: a month written pm, pcm or p/m", () => {
  assert.equal(band("Budget £2k pm all in."), "£2k/month");
  assert.equal(band("Budget 3k p/m."), "$3k/month");
  assert.equal(band("Meet at 2 pm, budget 40k."), "$40k");
});

Deno.test(
  "budget: a maximum named before its figure is a bound; an estimated value is stated",
  () => {
    assert.equal(band("The invitation states a maximum budget of CHF 450,000."), "up to CHF 450k");
    assert.equal(band("It sets a maximum call-off value of £350,000."), "up to £350k");
    assert.equal(band("Case management, estimated £480,000 per annum."), "£480k/year");
    assert.equal(band("The estimated contract value is €3,200,000."), "€3.2M");
    assert.equal(band("Budget around £50k."), "£40k–£60k");
  },
);

Deno.test("budget: a whole framework's value, shared by every supplier, is not the deal's", () => {
  assert.equal(
    band("The framework's total estimated value across all appointed suppliers is £120 million."),
    null,
  );
  assert.equal(band("The call-off under the framework is worth £96,500."), "£96.5k");
});

Deno.test("budget: an approval limit on any contract is not the budget", () => {
  assert.equal(band("Their Accounting Officer must approve any contract over £500,000."), null);
  assert.equal(band("All contracts above $1M go to the board. Our quote is $240k."), "$240k");
});

Deno.test("budget: a period named a few words before its figure", () => {
  assert.equal(band("Annual subscription on our order form: £64,800"), "£64.8k/year");
  assert.equal(band("Monthly retainer agreed in the call: $4,000"), "$4k/month");
});

Deno.test("budget: an award table's row won by another vendor is that vendor's lot", () => {
  const rows = toSentences([
    {
      text:
        "Lot 1, Contract value 800000 GBP, Successful tenderer Our company\n" +
        "Lot 2, Contract value 300000 GBP, Successful tenderer Kelvar Software",
      origin: "attachment",
    },
  ]);
  assert.equal(findBudget(moneyMentions(rows, "GBP", ["Kelvar"]), "GBP")?.band, "£800k");
});
