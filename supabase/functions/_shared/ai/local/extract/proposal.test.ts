import assert from "node:assert/strict";
import { proposalIn } from "./proposal.ts";

Deno.test("proposal: sent, in any verb form or word order", () => {
  assert.equal(
    proposalIn("Kindly find enclosed our quotation for the three boilers."),
    "proposal_sent",
  );
  assert.equal(proposalIn("Their director says he has read your proposal twice."), "proposal_sent");
  assert.equal(proposalIn("estimate went out to them tuesday"), "proposal_sent");
  assert.equal(proposalIn("We submitted the costing on Friday."), "proposal_sent");
  assert.equal(proposalIn("QUOTATION 2026-044 for Harbour Dental", "attachment"), "proposal_sent");
});

Deno.test("proposal: asked for, planned, or a tender to answer", () => {
  assert.equal(proposalIn("They are waiting on an estimate for the roof."), "proposal_request");
  assert.equal(proposalIn("I'll email the quote tomorrow morning."), "proposal_request");
  assert.equal(proposalIn("We plan to bid for the county contract."), "proposal_request");
  assert.equal(proposalIn("Got an invitation to tender from the council."), "proposal_request");
});

Deno.test("proposal: someone else's, negated or hypothetical is not ours", () => {
  assert.equal(proposalIn("They hold a quotation from Brakora as well."), null);
  assert.equal(proposalIn("We have not sent any estimate yet."), null);
  assert.equal(proposalIn("If they want a quote, we can do one."), null);
  assert.equal(proposalIn("She quoted her boss word for word."), null);
  assert.equal(proposalIn("QUOTATION 2026-044 for Harbour Dental"), null);
});

Deno.test(
  "proposal: prices handed over or asked to be written, a paper in the client's hands",
  () => {
    assert.equal(proposalIn("Pricing went out yesterday, fingers crossed."), "proposal_sent");
    assert.equal(proposalIn("Sent Dana our numbers for the 12 sites on Tuesday."), "proposal_sent");
    assert.equal(proposalIn("Quote's with them now, finance is reading it."), "proposal_sent");
    assert.equal(proposalIn("The proposal is sitting with their MD."), "proposal_sent");
    assert.equal(
      proposalIn("They asked us to put together pricing for 40 users."),
      "proposal_request",
    );
    assert.equal(proposalIn("Dana asked for a price breakdown per site."), "proposal_request");
  },
);

Deno.test("proposal: questions about price and other numbers are not a proposal", () => {
  assert.equal(proposalIn("Dana asked how much it costs, nothing else yet."), null);
  assert.equal(proposalIn("They asked about pricing on the call."), null);
  assert.equal(proposalIn("Send me their phone numbers please."), null);
  assert.equal(proposalIn("The quote is with us for a final check."), null);
});

Deno.test("proposal: 'the quote we sent' is sent whatever the sentence around it says", () => {
  assert.equal(
    proposalIn("Dana says she'll sign if legal approves the quote we sent."),
    "proposal_sent",
  );
  assert.equal(proposalIn("If they like the quote we haven't sent yet, fine."), null);
});

Deno.test("proposal: a price quoted, a tender submitted, costings in the client's hands", () => {
  assert.equal(
    proposalIn("Quoted them $45k for the install, waiting on feedback."),
    "proposal_sent",
  );
  assert.equal(proposalIn("We've tendered for the Brightfield contract."), "proposal_sent");
  assert.equal(
    proposalIn("Costings are with Dana, she'll take them to the board."),
    "proposal_sent",
  );
  assert.equal(proposalIn("Put together a costed plan and sent it to Dana."), "proposal_sent");
  assert.equal(proposalIn("If we quoted them $45k they would walk."), null);
});

Deno.test(
  "proposal: a request that waits on something or is only thought of is not one yet",
  () => {
    for (const text of [
      "Her words: 'once the grant is through I'll ask you for a proper quote'.",
      "If they like the pilot they'll want a quotation.",
      "I'm tempted to just send pricing to speed things up.",
      "Thinking about sending them a proposal next week.",
    ])
      assert.equal(proposalIn(text), null, text);
    assert.equal(
      proposalIn("They're considering two vendors and asked us for a quote."),
      "proposal_request",
    );
  },
);

Deno.test("proposal: fired off is sent; a request the client will make is not one yet", () => {
  assert.equal(proposalIn("Fired off the proposal last night."), "proposal_sent");
  assert.equal(proposalIn("They will probably ask for a proposal after the board meeting."), null);
});

Deno.test("proposal: a bare participle, pricing presented, our own tender", () => {
  assert.equal(proposalIn("Quote #Q-2291 for €24,500 sent, valid 30 days."), "proposal_sent");
  assert.equal(
    proposalIn("We presented our solution and pricing to the board on Monday."),
    "proposal_sent",
  );
  assert.equal(proposalIn("Our tender was submitted before the deadline."), "proposal_sent");
  assert.equal(proposalIn("They published a tender for the fleet."), "proposal_request");
  assert.equal(proposalIn("Quote to be sent once the specs are in."), null);
});

Deno.test("proposal: a tender still to come is no request yet", () => {
  for (const text of [
    "A formal call for tenders is planned for the third quarter of 2027.",
    "The notice states that a tender is expected in the second half of 2027.",
    "The site visit is agreed; the formal tender documents are not yet issued.",
  ]) {
    assert.equal(proposalIn(text), null, text);
  }
  assert.equal(
    proposalIn("They published a tender for the fleet; responses are expected by 4 December."),
    "proposal_request",
  );
});
