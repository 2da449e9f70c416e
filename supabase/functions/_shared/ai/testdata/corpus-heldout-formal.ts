// Held-out conversations in a formal, e-mail-heavy voice: forwarded threads with headers,
// signatures and disclaimers, call reports, meeting minutes, procurement and legal wording, in
// British and American spelling. Written by a helper who never read or ran the analyser, from
// LABELLING.md alone; the labels were written before the analyser ever ran on them.

import type { Attachment } from "../types.ts";
import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

const textFile = (name: string, text: string): Attachment => ({
  name,
  mimeType: "text/plain",
  size: new TextEncoder().encode(text).length,
  text,
});

export const HELDOUT_FORMAL: CorpusCase[] = [
  // ---------------------------------------------------------------- CLOSED_WON

  c(
    "hf-stmarys-po",
    "healthcare",
    client("Linda Okafor", "St. Mary's Regional Medical Center"),
    [
      rep(`---------- Forwarded message ---------
From: Linda Okafor <lokafor@stmarysrmc.org>
Date: Wed, Nov 18, 2026 at 7:12 AM
Subject: PO 4500091733 - Patient Flow Platform (Year 1)
To: Daniel Reese <d.reese@wardwise.com>

Daniel,

Please find attached our purchase order 4500091733 for the Patient Flow Platform as per your quotation Q-11872, total $186,400.00. Invoices must quote the PO number and be addressed to ap@stmarysrmc.org.

We will decommission TeleTracking at the end of its current term, so please coordinate the cut-over with Mark Jensen (IT).

Kind regards,

Linda Okafor
Director of Supply Chain
St. Mary's Regional Medical Center

CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended solely for the addressee and may contain confidential or privileged information. If you are not the intended recipient, please notify the sender and delete this message.`),
      rep("PO came through this morning. Please draft a kick-off agenda for the implementation."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$186.4k",
      followupDue: "2026-11-20",
      competitors: ["TeleTracking"],
    },
  ),

  c(
    "hf-halden-countersigned",
    "construction",
    client("Graham Whitlock", "Halden & Pryce Construction", {
      currency: "GBP",
      stage: "NEGOTIATION",
      priority: "HIGH",
      dealValue: 240000,
    }),
    [
      rep(`Call report - 9 November 2026
Attendees: Graham Whitlock (Commercial Director), Fiona Chen (Legal Counsel), Oliver Grant (Account Executive).

Halden & Pryce have shortlisted us and Procore for the site-management platform across their 31 live sites. Contract value under discussion: £240,000 over three years. Their legal team have returned redlines on the limitation of liability clause (they want 150% of annual fees) and on data residency (UK only). Graham expects a decision within the month.`),
      ai(
        "With Procore still in the frame, concede UK data residency, which costs you little, and hold the liability cap at 100% of annual fees in exchange for a three-year commitment.",
      ),
      rep(`From: Fiona Chen <fiona.chen@haldenpryce.co.uk>
Sent: 17 November 2026 18:04
To: Oliver Grant
Cc: Graham Whitlock
Subject: RE: Master Services Agreement - execution version

Oliver,

Further to our call, please find attached the Master Services Agreement, countersigned on behalf of Halden & Pryce Construction Ltd. Please retain the fully executed copy for your records.

We look forward to working with you.

Fiona Chen
Legal Counsel
Halden & Pryce Construction Ltd
Registered in England and Wales, company no. 04418832

This email and any attachments are confidential and may be legally privileged. If you have received it in error, please notify the sender and delete it.`),
      rep("Legal countersigned last night. Graham confirmed Procore has been informed."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£240k",
      followupDue: "2026-11-20",
      competitors: ["Procore"],
    },
  ),

  c(
    "hf-albergo-deposit",
    "hospitality",
    client("Chiara Benedetti", "Gruppo Albergo Lario", { currency: "EUR" }),
    [
      rep(
        "Note for the file: Gruppo Albergo Lario (four hotels on Lake Como) has accepted our order confirmation OC-2026-0412 for the restaurant and bar POS, 38 terminals, order total €47,500 excl. VAT. Their finance office paid the 30% deposit (€14,250) yesterday and our accounts team confirmed receipt this morning. They are replacing Lightspeed, whose contract ends on 31 January 2027.",
      ),
      rep(
        "Chiara Benedetti (Group F&B Director) has asked for an installation plan per property. Please prepare a checklist.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€47.5k",
      followupDue: "2026-11-20",
      competitors: ["Lightspeed"],
    },
  ),

  c(
    "hf-northlight-order-form",
    "media",
    client("Marc-André Tremblay", "Northlight Media Group", { currency: "CAD" }),
    [
      rep(`From: Marc-André Tremblay <matremblay@northlightmedia.ca>
Sent: Tuesday, November 17, 2026 4:41 PM
To: Sarah Lindqvist
Subject: RE: Order Form NMG-2026-07 - Media Monitoring Suite

Sarah,

Signed copy attached. Please send the invoice to our accounts payable team.

Marc-André Tremblay
VP, Communications
Northlight Media Group

> From: Sarah Lindqvist
> Sent: Monday, November 16, 2026 9:02 AM
> Subject: Order Form NMG-2026-07 - Media Monitoring Suite
>
> Marc-André,
>
> As agreed on Friday, attached is the order form for the Media Monitoring Suite: 25 users, annual subscription of C$36,000, 12-month initial term, with migration of your saved searches from Meltwater before its renewal on 31 December.
>
> Best regards,
> Sarah`),
      rep("We're live on the order form, signed. Please log it."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "C$36k/year",
      followupDue: "2026-11-20",
      competitors: ["Meltwater"],
    },
  ),

  c(
    "hf-vestvind-executed",
    "energy",
    client("Ingrid Solheim", "Vestvind Energi AS", {
      currency: "NOK",
    }),
    [
      rep(`Minutes - Vestvind Energi AS, Teams call, 16 November 2026
Present: Ingrid Solheim (Head of Asset Management), Per Haugland (Procurement), Tomás Reyes (Account Director)

1. Scope: condition-monitoring service for 42 turbines at the Hitra and Smøla sites.
2. Commercials: contract value NOK 2,400,000 over three years, invoiced quarterly in arrears.
3. Alternatives: Vestvind also evaluated Kongsberg Digital and Nordlys Systems; the evaluation panel ranked our bid first.
4. Next step: procurement to issue the contract for signature.`),
      rep(
        "Update 18 Nov: got the green light, contract executed by both parties this morning. Per sent the signed PDF.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "NOK 2.4M",
      followupDue: "2026-11-20",
      competitors: ["Kongsberg Digital", "Nordlys Systems"],
    },
  ),

  c(
    "hf-tczew-award",
    "public sector",
    client("Katarzyna Wójcik", "Gmina Miejska Tczew", { currency: "PLN" }),
    [
      rep(`---------- Forwarded message ---------
From: Biuro Zamówień Publicznych <zamowienia@tczew.pl>
Date: Mon, 16 Nov 2026, 14:20
Subject: Notification of contract award - ZP.271.38.2026 Fleet telematics for municipal vehicles
To: tenders@telemetrix.pl

Dear Sirs,

Pursuant to the Public Procurement Law, the Contracting Authority hereby notifies that in proceedings ZP.271.38.2026 the most advantageous tender was submitted by Telemetrix Sp. z o.o., tender price PLN 640,000.00 gross.

Other tenders received: Webfleet (PLN 702,300.00) and Samsara (PLN 688,000.00).

The contract was signed by the Mayor on 16 November 2026 and has been dispatched by registered post.

Katarzyna Wójcik
Public Procurement Office, Tczew Town Hall`),
      rep("We won Tczew. The signed contract is in the post."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "PLN 640k",
      followupDue: "2026-11-20",
      competitors: ["Webfleet", "Samsara"],
    },
  ),

  c(
    "hf-murray-remittance",
    "agriculture",
    client("Bronwyn Hale", "Murray Valley Growers Co-operative", { currency: "AUD" }),
    [
      rep(
        "Remittance advice attached. Murray Valley Growers have paid invoice INV-2291 in full (soil-moisture probe network, 60 probes plus the first year of the data service). Their board signed off last week and the funds have cleared.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "A$58.9k",
      followupDue: "2026-11-20",
    },
    [
      textFile(
        "remittance-advice-INV-2291.txt",
        `REMITTANCE ADVICE
Payer: Murray Valley Growers Co-operative Ltd (ABN 41 093 552 118)
Payee: AgriSense Pty Ltd
Payment date: 17/11/2026
Method: EFT

Invoice      Description                                   Amount
INV-2291     Soil-moisture probe network (60 probes),      A$58,900.00
             installation and 12-month data service

Total paid: A$58,900.00

Queries: accounts@mvgrowers.com.au`,
      ),
    ],
  ),

  c(
    "hf-deccan-po",
    "education",
    client("Prof. Anand Kulkarni", "Deccan Institute of Technology", { currency: "INR" }),
    [
      rep(
        "Call report - 17 November 2026. Prof. Anand Kulkarni (Dean, Academic Affairs) confirmed that the Finance Committee has approved the learning-platform licence for 9,000 students at INR 42,00,000 (forty-two lakh) in total, and that the purchase order was issued yesterday evening. The Blackboard pilot in the engineering faculty will be wound down at the end of the semester.",
      ),
      rep("PO number DIT/PUR/2026/1148. Please prepare the onboarding plan."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "₹4.2M",
      followupDue: "2026-11-20",
      competitors: ["Blackboard"],
    },
  ),

  c(
    "hf-kingsbridge-signed",
    "education",
    client("Bursar", "Kingsbridge Academy Trust"),
    [
      rep(
        "Kingsbridge Academy Trust: signed cleaning services contract returned by the Bursar today, countersigned by the Chair of Trustees. Service starts 4 January.",
      ),
    ],
    { stage: "CLOSED_WON", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-20" },
  ),

  // ---------------------------------------------------------------- CLOSED_LOST

  c(
    "hf-carrow-samsara",
    "logistics",
    client("Derek Holloway", "Carrow Freight Lines", { stage: "PROPOSAL" }),
    [
      rep(
        "Carrow Freight Lines, 310 tractors. Proposal sent 2 November. Derek Holloway (VP Fleet Operations) had said the budget was 'roughly $100,000 all in'. They were also trialling Motive on 15 trucks.",
      ),
      rep(`From: Derek Holloway <dholloway@carrowfreight.com>
Sent: Tuesday, November 17, 2026 3:15 PM
To: Account Team
Subject: Telematics decision

Thank you for the time your team invested in our evaluation. After careful consideration we have decided to go with Samsara for the fleet telematics program. The decision was taken by our executive committee.

Regards,
Derek Holloway
VP Fleet Operations | Carrow Freight Lines`),
      rep("They went with Samsara. Please close it out."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$80k–$120k",
      followupDue: "2027-02-16",
      competitors: ["Motive", "Samsara"],
    },
  ),

  c(
    "hf-rhone-cfo",
    "finance",
    client("Béatrice Sutter", "Banque Privée Rhône SA", { currency: "CHF" }),
    [
      rep(`---------- Forwarded message ---------
From: Béatrice Sutter <b.sutter@bprhone.ch>
Date: Tue, 17 Nov 2026 at 09:30
Subject: Payroll replacement project

Dear Mr. Hartmann,

I regret to inform you that our CFO, Mr. Laurent Favre, has decided not to proceed with the payroll replacement project. We will remain on Abacus for the foreseeable future, and the budget of CHF 120,000 that had been approved has been reallocated to regulatory reporting.

Thank you for the considerable effort your team has made.

Yours sincerely,
Béatrice Sutter
Head of Human Resources
Banque Privée Rhône SA

This e-mail may contain confidential information. Any unauthorised use or disclosure is prohibited.`),
      rep("CFO killed the project."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "CHF 120k",
      followupDue: "2027-02-16",
      competitors: ["Abacus"],
    },
  ),

  c(
    "hf-pennine-frozen",
    "healthcare",
    client("Helen Marsh", "North Pennine NHS Foundation Trust", {
      currency: "GBP",
      stage: "NEGOTIATION",
    }),
    [
      rep(
        "Call report, 16 November 2026. Helen Marsh (Deputy Director of Workforce) informed us that the Trust Board has imposed an immediate freeze on all non-clinical discretionary spend following the month 7 financial position. The e-rostering replacement (£85,000 over two years) is shelved and the Trust will extend its Allocate contract for a further year. Helen was clear that there is no prospect of the project returning to the agenda this financial year or next.",
      ),
      rep("Budget got frozen, project shelved. Please record the outcome."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "£85k",
      followupDue: "2027-02-16",
      competitors: ["Allocate"],
    },
  ),

  c(
    "hf-meridian-security",
    "insurance",
    client("Rachel Kim", "Meridian Mutual Insurance"),
    [
      rep(`From: Information Security Office <infosec@meridianmutual.com>
Sent: Monday, November 16, 2026 11:47 AM
To: Vendor Management; Rachel Kim
Subject: Vendor Risk Assessment VRA-2026-219 - Outcome

Dear Vendor,

Your submission for the managed cloud hosting engagement has been assessed against our Third-Party Risk Standard. Outcome: NOT APPROVED.

Findings:
(1) No SOC 2 Type II report covering the last 12 months.
(2) Encryption keys are not customer-managed.
(3) Sub-processor list incomplete.

Vendors that are not approved may not be engaged. IT Infrastructure will continue to consolidate workloads on AWS.

Information Security Office
Meridian Mutual Insurance Company

This message may contain confidential and/or privileged information. If you are not the addressee, you must not use, copy or disclose it.`),
      rep(
        "So we failed their security review. Rachel (Head of Infrastructure) says procurement will not reopen the engagement.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["AWS"],
    },
  ),

  c(
    "hf-bergslagen-priced-out",
    "manufacturing",
    client("Johan Lindgren", "Bergslagen Gruv & Maskin AB", { currency: "SEK" }),
    [
      rep(
        "Bergslagen Gruv & Maskin: our quotation for the spherical roller bearings framework (SEK 2,100,000 in total, deliveries through 2027) was not accepted. Johan Lindgren (Purchasing Manager) wrote: 'Your technical offer was strong, but SKF came in roughly 18% below your price and we have awarded the framework agreement to them.'",
      ),
      rep("We were priced out. Please summarise the lessons learned for the team."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "SEK 2.1M",
      followupDue: "2027-02-16",
      competitors: ["SKF"],
    },
  ),

  c(
    "hf-aarhus-2028",
    "education",
    client("Mette Kjær", "Aarhus Tekniske Gymnasium", { currency: "DKK", stage: "PROPOSAL" }),
    [
      rep(`From: Mette Kjær <mkj@atg-aarhus.dk>
Sent: 17 November 2026 13:05
Subject: Tender for cleaning services

Dear Ms. Holm,

Thank you for your proposal of DKK 380,000 per year for the daily cleaning of our two buildings. The school board has decided not to outsource cleaning this year. Perhaps in 2028.

Kind regards,
Mette Kjær
Facilities Manager, Aarhus Tekniske Gymnasium`),
      rep("Not this year, maybe 2028. Treat as lost."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "DKK 380k/year",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "hf-sakura-incumbent",
    "hospitality",
    client("Kenji Watanabe", "Hotel Sakura Kyoto Group", { currency: "JPY" }),
    [
      rep(`Meeting minutes - 13 November 2026, Kyoto
Present: Mr. Kenji Watanabe (General Manager), Ms. Aiko Mori (IT Manager), Yuki Tanaka and Paul Evans (our team)

1. Property management system replacement for five hotels; our proposal value ¥12,000,000 including migration and training.
2. Mr. Watanabe raised concerns about re-training front-desk staff during the cherry-blossom season.
3. The management committee will decide on 17 November.`),
      rep(`Forwarded (translated from Japanese):

From: Kenji Watanabe
Sent: 17 November 2026 18:20
Subject: Result of consideration

After consideration by the management committee, we have decided to stay with our current supplier, Oracle OPERA, and to renew for three years. We are grateful for your proposal and your patience.`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "¥12M",
      followupDue: "2027-02-16",
      competitors: ["Oracle OPERA"],
    },
  ),

  c(
    "hf-cerrado-final",
    "agriculture",
    client("Rodrigo Almeida", "Agropecuária Cerrado Verde", { currency: "BRL" }),
    [
      rep(
        "Call report, 10 November: Rodrigo Almeida (Operations Director) told us the owners prefer the other bid for the precision-spraying platform on their 18,000 hectares. Our proposal stood at R$ 850.000,00. How can I rescue this?",
      ),
      ai(
        "Ask for a meeting with the owners to appeal, and offer a paid pilot on one farm so they can compare results before committing.",
      ),
      rep(
        "Appealed as suggested. Rodrigo's reply: 'We appreciate the pilot offer, but we have signed with Solinftec. The decision is final.'",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "R$850k",
      followupDue: "2027-02-16",
      competitors: ["Solinftec"],
    },
  ),

  // ---------------------------------------------------------------- LEAD

  c(
    "hf-atlantic-enlit",
    "energy",
    client("Dr. Siobhan Keane", "Atlantic Grid Services"),
    [
      rep(`---------- Forwarded message ---------
From: Dr. Siobhan Keane <s.keane@atlanticgrid.ie>
Date: Mon, 16 Nov 2026, 16:02
Subject: Following up from Enlit Europe

Dear Mr. Byrne,

Thank you for the conversation at your stand at Enlit Europe last week. We are at a very early stage of scoping a replacement for our outage management tooling and no budget has yet been allocated. Our internal review will not conclude until the new year; I would be grateful if you could contact me on Monday 11 January 2027, when I shall have more clarity.

Best regards,
Dr. Siobhan Keane
Head of Network Operations
Atlantic Grid Services`),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2027-01-11" },
  ),

  c(
    "hf-orbis-nda",
    "media",
    client("Jonathan Pierce", "Orbis Broadcasting"),
    [
      rep(
        "Orbis Broadcasting: we signed the NDA (mutual, two years) yesterday so that they can share details of their archive. Jonathan Pierce (Director of Engineering) contacted us after our webinar; they are exploring options for digitising 40 years of tape archive. No budget, timeline or decision process discussed yet. Introductory discovery call set for next Tuesday.",
      ),
    ],
    { stage: "LEAD", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),

  c(
    "hf-brandt-webform",
    "logistics",
    client("Sven Ohlendorf", "Brandt Logistik GmbH"),
    [
      rep(
        "Inbound web form, Brandt Logistik GmbH (Duisburg): warehouse manager Sven Ohlendorf asks whether we offer contract cleaning for a 12,000 m² distribution centre. No budget or timeline given.",
      ),
    ],
    { stage: "LEAD", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),

  c(
    "hf-waikato-fund",
    "agriculture",
    client("Hemi Walker", "Waikato Dairy Collective", { currency: "NZD" }),
    [
      rep(`From: Hemi Walker <hemi@waikatodairy.co.nz>
Sent: Tuesday, 17 November 2026 8:15 a.m.
Subject: Herd-health sensors

Kia ora Jess,

Thank you for the brochure and the introductory call. The Collective has applied to the regional innovation fund and there is no purchasing budget until the outcome is announced. Please contact us again on 1 March 2027, when the fund decision is due.

Ngā mihi,
Hemi Walker
Chair, Waikato Dairy Collective`),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2027-03-01" },
  ),

  c(
    "hf-lakeshore-cold",
    "manufacturing",
    client("Gary Novak", "Lakeshore Precision Castings", { currency: "CAD" }),
    [
      rep(
        "Status note, Lakeshore Precision Castings: met Gary Novak (Plant Manager) at FABTECH in September; he was interested in our vibration sensors but said 'maybe next year'. Three e-mails since (28 September, 19 October, 9 November), all unanswered. For the record, his sign-off limit is C$25,000 without head-office approval. No budget discussed.",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  // ---------------------------------------------------------------- QUALIFIED

  c(
    "hf-lonestar-champion",
    "dental",
    client("Dr. Priya Raman", "Lone Star Dental Partners", { stage: "QUALIFIED" }),
    [
      rep(
        "Lone Star Dental Partners (14 clinics): Dr. Priya Raman, Clinical Director and our champion, confirmed a capital budget of at least $300,000 for CBCT imaging units. They are also looking at Carestream and Planmeca. Demo agreed.",
      ),
      rep(`---------- Forwarded message ---------
From: Dr. Priya Raman <praman@lonestardental.com>
Date: Tue, Nov 17, 2026 at 6:48 PM
Subject: Handover

Dear Alex,

I wanted to let you know personally that I am leaving LSDP at the end of this week to take up a post in Denver. The imaging project continues: our COO, Brian Castillo, will own it and has asked that the demo on December 3rd go ahead as planned. He is keen to have the units installed before our fiscal year closes on December 31.

Warm regards,
Priya`),
      rep("Lost our champion but the project continues. What should I send Brian?"),
      ai(
        "Send Brian a short recap of the agreed demo agenda, the installation lead times for December, and a one-page comparison of your units against Carestream and Planmeca on dose and image quality.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "HIGH",
      budgetBand: "$300k+",
      followupDue: "2026-11-19",
      competitors: ["Carestream", "Planmeca"],
    },
  ),

  c(
    "hf-dublin-steering",
    "education",
    client("Dr. Niamh Gallagher", "Dublin Institute of Applied Sciences", { currency: "EUR" }),
    [
      rep(
        `Extract from the minutes of the IT Steering Committee, 12 November 2026 (provided by Dr. Niamh Gallagher, CIO):

Item 4: Research computing hosting.
4.1 The Committee noted that the current arrangement with OVHcloud expires in August 2027.
4.2 The Committee approved an annual budget of €90,000 for research hosting from 2027/28.
4.3 The Committee agreed a 30-day proof of concept with the vendor, commencing 1 December 2026.
4.4 Procurement to be consulted on the route to market once the proof of concept has concluded.`,
      ),
      rep("The steering committee approved the PoC. Niamh will be our main contact."),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "€90k/year",
      followupDue: "2026-11-23",
      competitors: ["OVHcloud"],
    },
  ),

  c(
    "hf-vejle-site-visit",
    "manufacturing",
    client("Lars Mikkelsen", "Vejle Stål A/S", { currency: "DKK" }),
    [
      rep(`CALL REPORT
Customer: Vejle Stål A/S
Date: 16 November 2026
Participants: Lars Mikkelsen (Head of Operations), Karen Dahl (Maintenance Lead), Nils Brandt (Sales Engineer)

Summary:
- Unplanned downtime on the two rolling mills cost them 340 hours last year; Lars wants predictive maintenance on all main drives.
- A capex budget of DKK 1.5 million for predictive maintenance has been approved for 2027; Lars is the budget holder.
- Site visit confirmed for Tuesday 24 November to survey the drives.
- No proposal to be prepared until after the site visit.`),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "DKK 1.5M", followupDue: "2026-11-23" },
  ),

  c(
    "hf-krause-works-council",
    "manufacturing",
    client("Sabine Krause", "Krause Metallbau GmbH", { currency: "EUR" }),
    [
      rep(`From: Sabine Krause <s.krause@krause-metallbau.de>
Sent: Monday, 16 November 2026 11:20
To: Jens Hartmann
Subject: Trial of time-recording terminals - Chemnitz plant

Dear Mr. Hartmann,

We confirm our interest in a trial of your time-recording terminals at the Chemnitz plant. As you know, under the Works Constitution Act the works council must approve any system that records employees' working time; the works council will consider the matter at its meeting on 15.01.2027.

Our budget for the replacement is around €60,000. The current ATOSS licence runs until June 2027.

I should like to prepare the works council submission with you over the next two weeks, and would be grateful for your data-protection documentation before my meeting with the works council chair on 3/12.

With kind regards,
Sabine Krause
Head of HR, Krause Metallbau GmbH
Managing Directors: Dieter Krause, Anja Krause | Register court: Chemnitz HRB 12345`),
      rep("So the trial depends on the works council in January. Preparing the documents."),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "€48k–€72k",
      followupDue: "2026-11-23",
      competitors: ["ATOSS"],
    },
  ),

  c(
    "hf-thameside-demo",
    "hospitality",
    client("Rupert Ashdown", "Thameside Hotels Ltd", { currency: "GBP" }),
    [
      rep(
        "Preparing a first call with Thameside Hotels (three hotels, five restaurants) about our EPOS. What should I ask?",
      ),
      ai(
        "Confirm who signs off, the budget and the timeline. Ask whether they are also looking at Square or Lightspeed, and what their current till system costs them.",
      ),
      rep(
        "Call done. Rupert Ashdown (Head of Operations) signs off; he confirmed a budget of up to £45,000 for the group's EPOS refresh. They are comparing us with Toast only. Demo booked for Thursday 26 November at the Richmond hotel.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "up to £45k",
      followupDue: "2026-11-23",
      competitors: ["Toast"],
    },
  ),

  c(
    "hf-lindau-workshop",
    "energy",
    client("Dr. Katrin Vogel", "Stadtwerke Lindau", { currency: "EUR" }),
    [
      rep(
        "Stadtwerke Lindau (municipal utility) approached us at the BDEW congress about meter-data management. Contact: Dr. Katrin Vogel, Head of Metering.",
      ),
      ai(
        "Find out the number of meters, the current meter-data system, when its contract ends and who makes the decision.",
      ),
      rep(
        "Call on 5 November: 48,000 meters, currently on robotron, contract ending in 2027. The Management Board decides on the recommendation of the IT steering committee.",
      ),
      rep("Signed the NDA on 9 November so that they can share their interface specifications."),
      rep("Workshop held on 16 November in Lindau; minutes attached."),
      ai(
        "The minutes show a budget and an agreed pilot. Before writing any proposal, agree the pilot's success criteria in writing.",
      ),
      rep("Katrin confirmed the pilot starts in Q1 and will send us her success criteria."),
      rep("She asked me to call her on Monday 30 November to go through them."),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "€200k–€250k",
      followupDue: "2026-11-30",
      competitors: ["robotron"],
    },
    [
      textFile(
        "Minutes-Workshop-Stadtwerke-Lindau-2026-11-16.txt",
        `MINUTES OF THE WORKSHOP: METER-DATA MANAGEMENT
Stadtwerke Lindau, Room 2.14, 16.11.2026, 10:00-13:30
Present: Dr. Katrin Vogel (Head of Metering), Thomas Huber (IT Infrastructure), Eva Sauter (Procurement), two representatives of the vendor
Minutes taken by: Eva Sauter

1. Current situation
The utility operates approximately 48,000 electricity and gas meters. Meter data is managed in robotron; the contract ends on 31.12.2027 and will not be extended in its present form.

2. Requirements
Smart-meter gateway integration, validation and substitution of readings, market communication interfaces, hosting in Germany.

3. Budget
The Management Board has earmarked between €200,000 and €250,000 for the replacement (implementation, excluding annual licences).

4. Pilot
A pilot with 2,000 meters was agreed, to start in Q1 2027. Dr. Vogel will circulate the success criteria.

5. Next steps
No proposal is requested before the pilot has concluded. The IT steering committee will be informed at its next meeting.`,
      ),
    ],
  ),

  // ---------------------------------------------------------------- PROPOSAL

  c(
    "hf-shannon-budget-battle",
    "insurance",
    client("Declan Byrne", "Shannon Life Assurance DAC", { currency: "EUR" }),
    [
      rep(`From: Declan Byrne <declan.byrne@shannonlife.ie>
Sent: 17 November 2026 17:36
To: Emma Walsh
Subject: Good news

Hi Emma,

I won the internal budget battle: the Executive Committee has ring-fenced €150,000 for the claims-automation project in 2027. I now need a formal quote from you by the end of the month so that I can raise the requisition before the December spending freeze.

Regards,
Declan Byrne
Head of Claims

Shannon Life Assurance DAC is regulated by the Central Bank of Ireland.`),
      rep("He won the budget battle on his side; now he needs the quote. Drafting it today."),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "€150k", followupDue: "2026-11-19" },
  ),

  c(
    "hf-harlan-rfp",
    "public sector",
    client("Purchasing Agent", "Harlan County"),
    [
      rep(
        "Harlan County has issued RFP 2026-117 for fleet telematics; excerpt attached. We intend to bid. The questions deadline is November 30.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "up to $400k",
      followupDue: "2026-11-19",
      competitors: ["Geotab"],
    },
    [
      textFile(
        "RFP-2026-117-excerpt.txt",
        `HARLAN COUNTY, OFFICE OF THE PURCHASING AGENT
REQUEST FOR PROPOSALS No. 2026-117
FLEET GPS TELEMATICS AND DRIVER SAFETY SOLUTION

1. Sealed proposals will be received by the Purchasing Agent until 2:00 p.m. local time on December 10, 2026. Late proposals will not be considered.
2. Background: the County operates 620 vehicles. Geotab devices are currently installed on approximately 40% of the fleet; the successful proposer shall either integrate or replace them.
3. Budget: the not-to-exceed contract amount is $400,000 for the initial three-year term.
4. Questions must be submitted in writing no later than November 30, 2026.
5. Award is subject to approval by the Board of Commissioners.`,
      ),
    ],
  ),

  c(
    "hf-keller-quote",
    "manufacturing",
    client("Dr. Martin Keller", "Keller Präzisionstechnik AG", { currency: "CHF" }),
    [
      rep(
        "Quote Q-2026-1187 sent on Monday (attached) for the spindle retrofit on four machining centres. Dr. Martin Keller (COO), who holds the budget, has it and will decide at their steering committee on 2 December.",
      ),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "CHF 86,750", followupDue: "2026-11-19" },
    [
      textFile(
        "Q-2026-1187.txt",
        `QUOTATION Q-2026-1187
Date: 16.11.2026
Customer: Keller Präzisionstechnik AG, Industriestrasse 14, 6300 Zug
Attn: Dr. Martin Keller, COO

Pos  Description                                        Qty   Unit price     Total
1    Motor spindle retrofit, 24,000 rpm, incl. sensors    4   CHF 18,900.00  CHF 75,600.00
2    Installation and commissioning (days)                6   CHF 1,525.00   CHF 9,150.00
3    Operator training (half-day)                         2   CHF 1,000.00   CHF 2,000.00

Total (excl. VAT): CHF 86,750.00
Validity: 30 days. Delivery: 8 weeks from order. Payment: 30 days net.`,
      ),
    ],
  ),

  c(
    "hf-sabor-proposal",
    "hospitality",
    client("Elena Ruiz", "Sabor Restaurant Group"),
    [
      rep(
        "For context: we lost Harbor Grill to Toast last week, so I want this one tight. Sabor Restaurant Group (22 locations, about 110 terminals) has asked for a proposal to replace Square across all sites. Their CEO, Elena Ruiz, wants it by Friday. No budget figure shared.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: null,
      followupDue: "2026-11-19",
      competitors: ["Square"],
    },
  ),

  c(
    "hf-sundsvall-licence",
    "education",
    client("Åsa Berg", "Sundsvalls Folkhögskola", { currency: "SEK" }),
    [
      rep(
        "Sent the proposal to Sundsvalls Folkhögskola for the 40-seat licence, SEK 96,000 per year. Awaiting their reply.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "SEK 96k/year",
      followupDue: "2026-11-23",
    },
  ),

  // ---------------------------------------------------------------- NEGOTIATION

  c(
    "hf-vandam-pilot",
    "logistics",
    client("Pieter de Vries", "Van Dam Transport B.V.", { currency: "EUR", stage: "QUALIFIED" }),
    [
      rep(`Call report - 17 November 2026
Attendees: Pieter de Vries (Head of Fleet), Anouk Smit (CFO), Ruud Janssen and Lisa Meijer (our team)

- The 60-day pilot on 20 trucks was a success: fuel consumption down 6.8%, idling down 31%.
- Rollout to all 450 trucks: our list price is €310,000 for three years. Anouk asked for 12% off and a 36-month payment schedule.
- Transics, their incumbent on the trailer side, has offered to extend to the tractors at a lower price.`),
      rep(
        "The pilot was a success, now negotiating the rollout price. Anouk wants our revised offer before their board meeting on 1 December.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€310k",
      followupDue: "2026-11-19",
      competitors: ["Transics"],
    },
  ),

  c(
    "hf-lakeview-redlines",
    "healthcare",
    client("Thomas Whitfield", "Lakeview Physician Network", { stage: "PROPOSAL" }),
    [
      rep(`From: Thomas Whitfield <twhitfield@lakeviewpn.org>
Sent: Tuesday, November 17, 2026 5:52 PM
To: Megan Doyle
Cc: Legal Department
Subject: RE: Subscription Agreement - Lakeview redlines v3

Megan,

Our counsel has reviewed v3. Two points remain open:
1. Limitation of liability: we require a super-cap of 3x annual fees for data breaches.
2. The Business Associate Agreement must be on our template.

We need the revised draft by December 3rd so that our Board can approve it at its December 8 meeting. Please note that we are keeping Epic's ambulatory module as a fallback option.

Thomas Whitfield
Chief Operating Officer
Lakeview Physician Network

This message contains confidential information intended only for the addressee. If you received it in error, please delete it and notify the sender.

> From: Megan Doyle
> Sent: Friday, November 13, 2026 10:20 AM
> To: Thomas Whitfield
> Subject: Subscription Agreement - Lakeview redlines v3
>
> Thomas,
>
> Attached is v3, reflecting the agreed annual subscription of $240,000 for the 38 clinics migrating off athenahealth, with the 5% multi-year discount applied.
>
> Kind regards,
> Megan`),
      rep("Where do we stand? I think the super-cap is the sticking point."),
      ai(
        "You are in contract negotiation with two open legal points. Offer a data-breach super-cap of 2x annual fees backed by your cyber insurance, accept their BAA template subject to your security team's review, and send the draft well before December 3rd.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$240k/year",
      followupDue: "2026-11-19",
      competitors: ["Epic", "athenahealth"],
    },
  ),

  c(
    "hf-kielder-revived",
    "energy",
    client("Alistair Brodie", "Kielder Renewables Ltd", {
      currency: "GBP",
      stage: "CLOSED_LOST",
      priority: "LOW",
      dealValue: 1200000,
    }),
    [
      rep(
        "22 September: Kielder Renewables informed us that they have awarded the transformer supply to Siemens Energy. Closed lost.",
      ),
      rep(
        "18 November update: Alistair Brodie (Head of Procurement) rang yesterday. Siemens Energy cannot meet the Q1 delivery slot, so Kielder have withdrawn the award and reopened talks with us. We are now working through the order form and the payment terms (they want 10/80/10 milestones) on our original £1.2M bid. He wants the order form agreed by the end of the month.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "£1.2M",
      followupDue: "2026-11-19",
      competitors: ["Siemens Energy"],
    },
  ),

  c(
    "hf-straits-msa",
    "finance",
    client("Wei Ling Tan", "Straits Commerce Bank", { currency: "SGD" }),
    [
      rep(`Status report - Straits Commerce Bank, as at 18 November 2026
(a) Legal have accepted our MSA subject to the MAS outsourcing clauses; the order form is being finalised.
(b) IT Security is reviewing the security schedule of the contract and our penetration-test summary; they expect to finish in two weeks.
(c) Commercial value of S$220,000 over two years agreed in principle with procurement.
(d) Wei Ling Tan (CIO) wants signature before their change freeze on 11 December.`),
    ],
    { stage: "NEGOTIATION", priority: "HIGH", budgetBand: "S$220k", followupDue: "2026-11-19" },
  ),

  c(
    "hf-otaki-amendments",
    "public sector",
    client("Aroha Ngata", "Ōtaki District Libraries", { currency: "NZD" }),
    [
      rep(
        "Ōtaki District Libraries: procurement returned our order form with two amendments: payment on the 20th of the month following invoice, and a 5% discount on the NZ$14,400 annual subscription. Aroha Ngata (Library Services Manager) wants to finalise at a meeting on Friday 20 November.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "MEDIUM",
      budgetBand: "NZ$14.4k/year",
      followupDue: "2026-11-19",
    },
  ),
  c(
    "hf-clyde-call-off",
    "public sector",
    client("Fraser McLeod", "Clydeside Council", { currency: "GBP" }),
    [
      rep(
        "Introductory call with Clydeside Council, Building Standards. Fraser McLeod (Head of Building Standards) is looking for a mobile site-inspection app for his 40 surveyors. They use Idox today and find the mobile side weak.",
      ),
      ai(
        "Qualify the budget and the procurement route early: will they buy through G-Cloud by direct award or run a further competition? Ask who chairs the decision.",
      ),
      rep(
        "Fraser confirmed a budget of £60,000 a year and a G-Cloud 14 direct award. He chairs the project board. Demo booked for 10 November.",
      ),
      rep(
        "Demo held on 10 November. The project board were positive and asked for a formal proposal.",
      ),
      ai(
        "Propose a phased rollout: one area team first, then the rest, with the pricing fixed for three years so the saving against Idox is easy to show.",
      ),
      rep("Proposal sent on 12 November: £58,000 per year on a three-year call-off term."),
      rep(`From: Corporate Procurement <procurement@clydeside.gov.uk>
Sent: 17 November 2026 15:22
To: Account Manager
Cc: Fraser McLeod
Subject: RE: G-Cloud 14 call-off - site inspection application

Dear Sir/Madam,

Thank you for your proposal. Before the Council can enter into the call-off contract we require the following:
1. acceptance of the Council's Call-Off Schedule 7 (data protection), including UK-only hosting;
2. confirmation that TUPE does not apply;
3. a reduction of 4% on the annual charge, in line with the Council's savings target.

Please note the Finance and Resources Committee meets on 10 December and all terms must be agreed beforehand.

Yours faithfully,
Corporate Procurement
Clydeside Council

> On 12 Nov 2026, Account Manager wrote:
> Please find attached our proposal for the site-inspection application: £58,000 per year, three-year term, rollout in two phases.

This e-mail is intended only for the addressee. Clydeside Council monitors e-mail for security purposes.`),
      rep(
        "Our legal team are reviewing their call-off schedule now. Fraser says he wants it settled well before the committee date.",
      ),
      rep("Which of the three points should I concede first?"),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "£58k/year",
      followupDue: "2026-11-19",
      competitors: ["Idox"],
    },
  ),
];
