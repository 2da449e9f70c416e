import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { chronological } from "../text.ts";
import { findSignals } from "./signals.ts";

// Outcomes in the voices of sales teams around the world (chat abbreviations, call transcripts,
// pasted threads, Spanish and Portuguese), written for these tests, not taken from the corpus.

const signals = (...texts: string[]) => findSignals(said(...texts));
const outcome = (...texts: string[]) => signals(...texts).outcome?.kind ?? null;

Deno.test("voices: chat abbreviations of a win or a loss", () => {
  assert.equal(outcome("PO rcvd 🎉 kick-off next wk"), "CLOSED_WON");
  assert.equal(outcome("contract sgnd by their MD this am"), "CLOSED_WON");
  assert.equal(outcome("lost 2 the local guys, cheaper by 20%"), "CLOSED_LOST");
});

Deno.test("voices: an aside in brackets does not hide the verb", () => {
  assert.equal(outcome("The first instalment (KES 2M) hit our account today."), "CLOSED_WON");
  assert.equal(outcome("The deposit (30%, ₦12m) landed this morning."), "CLOSED_WON");
});

Deno.test("voices: 'said no' is an answer, not the determiner", () => {
  assert.equal(outcome("Procurement said no changes to the scope before the vote."), null);
  assert.equal(outcome("The CFO said no budget talks until January."), null);
  assert.equal(outcome("Their CFO said no, final answer."), "CLOSED_LOST");
  assert.equal(outcome("She said no to the proposal."), "CLOSED_LOST");
});

Deno.test("voices: another vendor chosen without a name, and not possible this year", () => {
  assert.equal(outcome("The panel has selected another supplier for the works."), "CLOSED_LOST");
  assert.equal(outcome("They opted for a cheaper local provider."), "CLOSED_LOST");
  assert.equal(outcome("The director says it is not possible this year."), "CLOSED_LOST");
  assert.equal(outcome("It's not in their budget this year."), "CLOSED_LOST");
});

Deno.test("voices: a person who moves to another employer is no vendor chosen", () => {
  const s = signals("Our sponsor Dr. Amaka Eze moved to Reddington last month.");
  assert.equal(s.outcome, null);
  assert.deepEqual(
    s.competitors.filter((c) => c.chosen),
    [],
  );
  assert.equal(outcome("The whole group moved to Kestrel Cloud in the end."), "CLOSED_LOST");
});

Deno.test("voices: Spanish and Portuguese, signed with the other vendor", () => {
  assert.equal(outcome("Se fueron con Vantix. Ya firmaron con ellos."), "CLOSED_LOST");
  assert.equal(
    outcome("A diretoria decidiu pela Agrotech, assinaram com eles ontem."),
    "CLOSED_LOST",
  );
  assert.equal(outcome("Firmaron con nosotros ayer 🎉"), "CLOSED_WON");
});

Deno.test("voices: a pasted thread is read oldest first, whatever its quoting", () => {
  const thread = [
    "Pasting the thread:",
    "From: Lina Haddad",
    "Sent: 17 Nov 2026",
    "Good news, the board restored the budget and we signed the contract today.",
    "",
    "On 3 Nov 2026, Lina Haddad wrote:",
    "> Sorry, the board froze the budget, the project is cancelled for now.",
    ">> Attached our final proposal.",
  ].join("\n");
  const order = chronological(thread);
  assert.ok(order.indexOf("final proposal") < order.indexOf("froze"));
  assert.ok(order.indexOf("froze") < order.indexOf("restored"));
  assert.equal(outcome(thread), "CLOSED_WON");
  assert.equal(
    chronological("No thread here.\nJust two lines."),
    "No thread here.\nJust two lines.",
  );
});

Deno.test("voices: a call transcript, whoever speaks", () => {
  const call = [
    "[00:01] Rep: Any news from the committee?",
    "[00:04] Client: Yes, we signed with Qorva last week, their price was lower.",
    "[00:09] Rep: Understood, thank you for telling me.",
  ].join("\n");
  assert.equal(outcome(call), "CLOSED_LOST");
  assert.equal(
    outcome("Rep: Did you sign with Qorva?\nClient: No, we are still comparing Qorva and you."),
    null,
  );
});

Deno.test("voices: a win after the lost deal came back is ours", () => {
  assert.equal(
    outcome(
      "They went with Orvex, we lost.",
      "Two weeks later the deal is back on, Orvex could not integrate.",
      "Fechado! PO received today 🎉",
    ),
    "CLOSED_WON",
  );
});

