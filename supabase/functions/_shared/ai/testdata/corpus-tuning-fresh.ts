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
  c(
    "tf-castellan-o9-sow",
    "retail demand forecasting",
    client("Lucas Ferreira", "Castellan Stores"),
    [
      rep(`---- Forwarded message ----
From: Lucas Ferreira <lferreira@castellanstores.com>
Sent: Tuesday, 17 November 2026 08:15
To: Anna Kowal
Subject: RE: RE: Forecasting SOW

Got it, thanks Anna. I'll review the SOW with our VP Planning on Thursday. Full transparency: o9 is presenting to us next week as well.

> Lucas, attached the SOW for the forecasting rollout (42 stores, phase 1). Subscription is $250K/yr, services billed T&M.
>
>> Anna, can you send the SOW before our planning offsite?
>> Lucas`),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "$250k/year",
      followupDue: "2026-11-19",
      competitors: ["o9"],
    },
  ),

  c(
    "tf-wattwerk-works-council",
    "workforce time tracking",
    client("Dr. Petra Lang", "Wattwerk Energie AG", { currency: "EUR" }),
    [
      rep(`Wattwerk Energie AG, status:
- Order form agreed with Einkauf except payment terms (they want 60 days, we offered 45).
- Volume: 1,5 Mio € over 4 years, 3,800 employees.
- Signature needs the works council (Betriebsrat) to approve the time-tracking rollout, session on 3 Dec.
- Dr. Lang (HR director) is pushing internally.`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€1.5M",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tf-ironbark-after-loan",
    "gym access control",
    client("Shane Kelly", "Ironbark Fitness", { currency: "AUD" }),
    [
      rep(
        "Chatted with Shane from Ironbark Fitness (one gym, Ballarat). Loves the app-based door entry but he's waiting on the bank to approve his refurb loan. His words: 'once the loan's through I'll ask you for a proper quote, ring me on 11 January'.",
      ),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-01-11",
    },
  ),

  c(
    "tf-brickfield-hundred-twenty",
    "3D laser scanning services",
    client("Olivia Brooks", "Brickfield Architects", { currency: "GBP" }),
    [
      rep(
        "Brickfield Architects update! Olivia (managing partner) told me on the phone they've set aside a hundred and twenty thousand pounds for the survey programme next year. I sent our proposal on Monday and it fits inside that.",
      ),
      rep(
        "The partners go through it at their meeting on 1 December. Fingers crossed, this would be our biggest job ever 🙏",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "£120k",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tf-alpenhof-protel-range",
    "hotel guest app",
    client("Markus Gruber", "Hotel Alpenhof", { currency: "EUR" }),
    [
      rep(
        "Demo with Hotel Alpenhof in Tirol was sehr gut! Markus Gruber (owner) and his daughter who runs front desk. They're on protel and want a guest app that talks to it. Budget he said zwischen 40 und 60k for the whole thing.",
      ),
      rep(
        "He wants to think about which features first, no quote yet. How do I keep the momentum without pushing too hard?",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "€40k–€60k",
      followupDue: "2026-11-23",
      competitors: ["protel"],
    },
  ),

  c(
    "tf-harrow-cvent-benchmark",
    "event registration platform",
    client("Nadia Rahman", "Harrow Medical Society"),
    [
      rep(`Intro call - Harrow Medical Society
- Nadia Rahman, Events Director.
- Last year they spent $80k with Cvent on registration for the annual congress.
- Just benchmarking options; 2027 budgets are set in February.
- Asked us to talk again on 8 February.`),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-08",
      competitors: ["Cvent"],
    },
  ),

  c(
    "tf-beaulieu-on-a-signe",
    "wine cellar monitoring",
    client("Julie Tremblay", "Domaine Beaulieu", { currency: "CAD" }),
    [
      rep(
        "On a signé!!! 🍷 Julie Tremblay from Domaine Beaulieu (Eastern Townships, Québec) signed the bon de commande this morning for the cellar monitoring kit, 80k for the 3 cellars. I'm so happy I could cry, 8 months of work.",
      ),
      rep("Now help me plan the installation with her team."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "C$80k",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-kestrel-nda-only",
    "precision machining",
    client("Dr. Helen Marsh", "Kestrel Aerospace"),
    [
      rep(
        "Signed the mutual NDA with Kestrel Aerospace today so they can share the drawings for the bracket family. Next: technical workshop on Mon 30 Nov with Dr. Helen Marsh, their head of engineering, who owns the supplier decision.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
    },
  ),

  c(
    "tf-lumen-invoice-paid",
    "dental lab scanners",
    client("Grace Liu", "Lumen Dental Labs", { currency: "AUD" }),
    [
      rep(
        "Invoice INV-2026-0457 paid by Lumen Dental Labs: A$46,750 for the 5 scanners. Delivery booked.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "A$46,750",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-meridia-renewal-quote",
    "learning management platform",
    client("Mr. Tan Wei Ming", "Meridia Polytechnic", { currency: "SGD" }),
    [
      rep(
        "Meridia Polytechnic always paid last year's support invoice (S$12,000) on time, good sign. For the renewal they asked for 50 more seats, and I sent the renewal quote yesterday: S$68,000 per year.",
      ),
      rep(
        "It went straight to Mr. Tan, the IT director who signs. He acknowledged and is reviewing.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "S$68k/year",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tf-rotterdam-kinaxis-lowercase",
    "chemical supply planning",
    client("Procurement", "Rotterdam Chemicals BV", { currency: "EUR" }),
    [
      rep(
        "Rotterdam Chemicals went with kinaxis. Procurement e-mail this morning: 'after careful evaluation we have selected another supplier'. They offered a feedback call, I'll take it but it's over.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["kinaxis"],
    },
  ),

  c(
    "tf-estrela-fechado",
    "bakery delivery app",
    client("Seu Joaquim", "Padaria Estrela", { currency: "BRL" }),
    [
      rep(
        "FECHADO!!! Seu Joaquim da Padaria Estrela pagou o Pix hoje, R$ 4.800 for one year of the delivery app. First padaria in the neighbourhood, now the others will come 😄",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "R$4.8k/year",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-pinecrest-champion-left",
    "insurance document automation",
    client("Sarah Cole", "Pinecrest Insurance", { stage: "PROPOSAL" }),
    [
      rep(
        "Pinecrest: our champion Sarah Cole left the company last week. The quote we sent in October ($96k) is now sitting with her replacement, who hasn't replied to two emails.",
      ),
      ai(
        "When a champion leaves, deals often die. It may be safest to treat this one as lost and focus on other accounts.",
      ),
      rep(
        "Not giving up yet, I'll try to get an intro to the new person through their CFO's assistant.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "LOW",
      budgetBand: "$96k",
      followupDue: "2026-11-25",
    },
  ),

  c(
    "tf-okafor-signage-cancelled",
    "digital signage",
    client("Chinedu Okafor", "Northgate Building Society", { currency: "GBP" }),
    [
      rep(`Received by e-mail today, for the record:

"Dear Mr Okafor,

We regret to inform you that the digital signage project for our 14 branches has been cancelled by our Steering Committee. We therefore withdraw from the tender process with immediate effect.

We thank you for your participation.

Yours sincerely,
Margaret Ellis
Head of Facilities"`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
    },
  ),

  c(
    "tf-brandvold-dictated",
    "sawmill log scanning",
    client("Lennart Brandvold", "Brandvold Timber AB", { currency: "SEK" }),
    [
      rep(
        "dictating from the car, sorry for typos. Brandvold Timber: they have our offer since Thursday, SEK 1.25M for the scanner line incl. install. Lennart the CFO confirmed they got it and will discuss internally, no pushback yet. They're also getting numbers from Microtec. Remind me to send him the reference visit dates.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "SEK 1.25M",
      followupDue: "2026-11-19",
      competitors: ["Microtec"],
    },
  ),

  c(
    "tf-hartley-solar-quote",
    "commercial rooftop solar",
    client("Tom Hartley", "Hartley Garden Centre", { currency: "GBP" }),
    [
      rep(
        "Emailed Mr. Hartley the quote last night (attached). He called this morning, says it looks fair and he wants to run it past his accountant before he says yes. He owns the place so it's his call.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "£31,620",
      followupDue: "2026-11-19",
    },
    [
      {
        name: "Quotation-QT-0392-Hartley.txt",
        mimeType: "text/plain",
        size: 760,
        text: `SUNLOFT ENERGY LTD - QUOTATION QT-0392
VAT reg. no. GB 294 7731 08
Customer: Hartley Garden Centre, Tom Hartley
Date: 17 November 2026, valid 30 days

40 x 435W monocrystalline panels           £9,800.00
1 x 15kW three-phase inverter              £3,450.00
2 x 13.5kWh battery storage               £10,900.00
Mounting, cabling, scaffolding             £2,200.00
Installation and commissioning             included
Subtotal                                   £26,350.00
VAT 20%                                     £5,270.00
TOTAL                                      £31,620.00`,
      },
    ],
  ),

  c(
    "tf-pawsome-not-asked-yet",
    "veterinary practice software",
    client("Dr. Emma Walsh", "Pawsome Vets"),
    [
      rep(
        "Demo last week with Dr. Emma Walsh, she owns Pawsome Vets (3 clinics). She liked the reminders and the stock module, they're on ezyVet now and find it clunky.",
      ),
      ai("Since the demo went well, you could send a proposal proactively to keep the momentum."),
      rep(
        "I'm tempted to just send pricing to get things moving, but she hasn't asked for it yet and hasn't said what she'd spend. Better wait?",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["ezyVet"],
    },
  ),

  c(
    "tf-ligurian-msa-redlines",
    "port operations software",
    client("Giulia Bassi", "Porto Ligure SpA", { currency: "EUR" }),
    [
      rep(`---------- Forwarded message ---------
From: Avv. Giulia Bassi <g.bassi@portoligure.it>
Date: Tue, 17 Nov 2026 at 18:20
Subject: MSA - our comments

Dear all,
please find our redlines to the MSA attached. Main points: liability cap at 1x annual fees, Italian law and Genoa courts, 60-day payment terms. Our CFO would like to close before year end.
Best regards,
Giulia Bassi, Legal Counsel

> On Mon, 9 Nov 2026 our team wrote:
> Attached the MSA and order form for the terminal operating system, €1.2m over 3 years as per the final offer.`),
      rep("Legal is on it from our side. What should I prioritise?"),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€1.2M",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tf-fithaus-mindbody-discount",
    "studio booking software",
    client("Jonas Becker", "FitHaus Studios", { currency: "EUR" }),
    [
      rep(
        "Ok so FitHaus (22 studios) is close but tricky. Jonas the owner wants 20% off our €38k a year plus 2 months free, because Mindbody offered them 25% off to stay. He said if I match something close they sign by 30 Nov.",
      ),
      rep("Honestly I can do 15% max or we lose money. How do I say that nicely?"),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€38k/year",
      followupDue: "2026-11-19",
      competitors: ["Mindbody"],
    },
  ),

  c(
    "tf-verona-zucchetti-lost",
    "payroll software",
    client("Dott. Ferri", "Ferri Arredamenti Srl", { currency: "EUR" }),
    [
      rep(
        "Ferri Arredamenti answered on our offer, copy-paste: 'Gentile Marco, ci dispiace ma abbiamo scelto un altro fornitore (Zucchetti), più integrato con il nostro gestionale. Grazie per il lavoro.' So that's a no.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["Zucchetti"],
    },
  ),

  c(
    "tf-tidewater-pilot-no",
    "cold-chain monitoring",
    client("Daniel Goh", "Tidewater Logistics", { currency: "SGD" }),
    [
      rep(`Pilot wrap-up - Tidewater Logistics
- 6-week pilot on 40 reefer containers ended Friday.
- Daniel Goh (Head of Ops): data good, but savings didn't justify the cost at their volumes.
- Decision: they will not move forward. Final.
- Left on good terms, no re-engagement date.`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
    },
  ),

  c(
    "tf-harbor-servicenow-renewed",
    "IT service management",
    client("Kevin Marsh", "Harbor City Council"),
    [
      rep(
        "Harbor City Council: IT confirmed they renewed ServiceNow for three more years, signed 30 Oct. Our proposal was about $90k a year. Kevin said nicely 'not this time'.",
      ),
      ai("You could still propose a smaller pilot for one department to keep a foot in the door."),
      rep("No, they were clear, nothing until the renewal runs out. Closing it."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$72k–$110k/year",
      followupDue: "2027-02-16",
      competitors: ["ServiceNow"],
    },
  ),

  c(
    "tf-zug-order-signed",
    "penetration testing services",
    client("Reto Baumann", "Zuger Regionalbank", { currency: "CHF" }),
    [
      rep(
        "Zuger Regionalbank: signed order for the pen-testing engagement returned by Reto Baumann (CISO), CHF 84,000. Kick-off on the 12th, fieldwork in January.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "CHF 84k",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-kobe-marine-chumonsho",
    "marine engine sensors",
    client("Mr. Nakamura", "Kobe Marine Services", { currency: "JPY" }),
    [
      rep(
        "Kobe Marine: Nakamura-san sent the 注文書 (purchase order) this morning, ¥3,200,000 for the sensor retrofit on two vessels. ご発注ありがとうございます, I replied. Delivery in January.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "¥3.2M",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-balticfresh-paid-export",
    "grocery e-commerce platform",
    client("Rasa Petrauskienė", "Baltic Fresh UAB", { currency: "EUR" }),
    [
      rep(
        "Money's in the bank 💶 Baltic Fresh settled the first-year invoice, see the export from our accounting. Rasa wants the storefront live before Christmas, so onboarding starts now!",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€22.5k",
      followupDue: "2026-11-20",
    },
    [
      {
        name: "payments-export-2026-11-18.csv",
        mimeType: "text/csv",
        size: 236,
        text: `invoice_no,customer,issued,paid_on,amount_eur,status
INV-1042,Baltic Fresh UAB,2026-11-02,2026-11-17,22500.00,PAID
INV-1039,Nordic Pantry Oy,2026-10-28,,9600.00,OPEN`,
      },
    ],
  ),

  c(
    "tf-aurora-linkedin-question",
    "hotel booking integrations",
    client("Unknown", "Aurora Hotels"),
    [
      rep(
        "Someone from Aurora Hotels commented on my LinkedIn post, asked if we integrate with their booking engine. No idea how many hotels they have or who decides there. Replied and offered a call.",
      ),
    ],
    {
      stage: "LEAD",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
    },
  ),

  c(
    "tf-weber-badge-scan",
    "machine vision sensors",
    client("Herr Weber", "Weber Automation GmbH", { currency: "EUR" }),
    [
      rep(
        "Badge scans from SPS Nuremberg attached. Weber Automation is the interesting one: Mr. Weber (owner) stopped by himself, a new packaging line is planned for 2028.",
      ),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2026-11-25",
      competitors: ["Cognex"],
    },
    [
      {
        name: "sps-badge-scans-weber.csv",
        mimeType: "text/csv",
        size: 318,
        text: `company,contact,role,phone,notes
Weber Automation GmbH,Klaus Weber,Owner,+49 911 4402 310,"new packaging line 2028; today uses Cognex cameras on line 2; wants brochure"`,
      },
    ],
  ),

  c(
    "tf-obrien-ring-thursday",
    "trades job management app",
    client("Dermot O'Brien", "O'Brien Heating", { currency: "EUR" }),
    [
      rep(
        "Lovely referral from Hanley Plumbing: Dermot at O'Brien Heating in Dublin, 3 vans, uses Jobber but finds it too American for Irish VAT invoices. He asked me to ring him on Thursday 3 December, his week is mad until then.",
      ),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2026-12-03",
      competitors: ["Jobber"],
    },
  ),

  c(
    "tf-stmargaret-rfq-coming",
    "hospital pharmacy automation",
    client("Fiona McLeod", "St Margaret's Hospital", { currency: "AUD" }),
    [
      rep(`Meeting note - St Margaret's Hospital, Perth
Attendees: Fiona McLeod (CFO), chief pharmacist, our team.
1. Need confirmed: dispensing errors on the night shift; board wants automation in 2027.
2. Budget approved by the board: about A$150k.
3. They will issue a formal RFQ in February; no proposal before then.`),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "A$120k–A$180k",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "tf-meridian-bank-sow-legal",
    "data migration services",
    client("Olu Adeyemi", "Meridian Trust Bank"),
    [
      rep(
        "Meridian Trust Bank: business side (Olu Adeyemi, COO) approved the SOW. It's now with their legal for review alongside the MSA, and IT security sent a 140-question vendor questionnaire. $640k fixed fee. Olu wants it signed before their change freeze on 15 December.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$640k",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tf-kiwi-couriers-friday-quote",
    "cargo e-bikes",
    client("Hemi Walker", "Kiwi Couriers Ltd", { currency: "NZD" }),
    [
      rep(
        "sent over the quote on friday: 25 cargo e-bikes + service plan, NZ$72,500. Hemi (ops manager) likes it but the owner has to sign off and he hasn't met us yet. they're also pricing Tern.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "NZ$72.5k",
      followupDue: "2026-11-23",
      competitors: ["Tern"],
    },
  ),
];
