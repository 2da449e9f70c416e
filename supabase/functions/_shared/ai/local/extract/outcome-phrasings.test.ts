import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findSignals } from "./signals.ts";

// How reps tell an outcome, in words written for these tests: the rules must read the verb, its
// subject, tense and scope, not a tuning case's exact phrase.

const outcome = (text: string) => findSignals(said(text)).outcome?.kind ?? null;

Deno.test("outcome phrasings: a win in a rep's words", () => {
  for (const text of [
    "PO landed this morning.",
    "They countersigned.",
    "Signed on the dotted line!",
    "Deal done.",
    "On a signé hier avec eux.",
    "Hemos cerrado el acuerdo.",
    "They bought the 3-year plan. We're live with them from Monday.",
    "They signed yesterday, kickoff next week.",
    "Contract is signed and returned.",
    "Great news, they said yes and the PO is on its way... actually it arrived this morning.",
    "Finance approved it, signed contract received.",
    "they signed!!",
    "Got the signed order form back.",
    "Client confirmed the order by email.",
    "We closed them yesterday.",
    "They've accepted our proposal.",
    "Verbal yes from Dana and the contract came back signed today.",
    "Won it.",
    "The deal is closed, onboarding next week.",
    "Their procurement issued the PO.",
    "They went with us.",
    "They picked us over Procore.",
    "Payment received, we start on the 1st.",
    "signed!!! 🎉",
    "po came thru this morning",
    "DocuSign completed by their CEO.",
    "deal's closed, kickoff thurs",
    "contract's back, all signed",
    "they're in! signed the 2 yr deal",
    "Dana confirmed they're going ahead, the signed SOW is in my inbox.",
    "They've committed, contract signed Tuesday.",
    "we're live with them since monday, invoice paid",
    "Their AP paid the first invoice.",
    "Contract executed.",
    "Got the signature from their MD.",
    "They accepted the quote and sent the PO.",
    "K, it's official, they're a customer.",
    "Purchase order received from Halden.",
    "Verbal yes yesterday, and today the paperwork came back signed.",
    "Green light from their board, PO to follow... PO arrived today.",
    "we won!!",
    "Closed-won.",
    "They've agreed to the terms and signed.",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
});

Deno.test("outcome phrasings: a loss in a rep's words", () => {
  for (const text of [
    "They're going with the dunmore guys.",
    "They went another way.",
    "They chose to stay with their current provider.",
    "Budget got pulled.",
    "The project is parked until next year.",
    "Not a fit for them right now, they said no.",
    "We failed infosec.",
    "Too expensive for them, they've walked.",
    "The decision is final, they signed with BuildTrack.",
    "they went with procore",
    "They signed with a cheaper local provider called BuildTrack instead.",
    "Lost it to Samsara.",
    "They chose Toast.",
    "They've decided to renew with Epic.",
    "Their budget was frozen for the year.",
    "They failed us on the security review.",
    "We got priced out.",
    "Their CFO said not this year.",
    "They picked Geotab over us.",
    "Management killed the project.",
    "Sadly they went with a competitor.",
    "They are going with SKF, decision is final.",
    "Dana emailed to say they've gone with Halden.",
    "They've awarded the contract to Corvex.",
    "No go from the board.",
    "They decided to stick with the spreadsheets.",
    "The deal is off.",
    "lost em to dunmore",
    "nope, they picked the other guys",
    "went w/ competitor",
    "budget's gone",
    "cfo nixed it",
    "they said thanks but no thanks",
    "we didn't make the cut",
    "they went in another direction",
    "Not moving forward with us.",
    "They've decided not to proceed.",
    "They chose to renew with the incumbent.",
    "We lost out to a cheaper quote.",
    "They signed with Orvex last week.",
    "orvex got the contract",
    "Bad news: they've selected another vendor.",
    "Their board rejected the purchase.",
    "Lost on price to Procore.",
    "They're staying with their current supplier for another 3 years.",
    "Project cancelled after the merger.",
    "Funding was withdrawn.",
    "They told us it's a no.",
    "They decided to do it in-house.",
    "Sorry, it's a no from us, we've chosen Lumen.",
    "Client went with the cheaper bid from Arcton.",
    "they're sticking with excel for now",
    "They can't justify the spend this year, so it's dead.",
    "The CFO froze all new spending until 2028.",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
});

Deno.test(
  "outcome phrasings: conditions, questions, plans, negations, fears and others' deals",
  () => {
    for (const text of [
      "If they sign we start in March.",
      "Did they sign?",
      "They will sign next week.",
      "They haven't signed yet.",
      "They're worried they'll go with Procore.",
      "Dana is worried the board will go with Samsara.",
      "Our other client Brightfield signed last week.",
      "They went with Procore last year but it's back on, they want a new quote.",
      "They might go with Geotab.",
      "Will they sign before Christmas?",
      "Contract should be signed by Friday.",
      "Once the PO is issued we can book the kickoff.",
      "They're considering Procore.",
      "Not signed yet, legal is reviewing.",
      "Hoping they sign this week.",
      "They asked whether we could match Toast's price.",
      "Contract goes to signature next week.",
      "They are about to sign.",
      "I think they'll sign tomorrow.",
      "Did they go with Procore in the end?",
      "We should get the PO soon.",
      "If the budget is cut, we lose it.",
      "They signed the NDA.",
      "Legal is reviewing the contract.",
      "They haven't decided between us and Orvex.",
      "Ready to sign once legal is happy.",
      "Signing is planned for Friday.",
      "They nearly went with Orvex but chose to keep talking to us.",
      "Last year they went with Orvex; now they want to switch to us, asked for a quote.",
      "They're worried the budget might be frozen.",
      "The board will decide next week.",
      "they said they'd sign if we drop the price 5%",
      "Their old vendor went bust.",
      "We lost the contact at procurement, new person is Dana.",
    ])
      assert.equal(outcome(text), null, text);
  },
);

Deno.test(
  "outcome phrasings: paid, settled, a numbered PO, a paper named in another language",
  () => {
    for (const text of [
      "Funds hit our account this morning, they settled the annual invoice.",
      "PO #88-1203 arrived from their buyer.",
      "Tanaka-san sent the 発注書 (purchase order) today.",
      "Cliente pagou hoje, fechado!",
    ])
      assert.equal(outcome(text), "CLOSED_WON", text);
    for (const text of [
      "They withdrew from the selection process last week.",
      "Reply from Luisa: 'abbiamo scelto un altro partner'. So that's a no.",
      "Herr Kranz: 'leider nicht in diesem Jahr'.",
      "Réponse: pas cette année, désolé.",
    ])
      assert.equal(outcome(text), "CLOSED_LOST", text);
    assert.equal(outcome("They always paid last year's maintenance invoice on time."), null);
  },
);

Deno.test(
  "outcome phrasings: a verbal yes is a win only once nothing says the paper is to come",
  () => {
    const said2 = (...texts: string[]) => findSignals(said(...texts)).outcome?.kind ?? null;
    assert.equal(said2("Their COO told me they're going with us."), "CLOSED_WON");
    assert.equal(
      said2("Their COO told me they're going with us.", "Legal still has to sign the MSA."),
      null,
    );
    assert.equal(
      said2("Verbal yes from the MD, but we're not counting it until the ink is dry."),
      null,
    );
    assert.equal(said2("They're going with us, contract signed this morning."), "CLOSED_WON");
  },
);

Deno.test("outcome phrasings: a PO cleared, unsuccessful, canned, held off indefinitely", () => {
  assert.equal(outcome("Their PO cleared procurement today."), "CLOSED_WON");
  for (const text of [
    "We've been told we were unsuccessful on this occasion.",
    "Project's been canned.",
    "They've decided to hold off indefinitely.",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  const signals = findSignals(
    said(
      "They went with Orvex.",
      "Dana called back: Orvex fell through, they want our quote again.",
    ),
  );
  assert.equal(signals.outcome, null);
});

Deno.test(
  "outcome phrasings: casual wins, a contrast's later clause, another vendor's paper",
  () => {
    const kind = (...texts: string[]) => findSignals(said(...texts)).outcome?.kind ?? null;
    for (const text of [
      "we got it!!",
      "bagged it 🎉",
      "deal's ours",
      "Clinched it this morning.",
      "Landed the account, finally.",
      "They cancelled their HubSpot contract and signed with us.",
      "Budget got cut but they still signed the smaller package.",
    ])
      assert.equal(kind(text), "CLOSED_WON", text);
    for (const texts of [
      ["They went with Orvex.", "Signed with them on Friday apparently."],
      ["They chose Orvex.", "Orvex already got the PO."],
      ["gone cold and then they told me they bought from someone else"],
    ])
      assert.equal(kind(...texts), "CLOSED_LOST", texts.join(" "));
  },
);

Deno.test("outcome phrasings: chat-style wins and losses", () => {
  for (const text of [
    "yesss they said go 🎉",
    "we have a deal!",
    "Deal! They accepted 42k.",
    "they accepted the offer",
    "they've approved the purchase",
    "order confirmed ✔",
    "Contract signed by both sides.",
    "got the PO number today",
    "they transferred the deposit",
    "first invoice paid",
    "it's official! they're a client",
    "we're officially their vendor",
    "client accept offer",
    "they has signed the contract",
    "contract was signed from client side",
    "signing done",
    "PO is received",
    "Won 🏆",
    "WON!",
    "closed/won",
    "signed & sealed",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
  for (const text of [
    "they ghosted us and bought Orvex",
    "not going ahead",
    "it's a no-go",
    "they said no thanks",
    "nope. went with orvex",
    "they binned it",
    "lost to price",
    "they're not buying",
    "no budget, dead deal",
    "they chose to do nothing",
    "they'll stay on spreadsheets",
    "they cancelled the order",
    "client reject our offer",
    "Orvex took it",
    "they've signed elsewhere",
    "deal lost 😭",
    "we lost 😞",
    "budget gone, project off",
    "they decided on Orvex",
    "Orvex got the business",
    "we didn't get it",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  // "Purchase Order PO-4471" is a paper, not a vendor they bought.
  assert.notEqual(
    outcome("Please find attached Purchase Order PO-4471 for the kits."),
    "CLOSED_LOST",
  );
});

Deno.test(
  "outcome phrasings: not waiting is no loss; a named rival closing or getting the paper is",
  () => {
    const kind = (text: string) => findSignals(said(text)).outcome?.kind ?? null;
    assert.equal(
      kind("They decided not to wait for the next budget cycle and signed today."),
      "CLOSED_WON",
    );
    assert.equal(kind("They chose not to run a tender, PO raised this morning."), "CLOSED_WON");
    assert.equal(kind("They decided not to proceed."), "CLOSED_LOST");
    assert.equal(kind("Orvex closed the deal last week."), "CLOSED_LOST");
    assert.equal(kind("Orvex got the signed contract."), "CLOSED_LOST");
    assert.equal(kind("They currently pay Orvex USD 2,000 a month."), null);
  },
);

Deno.test("outcome phrasings: more chat wins and losses", () => {
  for (const text of [
    "got it signed!",
    "they put pen to paper today",
    "they took the 3-year deal",
    "order's in",
    "DocuSign's done",
    "e-signed this morning",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
  for (const text of [
    "nope, not this time",
    "they're going elsewhere",
    "we're out of the running",
    "they canceled",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  for (const text of ["contract's back", "we're on! kickoff monday", "need to get it signed"])
    assert.equal(outcome(text), null, text);
});

Deno.test(
  "outcome phrasings: a price accepted with the contract still negotiated is not won yet",
  () => {
    const kind = (...texts: string[]) => findSignals(said(...texts)).outcome?.kind ?? null;
    assert.equal(kind("Finance approved the quote, now legal is reviewing the MSA."), null);
    assert.equal(
      kind("They accepted our proposal.", "Procurement sent redlines on the contract today."),
      null,
    );
    assert.equal(kind("They accepted our proposal and sent the PO."), "CLOSED_WON");
    assert.equal(kind("Proposal accepted!"), "CLOSED_WON");
  },
);

Deno.test("outcome phrasings: a rejected offer answered with a counter is negotiation", () => {
  const kind = (...texts: string[]) => findSignals(said(...texts)).outcome?.kind ?? null;
  assert.equal(kind("Procurement rejected our initial quote and asked for 10% off."), null);
  assert.equal(kind("They rejected our offer.", "Dana wants a revised quote by Friday."), null);
  assert.equal(kind("They rejected our offer outright."), "CLOSED_LOST");
});

Deno.test("outcome phrasings: pending sign-off, a previous tender", () => {
  assert.equal(outcome("The quote was accepted by their ops lead, pending CFO sign-off."), null);
  assert.equal(outcome("We lost the previous tender to Orvex; this time we bid again."), null);
  assert.equal(outcome("We lost the tender to Orvex."), "CLOSED_LOST");
});

Deno.test("outcome phrasings: a win told before history or beside a year is this deal's", () => {
  assert.equal(outcome("Signed today! Same price as last year's renewal."), "CLOSED_WON");
  assert.equal(outcome("Contract signed today, go-live in 2027."), "CLOSED_WON");
  assert.equal(outcome("Orvex lost the account last year, now they're shopping."), null);
});
