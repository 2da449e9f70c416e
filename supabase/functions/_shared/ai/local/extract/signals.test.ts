import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findNeeds, seatCount } from "./needs.ts";
import { saysNoBudget } from "./budget.ts";
import { findSignals } from "./signals.ts";

const objections = (...texts: string[]) => [
  ...new Set(findSignals(said(...texts)).objections.map((o) => o.kind)),
];
const buying = (...texts: string[]) => [
  ...new Set(findSignals(said(...texts)).buying.map((b) => b.kind)),
];
const outcome = (...texts: string[]) => findSignals(said(...texts)).outcome?.kind ?? null;

Deno.test("signals: objections and risks", () => {
  assert.deepEqual(objections("They said the price is too high."), ["price"]);
  assert.deepEqual(objections("Honestly it's too expensive for us."), ["price"]);
  assert.deepEqual(objections("They don't have the budget this year."), ["no_budget"]);
  assert.deepEqual(objections("Bad timing, they want to revisit in spring."), ["timing"]);
  assert.deepEqual(objections("It needs approval from the board."), ["approval"]);
  assert.deepEqual(objections("Their IT raised security concerns about GDPR."), ["security"]);
  assert.deepEqual(objections("They're happy with their current vendor."), ["incumbent"]);
  assert.deepEqual(objections("Three calls, no response. They stopped responding."), ["cold"]);
});

Deno.test("signals: negated objections are not objections", () => {
  assert.deepEqual(objections("The price is not too high for them."), []);
  assert.deepEqual(objections("They said they don't need approval from anyone."), []);
  assert.deepEqual(objections("No reply yet, the proposal went out this morning."), []);
});

Deno.test("signals: buying signals", () => {
  assert.deepEqual(buying("They asked for a proposal."), ["proposal_request"]);
  assert.deepEqual(buying("Could you send over pricing for 18 technicians?"), ["proposal_request"]);
  assert.deepEqual(buying("We sent the quote on Monday."), ["proposal_sent"]);
  assert.deepEqual(buying("They asked how much it costs per seat."), ["pricing"]);
  assert.deepEqual(buying("They want a 30-day pilot."), ["trial"]);
  assert.deepEqual(buying("They're ready to move forward."), ["ready"]);
  assert.deepEqual(buying("She agreed to a demo next week."), ["demo"]);
  assert.deepEqual(buying("They are not ready to move forward."), []);
});

Deno.test("signals: negotiation", () => {
  assert.equal(
    findSignals(said("They asked for a 10% discount and net-60 terms.")).negotiation.length,
    1,
  );
  assert.equal(findSignals(said("Legal is reviewing the MSA.")).negotiation.length, 1);
  assert.equal(findSignals(said("They want 15% off the annual fee.")).negotiation.length, 1);
  assert.equal(findSignals(said("They need a CRM.")).negotiation.length, 0);
});

Deno.test("signals: closing outcomes", () => {
  assert.equal(outcome("They signed the contract this morning."), "CLOSED_WON");
  assert.equal(outcome("Great news, we'll go with you."), "CLOSED_WON");
  assert.equal(outcome("They issued the purchase order today."), "CLOSED_WON");
  assert.equal(outcome("They decided to go with another vendor."), "CLOSED_LOST");
  assert.equal(outcome("They're not moving forward this year."), "CLOSED_LOST");
  assert.equal(outcome("They went with HubSpot in the end."), "CLOSED_LOST");
  assert.equal(outcome("They haven't signed yet."), null);
  assert.equal(outcome("Once they sign, we kick off."), null);
  assert.equal(outcome("If they signed the contract, we'd start in January."), null);
  assert.equal(
    outcome("They signed the contract.", "Two weeks later they cancelled the project."),
    "CLOSED_LOST",
  );
});

Deno.test("signals: competitors, evaluated or incumbent", () => {
  const s = findSignals(
    said(
      "They're evaluating Pipedrive and Zoho.",
      "Today they use Salesforce and are on Monday.com for tasks.",
    ),
  );
  const byName = Object.fromEntries(s.competitors.map((c) => [c.name, c.current]));
  assert.deepEqual(byName, { Pipedrive: false, Zoho: false, Salesforce: true, "Monday.com": true });
  assert.deepEqual(findSignals(said("Let's meet on Monday.")).competitors, []);
  assert.deepEqual(
    findSignals(said("Also comparing Microsoft Dynamics and HubSpot.")).competitors.map(
      (c) => c.name,
    ),
    ["HubSpot", "Microsoft Dynamics"],
  );
});

Deno.test("signals: the rep's own questions are not signals", () => {
  assert.deepEqual(buying("What should I say if they ask how much it costs?"), []);
  assert.deepEqual(objections("How do I handle a price objection?"), []);
});

