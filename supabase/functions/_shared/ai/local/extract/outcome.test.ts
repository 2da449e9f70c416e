import { equal as assertEquals } from "node:assert/strict";
import { outcomeIn } from "./outcome.ts";

Deno.test("a signed, accepted or paid paper in any order of words is a won deal", () => {
  for (const text of [
    "They countersigned the order form this morning.",
    "PO got raised by finance yesterday.",
    "Good news: the quote's been accepted.",
    "The deposit invoice was paid on Friday.",
  ])
    assertEquals(outcomeIn(text), "CLOSED_WON", text);
});

Deno.test("a project killed by the client is a lost deal", () => {
  for (const text of [
    "The board binned the project last week.",
    "Finance rejected our offer outright.",
    "They scrapped the whole rollout after the merger.",
  ])
    assertEquals(outcomeIn(text), "CLOSED_LOST", text);
});

Deno.test("plans, conditions, negations and papers that sell nothing are no outcome", () => {
  for (const text of [
    "They will sign the contract once legal is done.",
    "If they cancel the project we lose the quarter.",
    "They haven't signed the agreement yet.",
    "We signed the NDA before the demo.",
    "She confirmed the meeting for Tuesday.",
    "We declined their counter-offer on the deal.",
    "They cut the price by 5%.",
  ])
    assertEquals(outcomeIn(text), null, text);
});

Deno.test(
  "a loss told without a paper: someone else chosen, another way, in-house, we lost it",
  () => {
    for (const text of [
      "They went with a cheaper option from a local firm.",
      "Dana told me they have chosen a different supplier.",
      "Dana called: they've decided to go another way.",
      "Thanks but no thanks, they'll build it in-house.",
      "Unfortunately we lost this one on price.",
    ])
      assertEquals(outcomeIn(text), "CLOSED_LOST", text);
    assertEquals(outcomeIn("Deal closed, onboarding starts Monday."), "CLOSED_WON");
  },
);

Deno.test("no loss: our own choices, hedges and plans", () => {
  for (const text of [
    "We chose a different supplier for our office chairs.",
    "They might go with another vendor if the price stays.",
    "If they go another way we miss the quarter.",
    "They are considering building it in-house.",
    "We lost time on the integration.",
    "The deal closed lost last spring, now it's back.",
  ])
    assertEquals(outcomeIn(text), null, text);
});

Deno.test("a win told without a paper: selected, bought, okayed, reported as accepted", () => {
  for (const text of [
    "We've been selected as their new supplier.",
    "They have purchased 40 licences.",
    "They bought the 3-year plan.",
    "We have a deal: Dana okayed the order for 30 units.",
    "Dana confirmed by email that they accept the offer as quoted.",
    "Finance has released the payment for the first year.",
  ])
    assertEquals(outcomeIn(text), "CLOSED_WON", text);
});

Deno.test("a loss told many ways: not to proceed, went to a rival, beaten, failed, renewed", () => {
  for (const text of [
    "Sadly they chose not to proceed.",
    "The contract went to Halden Group.",
    "We were beaten on price by a regional player.",
    "They bought Varenta's system instead.",
    "Unfortunately they failed us on the security questionnaire.",
    "Dana: 'we've decided to renew with our existing vendor'.",
  ])
    assertEquals(outcomeIn(text), "CLOSED_LOST", text);
});

Deno.test("no outcome: shortlists, plans, our purchases, the contract going to legal", () => {
  for (const text of [
    "We've been selected for the final round.",
    "We were shortlisted as a finalist.",
    "They want to buy 40 licences next quarter.",
    "We bought a new demo kit for the team.",
    "The contract went to legal on Monday.",
    "Dana said they might accept the offer.",
    "The security review failed to load on their laptop.",
  ])
    assertEquals(outcomeIn(text), null, text);
});

Deno.test("outcomes written casually or in non-native English", () => {
  for (const text of [
    "Order confirmation received from Brightfield for 12 units.",
    "they ordered 20 more scanners today",
    "Brightfield is officially a customer now!",
    "contract sign yesterday by director, now we plan the installation",
  ])
    assertEquals(outcomeIn(text), "CLOSED_WON", text);
  assertEquals(outcomeIn("We didn't get it, Corvex won the tender."), "CLOSED_LOST");
  for (const text of [
    "They will sign the contract next week.",
    "If they become a customer we share the case study.",
    "We won the tender for the school last year.",
    "They ordered lunch for the demo.",
  ])
    assertEquals(outcomeIn(text), null, text);
});

Deno.test("casual chat outcomes: won it, closed it, lost it, passed, canned it", () => {
  for (const text of ["we won brightfield 💪", "closed it today, 40 seats", "won it!!"]) {
    assertEquals(outcomeIn(text), "CLOSED_WON", text);
  }
  for (const text of [
    "lost it :(",
    "they passed",
    "they canned it",
    "rip brightfield, they picked someone else",
    "it's over, they went w/ the cheaper guys",
  ])
    assertEquals(outcomeIn(text), "CLOSED_LOST", text);
  for (const text of [
    "Corvex won it last year, now they want to switch.",
    "they passed the security review",
    "we might close it next week",
    "they closed the office for the holidays",
  ])
    assertEquals(outcomeIn(text), null, text);
});

Deno.test("an answer word opening a note does not negate it", () => {
  assertEquals(outcomeIn("nah they went with a cheaper supplier"), "CLOSED_LOST");
  assertEquals(outcomeIn("No, they haven't signed the contract."), null);
});

Deno.test("non-native notes report the past with a bare verb after a singular subject", () => {
  for (const text of [
    "client accept offer today, very happy",
    "dana sign the contract yesterday",
  ]) {
    assertEquals(outcomeIn(text), "CLOSED_WON", text);
  }
  for (const text of [
    "customer cancel the project",
    "client decide not buy",
    "project stop by management",
  ]) {
    assertEquals(outcomeIn(text), "CLOSED_LOST", text);
  }
  for (const text of [
    "Dana signs contracts for the whole group.",
    "They accept offers by e-mail only.",
    "Client must accept the offer by Friday.",
  ])
    assertEquals(outcomeIn(text), null, text);
});
