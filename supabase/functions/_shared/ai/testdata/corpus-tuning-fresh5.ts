// Written for tuning by a helper session, in the voice of competitive deals as reps really log
// them: pasted Slack threads, call transcripts with speaker labels, CRM notes in bullets,
// forwarded e-mail chains, WhatsApp messages, meeting minutes, win/loss notes and attachments
// (comparison tables, scoring matrices, shortlists). Competitors are named every way people name
// them, beside organisations that are not competitors (integrations, consultants, auditors,
// customers, parents, investors). The labels were written before the analyser ever ran on them.

import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

export const TUNING_FRESH5: CorpusCase[] = [
  c(
    "tj-freightline-slack-thread",
    "logistics",
    client("Piotr Kowalski", "Freightline Europe"),
    [
      rep(`pasting the #deals-freightline thread so you have it:

Jen Alvarez  9:14 AM
proposal for Freightline went out Monday, $86,500/year for the TMS incl. carrier portal

Sam Reid  9:20 AM
who else is in?

Jen Alvarez  9:22 AM
Piotr (VP Ops) told me straight: MercuryGate and Descartes are both in the final round. decision by Dec 4

Sam Reid  9:23 AM
ok. make sure the EDI piece with their Manhattan WMS is in the deck, that's the integration they care about`),
      rep("What should I send Piotr before the end of the week?"),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "$86.5k/year",
      followupDue: "2026-11-19",
      competitors: ["MercuryGate", "Descartes"],
    },
  ),

  c(
    "tj-medivault-call-transcript",
    "healthcare",
    client("Dr. Ngozi Okafor", "MediVault Clinics"),
    [
      rep(`Transcript excerpt from today's discovery call (auto-generated):

[00:03:10] Dr. Okafor: We've been on athenahealth's scheduling module for six years and the no-show rate is still eighteen percent.
[00:05:47] Dana: What would a fix be worth to you?
[00:06:02] Dr. Okafor: We set aside roughly forty thousand dollars for patient intake and reminders next year.
[00:14:32] Dana: Would a demo with your practice managers help?
[00:14:40] Dr. Okafor: Yes. Tuesday the 24th at 2pm works, I'll bring both of them.`),
      ai(
        "Good call. Prepare the demo around the no-show problem and show the reminder flow first.",
      ),
      rep("Agreed. Demo is booked for Tuesday 24 Nov."),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "$32k–$48k",
      followupDue: "2026-11-23",
      competitors: ["athenahealth"],
    },
  ),

  c(
    "tj-ledgerpay-kyc-redlines",
    "fintech",
    client("Clara Weiss", "LedgerPay", { currency: "EUR" }),
    [
      rep(`LedgerPay – CRM notes
- Identity verification, 2-year term, €120k a year
- Their shortlist (attached) had us, Onfido, Sumsub and Jumio; we're the last one standing per Clara (Head of Compliance)
- Legal sent redlines on our MSA yesterday: liability cap and data residency in the EU
- Clara wants the redlines turned around this week`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€120k/year",
      followupDue: "2026-11-19",
      competitors: ["Onfido", "Sumsub", "Jumio"],
    },
    [
      {
        name: "LedgerPay_KYC_shortlist.csv",
        mimeType: "text/csv",
        size: 402,
        text: `vendor,coverage_countries,liveness,price_per_check_eur,status
Onfido,195,yes,1.40,eliminated
Sumsub,220,yes,1.10,eliminated
Jumio,200,yes,1.65,eliminated
Our offer,190,yes,1.25,preferred`,
      },
    ],
  ),

  c(
    "tj-brightcart-whatsapp",
    "retail",
    client("Marta Lewandowska", "BrightCart Stores", { currency: "GBP" }),
    [
      rep(`WhatsApp with Marta (owner, 9 shops), copied:

[17/11/2026, 19:02] Marta: honestly Square is cheaper, they quoted £12k for all the tills
[17/11/2026, 19:03] Marta: and Lightspeed's rep came to the Leeds shop yesterday
[17/11/2026, 19:05] Me: understood – shall I send you our quote for the 9 shops?
[17/11/2026, 19:11] Marta: yes send it. I can do max £18k for the lot, hardware included`),
      rep("Quote is being prepared, will send tomorrow."),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "up to £18k",
      followupDue: "2026-11-23",
      competitors: ["Square", "Lightspeed"],
    },
  ),

  c(
    "tj-corvid-winloss-plex",
    "manufacturing",
    client("Helen Price", "Corvid Precision Parts"),
    [
      rep(`Win/loss interview – Corvid Precision Parts (MES)
Interviewer: RevOps. Interviewee: Helen Price, Plant Controller.

Outcome: LOST. They went with Plex.
Why: Plex already ran their sister plant, so IT wanted one platform.
Runner-up: Epicor came second; we were third.
Price: our final offer was $142,000. Helen said price was not the deciding factor.
Would they talk to us again: "not for at least two years".`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$142k",
      followupDue: "2027-02-16",
      competitors: ["Plex", "Epicor"],
    },
  ),

  c(
    "tj-northbeam-deloitte-rfp",
    "fintech",
    client("Ravi Menon", "Northbeam Capital"),
    [
      rep(`Fwd: RFP – Spend management platform

From: selection-team@deloitte.com
To: sales@ourco.com
Date: Mon, 16 Nov 2026 17:40
Subject: RFP – Spend management platform for Northbeam Capital

Deloitte is running the vendor selection on behalf of Northbeam Capital. Licences for 250 users. The platform must sync with Xero and run on AWS in eu-west-2. Proposals are due Tuesday 1 December.`),
      rep(
        "Ravi Menon (CFO) is the sponsor and joined the kick-off. Northbeam does about $40M in revenue. No budget given.",
      ),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: null, followupDue: "2026-11-19" },
  ),

  c(
    "tj-ridgeway-lms-minutes",
    "education",
    client("Tom Becker", "Ridgeway School District"),
    [
      rep(`Minutes – Ridgeway SD digital learning committee, 17 Nov
Present: T. Becker (Director of Technology), 3 principals, our team
1. Current state: Moodle since 2015, teachers unhappy with the gradebook.
2. Options under review: Canvas, Schoology and our platform.
3. Budget: a one-time budget of $75,000 for the rollout has been set aside.
4. Next step: live demo for the committee on Thursday 26 Nov.`),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "$75k",
      followupDue: "2026-11-23",
      competitors: ["Moodle", "Canvas", "Schoology"],
    },
  ),

  c(
    "tj-pixelfold-signed",
    "agency",
    client("Aoife Byrne", "Pixelfold Studio"),
    [
      rep(`from #wins:
"SIGNED 🎉 Pixelfold went with us over Teamwork and Monday.com. $28,800/year, 60 seats, order form countersigned this morning. Aoife wants onboarding to start first week of December."`),
      rep("Log it and tell me what the onboarding follow-up should be."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$28.8k/year",
      followupDue: "2026-11-20",
      competitors: ["Teamwork", "Monday.com"],
    },
  ),

  c(
    "tj-haulmark-email-chain",
    "logistics",
    client("Darnell Hughes", "Haulmark Freight"),
    [
      rep(`---------- Forwarded message ---------
From: Darnell Hughes <d.hughes@haulmark.com>
Date: Tue, Nov 17, 2026 at 4:12 PM
Subject: Re: Telematics for the fleet
To: Chris Lane <chris@ourco.com>

Chris,
We're on Samsara today and the renewal is in January. Motive quoted $38 per vehicle per month to switch us.
Please send your quote for all 420 trucks by Monday the 23rd, I'm putting the options in front of our COO that week.
Darnell Hughes, Fleet Director`),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: null,
      followupDue: "2026-11-19",
      competitors: ["Samsara", "Motive"],
    },
  ),

  c(
    "tj-oakleaf-po-trap",
    "healthcare",
    client("Sandra Liu", "Oakleaf Family Practice"),
    [
      rep(
        "Oakleaf Family Practice issued the PO for the patient messaging rollout this morning: $54,000. Sandra Liu (practice administrator) sent it over.",
      ),
      rep(
        "Notes: it must integrate with their Epic EHR via the FHIR API, Oakleaf is part of Meridian Health Group, and their auditors (KPMG) want our HIPAA documentation on file before go-live.",
      ),
    ],
    { stage: "CLOSED_WON", priority: "MEDIUM", budgetBand: "$54k", followupDue: "2026-11-20" },
  ),

  c(
    "tj-finch-lost-stripe",
    "fintech",
    client("Omar Haddad", "Finch Subscriptions"),
    [
      rep(`Finch – close-out notes
- Final no from Omar (CFO), by phone today
- They went with Stripe Billing: already on Stripe for payments, one invoice
- Chargebee's pricing also came in under ours
- Their budget was capped at $30k and even after discount we could not get under it`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "up to $30k",
      followupDue: "2027-02-16",
      competitors: ["Stripe Billing", "Chargebee"],
    },
  ),

  c(
    "tj-tallow-inbound",
    "retail",
    client("Beth Carter", "Tallow & Wick"),
    [
      rep(`Website form, new lead:
"Hi, we're a candle shop with one store and an online store. We currently use Shopify POS at the counter. Just exploring options for next year, nothing decided. – Beth"`),
      rep("No call yet. Worth a follow-up?"),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2026-11-25",
      competitors: ["Shopify POS"],
    },
  ),

  c(
    "tj-brava-cmms-minutes",
    "manufacturing",
    client("Luca Moretti", "Brava Componenti", { currency: "EUR" }),
    [
      rep(`Meeting minutes – Brava Componenti / our team, 17 Nov, procurement call
- Attendees: L. Moretti (COO), G. Rossi (procurement)
- Our quote for the maintenance platform stands at €32,000 per year, three-year term
- Rossi: "Fiix offered 20% off if we sign before year end." UpKeep dropped out last week.
- Rossi asked us to match on price or add the mobile app licences free
- Moretti wants the contract terms agreed in the next two weeks`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€32k/year",
      followupDue: "2026-11-19",
      competitors: ["Fiix", "UpKeep"],
    },
  ),

  c(
    "tj-quanta-sfdc-msft",
    "saas",
    client("Kenji Watanabe", "Quanta Analytics"),
    [
      rep(`slack dump from the account channel:
> they're on sfdc today and hate the renewal
> msft pitched Dynamics 365 to their CIO last month, bundled with their E5
> kenji (CRO) says the budget is ~$120k all-in
> we sent the proposal friday, he's reviewing with the CIO this week`),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "$96k–$140k",
      followupDue: "2026-11-19",
      competitors: ["sfdc", "Dynamics 365"],
    },
  ),

  c(
    "tj-lumen-grant-cut",
    "education",
    client("Grace Adeyemi", "Lumen Learning Trust"),
    [
      rep(
        "Bad news from Lumen Learning Trust. The Hewlett Foundation grant that was funding the tutoring platform was cut, so Grace says the project is shelved. The $45,000 we scoped is gone.",
      ),
      rep(
        "She was clear there is no restart date. They keep using Google Workspace for Education for their e-mail and docs, that's unaffected.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$45k",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "tj-kestrel-agency-proposal",
    "agency",
    client("Noah Fischer", "Kestrel Creative"),
    [
      rep(`CRM note – Kestrel Creative
• Sent proposal for timesheets + client billing: $14,400 a year, 30 users
• They run design in Figma and chat in Slack, both need to stay
• Their biggest client is Nike, so they need per-project billing codes
• Noah says the partners decide at their Monday 23 Nov meeting`),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "$14.4k/year",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tj-vantage-won-attachment",
    "fintech",
    client("Ingrid Solberg", "Vantage Neobank", { currency: "EUR" }),
    [
      rep(
        "PO received this morning from Vantage: €78,000 for identity verification, two-year term, paid upfront. Attaching the evaluation sheet Ingrid shared with us after the decision.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€78k",
      followupDue: "2026-11-20",
      competitors: ["Sumsub", "Veriff"],
    },
    [
      {
        name: "vendor_evaluation_final.csv",
        mimeType: "text/csv",
        size: 318,
        text: `criterion,weight,Our offer,Sumsub,Veriff
Document coverage,30,4,5,4
Pass rate,25,5,4,4
Integration effort,20,5,3,4
Price,25,3,4,3
Weighted total,100,4.2,4.05,3.75`,
      },
    ],
  ),

  c(
    "tj-cargoline-lost-pt",
    "logistics",
    client("Rafael Souza", "Cargoline Transportes", { currency: "BRL" }),
    [
      rep(`E-mail do Rafael, hoje:
"Olá, agradecemos muito a proposta de R$ 180 mil. Decidimos seguir com a Intelipost, a proposta deles foi mais barata e já integra com nossos transportadores. Obrigado pelo tempo."`),
      rep("That's a final no. Close it out."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "R$180k",
      followupDue: "2027-02-16",
      competitors: ["Intelipost"],
    },
  ),

  c(
    "tj-helix-security-review",
    "healthcare",
    client("Marcus Bell", "Helix Diagnostics"),
    [
      rep(`Helix Diagnostics – status
- Contract: $210,000 over three years for the lab results portal
- Their security team is reviewing our BAA and DPA redlines; Accenture (their IT consultants) is helping with the review
- Hosting must stay on Azure, which we support
- Marcus (CIO) wants it signed before their board meets on Friday 4 December`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$210k",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tj-sprocket-demo-trap",
    "manufacturing",
    client("Anja Brunner", "Sprocket Werke", { currency: "EUR" }),
    [
      rep(`Call notes, Sprocket Werke (quality management software)
- Anja Brunner, Head of Quality, owns the project; the budget is between 40 and 60 thousand euros
- Any purchase above that goes to their parent company, Brunner Holding AG
- It must sync with SAP S/4HANA, which runs their finance and stays
- Bosch Rexroth, their biggest customer, audits them as a supplier every year, that's the driver
- Demo for her team booked for Monday 30 November`),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "€40k–€60k",
      followupDue: "2026-11-23",
    },
  ),
  c(
    "tj-ferrolux-sage-redlines",
    "manufacturing",
    client("Ian Whitfield", "Ferrolux Castings", { currency: "GBP" }),
    [
      rep(
        'Ferrolux: Ian (FD) called. "We\'ve been on Sage for ten years and the board finally wants out." NetSuite came in at £51k for year one but he prefers our manufacturing modules.',
      ),
      rep(`Where we are:
- Annual subscription on our order form: £64,800
- Their solicitors returned the MSA with redlines on termination for convenience and the SLA credits
- Ian wants to sign before their financial year closes on 31 December`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "£64.8k/year",
      followupDue: "2026-11-19",
      competitors: ["Sage", "NetSuite"],
    },
  ),

  c(
    "tj-glowmart-discount-trap",
    "retail",
    client("Priya Raman", "GlowMart Beauty"),
    [
      rep(`GlowMart – negotiation notes (POS for 40 stores)
- Deal is $52,000, Priya (CFO) asked for 10% off and net-60 payment terms
- Card payments stay with Adyen, our terminals already support it
- Their investors at Sequoia are pushing every team to cut costs, hence the discount ask
- Their landlord at the mall flagship (Westfield) needs the install done after hours
- Target: contract signed Friday 27 Nov`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$52k",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tj-scholar-lost-google",
    "education",
    client("Mrs. Evans", "St. Aldhelm's Academy", { currency: "GBP" }),
    [
      rep(
        "St. Aldhelm's said no. They went with Google Classroom because it's free with the licences they already have. Canvas was also on their list and lost out the same way.",
      ),
      rep("Mrs. Evans thanked us for the trial. Nothing more this year."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["Google Classroom", "Canvas"],
    },
  ),

  c(
    "tj-orbit-trial-reference",
    "saas",
    client("Leah Goldberg", "Orbit Docs"),
    [
      rep(`Orbit Docs – CRM notes
• Leah (VP Engineering) is the decision maker, and they've budgeted $36,000 a year for observability
• She spoke to our reference customer at Atlassian last week, it went well
• Mutual NDA signed through DocuSign yesterday
• 30-day trial agreed, starts Monday 30 Nov`),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "$36k/year",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "tj-dockside-nego-de",
    "logistics",
    client("Katrin Vogel", "Dockside Logistik", { currency: "EUR" }),
    [
      rep(`Mail von Frau Vogel (Leiterin Einkauf), heute früh:
"Vielen Dank für den Vertragsentwurf. project44 hat uns 15 % Rabatt angeboten, FourKites ist raus. Wenn Sie beim Jahresvertrag über 150.000 € nachgeben können und die Haftungsklausel anpassen, unterschreiben wir noch im Dezember."`),
      rep("She means our visibility platform contract. Help me reply."),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€150k/year",
      followupDue: "2026-11-19",
      competitors: ["project44", "FourKites"],
    },
  ),

  c(
    "tj-pulsecare-inbound-trap",
    "healthcare",
    client("Dr. Amir Saleh", "PulseCare Cardiology"),
    [
      rep(`New inbound from the conference badge scan:
Dr. Amir Saleh, PulseCare Cardiology (4 clinics). Interested in remote monitoring for post-surgery patients. They are a Mayo Clinic Care Network member and their IT is outsourced to Cognizant. No budget or timeline discussed yet.`),
      rep("Asked him for a 20-minute intro call, waiting for his reply."),
    ],
    {
      stage: "LEAD",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
    },
  ),

  c(
    "tj-kinetic-lost-monday",
    "agency",
    client("Zoe Martin", "Kinetic Media"),
    [
      rep(`#deals-kinetic
Zoe Martin  4:51 PM
hey, just a heads-up before it shows up in the CRM: Kinetic went with Monday.com 😕 they were coming off Asana and wanted something the account managers already knew. our $19,200 quote was fine, it wasn't price`),
      rep("Mark it lost."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$19.2k",
      followupDue: "2027-02-16",
      competitors: ["Monday.com", "Asana"],
    },
  ),

  c(
    "tj-tessera-scoring-matrix",
    "fintech",
    client("Henrik Dahl", "Tessera Bank"),
    [
      rep(
        "Tessera Bank: our proposal for the core banking migration went in on Friday, $1.2M over five years. Henrik Dahl (COO) shared the scoring matrix from the first round (attached). Shortlist presentation is Tuesday 24 Nov.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "$1.2M",
      followupDue: "2026-11-19",
      competitors: ["Temenos", "Mambu", "Thought Machine"],
    },
    [
      {
        name: "Tessera_core_banking_scoring_round1.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        size: 11840,
        text: `Sheet: Scoring
Vendor | Functional (40) | Technical (30) | Commercial (20) | Risk (10) | Total
Temenos | 34 | 22 | 12 | 8 | 76
Mambu | 30 | 26 | 15 | 7 | 78
Thought Machine | 31 | 27 | 13 | 6 | 77
Candidate D (us) | 33 | 25 | 16 | 7 | 81`,
      },
    ],
  ),

  c(
    "tj-meadow-paid-whatsapp",
    "retail",
    client("Fiona Gallagher", "Meadow Gift Shop", { currency: "GBP" }),
    [
      rep(`WhatsApp from Fiona this morning:
"Morning! Paid the invoice, £2,350 for the stock system + the scanner 👍 My accountant does the books in QuickBooks, can you two talk so the sales export works for him?"`),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£2,350",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tj-gridline-rfq-trap",
    "manufacturing",
    client("Victor Nash", "Gridline Stampings"),
    [
      rep(`Fwd: RFQ – traceability system

From: Victor Nash <vnash@gridlinestampings.com>
Sent: Tuesday, November 17, 2026 2:05 PM
Subject: RFQ – traceability system

Our customer Toyota now requires part-level traceability on every line. Please quote the full system for both plants; our budget is up to $90,000. I can sign up to $25,000 myself, anything above goes to the owners, which is fine. Our ISO auditor, TÜV SÜD, visits in February so we need it running by then.
Victor Nash, Plant Director`),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "up to $90k",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tj-nimbus-cfo-call",
    "saas",
    client("Sofia Lind", "Nimbus HR"),
    [
      rep(`Call recording notes, pricing call with Nimbus HR:

Prospect (CFO): HubSpot Sales Hub came back at 30% off list on a three-year deal.
Rep (Alex): Understood. Our order form is at $48,000 a year.
Prospect (CFO): And Pipedrive's pricing is half yours, so you need to move.
Rep (Alex): I can look at term length and payment schedule.
Prospect (CFO): Send me revised terms by Friday and I'll take it to our CEO.`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$48k/year",
      followupDue: "2026-11-19",
      competitors: ["HubSpot Sales Hub", "Pipedrive"],
    },
  ),

  c(
    "tj-bayfront-trial",
    "education",
    client("Prof. Alan Reyes", "Bayfront University School of Nursing"),
    [
      rep(`Notes – Bayfront School of Nursing
- Prof. Reyes (Dean) agreed to a pilot of our simulation-based assessment platform with two cohorts in January
- Blackboard is their incumbent LMS for assessment, they are unhappy with it
- They are also talking to D2L Brightspace about the same project, D2L presents next month
- No budget figure yet, the Dean says funding comes from the faculty's own line`),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["Blackboard", "D2L Brightspace"],
    },
  ),

  c(
    "tj-copperleaf-security-fail",
    "fintech",
    client("Nadia Petrova", "Copperleaf Payments", { currency: "EUR" }),
    [
      rep(
        "Copperleaf: we failed their vendor security review. Their pen-test firm, NCC Group, flagged our SSO setup and their parent bank, Halvorsen Group, won't accept the risk. Nadia says the €85k a year deal is off.",
      ),
      ai("Ask whether a remediation plan would reopen the review before closing it out."),
      rep("Asked. Her answer: final, no re-review."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€85k/year",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "tj-route9-callback-fr",
    "logistics",
    client("Julien Marchand", "Route 9 Messagerie", { currency: "EUR" }),
    [
      rep(`Message de Julien (LinkedIn) :
"Merci pour votre message. Nous utilisons déjà Shippeo pour le suivi des livraisons, mais le contrat se termine en juin. Rappelez-moi le 7 janvier, on regardera à ce moment-là."`),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-01-07",
      competitors: ["Shippeo"],
    },
  ),

  c(
    "tj-summit-health-won",
    "healthcare",
    client("Janet Cole", "Summit Regional Health"),
    [
      rep(`Fwd: Signed agreement

From: Janet Cole <jcole@summitregional.org>
Date: Wed, 18 Nov 2026 08:31
Subject: Signed agreement – revenue cycle platform

Attached is the countersigned agreement ($310,000, three years). The committee chose you over Oracle Health and MEDITECH; MEDITECH was a close second. Let's set up the kickoff.`),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$310k",
      followupDue: "2026-11-20",
      competitors: ["Oracle Health", "MEDITECH"],
    },
  ),

  c(
    "tj-atelier-msa-trap",
    "agency",
    client("Harriet Cole", "Atelier North", { currency: "GBP" }),
    [
      rep(`Atelier North – where things stand
- £42,000 a year for the resourcing and forecasting platform, 120 seats
- Their holding company's legal team (WPP) is marking up our MSA, mainly IP and liability
- Google is their biggest client and requires the data to stay in the UK
- Harriet (COO) is pushing to sign this month`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "£42k/year",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tj-voltway-helpdesk-proposal",
    "saas",
    client("Daniel Osei", "Voltway Energy"),
    [
      rep(
        "Voltway (VP Support Daniel Osei) is evaluating Zendesk, Freshdesk and Intercom alongside us for the customer helpdesk. Sent our proposal yesterday. Daniel says the budget is around $60k and he wants to pick a vendor before Christmas.",
      ),
      rep("Our Slack Connect channel with them is set up, he answers fast there."),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "$48k–$72k",
      followupDue: "2026-11-19",
      competitors: ["Zendesk", "Freshdesk", "Intercom"],
    },
  ),

  c(
    "tj-harbor-infor-es",
    "manufacturing",
    client("Javier Ortega", "Harbor Metal Ibérica", { currency: "EUR" }),
    [
      rep(`Nota de la llamada con Javier Ortega (director financiero):
"Seguimos con SAP Business One hasta marzo. Infor nos ofreció un 12% de descuento, así que necesitamos que mejoréis las condiciones de pago. Vuestra oferta de 95.000 € nos convence si el contrato queda cerrado antes del 15 de diciembre."`),
      rep("We're on the contract terms with their legal now. ERP, 3 plants."),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€95k",
      followupDue: "2026-11-19",
      competitors: ["SAP Business One", "Infor"],
    },
  ),

  c(
    "tj-lattice-not-this-year",
    "fintech",
    client("Ben Akerman", "Lattice Credit Union"),
    [
      rep(`Lattice Credit Union – CRM note
- Ben (CTO) says "not this year": the board froze all new tech spend after the audit by EY
- The fraud-monitoring project is cancelled, not postponed; they didn't give a restart date
- Our quote was $67,500`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$67.5k",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "tj-pinecrest-won-runnerup",
    "education",
    client("Dr. Maria Alvarez", "Pinecrest Unified"),
    [
      rep(
        "Pinecrest Unified board approved us last night and the purchase order came through today: $27,500 for the math intervention program across 6 schools. IXL came second, Khan Academy Districts third.",
      ),
      rep("Dr. Alvarez wants teacher training scheduled in January."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$27.5k",
      followupDue: "2026-11-20",
      competitors: ["IXL", "Khan Academy Districts"],
    },
  ),
];
