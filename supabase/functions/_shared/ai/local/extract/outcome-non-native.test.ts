import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findSignals } from "./signals.ts";

// Outcomes in fluent non-native English (bare present for the past, "not" + verb, "is sign"),
// written for these tests, with the plans and conditions that are no outcome.

const outcome = (text: string) => findSignals(said(text)).outcome?.kind ?? null;

Deno.test("non-native outcomes: wins", () => {
  for (const text of [
    "contract is sign",
    "they pay the advance already",
    "they accept our offer and send PO",
    "finally they decide for us",
    "we get the contract!",
    "they give us the order",
    "the order is ours",
    "they transferred the first payment",
    "they booked 20 units",
    "our bid was successful",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
});

Deno.test("non-native outcomes: losses", () => {
  for (const text of [
    "they not continue with us",
    "project is stop",
    "we loose the deal",
    "finally they decide for Orvex",
    "no more interest from client side",
    "they give the order to Orvex",
    "they stay with old system",
    "management not approve the budget",
    "they cancel the project",
    "they took the cheaper offer",
    "price was too high, they went for the local guy",
    "they informed us they selected another bidder",
    "unfortunately our offer was not accepted",
    "they have no budget anymore, project closed",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
});

Deno.test("non-native outcomes: plans, conditions and other things cancelled are none", () => {
  for (const text of [
    "they not sign yet",
    "client want to sign next week",
    "if they sign we start january",
    "the order will come next month",
    "they will send PO next week",
    "they are thinking to go with Orvex",
    "they cancelled the meeting",
    "they cancel the project next week if budget is cut",
    "the budget is not approved yet",
    "management did not approve the budget yet",
    "we want to get the contract",
    "they loose interest quickly",
  ])
    assert.equal(outcome(text), null, text);
});
