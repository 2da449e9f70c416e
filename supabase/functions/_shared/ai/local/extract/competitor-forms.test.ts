import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findCompetitors } from "./competitors.ts";

// Sentences written for these tests, not taken from the corpus.
const vendors = (text: string) =>
  findCompetitors(said(text)).map(
    (c) => `${c.name}${c.chosen ? " (chosen)" : c.current ? " (current)" : ""}`,
  );

Deno.test("competitors: names as written, with their number, lower case or abbreviated", () => {
  assert.deepEqual(vendors("They're comparing us with Salesforce Sales Cloud and Dynamics 365."), [
    "Salesforce Sales Cloud",
    "Dynamics 365",
  ]);
  assert.deepEqual(vendors("they're on sfdc today and hate the renewal"), ["SFDC (current)"]);
  assert.deepEqual(vendors("They picked Sage 50 over us."), ["Sage 50 (chosen)"]);
  assert.deepEqual(vendors("They went with Acme 2 weeks ago."), ["Acme (chosen)"]);
  assert.deepEqual(vendors("they went with monday.com"), ["Monday.com (chosen)"]);
  assert.deepEqual(vendors("Ils ont choisi Axonaut à la place."), ["Axonaut (chosen)"]);
});

Deno.test("competitors: lists under a label, table columns and the runner-up", () => {
  assert.deepEqual(vendors("Competitors: Procore, Buildertrend, CoConstruct"), [
    "Procore",
    "Buildertrend",
    "CoConstruct",
  ]);
  assert.deepEqual(vendors("Alternatives under review: Zenwork and Paylocity."), [
    "Zenwork",
    "Paylocity",
  ]);
  assert.deepEqual(vendors("Product brightwave, Licence cost 55000, Verdict too dear"), [
    "Brightwave",
  ]);
  assert.deepEqual(vendors("The runner-up was Kestra."), ["Kestra"]);
  assert.deepEqual(vendors("Halvard came in second."), ["Halvard"]);
  assert.deepEqual(vendors("Orsolo and Vint are both in the final round."), ["Orsolo", "Vint"]);
  assert.deepEqual(vendors("Trelby dropped out on Friday."), ["Trelby"]);
  assert.deepEqual(vendors("The council went with us over Norvik and Dask."), ["Norvik", "Dask"]);
  assert.deepEqual(vendors("Lumora seems to be their favourite."), ["Lumora"]);
});

Deno.test("competitors: a rival's offer, exit or rank told without the usual verb", () => {
  assert.deepEqual(vendors("Lernio was also on their list and lost out on price."), ["Lernio"]);
  assert.deepEqual(vendors("Buyer: Zappa CRM Pro came back at 25% off list."), ["Zappa CRM Pro"]);
  assert.deepEqual(vendors("Trackwise hat uns 10 % Rabatt angeboten, Lotsa ist raus."), [
    "Trackwise",
    "Lotsa",
  ]);
  assert.deepEqual(vendors("Fabrix nos ofreció un 8% de descuento."), ["Fabrix"]);
  assert.deepEqual(vendors("Velox came second, Bright Path Learning third."), [
    "Velox",
    "Bright Path Learning",
  ]);
  assert.deepEqual(vendors("they were coming off Teamly and wanted something simpler"), [
    "Teamly (current)",
  ]);
});

Deno.test("competitors: the incumbent and the winner in casual and other languages", () => {
  assert.deepEqual(vendors("been w/ sage 10 yrs, hate it"), ["Sage (current)"]);
  assert.deepEqual(vendors("Nous utilisons déjà Trajecto pour le suivi."), ["Trajecto (current)"]);
  assert.deepEqual(vendors("Seguimos con Contasol hasta marzo."), ["Contasol (current)"]);
  assert.deepEqual(vendors("We're staying with Zoho until the renewal in March."), [
    "Zoho (current)",
  ]);
  assert.deepEqual(vendors("The team stayed with Procore in the end."), ["Procore (chosen)"]);
  assert.deepEqual(vendors("Han elegido Holded, lo siento."), ["Holded (chosen)"]);
  assert.deepEqual(vendors("Decidimos seguir com a Frotalog, foi mais barata."), [
    "Frotalog (chosen)",
  ]);
});

