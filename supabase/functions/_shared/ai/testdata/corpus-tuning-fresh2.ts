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

  c(
    "tg-brightwater-csm-upsell",
    "care homes (customer success)",
    client("Helen Marsh", "Brightwater Care Homes", { currency: "GBP", stage: "NEGOTIATION" }),
    [
      rep(
        "CSM here, closing the loop on the Brightwater upsell before I hand the account back: Helen Marsh signed the order form for the 6 extra homes on Monday. That's a hundred and twenty thousand pounds a year on top of the existing contract. Onboarding of the night staff starts in January.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£120k/year",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tg-fuji-ryokan-budget-cut",
    "hotels (via reseller)",
    client("Kenji Watanabe", "Fuji Lakeside Ryokan", { currency: "JPY", stage: "PROPOSAL" }),
    [
      rep(
        "Reseller note from Kansai Hospitality Partners: Fuji Lakeside Ryokan cancelled the room-tablet project. After a weak autumn season the owner cut the budget for all renovations, Watanabe-san said there is no plan to restart. Our offer through the partner was ¥4.8M.",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: "¥4.8M", followupDue: "2027-02-16" },
  ),

  c(
    "tg-st-kilda-go-live",
    "schools (via partner)",
    client("Mark O'Brien", "St Kilda Grammar", { currency: "AUD", stage: "NEGOTIATION" }),
    [
      rep(
        "Partner update (EduTech Victoria): St Kilda Grammar went live with us on Monday, all 1,100 students ordering from the canteen in the new app. The A$65k invoice was paid last week. Flexischools is switched off end of term.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "A$65k",
      followupDue: "2026-11-20",
      competitors: ["Flexischools"],
    },
  ),

  c(
    "tg-lakeshore-general-offer",
    "hospitals",
    client("Priya Nair", "Lakeshore General Hospital", { currency: "CAD", stage: "QUALIFIED" }),
    [
      rep(
        "Lakeshore General: they have our offer since Monday, C$250K/yr for the wayfinding kiosks in both towers. Priya Nair (VP Facilities, sponsor and budget owner) took it to their capital committee for review. Committee meets Dec 9.",
      ),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "C$250k/year", followupDue: "2026-11-19" },
  ),

  c(
    "tg-golden-harvest-kinaxis",
    "food production planning",
    client("Mei Ling Tan", "Golden Harvest Foods", { currency: "SGD", stage: "PROPOSAL" }),
    [
      rep(
        "Golden Harvest Foods (Singapore): the S&OP planning project went to Kinaxis. Mei Ling, their S&OP lead, said our tool was fine but the parent company in Malaysia already runs it, so it was a group decision. We had proposed S$310k.",
      ),
      ai(
        "Worth asking whether the Singapore team can keep a smaller scope with you, e.g. the shop-floor scheduling.",
      ),
      rep("Asked. She said no, everything goes to the group platform."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "S$310k",
      followupDue: "2027-02-16",
      competitors: ["Kinaxis"],
    },
  ),

  c(
    "tg-medifarm-veeva",
    "pharmaceutical production",
    client("Agnieszka Wróbel", "Medifarm S.A.", { currency: "PLN", stage: "QUALIFIED" }),
    [
      rep(
        "Medifarm - document control for the QA lab: it's Veeva for them. Their global HQ standardised on Vault QMS for all plants, Pani Agnieszka told me there is nothing to decide locally any more. Koniec.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["Veeva"],
    },
  ),

  c(
    "tg-la-tasca-lightspeed",
    "restaurants",
    client("Álvaro Sanz", "Grupo La Tasca", { currency: "EUR", stage: "PROPOSAL" }),
    [
      rep(
        "La Tasca group (8 restaurants in Madrid): lightspeed won. Álvaro liked that POS and stock are in one tool. Qué pena, we offered between 40 and 60k depending on the modules.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€40k–€60k",
      followupDue: "2027-02-16",
      competitors: ["lightspeed"],
    },
  ),

  c(
    "tg-palm-crescent-thread",
    "hotels",
    client("Karim Haddad", "Palm Crescent Hotel & Residences", {
      currency: "AED",
      stage: "QUALIFIED",
    }),
    [
      rep(`FYI, their procurement answered:

---------- Forwarded message ---------
From: Procurement Palm Crescent <procurement@palmcrescent.ae>
Date: Mon, 16 Nov 2026, 11:20
Subject: RE: Quotation Q-2611-045 - In-room control tablets
To: Ricardo Fernandes

Dear Mr. Fernandes,

We acknowledge receipt of your quotation Q-2611-045 dated 12 November 2026 amounting to AED 450,000 (excluding VAT). The quotation is under evaluation together with the offer we have received from Oracle Hospitality. Mr. Karim Haddad, General Manager, will review both with the owner's representative this week. Kindly call Mr. Haddad on 25 November, he is travelling until then.

Best regards,
Procurement Department
Palm Crescent Hotel & Residences
Tel. +971 4 555 0199

> Dear Sir or Madam,
> please find attached our quotation Q-2611-045 for the in-room control tablets (312 rooms).
> Ricardo Fernandes`),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "AED 450k",
      followupDue: "2026-11-25",
      competitors: ["Oracle Hospitality"],
    },
  ),

  c(
    "tg-constructora-norte-redlines",
    "construction",
    client("Ing. Rafael Treviño", "Constructora del Norte", { currency: "MXN", stage: "PROPOSAL" }),
    [
      rep(
        "Constructora del Norte (Monterrey):\n- their legal sent redlines on the penalty clause\n- they want to pay the MXN 2.5M in 3 installments\n- Ing. Treviño (director general, he signs) wants it closed before the holidays\n- the Procore people are still calling him, he says",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "MXN 2.5M",
      followupDue: "2026-11-19",
      competitors: ["Procore"],
    },
  ),

  c(
    "tg-kumba-award-po",
    "mining fleets (via partner)",
    client("Thabo Nkosi", "Kumba Fleet Services", { currency: "ZAR", stage: "NEGOTIATION" }),
    [
      rep(
        "Letter of award received from Kumba Fleet Services, and the PO followed this morning: ZAR 3.4M for 90 haul-truck fatigue monitors. We beat the Caterpillar team on the driver alerts. Our partner Sandton Safety Solutions does the installation.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "ZAR 3.4M",
      followupDue: "2026-11-20",
      competitors: ["Caterpillar"],
    },
  ),

  c(
    "tg-lindqvist-question",
    "food production",
    client("Erik Lindqvist", "Lindqvist Bageri AB", { currency: "SEK" }),
    [
      rep("Has Lindqvist Bageri signed anything yet?"),
      ai(
        "There is no record of a signature. The last note says their board was going to discuss the budget.",
      ),
      rep(
        "Right, checked with Erik: no signature, the board only approved the budget, SEK 380k per year for line monitoring. No supplier chosen yet. Pricing call with him on Thursday 26th.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "SEK 380k/year",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "tg-st-lukes-proposal-later",
    "hospitals",
    client("Dr. Luis Moreno", "St. Luke's Rural Hospital"),
    [
      rep(
        "St. Luke's Rural Hospital: Dr. Moreno (medical director) confirmed they want the remote patient-monitoring pilot, around 50 grand in their innovation fund for it.",
      ),
      rep(
        "He didn't ask for anything formal yet. I'll put a proposal together once I have the bed count from their nursing lead.",
      ),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "$40k–$60k", followupDue: "2026-11-23" },
  ),

  c(
    "tg-veloz-fechamos",
    "logistics fleet telematics",
    client("Carlos Almeida", "Transportadora Veloz", { currency: "BRL", stage: "NEGOTIATION" }),
    [
      rep(
        "FECHAMOS Transportadora Veloz!!! contrato assinado, 150 caminhões, R$ 90 mil por mês. tiramos da Sascar 💪",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "R$90k/month",
      followupDue: "2026-11-20",
      competitors: ["Sascar"],
    },
  ),

  c(
    "tg-montessori-valencia",
    "schools",
    client("Pilar Soler", "Colegio Montessori Valencia", { currency: "EUR", stage: "PROPOSAL" }),
    [
      rep(
        "Hemos cerrado con el Colegio Montessori Valencia: the administrator Pilar placed the order this morning, 80k for the access control in the 3 buildings. Installation during the Christmas holidays.",
      ),
    ],
    { stage: "CLOSED_WON", priority: "MEDIUM", budgetBand: "€80k", followupDue: "2026-11-20" },
  ),

  c(
    "tg-klinikum-rheinland-zuschlag",
    "hospitals (public tender)",
    client("Vergabestelle", "Klinikum Rheinland", { currency: "EUR", stage: "PROPOSAL" }),
    [
      rep(
        "Dear colleagues, we hereby confirm that Klinikum Rheinland has awarded us the contract for the sterilisation tracking system (Zuschlag erteilt). The framework agreement signed by the hospital reached us on 17.11.2026; the award letter is attached for the file.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€1.2M",
      followupDue: "2026-11-20",
      competitors: ["Getinge"],
    },
    [
      {
        name: "Zuschlagsschreiben_KR-2026-077.txt",
        mimeType: "text/plain",
        size: 760,
        text: `Klinikum Rheinland gGmbH - Vergabestelle
Procedure KR-2026-077: Instrument and sterilisation tracking
Award notice (Zuschlag)

We are pleased to inform you that your offer of 28.09.2026 has been accepted.
Contract volume: €1.2m net over four years (licences, scanners, service).
The existing Getinge T-DOC installation will be phased out by 30.06.2027.
Kick-off meeting: 12.01.2027, Building C, room 1.14.
Contact: Dr. Heinz Albrecht, Head of Central Sterile Services`,
      },
    ],
  ),

  c(
    "tg-harrogate-deposit",
    "hotels",
    client("James Whitaker", "The Harrogate Spa Hotel", { currency: "GBP", stage: "PROPOSAL" }),
    [
      rep(
        "[dictated in the car] Harrogate Spa Hotel, James paid the thirty percent deposit this morning, thirteen and a half thousand pounds, so it's happening. Total job is £45k for the key-card locks on all floors, replacing their old Salto locks. Need to book the fitters for January.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£45k",
      followupDue: "2026-11-20",
      competitors: ["Salto"],
    },
  ),

  c(
    "tg-sunrise-nagpur-priced-out",
    "hospitals",
    client("Dr. Anil Deshmukh", "Sunrise Multispeciality Hospital", {
      currency: "INR",
      stage: "PROPOSAL",
    }),
    [
      rep(
        "Sunrise Multispeciality Hospital, Nagpur: Dr. Deshmukh told our price is too high, they are going with a local vendor at almost half the rate. Our quote was 18.5 lakh. Please close this one, no point to chase.",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: "₹1.85M", followupDue: "2027-02-16" },
  ),

  c(
    "tg-northern-haulage-thread",
    "logistics fleet telematics",
    client("Gareth Lewis", "Northern Haulage Ltd", { currency: "GBP", stage: "QUALIFIED" }),
    [
      rep(`Fwd from Northern Haulage, read from the bottom up:

-----Original Message-----
From: Gareth Lewis <g.lewis@northernhaulage.co.uk>
Sent: 17 November 2026 08:55
To: Sophie Clarke
Subject: RE: Telematics pilot - next steps

Morning Sophie,

Apologies for the slow reply, it's been a hectic month with the depot move in Leeds and two drivers off sick. I did take your pilot plan to the directors' meeting on Thursday. Unfortunately the group has frozen all capital spend until further notice and the telematics project has been shelved; we'll simply extend the Verizon Connect contract for another year. For what it's worth, the drivers who saw the demo liked your app. Thanks for all the effort, and do keep sending the newsletter.

Regards,
Gareth Lewis
Transport Manager | Northern Haulage Ltd | 0113 496 0721

> From: Sophie Clarke
> Sent: 3 November 2026
> Hi Gareth, following the demo, here is the pilot plan for 20 of your 85 trucks.
> You mentioned you spent around £61k with Verizon Connect last year, so the pilot is free of charge.`),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["Verizon Connect"],
    },
  ),

  c(
    "tg-rzeszow-tender-cancelled",
    "public tender (schools)",
    client("Dyrekcja", "Zespół Szkół nr 3 w Rzeszowie", { currency: "PLN", stage: "PROPOSAL" }),
    [
      rep(
        "ZS nr 3 Rzeszów: the city cancelled the whole tender (unieważnienie przetargu) for the classroom monitors, tender value was PLN 480k. No new tender planned, the money goes to the roof repair.",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: "PLN 480k", followupDue: "2027-02-16" },
  ),

  c(
    "tg-bharat-steel-infosys",
    "plant maintenance services",
    client("Vikram Rao", "Bharat Steel Ltd", { stage: "PROPOSAL" }),
    [
      rep(
        "Bharat Steel plant-maintenance tender result came: the Infosys team got it. Vikram sir informed on call, they scored higher on the local support. Our bid was $1.1M for 3 years.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$1.1M",
      followupDue: "2027-02-16",
      competitors: ["Infosys"],
    },
  ),

  c(
    "tg-grand-sopot-procurement",
    "hotels",
    client("Ewa Kamińska", "Hotel Grand Sopot", { currency: "PLN", stage: "PROPOSAL" }),
    [
      rep(
        "Hotel Grand Sopot, call notes:\n- procurement wants 12% off on the PLN 640k\n- also 60 dni payment terms instead of 30\n- Pani Ewa (GM) decides, answer by Friday\n- they still compare with Protel, but mostly for the price",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "PLN 640k",
      followupDue: "2026-11-19",
      competitors: ["Protel"],
    },
  ),

  c(
    "tg-riverside-dc-sow",
    "warehouse automation",
    client("Tom Becker", "Riverside Distribution Center", { stage: "QUALIFIED" }),
    [
      rep(
        "SOW is with Riverside DC since Thursday, $212,400 for the conveyor sensors and the dashboard. Tom (facilities manager) is going through the scope, no comments on terms yet. He is not the signer, the DC director hasn't looked at it.",
      ),
    ],
    { stage: "PROPOSAL", priority: "MEDIUM", budgetBand: "$212.4k", followupDue: "2026-11-23" },
    [
      {
        name: "SOW_Riverside_DC_v1.txt",
        mimeType: "text/plain",
        size: 640,
        text: `Statement of Work - Riverside Distribution Center
1. Scope: 64 conveyor vibration sensors, 4 gateways, operations dashboard
2. Timeline: installation in 3 weekends after signature, go-live in March
3. Fees: hardware $148,000; installation $26,400; software year 1 $38,000
4. Total: $212,400
5. Acceptance: signed by the DC director`,
      },
    ],
  ),

  c(
    "tg-schneider-baeckerei-quote",
    "food production (bakeries)",
    client("Herr Klaus Schneider", "Bäckerei Schneider", { currency: "EUR", stage: "QUALIFIED" }),
    [
      rep(
        "sent over the quote on friday to Bäckerei Schneider (9 shops + the central bakery), it's attached. Herr Schneider (owner) reads it this week, he also has one from MIWE for the oven monitoring.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "€31.9k",
      followupDue: "2026-11-19",
      competitors: ["MIWE"],
    },
    [
      {
        name: "Angebot_2026-311_Baeckerei_Schneider.txt",
        mimeType: "text/plain",
        size: 720,
        text: `Angebot Nr. 2026-311 vom 13.11.2026 - Bäckerei Schneider
Pos. 1  Oven temperature sensors          24 x 450,00 €   = 10.800,00 €
Pos. 2  Proofing-room humidity sensors     8 x 300,00 €   =  2.400,00 €
Pos. 3  Gateway per shop + bakery         10 x 370,00 €   =  3.700,00 €
Pos. 4  Software and alerts, 3 years                       = 15.000,00 €
Total net                                                    31.900,00 €
Valid until 15.12.2026. Payment 30 days net.`,
      },
    ],
  ),

  c(
    "tg-port-gdansk-minutes",
    "port logistics",
    client("Krzysztof Lewandowski", "Port Gdańsk Logistics", {
      currency: "PLN",
      stage: "QUALIFIED",
    }),
    [
      rep(
        "Minutes of their steering committee attached, Krzysztof sent them to me. We are 'Vendor A' in there. Looks good for us.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "PLN 1.8M",
      followupDue: "2026-11-19",
      competitors: ["Kalmar"],
    },
    [
      {
        name: "Steering_Committee_Minutes_2026-11-16.txt",
        mimeType: "text/plain",
        size: 900,
        text: `Port Gdańsk Logistics - Yard Management Steering Committee
Minutes of the meeting of 16 November 2026
Present: K. Lewandowski (COO, chair), M. Dąbrowska (CFO), IT, Terminal Operations

1. Offers received for the yard management system:
   - Vendor A, offer of 10.11.2026: PLN 1.8M (5 years, incl. hardware)
   - offer from Kalmar: under clarification
2. The committee will compare both offers; Terminal Operations to prepare a scoring sheet.
3. The CFO confirmed that the investment is in the 2027 plan.
4. Next steering committee: 2 December 2026, shortlist decision.`,
      },
    ],
  ),

  c(
    "tg-vega-partner-offer",
    "construction (via reseller)",
    client("Javier Vega", "Vega Construcciones", { currency: "EUR", stage: "QUALIFIED" }),
    [
      rep(
        "partner update (BuildPro Distribución): end customer Vega Construcciones has our offer since the 13th, ~€80k for the tool tracking on 6 sites. They're reviewing it with the jefe de obra, the owner is not involved yet. hilti also quoted.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "€64k–€96k",
      followupDue: "2026-11-23",
      competitors: ["hilti"],
    },
  ),

  c(
    "tg-arzak-callback",
    "wineries",
    client("Iñaki", "Bodegas Arzak", { currency: "EUR" }),
    [
      rep(
        "got a call from Iñaki at Bodegas Arzak (winery in Rioja), wants 'something to watch the tanks'. call him back on +34 945 123 456. no idea of size or budget",
      ),
    ],
    { stage: "LEAD", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),

  c(
    "tg-eurofleet-signing-next-week",
    "logistics fleet telematics",
    client("Marek Wiśniewski", "Euro-Fleet Polska", { currency: "PLN", stage: "NEGOTIATION" }),
    [
      rep(
        "Euro-Fleet Polska: signing next Tuesday (24th) hopefully. Only the order form is pending, their CFO Marek wants to change the payment terms first. Deal is 1,5 mln zł. They dropped Geotab from the shortlist last month.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "PLN 1.5M",
      followupDue: "2026-11-19",
      competitors: ["Geotab"],
    },
  ),

  c(
    "tg-fresh-valley-go-live",
    "food distribution (customer success)",
    client("Rosa Jiménez", "Fresh Valley Produce", { stage: "NEGOTIATION" }),
    [
      rep(
        "CSM handover to account management: Fresh Valley Produce went live with us yesterday on all 40 reefer trucks. First monthly invoice ($6,200/month) goes out Friday. Rosa is the day-to-day contact.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$6.2k/month",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "tg-levante-firmado",
    "hospital equipment service",
    client("Nuria Ferrer", "Grupo Hospitalario Levante", { currency: "EUR", stage: "NEGOTIATION" }),
    [
      rep(
        "Grupo Hospitalario Levante: contrato firmado ✅ 2-year maintenance for the 12 sterilisers. Steris is out. Ya está.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: null,
      followupDue: "2026-11-20",
      competitors: ["Steris"],
    },
  ),
];
