// Second batch of fresh tuning cases, written by a corpus-writing helper session that never read or
// ran the analyser. Voice: channel partners and resellers reporting on their end customers,
// customer-success managers handing over renewals and upsells, inside-sales reps in India, Germany,
// Spain, Brazil and Poland writing fluent non-native English with words of their own language,
// terse phone updates, and long pasted e-mail threads whose decisive sentence is buried; industries
// far from software (construction, hospitals, fleets, hotels, schools, food production, tenders).
// The labels were written from LABELLING.md before the analyser ever ran on them.

import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

export const TUNING_FRESH2: CorpusCase[] = [
  c(
    "tg-medsys-hospital-po",
    "hospital equipment (via reseller)",
    client("Dr. Elena Varga", "St. Anne's Hospital", { currency: "EUR" }),
    [
      rep(
        "Update from our reseller MedSys Partners on St. Anne's Hospital: the hospital's procurement issued PO 4500078812 yesterday for the 40 nurse-call tablets + 3 years support. Total on the PO is €186,500. Philips was the incumbent on the wards, they are being swapped out ward by ward from January.",
      ),
      rep("MedSys wants us on the site survey with Dr. Varga (head of nursing IT)."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€186.5k",
      followupDue: "2026-11-20",
      competitors: ["Philips"],
    },
  ),

  c(
    "tg-kowalski-samsara",
    "logistics fleet telematics",
    client("Tomasz Kowalski", "Kowalski Transport", { currency: "PLN", stage: "PROPOSAL" }),
    [rep("kowalski transport - gone. they went w samsara, cheaper per truck. 120 trucks, szkoda.")],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["samsara"],
    },
  ),

  c(
    "tg-alpenhof-thread-countersigned",
    "hotels",
    client("Katrin Hofer", "Alpenhof Hotels", { currency: "EUR", stage: "NEGOTIATION" }),
    [
      rep(`Pasting the thread from Alpenhof, can you update the record?

---------- Forwarded message ---------
From: Katrin Hofer <k.hofer@alpenhof-hotels.at>
Sent: Tuesday, 17 November 2026 16:42
To: Jonas Weber <jonas.weber@ourcompany.de>
Subject: RE: RE: Guest room tablets - agreement

Hi Jonas,

thanks for the call this morning. Our IT (Herr Gruber) will need the VLAN details for all four houses by next week, he will write to you separately. The countersigned agreement is attached, the original goes by post to your Munich office. Could the installation team come on 1 December to the Seefeld house first? The general manager wants it running before the ski season opens.

Best regards
Katrin Hofer
Head of Operations, Alpenhof Hotels

> On Mon, 16 Nov 2026 at 09:10, Jonas Weber wrote:
> Dear Katrin, please find attached the agreement for the 4 houses, €48,000 per year, 3-year term, as discussed.
>
>> On Fri, 13 Nov 2026, Katrin Hofer wrote:
>> We compared with Mews once more, the board decided for your solution. I will send the signed agreement next week.`),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€48k/year",
      followupDue: "2026-11-20",
      competitors: ["Mews"],
    },
  ),

  c(
    "tg-san-ignacio-freeze",
    "schools",
    client("Sor María Gil", "Colegio San Ignacio", { currency: "EUR", stage: "PROPOSAL" }),
    [
      rep(
        "Colegio San Ignacio: la dirección says no. The regional government froze the budget for the digital whiteboards, so the project is cancelled, 'no hay presupuesto este año' said Sor María. Our offer was 62.000 € for 35 classrooms.",
      ),
      rep("Pity, I was sure about this one."),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: "€62k", followupDue: "2027-02-16" },
  ),

  c(
    "tg-keller-bau-security",
    "construction",
    client("Urs Keller", "Keller Bau AG", { currency: "CHF", stage: "NEGOTIATION" }),
    [
      rep(
        "Keller Bau AG, Zürich: their IT security (Informationssicherheit) did the review of our site-camera cloud and rejected it, the video is hosted outside Switzerland/EU and that is a knock-out criterion for them. Herr Keller called me himself: 'leider nein, das ist endgültig'. Deal was CHF 95k.",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: "CHF 95k", followupDue: "2027-02-16" },
  ),

  c(
    "tg-sharma-first-invoice",
    "cold-chain logistics",
    client("Rakesh Sharma", "Sharma Cold Chain Pvt Ltd", { currency: "INR", stage: "NEGOTIATION" }),
    [
      rep(
        "Sir, good news: Sharma Cold Chain has cleared our first invoice (INV/26-27/0419) today itself. Annual contract is 12 lakh + GST, 3 warehouses live from Monday.",
      ),
      rep(
        "They were earlier on the Tata Consultancy monitoring setup, which they are switching off by December. Kindly create the onboarding tasks.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "₹1.2M/year",
      followupDue: "2026-11-20",
      competitors: ["Tata Consultancy"],
    },
  ),

  c(
    "tg-santa-luzia-proposta",
    "food production",
    client("Antônio Ribeiro", "Frigorífico Santa Luzia", { currency: "BRL", stage: "QUALIFIED" }),
    [
      rep(
        "Mandei a proposta for Frigorífico Santa Luzia on friday: R$ 380 mil for the line temperature sensors + installation in both plants. Seu Antônio (diretor industrial, he signs) is reviewing it with his sons, they will answer 'até o fim do mês'.",
      ),
      rep(
        "They also have a quote from Siemens on the table, but he told me ours is more complete.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "R$380k",
      followupDue: "2026-11-19",
      competitors: ["Siemens"],
    },
  ),

  c(
    "tg-lakeside-renewal-handover",
    "hotels (customer success)",
    client("Grace Whitfield", "Lakeside Hotels", { stage: "NEGOTIATION", dealValue: 84000 }),
    [
      rep(
        "CSM handover, Lakeside Hotels renewal -> you own it from today.\n- contract renews 30 June 2027, current fee $84k/yr\n- they want 10% off the renewal and to add 2 properties\n- procurement sent redlines on the liability cap last week, legal is on it\n- CFO Grace Whitfield joins every call\n- they mentioned Cloudbeds twice as 'an option', I think it is leverage",
      ),
      ai(
        "Suggest you prepare a counter-offer that trades the discount for a longer term, and answer the redlines before the next call.",
      ),
      rep("ok. next call with Grace is tomorrow 3pm."),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$84k/year",
      followupDue: "2026-11-19",
      competitors: ["Cloudbeds"],
    },
  ),

  c(
    "tg-vistula-reopened",
    "food production planning",
    client("Marta Zielińska", "Vistula Foods", {
      currency: "EUR",
      stage: "CLOSED_LOST",
      priority: "LOW",
    }),
    [
      rep("Vistula Foods: we lost this one in September to o9."),
      rep(
        "BUT Marta called today: the o9 rollout is stuck, their planners are unhappy. She wants to see our planning module again, demo with the COO agreed for early December. No numbers yet.",
      ),
      ai("Good sign. Ask what exactly is stuck so the demo shows that part first."),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-23",
      competitors: ["o9"],
    },
  ),

  c(
    "tg-rossi-other-client",
    "logistics fleet telematics",
    client("Marco Rossi", "Rossi Logistica", { currency: "EUR" }),
    [
      rep(
        "Met Marco Rossi from Rossi Logistica at the Verona fair. Told him Fratelli Conti just signed with us for 60 vans, he was curious and asked for a brochure. They use Webfleet today and are 'just looking around for now'. No project, no budget.",
      ),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2026-11-25",
      competitors: ["Webfleet"],
    },
  ),

  c(
    "tg-mirador-were-in",
    "hotels",
    client("Lucía Navarro", "Hotel Mirador", { currency: "EUR", stage: "NEGOTIATION" }),
    [rep("Hotel Mirador: we're in!! signed 3 yrs, tablets for all 22 rooms. details tmrw")],
    { stage: "CLOSED_WON", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-20" },
  ),

  c(
    "tg-nordbau-almost-signed",
    "construction",
    client("Stefan Brandt", "Nordbau GmbH", { currency: "EUR", stage: "NEGOTIATION" }),
    [
      rep(
        "Nordbau is almost signed. Legal is still on the indemnity clause, they want the cap at 1x annual fees, we offered 2x. Total is €240k over the 3 years.",
      ),
      ai("Is the Geschäftsführer involved? Without him the cap question can drag on."),
      rep(
        "Yes, Herr Brandt (GF) is on it personally, signing planned next week if he agrees with the cap. Würth was their fallback option for the tool management, but they dropped it.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€240k",
      followupDue: "2026-11-19",
      competitors: ["Würth"],
    },
  ),

  c(
    "tg-opole-tender-comarch",
    "public tender (hospital)",
    client("Dział Zamówień", "Szpital Wojewódzki w Opolu", { currency: "PLN", stage: "PROPOSAL" }),
    [
      rep(
        "Szpital Wojewódzki Opole - przegraliśmy. The tender result is published on the BZP portal: they chose the offer from comarch at 1,9 mln zł, ours was 2,4 mln zł. Price was 100% of the criteria so nothing to do. Appeal makes no sense.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "PLN 2.4M",
      followupDue: "2027-02-16",
      competitors: ["comarch"],
    },
  ),

  c(
    "tg-lindenau-tender-bid",
    "public tender (fleet telematics)",
    client("Dr. Anja Lenz", "Stadtwerke Lindenau", { currency: "EUR", stage: "QUALIFIED" }),
    [
      rep(
        "Our bid for the Stadtwerke Lindenau fleet tender went in on Monday (portal receipt 2026-11-16). Extract of the tender documents attached.",
      ),
      rep(
        "Dr. Lenz (head of procurement) called yesterday with two clarification questions on our bid, answers due Friday the 20th. Award decision is planned for January.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "€1.5M",
      followupDue: "2026-11-19",
      competitors: ["Geotab"],
    },
    [
      {
        name: "Lindenau_Ausschreibung_Auszug.txt",
        mimeType: "text/plain",
        size: 1180,
        text: `Stadtwerke Lindenau - Open procedure 2026/S 201-48812
Subject: Telematics for the municipal fleet (212 vehicles: buses, waste trucks, service vans)
Estimated total contract value: 1,5 Mio € net (4 years including options)
Current system: Geotab, contract ends 31.03.2027; data migration must be included in the offer.
Deadline for bidder questions: 30.10.2026
Deadline for offers: 16.11.2026, 12:00
Award criteria: price 60 %, quality of concept 30 %, references 10 %
Planned award decision: 15.01.2027
Planned start of operation: 01.04.2027`,
      },
    ],
  ),

  c(
    "tg-greenfield-lakh",
    "schools",
    client("Mrs. Kavita Iyer", "Greenfield International School", { currency: "INR" }),
    [
      rep(
        "Greenfield International School, Pune. Principal Mrs. Iyer confirmed budget of approx 8 lakh for attendance + school bus tracking. Presently they are using Fedena for attendance only.",
      ),
      rep(
        "Demo is fixed for 24th Nov with the trustees. Please remind me to prepare the bus module.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "₹640k–₹960k",
      followupDue: "2026-11-23",
      competitors: ["Fedena"],
    },
  ),

  c(
    "tg-costa-brava-kickoff",
    "hotels",
    client("Jordi Puig", "Costa Brava Resorts", { currency: "EUR", stage: "NEGOTIATION" }),
    [
      rep(
        "Costa Brava Resorts: contract countersigned by their CFO yesterday evening, €96k/year for the 5 resorts. Kick-off on the 12th in Girona with Jordi and the IT team, go-live planned for March before Semana Santa.",
      ),
    ],
    { stage: "CLOSED_WON", priority: "MEDIUM", budgetBand: "€96k/year", followupDue: "2026-11-20" },
  ),

  c(
    "tg-ferreira-lost-contact",
    "logistics",
    client("Paulo Mendes", "Ferreira Transportes", { currency: "BRL" }),
    [
      rep(
        "Lost my contact at Ferreira Transportes, Paulo left the company last week. We only had the intro call, nothing decided. Wrote to the general inbox, nobody replied yet. Vou tentar pelo LinkedIn.",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "tg-mueller-works-council",
    "food production",
    client("Sabine Müller", "Müller Lebensmittel GmbH", { currency: "EUR", stage: "PROPOSAL" }),
    [
      rep(
        "Müller Lebensmittel: the Betriebsrat (works council) must approve the time-tracking terminals before anyone can sign. Meanwhile we are negotiating the DPA and they ask 7% discount on the €135k.",
      ),
      rep(
        "ATOSS is still in the race according to Frau Müller (HR director, she decides). Works council meeting is on 3 December.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "€135k",
      followupDue: "2026-11-19",
      competitors: ["ATOSS"],
    },
  ),

  c(
    "tg-sol-y-mar-este-ano-no",
    "hotels",
    client("Ramón Ortega", "Hotel Sol y Mar", { currency: "EUR", stage: "QUALIFIED" }),
    [
      rep(
        "Hotel Sol y Mar: 'este año no', the owner Ramón told me by phone. Maybe in 2028, no promise. He was polite but it is a clear no.",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: null, followupDue: "2027-02-16" },
  ),

  c(
    "tg-arctic-air-servicetitan",
    "HVAC field services",
    client("Dave Kowalczyk", "Arctic Air Heating & Cooling", { stage: "PROPOSAL" }),
    [
      rep(
        "Arctic Air picked the ServiceTitan guys. Dave said their dispatchers liked the mobile app better. We had quoted $38k/yr for the 25 techs.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$38k/year",
      followupDue: "2027-02-16",
      competitors: ["ServiceTitan"],
    },
  ),

  c(
    "tg-krakow-hypothetical",
    "warehouse logistics",
    client("Piotr Nowak", "Kraków Logistics Park", { currency: "PLN" }),
    [
      rep(
        "Kraków Logistics Park: Piotr (COO) said IF the board approves the new hall in January, they would order 200 scanners from us to replace their old Zebra units. Budget around 300k zł.",
      ),
      ai("Worth proposing a small trial now so you are the obvious choice when the board decides."),
      rep("Done, trial of 5 units agreed for December, he will tell me the date."),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "PLN 240k–PLN 360k",
      followupDue: "2026-11-23",
      competitors: ["Zebra"],
    },
  ),

  c(
    "tg-atlas-catering-airport",
    "food services",
    client("Inés Calvo", "Atlas Catering", { currency: "EUR", stage: "QUALIFIED" }),
    [
      rep(
        "Big news at Atlas Catering: THEY signed a 5-year contract with Madrid airport last week! That's why they need the kitchen-monitoring quickly.",
      ),
      rep(
        "I sent our quote on Monday, €72k for the 14 kitchens. Inés Calvo (ops director, she signs) is reviewing it and wants to start in January.",
      ),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "€72k", followupDue: "2026-11-19" },
  ),

  c(
    "tg-santa-helena-voice-memo",
    "hospitals",
    client("Dra. Camila Duarte", "Clínica Santa Helena", { currency: "BRL", stage: "NEGOTIATION" }),
    [
      rep(
        "[voice memo, transcribed] uh so, Clínica Santa Helena, um, the compliance team finished the LGPD review and, uh, they failed us on the data residency thing, the backups in the US. They are not going forward with the R$ 1,2 milhão project, Dra. Camila was very apologetic, she said they will, uh, stay with MV for now. Ok. That's it. Fim.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "R$1.2M",
      followupDue: "2027-02-16",
      competitors: ["MV"],
    },
  ),

  c(
    "tg-hartmann-po-csv",
    "construction",
    client("Jens Hartmann", "Hartmann Bau GmbH", { currency: "EUR", stage: "PROPOSAL" }),
    [
      rep(
        "PO from Hartmann Bau attached, see the line items. Booked! Delivery to the Kassel yard.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€58,240",
      followupDue: "2026-11-20",
      competitors: ["Hilti"],
    },
    [
      {
        name: "Bestellung_HB-2026-1187.csv",
        mimeType: "text/csv",
        size: 512,
        text: `PO number;Line;Item;Qty;Unit price EUR;Amount EUR;Note
HB-2026-1187;1;Tool tracking tag;800;22.80;18240.00;replaces Hilti tool tracking
HB-2026-1187;2;Site gateway;16;1500.00;24000.00;
HB-2026-1187;3;Software licence 2 years;1;16000.00;16000.00;
HB-2026-1187;;;;;58240.00;TOTAL net`,
      },
    ],
  ),

  c(
    "tg-gdynia-formal-lead",
    "public sector (school meals)",
    client("Wydział Edukacji", "Urząd Miasta Gdyni", { currency: "PLN" }),
    [
      rep(
        "For the record: the Education Department of the City of Gdynia has requested general information regarding our school-meal management system. No budget has been allocated; a needs assessment is foreseen for the second quarter of 2027. The enquiry was received via the general contact form.",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),
];