Deno.test("competitors: the client's circle and its requirements are not vendors", () => {
  assert.deepEqual(
    vendors("Purchases over that go to their parent company, Velden Holding AG."),
    [],
  );
  assert.deepEqual(vendors("Marlowe Foods, their biggest customer, audits them yearly."), []);
  assert.deepEqual(vendors("Brightpath (their IT consultants) is helping with the review."), []);
  assert.deepEqual(vendors("Corvane is running the selection process."), []);
  assert.deepEqual(vendors("Hosting must stay on Azure, which we support."), []);
  assert.deepEqual(vendors("Teachers are unhappy with the gradebook."), []);
  assert.deepEqual(vendors("They switched to Microsoft Teams for internal calls."), [
    "Microsoft Teams (current)",
  ]);
  assert.deepEqual(vendors("They switched to Procore for less money."), ["Procore (chosen)"]);
  assert.deepEqual(vendors("Card payments stay with Paylane, our terminals support it."), [
    "Paylane (current)",
  ]);
  assert.deepEqual(vendors("Their card payments stay with Paylane."), ["Paylane (current)"]);
  assert.deepEqual(vendors("Their steel comes from Arcelor."), []);
  assert.deepEqual(vendors("They come from Sage and hate it."), ["Sage (current)"]);
});

