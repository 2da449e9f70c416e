// Replies once a deal is won or lost: they answer the question from the conversation's facts and
// never contradict the analysis (no demo, proposal or discount after a loss, no chasing after a win).

import assert from "node:assert/strict";
import { chatInput, makeConfig, NO_BUDGET_HISTORY, NOW, rep } from "../testdata/fixtures.ts";
import type { ChatMessage } from "../types.ts";
import { MONTHS } from "./dates.ts";
import { detectIntent, type Intent } from "./intents.ts";
import { composeReply, replyContext } from "./reply.ts";

const WON: ChatMessage[] = [
  rep(
    "Had the demo with Acme Logistics on Monday; Maria Lopez, their CFO, loved the pipeline reports.",
  ),
  rep("Great news: Maria signed the contract today for 50 seats at $48,000 for the first year."),
  rep(
    "They want to go live on 1 February. Tom Reed (Head of IT) leads the project and needs the Outlook integration first.",
  ),
];

const LOST: ChatMessage[] = [
  rep(
    "Acme Logistics needs a CRM for 50 sales reps. Their budget is around $50k. Maria Lopez, their CFO, decides.",
  ),
  rep("Bad news: Maria told me they decided to go with HubSpot."),
  rep(
    "She said our price was too high and HubSpot already integrates with their Outlook. Their security review also dragged on for six weeks.",
  ),
];

const ask = (message: string, history: ChatMessage[]) =>
  composeReply(chatInput(message, { history }));

