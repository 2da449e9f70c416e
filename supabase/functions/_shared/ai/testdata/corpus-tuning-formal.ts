// Tuning batch in a formal, e-mail heavy voice: forwarded threads with headers, signatures and
// disclaimers, call reports, meeting minutes, tender and legal wording, British and American
// spelling. Written by a corpus helper session that never read or ran the analyser, labelled by
// LABELLING.md before the analyser ever ran on these conversations.

import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

export const TUNING_FORMAL: CorpusCase[] = [
  // ---------------------------------------------------------------- CLOSED_WON
  c(
    "tf-harlow-po",
    "construction",
    client("Denise Okafor", "Harlow Build Group"),
    [
      rep(
        `Forwarding the below from Harlow. The PO came through yesterday evening, so we are done on the commercial side. Can you draft a kick-off e-mail to their project controls team?

---------- Forwarded message ---------
From: Denise Okafor <d.okafor@harlowbuild.com>
Sent: Tuesday, November 17, 2026 4:52 PM
To: Martin Greaves <martin.greaves@siteledger.io>
Cc: Accounts Payable <ap@harlowbuild.com>
Subject: PO-4471-22 - SiteLedger Enterprise, 36-month subscription

Dear Martin,

Please find attached Purchase Order PO-4471-22 in the amount of USD 148,500.00 covering the 36-month SiteLedger Enterprise subscription, as per your quotation Q-2026-318 rev. 2. All invoices must quote the PO number and be addressed to Accounts Payable.

For your records, the steering committee approved the award on 12 November following the comparative evaluation against Procore.

Kind regards,

Denise Okafor
Senior Procurement Officer
Harlow Build Group, Inc.
T +1 (312) 555-0148

CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended solely for the addressee(s) and may contain confidential or privileged information. If you have received it in error, please notify the sender immediately and delete it from your system.`,
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$148.5k",
      followupDue: "2026-11-20",
      competitors: ["Procore"],
    },
  ),

  c(
    "tf-aurelia-countersigned",
    "finance",
    client("Dr. Lukas Brunner", "Aurelia Wealth Partners AG", {
      currency: "CHF",
    }),
    [
      rep(`---------- Forwarded message ---------
From: Legal Department <legal@aurelia-wp.ch>
Date: Wed, 18 Nov 2026, 08:05
Subject: Master Subscription Agreement - countersigned copy
To: Claire Dubois <claire.dubois@paysphere.eu>

Dear Ms Dubois,

Please find enclosed the Master Subscription Agreement and Order Form No. 1, countersigned on behalf of Aurelia Wealth Partners AG by Dr. Lukas Brunner (Chief Financial Officer) and Ms Sandra Keller (General Counsel). The annual subscription fee of CHF 96,000 will be invoiced in advance in accordance with clause 7.2.

Kind regards

Legal Department
Aurelia Wealth Partners AG | Bahnhofstrasse 41 | 8001 Zürich
Share capital CHF 2,500,000 | CHE-109.432.876 MWST

This message is confidential and may be legally privileged. Any unauthorised use or disclosure is prohibited.`),
      rep(
        "Legal countersigned this morning. The payroll migration off Abacus starts in Q1. Please log it and remind me to set up the onboarding call with their HR team.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "CHF 96k/year",
      followupDue: "2026-11-20",
      competitors: ["Abacus"],
    },
  ),

  c(
    "tf-coral-bay-order-form",
    "hospitality",
    client("Natalie Pierce", "Coral Bay Resorts Pty Ltd", {
      currency: "AUD",
    }),
    [
      rep(
        `Great result on Coral Bay. Natalie Pierce (General Manager, Food & Beverage) signed the order form via DocuSign at 7:40 this morning, so we are live on the order form, signed: A$84,000 all-in for POS hardware across four venues and 24 months of licences.

For the record, the alternative they evaluated was Oracle Simphony, which their IT team considered too heavy for a resort of their size.

Please draft a thank-you note and a short onboarding plan; installation is planned in two weeks.`,
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "A$84k",
      followupDue: "2026-11-20",
      competitors: ["Oracle Simphony"],
    },
  ),

  c(
    "tf-andrade-deposit",
    "construction",
    client("Ricardo Andrade", "Construtora Andrade Ltda.", {
      currency: "BRL",
    }),
    [
      rep(`Encaminhando / forwarding:

From: Financeiro Construtora Andrade <financeiro@construtoraandrade.com.br>
Sent: 17 November 2026 18:02
To: Beatriz Lima <beatriz.lima@modulobase.com.br>
Subject: Comprovante de pagamento - Pedido 2026/118

Prezada Beatriz,

Segue em anexo o comprovante da transferência referente ao sinal de 30% do pedido 2026/118 (módulos habitacionais para canteiro de obras), valor total do pedido R$ 420.000,00.

Atenciosamente,
Departamento Financeiro
Construtora Andrade Ltda. | CNPJ 12.345.678/0001-90`),
      rep(
        "Translation for the file: proof of transfer for the 30% deposit on order 2026/118 (site accommodation cabins), total order value R$ 420,000. So they paid the deposit yesterday. Ricardo Andrade (Director) had signed the order last week; delivery of the 12 cabins to the Campinas site is scheduled for the first week of December.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "R$420k",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-highmoor-executed",
    "energy",
    client("Fiona Grant", "Highmoor Renewables Ltd", {
      currency: "GBP",
    }),
    [
      rep(`Formal update for the pipeline review: Highmoor Renewables

We got the green light: the blade inspection services contract was executed by both parties on 16 November 2026 (signed for Highmoor by Fiona Grant, Asset Director, and by their Finance Director). Term three years, annual contract value £275,000, covering drone inspection of 96 turbines across the two Highmoor sites. We replace Cyberhawk, whose contract expires on 31 December.

First mobilisation meeting: Thursday 3 December, on site at Highmoor North.`),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£275k/year",
      followupDue: "2026-11-20",
      competitors: ["Cyberhawk"],
    },
  ),

  c(
    "tf-cedar-ridge-board",
    "education",
    client("Dr. Marcus Hill", "Cedar Ridge Unified School District"),
    [
      rep(
        `FYI, below from the district. The Board of Education approved the purchase at Monday's regular meeting and the PO was issued today.

From: Janet Morales <jmorales@cedarridgeusd.org>
Sent: Tuesday, November 17, 2026 2:15 PM
To: Kevin Tran <ktran@clearroomaudio.com>
Cc: Dr. Marcus Hill <mhill@cedarridgeusd.org>
Subject: RE: Classroom audio systems - Quote #CR-5521

Kevin,

Good news. The Board approved agenda item 14(c) on Monday night. Purchase Order 27-00412 for $62,340.00 (48 classroom audio kits, installation and teacher training, per Quote #CR-5521) has been released to your remit-to address. Please note that district purchases over $50,000 require Board approval, which is why this took a little longer than we had hoped.

Thanks,
Janet Morales
Purchasing Supervisor
Cedar Ridge Unified School District

> On Nov 3, 2026, at 9:12 AM, Kevin Tran wrote:
> Janet, attached is the revised quote reflecting the additional six classrooms at the middle school.
> Please let me know if the Board packet needs anything further from us.`,
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$62,340",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-hoshino-invoice",
    "media",
    client("Kenji Hoshino", "Hoshino Broadcasting Co., Ltd.", {
      currency: "JPY",
    }),
    [
      rep(
        "Hoshino Broadcasting: their accounts department confirmed today that invoice INV-2026-0931 for ¥1,980,000 (subtitling workflow licence and set-up) has been paid in full.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "¥1.98M",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-sahyadri-sow",
    "logistics",
    client("Arjun Deshpande", "Sahyadri Logistics Pvt. Ltd.", {
      currency: "INR",
    }),
    [
      rep(`Dear team, for the record:

Account: Sahyadri Logistics Pvt. Ltd. - warehouse management system, Bhiwandi distribution centre
Status: Statement of Work and MSA signed by Mr Arjun Deshpande (COO) on 17.11.2026; scanned copies received from their legal team this morning.
Value: ₹42,00,000 (INR 42 lakh), one-time implementation plus first-year licences.
Competition: they selected us over Unicommerce after the final presentation to the management committee.
Kick-off: on site, 1 December.`),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "₹4.2M",
      followupDue: "2026-11-20",
      competitors: ["Unicommerce"],
    },
  ),

  // ---------------------------------------------------------------- CLOSED_LOST
  c(
    "tf-thamesmead-tender",
    "public sector",
    client("Procurement Services", "London Borough of Thamesmead", { currency: "GBP" }),
    [
      rep(
        "Attached is the council's outcome letter for the cleaning services tender (Lot 2, civic buildings). In short, we were priced out: CleanCore Facilities undercut us. Please record it and draft a short, professional reply thanking them and requesting a debrief meeting.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "£412k/year",
      followupDue: "2027-02-16",
      competitors: ["CleanCore Facilities"],
    },
    [
      {
        name: "Tender_outcome_THM-FM-2026-014.txt",
        mimeType: "text/plain",
        size: 890,
        text: `LONDON BOROUGH OF THAMESMEAD
Procurement Services, Civic Centre, Thamesmead SE28
Our ref: THM-FM-2026-014 Lot 2
Date: 13 November 2026

NOTICE OF AWARD DECISION (STANDSTILL LETTER)

Dear Sir/Madam,

Thank you for your tender for the provision of cleaning services to civic buildings (Lot 2). We regret to inform you that your tender has been unsuccessful. The Council intends to award the contract to CleanCore Facilities Ltd, whose tender was assessed as the most advantageous.

Your tendered price of £412,000 per annum scored 38.5 out of 60 for price; your quality score was 33 out of 40. The successful tenderer scored 60 for price and 31 for quality.

A standstill period of ten calendar days applies from the date of this letter. Any request for further information should be sent to procurement@thamesmead.gov.uk.

Yours faithfully,

Head of Procurement
London Borough of Thamesmead`,
      },
    ],
  ),

  c(
    "tf-vesper-security",
    "media",
    client("Jonas Weber", "Vesper Media Group GmbH", {
      currency: "EUR",
    }),
    [
      rep(`From: Jonas Weber <j.weber@vesper-media.de>
Sent: Monday, 16 November 2026 17:22
To: Aoife Brennan <aoife.brennan@stratocloud.io>
Subject: AW: Vendor risk assessment - outcome

Dear Ms Brennan,

I am sorry to be the bearer of bad news. Our IT Security team has completed the vendor risk assessment and the outcome is "not approved": the proposed architecture stores playout logs in a region outside the EU, which our data protection officer cannot accept. As a result we will not be able to proceed with the managed hosting contract (€210,000 per year as quoted) and will extend our existing AWS arrangement for the coming year instead.

Thank you for the considerable effort your team has put in.

Mit freundlichen Grüßen / Kind regards
Jonas Weber
Head of Broadcast Technology
Vesper Media Group GmbH · Sitz: Köln · Amtsgericht Köln HRB 88213
Geschäftsführerin: Dr. Katrin Vogel

> Am 02.11.2026 um 10:03 schrieb Aoife Brennan:
> Dear Jonas, ahead of the security review please find attached our data-flow diagram and the
> completed CAIQ questionnaire. We remain available for any questions from your team.`),
      rep("They failed us on the security review. Painful, as the technical fit was good."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€210k/year",
      followupDue: "2027-02-16",
      competitors: ["AWS"],
    },
  ),

  c(
    "tf-huta-cfo",
    "manufacturing",
    client("Agnieszka Nowak", "Huta Silesia S.A.", {
      currency: "PLN",
    }),
    [
      rep(`Call report - Huta Silesia S.A., 17.11.2026
Contact: Agnieszka Nowak, Maintenance Manager (our sponsor).

Agnieszka called to say that the CFO, Tomasz Wieczorek, killed the bearing retrofit project at yesterday's management board meeting. Our quotation of PLN 380,000 for sealed spherical roller bearings on the hot-strip mill (including installation supervision) was not approved. She quoted him as follows: "We will keep buying like-for-like replacements from SKF; there will be no capital project on the mill in 2027."

She was apologetic and asked us to keep sending technical updates.`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "PLN 380k",
      followupDue: "2027-02-16",
      competitors: ["SKF"],
    },
  ),

  c(
    "tf-pennine-not-this-year",
    "education",
    client("Prof. Helen Carter", "Pennine University", {
      currency: "GBP",
    }),
    [
      rep(`---------- Forwarded message ---------
From: Prof. Helen Carter <h.carter@pennine.ac.uk>
Date: Thu, 12 Nov 2026 at 11:47
Subject: Online assessment platform
To: Daniel Okoye <daniel.okoye@examflow.co.uk>

Dear Daniel,

Thank you for your patience. The Education Committee considered the business case for the online assessment platform on Tuesday. I am afraid it is not this year: given the current pressure on international recruitment, the University has decided to stay with our existing Moodle quiz set-up for 2026/27. Realistically this may come back in 2028, but I cannot promise anything.

With best wishes,
Helen

Professor Helen Carter
Pro Vice-Chancellor (Education)
Pennine University

This email and any files transmitted with it are confidential and intended solely for the use of the individual or entity to whom they are addressed.`),
      rep("No figure was ever agreed; we never reached the pricing stage. Please log it."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["Moodle"],
    },
  ),

  c(
    "tf-lakeshore-epic",
    "healthcare",
    client("Dr. Rebecca Lawson", "Lakeshore Regional Medical Center"),
    [
      rep(`---------- Forwarded message ---------
From: Dr. Rebecca Lawson <rlawson@lakeshoremed.org>
Date: Fri, Nov 13, 2026 at 6:10 PM
Subject: EHR selection - outcome
To: Greg Holloway <gholloway@meridianhealthsys.com>

Greg,

I wanted you to hear this from me directly. After the final scripted demonstrations, the selection committee recommended Epic, and the Board of Trustees ratified that recommendation on Thursday. The deciding factor was the existing Epic footprint at our affiliated academic medical center.

Your team's ambulatory module was rated highest for usability, and I will say so to anyone who asks.

Best,
Rebecca

Rebecca Lawson, MD, MBA
Chief Medical Information Officer
Lakeshore Regional Medical Center`),
      rep(
        "Disappointing. They went with Epic. Please close this one out and suggest how we keep the relationship warm.",
      ),
      ai(
        "I'm sorry to hear it. I would send Dr. Lawson a gracious note thanking her for the candid feedback, ask to be kept informed of the Epic ambulatory go-live, and propose a short check-in in Q1 about adjacent needs such as patient engagement, where an Epic site often still buys specialist tools.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["Epic"],
    },
  ),

  c(
    "tf-shannonside-frozen",
    "finance",
    client("Declan Murphy", "Shannonside Credit Union", {
      currency: "EUR",
    }),
    [
      rep(`Call report - Shannonside Credit Union, 16 November 2026
Attendees: Declan Murphy (CEO), Orla Quinn (Head of Risk), myself.

Purpose: follow-up on our proposal of 21 October for the member onboarding and AML screening platform (€75,000 implementation).

Outcome: Declan informed us that, following the Central Bank's inspection findings, the board has frozen all discretionary IT budget. The onboarding project has been shelved with no restart date. In his words: "I won't pretend there's a timeline; it's off the table."`),
      ai(
        "Understood. It may be worth asking Orla Quinn whether the inspection findings create any mandatory remediation work, as that is usually funded outside discretionary budgets.",
      ),
      rep(
        "Asked. Orla confirmed remediation is being handled internally. Budget got frozen, project shelved; that is the end of it for now.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€75k",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "tf-grand-hotel-incumbent",
    "hospitality",
    client("Sophie Laurent", "Grand Hôtel du Lac", {
      currency: "EUR",
    }),
    [
      rep(`From: Sophie Laurent <s.laurent@grandhoteldulac.fr>
Sent: 17 November 2026 10:22
To: Hannah Cole <hannah.cole@linenworks.eu>
Subject: RE: Linen and laundry services - your proposal

Dear Ms Cole,

Thank you for your proposal and for the site visit last month. After careful consideration, the management committee has decided to stay with our current supplier, Elis, who have agreed to improve their collection schedule. We will therefore not be taking your proposal forward.

We will keep your details on file should our requirements change.

Yours sincerely,

Sophie Laurent
Directrice de l'Hébergement / Rooms Division Director
Grand Hôtel du Lac - Annecy
SAS au capital de 1 200 000 € - RCS Annecy 512 334 908`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["Elis"],
    },
  ),

  c(
    "tf-maasveld-final",
    "public sector",
    client("Pieter van Dijk", "Municipality of Maasveld", {
      currency: "EUR",
    }),
    [
      rep(`Forwarding the response to our objection. Unfortunately that is the end of the road.

---------- Forwarded message ---------
From: Inkoop Gemeente Maasveld <inkoop@maasveld.nl>
Date: Tue, 17 Nov 2026 at 15:30
Subject: Objection - tender 2026-INK-044 Fleet telematics
To: Liam O'Sullivan <liam.osullivan@trackwise.ie>

Dear Mr O'Sullivan,

We have reviewed your objection dated 6 November regarding the award of tender 2026-INK-044 (fleet telematics for 210 municipal vehicles). The evaluation committee has re-examined the scoring and found no error. The award to Webfleet stands; this decision is final and will not be reconsidered.

Your tender amount of €318,600 has been recorded in the procurement file.

Kind regards,

Pieter van Dijk
Senior Procurement Adviser
Municipality of Maasveld

Dit bericht is uitsluitend bestemd voor de geadresseerde. / This message is intended solely for the addressee.`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€318.6k",
      followupDue: "2027-02-16",
      competitors: ["Webfleet"],
    },
  ),

  // ---------------------------------------------------------------- LEAD
  c(
    "tf-hofgut-grant",
    "agriculture",
    client("Markus Lindner", "Hofgut Lindenau GbR", {
      currency: "EUR",
    }),
    [
      rep(`Call note - Hofgut Lindenau GbR, 16.11.2026
Contact: Markus Lindner, managing partner.

First contact: he picked up our brochure on barn-climate sensors at EuroTier and rang us. He is interested for two dairy barns (approx. 380 cows). In his words: "Without the regional modernisation grant we cannot do anything; the funding decision is due in January."

He explicitly asked us to call him back on 15.01.2027 and not before. No budget figure was given.`),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-01-15",
    },
  ),

  c(
    "tf-morawa-trade-fair",
    "manufacturing",
    client("Jan Kowalczyk", "Morawa Metal Sp. z o.o.", {
      currency: "PLN",
    }),
    [
      rep(`Visit report - trade fair contact
Event: Fabtech Europe, Hall 4, stand B22, 10 November 2026
Contact: Jan Kowalczyk, Production Manager, Morawa Metal Sp. z o.o. (sheet-metal subcontractor, approx. 220 employees)

Mr Kowalczyk stopped at the stand and enquired about our nesting software for laser cutters. They currently nest manually in CAD and lose material on mixed-thickness jobs. No information yet on budget, decision process or timing; he said the owner decides "everything above a certain amount".

We agreed an introductory video call on Monday 23 November at 10:00.`),
    ],
    {
      stage: "LEAD",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tf-quinta-browsing",
    "agriculture",
    client("Rosa Almeida", "Quinta da Almeida"),
    [
      rep(
        "Web enquiry from Rosa Almeida (Quinta da Almeida, family vineyard, 3 staff): asks whether our frost-alert weather station works without mains power. Browsing for now, nothing more.",
      ),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2026-11-25",
    },
  ),

  c(
    "tf-ricci-stalled",
    "logistics",
    client("Matteo Ricci", "Ricci Logistica S.r.l.", {
      currency: "EUR",
    }),
    [
      rep(`Pipeline hygiene - Ricci Logistica S.r.l.

Inbound web enquiry on 8 September from Matteo Ricci (owner) about cold-chain temperature loggers for 30 refrigerated trailers. His enquiry form stated "budget about €40,000". We never obtained a meeting: three e-mails (15 September, 2 October, 28 October) and two voicemails have gone unanswered. No decision either way.

Keep or archive?`),
      ai(
        "I would keep it open with a light-touch nurture rather than archive it: a short, courteous 'shall I close your file?' e-mail often prompts a reply, and cold-chain compliance deadlines tend to revive such enquiries.",
      ),
      rep("Fine, I'll send that e-mail. Nothing else has changed."),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: "€32k–€48k",
      followupDue: "2026-11-25",
    },
  ),

  c(
    "tf-prairie-intro",
    "energy",
    client("Tom Becker", "Prairie Electric Cooperative"),
    [
      rep(
        "Prairie Electric Cooperative: Tom Becker (Manager, Grid Innovation) replied to our webinar follow-up. They lost two distribution transformers last winter and want to understand load-monitoring options before their 2027 capital plan. Intro call booked for Friday 20 November. How should I position this?",
      ),
      ai(
        "For a rural cooperative I would position a low-risk pilot, for example 10 substations for around $50k, with success criteria agreed up front, and bring one reference from a similar co-op.",
      ),
      rep(
        "Good structure, but I will not put a number in front of them before I know their budget. At this point we know nothing about budget or who signs off.",
      ),
    ],
    {
      stage: "LEAD",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-19",
    },
  ),

  // ---------------------------------------------------------------- QUALIFIED
  c(
    "tf-st-brigid-nda",
    "healthcare",
    client("Dr. Fiona Keane", "St Brigid's University Hospital", {
      currency: "EUR",
    }),
    [
      rep(`Call report - St Brigid's University Hospital, 17/11/2026
Attendees: Dr. Fiona Keane (Chief Clinical Information Officer), Ciarán Doyle (Head of IT Security), myself.

Summary: Dr. Keane confirmed the theatre scheduling problem is real: "we lose roughly one session a week to late list changes". Theatre lists currently run on RotaMed, which the theatre managers find rigid. She wants a full demonstration for the theatre managers and has asked us to hold December 3rd for it.

Administrative: the mutual NDA was signed by their legal department on Monday, so we can now share the integration architecture pack with IT security. No budget has been discussed; Dr. Keane said funding would be "a conversation for the new year".`),
      ai(
        "For the demonstration I would focus on late list changes: show a list being re-sequenced in real time, the notification to the anaesthetist, and the audit trail. Ciarán Doyle will want the architecture pack a week before.",
      ),
      rep("Agreed. I'll send the pack to Ciarán this week."),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["RotaMed"],
    },
  ),

  c(
    "tf-marlowe-demo",
    "hospitality",
    client("Priya Shah", "Marlowe Hotels", { currency: "GBP" }),
    [
      rep(
        "Housekeeping first: we lost the Bellweather Inn deal to Toast last week (a separate account, already closed in the CRM). Nothing to do with Marlowe.",
      ),
      rep(`Call report - Marlowe Hotels, 16 November 2026
Contact: Priya Shah, Group Director of Food & Beverage.

Marlowe run Lightspeed in the restaurants of six hotels and are unhappy with kitchen ticket times at breakfast. Priya: "We've set aside roughly £60,000 for front-of-house and kitchen display replacement next financial year."

She has asked for a demonstration for her head chefs next Tuesday at the Leeds property; the group CFO will join by Teams.`),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "£48k–£72k",
      followupDue: "2026-11-23",
      competitors: ["Lightspeed"],
    },
  ),

  c(
    "tf-norrviken-trial",
    "education",
    client("Prof. Karin Ekström", "Norrviken University College", {
      currency: "SEK",
    }),
    [
      rep(`Demo follow-up, Norrviken University College. Her reply below.

From: Karin Ekström <karin.ekstrom@norrviken.se>
Sent: 17 November 2026 08:50
To: Owen Hughes <owen.hughes@lecturecast.com>
Subject: Re: Lecture capture - demonstration

Dear Mr Hughes,

Thank you for the demonstration on Monday; the faculty representatives were impressed, particularly by the automatic captioning. I can confirm that we have an approved budget of SEK 450,000 for lecture capture in 2027, and that I, as Vice-Rector for Education, will make the final decision together with the IT director. For reference, two of our lecture halls currently use Panopto.

We would like a two-week trial in three lecture halls in January. I am travelling until early December; please contact me again on 5 December, not before, to agree the trial arrangements.

Best regards,
Karin Ekström
Vice-Rector for Education
Norrviken University College

> On 16 Nov 2026, at 17:10, Owen Hughes wrote:
> Dear Professor Ekström, thank you and your colleagues for your time today. As promised, the
> recording of the demonstration and our accessibility statement are linked below.`),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "SEK 450k",
      followupDue: "2026-12-07",
      competitors: ["Panopto"],
    },
  ),

  c(
    "tf-summit-trial",
    "logistics",
    client("Danielle Brooks", "Summit Parcel Services"),
    [
      rep(`Call notes - Summit Parcel Services, 17 Nov
Attendees: Danielle Brooks (VP Operations), Marco Silva (IT lead), me.

- Need: dynamic route optimization for 65 vans across two depots. They plan manually in spreadsheets today; they tested Routific last year but found it "too lightweight for our multi-depot set-up".
- Budget: Danielle said "we've budgeted up to $30,000 for this".
- Timing: they want it running before peak season starts on December 1, asap.
- Agreed: a two-week trial at the Eastside depot starting next Monday. No proposal requested yet; Danielle wants to see the trial results first.`),
    ],
    {
      stage: "QUALIFIED",
      priority: "HIGH",
      budgetBand: "up to $30k",
      followupDue: "2026-11-19",
      competitors: ["Routific"],
    },
  ),

  c(
    "tf-patel-callback",
    "finance",
    client("Raj Patel", "Patel & Co Chartered Accountants", {
      currency: "GBP",
    }),
    [
      rep(`Telephone note - Patel & Co Chartered Accountants (Leicester), 17/11/2026

Spoke to Mr Raj Patel, senior partner. Four-person practice; they want to move the payroll bureau work for their 30 small clients onto our platform. He has watched the demo video and agreed to a live demonstration; budget £3,000 a year all in. He is in the middle of a busy period and asked me to ring him back on Thursday 3/12 to book the demonstration.`),
    ],
    {
      stage: "QUALIFIED",
      priority: "LOW",
      budgetBand: "£3k/year",
      followupDue: "2026-12-03",
    },
  ),

  // ---------------------------------------------------------------- PROPOSAL
  c(
    "tf-kestrel-champion",
    "manufacturing",
    client("Gareth Lloyd", "Kestrel Precision Castings", {
      currency: "GBP",
      stage: "PROPOSAL",
      dealValue: 86000,
    }),
    [
      rep(`From: Rhian Morgan <rhian.morgan@kestrelcastings.co.uk>
Sent: 16 November 2026 09:14
To: Tom Ashworth <tom.ashworth@vibrasense.co.uk>
Subject: RE: Condition monitoring proposal - Foundry Line 2

Dear Tom,

I am writing to let you know that Gareth Lloyd left Kestrel on Friday. I appreciate that he was your main point of contact and a strong advocate of the project.

I should like to reassure you that the condition monitoring programme continues. I have taken over as sponsor in my capacity as Operations Director, and I hold the budget for it. I have read your proposal of 2 November (£86,000 for sensors, gateway and the first year of analytics) and would like a walkthrough with our maintenance leads next Tuesday.

For transparency, we have also received a proposal from SKF for their vibration monitoring service, which we shall consider alongside yours.

Yours sincerely,

Rhian Morgan
Operations Director
Kestrel Precision Castings Ltd
Registered in England and Wales No. 04417729

> From: Tom Ashworth
> Sent: 02 November 2026 15:40
> To: Gareth Lloyd
> Subject: Condition monitoring proposal - Foundry Line 2
>
> Gareth, please find our proposal attached as discussed. Happy to walk your team through it.`),
      rep(
        "So we lost our champion, but the project is still on. How should I prepare for Tuesday?",
      ),
      ai(
        "Treat Rhian as a new economic buyer rather than inheriting Gareth's view: open with the downtime cost on Line 2 that the proposal avoids, show the maintenance leads the alert workflow, and address the SKF comparison directly (service model versus owned data).",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "£86k",
      followupDue: "2026-11-19",
      competitors: ["SKF"],
    },
  ),

  c(
    "tf-ostara-budget-battle",
    "agriculture",
    client("Mette Kjær", "Ostara Andelsselskab", {
      currency: "DKK",
    }),
    [
      rep(`Minutes of meeting - Ostara Andelsselskab (cooperative), Vejle, 13 November 2026
Present: Mette Kjær (Chair, Irrigation Committee), Henrik Lund (CFO), Sofie Brandt (agronomist), our account team.

1. Budget. Mette reported that the irrigation committee won the internal budget battle against the grain-dryer upgrade: the board of representatives has allocated DKK 600,000 for variable-rate irrigation control across the 14 member farms for the 2027 season.
2. Alternatives. The cooperative holds a quotation from Netafim for a comparable system; Henrik stressed that the cooperative's by-laws require at least two quotations.
3. Next steps. The cooperative requests our formal quotation by Friday 4 December, so that it can be approved at the board meeting on 10 December.`),
      rep(
        "Won the budget battle, which is great news. To be clear, nothing has been ordered yet; they need our quote first.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "DKK 600k",
      followupDue: "2026-11-19",
      competitors: ["Netafim"],
    },
  ),

  c(
    "tf-nordvik-revived",
    "energy",
    client("Ingrid Solberg", "Nordvik Kraft AS", {
      currency: "NOK",
      stage: "CLOSED_LOST",
      priority: "LOW",
      dealValue: 2400000,
    }),
    [
      rep(
        '22 September: Nordvik Kraft informed us by e-mail that they have selected Nordlys Systems for the battery monitoring platform. Ingrid Solberg (Head of Asset Management) wrote: "The decision is final and has been approved by our investment committee." Marking as lost.',
      ),
      ai(
        "Sorry to hear that. I would request a short debrief to understand the deciding factors, and keep in light contact in case the implementation runs into difficulty.",
      ),
      rep(
        "Debrief held on 30 September. Main reason: Nordlys were about 15% cheaper than our NOK 2.4 million proposal.",
      ),
      rep(`Well, well. Received on Monday:

---------- Forwarded message ---------
From: Ingrid Solberg <ingrid.solberg@nordvikkraft.no>
Date: Mon, 16 Nov 2026 at 08:31
Subject: Battery monitoring - reopening discussions
To: Kari Haugen <kari.haugen@gridpulse.no>

Dear Ms Haugen,

Nordlys Systems has been unable to obtain certification against Statnett's grid code requirements within the agreed timeframe, and we have therefore terminated the letter of intent. We would like to reopen discussions with you and ask for an updated proposal on the basis of your original offer of NOK 2.4 million, by the end of the month if possible.

Med vennlig hilsen / Best regards
Ingrid Solberg
Head of Asset Management
Nordvik Kraft AS | Org.nr. 987 654 321`),
      rep(
        "So it is back from the dead. I have confirmed that we will send the updated proposal by 27 November.",
      ),
      ai(
        "Good. In the updated proposal I would keep the price where it was, strengthen the certification section with the grid code test reports, and offer a fixed delivery plan so that they can recover the lost months.",
      ),
      rep(
        "Ingrid also told me on the phone that the investment committee has already re-approved the budget line and that the CFO, Per Aasen, will sign off.",
      ),
      rep("Please update the record accordingly."),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "NOK 2.4M",
      followupDue: "2026-11-19",
      competitors: ["Nordlys Systems"],
    },
  ),

  c(
    "tf-glenmoor-itt",
    "healthcare",
    client("Alasdair Fraser", "NHS Glenmoor Health Board", { currency: "GBP" }),
    [
      rep(
        "Invitation to tender received from NHS Glenmoor for digital dental imaging across their Community Dental Service. Key points from the ITT are attached. We intend to bid. Can you help me structure the response?",
      ),
      ai(
        "Suggested structure: executive summary; compliance matrix against the mandatory requirements; implementation plan per clinic; training; maintenance and service levels; social value; pricing schedule. Draft the compliance matrix first, as it drives the rest.",
      ),
      rep(
        "Alasdair Fraser (Head of Procurement) confirmed on the clarification call that Carestream is the incumbent in 9 of the 12 clinics and that Planmeca has also registered an interest.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "up to £1.2M",
      followupDue: "2026-11-19",
      competitors: ["Carestream", "Planmeca"],
    },
    [
      {
        name: "ITT_GHB-2026-DENT-07_extract.txt",
        mimeType: "text/plain",
        size: 814,
        text: `NHS GLENMOOR HEALTH BOARD
Invitation to Tender GHB-2026-DENT-07
Supply, installation and maintenance of intraoral and panoramic digital imaging systems
Community Dental Service (12 clinics)

1. Timetable
   Clarification questions deadline: 12:00 noon GMT, 27 November 2026
   Tender return deadline: 12:00 noon GMT, 10 December 2026
   Anticipated contract award: February 2027

2. Budget
   The Board's indicative budget envelope for this requirement is up to £1.2 million including VAT over the five-year contract term.

3. Evaluation
   Quality 60%, Price 40%. Tenders scoring below 50% on quality will not be evaluated on price.

4. Mandatory requirements
   4.1 DICOM 3.0 compliance.
   4.2 Integration with the Board's R4 practice management system.
   4.3 On-site engineer response within one working day.`,
      },
    ],
  ),

  c(
    "tf-devries-quote",
    "healthcare",
    client("Dr. Anneke de Vries", "Tandartsenpraktijk De Vries", {
      currency: "EUR",
    }),
    [
      rep(`From: Mark Janssen <mark.janssen@lumadent.eu>
Sent: 16 November 2026 16:05
To: Dr. Anneke de Vries <info@tandartsdevries.nl>
Subject: Quotation Q-NL-2026-207 - intraoral sensors and imaging software

Dear Dr. de Vries,

Further to your visit to our showroom, please find attached our quotation Q-NL-2026-207 for two size-2 intraoral sensors, the imaging software licence for four chairs and installation, totalling €14,900 excl. VAT. The quotation is valid for 30 days.

Kind regards,
Mark Janssen
Account Manager, Benelux`),
      rep(
        'Her reply this morning: "Thank you, Mark. We also have a quotation from Vatech and will decide at the partners\' meeting on 9 December." Nothing more from her yet.',
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "€14.9k",
      followupDue: "2026-11-23",
      competitors: ["Vatech"],
    },
  ),

  // ---------------------------------------------------------------- NEGOTIATION
  c(
    "tf-brennan-pilot",
    "logistics",
    client("Colm Brennan", "Brennan Freight Lines"),
    [
      rep(`Call report, 17 November 2026 - Brennan Freight Lines
Participants: Colm Brennan (COO), Laura Pike (Fleet Safety Manager), me.

The 60-day pilot on 40 tractors concluded on 13 November. Colm's words: "The pilot was a success; the question now is price." Full pilot summary attached.

They currently run Samsara on the remaining 280 units, and the Samsara contract renews on January 1, so Colm wants the rollout terms settled before Christmas. Our rollout quote of $38 per vehicle per month across all 320 units comes to $145,920 a year; Colm asked for 12% off and a 36-month term with a price lock. I said I would revert with our position.`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$145,920/year",
      followupDue: "2026-11-19",
      competitors: ["Samsara"],
    },
    [
      {
        name: "Brennan_pilot_summary.txt",
        mimeType: "text/plain",
        size: 467,
        text: `BRENNAN FREIGHT LINES - TELEMATICS PILOT SUMMARY
Period: 14 September - 13 November 2026 (60 days)
Scope: 40 tractors, Joliet and Gary terminals

Results versus the 60 days before the pilot:
- Harsh-braking events per 1,000 miles: -31%
- Idle time: -18%
- Unassigned driving time (HOS): -64%
- Driver app adoption: 38 of 41 drivers active

Commercial proposal for rollout:
- 320 units at $38 per vehicle per month
- Annual total: $145,920
- Term: 12 months, renewable`,
      },
    ],
  ),

  c(
    "tf-brandt-works-council",
    "manufacturing",
    client("Dr. Stefan Brandt", "Brandt Fahrzeugtechnik GmbH", { currency: "EUR" }),
    [
      rep(
        "Minutes of yesterday's negotiation meeting with Brandt are attached. Summary: commercial terms are close, their legal team is redlining the DPA, and the works council has to consent to the time-recording rollout before anything can be signed. What should I prioritise this week?",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€185k",
      followupDue: "2026-11-19",
      competitors: ["ATOSS"],
    },
    [
      {
        name: "Minutes_Brandt_2026-11-17.txt",
        mimeType: "text/plain",
        size: 1308,
        text: `MINUTES OF MEETING
Project: Shop-floor time recording and access control - Brandt Fahrzeugtechnik GmbH, Ingolstadt plant
Date: 17 November 2026, 14:00-16:30 CET
Present: Dr. Stefan Brandt (Managing Director), Petra Huber (Head of HR), Klaus Maier (Chair of the Works Council), Julia Roth (Legal); vendor: A. Fischer, M. Sommer

1. Commercials
   1.1 Our revised offer of €185,000 (42 terminals, licences for 1,150 employees, implementation) was discussed. Dr. Brandt requested a further 5% reduction in exchange for a five-year term. Vendor to respond by 24 November.
   1.2 Brandt's current supplier, ATOSS, has offered a renewal; Dr. Brandt confirmed that the comparison will be made on total cost over five years.

2. Legal
   2.1 J. Roth returned the data processing agreement with redlines on clause 4 (sub-processors) and clause 9 (liability). Vendor legal to respond.

3. Works council
   3.1 Under section 87(1) no. 6 of the Works Constitution Act, introduction of the system requires the consent of the works council. K. Maier confirmed that the works council will deliberate on 2 December 2026.

4. Actions
   - Vendor: revised pricing position by 24.11.2026 (A. Fischer)
   - Vendor: comments on the DPA redlines (M. Sommer)
   - Brandt HR: draft works agreement for the works council (P. Huber)`,
      },
    ],
  ),

  c(
    "tf-sjoberga-contract",
    "public sector",
    client("Eva Lindqvist", "Sjöberga Municipality", {
      currency: "SEK",
    }),
    [
      rep(`From: Eva Lindqvist <eva.lindqvist@sjoberga.se>
Sent: den 17 november 2026 13:05
To: Oskar Berg <oskar.berg@wattwise.se>
Subject: SV: Contract - energy monitoring, municipal buildings (ref. SK-2026/311)

Dear Oskar,

Procurement has reviewed your comments on the general terms. We can accept your proposed limitation of liability (clause 12) but not the indexation clause as drafted: the municipality requires indexation to follow the CPI with a ceiling of 3% per year. The contract value of SEK 1.6 million over four years is otherwise unchanged.

The steering committee will take the award decision at its meeting on 8 December, provided the contract text is agreed by 1 December.

Med vänliga hälsningar / Kind regards
Eva Lindqvist
Procurement Officer, Sjöberga Municipality

> 12 nov. 2026 kl. 16:40 skrev Oskar Berg:
> Dear Eva, please find attached our comments on the draft contract for the energy monitoring
> of 140 municipal buildings. Our main points concern clauses 12 and 15.`),
      ai(
        "A CPI-linked index with a 3% ceiling is a common compromise in Swedish public contracts. Before accepting, check with finance whether the ceiling holds across the four years given your own hardware costs.",
      ),
      rep("Finance is fine with the 3% cap. I will send the revised contract text tomorrow."),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "SEK 1.6M",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "tf-harborview-msa",
    "finance",
    client("Victoria Chen", "Harborview Savings Bank"),
    [
      rep(`Status summary - Harborview Savings Bank, managed private cloud hosting

Commercials were agreed on 9 November at $240,000 per year for three years (Victoria Chen, CIO, confirmed by e-mail). On 16 November their legal team returned our Master Services Agreement with 14 redlines, mainly on the right-to-audit clause, data breach notification (they want 24 hours instead of 72) and the cap on liability. Procurement has also sent a vendor due-diligence questionnaire that must be completed before signature.

Their current host is Rackspace, whose contract ends January 31, so Victoria wants signature by December 15.`),
      ai(
        "I would prioritize the liability cap, as it is the redline most likely to need sign-off on your side; accept 24-hour breach notification if operations can support it, and offer audit rights through your SOC 2 report plus one on-site audit a year.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$240k/year",
      followupDue: "2026-11-19",
      competitors: ["Rackspace"],
    },
  ),

  c(
    "tf-hale-discount",
    "professional services",
    client("Simon Hale", "Hale & Partners Architects", {
      currency: "GBP",
    }),
    [
      rep(`> From: Simon Hale <simon@halearchitects.co.uk>
> Sent: 17 November 2026 12:31
> To: Emma Richardson
> Subject: RE: Payroll service - proposal
>
> Hi Emma, we're happy with the scope of the service. Your annual fee of £9,600 is a little above
> what we'd hoped; could you do 10% off if we sign for two years? Also, please change the payment
> terms in the order form from 14 to 30 days.
>
> Simon Hale, Practice Manager

Simon's e-mail above. They are a 25-person architecture practice. I can offer 5% for a two-year term, and 30-day payment terms are fine. Please draft a formal reply in British English.`),
    ],
    {
      stage: "NEGOTIATION",
      priority: "MEDIUM",
      budgetBand: "£9.6k/year",
      followupDue: "2026-11-23",
    },
  ),
];
