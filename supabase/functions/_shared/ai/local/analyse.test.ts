import assert from "node:assert/strict";
import { ACME_HISTORY, makeClient, NO_BUDGET_HISTORY, NOW, rep } from "../testdata/fixtures.ts";
import type { ChatMessage } from "../types.ts";
import { analyse } from "./analyse.ts";

const run = (messages: ChatMessage[], now = NOW, client = makeClient()) =>
  analyse({ client, messages, attachments: [], now });

Deno.test("analyse: a deal with budget, decision maker and a proposal request", () => {
  const a = run(ACME_HISTORY);
  assert.equal(a.stage, "PROPOSAL");
  assert.equal(a.priority, "HIGH");
  assert.equal(a.budgetBand, "$40k–$60k");
  assert.equal(
    a.nextAction,
    "Send the proposal with pricing for 50 sales reps to Maria Lopez (CFO) by Friday.",
  );
  assert.equal(a.suggestedFollowup?.dueAt, "2026-11-19T09:00:00.000Z");
  const types = new Set(a.insights.map((i) => i.type));
  for (const type of ["budget", "timeline", "stakeholder", "opportunity", "risk"]) {
    assert.ok(types.has(type as never), type);
  }
  for (const i of a.insights) assert.ok(i.confidence > 0 && i.confidence <= 1);
});

Deno.test("analyse: with no budget stated it says so and never invents one", () => {
  const a = run(NO_BUDGET_HISTORY);
  assert.equal(a.budgetBand, null);
  assert.match(a.nextAction, /^Qualify the budget/);
  const budget = a.insights.find((i) => i.type === "budget");
  assert.match(budget!.content, /Budget unknown/);
  assert.doesNotMatch(JSON.stringify(a), /\$\d/);
});

Deno.test("analyse: stage follows the evidence", () => {
  const stage = (...texts: string[]) => run(texts.map(rep)).stage;
  assert.equal(stage("They might want a CRM at some point."), "LEAD");
  assert.equal(stage("They need a CRM for 10 reps. Budget is $20k."), "QUALIFIED");
  assert.equal(stage("Spoke to their CEO, Jane Park."), "QUALIFIED");
  assert.equal(stage("They need a CRM.", "They asked for a quote."), "PROPOSAL");
  assert.equal(stage("We sent the proposal.", "They want a 10% discount."), "NEGOTIATION");
  assert.equal(stage("We sent the proposal.", "They signed the contract today!"), "CLOSED_WON");
  assert.equal(
    stage("We sent the proposal.", "They decided to go with Salesforce."),
    "CLOSED_LOST",
  );
  assert.equal(stage("Their CEO says there is no budget this year."), "LEAD");
  // A budget with a demo agreed qualifies, as the labelling has it.
  assert.equal(
    stage("The budget is between 40 and 60 thousand.", "Demo booked for Monday."),
    "QUALIFIED",
  );
});

Deno.test("analyse: confidence grows with the evidence", () => {
  const empty = run([]).confidence;
  const some = run([rep("They need a CRM for 10 reps.")]).confidence;
  const more = run(ACME_HISTORY).confidence;
  const closed = run([rep("They signed the contract.")]).confidence;
  assert.equal(empty, 0.3);
  assert.ok(empty < some && some < more, `${empty} < ${some} < ${more}`);
  assert.ok(more <= 0.95 && closed >= 0.9 && closed <= 0.95);
});

Deno.test("analyse: priority reflects size, urgency and coldness", () => {
  const priority = (...texts: string[]) => run(texts.map(rep)).priority;
  assert.equal(priority("Their CEO needs it ASAP. Budget is $250k."), "HIGH");
  assert.equal(priority("They need a CRM. Budget is $30k."), "MEDIUM");
  assert.equal(priority("They have no budget and no timeline. Not interested for now."), "LOW");
  assert.equal(priority("Small shop, just exploring options."), "LOW");
});

