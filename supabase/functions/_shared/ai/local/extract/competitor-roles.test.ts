import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findCompetitors } from "./competitors.ts";

// Vendors read from their syntactic role, in sentences written for these tests.

const vendors = (text: string, exclude: string[] = []) =>
  findCompetitors(said(text), exclude).map(
    (c) => `${c.name}${c.chosen ? " (chosen)" : c.current ? " (current)" : ""}`,
  );

Deno.test("competitor roles: chosen, however the choice is told", () => {
  for (const [text, name] of [
    ["they went w samsara, cheaper per truck.", "Samsara"],
    ["The S&OP project went to Kinaxis.", "Kinaxis"],
    ["it's Veeva for them.", "Veeva"],
    ["lightspeed won.", "Lightspeed"],
    ["the Infosys team got it.", "Infosys"],
    ["the dunmore guys got it", "Dunmore"],
    ["they chose the offer from comarch at 1,9 mln zł", "Comarch"],
    ["we lost this one in September to o9.", "O9"],
    ["Decision is final, it's Procore.", "Procore"],
  ])
    assert.deepEqual(vendors(text), [`${name} (chosen)`], text);
});

Deno.test("competitor roles: rivals and incumbents told by what they do", () => {
  for (const [text, found] of [
    ["he also has one from MIWE for the oven monitoring.", "MIWE"],
    ["hilti also quoted.", "Hilti"],
    ["They dropped Geotab from the shortlist last month.", "Geotab"],
    ["ATOSS is still in the race.", "ATOSS"],
    ["the Procore people are still calling him", "Procore"],
    ["they mentioned Cloudbeds twice as 'an option'", "Cloudbeds"],
    ["Flexischools is switched off end of term.", "Flexischools (current)"],
    ["They were earlier on the Tata Consultancy monitoring setup.", "Tata Consultancy (current)"],
    ["We took the account from Orvex.", "Orvex (current)"],
  ])
    assert.deepEqual(vendors(text), [found], text);
});

Deno.test("competitor roles: places, bodies, units, codes and other deals are not vendors", () => {
  for (const text of [
    "They signed a contract with Madrid airport.",
    "They signed with the Lisbon office.",
    "The Warsaw people confirmed the budget.",
    "we lost the Basel insurance deal to AWS, different client",
    "Told him Fratelli Conti just signed with Orvex.",
    "they run everything on whatsapp",
    "Our ref: THM-FM-2026-014 Lot 2",
    "Our offer is 1,9 mln zł offer valid till Friday.",
    "Their ERP is old.",
    "The team is on track for the pilot.",
  ])
    assert.deepEqual(vendors(text), [], text);
});

Deno.test("competitor roles: in formal letters and tender outcomes", () => {
  for (const [text, found] of [
    ["Please note that Brightline has submitted a lower bid.", ["Brightline"]],
    [
      "Orvex Solutions was deemed the most economically advantageous tender.",
      ["Orvex Solutions (chosen)"],
    ],
    ["Medline has been appointed as the preferred supplier.", ["Medline (chosen)"]],
    ["The Trust's preferred bidder is Northgate.", ["Northgate (chosen)"]],
    ["We shall be retaining Plexa for the time being.", ["Plexa (chosen)"]],
    ["We are presently served by Altus for maintenance.", ["Altus (current)"]],
    ["Both you and Quantix have been invited to present.", ["Quantix"]],
    ["Kestrel and yourselves are the two remaining suppliers.", ["Kestrel"]],
    [
      "We obtained quotations from three suppliers, including Tavant and Lumis.",
      ["Tavant", "Lumis"],
    ],
    ["Dana has been appointed as the new project lead.", []],
    ["We are supported by Anna from IT.", []],
  ] as [string, string[]][])
    assert.deepEqual(vendors(text), found, text);
});

Deno.test(
  "competitor roles: our partners, our plans, titles and plural days are not vendors",
  () => {
    for (const text of [
      "Our partner Sandton Safety Solutions does the installation.",
      "They went with our partner Nordtek for the install.",
      "They went with the Gold plan.",
      "They chose the Premium tier.",
      "They went with Dr. Kowalski's recommendation.",
      "They chose Warsaw as the pilot site.",
      "They prefer Mondays.",
    ])
      assert.deepEqual(vendors(text), [], text);
    assert.deepEqual(vendors("They went with Nordtek."), ["Nordtek (chosen)"]);
  },
);

Deno.test(
  "competitor roles: rivals invited or proposing, incumbents by licence and complaint",
  () => {
    for (const [text, found] of [
      ["Kestrel was also invited to tender.", "Kestrel"],
      ["Kestrel has proposed a three-year term.", "Kestrel"],
      ["The shortlist is Kestrel, and your company.", "Kestrel"],
      ["Ovis has been considered too.", "Ovis"],
      ["They buy their licences from Medrix.", "Medrix (current)"],
      ["Our current PMS is Dentally.", "Dentally (current)"],
      ["They are unhappy with Brightwave.", "Brightwave (current)"],
    ])
      assert.deepEqual(vendors(text), [found], text);
    assert.deepEqual(vendors("We meet on Tue at 10."), []);
  },
);

