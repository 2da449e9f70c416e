import { equal as assertEquals } from "node:assert/strict";
import { outcomeIn } from "./outcome.ts";

Deno.test("a signed, accepted or paid paper in any order of words is a won deal", () => {
  for (const text of [
    "They countersigned the order form this morning.",
    "PO got raised by finance yesterday.",
    "Good news: the quote's been accepted.",
    "The deposit invoice was paid on Friday.",
  ]) assertEquals(outcomeIn(text), "CLOSED_WON", text);
});

Deno.test("a project killed by the client is a lost deal", () => {
  for (const text of [
    "The board binned the project last week.",
    "Finance rejected our offer outright.",
    "They scrapped the whole rollout after the merger.",
  ]) assertEquals(outcomeIn(text), "CLOSED_LOST", text);
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
  ]) assertEquals(outcomeIn(text), null, text);
});
