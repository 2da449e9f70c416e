// Replies say what the conversation says: a meeting that took place is thanked for and never
// looked forward to, a coming one is looked forward to with its date as said, needs read right
// after "you need", and a go-live is reported as stated, however vague.

import assert from "node:assert/strict";
import { chatInput, makeClient, rep } from "../testdata/fixtures.ts";
import type { ChatMessage } from "../types.ts";
import { composeReply, replyContext } from "./reply.ts";

const client = makeClient({
  name: "Pieter de Vries",
  company: "Noordzee Bakeries",
  email: "pieter@noordzee.example",
});
const OPEN: ChatMessage[] = [
  rep(
    "Noordzee Bakeries, 9 shops. Pieter de Vries, the owner, decides. They need waste tracking per shop and want the tills connected to the stock counts.",
  ),
  rep("Budget is about €18k. He wants the shop managers trained before the end of February."),
];
const WON: ChatMessage[] = [
  rep("Noordzee Bakeries, 9 shops. Pieter de Vries is the owner."),
  rep("Pieter signed the order form this afternoon, €18,000 a year. Go-live at the start of Lent."),
];

const ask = (message: string, history: ChatMessage[]) =>
  composeReply(chatInput(message, { history, client }));
const nextAction = (message: string, history: ChatMessage[]) =>
  replyContext(chatInput(message, { history, client })).analysis.nextAction;

Deno.test("a thank-you for a meeting that took place never looks forward to it", () => {
  for (const [message, thanks] of [
    ["Draft a thank-you email to Pieter for today's workshop.", "your time at today's workshop"],
    [
      "Write Pieter a thank-you note for the tasting session on Monday.",
      "your time at the session",
    ],
    ["Thank Pieter for yesterday's call.", "your time on yesterday's call"],
    ["Send Pieter a recap email of the call we just had.", "your time on the call"],
    ["Draft a follow-up email after today's call.", "your time on today's call"],
  ]) {
    const text = ask(message, OPEN);
    assert.match(text, new RegExp(`Thank you for ${thanks}\\.`), message);
    assert.doesNotMatch(text, /look forward to/, message);
    assert.doesNotMatch(text, /as you asked/, message);
  }
});

