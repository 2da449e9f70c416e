// A second batch written blind: labelled before the analyser ever saw them. First run: stage
// 3/8, priority 4/8, budget 7/8, due date 3/8; the misses led to general fixes (plural
// "proposals", "mailed the quote", "% off", "kr", "rejected the purchase", "budget isn't an
// issue", "no budget disclosed" meaning unknown, tiny businesses).

import { c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

export const BLIND: CorpusCase[] = [
  c(
    "ledgerloop-thursday",
    "fintech",
    client("Aisha Bello", "LedgerLoop"),
    [
      rep(
        "Quick update on LedgerLoop: demo went great, CTO Aisha Bello wants to loop in their Head of Security.",
      ),
      rep("She asked us to follow up Thursday with the SOC 2 report. No numbers discussed."),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-19" },
  ),

  c(
    "bella-quote",
    "catering",
    client("Giovanni Bella", "Bella Catering", { currency: "EUR" }),
    [
      rep(
        "Mailed the updated quote (€18,400) to Bella Catering yesterday. Giovanni said he'll review it with his partner over the weekend.",
      ),
    ],
    { stage: "PROPOSAL", priority: "MEDIUM", budgetBand: "€18.4k", followupDue: "2026-11-23" },
  ),

  c(
    "atlas-rfp",
    "robotics",
    client("Procurement", "Atlas Robotics"),
    [
      rep(
        "Atlas Robotics RFP: 500 seats, 3-year term, decision committee includes the CFO and the VP Operations.",
      ),
      rep("They expect proposals by Dec 15. No budget disclosed."),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: null, followupDue: "2026-11-19" },
  ),

  c(
    "salon-dm",
    "beauty",
    client("Jess", "Jess's Salon"),
    [
      rep(
        "lol the salon owner (Jess) just DM'd on insta asking if we do appointment reminders. prob tiny, 2 chairs.",
      ),
    ],
    { stage: "QUALIFIED", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "hope-grant",
    "non-profit",
    client("Paul Mensah", "Hope Foundation"),
    [
      rep(
        "Hope Foundation loves the idea but has no budget until their grant comes through in March.",
      ),
      rep("Their director, Paul Mensah, asked us to check in then."),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "bilhuset-discount",
    "car dealership",
    client("Lars Ek", "Bilhuset i Göteborg", { currency: "SEK" }),
    [
      rep("Bilhuset i Göteborg pushed back on price: they want 15% off the 420 000 kr annual fee."),
      rep("Their CFO has to approve by Friday."),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "SEK 420k/year",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "riverside-rejected",
    "public sector",
    client("Board Office", "Riverside School District"),
    [
      rep(
        "Riverside School District: board rejected the purchase due to budget cuts. Dead for this fiscal year.",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: null, followupDue: "2027-02-16" },
  ),

  c(
    "meridian-unit-price",
    "consulting",
    client("Tom Reyes", "Meridian Consulting"),
    [
      rep(
        "Meridian Consulting wants 5 licences at $49 per user per month; they also asked about onboarding.",
      ),
      rep("Budget isn't an issue, said Tom (Managing Partner)."),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),
];
