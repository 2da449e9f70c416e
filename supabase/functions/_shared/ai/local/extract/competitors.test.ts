import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findCompetitors } from "./competitors.ts";

const vendors = (text: string, exclude: string[] = []) =>
  findCompetitors(said(text), exclude).map(
    (c) => `${c.name}${c.chosen ? " (chosen)" : c.current ? " (current)" : ""}`,
  );

Deno.test("competitors: any industry's vendors, from where they stand", () => {
  assert.deepEqual(
    vendors("They signed with a cheaper local provider called BuildTrack instead."),
    ["BuildTrack (chosen)"],
  );
  assert.deepEqual(vendors("They're also talking to Samsara and Geotab."), ["Samsara", "Geotab"]);
  assert.deepEqual(vendors("Procore quoted 20% less than us."), ["Procore"]);
  assert.deepEqual(vendors("Currently they use Epic for scheduling."), ["Epic (current)"]);
  assert.deepEqual(vendors("Carestream is the incumbent in 9 of the 12 clinics."), [
    "Carestream (current)",
  ]);
  assert.deepEqual(vendors("they went w/ procore, decision final"), ["Procore (chosen)"]);
});

Deno.test("competitors: hedged choices, us, people and things are not vendors chosen", () => {
  assert.deepEqual(vendors("They might go with SKF if we can't match."), ["SKF"]);
  assert.deepEqual(vendors("The Board chose us over Nordlys Systems!"), ["Nordlys Systems"]);
  assert.deepEqual(vendors("They signed with us today."), []);
  assert.deepEqual(vendors("They want to replace their spreadsheets."), []);
  assert.deepEqual(vendors("Laura Kim chose Acme.", ["Acme"]), []);
});

Deno.test("competitors: lower-case names chosen, asked about or nearly chosen", () => {
  assert.deepEqual(vendors("orvex got the contract"), ["Orvex (chosen)"]);
  assert.deepEqual(vendors("They're going with the cheaper option."), []);
  assert.deepEqual(vendors("Did they go with Procore in the end?"), ["Procore"]);
  assert.deepEqual(vendors("They nearly went with Orvex but stayed with us."), ["Orvex"]);
});

Deno.test("competitors: presenting, pricing, numbers from, a supplier named in brackets", () => {
  assert.deepEqual(vendors("Heads-up: k7 is presenting to their board on Monday."), ["K7"]);
  assert.deepEqual(vendors("they're also pricing Brommo."), ["Brommo"]);
  assert.deepEqual(vendors("They're getting numbers from Sellvik too."), ["Sellvik"]);
  assert.deepEqual(vendors("Answer: 'hemos elegido otro proveedor (Ventix)'."), [
    "Ventix (chosen)",
  ]);
  assert.deepEqual(vendors("Our numbers from last quarter look good."), []);
  assert.deepEqual(vendors("He's on Lumio right now and hates it."), ["Lumio (current)"]);
  assert.deepEqual(vendors("Current MSSP: Redline Secure, contract ends in May."), [
    "Redline Secure (current)",
  ]);
});

Deno.test("competitors: bought instead of us, the X people, a preference is not a choice", () => {
  assert.deepEqual(vendors("They bought Vexa instead of us."), ["Vexa (chosen)"]);
  assert.deepEqual(vendors("Instead of Lumen they want something simpler."), ["Lumen"]);
  assert.deepEqual(vendors("they went with the stratus people"), ["Stratus (chosen)"]);
  assert.deepEqual(vendors("they went with the other guys"), []);
  assert.deepEqual(vendors("They picked Option B."), []);
  assert.deepEqual(vendors("Their IT team prefers SharePoint."), ["SharePoint"]);
  assert.deepEqual(vendors("They preferred Nexora in the end."), ["Nexora (chosen)"]);
});