Deno.test(
  "a demo the rep reports today took place: no looking forward, no preparing for it",
  () => {
    const history = (note: string) => [
      rep(note),
      rep("Budget is about €18k. Pieter de Vries, the owner, decides. Live by the end of March."),
    ];
    for (const note of [
      "Demo today with Pieter de Vries at Noordzee Bakeries. They want waste tracking per shop.",
      "Demo this morning with Pieter: 9 shops, they need the tills connected to the stock counts.",
      "Demo today at 11am with Pieter de Vries.",
    ]) {
      for (const message of [
        "Write a thank-you email to Pieter for today's demo.",
        "Thank Pieter for the demo this morning.",
      ]) {
        const text = ask(message, history(note));
        assert.doesNotMatch(text, /look forward to/, `${note} / ${message}`);
        assert.match(text, /^Hi Pieter,$/m, message);
      }
      if (!/\bat \d/.test(note)) {
        assert.match(
          ask("Write Pieter a thank-you email.", history(note)),
          /Thank you for your time at the demo\./,
        );
      }
      const next = nextAction("Write a thank-you email to Pieter for today's demo.", history(note));
      assert.doesNotMatch(next, /^Prepare for|Book a demo/, note);
      assert.match(next, /^Follow up on today's demo with Pieter de Vries/, note);
    }
  },
);

Deno.test("a note offers the analysis' next step, not a generic call", () => {
  const message = "Draft a thank-you email to Pieter for today's workshop.";
  assert.match(nextAction(message, OPEN), /^Book a demo with Pieter de Vries/);
  assert.match(
    ask(message, OPEN),
    /The next step I'd suggest is a demo focused on waste tracking per shop: would \w+ suit you\?/,
  );
});

Deno.test(
  "while nobody who signs is named, the note invites the signer, as the analysis plans",
  () => {
    const history = [
      rep("Noordzee Bakeries, 9 shops, need waste tracking per shop. Budget is about €18k."),
      rep("Pieter de Vries runs operations. They want it live by March."),
    ];
    const message = "Draft a thank-you note to Pieter for this morning's call.";
    assert.match(nextAction(message, history), /^Find out who signs off/);
    const text = ask(message, history);
    assert.match(text, /Thank you for your time on this morning's call\./);
    assert.match(
      text,
      /a short call with you and whoever will sign off on this: would [^?]+ suit you\?/,
    );
    assert.doesNotMatch(text, /who else will be involved in the decision/);
  },
);

Deno.test(
  "a meeting still to come is looked forward to with its date as said, and thanks nothing yet",
  () => {
    const history = [...OPEN, rep("Demo booked for next week with Pieter.")];
    const text = ask("Draft a follow-up email to Pieter.", history);
    assert.match(text, /I look forward to our demo next week\./);
    assert.doesNotMatch(text, /Thank you for your time at the demo/);
    assert.match(
      nextAction("Draft a follow-up email to Pieter.", history),
      /^Prepare for the demo next week with/,
    );
    const tuesday = ask("Draft a follow-up email to Pieter.", [
      ...OPEN,
      rep("Call booked with Pieter on Tuesday."),
    ]);
    assert.match(tuesday, /I look forward to our call on Tuesday\./);
    const both = ask("Write Pieter a thank-you email.", [
      ...OPEN,
      rep("This morning's meeting went well; see you at the workshop on Monday."),
    ]);
    assert.match(
      both,
      /Thank you for your time at the meeting\.[^]*I look forward to our workshop on Monday\./,
    );
  },
);

Deno.test("needs read right in 'you need' and in the recap", () => {
  const note = ask("Draft a thank-you email to Pieter for today's workshop.", OPEN);
  assert.match(
    note,
    /As I understand it, you need waste tracking per shop and the tills to be connected to the stock counts\./,
  );
  const recap = ask("Recap this deal for me.", OPEN);
  assert.match(
    recap,
    /What: waste tracking per shop, the tills to be connected to the stock counts and the shop managers to be trained before the end of February\./,
  );
});

Deno.test("a vague go-live is reported as said in every reply about a won deal", () => {
  const next = ask("Signed! What now?", WON);
  assert.match(next, /Go-live: the start of Lent; fix the exact day at the kick-off\./);
  assert.doesNotMatch(next, /not set/);
  assert.match(ask("When do they go live?", WON), /Go-live: the start of Lent\./);
  assert.match(ask("Prepare me for the kick-off.", WON), /Go-live: the start of Lent\./);
  assert.match(ask("Recap the deal.", WON), /By when: go-live at the start of Lent\./);
  assert.match(
    ask("Draft the onboarding timeline.", WON),
    /go-live at the start of Lent, no exact day yet, so the plan has them ready in four weeks\.[^]*Ready to go live; the go-live is at the start of Lent, as they said\.\n- 30 days after the go-live: Review with Pieter de Vries/,
  );
  assert.match(
    ask("Write Pieter a thank-you note.", WON),
    /We'll plan the rollout around your go-live at the start of Lent\./,
  );
});

Deno.test("with no go-live stated, a won deal says it is not set", () => {
  const text = ask("What now?", [WON[0], rep("Pieter signed the order form this afternoon.")]);
  assert.match(text, /Go-live date not set: agree it at the kick-off\./);
});

Deno.test("the analysis' demo focus keeps the need's names as written", () => {
  const history = [
    rep("Noordzee Bakeries, 9 shops. Pieter de Vries, the owner, decides. Budget is about €18k."),
    rep("They need their web orders synced with Shopify by the end of March."),
  ];
  assert.match(
    nextAction("What next?", history),
    /focused on "their web orders to be synced with Shopify by the end of March"/,
  );
});