Deno.test(
  "competitor roles: incumbents being replaced, the other option, choices in Spanish and Portuguese",
  () => {
    for (const [text, found] of [
      ["They will rip out the old Trimble units in March.", "Trimble (current)"],
      [
        "The faculty currently operates Moodle Workplace for 9,000 staff.",
        "Moodle Workplace (current)",
      ],
      ["El sistema reemplazará la plataforma Siemens actual.", "Siemens (current)"],
      ["Their previous vendor Navtor charged far more.", "Navtor (current)"],
      ["The Cropio team was the other option they looked at.", "Cropio"],
      ["Se van con Bind ERP, más barato.", "Bind ERP (chosen)"],
      ["A diretoria decidiu pela Solinftec Operations.", "Solinftec Operations (chosen)"],
    ])
      assert.deepEqual(vendors(text), [found], text);
  },
);

Deno.test("competitor roles: a fee by its period is no vendor", () => {
  assert.deepEqual(vendors("Annual fee ¥9,000,000 for the platform."), []);
  assert.deepEqual(vendors("Monthly bill is about R$ 4 mil."), []);
});

Deno.test("competitor roles: a formal letter's rivals and the one selected", () => {
  for (const [text, found] of [
    [
      "Having reviewed the submissions of Alvo and Brixton, we invite you to stage two.",
      "Alvo, Brixton",
    ],
    ["Kindly note that we are also in discussions with Brightwave.", "Brightwave"],
    ["The shortlist comprises your company, Dataforge and Norvik.", "Dataforge, Norvik"],
    ["Procurement also invited Zenbyte and Korra to tender.", "Zenbyte, Korra"],
    ["The replacement of our ageing Kronos installation is the main driver.", "Kronos (current)"],
    ["Polaris Fleet offered a far lower price and has been selected.", "Polaris Fleet (chosen)"],
  ])
    assert.equal(vendors(text).join(", "), found, text);
});

Deno.test(
  "competitor roles: rivals in formal letters, told by their offer or their place in a list",
  () => {
    for (const [text, found] of [
      ["We understand that Qualitas has approached the Trust with a competing offer.", "Qualitas"],
      ["The CFO noted that Workday's quotation was 15% below yours.", "Workday"],
      [
        "Three vendors responded: your firm, Nimbus Health and CareLink.",
        "Nimbus Health, CareLink",
      ],
      ["Regarding pricing, Veeva came in considerably lower.", "Veeva"],
      ["Our operators are trained on Honeywell Experion.", "Honeywell Experion (current)"],
    ])
      assert.equal(vendors(text).join(", "), found, text);
  },
);

Deno.test(
  "competitor roles: a rival's reduction, a shortlist after 'us,', a system described at length",
  () => {
    for (const [text, found] of [
      ["Please note that Atos has offered a 12% reduction on a comparable scope.", "Atos"],
      ["They shortlisted three suppliers: us, Workday and Personio.", "Workday, Personio"],
      [
        "The current time-and-attendance system (Kronos Workforce) reaches end of support.",
        "Kronos Workforce (current)",
      ],
    ])
      assert.equal(vendors(text).join(", "), found, text);
  },
);

Deno.test("competitor roles: a rival told out of the running in two words", () => {
  assert.deepEqual(vendors("Contract signed, Vexar is out."), ["Vexar"]);
  assert.deepEqual(vendors("Maria is out today."), []);
});

Deno.test(
  "competitor roles: incumbents told by who serves them, and 'existing' read from its lemma",
  () => {
    for (const [text, found] of [
      [
        "Our maintenance is outsourced to ISS Facility Services.",
        "ISS Facility Services (current)",
      ],
      ["We were second behind Skanska.", "Skanska"],
      ["Their existing supplier, Medline, holds a framework until 2027.", "Medline (current)"],
      ["They've been buying consumables from Henry Schein for years.", "Henry Schein (current)"],
      ["Otis currently maintains the lifts.", "Otis (current)"],
      [
        "The hospital has a long-standing relationship with GE Healthcare.",
        "GE Healthcare (current)",
      ],
      ["Their fleet is tracked by Webfleet today.", "Webfleet (current)"],
      ["They pay Mimecast about 20k a year for email security.", "Mimecast (current)"],
    ])
      assert.equal(vendors(text).join(", "), found, text);
  },
);

Deno.test("competitor roles: the winner named after a lemmatised adjective", () => {
  for (const [text, found] of [
    ["The chosen vendor: Dataforge.", "Dataforge (chosen)"],
    ["The winning bid came from Strabag.", "Strabag (chosen)"],
    ["The selected supplier is Norvik.", "Norvik (chosen)"],
  ])
    assert.equal(vendors(text).join(", "), found, text);
});

