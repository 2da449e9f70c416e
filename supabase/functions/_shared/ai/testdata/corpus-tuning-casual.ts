// A tuning batch written by a helper session in a casual, messy voice: Slack one-liners,
// lowercase, typos, emoji, voice-to-text run-ons, non-native English and lines in other languages
// and scripts, amounts written informally. Labelled per LABELLING.md before the analyser ever ran
// on them; the writer never read the analyser or the other corpus sets.

import type { Attachment } from "../types.ts";
import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

function textFile(name: string, text: string): Attachment {
  return { name, mimeType: "text/plain", size: new TextEncoder().encode(text).length, text };
}

const CROOKED_SPOON_QUOTE = `QUOTE Q-2026-1187 — The Crooked Spoon Pubs Ltd
Prepared for: Sarah Whitfield, Operations Director
Valid until: 18 December 2026

4 x countertop terminal (15.6")          4 x £1,150   £4,600
6 x handheld ordering device             6 x £420     £2,520
3 x kitchen display screen               3 x £690     £2,070
Installation & menu setup, 3 pubs                     £3,160
Software licence, 3 sites, 12 months                  £15,000

TOTAL (ex VAT)                                        £27,350
Payment: 50% on order, 50% on go-live.`;

const NORRSUND_REQUIREMENTS = `Region Norrsund — Upphandling av journalsystem, dnr RN 2026/0412
Kravspecifikation (utdrag)

1. Nuvarande system: Cambio, avtalet löper ut 2027-12-31.
2. Omfattning: 3 sjukhus, 41 vårdcentraler, ca 6 800 användare.
3. Integration med nationella tjänster (NPÖ, e-recept) är ska-krav.
4. Datalagring inom EU/EES, svensk support på vardagar 07-18.
5. Budgetram: högst 2,4 MSEK (total, licens + implementation).
6. Anbud ska vara inlämnade senast 10 december 2026 kl 12:00.
7. Styrgruppen väljer ut tre leverantörer för demo i januari 2027.`;

const VISTAAR_MINUTES = `Minutes of Meeting — Vistaar Retail Ltd / Cloud migration
Date: 18-Nov-2026
Attendees: Anand Kulkarni (CIO), Meera Shah (Finance Controller), Rakesh Pillai (IT Infra),
our side: account team + solution architect

1. Steering committee has approved the target architecture (2 regions, DR in Hyderabad).
2. Vistaar currently runs on-prem in the Sify data centre; contract there ends March 2027.
3. Finance is still comparing our commercials with an Azure quote.
4. Commercials: total contract value INR 1.8 crore over 3 years as per our proposal v3.
   Vistaar asks 10% discount for a 3-year lock-in.
5. Action items: Vistaar legal to send contract redlines by end of week; final sign-off
   target 15-Dec-2026.`;

const ALPENFIN_ORDER_FORM = `ORDER FORM — Alpenfin AG
Service: Managed private cloud, region Zürich (CH-ZH1) only, no replication outside CH
Term: 36 months from 1 January 2027
Annual fee: CHF 96,000 per year, invoiced quarterly in advance
Signed for Alpenfin AG: Reto Baumann, Head of IT Infrastructure, 17.11.2026
Countersigned: 18.11.2026`;