Deno.test("needs: requirements, volumes, integrations, compliance and tax", () => {
  const needs = findNeeds(
    said(
      "They need a CRM for 50 sales reps and want to replace their spreadsheets.",
      "It must integrate with Outlook and Slack, with SSO and GDPR-compliant EU hosting.",
      "Prices are plus 23% VAT.",
    ),
  );
  assert.deepEqual(needs.requirements.slice(0, 2), [
    "A CRM for 50 sales reps",
    "Replace their spreadsheets",
  ]);
  assert.deepEqual(seatCount(needs), { count: 50, unit: "sales reps" });
  assert.deepEqual(needs.integrations, ["Outlook", "Slack"]);
  assert.ok(needs.compliance.includes("GDPR"));
  assert.ok(needs.compliance.includes("single sign-on (SSO)"));
  assert.equal(needs.taxRate, 0.23);
});

Deno.test(
  "signals: an NDA signed is no sale; a budget not yet discussed is not 'no budget'",
  () => {
    assert.equal(outcome("The mutual NDA was signed by their legal team on Monday."), null);
    assert.equal(outcome("The order form was signed by their CFO on Monday."), "CLOSED_WON");
    const noBudget = (text: string) => saysNoBudget(said(text));
    assert.equal(noBudget("No budget has been discussed yet."), false);
    assert.equal(noBudget("No budget was mentioned on the call."), false);
    assert.equal(noBudget("There is no budget this year."), true);
  },
);

Deno.test("signals: a loss said plainly, casually or formally", () => {
  assert.equal(outcome("client say no, too expensive for them"), "CLOSED_LOST");
  assert.equal(outcome("Unfortunately, our offer was not successful this time."), "CLOSED_LOST");
  assert.equal(outcome("Your tender has been unsuccessful."), "CLOSED_LOST");
  assert.equal(outcome("They decided to wait, nothing this year."), "CLOSED_LOST");
  assert.equal(outcome("We didn't get it, Corvex won the tender."), "CLOSED_LOST");
  assert.equal(outcome("If they say no, we move on."), null);
});

Deno.test("signals: negotiation in a rep's own words", () => {
  const negotiating = (text: string) => findSignals(said(text)).negotiation.length > 0;
  for (const text of [
    "We're haggling over the payment schedule.",
    "They countered at $38k; we're at $42k.",
    "Security questionnaire and DPA are being reviewed before signature.",
    "Final terms being agreed, signature expected next week.",
    "Dana pushed back on the renewal uplift clause.",
    "They sent us their standard purchase terms to sign.",
  ])
    assert.equal(negotiating(text), true, text);
  assert.equal(negotiating("Dana is reviewing our quote."), false);
});

