import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findSignals } from "./signals.ts";

// Outcomes in a rep's chat shorthand, and the chat traps beside them, written for these tests.

const outcome = (text: string) => findSignals(said(text)).outcome?.kind ?? null;

Deno.test("casual outcomes: wins in chat shorthand", () => {
  for (const text of [
    "we're in!!",
    "closed!",
    "it's official, they're customers",
    "ink's dry",
    "PO's in",
    "they bought it",
    "they've committed to 3 years",
    "went with us over orvex",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
});

Deno.test("casual outcomes: losses in chat shorthand", () => {
  for (const text of [
    "dead in the water",
    "no dice",
    "they said thanks but no",
    "shelved till 2028",
    "went cheaper elsewhere",
    "orvex it is",
    "orvex took it",
    "they signed w orvex",
    "it's gone to orvex",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
});

Deno.test("casual outcomes: near misses, deadlines, hopes and other losses are none", () => {
  for (const text of [
    "almost signed!",
    "signing tmrw",
    "hopefully signed by friday",
    "we lost a day on legal",
    "they lost their CFO",
    "orvex lost it",
    "they're leaning to orvex",
    "they went with orvex two years ago, now unhappy",
    "we won the first round",
    "The store closed! Sad.",
    "they're customers of orvex",
  ])
    assert.equal(outcome(text), null, text);
});
