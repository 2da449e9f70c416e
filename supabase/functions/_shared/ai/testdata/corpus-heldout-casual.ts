// Held-out batch in a casual, messy voice: Slack one-liners, typos, emoji, voice-to-text run-ons,
// non-native English and lines in other languages and scripts. Written by a helper session that
// never read or ran the analyser (nor the other corpus files); the labels follow LABELLING.md and
// were written before the analyser ever ran on these conversations.

import type { Attachment } from "../types.ts";
import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

const pasted = (name: string, text: string): Attachment => ({
  name,
  mimeType: "text/plain",
  size: new TextEncoder().encode(text).length,
  text,
});

export const HELDOUT_CASUAL: CorpusCase[] = [
  // ---------------------------------------------------------------- won
  c(
    "hc-bearings-po-heute",
    "industrial bearings",
    client("Jürgen Hoffmann", "Hoffmann Antriebstechnik GmbH", { currency: "EUR" }),
    [
      rep("PO kam heute morgen 🎉🎉 Hoffmann Antriebstechnik"),
      rep(
        "fyi they switch from SKF for the 6204/6205 series, SKF lead times were killing them. pasted the PO below, pls set up teh delivery schedule w/ logistics",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€38.4k",
      followupDue: "2026-11-20",
      competitors: ["SKF"],
    },
    [
      pasted(
        "Bestellung_4500-118273.txt",
        [
          "BESTELLUNG / PURCHASE ORDER Nr. 4500-118273",
          "Datum: 17.11.2026",
          "Besteller: Hoffmann Antriebstechnik GmbH, Einkauf (J. Hoffmann)",
          "Pos 1: 3.000 Stk Rillenkugellager 6204-2RS à 7,20 € = 21.600,00 €",
          "Pos 2: 2.000 Stk Rillenkugellager 6205-2RS à 8,40 € = 16.800,00 €",
          "Gesamt netto: 38.400,00 €",
          "Zahlungsbedingungen: 30 Tage netto",
          "Liefertermin: KW 50",
        ].join("\n"),
      ),
    ],
  ),

  c(
    "hc-payroll-countersigned",
    "payroll software",
    client("Hannah Price", "Price & Webb Logistics", { currency: "GBP", stage: "NEGOTIATION" }),
    [
      rep("legal countersigned 🙌🙌 finally!!! price & webb is DONE"),
      rep(
        "3 yr term, £42k a year, they're moving off Sage Payroll in jan. Hannah (FD) wants a kickoff call next wk, can u remind me",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£42k/year",
      followupDue: "2026-11-20",
      competitors: ["Sage Payroll"],
    },
  ),

  c(
    "hc-pos-sinal-pago",
    "restaurant POS",
    client("Rafael Souza", "Boteco do Rafa", { currency: "BRL" }),
    [
      rep("boa notícia: o Rafa pagou o sinal hoje 🥳🥳"),
      rep(
        "so deposit is paid for the 3 units (he has 3 botecos). total deal R$ 80 mil = terminais + instalação + 1 ano de suporte. install in two weeks, he want everything running before carnaval",
      ),
    ],
    { stage: "CLOSED_WON", priority: "MEDIUM", budgetBand: "R$80k", followupDue: "2026-11-20" },
  ),

  c(
    "hc-telematics-ringi",
    "fleet telematics",
    client("田中 健一", "Kanto Reito Butsuryu", { currency: "JPY" }),
    [
      rep(
        "good news, ringi approval is done and contract executed yesterday. 田中部長 sign with hanko 😅 so we got the green light finally",
      ),
      rep(
        "120 trucks, annual fee ¥9,600,000. they were compare with Samsara until last week but choose us because of japanese support desk",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "¥9.6M/year",
      followupDue: "2026-11-20",
      competitors: ["Samsara"],
    },
  ),

  c(
    "hc-hosting-order-form",
    "cloud hosting",
    client("Rajesh Iyer", "Swasth Diagnostics Pvt Ltd", { currency: "INR" }),
    [
      rep(
        "Sir update on Swasth Diagnostics: we are live on the order form, signed by Rajesh sir (CTO) today only 👍",
      ),
      rep(
        "2 lakh rupees per month for the managed k8s + backups. They are migrating out of AWS from 1st Dec, kindly arrange onboarding team asap",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "₹200k/month",
      followupDue: "2026-11-20",
      competitors: ["AWS"],
    },
  ),

  c(
    "hc-limpieza-factura",
    "cleaning services",
    client("Carmen Ortega", "Clínica Dental Ortega", { currency: "EUR" }),
    [
      rep("carmen de la clinica ortega pagó la primera factura!! 🧽✨"),
      rep("so its done, 1.200€ al mes, 3 dias x semana, start 1 dic. tiny client but happy 😄"),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€1.2k/month",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "hc-cbct-podpisane",
    "dental imaging",
    client("dr Agnieszka Kowalska", "Kowalska Dental Studio", { currency: "PLN" }),
    [
      rep(
        "Dr. Kowalska podpisała umowę!! contract signed for the CBCT + 2 intraoral sensors, PLN 310 000 netto 🦷",
      ),
      rep(
        "btw we lost Dentalux in Kraków to Carestream last week, thats a different deal, dont mix it up pls",
      ),
    ],
    { stage: "CLOSED_WON", priority: "MEDIUM", budgetBand: "PLN 310k", followupDue: "2026-11-20" },
  ),

  c(
    "hc-roofing-voice",
    "construction software",
    client("Mike Duarte", "Duarte Roofing & Sheet Metal"),
    [
      rep(
        "ok so just got off the phone with mike the owner of duarte roofing and uh basically they said yes and he actually signed the docusign while we were still on the call so that's done its 18 seats on the annual plan twenty one thousand six hundred dollars a year and they're gonna drop procore at the end of the month because the procore renewal went up like 30 percent and he said his office manager linda will reach out about the data import can you remind me to send the onboarding checklist thanks",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$21.6k/year",
      followupDue: "2026-11-20",
      competitors: ["Procore"],
    },
  ),

  // --------------------------------------------------------------- lost
  c(
    "hc-geotab-final",
    "fleet telematics",
    client("Khalid Al-Harbi", "Al-Harbi Transport Co.", { currency: "SAR", stage: "PROPOSAL" }),
    [
      rep("khalid replied today. unfortunately they went with Geotab 😞"),
      rep(
        "he say price was the reason, our offer was SAR 450,000 for 300 vehicles, Geotab came cheaper and their dealer is in Riyadh already. خالد was very polite but decision is final",
      ),
      ai(
        "Sorry to hear that. You could ask Khalid whether a 10% discount or longer payment terms would reopen the discussion.",
      ),
      rep("no he said final, they signed with them already. leave it"),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "SAR 450k",
      followupDue: "2027-02-16",
      competitors: ["Geotab"],
    },
  ),

  c(
    "hc-ehr-cfo-killed",
    "hospital EHR",
    client("Dr. Sabine Krüger", "Klinikum Oberhavel-Süd", { currency: "EUR" }),
    [
      rep(
        "update Klinikum: the CFO (kaufm. Direktor Herr Brandt) killed the project yesterday. 1,5 Mio € was too much with the Krankenhausreform coming, they keep Epic. Dr. Krüger is frustrated but nothing to do 😑",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€1.5M",
      followupDue: "2027-02-16",
      competitors: ["Epic"],
    },
  ),

  c(
    "hc-kommun-frozen",
    "fleet telematics",
    client("Anna Lindqvist", "Sundsvik kommun", { currency: "SEK" }),
    [
      rep(
        "sundsvik kommun: budget got frozen after the election, project shelved 🥶 anna says all new IT investments stopped. it was SEK 1,2 milj for the fleet + snow plough tracking",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: "SEK 1.2M", followupDue: "2027-02-16" },
  ),

  c(
    "hc-bank-security-fail",
    "cloud hosting",
    client("Reto Baumann", "Privatbank Seeberg AG", { currency: "CHF" }),
    [
      rep(
        "seeberg bank: we failed their IT security review 😩 no dedicated data residency in CH, our Zurich region is only on the 2028 roadmap",
      ),
      rep(
        "Reto says the risk committee decided, they stay on Azure Switzerland North. CHF 180k per year gone",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "CHF 180k/year",
      followupDue: "2027-02-16",
      competitors: ["Azure"],
    },
  ),

  c(
    "hc-nordlys-priced-out",
    "restaurant POS",
    client("Ingrid Solberg", "Solberg Mat & Kaffe AS", { currency: "NOK" }),
    [
      rep(
        "Solberg Mat & Kaffe (14 cafés) - we were priced out. Nordlys Systems came in ~40% under our NOK 900k offer for the POS rollout",
      ),
      ai(
        "You could propose a phased rollout, e.g. 5 cafés first, to bring the first-year cost down so Nordlys doesn't win on price alone.",
      ),
      rep(
        "tried that tmrw.. i mean yesterday lol. Ingrid said thanks but they signed w Nordlys, no point",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "NOK 900k",
      followupDue: "2027-02-16",
      competitors: ["Nordlys Systems"],
    },
  ),

  c(
    "hc-not-this-year",
    "construction software",
    client("Daan Visser", "Visser Bouw B.V.", { currency: "EUR" }),
    [
      rep(
        'visser bouw: "not this year, maybe 2028" 🤷 daan liked the demo of the site diary app but zero appetite for new software rn',
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: null, followupDue: "2027-02-16" },
  ),

  c(
    "hc-greythr-stay",
    "payroll software",
    client("Priya Nair", "Konkan Agro Foods", { currency: "INR" }),
    [
      rep(
        "konkan agro: they have decided to stay with their current supplier greytHR only. Priya ma'am (HR head) told MD is not wanting any change before the audit",
      ),
      rep("our quote was 5 lakh per annum for 350 employees. closing it na"),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "₹500k/year",
      followupDue: "2027-02-16",
      competitors: ["greytHR"],
    },
  ),

  c(
    "hc-betriebsrat-nein",
    "fleet telematics",
    client("Thomas Weber", "Weber Getränkelogistik GmbH", { currency: "EUR" }),
    [
      rep(
        "Weber Getränke: Betriebsrat hat nein gesagt 🙄 the works council refused GPS tracking of the drivers, Thomas says no chance even with privacy mode. Projekt ist tot, they cancelled it completly",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: null, followupDue: "2027-02-16" },
  ),

  c(
    "hc-toast-tacos",
    "restaurant POS",
    client("Luis Hernández", "Tacos El Güero", { currency: "MXN" }),
    [
      rep("se fueron con Toast 😭😭"),
      rep(
        "el güero (Luis) said Toast gave them free hardware for the 6 sucursales. we offered 350 mil pesos all in. nada que hacer",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "MXN 350k",
      followupDue: "2027-02-16",
      competitors: ["Toast"],
    },
  ),

  // --------------------------------------------------------------- lead
  c(
    "hc-piekarnia-insta",
    "restaurant POS",
    client("Ania", "Piekarnia u Ani", { currency: "PLN" }),
    [
      rep(
        "pani ania (mała piekarnia, 1 kasa) wrote on insta asking if our POS works with her card terminal. just looking she said, no rush 🥐",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "hc-nda-drawings",
    "industrial components",
    client("Markus Vogel", "Vogel Fördertechnik GmbH", { currency: "EUR" }),
    [
      rep("signed the NDA with Vogel Fördertechnik today 🎉✍️"),
      rep(
        "now they can send the drawings for the conveyor rollers. first call was only 20 min, Herr Vogel (purchasing) no idea yet on volumes or target price. family biz ~€40M revenue. dont get excited lol",
      ),
    ],
    { stage: "LEAD", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),

  c(
    "hc-athens-expo",
    "dental imaging",
    client("Dr. Ελένη Αλεξάνδρου", "Alexandrou Dental Clinic", { currency: "EUR" }),
    [
      rep(
        "met Dr. Ελένη Αλεξάνδρου at the dental expo in athens, she's curious abt our intraoral scanner. small practice, 2 chairs. she asked me to call her back December 3rd after her congress",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-12-03" },
  ),

  c(
    "hc-grant-q1",
    "cleaning services",
    client("Katarzyna Nowak", "Fundacja Zielony Dom", { currency: "PLN" }),
    [
      rep(
        "fundacja zielony dom wants the floor cleaning robots for their 2 shelters but no money until the EU grant decision in Q1",
      ),
      rep(
        'Kasia: "zadzwońcie 15.01.2027, wtedy będziemy wiedzieć" = call us on 15.01.2027, then they know',
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2027-01-15" },
  ),

  c(
    "hc-wang-ghosting",
    "payroll software",
    client("王伟", "Shenzhen Huaxin Precision"),
    [
      rep(
        "王经理 (Mr Wang, purchasing) from Huaxin still no reply, 3rd email + wechat no answer 👻 they use Kingdee for payroll now and seemed happy with it. ghosting i think",
      ),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2026-11-25",
      competitors: ["Kingdee"],
    },
  ),

  // ---------------------------------------------------------- qualified
  c(
    "hc-demo-next-tuesday",
    "fleet telematics",
    client("Priya Raman", "GreenMile Couriers", { currency: "GBP" }),
    [
      rep(
        "greenmile: Priya (Head of Ops) + their CFO want a demo of the telematics dashboard next Tuesday 11am. ~60 vans, all paper logs today. no budget talk yet",
      ),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),

  c(
    "hc-kds-trial",
    "restaurant POS",
    client("Javier Molina", "Grupo Molina Restauración", { currency: "EUR" }),
    [
      rep(
        "javi from grupo molina is ok with a trial of the kitchen display in 2 of their 7 restaurants, 14 dias",
      ),
      rep(
        "he say budget is 30k eur for all restaurants if trial goes well, decision is him and his brother (the owners). vamos 💪",
      ),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "€30k", followupDue: "2026-11-23" },
  ),

  c(
    "hc-champion-left",
    "asset management software",
    client("Oliver Grant", "Harrow Vale Housing", { currency: "GBP" }),
    [
      rep(
        "bad news/good news on harrow vale. we lost our champion, Sam Patel left the company last fri 😬",
      ),
      rep(
        "BUT the project continues, new Head of IT Oliver Grant took it over. he confirmed the need (asset mgmt for 4,000 homes) and the budget is up to £50k",
      ),
      rep("he said drop me a line sat 28/11, he catches up on emails on weekends"),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "up to £50k", followupDue: "2026-11-30" },
  ),

  c(
    "hc-civil-requirements",
    "construction software",
    client("Chloe Nguyen", "Southern Cross Civil", { currency: "AUD" }),
    [
      rep(
        "chloe from southern cross civil sent their reqs list for the site mgmt software (attached). 85 users, she's the project controls manager, GM signs off",
      ),
      ai(
        "Thanks. Based on the list, a proposal with the Field + Cost bundle looks like the best fit. Want me to draft one?",
      ),
      rep(
        "not yet mate, she wants a proper demo first with the GM, no pricing till then. budget between 60 and 80k AUD for year one",
      ),
      rep("they're also looking at Sitemate fyi"),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "A$60k–A$80k",
      followupDue: "2026-11-23",
      competitors: ["Sitemate"],
    },
    [
      pasted(
        "SCC_site_mgmt_requirements.txt",
        [
          "Southern Cross Civil - Site Management Software: Requirements",
          "Users: 85 (site engineers, supervisors, project controls)",
          "Must have: daily diaries, ITPs, plant pre-starts, offline mobile app",
          "Must have: cost codes export to our accounting system",
          "Nice to have: drone survey overlays",
          "Budget: AUD 60,000-80,000 (year one)",
          "Go-live: before end of financial year (30 June 2027)",
          "Decision: General Manager, after a demo",
        ].join("\n"),
      ),
    ],
  ),

  c(
    "hc-pacs-demo",
    "hospital imaging",
    client("Dr. med. Lukas Müller", "Kantonsspital Rheintal", { currency: "CHF" }),
    [
      rep(
        "KS Rheintal - Dr. Müller (Chefarzt Radiologie) wants an on-site demo of the PACS on 3/12, he bring the IT lead + einkauf",
      ),
      rep(
        "budget approved ~200k CHF, thats what he told me off the record. their current Agfa system is end of life in 2027",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "CHF 160k–CHF 240k",
      followupDue: "2026-11-23",
      competitors: ["Agfa"],
    },
  ),

  // ----------------------------------------------------------- proposal
  c(
    "hc-budget-battle-quote",
    "cleaning services",
    client("Sophie Turner", "Kingsgate Business Park", { currency: "GBP" }),
    [
      rep(
        "WON the internal budget battle!!! 💪 well, Sophie did. the Head of Facilities got 60k quid approved for the cleaning contract, the board signed off on the budget",
      ),
      rep("now they need a formal quote from us by friday, she'll take it to procurement"),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "£60k", followupDue: "2026-11-19" },
  ),

  c(
    "hc-kjaer-tilbud",
    "industrial cleaning",
    client("Mette Kjær", "Kjær Fiskeprodukter A/S", { currency: "DKK" }),
    [
      rep(
        "sendt tilbud to Mette (adm. direktør = CEO) at Kjær Fisk, see attached. she'll go thru it w/ the production manager this week",
      ),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "DKK 345k", followupDue: "2026-11-19" },
    [
      pasted(
        "Tilbud_Q-2291.txt",
        [
          "TILBUD / QUOTE Q-2291",
          "Kunde: Kjær Fiskeprodukter A/S, att. Mette Kjær",
          "Natlig hygiejnerengøring, produktionshal 1+2, 12 mdr: DKK 288.000",
          "Kvartalsvis dybderengøring, 4 x DKK 14.250: DKK 57.000",
          "Total: DKK 345.000 ekskl. moms",
          "Gyldig til: 15.12.2026",
        ].join("\n"),
      ),
    ],
  ),

  c(
    "hc-hospital-propuesta",
    "hospital EHR",
    client("Dra. Lucía Fernández", "Hospital San Rafael de Valencia", { currency: "EUR" }),
    [
      rep(
        "hoy mandamos la propuesta al comité de dirección del Hospital San Rafael 🙏 EHR completo, 420 camas",
      ),
      rep(
        "Dra. Fernández (directora médica) is our champion. we compete vs Oracle Health and a local one, Medisys, which is cheaper but has no módulo de UCI",
      ),
      ai(
        "Good progress. Make sure the steering committee sees the ICU module demo and the migration plan, and ask Dra. Fernández when they decide.",
      ),
      rep(
        "they decide on the 4th of december, the steering committee meets that day. our number is €2,4M for 5 years incl. implementacion",
      ),
      rep("IT director still asking about HL7/FHIR interfaces, sending him the doc tmrw"),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "€2.4M",
      followupDue: "2026-11-19",
      competitors: ["Oracle Health", "Medisys"],
    },
  ),

  c(
    "hc-bike-shop-quote",
    "web hosting",
    client("Tom Becker", "Becker's Bike Repair"),
    [
      rep(
        "sent tom (bike repair shop, just him + 1 guy) the quote for the new website + hosting, $1,850 total (setup + first year). he said he'll think abt it 🚲",
      ),
    ],
    { stage: "PROPOSAL", priority: "LOW", budgetBand: "$1,850", followupDue: "2026-11-25" },
  ),

  c(
    "hc-roadlines-lakh",
    "fleet telematics",
    client("Anil Sharma", "Sharma Roadlines", { currency: "INR" }),
    [
      rep(
        "sent proposal to Sharma Roadlines for 40 trucks GPS + fuel sensors, total 12.5 lakh INR incl. 1 year AMC",
      ),
      ai(
        "Nice. Anil will likely compare with cheaper local trackers, so highlight the fuel theft savings. Shall I draft a follow-up mail?",
      ),
      rep(
        "ya pls. Mr. अनिल शर्मा said he will revert by end of the month after discussing with his brother who handles the finance side",
      ),
    ],
    { stage: "PROPOSAL", priority: "MEDIUM", budgetBand: "₹1.25M", followupDue: "2026-11-23" },
  ),

  // -------------------------------------------------------- negotiation
  c(
    "hc-pilot-rollout",
    "fleet telematics",
    client("Олена Коваль", "TransMaz Logistyka Sp. z o.o.", { currency: "PLN" }),
    [
      rep("pilot na 20 ciężarówkach = sukces ✅ Олена Коваль (head of ops) very happy, fuel -7%"),
      rep(
        "now negotiating the rollout price for all 260 trucks. our offer PLN 1,2 mln over 3 yrs, they want 12% off + 60 days payment. zarząd (the board) decides, Olena pushes for us",
      ),
    ],
    { stage: "NEGOTIATION", priority: "HIGH", budgetBand: "PLN 1.2M", followupDue: "2026-11-19" },
  ),

  c(
    "hc-buildtrack-revived",
    "construction software",
    client("Greg Novak", "Novak & Sons Contracting", {
      stage: "CLOSED_LOST",
      priority: "LOW",
      dealValue: 85000,
    }),
    [
      rep(
        "novak & sons went with BuildTrack 😤 greg called, decision is final, cheaper per seat. closing as lost",
      ),
      ai(
        "Understood. Worth a check-in in about 3 months to see how the BuildTrack rollout is going.",
      ),
      rep(
        "lol didnt need 3 months. greg called this morning, BuildTrack implementation is a mess, his superintendents refuse to use it",
      ),
      rep("he wants to come back to us. same scope, 70 users, $85k/yr was our number"),
      ai(
        "Great news. Before sending paperwork, confirm who signs and whether the BuildTrack contract has an exit clause.",
      ),
      rep("he's the owner so he signs. BuildTrack has a 30 day out, he already gave notice"),
      rep(
        "sent him our MSA yesterday, his lawyer came back with redlines on liability + data export",
      ),
      rep('and he asked for 5% off "for the hassle" lol. wants it closed before xmas'),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$85k/year",
      followupDue: "2026-11-19",
      competitors: ["BuildTrack"],
    },
  ),

  c(
    "hc-alpenmilch-minutes",
    "payroll software",
    client("Sandra Hofer", "Alpenmilch Genossenschaft", { currency: "EUR" }),
    [
      rep(
        "minutes from todays call w/ Alpenmilch procurement + legal attached. tl;dr they want 60d payment terms and a lower liability cap, rest is fine",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€80k/year",
      followupDue: "2026-11-19",
      competitors: ["BMD"],
    },
    [
      pasted(
        "Protokoll_Alpenmilch_2026-11-18.txt",
        [
          "Meeting minutes - 18.11.2026",
          "Participants: Sandra Hofer (Head of Procurement), Mag. Peter Lanz (Legal), Stefan Huber (IT security); our account team",
          "Subject: Payroll SaaS - master agreement",
          "1. Commercials: EUR 80,000 per year, 3-year term. Procurement asks 5% discount for the 3-year commitment.",
          "2. Payment terms: Alpenmilch requires 60 days, we offered 30.",
          "3. Liability cap: Legal asks 2x the annual fee instead of 1x.",
          "4. IT security: DPA annex under review by Stefan Huber, questionnaire returned.",
          "5. Current system: BMD payroll module, to be switched off 31.03.2027.",
          "Next meeting: 25.11.2026 with legal.",
        ].join("\n"),
      ),
    ],
  ),

  c(
    "hc-farouk-discount",
    "dental imaging",
    client("Dr. Omar Farouk", "Farouk Family Dental"),
    [
      rep(
        "dr farouk (3 clinics) wants 15% off the imaging software package, 4,500 USD. says Carestream offered him 3,900",
      ),
      rep("he needs our answer by monday the 23rd or he signs with them"),
    ],
    {
      stage: "NEGOTIATION",
      priority: "MEDIUM",
      budgetBand: "$4.5k",
      followupDue: "2026-11-20",
      competitors: ["Carestream"],
    },
  ),

  c(
    "hc-gulfstar-dpa",
    "restaurant POS",
    client("Fatima Al Mansoori", "Gulf Star Hospitality Group", { currency: "AED" }),
    [
      rep(
        "gulf star update: legal sent redlines on the DPA and IT security want our pen test report before signing. commercials agreed, AED 1.1M for POS in 9 hotels, replacing their old Oracle MICROS terminals",
      ),
      rep(
        "فاطمة (CFO) can approve only up to AED 250k alone so it goes to the board, meeting is December 10th, inshallah they approve there",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "AED 1.1M",
      followupDue: "2026-11-19",
      competitors: ["Oracle MICROS"],
    },
  ),
];