Deno.test("competitor roles: both submitted, and a supplier of ten years", () => {
  assert.deepEqual(vendors("Zeta and Kestrel have both submitted proposals."), ["Zeta", "Kestrel"]);
  assert.deepEqual(vendors("Zeta has been our supplier for ten years."), ["Zeta (current)"]);
});

Deno.test("competitor roles: chat's 'n', a favourite tool, a rival 20% under us", () => {
  assert.deepEqual(vendors("they're also looking at freshdesk n zendesk"), [
    "Freshdesk",
    "Zendesk",
  ]);
  assert.deepEqual(vendors("their it guy loves servicenow"), ["Servicenow"]);
  assert.deepEqual(vendors("orvex came in 20% under us"), ["Orvex"]);
});

Deno.test("competitor roles: bidders named the formal way", () => {
  for (const [text, found] of [
    ["Bidder B (Atos) and Bidder C (Alcidion) have been informed.", ["Atos", "Alcidion"]],
    [
      "Proponents: Bidder A (SITA), Bidder B (our company) and Bidder C (Amadeus).",
      ["SITA", "Amadeus"],
    ],
    ["Capgemini was ranked second and remains the reserve bidder.", ["Capgemini"]],
    ["The panel compared the shortlisted solutions of the company and Sabre.", ["Sabre"]],
    [
      "They invited the two remaining bidders, ourselves and Temenos, to a final round.",
      ["Temenos"],
    ],
    ["The other tenderers are understood to be Ex Libris and OCLC.", ["Ex Libris", "OCLC"]],
    ["The other framework suppliers invited are Capita and Northgate.", ["Capita", "Northgate"]],
    ["The unsuccessful tenderer, CGI, has been informed.", ["CGI"]],
    ["The only other offer is understood to come from a consortium led by Deloitte.", ["Deloitte"]],
    [
      "The contract went to the joint bid of Kainos and Civica.",
      ["Kainos (chosen)", "Civica (chosen)"],
    ],
    [
      "The Authority intends to award the contract to the consortium led by Fujitsu.",
      ["Fujitsu (chosen)"],
    ],
  ] as [string, string[]][])
    assert.deepEqual(vendors(text), found, text);
});

Deno.test("competitor roles: the buyer's body and a prefixed verb are no vendor", () => {
  assert.deepEqual(vendors("We are now in contract negotiation with the Trust."), []);
  assert.deepEqual(vendors("They extended the contract with Cerner rather than re-procure."), [
    "Cerner (current)",
  ]);
});

Deno.test("competitor roles: a tool they have been with for years is the incumbent", () => {
  assert.deepEqual(vendors("They have been w/ sage 10 yrs and want to move off it."), [
    "Sage (current)",
  ]);
  assert.deepEqual(vendors("They have been on xero since 2014."), ["Xero (current)"]);
  assert.deepEqual(vendors("They have been with management for years."), []);
  assert.deepEqual(vendors("They are on schedule for the launch."), []);
});

Deno.test("competitor roles: a tenderer named in a table's column", () => {
  assert.deepEqual(vendors("Rank 1; Tenderer Accenture; Quality (70) 61.5; Total 87.5"), [
    "Accenture",
  ]);
  assert.deepEqual(vendors("Rank 2; Tenderer Our company; Quality (70) 58.0"), []);
  assert.deepEqual(vendors("Lot 2, Successful tenderer Hyland Software"), ["Hyland Software"]);
});

Deno.test("competitor roles: appointed to a lot or a framework names no vendor", () => {
  assert.deepEqual(
    vendors("We have been appointed to Lot 3 of the digital services framework."),
    [],
  );
  assert.deepEqual(vendors("They appointed Capita."), ["Capita (chosen)"]);
});

Deno.test("competitor roles: more formal bidders, holders and the successful tenderer", () => {
  for (const [text, found] of [
    ["Three bids were received: ours, one from Kainos and one from Civica.", ["Kainos", "Civica"]],
    ["The framework holder, Capita, will deliver the call-off.", ["Capita (current)"]],
    ["Serco were the lowest-priced bidder.", ["Serco"]],
    ["Atos was the successful tenderer.", ["Atos (chosen)"]],
    ["The authority shortlisted us together with IBM and Deloitte.", ["IBM", "Deloitte"]],
    ["Competing bids were submitted by Infosys and TCS.", ["Infosys", "TCS"]],
    ["We are the preferred bidder.", []],
  ] as [string, string[]][])
    assert.deepEqual(vendors(text), found, text);
});

Deno.test(
  "competitor roles: a tool they switched to last year is what they use, by its full name",
  () => {
    assert.deepEqual(
      vendors("The client switched to Microsoft Teams for internal calls last year."),
      ["Microsoft Teams (current)"],
    );
  },
);
