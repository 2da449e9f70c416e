// Corpus cases written alongside the analyser's rules: 34 conversations across industries,
// currencies and all six stages.

import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

export const DEVELOPMENT: CorpusCase[] = [
  c(
    "acme-proposal",
    "logistics",
    client("Maria Lopez", "Acme Logistics"),
    [
      rep(
        "Had a call with Acme Logistics today. They need a CRM for 50 sales reps and want to replace their spreadsheets.",
      ),
      rep(
        "Their budget is around $50k for the first year. Our contact is their CFO, Maria Lopez, who makes the final decision.",
      ),
      rep("They asked for a proposal with pricing by Friday. They're also looking at HubSpot."),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "$40k–$60k", followupDue: "2026-11-19" },
  ),

  c(
    "fjord-inbound",
    "retail",
    client("Erik Nilsson", "Fjord Retail AB", { currency: "SEK" }),
    [
      rep(
        "Inbound lead from Fjord Retail AB. They run 12 stores and are looking for a way to track customer follow-ups.",
      ),
      rep("First call was exploratory; we didn't talk about money or dates."),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "kowalski-qualified",
    "manufacturing",
    client("Piotr Nowak", "Kowalski Metal", { currency: "PLN" }),
    [
      rep("Rozmowa z Kowalski Metal. They need a CRM for 30 sales reps to replace Excel."),
      rep(
        "Their budget is 250 000 zł for the first year. Piotr Nowak, Head of Sales, expects a decision by end of Q1.",
      ),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "PLN 250k", followupDue: "2026-11-23" },
  ),

  c(
    "brightside-negotiation",
    "marketing agency",
    client("Sarah Collins", "Brightside Media", { currency: "GBP" }),
    [
      rep("Sent Brightside Media the proposal last week (£30k)."),
      rep("Their MD, Sarah Collins, came back asking for a 10% discount and net-60 payment terms."),
      rep("Legal is reviewing the MSA."),
    ],
    { stage: "NEGOTIATION", priority: "HIGH", budgetBand: "£30k", followupDue: "2026-11-19" },
  ),

  c(
    "helix-won",
    "healthcare SaaS",
    client("Dr. Anna Weiss", "Helix Health"),
    [
      rep(
        "Great news: Helix Health signed the contract this morning for 120 seats at $45 per user per month.",
      ),
      rep("Total contract value is $64,800 per year. Kick-off still to be scheduled."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$64.8k/year",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "bergmann-lost",
    "construction",
    client("Jonas Bergmann", "Bergmann Bau GmbH", { currency: "EUR" }),
    [
      rep("Update from Bergmann Bau: they decided to go with Salesforce."),
      rep("Their budget was €80k but they preferred the ecosystem."),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: "€80k", followupDue: "2027-02-16" },
  ),

  c(
    "pinewood-cold",
    "dental",
    client("Dr. Lee", "Pinewood Dental"),
    [
      rep("Tried calling Pinewood Dental three times, no response."),
      rep("Last note from October: they said there's no budget for software this year."),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "rapid-asap",
    "freight",
    client("Tom Becker", "Rapid Freight"),
    [
      rep(
        "Rapid Freight's CEO, Tom Becker, called: their current system crashed and they need a replacement ASAP for 40 dispatchers.",
      ),
      rep("They can spend up to $100k."),
    ],
    {
      stage: "QUALIFIED",
      priority: "HIGH",
      budgetBand: "up to $100k",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "oakridge-pilot",
    "education",
    client("James Parker", "Oakridge Schools", { currency: "GBP" }),
    [
      rep(
        "Call with Oakridge Schools. The Head of IT, James Parker, wants a 30-day pilot for 25 users before deciding.",
      ),
      rep("Budget around £20k."),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "£16k–£24k", followupDue: "2026-11-23" },
  ),

  c(
    "cloudnine-demo",
    "software",
    client("Lena Fischer", "Cloudnine Software"),
    [
      rep("Spoke with Lena Fischer, VP Sales at Cloudnine Software."),
      rep("She agreed to a demo next Tuesday with her team of 15 reps. She didn't mention budget."),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),

  c(
    "tanaka-quote",
    "trading",
    client("Hiroshi Tanaka", "Tanaka Trading", { currency: "JPY" }),
    [
      rep("Tanaka Trading asked for a quotation for 200 licences."),
      rep("Their budget is ¥15,000,000. They need it before the board meeting on December 10."),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "¥15M", followupDue: "2026-11-19" },
  ),

  c(
    "medsecure-gdpr",
    "healthcare",
    client("Claudia Richter", "MedSecure Clinics", { currency: "EUR" }),
    [
      rep(
        "MedSecure Clinics is interested in our CRM for 60 users, but their data protection officer raised GDPR concerns and wants data residency in the EU.",
      ),
      rep("Budget of 45.000 € approved by the CFO. Target go-live in March."),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "€45k", followupDue: "2026-11-23" },
  ),

  c(
    "brightwave-price",
    "energy",
    client("David Kim", "Brightwave Energy"),
    [
      rep("We sent the proposal to Brightwave Energy on Monday: $120,000 for the first year."),
      rep("Their CFO, David Kim, said it's too expensive compared to HubSpot's quote."),
      rep("They want us to match HubSpot's price."),
    ],
    { stage: "NEGOTIATION", priority: "HIGH", budgetBand: "$120k", followupDue: "2026-11-19" },
  ),

  c(
    "kaffeehaus-timing",
    "hospitality",
    client("Marie Huber", "Kaffeehaus Gruppe", { currency: "EUR" }),
    [
      rep(
        "Kaffeehaus Gruppe likes the product but wants to postpone until after their busy season; revisit in February.",
      ),
      rep("Budget around 25k euros."),
    ],
    { stage: "QUALIFIED", priority: "LOW", budgetBand: "€20k–€30k", followupDue: "2026-11-25" },
  ),

  c(
    "sunrise-contract",
    "real estate",
    client("Priya Shah", "Sunrise Realty", { currency: "AUD" }),
    [
      rep("Great call with Sunrise Realty: they're ready to move forward."),
      rep("Please send the contract to their COO, Priya Shah. Deal worth A$85k."),
    ],
    { stage: "NEGOTIATION", priority: "HIGH", budgetBand: "A$85k", followupDue: "2026-11-19" },
  ),

  c(
    "maple-approval",
    "insurance",
    client("Karen Wong", "Maple Leaf Insurance", { currency: "CAD" }),
    [
      rep(
        "Maple Leaf Insurance: Karen (procurement) says the proposal needs approval from the board, which meets on January 14.",
      ),
      rep("Budget C$150k."),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "C$150k", followupDue: "2026-11-19" },
  ),

  c(
    "joes-bikes",
    "retail",
    client("Joe Martin", "Joe's Bikes"),
    [
      rep(
        "Got an email from Joe's Bikes asking what our CRM does. Small shop, 3 people. Just exploring options.",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "polbud-discount",
    "construction",
    client("Anna Zielińska", "Polbud SA", { currency: "PLN" }),
    [
      rep("Polbud SA: negotiating the final terms."),
      rep(
        "Budget is 1,5 mln zł for the rollout across 14 sites. Their CEO wants a multi-year discount.",
      ),
    ],
    { stage: "NEGOTIATION", priority: "HIGH", budgetBand: "PLN 1.5M", followupDue: "2026-11-19" },
  ),

  c(
    "orbit-assistant",
    "analytics",
    client("Raj Patel", "Orbit Analytics"),
    [
      rep("New lead: Orbit Analytics, 80 employees, need pipeline reporting."),
      ai(
        "Thanks! Do you know their budget? Ask whether they need approval from the CFO and when they want to decide.",
      ),
      rep("They said between 20 and 30 thousand dollars. Decision by end of January."),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "$20k–$30k",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "greenleaf-won",
    "agriculture",
    client("Olivia Grant", "Greenleaf Farms", { currency: "GBP" }),
    [
      rep(
        "Email from Olivia Grant (Operations Director, Greenleaf Farms): \"We've reviewed everything and we'll go with you. Please send the paperwork.\"",
      ),
      rep("Budget agreed at £42,500."),
    ],
    { stage: "CLOSED_WON", priority: "MEDIUM", budgetBand: "£42.5k", followupDue: "2026-11-20" },
  ),

  c(
    "stellar-lost",
    "events",
    client("Chris Young", "Stellar Events"),
    [
      rep(
        "Stellar Events replied: they're not moving forward this year, the project was cancelled.",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: null, followupDue: "2027-02-16" },
  ),

  c(
    "rossi-proposal",
    "wine",
    client("Giulia Rossi", "Vinicola Rossi", { currency: "EUR" }),
    [
      rep(
        "Call with Vinicola Rossi group: they want a formal proposal within 2 weeks for 350 users across Italy and Spain.",
      ),
      rep("Budget about 1.2 million euros over three years."),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "€960k–€1.4M", followupDue: "2026-11-19" },
  ),

  c(
    "ortiz-callback",
    "trades",
    client("Ben Ortiz", "Ortiz Plumbing"),
    [
      rep(
        "Spoke to Ben Ortiz, owner of Ortiz Plumbing. They need scheduling and invoicing for 10 technicians.",
      ),
      rep("Budget is $15k. He asked me to call him back on Monday."),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "$15k", followupDue: "2026-11-23" },
  ),

  c(
    "zenith-numbers",
    "enterprise",
    client("Mark Ellis", "Zenith Corp"),
    [
      rep("Zenith Corp has 2,500 employees and 300 sales reps. They were founded in 1998."),
      rep(
        "They want to roll out on 01/15/2027. Call +1 (415) 555-0199 to reach Mark, ext. 204, or visit them at 1200 Market Street.",
      ),
    ],
    { stage: "LEAD", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),

  c(
    "quantum-attachment",
    "research",
    client("Dana Scott", "Quantum Labs"),
    [rep("See the attached requirements from Quantum Labs.")],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "$75k", followupDue: "2026-11-23" },
    [
      {
        name: "requirements.txt",
        mimeType: "text/plain",
        size: 240,
        text: "Requirements\n- Must integrate with Outlook\n- Need a mobile app for field reps\n- Budget: USD 75,000\n- Go-live before April 1, 2027",
      },
    ],
  ),

  c(
    "tradefair-record",
    "analytics",
    client("Sofia Marino", "Marino Data", {
      currency: "EUR",
      dealValue: 30000,
      notes: "Met at the trade fair. Interested in the analytics module.",
    }),
    [rep("Follow-up call went well, they want to see a demo next week.")],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "€30k", followupDue: "2026-11-20" },
  ),

  c(
    "summit-grand",
    "roofing",
    client("Mike Dawson", "Summit Roofing"),
    [
      rep(
        "Talked to Mike at Summit Roofing. Their budget is 200 grand and they want it live by end of Q1.",
      ),
      rep("Mike is the decision maker."),
    ],
    { stage: "QUALIFIED", priority: "HIGH", budgetBand: "$200k", followupDue: "2026-11-19" },
  ),

  c(
    "sharma-monthly",
    "textiles",
    client("Arjun Sharma", "Sharma Textiles", { currency: "INR" }),
    [
      rep("Sharma Textiles wants a CRM for 40 users and they want to start next month."),
      rep("Their budget is INR 180,000 per month."),
    ],
    {
      stage: "QUALIFIED",
      priority: "HIGH",
      budgetBand: "₹180k/month",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "harbor-incumbent",
    "banking",
    client("Laura Chen", "Harbor Bank"),
    [
      rep(
        "Called Harbor Bank. They're happy with their current vendor, Salesforce, and locked into a contract until 2028.",
      ),
      rep("Said to check back next year."),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "nordlys-waiting",
    "media",
    client("Anna Berg", "Nordlys Media", { currency: "NOK" }),
    [
      rep("Sent the quote to Nordlys Media last Thursday."),
      rep(
        "No reply yet; their marketing manager Anna Berg said she'd look at it after the holidays.",
      ),
    ],
    { stage: "PROPOSAL", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),

  c(
    "alpine-range",
    "watchmaking",
    client("Luca Meier", "Alpine Uhren AG", { currency: "CHF" }),
    [
      rep("Alpine Uhren AG is evaluating Pipedrive and us. They need a CRM for 20 sales reps."),
      rep("Budget CHF 30,000 to 40,000 per year. Their CTO, Luca Meier, will decide in December."),
    ],
    {
      stage: "QUALIFIED",
      priority: "HIGH",
      budgetBand: "CHF 30k–CHF 40k/year",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "karoo-po",
    "food",
    client("Thandi Mokoena", "Karoo Foods", { currency: "ZAR" }),
    [rep("Karoo Foods issued the purchase order today: ZAR 350,000 for the first year.")],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "ZAR 350k",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "thames-lost",
    "logistics",
    client("George Hill", "Thames Logistics", { currency: "GBP" }),
    [
      rep("Thames Logistics went with HubSpot in the end."),
      rep("Their budget of £60k was too tight for our enterprise tier."),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: "£60k", followupDue: "2027-02-16" },
  ),

  c(
    "questions-only",
    "construction",
    client("New Lead", "Unnamed Builder"),
    [
      rep("What should I ask a new lead in the construction industry?"),
      ai("Start with their current process, who decides, the budget range and the timeline."),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),
];