Deno.test("competitors: more ways a rival is told", () => {
  const cases: [string, string[]][] = [
    ["Apparently Brevo's sales guy has been calling every day.", ["Brevo"]],
    ["Kovra put a proposal in front of them last week.", ["Kovra"]],
    ["Talvix was the cheapest bid.", ["Talvix"]],
    ["Ringlo got the nod.", ["Ringlo (chosen)"]],
    ["We were neck and neck with Vonda.", ["Vonda"]],
    ["They benchmarked us against Nice inContact.", ["Nice inContact"]],
    ["Avantro contract ends in March.", ["Avantro"]],
    ["Samsara is the tool to beat here.", ["Samsara"]],
    ["We're competing with two local firms, Hartwell and Brisco.", ["Hartwell", "Brisco"]],
    [
      "Competition: a local agency (Pixel & Pine) and Accenture Song.",
      ["Pixel & Pine", "Accenture Song"],
    ],
    ["Both Kroll and Marsh are pitching.", ["Kroll", "Marsh"]],
    ["Oracle Hospitality came in lower than us.", ["Oracle Hospitality"]],
    ["They want a side-by-side with Chorus.", ["Chorus"]],
    ['Rossi: "Fiix offered 20% off if we sign now."', ["Fiix"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(vendors(text), expected, text);
});

Deno.test("competitors: a list under a heading, priced lists, scores and a preference made", () => {
  assert.deepEqual(vendors("Competitors:\n- Procore\n- Buildertrend\n- Fieldwire (cheapest)"), [
    "Procore",
    "Buildertrend",
    "Fieldwire",
  ]);
  assert.deepEqual(vendors("Shortlisted vendors\n1. Workday\n2. Personio\n3. us"), [
    "Workday",
    "Personio",
  ]);
  assert.deepEqual(
    vendors("Who else they're talking to:\n* Samsara\n* Motive\nThey want a demo."),
    ["Samsara", "Motive"],
  );
  assert.deepEqual(vendors("Competitors: none yet.\nBudget approved.\nCall Friday."), []);
  assert.deepEqual(vendors("Pricing comparison they shared: Nuvola $42k, Stratos $51k, us $47k."), [
    "Nuvola",
    "Stratos",
  ]);
  assert.deepEqual(vendors("Feedback: Kappa scored higher on price and support."), ["Kappa"]);
  assert.deepEqual(vendors("Quantix and Verto both came in under our price."), [
    "Quantix",
    "Verto",
  ]);
  assert.deepEqual(vendors("Ana: the panel preferred Corvus on functionality, sorry."), [
    "Corvus (chosen)",
  ]);
});

Deno.test("competitors: a vendor chosen for a job of its own beside ours is no loss", () => {
  for (const [text, expected] of [
    ["They chose Nimbo for hosting, so our cloud version fits.", "Nimbo (current)"],
    [
      "Their parent company picked Orbis as the group ERP; our tool sits on top.",
      "Orbis (current)",
    ],
    ["We went with Chatly internally for the deal room.", "Chatly (current)"],
    ["They went with Plando for scheduling but want us for estimating.", "Plando (current)"],
    ["Unfortunately they chose Fieldo for the rollout, our quote was too high.", "Fieldo (chosen)"],
    ["They went with Plando for 3 years, we lost.", "Plando (chosen)"],
    ["They signed with Atlas for the full scope, so we're out.", "Atlas (chosen)"],
  ]) {
    assert.deepEqual(vendors(text), [expected], text);
  }
});

Deno.test("competitors: a vendor selling through its people", () => {
  assert.deepEqual(vendors("Mark Jensen from Kestrel called Ana to pitch."), ["Kestrel"]);
  assert.deepEqual(vendors("Paul Berg from Orvex Systems offered them a free pilot."), [
    "Orvex Systems",
  ]);
  assert.deepEqual(vendors("Kestrel's CEO, Mark Jensen, pitched to their board."), ["Kestrel"]);
  assert.deepEqual(vendors("Tom Reed of Finance wants a demo."), []);
  assert.deepEqual(vendors("Ana Ruiz from Halden asked for a quote."), []);
});

Deno.test("competitors: comparisons, budgets and habits said of a vendor", () => {
  const cases: [string, string[]][] = [
    ["Benchmarking: ServiceM8 / Tradify / us", ["ServiceM8", "Tradify"]],
    ["Keep an eye on Jobber, they've been discounting hard.", ["Jobber"]],
    ["ClickUp wins on price but lacks time tracking.", ["ClickUp"]],
    ["Mentioned that Harvest is what they've used for timesheets so far.", ["Harvest (current)"]],
    ["Workday is out of budget for them.", ["Workday"]],
    ["Sage is the devil they know.", ["Sage (current)"]],
    ["Corvo won the tender.", ["Corvo (chosen)"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(vendors(text), expected, text);
});

Deno.test("competitors: casual notes, lower case and shorthand", () => {
  const cases: [string, string[]][] = [
    ["prob going w procore tbh", ["Procore"]],
    ["went procore in the end :(", ["Procore (chosen)"]],
    ["monday.com won, we didnt", ["Monday.com (chosen)"]],
    ["they're sticking w sage for another yr", ["Sage (chosen)"]],
    ["gusto quoted 8k, we're at 11", ["Gusto"]],
    ["deal's gone to jobber", ["Jobber (chosen)"]],
    ["jobber took it", ["Jobber (chosen)"]],
    ["procore's cheaper apparently", ["Procore"]],
    ["Talkdesk won on price.", ["Talkdesk (chosen)"]],
    ["they went home early", []],
    ["Then we went Berlin for the trade fair.", []],
  ];
  for (const [text, expected] of cases) assert.deepEqual(vendors(text), expected, text);
});

Deno.test(
  "competitors: papers, times, the buyer's request and foreign headings are no vendors",
  () => {
    for (const text of [
      "4 practices, 50 grand all in, the DocuSign came back at 9:12 this morning.",
      "In response to Wrexley College's request for quotation, we have submitted our quotation.",
      "Nuvarande system: Cambio, avtalet löper ut 2027-12-31.",
      "Subject: Master Subscription Agreement - countersigned copy",
    ]) {
      assert.ok(
        vendors(text).every((v) => !/DocuSign|Wrexley|Nuvarande|Master/.test(v)),
        text,
      );
    }
    assert.deepEqual(vendors("Kelvo came back at 12% under our price."), ["Kelvo"]);
  },
);

Deno.test("competitors: a title, a lot and a word the tagger calls a name are no vendors", () => {
  assert.deepEqual(
    vendors("Verbal yes from Fr. Miguel, contract going to the President's office for signature."),
    [],
  );
  assert.deepEqual(vendors("They are running a further competition under Lot 2."), []);
  assert.deepEqual(vendors("they went with the dunmore lot"), ["Dunmore (chosen)"]);
});

Deno.test("competitors: formal award letters and bids listed with their prices", () => {
  assert.deepEqual(
    vendors("Three bids were received: Accenture (£1.2m), Deloitte (£1.1m) and ours (£0.95m)."),
    ["Accenture", "Deloitte"],
  );
  assert.deepEqual(vendors("Tenders were received from Atos, Capgemini, CGI and yourselves."), [
    "Atos",
    "Capgemini",
    "CGI",
  ]);
  assert.deepEqual(
    vendors("We have decided to remain with our existing supplier, Orion Medical."),
    ["Orion Medical (chosen)"],
  );
  assert.deepEqual(vendors("Quote: 3-year term, paid annually."), []);
  assert.ok(
    !vendors("Tender WBC-RB-2026: Revenues and Benefits System").includes("Revenues"),
    "a tender's title lists no bids",
  );
});

Deno.test("competitors: chosen, used and cheaper in the reps' other languages", () => {
  const cases: [string, string[]][] = [
    ["Nos decidimos por Holded.", ["Holded (chosen)"]],
    ["Optamos pela Intelipost.", ["Intelipost (chosen)"]],
    ["Aktuell nutzen wir DATEV.", ["DATEV (current)"]],
    ["Atualmente usamos o Omie.", ["Omie (current)"]],
    ["On travaille actuellement avec Sage.", ["Sage (current)"]],
    ["Wir arbeiten derzeit mit Lexware.", ["Lexware (current)"]],
    ["Wir arbeiten mit Hochdruck an der Lösung.", []],
    ["Kallisto ist günstiger.", ["Kallisto"]],
    ["Holded es más barato.", ["Holded"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(vendors(text), expected, text);
});

Deno.test("competitors: the winner's row of an attached table", () => {
  assert.deepEqual(
    vendors("vendor Acme, score 82, status selected\nvendor Us, score 78, status not selected"),
    ["Acme (chosen)"],
  );
  assert.deepEqual(vendors("vendor Brio, score 70, status eliminated"), ["Brio"]);
});

Deno.test("competitors: the name they keep mentioning, a better fit, an offer elsewhere", () => {
  const cases: [string, string[]][] = [
    ["Kestrel is the name they keep mentioning.", ["Kestrel"]],
    ["ServiceTitan is the one they keep bringing up.", ["ServiceTitan"]],
    ["They decided Verkada was the better fit.", ["Verkada"]],
    ["They got a cheaper offer elsewhere (Fleetio).", ["Fleetio"]],
    ["Beaten by Samsara on price.", ["Samsara (chosen)"]],
    ["Geotab's offer was accepted.", ["Geotab (chosen)"]],
    ["Their IT director is pushing for ServiceNow.", ["ServiceNow"]],
    ["We're up against the usual suspects: Sage and Xero.", ["Sage", "Xero"]],
    [
      "Their current setup is a mix of Excel and an old Access database.",
      ["Excel (current)", "Access (current)"],
    ],
  ];
  for (const [text, expected] of cases) assert.deepEqual(vendors(text), expected, text);
});

Deno.test("competitors: chat notes with quotes, emoji, arrows and abbreviations", () => {
  const cases: [string, string[]][] = [
    ['they chose "Fieldwire" in the end', ["Fieldwire (chosen)"]],
    ["Samsara 🚚 is cheaper per truck", ["Samsara"]],
    ["FYI - competitor = Jobber", ["Jobber"]],
    ["comp: Housecall Pro, Jobber", ["Housecall Pro", "Jobber"]],
    ["Incumbent → Sage 50", ["Sage 50 (current)"]],
    ["vs. Zendesk & HubSpot", ["Zendesk", "HubSpot"]],
    ["They use Rook & Partners for audits.", ["Rook & Partners (current)"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(vendors(text), expected, text);
});