Deno.test(
  "competitors: formal letters (offered by, that of, won by, ranked behind, legal forms)",
  () => {
    assert.deepEqual(vendors("The panel preferred the solution offered by Quorvis."), ["Quorvis"]);
    assert.deepEqual(vendors("We will compare your offer with that of Lindqvist AB."), [
      "Lindqvist AB",
    ]);
    assert.deepEqual(vendors("The tender was won by Strand Medical."), ["Strand Medical (chosen)"]);
    assert.deepEqual(vendors("Your proposal ranked second behind Norfield."), ["Norfield"]);
    assert.deepEqual(vendors("Brannock's submission scored higher."), ["Brannock"]);
    assert.deepEqual(vendors("Dunmore Group remains our preferred supplier."), [
      "Dunmore Group (current)",
    ]);
    assert.deepEqual(vendors("Two other suppliers, Osprey Data and Kelburn, also bid."), [
      "Osprey Data",
      "Kelburn",
    ]);
    assert.deepEqual(vendors("Tessaro GmbH has been shortlisted."), ["Tessaro GmbH"]);
    assert.deepEqual(vendors("Invoice to Acme Logistics Ltd.", ["Acme Logistics"]), []);
    assert.deepEqual(vendors("The service is currently provided by Veltra Services."), [
      "Veltra Services (current)",
    ]);
    assert.deepEqual(vendors("Tenders were received from Arkwell, Bexford and Coyle."), [
      "Arkwell",
      "Bexford",
      "Coyle",
    ]);
    assert.deepEqual(vendors("We have appointed Delmar Consulting as our partner."), [
      "Delmar Consulting (chosen)",
    ]);
    assert.deepEqual(vendors("We are currently contracted to Harrowgate until 2027."), [
      "Harrowgate (current)",
    ]);
    assert.deepEqual(vendors("Lantern was unsuccessful at the first stage."), ["Lantern"]);
    assert.deepEqual(vendors("Dana was unsuccessful in getting budget."), []);
    assert.deepEqual(vendors("In addition to your firm, Kellan and Lorne are being considered."), [
      "Kellan",
      "Lorne",
    ]);
    assert.deepEqual(vendors("The decision was between you and Pellam."), ["Pellam"]);
    assert.deepEqual(vendors("We are migrating away from Norda."), ["Norda (current)"]);
    assert.deepEqual(vendors("Gravis came second."), ["Gravis"]);
    assert.deepEqual(vendors("Nexus (incumbent) has been invited to re-tender."), [
      "Nexus (current)",
    ]);
  },
);

Deno.test("competitors: brands told by the words around them, in any trade", () => {
  assert.deepEqual(vendors("Legacy system: Kardexo, renewal due in May."), ["Kardexo (current)"]);
  assert.deepEqual(vendors("Their lawyers asked about the Vintrel comparison."), ["Vintrel"]);
  assert.deepEqual(vendors("Brakora has also submitted a bid."), ["Brakora"]);
  assert.deepEqual(vendors("They will keep ordering the same spare parts from Tolvik."), [
    "Tolvik (chosen)",
  ]);
  assert.deepEqual(vendors("The board decided to stay with our existing Quorra setup."), [
    "Quorra (chosen)",
  ]);
  assert.deepEqual(vendors("Servers currently run on-prem in the Halvane data centre."), [
    "Halvane (current)",
  ]);
});

Deno.test("competitors: people, our own quote and model codes are not vendors", () => {
  assert.deepEqual(vendors("Priya also said the committee meets on Monday."), []);
  assert.deepEqual(vendors("Attached is our Brightwell quotation for the X9 system."), []);
  assert.deepEqual(vendors("Currently on Tallyo, onboarding ends in June."), ["Tallyo (current)"]);
});

Deno.test("competitors: compared with us, leaned towards, an incumbent of years", () => {
  assert.deepEqual(vendors("Kestrix came in 15% cheaper than us."), ["Kestrix"]);
  assert.deepEqual(vendors("Dana mentioned Ferrovia as the other shortlisted supplier."), [
    "Ferrovia",
  ]);
  assert.deepEqual(vendors("they're leaning towards norvik tbh"), ["Norvik"]);
  assert.deepEqual(vendors("Cobalto's sales rep was there last week too."), ["Cobalto"]);
  assert.deepEqual(vendors("They've been with Maxa for six years."), ["Maxa (current)"]);
  assert.deepEqual(vendors("Dana Roe replied faster than us.", ["Dana Roe"]), []);
});

Deno.test("competitors: in any trade, by what they offer, supply or run today", () => {
  assert.deepEqual(vendors("AgriSense gave them a better price on the soil sensors."), [
    "AgriSense",
  ]);
  assert.deepEqual(vendors("They said Arcton would do it for half the price."), ["Arcton"]);
  assert.deepEqual(vendors("Their fleet is on Truvio until the lease ends."), ["Truvio (current)"]);
  assert.deepEqual(vendors("Brenner & Sons have done their HVAC for a decade."), [
    "Brenner & Sons (current)",
  ]);
  assert.deepEqual(vendors("The other shortlisted vendor is Quanta."), ["Quanta"]);
  assert.deepEqual(vendors("They get their supplies from Greenleaf at the moment."), [
    "Greenleaf (current)",
  ]);
  assert.deepEqual(vendors("currently paying sendly for texts, want to move"), [
    "Sendly (current)",
  ]);
});