export const TUNING_CASUAL: CorpusCase[] = [
  // ---- CLOSED_WON ----
  c(
    "tc-hydromech-po",
    "industrial bearings",
    client("Krzysztof Nowak", "Hydro-Mech Sp. z o.o.", { currency: "PLN" }),
    [
      rep(
        "PO przyszło!! 🎉 hydro-mech PO came through this morning, 184 000 zł for the spherical roller bearings + housings, first delivery week 50",
      ),
      rep(
        "krzysztof (zakupy/purchasing) said they moving off SKF as main supplier for this line, SKF lead times killed them",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "PLN 184k",
      followupDue: "2026-11-20",
      competitors: ["SKF"],
    },
  ),

  c(
    "tc-klinikum-countersigned",
    "hospital EHR",
    client("Dr. Annette Vogel", "Klinikum Oberhavel-Süd", {
      currency: "EUR",
      stage: "NEGOTIATION",
      priority: "HIGH",
      dealValue: 1500000,
    }),
    [
      rep("klinikum update: legal hat heute countersigned ✍️ endlich!!"),
      rep(
        "so total is 1,5 Mio € over 3 yrs incl. the migration from ORBIS, go-live planned Q3 2027",
      ),
      ai(
        "Congratulations! Next step: schedule the kickoff with Dr. Vogel and their IT lead, and agree the data migration plan from ORBIS.",
      ),
      rep("ja, kickoff with Dr. Vogel (CMIO) + their IT guy Herr Lindner, will send dates tmrw"),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€1.5M",
      followupDue: "2026-11-20",
      competitors: ["ORBIS"],
    },
  ),

  c(
    "tc-sorriso-deposit",
    "cleaning services",
    client("Fernanda Alves", "Clínica Sorriso Pinheiros", { currency: "BRL" }),
    [
      rep(
        "boa!! they paid the deposit today 🙌 contrato anual de R$ 80 mil, cleaning 3x per week + deep clean every month. Fernanda (gerente) muito feliz, we start 1/12",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "R$80k/year",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tc-menya-sato-order-form",
    "restaurant POS",
    client("佐藤 健", "Menya Sato", { currency: "JPY" }),
    [
      rep(
        "sato-san ramen chain (5 shops) — we are live on the order form, signed 😊 ¥3,600,000 for hardware + 1st year license. they replace the Square terminals in all shops from january",
      ),
      rep("sato-san say 'よろしくお願いします' lol. need onboarding plan pls"),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "¥3.6M",
      followupDue: "2026-11-20",
      competitors: ["Square"],
    },
  ),

  c(
    "tc-alnoor-green-light",
    "fleet telematics",
    client("خالد الحربي", "Al Noor Logistics", { currency: "AED" }),
    [
      rep(
        "Khalid (خالد الحربي, COO) called, we got the green light, contract executed yesterday evening alhamdulillah 🙏",
      ),
      rep(
        "120 trucks, AED 310,000 total for the devices and 3 years service. They was comparing with Samsara until last week but our arabic dashboard win it",
      ),
      rep("pls remind me send the installer schedule"),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "AED 310k",
      followupDue: "2026-11-20",
      competitors: ["Samsara"],
    },
  ),

  c(
    "tc-malhotra-docusign",
    "payroll",
    client("Rohit Malhotra", "Malhotra Textiles Pvt Ltd", { currency: "INR" }),
    [
      rep(
        "so rohit from malhotra textiles just called and he said ok we are going ahead and the docusign came back signed like ten minutes ago so that's done for the payroll of all three factories about 900 employees and the fee is 2 lakh rupees per month starting with the december payroll run also he wants the attendance integration which we told him is phase two",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "₹200k/month",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tc-ruiz-invoice-paid",
    "dental imaging",
    client("Dr. Alejandro Ruiz", "Clínica Dental Ruiz", { currency: "USD" }),
    [
      rep(
        "dr ruiz pagó la factura 👍 $14,250 for the intraoral scanner + 2 sensors, paid in full by wire",
      ),
    ],
    { stage: "CLOSED_WON", priority: "MEDIUM", budgetBand: "$14,250", followupDue: "2026-11-20" },
  ),

  c(
    "tc-alpenfin-signed",
    "cloud hosting",
    client("Reto Baumann", "Alpenfin AG", { currency: "CHF" }),
    [
      rep("alpenfin: signed!! MSA + order form both back countersigned 🥳 order form attached"),
      rep(
        "btw we lost the Basel insurance deal to AWS last week, different client different team, dont mix it up in the notes pls",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "CHF 96k/year",
      followupDue: "2026-11-20",
    },
    [textFile("Alpenfin_order_form_signed.txt", ALPENFIN_ORDER_FORM)],
  ),

  // ---- CLOSED_LOST ----
  c(
    "tc-halstead-procore",
    "construction software",
    client("Gareth Pryce", "Halstead Build Ltd", {
      currency: "GBP",
      stage: "PROPOSAL",
      dealValue: 42000,
    }),
    [
      rep("halstead - gareth just rang, they went with Procore 🙄"),
      rep(
        "our quote was £42k for 2 yrs, he said procore is what their main client uses so the board wanted the same. nothing to do",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "£42k",
      followupDue: "2027-02-16",
      competitors: ["Procore"],
    },
  ),

  c(
    "tc-kruger-cfo-killed",
    "payroll",
    client("Sabine Krüger", "Krüger Metallbau GmbH", { currency: "EUR" }),
    [
      rep(
        "krüger metallbau: der CFO hat das Projekt gekillt. no payroll switch, they keep doing it in-house like before. schade",
      ),
      rep("sabine (HR) was sad too, she pushed for it for months"),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: null, followupDue: "2027-02-16" },
  ),

  c(
    "tc-bergheim-frozen",
    "classroom displays",
    client("Ingrid Solberg", "Bergheim kommune", { currency: "NOK" }),
    [
      rep(
        "bergheim kommune: budget got frozen after the council vote, project shelved. ingrid says 'beklager, det er ikke opp til meg'. the NOK 450 000 for the 30 classroom displays is gone",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: "NOK 450k", followupDue: "2027-02-16" },
  ),

  c(
    "tc-brightwell-security",
    "cloud hosting",
    client("Marcus Lee", "Brightwell Health"),
    [
      rep("brightwell - IT security finished their review"),
      ai(
        "How did it go? If there are open findings, offer a call between their security team and ours to walk through the SOC 2 report and the data residency options.",
      ),
      rep(
        "nope. failed their security review, no HIPAA BAA for the backup region. marcus (VP eng) said decision is made, they stay on Azure",
      ),
      rep("it was a 60k/yr deal. sigh 😞"),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$60k/year",
      followupDue: "2027-02-16",
      competitors: ["Azure"],
    },
  ),

  c(
    "tc-okafor-priced-out",
    "restaurant POS",
    client("Danny Okafor", "Okafor's Kitchen Group"),
    [
      rep(
        "priced out at okafor's 😤 Toast came in at like half our number, danny said our $38k for the 6 locations was never gonna fly with his partners",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$38k",
      followupDue: "2027-02-16",
      competitors: ["Toast"],
    },
  ),

  c(
    "tc-usmiech-not-this-year",
    "dental imaging",
    client("Dr. Magdalena Zielińska", "Centrum Stomatologiczne Uśmiech", { currency: "PLN" }),
    [
      rep(
        "dr zielińska: 'nie w tym roku' - not this year, maybe 2028. they just bought new chairs and theres no money left for the CBCT",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: null, followupDue: "2027-02-16" },
  ),

  c(
    "tc-norrebro-stay-iss",
    "cleaning services",
    client("Mette Kristensen", "Nørrebro Arkitekter", { currency: "DKK" }),
    [
      rep(
        "nørrebro arkitekter decided to stay with their current supplier (ISS). mette said our offer DKK 25.000 per month was good but they dont want the hassle of switching. decision is final she said",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "DKK 25k/month",
      followupDue: "2027-02-16",
      competitors: ["ISS"],
    },
  ),

  c(
    "tc-morales-webfleet",
    "fleet telematics",
    client("Javier Morales", "Transportes Morales e Hijos", {
      currency: "EUR",
      stage: "NEGOTIATION",
      priority: "HIGH",
    }),
    [
      rep("javier wants 10% off, 85 camiones"),
      ai(
        "Rather than a flat 10%, offer 5% for a 3-year commitment and free installation; ask Javier when his board decides.",
      ),
      rep("sent the revised offer, about 80k eur total"),
      rep("he say la semana que viene decide"),
      rep("hmm, no answer yet, pinged on whatsapp"),
      rep(
        "ok he called. they go with Webfleet. cheaper + half his drivers know the app from their last company",
      ),
      rep("asked if we can do something, he said 'no, la decisión es final, lo siento' 🤷"),
      rep("mark lost pls"),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€64k–€96k",
      followupDue: "2027-02-16",
      competitors: ["Webfleet"],
    },
  ),

  // ---- LEAD ----
  c(
    "tc-tafel-grant-january",
    "fleet telematics",
    client("Ute Hartmann", "Tafel Nordstadt e.V.", { currency: "EUR" }),
    [
      rep(
        "tafel nordstadt (food bank) likes the route planning for their 4 vans but no budget until the Stiftung decides on the grant in Q1. Ute: 'ruf mich am 15.01.2027 an, dann wissen wir mehr'",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2027-01-15" },
  ),

  c(
    "tc-severles-linkedin",
    "industrial bearings",
    client("Павел Смирнов", "СеверЛес"),
    [
      rep(
        "connected w/ Павел Смирнов (head of ops @ СеверЛес sawmill) on linkedin. he said 'just looking for now, maybe later'. no project, no budget",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "tc-huaxin-expo",
    "construction software",
    client("王伟", "Huaxin Construction Pte Ltd", { currency: "SGD" }),
    [
      rep(
        "met 王伟 (Wang Wei) at the buildtech expo yday. GC in singapore, ~40 site supervisors, they run everything on whatsapp + excel. also trialling BuildTrack right now, not convinced",
      ),
      rep("wants an intro call in two weeks when he's back from shenzhen, no budget talk yet"),
    ],
    {
      stage: "LEAD",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["BuildTrack"],
    },
  ),

  c(
    "tc-aegean-callback",
    "cleaning services",
    client("Γιώργος Παπαδόπουλος", "Hotel Aegean Breeze", { currency: "EUR" }),
    [
      rep(
        "web form lead: Γιώργος Παπαδόπουλος, owner of a 22 room hotel in naxos, asking about linen + room cleaning, their current contractor stops in january",
      ),
      rep("he's travelling, asked to call him back on December 3rd"),
    ],
    { stage: "LEAD", priority: "MEDIUM", budgetBand: null, followupDue: "2026-12-03" },
  ),

  c(
    "tc-coimbatore-catalogue",
    "industrial bearings",
    client("Suresh Iyer", "Coimbatore Spinning Mills", { currency: "INR" }),
    [
      rep(
        "fwd email from Suresh Iyer (maintenance manager, Coimbatore Spinning Mills): 'Dear Sir, kindly share your catalogue for deep groove bearings. We are exploring alternate suppliers to NBC for our ring frames. Will revert with exact requirement. Regards'",
      ),
    ],
    {
      stage: "LEAD",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["NBC"],
    },
  ),

  // ---- QUALIFIED ----
  c(
    "tc-sunrise-nda",
    "hospital EHR",
    client("Dr. Priya Raghavan", "Sunrise Multispeciality Hospitals", { currency: "INR" }),
    [
      rep(
        "good news, sunrise signed the NDA today 🙏 so now we can share the detailed architecture docs",
      ),
      rep(
        "Dr. Priya Raghavan (CMIO) confirmed sanctioned budget is 1.5 crore for the EMR. they are also evaluating Epic but feel it is too costly for 3 hospitals",
      ),
      rep("demo on monday 23rd with her + IT head. डॉ. प्रिया is very keen"),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "₹15M",
      followupDue: "2026-11-20",
      competitors: ["Epic"],
    },
  ),

  c(
    "tc-transbud-champion-left",
    "fleet telematics",
    client("Marta Kowalczyk", "TransBud Logistyka", { currency: "PLN" }),
    [
      rep("transbud: lost our champion 😬 marta moved to another company"),
      rep(
        "BUT the project continues — new Head of Ops Tomasz Wiśniewski called me, he wants the demo too, budżet PLN 250k stays approved",
      ),
      rep("demo czwartek 26.11"),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "PLN 250k",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "tc-kumo-trial",
    "cloud hosting",
    client("田中 美咲", "Kumo Labs K.K.", { currency: "JPY" }),
    [
      rep(
        "Tanaka-san (CTO) agree to 14 days free trial, start tomorrow. she say their AWS bill is too high, about ¥750,000 a month, but she not tell what is budget for us",
      ),
      ai(
        "Good. During the trial, track their actual usage so you can size a quote against the AWS spend, and ask who besides Tanaka-san signs off.",
      ),
      rep("ok. CEO 山本 sign off, Tanaka-san say he trust her 100%"),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["AWS"],
    },
  ),

  c(
    "tc-smile-avenue-demo",
    "dental imaging",
    client("Dr. Layla Haddad", "Smile Avenue Dental Group", { currency: "AED" }),
    [
      rep(
        "Dr. Layla (ليلى حداد), owner of Smile Avenue, 4 clinics in dubai. they want CBCT + the viewer software for all branches. budget around 200k AED",
      ),
      rep("demo booked 3/12 (thursday) at the jumeirah branch inshallah"),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "AED 160k–AED 240k",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "tc-halloran-voice-note",
    "construction software",
    client("Jim Halloran", "Halloran & Sons Contracting"),
    [
      rep(
        "ok so just got off the phone with jim halloran he's the owner of halloran and sons they've got like six sites going right now and they're sick of the paper dailies and the photos in text messages they looked at procore but said it's way too pricey for them and they've got about 50 grand set aside for it he wants his project manager denise on the demo next thursday the 26th so i need to set that up",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "$40k–$60k",
      followupDue: "2026-11-23",
      competitors: ["procore"],
    },
  ),

  c(
    "tc-padaria-sumup",
    "restaurant POS",
    client("Dona Célia", "Padaria Pão Quente", { currency: "BRL" }),
    [
      rep(
        "padaria da dona célia, tiny bakery 2 funcionários. she uses a SumUp reader now and wants something with stock control. disse pra passar lá next tuesday to show her the tablet demo",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["SumUp"],
    },
  ),

  // ---- PROPOSAL ----
  c(
    "tc-mediterraneo-budget-battle",
    "payroll",
    client("Lucía Fernández", "Grupo Hostelero Mediterráneo", { currency: "EUR" }),
    [
      rep(
        "WE WON the internal budget battle 💪 lucía (directora RRHH) got the board to approve it: 60.000 €/año para la nómina, 450 empleados",
      ),
      rep(
        "now they need a formal quote from us by friday, she presents it to the comité de dirección on monday",
      ),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "€60k/year", followupDue: "2026-11-19" },
  ),

  c(
    "tc-crooked-spoon-quote",
    "restaurant POS",
    client("Sarah Whitfield", "The Crooked Spoon Pubs Ltd", { currency: "GBP" }),
    [
      rep(
        "sent this to sarah (ops director, she signs off) yesterday, its attached. she's also got a quote from Lightspeed fyi",
      ),
      rep("she'll come back after their board mtg end of the month"),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "£27,350",
      followupDue: "2026-11-19",
      competitors: ["Lightspeed"],
    },
    [textFile("Quote_Q-2026-1187_CrookedSpoon.txt", CROOKED_SPOON_QUOTE)],
  ),

  c(
    "tc-hoffmann-opg-quote",
    "dental imaging",
    client("Claudia Weber", "Zahnarztpraxis Dr. Hoffmann", { currency: "EUR" }),
    [
      rep(
        "praxis hoffmann want a price for the OPG (panoramic x-ray) + sensors. what should i quote?",
      ),
      ai(
        "For a single practice, a bundle around €45k with installation and 2 years of service would be in line; you could open at €45k and leave room for a discount.",
      ),
      rep(
        "nah too much for them. sent quote €38.500 incl. install + 2y service to claudia (praxismanagerin)",
      ),
      rep("dr hoffmann himself is on vacation till 7.12., she will show it to him after"),
    ],
    { stage: "PROPOSAL", priority: "MEDIUM", budgetBand: "€38.5k", followupDue: "2026-11-23" },
  ),

  c(
    "tc-norrsund-rfp",
    "hospital EHR",
    client("Upphandlingsenheten", "Region Norrsund", { currency: "SEK" }),
    [
      rep("RFP from region norrsund is in!! requirements in the attachment. proposals due 10 dec"),
      rep("procurement says the steering committee picks 3 vendors for demos in jan"),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "up to SEK 2.4M",
      followupDue: "2026-11-19",
      competitors: ["Cambio"],
    },
    [textFile("Kravspecifikation_journalsystem_utdrag.txt", NORRSUND_REQUIREMENTS)],
  ),

  c(
    "tc-little-bean-clean",
    "cleaning services",
    client("Bec Nguyen", "Little Bean Café", { currency: "AUD" }),
    [
      rep(
        "sent bec the quote for the café, A$1,100 a month for the nightly clean. tiny place, 12 seats, she's gonna think about it",
      ),
    ],
    { stage: "PROPOSAL", priority: "LOW", budgetBand: "A$1.1k/month", followupDue: "2026-11-25" },
  ),

  // ---- NEGOTIATION ----
  c(
    "tc-braun-pilot-rollout",
    "fleet telematics",
    client("Thomas Braun", "Braun Kühltransporte GmbH", { currency: "EUR", stage: "QUALIFIED" }),
    [
      rep(
        "pilot with 10 reefer trucks was a success ✅ temps logged perfect, drivers like the app",
      ),
      rep(
        "now negotiating the rollout price for all 140 — Herr Braun (Geschäftsführer) wants 12% off the €210k",
      ),
      ai(
        "Offer 6% in exchange for a 3-year term and a case study, and ask Herr Braun for a decision date.",
      ),
      rep("he also has a Samsara quote on the table, says its cheaper. decision before christmas"),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€210k",
      followupDue: "2026-11-19",
      competitors: ["Samsara"],
    },
  ),

  c(
    "tc-keller-revived",
    "construction software",
    client("Nadia Keller", "Keller Hochbau AG", {
      currency: "CHF",
      stage: "CLOSED_LOST",
      priority: "LOW",
    }),
    [
      rep("remember keller hochbau, lost to BuildTrack in september? 😅"),
      rep(
        "nadia (COO) called today, BuildTrack implementation is a disaster, they want to come back to us!!",
      ),
      rep(
        "sent her our MSA, their legal already returned redlines on liability + data hosting. deal same as before, CHF 72k",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "CHF 72k",
      followupDue: "2026-11-19",
      competitors: ["BuildTrack"],
    },
  ),

  c(
    "tc-lange-betriebsrat",
    "payroll",
    client("Petra Lange", "Lange Logistik Gruppe", { currency: "EUR" }),
    [
      rep(
        "lange logistik: procurement sent back the contract w/ redlines, mostly data protection (AVV) stuff",
      ),
      rep("price is fixed at €8 per employee per month, ~820 employees"),
      rep(
        "works council (Betriebsrat) has to approve bc of the time tracking, they meet next tuesday. petra (HR director) pushes it internally",
      ),
    ],
    { stage: "NEGOTIATION", priority: "HIGH", budgetBand: null, followupDue: "2026-11-19" },
  ),

  c(
    "tc-vistaar-steering-committee",
    "cloud hosting",
    client("Anand Kulkarni", "Vistaar Retail Ltd", { currency: "INR" }),
    [
      rep(
        "MoM from today's call attached. steering committee ok with the solution, now it is only commercials",
      ),
      rep("their legal will send redlines by EOW, they are asking 10% disc for 3 yr lock-in"),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "₹18M",
      followupDue: "2026-11-19",
      competitors: ["Sify", "Azure"],
    },
    [textFile("MoM_Vistaar_18Nov.txt", VISTAAR_MINUTES)],
  ),

  c(
    "tc-kansai-procurement",
    "linear motion components",
    client("調達部", "Kansai Precision Works", { currency: "JPY" }),
    [
      rep(
        "kansai precision: 調達部 (procurement) sent back the order form, they ask payment net 90 instead of 30 and 5% off. total ¥12,000,000 for the linear guides",
      ),
      rep(
        "only procurement talking to me, nobody from mgmt. suzuki-buchō from engineering disappear since the trial",
      ),
    ],
    { stage: "NEGOTIATION", priority: "MEDIUM", budgetBand: "¥12M", followupDue: "2026-11-23" },
  ),
];