Deno.test(
  "thank-you note after a win: names the contact, thanks for the signature, cites the facts",
  () => {
    const text = ask("Draft a thank-you note to Maria", WON);
    assert.match(text, /^Here's a thank-you note for Maria Lopez\./);
    assert.match(text, /Subject: Thank you for signing the contract\n/);
    assert.match(text, /Hi Maria,/);
    assert.match(text, /Thank you for signing the contract \(50 seats, \$48,000\)\./);
    assert.match(text, /go-live on Monday, 1 February 2027, starting with the Outlook integration/);
    assert.match(text, /I'll include Tom Reed \(Head of IT\) in the planning\./);
    assert.match(text, /set up the kick-off call: would Friday or Monday suit you\?/);
    assert.doesNotMatch(text, /Following up on our conversation/);
  },
);

Deno.test("thank-you note: thanks for what happened, in every style", () => {
  const call = ask("write a thank you email for the call", NO_BUDGET_HISTORY);
  assert.match(call, /Subject: Thank you for your time on the call\n/);
  assert.match(call, /you need a CRM for 50 sales reps and to replace your spreadsheets\./);
  const lost = ask("Draft a thank-you note", LOST);
  assert.match(lost, /Subject: Thank you for letting us know\n/);
  assert.match(lost, /Thank you for letting me know you've chosen HubSpot/);
  assert.match(lost, /Your feedback on price and the security review is useful to us\./);
  assert.match(lost, /I'll check in with you in February\./);
  const formal = composeReply(
    chatInput("Draft a thank-you note", {
      history: WON,
      config: makeConfig({ responseStyle: "formal" }),
    }),
  );
  assert.match(formal, /Dear Maria Lopez,/);
  assert.match(formal, /Kind regards,/);
  assert.doesNotMatch(formal, /\b(?:I'll|I'd|We'll)\b/);
});

Deno.test("onboarding timeline after a win: dated steps from the kick-off to the go-live", () => {
  const text = ask("Give me an onboarding timeline", WON);
  assert.match(text, /from the kick-off to the go-live on Monday, 1 February 2027\./);
  const steps = text.split("\n").filter((l) => /^- \w+day, \d/.test(l));
  assert.match(steps[0], /^- Friday, 20 November: Kick-off with Maria Lopez \(CFO\) and Tom Reed/);
  assert.ok(
    steps.some((s) => /Set up and test the Outlook integration\./.test(s)),
    text,
  );
  assert.ok(
    steps.some((s) => /^- Monday, 1 February 2027: Go-live\./.test(s)),
    text,
  );
  const when = steps.map((line) => {
    const [, date, month, year] = line.match(/^- \w+, (\d+) (\w+)(?: (\d{4}))?:/)!;
    return Date.UTC(Number(year ?? NOW.getUTCFullYear()), MONTHS.indexOf(month), Number(date));
  });
  assert.deepEqual(
    [...when].sort((a, b) => a - b),
    when,
    "steps are in date order",
  );
});

Deno.test(
  "onboarding before signature is the plan once they sign, dated back from the go-live",
  () => {
    const text = ask("what's the implementation plan?", NO_BUDGET_HISTORY);
    assert.match(
      text,
      /Not signed yet \(Lead stage\): this is the plan once they sign\. To go live in March \(planned against \w+day, 1 March 2027\), kick off by \w+day, 1 February 2027\./,
    );
    const lost = ask("what's the implementation plan?", LOST);
    assert.match(lost, /No onboarding to plan: the deal was lost to HubSpot\./);
  },
);

Deno.test(
  "loss review: who they chose, the reasons they gave, what we learned, when to check back",
  () => {
    for (const question of ["Why did we lose this one?", "what happened?"]) {
      const text = ask(question, LOST);
      assert.match(text, /^Here's why the deal was lost\.\n\nLost to HubSpot\.\n/);
      assert.match(text, /- Outcome: "Bad news: Maria told me they decided to go with HubSpot\."/);
      assert.match(text, /- Price: "She said our price was too high/);
      assert.match(
        text,
        /- Where HubSpot was ahead: HubSpot already integrates with their Outlook\./,
      );
      assert.match(
        text,
        /- Security review: "Their security review also dragged on for six weeks\."/,
      );
      assert.match(
        text,
        /What we learned: show the return in their numbers before price comes up; send the security pack/,
      );
      assert.match(text, /- Check back: Tuesday, 16 February 2027\./);
    }
    const bare = ask("why did we lose", [rep("Acme Logistics decided not to move forward.")]);
    assert.match(bare, /Lost; competitor not named, reason not stated\./);
  },
);

Deno.test("win summary and handover: why they chose us, who, what, how much, by when", () => {
  const text = ask("Prepare the handover notes for customer success", WON);
  assert.match(text, /^Here's the win summary and handover\.\n\nWon: "Great news: Maria signed/);
  assert.match(
    text,
    /- Who: Maria Lopez \(CFO\) decides; also involved: Tom Reed \(Head of IT\)\./,
  );
  assert.match(text, /- How much: \$48k/);
  assert.match(text, /- By when: "1 February", i\.e\. Monday, 1 February 2027/);
  const open = ask("what happened?", NO_BUDGET_HISTORY);
  assert.match(open, /No outcome yet\. Acme Logistics is at the Lead stage/);
});

Deno.test("what next after a win: the kick-off, the go-live and the integration first", () => {
  const text = ask("what next?", WON);
  assert.match(
    text,
    /^Here's what I'd do next\.\n\nSchedule the kick-off with Maria Lopez \(CFO\)/,
  );
  assert.match(text, /- Kick-off: Friday, 20 November with Maria Lopez \(CFO\) and Tom Reed/);
  assert.match(text, /- Go-live: Monday, 1 February 2027/);
});

/** One question per intent; the Record makes the compiler insist on every intent. */
const QUESTION: Record<Intent, string> = {
  attachment: "What's in the attached file?",
  thanks: "Draft a thank-you note to Maria",
  outcome: "What happened?",
  email: "Draft a follow-up email",
  objection: "How do I handle the price objection?",
  meeting: "Help me prepare for the meeting",
  onboarding: "Give me an onboarding timeline",
  decision: "Who decides?",
  budget: "What's the budget?",
  timeline: "What's the timeline?",
  next: "What should I do next?",
  summary: "Summarise the deal",
  greeting: "Hi",
  general: "How should I follow up after the demo?",
};

/** The reply without what the client said (quotes may name anything). */
const ownWords = (text: string) => text.replace(/"[^"\n]*"/g, '""');

const CHASING_AFTER_LOSS = /\b(?:demo|proposal|discount|trial|pricing)\b/i;
const CHASING_AFTER_WIN =
  /\b(?:demo|proposal|discount|trial|pricing|qualify|budget range|who signs|close the deal)\b/i;

for (const [label, history, chasing] of [
  ["won", WON, CHASING_AFTER_WIN],
  ["lost", LOST, CHASING_AFTER_LOSS],
] as const) {
  Deno.test(`no reply contradicts the analysis of a ${label} deal`, () => {
    for (const [intent, question] of Object.entries(QUESTION)) {
      assert.equal(detectIntent(question, []), intent, question);
      const input = chatInput(question, { history });
      const analysis = replyContext(input).analysis;
      assert.equal(analysis.stage, label === "won" ? "CLOSED_WON" : "CLOSED_LOST");
      const text = composeReply(input);
      assert.doesNotMatch(ownWords(text), chasing, `${intent}: ${text}`);
      assert.doesNotMatch(
        text,
        /won't guess|so I can't|Good question|Sales Assistant Pro;/,
        intent,
      );
      const next = text.split("\n").find((l) => l.startsWith("Next step: "));
      if (next && !["email", "thanks"].includes(intent)) {
        assert.ok(
          next.toLowerCase().includes(analysis.nextAction.toLowerCase()),
          `${intent}: "${next}" is not the analysis' "${analysis.nextAction}"`,
        );
      }
    }
  });
}
