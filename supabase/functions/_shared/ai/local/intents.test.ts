import assert from "node:assert/strict";
import { detectIntent, type Intent } from "./intents.ts";

// Varied phrasings per intent: formal, casual, terse and non-native English.
const PHRASINGS: [Intent, string, string[]][] = [
  [
    "thanks",
    "thank-you note",
    [
      "Draft a thank-you note to Maria",
      "write a thank you email for the demo",
      "can u write thanks mail to the client",
      "pls make a thank you message for signing",
      "Thank Maria for the meeting",
      "Thank Ms Nair for today's demo",
      "Thank Priya Nair for the workshop",
      "help me say thank you to them",
      "I need a note of thanks for Tom",
      "send them some words of appreciation",
    ],
  ],
  [
    "onboarding",
    "onboarding / implementation timeline, kick-off plan",
    [
      "Give me an onboarding timeline",
      "What's the implementation plan?",
      "plan the kick-off",
      "how do we roll this out?",
      "make rollout schedule for them pls",
      "onboarding steps after signing?",
      "Draft an implementation timeline from the go-live date",
      "kickoff plan",
    ],
  ],
  [
    "outcome",
    "loss-reason summary / post-mortem",
    [
      "Why did we lose this one?",
      "what happened?",
      "What went wrong with this deal?",
      "loss reason?",
      "post-mortem pls",
      "summarise why we lost",
      "why they didnt choose us",
      "Why did Maria choose HubSpot?",
      "how come we lost",
      "reason of the loss?",
    ],
  ],
  [
    "outcome",
    "win summary / handover",
    [
      "Why did we win?",
      "Write a win summary",
      "Prepare the handover notes for customer success",
      "hand it over to onboarding team, what they need to know?",
      "what closed the deal?",
      "what made them sign?",
      "win report for the team pls",
    ],
  ],
  [
    "summary",
    "recap / summary",
    [
      "Summarise the deal",
      "recap pls",
      "give me the rundown",
      "where are we with Acme?",
      "catch me up",
      "quick summary of this client",
      "sum it up for me",
      "what we have so far, key facts?",
      "bring me up to speed",
    ],
  ],
  [
    "objection",
    "objection answer",
    [
      "How do I handle the price objection?",
      "They say we're too expensive",
      "client think price too high, what to answer?",
      "what do i say when they mention hubspot is cheaper",
      "how to respond if they say not now",
      "Maria pushes back on the pricing",
      "How do I counter the Salesforce comparison?",
    ],
  ],
  [
    "email",
    "follow-up email",
    [
      "Draft a follow-up email",
      "Write an email to Maria",
      "compose a message for the CFO",
      "send a follow up to them",
      "email to Maria about the proposal",
    ],
  ],
  [
    "objection",
    "a rival's lower price",
    [
      "Tomás says Samsara is cheaper. How do I respond?",
      "Rami claims Orvex costs less, what do I answer?",
      "A rival undercut us by 20%, how should I handle it?",
      "They found a cheaper tool. What do I reply?",
      "Katana is cheaper per seat; how to counter that?",
    ],
  ],
  [
    "meeting",
    "meeting prep",
    [
      "Help me prepare for the meeting with Maria",
      "prep for the call tomorrow",
      "Get me ready for the kick-off with Ines",
      "What should be on the agenda?",
      "talking points for Friday",
      "get ready for the demo",
    ],
  ],
  [
    "decision",
    "decision makers",
    [
      "Who decides?",
      "Who are the stakeholders?",
      "who signs off on this",
      "who is the boss there",
      "decision maker?",
    ],
  ],
  [
    "budget",
    "budget",
    [
      "What's the budget?",
      "how much can they spend",
      "Can they afford it?",
      "deal size?",
      "how much money they have",
    ],
  ],
  [
    "timeline",
    "timeline",
    [
      "What's the timeline?",
      "When do they need it?",
      "any deadline?",
      "how soon they want to start",
      "time frame?",
    ],
  ],
  [
    "next",
    "next steps",
    [
      "What should I do next?",
      "what next?",
      "next steps pls",
      "now what",
      "Budget is $50k and the CFO decides. What now?",
      "any advice?",
    ],
  ],
  ["greeting", "greeting", ["Hi", "hello there", "Hey!", "Good morning", "hiya team"]],
];

for (const [intent, label, phrasings] of PHRASINGS) {
  Deno.test(`detectIntent: ${label}`, () => {
    assert.ok(phrasings.length >= 5, `${label}: at least five phrasings`);
    for (const phrasing of phrasings) {
      assert.equal(detectIntent(phrasing, []), intent, phrasing);
    }
  });
}

Deno.test("detectIntent: thanks as small talk is not a request for a note", () => {
  assert.equal(detectIntent("Thanks! What next?", []), "next");
  assert.equal(detectIntent("great, thanks!", []), "general");
  assert.equal(detectIntent("thanks for the summary, now draft the follow-up email", []), "email");
  assert.equal(detectIntent("When do they plan to go live?", []), "timeline");
});