Deno.test("voices: casual wins and losses told in a few words", () => {
  for (const text of [
    "they renewed for another 2 years",
    "purchase order just landed in my inbox",
    "they upgraded to the enterprise plan, signed yesterday",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
  for (const text of [
    "they ended up building it in-house",
    "RIP this deal",
    "can't compete with the free tool their bank gave them, lost",
    "the deal fell apart after the merger",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  for (const text of [
    "they're signing tmrw, legal already ok'd it",
    "we lost a week to the holidays",
  ])
    assert.equal(outcome(text), null, text);
});

Deno.test("voices: a transcript's client speaking for the client, and a rep asking back", () => {
  assert.equal(
    outcome("Client: Honestly, we're going to stay with our current system."),
    "CLOSED_LOST",
  );
  assert.equal(outcome("Them: they chose them over us, cheaper"), "CLOSED_LOST");
  assert.equal(outcome("In the end the decision went Zeta's way."), "CLOSED_LOST");
  assert.equal(outcome("In the end the decision went our way, contract signed."), "CLOSED_WON");
  assert.equal(outcome("We were outbid by Zeta in the final round."), "CLOSED_LOST");
  assert.equal(
    outcome("Rep: So you went with Zeta?\nClient: No, Zeta was too expensive, still deciding."),
    null,
  );
  assert.equal(
    outcome("Rep: You signed already?! Amazing. Client: yes, signed this morning."),
    "CLOSED_WON",
  );
});

Deno.test("voices: threads that reverse themselves, the latest word wins", () => {
  assert.equal(
    outcome("Signed, but then they cancelled within the cooling-off period."),
    "CLOSED_LOST",
  );
  assert.equal(
    outcome("They said no in October, but came back in November and signed."),
    "CLOSED_WON",
  );
  assert.equal(outcome("They verbally agreed, then procurement killed it."), "CLOSED_LOST");
  assert.equal(outcome("They verbally agreed, paperwork next week."), null);
});

Deno.test("voices: more wins and losses in few words, and papers that are no sale", () => {
  for (const text of ["got the green light and the PO", "The award letter arrived today."])
    assert.equal(outcome(text), "CLOSED_WON", text);
  for (const text of [
    "they decided the status quo is fine",
    "no from the board, they're freezing all spend",
    "shortlist went to orvex and zeta, we're out",
    "We got the rejection letter today.",
    "Their answer: not interested.",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  for (const text of [
    "they signed a new office lease",
    "If the pilot fails we're out.",
    "they won an award for their logistics last year",
  ])
    assert.equal(outcome(text), null, text);
});

Deno.test("voices: Bahasa and Swahili words for the outcome", () => {
  assert.equal(outcome("Kontrak sudah ditandatangani kemarin 🎉"), "CLOSED_WON");
  assert.equal(outcome("PO sudah keluar, IDR 900 juta"), "CLOSED_WON");
  assert.equal(outcome("Tumeshinda! Signed order form in hand."), "CLOSED_WON");
  assert.equal(outcome("mereka pilih Wirasa, harganya lebih murah"), "CLOSED_LOST");
  assert.equal(outcome("kita kalah di tender, sayang"), "CLOSED_LOST");
  assert.equal(signals("mereka pilih Wirasa").competitors[0]?.name, "Wirasa");
});

Deno.test("voices: the rival's deal falling through reopens ours; Japanese papers issued", () => {
  assert.equal(
    outcome(
      "They went with Salesforce in the end.",
      "Surprise: Maria emailed, Salesforce fell through and she wants to restart talks with us.",
    ),
    null,
  );
  assert.equal(outcome("Tanaka-san confirmed by LINE: 発注書 issued, ¥8.4M."), "CLOSED_WON");
  assert.equal(outcome("The chumonsho (order sheet) was issued today."), "CLOSED_WON");
});

Deno.test("voices: look-alikes that are no outcome", () => {
  for (const text of [
    "They lost 2 key people in accounts this year, so they need automation.",
    "We got the RFP document today, deadline 5 Dec.",
    "we're out of the office next week, demo on the 30th",
    "He said no problem, send the proposal.",
    "If they pick Orvex, we're out.",
    "they cancelled the meeting, rescheduled to Monday",
  ])
    assert.equal(outcome(text), null, text);
  assert.equal(outcome("Lost 2 Orvex, cheaper."), "CLOSED_LOST");
});

Deno.test("voices: check marks and the CRM's own shorthand", () => {
  for (const text of ["PO ✅ 🎉", "Acme = CW 🎉", "its a W", "contract: ✅"])
    assert.equal(outcome(text), "CLOSED_WON", text);
  for (const text of ["Acme: CL, went elsewhere", "took the L on this one", "they said nah"])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  assert.equal(outcome("Contract ⏳ PO ⏳"), null);
});

Deno.test("voices: formal passives, renewals and budgets refused", () => {
  assert.equal(outcome("The client has chosen to renew for 3 years."), "CLOSED_WON");
  assert.equal(outcome("Unfortunately, the budget was not approved."), "CLOSED_LOST");
  assert.equal(outcome("The budget was not approved yet, the board meets Monday."), null);
  assert.equal(outcome("The budget was approved; we expect the PO next week."), null);
  assert.equal(outcome("The budget was approved and the PO has been raised."), "CLOSED_WON");
  assert.equal(outcome("They accepted our revised offer and signed."), "CLOSED_WON");
});

Deno.test("voices: an aside that carries the meaning is read, not skipped", () => {
  assert.equal(outcome("They signed (the NDA) today."), null);
  assert.equal(outcome("They signed (not yet, pending legal) the contract."), null);
  assert.equal(outcome("They signed (finally!) the contract."), "CLOSED_WON");
});

Deno.test("voices: a PO request form or terms going the client's way are no outcome", () => {
  assert.equal(outcome("we received a PO request form to fill in"), null);
  assert.equal(outcome("the negotiation went their way on payment terms"), null);
  assert.equal(outcome("we received the PO today"), "CLOSED_WON");
});

Deno.test("voices: a signature corrected later is undone; an unpaid invoice is not", () => {
  assert.equal(
    outcome("They signed! 🎉", "Correction: they did NOT sign, it's still with legal."),
    null,
  );
  assert.equal(outcome("They signed the contract.", "They haven't paid yet."), "CLOSED_WON");
});

Deno.test("voices: a negative subject negates the signature; 'signed yet' is none", () => {
  assert.equal(outcome("Nothing is signed yet."), null);
  assert.equal(outcome("Nobody has signed the contract, it is still with legal."), null);
  assert.equal(outcome("No one has countersigned the order form."), null);
  assert.equal(outcome("The contract is signed, nothing else to do."), "CLOSED_WON");
});

Deno.test("voices: a tender ranked below the winner, a contract signed with the winner", () => {
  assert.equal(outcome("Your tender was ranked third."), "CLOSED_LOST");
  assert.equal(outcome("Our bid was placed second behind Atos."), "CLOSED_LOST");
  assert.equal(outcome("The contract was signed with the winner last week."), "CLOSED_LOST");
  assert.equal(outcome("The contract was signed with the successful tenderer."), "CLOSED_LOST");
  assert.equal(outcome("Our bid was ranked first on quality."), null);
});

Deno.test("voices: a procurement abandoned or closed without award is a loss", () => {
  assert.equal(
    outcome("The procurement for the platform (£600,000) has been abandoned after the review."),
    "CLOSED_LOST",
  );
  assert.equal(outcome("The tender has therefore been closed without award."), "CLOSED_LOST");
  assert.equal(outcome("The Council will not be proceeding with the procurement."), "CLOSED_LOST");
  assert.equal(outcome("The previous tender was abandoned in 2024; we submitted our bid."), null);
});

Deno.test("voices: chosen as preferred bidder is no win yet", () => {
  assert.equal(
    outcome("Following the evaluation, we have been selected as preferred bidder."),
    null,
  );
  assert.equal(
    outcome("We were chosen as the preferred supplier; contract talks start Monday."),
    null,
  );
  assert.equal(outcome("We have been selected as their new supplier."), "CLOSED_WON");
});

Deno.test("voices: a requisition approved, with the PO still to be raised, is no win", () => {
  assert.equal(
    outcome("The purchase requisition has been approved and the PO will be raised next week."),
    null,
  );
  assert.equal(outcome("The PO number has been approved."), null);
  assert.equal(outcome("They approved the purchase order today."), "CLOSED_WON");
});

Deno.test("voices: a bid not shortlisted, no contract to award, a procurement cancelled", () => {
  assert.equal(
    outcome("We regret that your bid has not been shortlisted for the next stage."),
    "CLOSED_LOST",
  );
  assert.equal(outcome("Unfortunately your proposal was not selected."), "CLOSED_LOST");
  assert.equal(
    outcome("The Authority will retain its in-house service and will not award a contract."),
    "CLOSED_LOST",
  );
  assert.equal(
    outcome("No tender was value for money and the procurement has been cancelled."),
    "CLOSED_LOST",
  );
  assert.equal(outcome("The procurement meeting on Friday was cancelled."), null);
  assert.equal(
    outcome("The procurement has been suspended pending a review of requirements."),
    null,
  );
});

Deno.test("voices: a procurement cancelled and run again is live", () => {
  assert.equal(
    outcome(
      "The procurement for the pumps was cancelled; they re-ran it and we submitted our quote.",
    ),
    null,
  );
  assert.equal(outcome("The tender was cancelled and will not be re-issued."), "CLOSED_LOST");
});