Deno.test("competitors: our offers, holidays and plans are not vendors", () => {
  assert.deepEqual(vendors("We gave them a better price on the sensors."), []);
  assert.deepEqual(vendors("They're on holiday until Monday."), []);
  assert.deepEqual(vendors("Dana Roe would do it herself next week.", ["Dana Roe"]), []);
  assert.deepEqual(vendors("The team is on track for the pilot."), []);
});

Deno.test("competitors: a vendor they pay today, named by its bill or renewal", () => {
  assert.deepEqual(vendors("she say their AWS bill is too high, about ¥750,000 a month"), [
    "AWS (current)",
  ]);
  assert.deepEqual(vendors("The Kelvix renewal is due in March."), ["Kelvix (current)"]);
  assert.deepEqual(vendors("Their electricity bill doubled."), []);
});

Deno.test("competitors: listed together, in apposition, ahead or pushing, on the table", () => {
  assert.deepEqual(vendors("Ardent and Bexley also pitched last week."), ["Ardent", "Bexley"]);
  assert.deepEqual(vendors("We're one of three bidders alongside Holtz and Marrow."), [
    "Holtz",
    "Marrow",
  ]);
  assert.deepEqual(vendors("The incumbent (Cindra) has the contract until June."), [
    "Cindra (current)",
  ]);
  assert.deepEqual(vendors("Dana says Medlin is the frontrunner.", ["Dana"]), ["Medlin"]);
  assert.deepEqual(vendors("Fyra, their current supplier, raised prices by 20%."), [
    "Fyra (current)",
  ]);
  assert.deepEqual(vendors("They also have a proposal on the table from Quest."), ["Quest"]);
  assert.deepEqual(vendors("Main competition here is Ombra."), ["Ombra"]);
  assert.deepEqual(vendors("Nilo are pushing hard with a big discount."), ["Nilo"]);
  assert.deepEqual(vendors("They were burned by Zeph two years ago."), ["Zeph"]);
  assert.deepEqual(vendors("Caspian has them on a 3-year lock-in."), ["Caspian (current)"]);
});

Deno.test("competitors: people ahead, pushing or listed are not vendors when known", () => {
  assert.deepEqual(vendors("Dana Roe is pushing hard for a decision.", ["Dana Roe"]), []);
  assert.deepEqual(vendors("Our proposal went out on Monday from the Leeds office."), []);
});

Deno.test("competitors: demos, installs, old providers and full names", () => {
  assert.deepEqual(vendors("Tessaly were in yesterday doing a demo."), ["Tessaly"]);
  assert.deepEqual(vendors("We're going head to head with Quell."), ["Quell"]);
  assert.deepEqual(vendors("They mentioned Arbor a couple of times as the cheaper option."), [
    "Arbor",
  ]);
  assert.deepEqual(vendors("Mirra installed their current cameras."), ["Mirra (current)"]);
  assert.deepEqual(vendors("Their old provider Skyra went bust."), ["Skyra (current)"]);
  assert.deepEqual(vendors("The shortlist is us, Verdana Systems and one other."), [
    "Verdana Systems",
  ]);
  assert.deepEqual(vendors("They're also in talks with Lupo."), ["Lupo"]);
});

Deno.test("competitors: named in formal letters and tender outcomes", () => {
  assert.deepEqual(
    vendors("The current service provider, Brightwater Facilities Ltd, has held the contract."),
    ["Brightwater Facilities Ltd (current)"],
  );
  assert.deepEqual(vendors("Following an evaluation of Norda AB and your company, we decided."), [
    "Norda AB",
  ]);
  assert.deepEqual(vendors("Kessel GmbH's solution was deemed more suitable."), ["Kessel GmbH"]);
  assert.deepEqual(vendors("We have a framework agreement with Polvani until March."), [
    "Polvani (current)",
  ]);
  assert.deepEqual(vendors("The panel also heard a presentation from Osprey Analytics."), [
    "Osprey Analytics",
  ]);
  assert.deepEqual(vendors("We will continue with Carrow Ltd for the 2027 season."), [
    "Carrow Ltd (chosen)",
  ]);
  assert.deepEqual(vendors("Mistral Technologies submitted the most advantageous tender."), [
    "Mistral Technologies",
  ]);
  assert.deepEqual(vendors("We will continue with the rollout in March."), []);
});

Deno.test("competitors: phases, people in jobs and job titles are not vendors", () => {
  assert.deepEqual(vendors("Continue with Phase 2 in March."), []);
  assert.deepEqual(vendors("The board recommends London as the pilot site."), []);
  assert.deepEqual(vendors("Sarah is the frontrunner for the new COO job."), []);
  assert.deepEqual(vendors("Mark, their current supplier manager, will join the call."), []);
});
