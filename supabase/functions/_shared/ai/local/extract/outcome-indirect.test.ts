import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findSignals } from "./signals.ts";

// Outcomes stated indirectly, and the traps beside them, in words written for these tests (not
// taken from any corpus): the rules must read who did what, when and how surely.

const outcome = (text: string) => findSignals(said(text)).outcome?.kind ?? null;

Deno.test("indirect outcomes: a win told by what happened after it", () => {
  for (const text of [
    "Their PO came through on Friday.",
    "They countersigned last night.",
    "First invoice paid.",
    "We're live with them.",
    "We went live with them on Monday.",
    "It's a yes!",
    "Good news: it's a yes from the board.",
    "They've signed up for the annual plan.",
    "Anna emailed: we're going ahead with you.",
    "The deposit hit our account.",
    "The first payment has cleared.",
    "They confirmed the purchase.",
    "They've bought 50 seats.",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
});

Deno.test("indirect outcomes: a loss told by its reason or its winner", () => {
  for (const text of [
    "They're going with the dunmore guys.",
    "They went another way.",
    "They stayed with their current provider.",
    "Budget got pulled.",
    "Parked till next FY.",
    "We failed infosec.",
    "Too pricey for them.",
    "They're going with someone cheaper.",
    "We didn't get through their security review.",
    "Our security questionnaire answers didn't pass.",
    "They failed us on infosec.",
    "They said it's too pricey and walked.",
    "Decision's final — no.",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
});

Deno.test("indirect outcomes: guesses, plans, other parties' deals and revivals are none", () => {
  for (const text of [
    "Not sure they'll stay with their current provider.",
    "They probably went with Procore.",
    "Their customer signed with them.",
    "Their client paid the first invoice late.",
    "Their own customer cancelled a big order.",
    "They were going with Procore but now they're back talking to us.",
    "They looked at Procore but said it's way too pricey for them.",
    "Signed up for a free trial.",
    "We'll go live with the pilot in March.",
    "They failed an audit last year, unrelated.",
    "If we don't pass their security review we're out.",
  ])
    assert.equal(outcome(text), null, text);
});

Deno.test("indirect outcomes: papers received, vendors' wins and languages reps mix in", () => {
  for (const text of [
    "PO from Hartmann attached, see the line items.",
    "Letter of award received, and the PO followed this morning.",
    "Fresh Valley went live with us yesterday.",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
  for (const text of [
    "they went w samsara, cheaper per truck.",
    "Szpital Opole - przegraliśmy.",
    "Herr Keller: 'leider nein, das ist endgültig'.",
    "Their IT security did the review of our cloud and rejected it.",
    "the Infosys team got it.",
    "lightspeed won.",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  for (const text of [
    "Told him Fratelli Conti just signed with us for 60 vans.",
    "THEY signed a 5-year contract with Madrid airport last week!",
    "We lost the Basel deal to AWS last week, different client.",
    "We went live with the pilot on Monday.",
  ])
    assert.equal(outcome(text), null, text);
});

Deno.test("indirect outcomes: a lost client wanting to see us again is live", () => {
  const signals = findSignals(
    said(
      "We lost this one in September to o9.",
      "Marta called today: she wants to see our planning module again.",
    ),
  );
  assert.equal(signals.outcome, null);
});

Deno.test("indirect outcomes: runner-up, awarded to others, papers done, terms of a paper", () => {
  for (const text of [
    "We came second.",
    "We were the runner-up.",
    "The contract has been awarded to another supplier.",
    "They're moving ahead with Orvex.",
    "They've decided to build it themselves.",
    "They ran out of budget this year.",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  for (const text of [
    "Contract's done, they start in January.",
    "The contract has been awarded to us.",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
  for (const text of [
    "We came second in the last tender two years ago.",
    "The contract will be awarded to the best offer.",
    "The contract is to be signed by the CEO.",
  ])
    assert.equal(outcome(text), null, text);
  const term = [
    { text: "5. Acceptance: signed by the DC director", origin: "attachment" as const, order: 0 },
  ];
  assert.equal(findSignals(term).outcome, null);
});