Deno.test("signals: losses said indirectly, and an accepted revised offer", () => {
  for (const text of [
    "Dana let me know they'll be going in a different direction.",
    "they said it's too expensive and they won't proceed",
    "Gone with the incumbent in the end.",
    "The hospital extended with their current provider for two years.",
    "They've signed a 3-year deal with Orvex.",
    "Ultimately they went for Orvex because of the integration.",
    "Deal's off, they merged and the new owners use Orvex.",
    "We were not selected.",
    "Funding fell through so they're pulling out.",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  assert.equal(outcome("They accepted our revised offer of $52k."), "CLOSED_WON");
  assert.equal(outcome("They won't proceed unless we match the price."), null);
  assert.equal(outcome("They've signed a 3-year deal with us."), "CLOSED_WON");
});

Deno.test("signals: a lost client asking us again for a quote is a live deal", () => {
  assert.equal(
    outcome("Lost this one to Orvex in March.", "Dana is back: she wants a new quote from us."),
    null,
  );
  assert.equal(
    outcome("The award to Orvex stands; this decision is final.", "Your tender was recorded."),
    "CLOSED_LOST",
  );
});

Deno.test("signals: casual chat outcomes", () => {
  for (const text of [
    "they're a go, paperwork done",
    "they're on board! starting in jan",
    "got the signature finally",
  ]) {
    assert.equal(outcome(text), "CLOSED_WON", text);
  }
  for (const text of [
    "dead. they bailed",
    "not happening, budget got axed",
    "they backed out last minute",
    "didn't get it unfortunately",
    "no deal, too pricey for them",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  assert.equal(outcome("The CFO is on board with the idea."), null);
  assert.equal(outcome("No deal yet, they're still comparing."), null);
});

Deno.test("signals: casual proposal and negotiation; a threat is not an outcome", () => {
  assert.equal(outcome("they want 15% off or no deal lol"), null);
  assert.deepEqual(buying("quote's out, fingers crossed"), ["proposal_sent"]);
  assert.deepEqual(buying("dana wants a price for 20 units asap"), ["proposal_request"]);
  const negotiating = (text: string) => findSignals(said(text)).negotiation.length > 0;
  assert.equal(negotiating("dana trying to squeeze the price, asked for free install"), true);
  assert.equal(negotiating("They asked for a free trial first."), false);
});

Deno.test("signals: history, conditions and everyday verbs are not this deal's outcome", () => {
  for (const text of [
    "They previously went with a cheaper option and regretted it, now they want quality.",
    "Two years ago they chose a local supplier; the contract ends in March.",
    "Deal is done once legal signs off.",
    "They pulled out the old printers last week.",
    "We lost a day because of the strike.",
    "Dana passed the proposal to her CFO.",
  ])
    assert.equal(outcome(text), null, text);
  assert.equal(outcome("They pulled out of the tender."), "CLOSED_LOST");
});

Deno.test("signals: a proposal sent in other words and languages", () => {
  for (const text of [
    "Dropped the quote in their inbox this morning.",
    "They're mulling over our numbers.",
    "Devis envoyé lundi, 18k€.",
    "Angebot ist raus, 25k EUR.",
    "Enviamos la propuesta el viernes.",
    "The tender response went in on Monday.",
    "We responded to their RFP last week.",
  ])
    assert.deepEqual(buying(text), ["proposal_sent"], text);
});

Deno.test("signals: negotiation in other languages and 'finalising terms'", () => {
  for (const text of [
    "Sie wollen 15% Rabatt auf die Lizenzen.",
    "Piden un descuento del 10% para firmar.",
    "Ils demandent une remise de 8%.",
    "We agreed on price, now finalising terms.",
  ])
    assert.equal(findSignals(said(text)).negotiation.length, 1, text);
});

Deno.test(
  "signals: a SOW with the client is a proposal sent, with their legal a negotiation",
  () => {
    const withClient = findSignals(said("SOW is with Riverside DC since Thursday."));
    assert.ok(withClient.buying.some((b) => b.kind === "proposal_sent"));
    assert.equal(withClient.negotiation.length, 0);
    assert.equal(findSignals(said("The SOW is with their legal team.")).negotiation.length, 1);
  },
);

Deno.test("signals: a BAFO is a best and final offer, read as one", () => {
  assert.equal(findSignals(said("The BAFO was submitted on Monday.")).negotiation.length, 1);
  assert.equal(findSignals(said("The best and final offer was submitted.")).negotiation.length, 1);
});

Deno.test(
  "signals: procurement at work on the deal is negotiation, the procurement itself is not",
  () => {
    const negotiation = (text: string) => findSignals(said(text)).negotiation.length;
    assert.equal(negotiation("Their procurement team has asked for revised payment terms."), 1);
    assert.equal(negotiation("Procurement returned the contract with comments."), 1);
    assert.equal(negotiation("The procurement has been suspended pending a review."), 0);
    assert.equal(negotiation("The procurement process starts in the second quarter."), 0);
  },
);

Deno.test("an aim written as its outcome under a label is no outcome", () => {
  assert.equal(outcome("Target: contract signed Friday 27 Nov"), null);
  assert.equal(outcome("- Goal: PO issued before the holidays"), null);
  assert.equal(outcome("Contract signed Friday, PO to follow."), "CLOSED_WON");
});

Deno.test("negotiation told as back and forth or terms asked instead of ours", () => {
  const negotiated = (text: string) => findSignals(said(text)).negotiation.length > 0;
  assert.ok(negotiated("We're going back and forth on the SLA credits."));
  assert.ok(negotiated("They accepted the price but want a 2-year term instead of 3."));
  assert.ok(!negotiated("They chose Zeta instead of us."));
  assert.equal(
    findSignals(said("Se envió la propuesta el lunes.")).buying[0]?.kind,
    "proposal_sent",
  );
});

Deno.test(
  "negotiation: tracked changes, a lawyer at work, a reduction asked, terms to agree",
  () => {
    const negotiated = (text: string) => findSignals(said(text)).negotiation.length > 0;
    for (const text of [
      "The client returned the draft agreement with tracked changes on clauses 7 and 12.",
      "price is ok for them, now its just the contract details, their lawyer is slow",
      "ok so they liked the proposal but legal has a few q's on the data processing bit",
      "We would like to proceed subject to agreement on the SLA and a 5% reduction on the fee.",
      "Waiting on their supplier form.",
    ]) {
      assert.ok(negotiated(text), text);
    }
    assert.ok(!negotiated("Their lawyer friend recommended us."));
  },
);

Deno.test("a price accepted with the PO still awaited is not yet won", () => {
  assert.equal(outcome("Quote accepted in principle, waiting on the formal PO."), null);
  assert.equal(outcome("Quote accepted, PO coming next week."), null);
  assert.equal(outcome("PO received this morning."), "CLOSED_WON");
});

Deno.test("a lost lot with our offer for another still open is a live deal", () => {
  assert.equal(
    outcome(
      "For Lot 1 the contract has been awarded to Kelvar and that award is final.",
      "Lot 2 is still under evaluation; our tender for it went in on 30 October.",
    ),
    null,
  );
  assert.equal(
    outcome("The contract has been awarded to Kelvar; the award is final."),
    "CLOSED_LOST",
  );
});

Deno.test("no budget discussed yet is not 'no budget'", () => {
  assert.deepEqual(objections("No budget or timeline discussed yet."), []);
  assert.deepEqual(objections("There is no budget for this."), ["no_budget"]);
});

Deno.test("our response uploaded and an invitation to further competition are proposals", () => {
  const buying = (text: string) => findSignals(said(text)).buying.map((b) => b.kind);
  assert.deepEqual(buying("Our response was uploaded to the portal on 16 November."), [
    "proposal_sent",
  ]);
  assert.deepEqual(buying("The invitation to further competition caps the value at £350,000."), [
    "proposal_request",
  ]);
});
