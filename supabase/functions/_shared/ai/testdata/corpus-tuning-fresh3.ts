// Third batch of fresh tuning cases, written by a corpus-writing helper session that never read or
// ran the analyser. Voice: sales teams in South-East Asia, Latin America, Africa, the Middle East
// and Japan writing in English with words of their own languages (Bahasa, Spanish, Portuguese,
// Arabic, Japanese romaji, Swahili): chat-app updates with emoji and abbreviations, call
// transcripts with speaker labels, a manager's weekly pipeline-review notes, forwarded letters of
// award, and long threads where a later message reverses an earlier one; industries: mining,
// agriculture, telecom towers, shipping, universities, ministries, hospitals, retail, energy.
// The labels were written from LABELLING.md before the analyser ever ran on them.

import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

const SOLAR_QUOTE = [
  "COTIZACIÓN / QUOTE No. Q-2026-0457",
  "Date: 13/11/2026",
  "Client: Energía Solar del Bajío S.A. de C.V.",
  "",
  "Item | Qty | Unit price (MXN) | Amount (MXN)",
  "SCADA gateway GW-400 | 12 | 145,000 | 1,740,000",
  "Inverter monitoring licence (per plant, 1 yr) | 12 | 95,000 | 1,140,000",
  "Commissioning & training | 1 | 360,000 | 360,000",
  "",
  "TOTAL (before IVA): MXN 3,240,000",
  "Valid until 15/12/2026",
].join("\n");

const AWARD_LETTER = [
  "MINERA LOS ANDES SpA — Gerencia de Abastecimiento",
  "Santiago, 16 de noviembre de 2026",
  "Ref.: Notificación de Adjudicación — Licitación N° MLA-2026-112, Sistema de Gestión de Flota",
  "",
  "Estimados señores:",
  "Informamos a ustedes que la licitación de la referencia ha sido adjudicada a su empresa por un monto total de USD 1,200,000 (un millón doscientos mil dólares). La Orden de Compra N° 4700-3381 ha sido emitida con esta fecha. El sistema reemplazará la plataforma Hexagon actualmente en operación en la faena.",
  "",
  "Atentamente,",
  "Gonzalo Fuentes",
  "Gerente de Abastecimiento",
].join("\n");

const AL_WAHA_PO = [
  "PO Number,PO Date,Item,Qty,Unit Price (SAR),Line Total (SAR)",
  "PO-AWM-7781,2026-11-17,Smart shelf camera kit,120,1200,144000",
  "PO-AWM-7781,2026-11-17,Store analytics licence (12 months),12,3000,36000",
  "PO-AWM-7781,2026-11-17,Installation and training,1,6000,6000",
  ",,,,TOTAL,186000",
].join("\n");

const BUNKERING_SOW = [
  "STATEMENT OF WORK — summary",
  "Client: Straits Bunkering Pte Ltd",
  "Scope: bunker-delivery tracking for 14 barges, mass-flow-meter integration, MPA reporting",
  "Phase 1 (6 weeks): integration and pilot on 3 barges",
  "Phase 2 (8 weeks): rollout to the remaining 11 barges",
  "Total fixed fee: SGD 80,000",
  "Payment: 40% on signature, 60% on acceptance",
  "Status: sent 16 Nov 2026 for client review",
].join("\n");

const LMS_RFP = [
  "REQUEST FOR PROPOSAL No. RU-IT-2026-031",
  "Learning Management System Replacement — Riyadh Al-Noor University",
  "",
  "1. Background: the University currently operates Blackboard Learn (licence expires 31 August 2027) for 28,000 students.",
  "2. Approved budget: SAR 1,200,000 for a 3-year term including migration.",
  "3. Proposals due: 12 November 2026, 14:00, via the Etimad portal.",
  "4. Award expected: 10 December 2026.",
  "5. Evaluation: 60% technical, 40% financial.",
].join("\n");

const CLUSTER_MINUTES = [
  "ACTA DE REUNIÓN / Meeting minutes — 17 Nov 2026",
  "Participants: Vicerrectora de Finanzas Carmen Rojas; Departamento de Adquisiciones (Jorge Pinto); our team",
  "1. The Vicerrectora confirmed funding of CLP 85,000,000 for the research-computing cluster.",
  "2. Adquisiciones is preparing the orden de compra through Mercado Público; they need our order form with 30-day payment terms and a 3-year warranty clause instead of 1 year.",
  "3. Legal (Fiscalía) is reviewing our limitation of liability.",
  "4. Target: signature by 27 November.",
].join("\n");