Deno.test(
  "follow-up: hot deals next business day, cold ones a week out, never on a weekend",
  () => {
    const due = (now: string, ...texts: string[]) =>
      run(texts.map(rep), new Date(now)).suggestedFollowup!.dueAt;
    // Friday: the next business day is Monday.
    assert.equal(
      due("2026-11-20T10:00:00Z", "Their CEO needs it ASAP. Budget is $250k."),
      "2026-11-23T09:00:00.000Z",
    );
    // Wednesday, MEDIUM: three business days is Monday.
    assert.equal(
      due("2026-11-18T10:00:00Z", "They need a CRM. Budget is $30k."),
      "2026-11-23T09:00:00.000Z",
    );
    // Thursday, LOW: a week later is Thursday.
    assert.equal(
      due("2026-11-19T10:00:00Z", "Small shop, just exploring options."),
      "2026-11-26T09:00:00.000Z",
    );
    // Saturday, LOW: a week later is a Saturday, so the Monday after.
    assert.equal(
      due("2026-11-21T10:00:00Z", "Small shop, just exploring options."),
      "2026-11-30T09:00:00.000Z",
    );
    // The client asked for a call on a given day.
    assert.equal(
      due("2026-11-18T10:00:00Z", "Call me back on Tuesday, said Ben."),
      "2026-11-24T09:00:00.000Z",
    );
    // A demo next Monday: prepare by the Friday before.
    assert.equal(
      due("2026-11-18T10:00:00Z", "They need a CRM. Demo booked for Monday."),
      "2026-11-20T09:00:00.000Z",
    );
    for (let day = 0; day < 14; day++) {
      const now = new Date(Date.UTC(2026, 10, 14 + day, 10));
      for (const text of [
        "Budget is $250k and they need it ASAP.",
        "They need a CRM.",
        "Just exploring.",
      ]) {
        const weekday = new Date(run([rep(text)], now).suggestedFollowup!.dueAt).getUTCDay();
        assert.ok(weekday !== 0 && weekday !== 6, `${now.toISOString()} ${text}`);
      }
    }
  },
);

Deno.test("analyse: closed deals get a kick-off or a check-in", () => {
  const won = run([rep("They signed the contract for 40 seats.")]);
  assert.match(won.nextAction, /kick-off/);
  assert.equal(won.suggestedFollowup?.dueAt, "2026-11-20T09:00:00.000Z");
  const lost = run([rep("They decided to go with HubSpot.")]);
  assert.equal(lost.priority, "LOW");
  assert.match(lost.nextAction, /HubSpot/);
  assert.equal(lost.suggestedFollowup?.dueAt, "2027-02-16T09:00:00.000Z");
});

Deno.test("analyse: the client record is read too (notes and deal value)", () => {
  const client = makeClient({
    notes: "Needs a CRM for 20 reps. Go-live by end of January.",
    dealValue: 25000,
    currency: "EUR",
  });
  const a = run([], NOW, client);
  assert.equal(a.budgetBand, "€25k");
  assert.equal(a.stage, "LEAD");
  assert.ok(a.insights.some((i) => i.type === "budget" && /client record/.test(i.content)));
  const untouched = run([], NOW, makeClient({ stage: "NEGOTIATION", priority: "HIGH" }));
  assert.equal(untouched.stage, "NEGOTIATION");
});

Deno.test("analyse: a small deal stays MEDIUM however hot", () => {
  const a = run([
    rep("They asked for a quote for 2 licences, $6,000 in total, and want to start asap."),
    rep("The owner, who decides, loved the demo."),
  ]);
  assert.equal(a.stage, "PROPOSAL");
  assert.equal(a.priority, "MEDIUM");
});

Deno.test("analyse: the deadline the client names is the date the deal closes by", () => {
  assert.equal(
    run([rep("They need a CRM for 10 reps. The decision is due by December 20.")]).closeBy,
    "2026-12-20",
  );
  assert.equal(run([rep("They need a CRM for 10 reps.")]).closeBy, null);
});

Deno.test("analyse: the next action quotes the need without its date or who approves it", () => {
  const a = run([
    rep("Spoke with Dana Roe, their CEO. They want a pilot by March, and the CFO signs off."),
    rep("Budget is $40k."),
  ]);
  assert.match(a.nextAction, /focused on "a pilot"/);
  assert.doesNotMatch(a.nextAction, /march|signs off/i);
});

Deno.test("analyse: a first contact stays a lead even when it names who decides", () => {
  const stage = (...texts: string[]) => run(texts.map(rep)).stage;
  assert.equal(
    stage(
      "Web form lead from Ana Costa, owner of a small guesthouse, asking about laundry service.",
    ),
    "LEAD",
  );
  assert.equal(
    stage(
      "Picked up our brochure at the fair; the owner decides on anything above a certain amount.",
    ),
    "LEAD",
  );
  assert.equal(
    stage("Met Ana Costa, the owner, at her office. She signs off on purchases."),
    "QUALIFIED",
  );
  assert.equal(stage("Three e-mails to their buyer have gone unanswered since September."), "LEAD");
});

