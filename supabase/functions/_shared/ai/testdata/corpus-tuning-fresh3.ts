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
        "Lekki Specialist 🏥\nproposal sent ✅ NGN 38m for the lab info system, 1 yr\nDr Okafor (CMD) reviewing w/ his MD\nsaid he'll revert by 30 Nov\nno counter yet",
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
];