export const TUNING_FRESH3: CorpusCase[] = [
  c(
    "th-bara-telematics-po",
    "coal mining",
    client("Pak Hendra Wijaya", "PT Bara Nusantara Coal", { currency: "IDR" }),
    [
      rep(
        "update PT Bara Nusantara 🚛⛏️\nPO recvd this morning!! no. 4500-22817\nfleet telematics for 120 haul trucks, IDR 3.600.000 per unit x 120 = IDR 432.000.000 total\nthey rip out the old MiX Telematics boxes in Jan",
      ),
      rep("Pak Hendra say terima kasih banyak, kickoff on the 7th at the Balikpapan site"),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "IDR 432M",
      followupDue: "2026-11-20",
      competitors: ["MiX Telematics"],
    },
  ),

  c(
    "th-ministry-letter-of-award",
    "government ministry",
    client("Eng. Faisal Al-Harbi", "Ministry of Environment, Water and Agriculture", {
      currency: "SAR",
    }),
    [
      rep(
        "Forwarding for the record.\n\n---------- Forwarded message ---------\nFrom: Eng. Faisal Al-Harbi <f.alharbi@mewa.example.sa>\nSent: Monday, 16 November 2026 09:12\nTo: Omar Haddad\nSubject: Letter of Award – Groundwater Telemetry Phase 2\n\nDear Mr. Haddad,\n\nFurther to the evaluation committee's recommendation, we are pleased to inform you that the Ministry has awarded Tender No. 1447/88, Groundwater Telemetry Phase 2, to your company for a total contract value of SAR 2,750,000 (two million seven hundred fifty thousand Saudi riyals), inclusive of VAT.\n\nThe contract has been signed by His Excellency the Deputy Minister and the original will be delivered to your Riyadh office. Kindly submit the performance bond within 15 days.\n\nBest regards,\nEng. Faisal Al-Harbi\nDirector, Water Resources Monitoring",
      ),
      rep(
        "Alhamdulillah 🙏 For reference Phase 1 was SAR 1.9M last year. Can you draft a kickoff agenda?",
      ),
      ai(
        "Congratulations. For the kickoff I would cover: scope confirmation per region, the performance bond timeline, site access permits, and the reporting format the Directorate expects.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "SAR 2.75M",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "th-vale-verde-lost-then-won",
    "agriculture co-operative",
    client("Marcos Tavares", "Cooperativa Agroindustrial Vale Verde", { currency: "BRL" }),
    [
      rep(
        "Vale Verde: péssima notícia. Marcos ligou, a diretoria decidiu pelo John Deere Operations Center, ficou mais barato pra eles porque já têm as máquinas verdes. Perdemos. 😞",
      ),
      ai(
        "Sorry to hear that. Ask Marcos for honest feedback on why, and keep the relationship warm: integrations often disappoint in the first season.",
      ),
      rep(
        "3 weeks later — Marcos is back!! The JD integration doesn't cover their grain silos and the diretoria reopened the decision. We re-sent the proposal at R$ 640 mil for 3 years.",
      ),
      rep(
        "Hoje: pedido de compra assinado pelo diretor financeiro, acabei de receber o PDF. Fechado! 🎉",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "R$640k",
      followupDue: "2026-11-20",
      competitors: ["John Deere Operations Center"],
    },
  ),

  c(
    "th-seto-kaiun-hanko",
    "shipping",
    client("Mitsui Kenji", "Seto Kaiun K.K.", { currency: "JPY" }),
    [
      rep(
        "Seto Kaiun status. Mitsui-buchō confirmed by phone: the keiyakusho (contract) has the company hanko now, the ringi went all the way up to the shachō. Signed copy is coming by post. Annual fee ¥42,000,000 per year for the voyage-optimisation platform on 18 vessels.",
      ),
      rep(
        "He also mentioned their previous vendor StormGeo charged about ¥30M but support in Japanese was poor. Otsukaresama to the whole team!",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "¥42M/year",
      followupDue: "2026-11-20",
      competitors: ["StormGeo"],
    },
  ),

  c(
    "th-sarimart-paid",
    "retail chain",
    client("Ma. Cristina Reyes", "SariMart Stores Inc.", { currency: "PHP" }),
    [
      rep(
        "SariMart update po: they paid!! 🙌 Finance confirmed the transfer for INV-2026-11873 landed this morning, PHP 2,400,000 for the electronic shelf-label rollout in 35 branches. Ma'am Cristina (VP Ops) said salamat and asked for the install schedule. Her mobile is +63 917 555 0142 if you need her.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "PHP 2.4M",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "th-highveld-council-transcript",
    "university",
    client("Prof. Thandi Nkosi", "University of the Highveld", { currency: "ZAR" }),
    [
      rep(
        "Transcript of this morning's call (auto-generated, 09:02–09:11):\n\n[00:00] Rep: Morning Prof, thanks for taking the call. Any news from council?\n[00:07] Client: Yes, good news, council approved the research-data platform yesterday afternoon.\n[00:15] Rep: Fantastic. What happens next on your side?\n[00:19] Client: Procurement issued the purchase order first thing, it should be in your inbox. Order 4500098812, one million one hundred and fifty thousand rand, three-year licence.\n[00:35] Rep: Got it, I can see it. We'll countersign and send the onboarding pack.\n[00:41] Client: Lekker. Our IT security team wants a session before go-live in March.\n[00:48] Rep: Of course, I'll set that up.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "ZAR 1.15M",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "th-abarrotes-lightspeed",
    "retail chain",
    client("José María Treviño", "Abarrotes Treviño", { currency: "MXN" }),
    [
      rep(
        "Abarrotes Treviño (40 tiendas, Monterrey): Don Chema told me their budget for the new POS is MXN 1.8 millones, hardware and software.",
      ),
      rep(
        "Update: Don Chema me llamó. Se van con Lightspeed, les cotizaron MXN 1.4 millones con hardware incluido. Ya firmaron con ellos, ni modo.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "MXN 1.8M",
      followupDue: "2027-02-16",
      competitors: ["Lightspeed"],
    },
  ),

  c(
    "th-al-noor-security-review",
    "hospital",
    client("Dr. Nora Al-Qahtani", "Al Noor Specialist Hospital", { currency: "SAR" }),
    [
      rep(
        "Meeting minutes — Al Noor Specialist Hospital, 15 Nov\nAttendees: Dr. Nora Al-Qahtani (CMIO), Mr. Tariq Al-Shehri (IT Security), our team\n• IT Security presented the result of the vendor risk assessment for the tele-ICU platform\n• Our hosting is in Frankfurt; the national data-residency rules require patient data to stay in the Kingdom\n• Outcome: the platform failed the security review and the hospital cannot proceed with us\n• Dr. Nora thanked the team: 'maybe in the future, when you have a local region'",
      ),
      rep(
        "So that's it for this one, ma'a salama. No in-country hosting on our roadmap before 2028.",
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
    "th-st-lorenzo-cancelled-before-signature",
    "university",
    client("Fr. Miguel Santos", "St. Lorenzo University", { currency: "PHP" }),
    [
      rep(
        "Nov 6: verbal yes from Fr. Miguel (VP Admin) for the campus Wi-Fi upgrade 🎉 PHP 3.2M, contract going to the President's office for signature",
      ),
      rep("Nov 12: still waiting on the signature, the President is travelling"),
      rep(
        "Nov 17: bad news. The President's office cancelled it before signing. Typhoon damage on the Tacloban campus, all capex realigned to repairs. Fr. Miguel said the Wi-Fi project is off, sorry talaga.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "PHP 3.2M",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "th-geita-ridge-epiroc",
    "gold mining",
    client("Baraka Mushi", "Geita Ridge Gold Mine", { currency: "TZS" }),
    [
      rep(
        "Geita Ridge drill consumables contract. Budget from Baraka (head of procurement) was TZS 900 million for 2 years.",
      ),
      rep(
        "Habari mbaya 😔 they went with Epiroc. Epiroc came in at TZS 750M and threw in a site technician. Baraka said 'bei yenu ni kubwa sana' (your price is too high). It's final, their board already approved the Epiroc award.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "TZS 900M",
      followupDue: "2027-02-16",
      competitors: ["Epiroc"],
    },
  ),

  c(
    "th-tokachi-kotoshi-wa-muri",
    "dairy farming",
    client("Sato Yumi", "Tokachi Dairy Cooperative", { currency: "JPY" }),
    [
      rep(
        "Tokachi Dairy: Sato-san e-mailed in Japanese, my translation: 'Thank you for the proposal on milking-robot analytics. After discussion at the riji-kai (board of directors), kotoshi wa muri desu — it is not possible this year. Please understand.' No restart date, nothing about next year's budget either.",
      ),
      ai(
        "It may be worth asking whether the next fiscal year, starting in April, is realistic before closing the file.",
      ),
      rep("I asked. She replied 'mitei desu' (undecided) and politely declined a follow-up call."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
    },
  ),

  c(
    "th-mpumalanga-meters-itron",
    "energy utility",
    client("Sipho Dlamini", "Mpumalanga Municipal Power", { currency: "ZAR" }),
    [
      rep("MMP smart meters 🔌\nbudget ZAR 4.8m for 6k meters\nneg. w/ procurement last wk"),
      rep(
        "lost 2 cheaper vndr 😩 they went w/ itron, ~15% below us. Sipho says council signed already. nxt time.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "ZAR 4.8M",
      followupDue: "2027-02-16",
      competitors: ["itron"],
    },
  ),

  c(
    "th-kita-nihon-mitsumori",
    "university",
    client("Prof. Watanabe Hiroshi", "Kita-Nihon Institute of Technology", { currency: "JPY" }),
    [
      rep(
        "Kita-Nihon Inst. of Tech: sent the mitsumori-sho (formal quote) on Monday, ¥18,500,000 for the 3-year campus licence of the lab-scheduling system. Watanabe-sensei, who chairs the IT committee, received it and will present it at the committee on 4 December. The jimu-kyoku (admin office) said no price discussion before the committee.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "¥18.5M",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "th-solar-bajio-offer",
    "solar energy",
    client("Ing. Laura Méndez", "Energía Solar del Bajío", { currency: "MXN" }),
    [
      rep(
        "They have our offer since Friday (attached). Ing. Laura Méndez, Directora de Operaciones, is reviewing it with the plant managers; she told me Emerson also sent theirs and they compare both next week.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "MXN 3.24M",
      followupDue: "2026-11-19",
      competitors: ["Emerson"],
    },
    [
      {
        name: "Cotizacion_Q-2026-0457.txt",
        mimeType: "text/plain",
        size: SOLAR_QUOTE.length,
        text: SOLAR_QUOTE,
      },
    ],
  ),

  c(
    "th-lekki-lis-proposal",
    "hospital",
    client("Dr. Emeka Okafor", "Lekki Specialist Hospital", { currency: "NGN" }),
    [
      rep(
        "Lekki Specialist 🏥\nproposal sent ✅ NGN 38m total for the lab info system incl. 1st yr support\nDr Okafor (CMD) reviewing w/ his MD\nsaid he'll revert by 30 Nov\nno counter yet",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "NGN 38M",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "th-atlantic-towerco-redlines",
    "telecom towers",
    client("Chidi Nwosu", "Atlantic TowerCo Nigeria", { currency: "NGN" }),
    [
      rep(
        "Weekly pipeline review — notes on Tunde's deals (Ngozi, sales manager)\n\nAtlantic TowerCo (remote power monitoring for 1,400 telecom towers)\n- Contract redlines back from their legal on Monday: disputing the SLA penalty caps, asking for 90-day payment terms\n- Chidi Nwosu (CFO) wants 8% off the NGN 95 million total\n- Incumbent is Eltek's monitoring on ~600 sites, they want one dashboard for all\n- They want it signed before their financial year closes on 15 Dec\n- Action: Tunde sends the counter on penalties by Friday",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "NGN 95M",
      followupDue: "2026-11-19",
      competitors: ["Eltek"],
    },
  ),

  c(
    "th-rs-harapan-legal",
    "hospital",
    client("dr. Siti Rahmawati", "RS Harapan Sehat", { currency: "IDR" }),
    [
      rep(
        "RS Harapan Sehat — nurse-call system\nneg. w/ legal on the MSA, mereka minta payment 90 hari\nharga: IDR 1.250.000 per bed x 400 beds = IDR 500 juta total\nDirektur RS dr. Siti sudah setuju secara prinsip, tinggal legal",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "IDR 500M",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "th-westlands-lost-champion",
    "hospital",
    client("Dr. Peter Otieno", "Nairobi Westlands Hospital", { currency: "KES" }),
    [
      rep(
        "Westlands Hospital: we lost our champion 😕 Dr. Wanjiku (Head of Radiology) moved to Aga Khan last week.",
      ),
      rep(
        "Good news though: the new CMO, Dr. Peter Otieno, called me himself. He confirmed replacing their PACS is still a priority and agreed to a demo on Tuesday 24th with the radiology team. Hakuna budget number yet.",
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
    "th-los-mochis-pricing-call",
    "agriculture",
    client("Ing. Rafael Ochoa", "Agrícola Los Mochis"),
    [
      rep(
        "Agrícola Los Mochis (tomato greenhouses, 300 ha). Rafael, the owner, confirmed the need: irrigation sensors + dashboard before next season. Presupuesto entre 40 y 60 mil dólares. They haven't asked for a quote yet, first we have a pricing call next week to walk through the options.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "$40k–$60k",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "th-nile-delta-browsing",
    "university",
    client("Ahmed Fathy", "Nile Delta University"),
    [
      rep(
        "Inbound web form from Nile Delta University (Cairo). Ahmed Fathy, IT coordinator, is 'just exploring options' for exam-proctoring software, no budget mentioned, doesn't know yet who decides. 45,000 students across 3 campuses. Shukran for the lead, marketing 😄",
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
    "th-gulf-sun-schneider",
    "solar energy",
    client("Eng. Khalid Al Mansoori", "Gulf Sun Energy LLC", { currency: "AED" }),
    [
      rep(
        "Gulf Sun 🌞\nAlhamdulillah signed ✍️✅\nAED 380k, inverter monitoring for 9 rooftop plants\nbeat the schneider folks on the support SLA\nkick-off on the 12th, inshallah",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "AED 380k",
      followupDue: "2026-11-20",
      competitors: ["schneider"],
    },
  ),

  c(
    "th-san-angel-pipeline-review",
    "hospital",
    client("Dra. Patricia Gómez", "Hospital San Ángel del Norte", { currency: "MXN" }),
    [
      rep(
        "Pipeline review — semana 47 (manager notes on Daniela's accounts)\n\n1) Hospital San Ángel del Norte — CLOSED. Daniela got the contrato firmado on Friday by Dra. Gómez (Directora Médica) and their Director de Finanzas. Scheduling + patient portal, MXN 75,000 al mes, 36 months. Last year they spent MXN 600k with the old portal vendor. Well done Dani 👏\n2) Next for Daniela: onboarding kickoff and the Monterrey referral they mentioned.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "MXN 75k/month",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "th-kericho-voice-memo",
    "tea plantation",
    client("James Kiprotich", "Kericho Highlands Tea Estates", { currency: "GBP" }),
    [
      rep(
        "[Voice memo, 1:12, transcribed] Okay so quick one from the car, just left Kericho. Tumeshinda, we won it! James Kiprotich, the estate GM, signed the order form in front of me, the leaf-traceability system for all six factories. Their parent company in London approved a hundred and twenty thousand pounds for year one. Uh, the SourceTrace team was the other option they looked at, James said our offline mode won it. They employ like 9,000 pluckers so training will be big. Okay, that's it, asante.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£120k",
      followupDue: "2026-11-20",
      competitors: ["SourceTrace"],
    },
  ),

  c(
    "th-minera-los-andes-award",
    "copper mining",
    client("Gonzalo Fuentes", "Minera Los Andes SpA", { currency: "USD" }),
    [
      rep(
        "Dear team, please find attached the formal notification of award from Minera Los Andes, received this morning. The purchase order has been issued. For context, the client reported revenue of USD 3.4 billion last year; this is our first contract with them. Kindly prepare the mobilisation plan.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$1.2M",
      followupDue: "2026-11-20",
      competitors: ["Hexagon"],
    },
    [
      {
        name: "Notificacion_Adjudicacion_MLA-2026-112.txt",
        mimeType: "text/plain",
        size: AWARD_LETTER.length,
        text: AWARD_LETTER,
      },
    ],
  ),

  c(
    "th-menara-budget-restored",
    "telecom towers",
    client("Agus Santoso", "PT Menara Nusa Telekomunikasi", { currency: "IDR" }),
    [
      rep(
        "Thread from Pak Agus, pasted:\n\nFrom: Agus Santoso\nSent: 17 Nov 2026 16:40\nSubject: RE: RE: Tower site-access system – revised budget\n\nMas Dimas, good news: direksi restored the full budget, IDR 2,1 miliar as originally planned. The contract is signed by our Direktur Utama today, scan follows in the next mail. Terima kasih atas kesabarannya.\n\n> From: Agus Santoso\n> Sent: 3 Nov 2026 11:02\n> Mas Dimas, sorry, direksi cut the budget 30%, we can only do IDR 1,47 miliar, please revise the scope to 900 towers.\n>\n>> From: Dimas Pratama\n>> Sent: 28 Oct 2026 09:15\n>> Pak Agus, attached our final proposal for 1,300 towers, IDR 2,1 miliar.",
      ),
      rep("So we're done!! 🎉 need to plan the rollout for all 1,300 towers"),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "IDR 2.1B",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "th-al-waha-po-csv",
    "retail chain",
    client("Yousef Al-Otaibi", "Al Waha Markets", { currency: "SAR" }),
    [
      rep(
        "Al Waha Markets — PO attached 🎉 approved by their procurement yesterday. Yousef (Head of Retail Ops) says mabrook and wants the installs to start in the Riyadh stores first.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "SAR 186k",
      followupDue: "2026-11-20",
    },
    [
      {
        name: "PO-AWM-7781.csv",
        mimeType: "text/csv",
        size: AL_WAHA_PO.length,
        text: AL_WAHA_PO,
      },
    ],
  ),

  c(
    "th-sahel-minigrid-deposit",
    "energy",
    client("Hajiya Amina Bello", "Sahel Rural Power Ltd", { currency: "NGN" }),
    [
      rep(
        "Sahel Rural Power — smart meters + PAYG platform for 14 mini-grids.\nContract value ₦120m. The 30% deposit (₦36m) landed in our account today, confirmed by finance 💰 Hajiya Amina says go ahead with the shipment. Fyi their revenue last year was about ₦2bn.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "NGN 120M",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "th-hai-phong-port-navis",
    "port operations",
    client("Nguyen Van Long", "Hai Phong Green Port JSC", { currency: "EUR" }),
    [
      rep(
        "Hai Phong Green Port — yard automation. Their Board approved on Monday and the contract was countersigned last night, €1.2m over 3 years. They're moving off Navis for the yard-planning piece. Cảm ơn team! Go-live planned for March.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€1.2M",
      followupDue: "2026-11-20",
      competitors: ["Navis"],
    },
  ),

  c(
    "th-pacific-straits-frozen",
    "shipping",
    client("Tan Wei Ming", "Pacific Straits Lines", { currency: "USD" }),
    [
      rep(
        "Pacific Straits Lines: we're at $250K/yr for the fleet-routing platform, 3-year deal, their VP Fleet likes it.",
      ),
      rep(
        "Tan just called: the Board shelved the fleet-routing project, budget frozen till further notice because of the freight-rate collapse. He was apologetic, 'paiseh lah', but it's dead, no date to revisit.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$250k/year",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "th-lands-ministry-tender",
    "government ministry",
    client("Grace Wambui", "Ministry of Lands and Physical Planning", { currency: "KES" }),
    [
      rep(
        "For the file, the notification received today:\n\n'REPUBLIC OF KENYA — MINISTRY OF LANDS AND PHYSICAL PLANNING\nRef: MLPP/T/014/2026\nNOTIFICATION OF TENDER OUTCOME\nThe Ministry wishes to notify you that your bid for the Digital Land Registry Phase II (budget ceiling KES 48,000,000) was not successful. The tender has been awarded to Tata Consultancy Services Ltd, being the lowest evaluated responsive bidder. You may request a debrief within 14 days.\nSigned, Grace Wambui, Head of Supply Chain Management'",
      ),
      rep("Pole sana team. I'll request the debrief."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "up to KES 48M",
      followupDue: "2027-02-16",
      competitors: ["Tata Consultancy Services"],
    },
  ),

  c(
    "th-estancias-pampa-kilimo",
    "agriculture",
    client("Federico Ibarra", "Estancias del Pampa S.A.", { currency: "USD" }),
    [
      rep(
        "Estancias del Pampa: Fede confirmed they have USD 60-80k for variable-rate irrigation this season.",
      ),
      ai(
        "Good. With a budget in that range, propose the two-pivot starter package and a field visit before the planting window.",
      ),
      rep(
        "Che, nos bocharon. Fede me escribió: 'Nos quedamos con Kilimo, ya arrancamos con ellos.' They already started. Cerrado, perdido.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "$60k–$80k",
      followupDue: "2027-02-16",
      competitors: ["Kilimo"],
    },
  ),

  c(
    "th-chao-phraya-regret-letter",
    "hospital",
    client("Khun Siriporn Chaiyasit", "Chao Phraya Medical Center", { currency: "THB" }),
    [
      rep(
        "Received this letter by e-mail, pasting it:\n\nDear Sir,\n\nRe: Procurement of Clinical Nurse Scheduling Solution\n\nOn behalf of the Procurement Committee of Chao Phraya Medical Center, I thank you for your participation and for the presentation of 2 October. After careful consideration, the Committee regrets to inform you that it has selected another vendor whose proposal better fits the hospital's requirements. We appreciate your interest and hope to have the opportunity to work with you in the future.\n\nYours faithfully,\nSiriporn Chaiyasit\nSecretary, Procurement Committee",
      ),
      rep("Khop khun ka... no name of the winner given. I asked, she said they can't disclose."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
    },
  ),

  c(
    "th-delta-towers-ericsson",
    "telecom towers",
    client("Eng. Mostafa Kamal", "Delta Towers Egypt", { currency: "EGP" }),
    [
      rep(
        "Delta Towers — passive-infrastructure monitoring, 2,200 sites. Eng. Mostafa said their budget is around EGP 12 million.",
      ),
      rep("Oct 30: decision postponed to mid-November, their CEO is travelling."),
      rep(
        "Today: khalas, it's over. They went with Ericsson, bundled with the radio maintenance contract they already have. Mostafa said the decision is final, maa'lesh.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "EGP 9.6M–EGP 14M",
      followupDue: "2027-02-16",
      competitors: ["Ericsson"],
    },
  ),

  c(
    "th-kinabatangan-tak-jadi",
    "palm oil plantation",
    client("Encik Rizal Hamid", "Ladang Sawit Kinabatangan Sdn Bhd", { currency: "MYR" }),
    [
      rep(
        "Kinabatangan estate drone-survey project, budget RM 250k, approved by the estate manager in September.",
      ),
      rep(
        "Update: tak jadi lah 😞 HQ in KL cancelled the whole drone programme after the CPO price dropped. Encik Rizal confirmed it's cancelled, not postponed.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "MYR 250k",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "th-cumbre-andina-komatsu",
    "copper mining",
    client("Ing. Jorge Huamán", "Minera Cumbre Andina", { currency: "USD" }),
    [
      rep(
        "Minera Cumbre Andina — haul-truck fatigue monitoring. Jorge (Superintendente de Mina) liked the pilot results in September.",
      ),
      rep("Oct 20: decision postponed, waiting for their Gerencia General."),
      rep(
        "Nov 17: Jorge called, final no. Gerencia went with Komatsu because it comes integrated with their FrontRunner trucks. 'Lo siento, ingeniero.'",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2027-02-16",
      competitors: ["Komatsu"],
    },
  ),

  c(
    "th-la-sabana-vtex",
    "retail chain",
    client("Andrés Restrepo", "Almacenes La Sabana", { currency: "COP" }),
    [
      rep(
        "Weekly pipeline review — Valentina's deals\n• Almacenes La Sabana (62 tiendas): PERDIDO. Andrés (Gerente de e-commerce) told Vale on Thursday they signed with VTEX for the online store + OMS. Our proposal was COP 420 millones/año. Reason given: VTEX already runs their sister chain in Medellín. Closing the opportunity, lessons learned at Friday's meeting.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "COP 420M/year",
      followupDue: "2027-02-16",
      competitors: ["VTEX"],
    },
  ),

  c(
    "th-straits-bunkering-sow",
    "marine fuel",
    client("Lim Hui Ling", "Straits Bunkering Pte Ltd", { currency: "SGD" }),
    [
      rep(
        "Straits Bunkering: the SOW is with Ms Lim (COO) for review since Monday, 80k SGD fixed fee, summary attached. No comments yet, she'll go through it with her ops heads this week. Procurement not involved yet.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "S$80k",
      followupDue: "2026-11-19",
    },
    [
      {
        name: "SOW_summary_StraitsBunkering.txt",
        mimeType: "text/plain",
        size: BUNKERING_SOW.length,
        text: BUNKERING_SOW,
      },
    ],
  ),

  c(
    "th-riyadh-lms-rfp",
    "university",
    client("Dr. Khalid Al-Zahrani", "Riyadh Al-Noor University", { currency: "SAR" }),
    [
      rep(
        "Submitted our technical and commercial proposal on Etimad last Thursday (RFP extract attached). Dr. Khalid, Dean of E-Learning, confirmed receipt; the evaluation committee is reviewing now.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "SAR 1.2M",
      followupDue: "2026-11-19",
      competitors: ["Blackboard"],
    },
    [
      {
        name: "RFP_RU-IT-2026-031_extract.txt",
        mimeType: "text/plain",
        size: LMS_RFP.length,
        text: LMS_RFP,
      },
    ],
  ),

  c(
    "th-vida-plena-proposta",
    "clinic",
    client("Dra. Fernanda Lima", "Clínica Vida Plena", { currency: "BRL" }),
    [
      rep(
        "Clínica Vida Plena (3 unidades, São Paulo): mandei a proposta ontem, R$ 85 mil por ano for the telemedicine module. Dra. Fernanda (sócia) vai analisar com o sócio dela. Nada de desconto por enquanto.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "R$85k/year",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "th-lam-dong-coffee-dictated",
    "coffee processing",
    client("Tran Minh Tuan", "Lam Dong Highland Coffee Co."),
    [
      rep(
        "dictating, sorry for typos — lam dong coffee: sent over the quote on friday, $38,500 for the moisture sensors and the roasting-line dashboard. mr tuan the owner has it, he's in europe at a coffee fair till end of month, he asked me to call him on 2 december, not before.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "$38.5k",
      followupDue: "2026-12-02",
    },
  ),

  c(
    "th-davao-monitors-quote-request",
    "hospital",
    client("Dr. Ramon dela Cruz", "Davao Regional Medical Center", { currency: "PHP" }),
    [
      rep(
        "Davao Regional MC: Dr. dela Cruz (Chief of Hospital) asked us for a formal quote for 60 patient monitors for the new ICU wing, they need it by Friday for their budget hearing. Budget is capped at PHP 5 million including installation. Not sent yet, preparing it today.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "up to PHP 5M",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "th-emirates-terminals-kalmar",
    "port operations",
    client("Rashid Al Falasi", "Emirates Container Terminals", { currency: "AED" }),
    [
      rep(
        "Call notes with timestamps, Rashid (Head of Terminal Ops) + his procurement lead:\n[10:02] Client: We reviewed your offer. AED 1.1 million is above what we hoped.\n[10:04] Rep: What would make it work?\n[10:05] Client: Twelve percent off and payment in four instalments. The Kalmar guys have offered instalments too.\n[10:09] Rep: I can take 12% to our finance, instalments are fine.\n[10:11] Client (procurement): Then we send our contract template with the liability clause, please review it with your legal.\n[10:14] Client: We want to decide at our steering committee on Friday.",
      ),
      rep("FYI Kalmar just won the Khalifa Port automation deal, so they're hungry."),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "AED 1.1M",
      followupDue: "2026-11-19",
      competitors: ["Kalmar"],
    },
  ),

  c(
    "th-pacifico-sur-order-form",
    "university",
    client("Carmen Rojas", "Universidad del Pacífico Sur", { currency: "CLP" }),
    [
      rep(
        "Minutes from yesterday attached. We're close but not done: the 3-year warranty clause is the sticking point, and their Fiscalía still has our liability cap.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "CLP 85M",
      followupDue: "2026-11-19",
    },
    [
      {
        name: "Acta_reunion_17-11-2026.txt",
        mimeType: "text/plain",
        size: CLUSTER_MINUTES.length,
        text: CLUSTER_MINUTES,
      },
    ],
  ),

  c(
    "th-botika-ong-stretch",
    "pharmacy",
    client("Joel Ong", "Botika Ong Pharmacy", { currency: "PHP" }),
    [
      rep(
        "Botika Ong (3 pharmacies in Cebu) — inventory + POS bundle\nJoel (owner) wants a discount: budget capped at PHP 150k, but he can stretch to PHP 180k if we include staff training\nwe're haggling on training days and payment terms\nmeeting him Monday 23rd to finalise the terms",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "MEDIUM",
      budgetBand: "up to PHP 180k",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "th-menon-supermarkets-trial",
    "retail chain",
    client("Suresh Menon", "Menon Family Supermarkets", { currency: "INR" }),
    [
      rep(
        "Menon Supermarkets (11 stores in Kochi + 2 in Dubai Karama): Suresh-ji agreed to a 30-day trial of the shelf-replenishment app in 2 Kochi stores, starting 1 Dec. He says the budget for the full rollout is 2 lakh a month. Yalla, let's make the trial work.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "₹200k/month",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "th-ashanti-cocoa-nda",
    "cocoa trading",
    client("Kwame Asante", "Ashanti Cocoa Traders", { currency: "GHS" }),
    [
      rep(
        "Ashanti Cocoa: signed the NDA today 🤝 so Kwame (MD) can share their farmer data. The need is real: EU deforestation rules mean traceability for 12,000 farms by next year. He mentioned a budget of GHS 300k. They're also talking to the Farmforce team. Next step: site visit in Kumasi on 26 Nov.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "GHS 300k",
      followupDue: "2026-11-23",
      competitors: ["Farmforce"],
    },
  ),

  c(
    "th-usina-sao-jorge-pilot-po",
    "sugar and ethanol",
    client("Eng. Ricardo Almeida", "Usina São Jorge Açúcar e Etanol", { currency: "BRL" }),
    [
      rep(
        "Usina São Jorge — harvest logistics planning. Pilot agreed for the 2027 safra on one mill: R$ 45 mil, the PO for the pilot is being raised, should arrive next week. Full rollout decision only after the pilot. The o9 team pitched them as well. Their current planning contract with the old vendor renews 30 June.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "R$45k",
      followupDue: "2026-11-23",
      competitors: ["o9"],
    },
  ),

  c(
    "th-turkana-coop-county-funds",
    "livestock",
    client("Ekai Lokwawi", "Turkana Pastoralist Cooperative", { currency: "KES" }),
    [
      rep(
        "Turkana Pastoralist Co-op: Ekai is keen on the livestock-tracking collars but hakuna pesa (no money) until the county government releases the development funds in March. He asked us to call him then.",
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
    "th-kansai-energy-booth",
    "energy utility",
    client("Tanaka Shinji", "Kansai Energy Service K.K.", { currency: "JPY" }),
    [
      rep(
        "Met Tanaka-san (kachō, facilities planning) at the Smart Energy Week booth in Osaka, exchanged meishi. He said they 'might look at' predictive maintenance for their boiler fleet next fiscal year, no project or budget yet. If we win Kansai Energy it would be our first utility logo in Japan 🤞 Sent a thank-you mail, no reply yet.",
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
    "th-agric-ministry-postponed",
    "government ministry",
    client("Dr. Aliyu Musa", "Federal Ministry of Agriculture", { currency: "NGN" }),
    [
      rep(
        "Federal Ministry of Agriculture, fertilizer-subsidy tracking: intro meeting with Dr. Aliyu (Deputy Director) last month. Today his PA said the decision on whether to digitise the voucher scheme at all has been postponed; the steering committee only meets again in Q2 2027. No budget line exists yet.",
      ),
    ],
    {
      stage: "LEAD",
      priority: "LOW",
      budgetBand: null,
      followupDue: "2026-11-25",
    },
  ),
];