Deno.test(
  "analyse: a long letter's other vendors stay in the insights however many there are",
  () => {
    const a = run([
      rep(
        "Dear Ms Lopez, thank you for the demo, the team loved it. Our CFO, Ana Ruiz, decides; budget is $90k and we must go live by 1 March. We also asked for a proposal with pricing and a trial for 20 users, and we are ready to move forward. Your price is high compared with Kestrel Logistics, and our security team needs a review. Timing is tight because of the year end, and the board must approve it. We currently use Fleetbase. We need a CRM that integrates with our ERP.",
      ),
    ]);
    assert.ok(a.insights.length <= 10);
    const text = a.insights.map((i) => i.content).join("\n");
    assert.match(text, /Kestrel Logistics/);
    assert.match(text, /Fleetbase/);
  },
);

Deno.test(
  "analyse: a pricing deck dropped in the inbox is a proposal; a marked-up agreement is negotiation",
  () => {
    const stage = (...texts: string[]) => run(texts.map(rep)).stage;
    assert.equal(stage("Dropped the pricing deck in their inbox this morning."), "PROPOSAL");
    assert.equal(stage("Their lawyers marked up the agreement."), "NEGOTIATION");
  },
);

Deno.test(
  "analyse: terms written into our own proposal are its content, terms the client works on are negotiation",
  () => {
    const stage = (...texts: string[]) => run(texts.map(rep)).stage;
    for (const text of [
      "Proposal sent with a 10% early-bird discount valid until December.",
      "Formal offer submitted; it includes our standard terms and conditions.",
      "Please find attached our proposal including the payment terms.",
      "Our quotation (valid 60 days, payment terms net 30) was delivered on Tuesday.",
    ])
      assert.equal(stage(text), "PROPOSAL", text);
    for (const text of [
      "Proposal sent; they want a 10% discount.",
      "Quote accepted in principle; legal review of the contract starts Monday.",
      "They want to discuss the terms of the agreement before signing.",
      "They accepted the proposal but want to change the payment schedule.",
    ])
      assert.equal(stage(text), "NEGOTIATION", text);
  },
);

Deno.test("analyse: HIGH needs urgency, or a late stage with the decision maker engaged", () => {
  const priority = (...texts: string[]) => run(texts.map(rep)).priority;
  assert.equal(
    priority(
      "Our tender (£420,000) was submitted on 30 October; the outcome is due in the new year.",
    ),
    "MEDIUM",
  );
  assert.equal(
    priority(
      "Our tender (£420,000) was submitted on 30 October. Their CEO, who signs off, chairs the panel.",
    ),
    "HIGH",
  );
  assert.equal(
    priority("Our tender (£420,000) was submitted on 30 October; they need it live by 4 December."),
    "HIGH",
  );
});

Deno.test(
  "analyse: a MEDIUM deal with a decision in days is due the business day before it",
  () => {
    const a = run([
      rep("Sent the proposal: $14,400 a year for 30 users."),
      rep("The partners decide at their Monday 23 Nov meeting."),
    ]);
    assert.equal(a.priority, "MEDIUM");
    assert.equal(a.suggestedFollowup?.dueAt, "2026-11-20T09:00:00.000Z");
  },
);

Deno.test("analyse: a meeting held today does not pull the follow-up to tomorrow", () => {
  const a = run([
    rep("Notes from today's discovery call: they need online booking for 3 clinics."),
    rep("Budget is $40k. Demo booked for Tuesday 24 Nov."),
  ]);
  assert.equal(a.priority, "MEDIUM");
  assert.equal(a.suggestedFollowup?.dueAt, "2026-11-23T09:00:00.000Z");
});

Deno.test("analyse: once won, the follow-up agrees with the kick-off the client named", () => {
  const followup = (...texts: string[]) => {
    const a = run(texts.map(rep));
    assert.equal(a.stage, "CLOSED_WON", texts.join(" "));
    return `${a.suggestedFollowup!.title} @ ${a.suggestedFollowup!.dueAt.slice(0, 10)}`;
  };
  // A later kick-off: two business days to get ready for it, named for that.
  assert.match(
    followup("Contract countersigned this morning. She wants the kick-off next Tuesday."),
    /^Prepare the kick-off with .+ \(Tuesday, 24 November\) @ 2026-11-20$/,
  );
  assert.match(
    followup("PO received. We kick off on 3 December with their IT lead."),
    /^Prepare the kick-off with .+ \(Thursday, 3 December\) @ 2026-11-20$/,
  );
  assert.match(
    followup("Signed! Let's kick things off on Monday."),
    /^Prepare the kick-off with .+ \(Monday, 23 November\) @ 2026-11-20$/,
  );
  // A sooner one is the follow-up itself; none named: two business days to set it up.
  assert.match(followup("Signed today, kick-off tomorrow."), /^Kick-off with .+ @ 2026-11-19$/);
  assert.match(followup("They signed the contract today."), /^Kick-off with .+ @ 2026-11-20$/);
});
