// Fresh tuning cases, written by a corpus-writing helper session that never read the analyser or
// the other corpus files. Voice: a mix of seasoned enterprise account executives (terse CRM notes,
// forwarded threads, call summaries, minutes) and founders or small-business owners selling their
// own product (chatty, emotional, some non-native English and words in other languages).
// The labels were written from LABELLING.md before the analyser ever ran on them.

import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

export const TUNING_FRESH: CorpusCase[] = [
  c(
    "tf-norvell-kinaxis-proposal",
    "supply-chain planning software",
    client("Dana Whitfield", "Norvell Foods"),
    [
      rep(`---------- Forwarded message ---------
From: Dana Whitfield <dana.whitfield@norvellfoods.com>
Sent: Monday, 16 November 2026 17:42
To: Mark Osei
Subject: RE: Planning suite - commercial proposal

Thanks Mark, received. Raj (our VP Supply Chain) and I will go through it this week against the Kinaxis renewal numbers and come back to you.

Dana

> Dana, attached is our proposal for the 3-year planning suite: USD 186,000 per year as discussed, implementation included.
> Mark`),
      rep(
        "Context: Raj signs off. Kinaxis is the incumbent, their contract renews 30 June. Need a plan to keep Raj warm.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "$186k/year",
      followupDue: "2026-11-19",
      competitors: ["Kinaxis"],
    },
  ),

  c(
    "tf-hofmann-bakery-won",
    "IoT temperature sensors",
    client("Stefan Hofmann", "Bäckerei Hofmann", { currency: "EUR" }),
    [
      rep(
        "Ahh finally!! Bäckerei Hofmann said JA 🥨 Herr Hofmann signed the Auftrag this morning, 14 oven sensors + 2 years cloud, €9,800 total. They looked at Testo too but he said our app is easier for the bakers at 4am haha.",
      ),
      rep(
        "Installation kick-off on the 12th of January, all 3 shops. What should I prepare for the onboarding?",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€9.8k",
      followupDue: "2026-11-20",
      competitors: ["Testo"],
    },
  ),

  c(
    "tf-meridian-pricing-call",
    "fleet telematics",
    client("Carla Jensen", "Meridian Logistics"),
    [
      rep(`Call notes - Meridian Logistics
- Spoke w/ Carla Jensen (Dir. Fleet Ops). 240 trucks, telematics contract w/ Samsara ends Q2.
- FY27 budget for the replacement is roughly $300k.
- Pricing call booked Tue 24 Nov w/ Carla + their CFO.
- Not ready for a quote until after that call.`),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "$240k–$360k",
      followupDue: "2026-11-23",
      competitors: ["Samsara"],
    },
  ),

  c(
    "tf-kowalczyk-hilti-lost",
    "tool tracking app",
    client("Piotr Kowalczyk", "Kowalczyk Budownictwo", { currency: "PLN" }),
    [
      rep(
        "Bad news from Kowalczyk Budownictwo 😞 Piotr called, they go with Hilti because they already rent all their tools from Hilti and the tracking is 'included'. He said 'przykro mi, decyzja zapadła'. Our offer was PLN 38,000 for the year.",
      ),
      rep("I really thought we had this one. Anything I can still do or just let it go?"),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "PLN 38k/year",
      followupDue: "2027-02-16",
      competitors: ["Hilti"],
    },
  ),

  c(
    "tf-solvara-veeva-lead",
    "clinical trial software",
    client("Ines Marchetti", "Solvara Bio"),
    [
      rep(
        "Inbound from the webinar: Dr. Ines Marchetti, Head of Clinical Ops, Solvara Bio (~40 people). Runs site monitoring on spreadsheets, got an audit finding last month. Says she will compare us with Veeva. Wants to move in H1; no budget and no idea yet who signs.",
      ),
    ],
    {
      stage: "LEAD",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["Veeva"],
    },
  ),

  c(
    "tf-coolbreeze-servicetitan",
    "field service scheduling",
    client("Mike Donnelly", "Cool Breeze HVAC"),
    [
      rep(
        "so I sent Mike at Cool Breeze HVAC the proposal on friday — 12 techs, $1,150/month all-in. he's on ServiceTitan right now and says it's eating him alive on price.",
      ),
      rep(
        "he'll go through it with his wife who does the books and call me back. honestly feels good, he was super friendly",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "$1,150/month",
      followupDue: "2026-11-23",
      competitors: ["ServiceTitan"],
    },
  ),

  c(
    "tf-halvorsen-steerco-minutes",
    "ERP implementation services",
    client("Ingrid Halvorsen", "Halvorsen Maritime AS", { currency: "NOK" }),
    [rep("Minutes from yesterday's SteerCo attached. Please summarise what I need to do next.")],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "NOK 4.2M",
      followupDue: "2026-11-19",
      competitors: ["Accenture"],
    },
    [
      {
        name: "SteerCo-minutes-2026-11-17.txt",
        mimeType: "text/plain",
        size: 1180,
        text: `Halvorsen Maritime AS - ERP Programme Steering Committee
Minutes, 17 November 2026
Present: I. Halvorsen (CFO, chair), K. Lunde (CIO), M. Berg (Procurement), legal counsel

1. Programme status: noted.
2. Budget: FY27 envelope confirmed.
3. Implementation partner: the Committee approved entering contract negotiations with the preferred bidder. The alternative bidder (Accenture) is kept as fallback until signature.
   - Legal to return redlines on the MSA by 27 November.
   - Procurement requests an 8% discount on the NOK 4.2M fixed fee and a cap on change requests.
4. Next meeting: 8 December 2026.`,
      },
    ],
  ),

  c(
    "tf-greenvalley-lakh-won",
    "school management app",
    client("Mrs. Lakshmi Rao", "Green Valley Public School", { currency: "INR" }),
    [
      rep(
        "Sir, good news. The Principal of Green Valley Public School has given the go-ahead and the trust has released the payment of 2 lakh, received in our account today. Onboarding of teachers will start from Monday.",
      ),
      rep(
        "Principal's mobile for coordination is 98450 12345. Please tell me what all to send them for the training.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "₹200k",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-northbeam-demo-first",
    "managed security services",
    client("Tom Alvarez", "Northbeam Credit Union"),
    [
      rep(`Disco call - Northbeam Credit Union
- Tom Alvarez, CISO. 2 SOC analysts, drowning in alerts.
- Current MSSP: Arctic Wolf, contract ends April.
- Wants a demo for his team first. I'll put a proposal together only once we know scope.
- Demo set for Dec 2.`),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["Arctic Wolf"],
    },
  ),

  c(
    "tf-brandt-capex-freeze",
    "warehouse management systems",
    client("Helena Brandt", "Brandt Logistik GmbH", { currency: "EUR" }),
    [
      rep(`FYI, just landed:

From: Helena Brandt <h.brandt@brandt-logistik.de>
Sent: Tuesday, November 17, 2026 4:05 PM
To: Jonas Richter
Subject: WMS project

Dear Jonas,

I am sorry to inform you that the Board has frozen all capex for 2027 following our Q3 results. The WMS project is shelved and will not be revisited in the current planning cycle. Thank you for the effort your team put into the proposal (EUR 640,000).

Kind regards,
Helena Brandt
Head of Operations`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€640k",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "tf-kowhai-lightspeed-quote",
    "retail point of sale",
    client("Aroha Ngata", "Kōwhai Gifts", { currency: "NZD" }),
    [
      rep(
        "Had a lovely chat with Aroha at Kōwhai Gifts in Wellington! She's on Lightspeed, paying NZ$289 a month, and she hates the reporting. She asked me for a quote for both her stores.",
      ),
      rep("I'll send it tomorrow morning. Should I show the monthly or the yearly price first?"),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["Lightspeed"],
    },
  ),

  c(
    "tf-freshco-voice-memo",
    "food packaging",
    client("Daniel Marsh", "Fresh&Co", { currency: "GBP" }),
    [
      rep(
        "[voice memo, transcribed] ok so, uh, just walked out of Fresh&Co. Daniel the purchasing guy and someone from their legal, they've got the supply agreement, they want net 90 instead of net 30 and a price lock for 24 months on the, what was it, £180k a year volume. Smurfit Westrock is still quoting them too apparently. I said I'd come back on the payment terms by Friday. Right, driving, remind me.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "£180k/year",
      followupDue: "2026-11-19",
      competitors: ["Smurfit Westrock"],
    },
  ),

  c(
    "tf-lindau-kisters-lost",
    "utility meter-data platform",
    client("Frau Keller", "Stadtwerke Lindau", { currency: "EUR" }),
    [
      rep(
        "Call w/ Frau Keller (Leiterin Einkauf), Stadtwerke Lindau, re our offer for the meter-data platform. Her words: 'Leider nicht in diesem Jahr und auch nicht im nächsten, wir bleiben bei Kisters.' Final, no door left open.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["Kisters"],
    },
  ),

  c(
    "tf-sommerklang-ai-advice",
    "event ticketing",
    client("Mareike Vogt", "Sommerklang Festival", { currency: "EUR" }),
    [
      rep("Festival organiser Mareike (Sommerklang) asked what we'd charge for ~12,000 tickets."),
      ai(
        "That sounds like a great opportunity! I'd send a quote today and offer a 10% early-bird discount to lock them in before a bigger platform like Eventbrite does.",
      ),
      rep(
        "Sent the quote yesterday, no discount: €0.79 per ticket, capped at €9,480 for the season. She'll show it to her two co-organisers at their meeting on the 26th.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "€9,480",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "tf-halden-po-received",
    "industrial gas detection",
    client("Erik Solberg", "Halden Steel"),
    [
      rep(
        "Halden Steel: PO 4500018821 received from procurement for the 120 gas detectors + 3y calibration, $212,400. Beat Dräger on lead time. Shipping Dec 7.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$212.4k",
      followupDue: "2026-11-20",
      competitors: ["Dräger"],
    },
  ),

  c(
    "tf-jonkoping-wurth-cold",
    "inventory vending machines",
    client("Henrik Lind", "Lind Mekaniska", { currency: "SEK" }),
    [
      rep(
        "Met Henrik at the Elmia fair, he runs a small workshop (6 people) in Jönköping. They buy all their fasteners from Würth through the van guy. He said 'interesting, send me something', so I did, and then nothing. Two emails unanswered since October.",
      ),
      rep("Is it even worth chasing? 🤷"),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2026-11-25",
      competitors: ["Würth"],
    },
  ),

  c(
    "tf-zephyr-rfp-submitted",
    "insurance claims platform",
    client("Procurement", "Zephyr Mutual", { currency: "GBP" }),
    [
      rep(
        "Submitted our response to the Zephyr Mutual RFP on Monday: total 3-year price £2.35M. Shortlist is us, Tata Consultancy and Capgemini. Orals on 3 December, their Board decides in January. RFP extract attached.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "£2.35M",
      followupDue: "2026-11-19",
      competitors: ["Tata Consultancy", "Capgemini"],
    },
    [
      {
        name: "Zephyr-RFP-2026-014-extract.txt",
        mimeType: "text/plain",
        size: 940,
        text: `ZEPHYR MUTUAL INSURANCE - RFP 2026-014
Claims Platform Modernisation

Section 2 - Timetable
2.1 Issue of RFP: 5 October 2026
2.2 Deadline for submissions: 16 November 2026, 12:00 GMT
2.3 Oral presentations (shortlisted bidders): week of 30 November 2026
2.4 Board decision: January 2027

Section 3 - Scope
3.1 Replacement of the legacy claims system for motor and home lines (approx. 1,100 claims handlers)
3.2 Contract term: 3 years with two optional 1-year extensions
3.3 Pricing to be submitted as a fixed total for the initial term`,
      },
    ],
  ),

  c(
    "tf-dufour-trial",
    "staff scheduling app",
    client("Mme Dufour", "Maison Dufour", { currency: "EUR" }),
    [
      rep(
        "Bonjour! Big news for us: the boulangerie chain Maison Dufour (9 shops) want to try our scheduling app, free trial of 30 days starting lundi. Mme Dufour herself is in the test, not only the manager.",
      ),
      rep(
        "Today they do the plannings on paper and a bit with the free version of Planday. She said if it works, the budget is max 400 € per month for all the shops. C'est pas énorme but it's a start!",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "up to €400/month",
      followupDue: "2026-11-23",
      competitors: ["Planday"],
    },
  ),

  c(
    "tf-ostrava-security-failed",
    "healthcare analytics",
    client("Jan Novák", "Ostrava Health Network", { currency: "EUR" }),
    [
      rep(
        "Update Ostrava Health Network (14 hospitals, ~9,000 staff): IT security finished their review of our hosting and we failed on data residency, no EU-only region for the analytics module. Procurement confirmed this morning they cannot proceed.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
    },
  ),

  c(
    "tf-brightwater-revived",
    "utility billing software",
    client("Grace Holloway", "Brightwater Utilities", { stage: "CLOSED_LOST", priority: "LOW" }),
    [
      rep("Background: in August Brightwater said no and went with Oracle."),
      rep(
        "Yesterday their CIO Grace Holloway called me: the Oracle implementation has stalled and she wants to reopen talks with us. She asked for an updated quote by Friday, our old number was $420k.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "$420k",
      followupDue: "2026-11-19",
      competitors: ["Oracle"],
    },
  ),

  c(
    "tf-thornbury-dental-won",
    "dental practice software",
    client("Priya Shah", "Thornbury Dental Group", { currency: "GBP" }),
    [
      rep(
        "YES YES YES. Thornbury Dental Group signed!!! 4 practices, 50 grand all in, the DocuSign came back at 9:12 this morning. Priya their practice manager has been an absolute star through all of this.",
      ),
      rep("Go-live in March. Can you draft a thank-you note to Priya?"),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£50k",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-pinheiro-verbal-yes",
    "agritech irrigation platform",
    client("Rafael Pinheiro", "Pinheiro Agro", { currency: "BRL" }),
    [
      rep(
        "Pinheiro Agro: Rafael (COO) said on the call 'we're going with you'. Procurement still has to issue the contract and their legal wants changes to the liability cap. Value R$ 1.8M over 3 years.",
      ),
      rep("Not counting it until the ink is dry."),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "R$1.8M",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tf-nordlys-csv-quote",
    "coffee machine leasing",
    client("Sigrid Madsen", "Café Nordlys", { currency: "DKK" }),
    [
      rep(
        "Sent this quote to Café Nordlys on Monday (export from our sheet attached). Sigrid is checking with her bank about the leasing part before she decides.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "DKK 86.5k",
      followupDue: "2026-11-23",
    },
    [
      {
        name: "quote-Q-2211-cafe-nordlys.csv",
        mimeType: "text/csv",
        size: 412,
        text: `item,qty,unit_price_dkk,line_total_dkk
Espresso machine 2-group (lease-to-own),1,54000,54000
Grinder on-demand,2,9500,19000
Water filter system,1,6500,6500
Installation + barista training,1,7000,7000
TOTAL,,,86500`,
      },
    ],
  ),

  c(
    "tf-sakura-procurement-discount",
    "manufacturing execution software",
    client("Mr. Ito", "Sakura Precision KK", { currency: "JPY" }),
    [
      rep(`Call summary - Sakura Precision KK
- Procurement (Mr. Ito) asks 12% off the ¥18,000,000 annual licence
- Wants a 3-year price freeze
- Siemens Opcenter is their fallback if we don't move
- Plant director attends the management meeting on 1 Dec where it gets decided`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "¥18M/year",
      followupDue: "2026-11-19",
      competitors: ["Siemens Opcenter"],
    },
  ),

  c(
    "tf-sonrisa-priced-out",
    "dental booking software",
    client("Dr. Ortega", "Clínica Sonrisa", { currency: "EUR" }),
    [
      rep(
        "Pues nada… Clínica Sonrisa said no. Dr. Ortega: 'es demasiado caro para nosotros, lo siento'. Our offer was €7,200 a year, I already went down once. They'll keep the paper agenda.",
      ),
      rep("Ugh. Small clinic, I get it, but it hurts."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€7.2k/year",
      followupDue: "2027-02-16",
    },
  ),
];
