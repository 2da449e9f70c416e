import assert from "node:assert/strict";
import { demoIn, needIn } from "./engagement.ts";

Deno.test("engagement: a demo asked for, agreed or planned, in any wording", () => {
  for (const text of [
    "the new ops head called me, he wants the demo too",
    "going over next tuesday to show her the tablet demo",
    "They'd like a walkthrough for the site managers.",
    "Dana has organised a demonstration for the board in December.",
    "Demo for her team booked for Monday 30 November.",
  ])
    assert.equal(demoIn(text), true, text);
});

Deno.test("engagement: no demo when refused, hypothetical or only mentioned", () => {
  for (const text of [
    "They don't want a demo, just the price.",
    "If they want a demo we can do one.",
    "The demo video is on our website.",
  ])
    assert.equal(demoIn(text), false, text);
});

Deno.test("engagement: a stated need, not a refusal or a condition", () => {
  assert.equal(needIn("she wants something with stock control"), true);
  assert.equal(needIn("They need two scanners for the lab."), true);
  assert.equal(needIn("They don't need anything right now."), false);
  assert.equal(needIn("If they need more seats, call us."), false);
});
