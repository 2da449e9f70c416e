// Corpus cases written after the rules, in messier language (pasted emails, shorthand notes),
// labelled before they were run. First run: stage 6/9, priority 7/9, budget 7/9, due date 7/9;
// the misses led to general fixes (approval limits, "send over pricing", number words, "as lost").

import { c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

export const LATER: CorpusCase[] = [
  c(
    "coolbreeze-email",
    "HVAC",
    client("Rachel Green", "CoolBreeze HVAC"),
    [
      rep(
        "From: Rachel Green <rachel@coolbreeze-hvac.com>\nHi, thanks for the demo yesterday. The team loved it. Could you send over pricing for 18 technicians? We'd like to get this in place before our busy season starts in April. Our owner, Frank Miller, will sign off on anything over $10k.\nRachel",
      ),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: null, followupDue: "2026-11-19" },
  ),

  c(
    "dubois-notes",
    "legal services",
    client("Claire Dubois", "Dubois & Associés", { currency: "EUR" }),
    [
      rep(
        "notes - call w/ Dubois & Associés (Paris law firm)\n45 lawyers + 10 assistants\nneed matter-based pipeline + conflict checks\nbudget: 60-80k EUR\npartner in charge = Claire Dubois (managing partner), she signs\ntimeline: 'sometime next year', no rush",
      ),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "€60k–€80k", followupDue: "2026-11-23" },
  ),

  c(
    "powerhouse-pricing",
    "fitness",
    client("Sam Carter", "PowerHouse Gyms", { currency: "GBP" }),
    [
      rep(
        "PowerHouse Gyms (8 locations) asked how much it would cost for their front-desk staff. They didn't give a number.",
      ),
      rep("They're currently on Mindbody and the contract renews in February."),
    ],
    { stage: "LEAD", priority: "MEDIUM", budgetBand: null, followupDue: "2026-11-23" },
  ),

  c(
    "coastal-yes",
    "retail",
    client("Kai Nakamura", "Coastal Surf Co"),
    [rep("Boom! Coastal Surf Co said yes, they're going with us. $12k/yr, starting Jan 5.")],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$12k/year",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "hillside-dark",
    "veterinary",
    client("Emma Wilson", "Hillside Vets"),
    [
      rep(
        "Hillside Vets went dark after the demo; three follow-ups, no reply. Closing this one out as lost.",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: null, followupDue: "2027-02-16" },
  ),

  c(
    "novapharma-redlines",
    "pharma",
    client("Dr. Ingrid Svensson", "NovaPharma", { currency: "EUR" }),
    [
      rep(
        "Our security questionnaire came back from NovaPharma with 12 open items. Their CISO wants SOC 2 Type II before signing.",
      ),
      rep("Procurement sent redlines on the MSA; deal is €240k over 3 years."),
    ],
    { stage: "NEGOTIATION", priority: "HIGH", budgetBand: "€240k", followupDue: "2026-11-19" },
  ),

  c(
    "brightpath-words",
    "AI startup",
    client("Noah Adams", "Brightpath AI"),
    [
      rep(
        "Spoke with the founders of Brightpath AI. They're a 12-person startup, budget somewhere between five and ten thousand dollars.",
      ),
    ],
    { stage: "QUALIFIED", priority: "MEDIUM", budgetBand: "$5k–$10k", followupDue: "2026-11-23" },
  ),

  c(
    "westfield-tender",
    "higher education",
    client("Procurement Office", "Westfield University"),
    [
      rep(
        "Westfield University published a tender for a CRM; submissions due December 4. Estimated contract value $250,000.",
      ),
      rep("We need to submit our proposal through their procurement portal."),
    ],
    { stage: "PROPOSAL", priority: "HIGH", budgetBand: "$250k", followupDue: "2026-11-19" },
  ),

  c(
    "kiwi-two-currencies",
    "agriculture",
    client("Aroha Ngata", "Kiwi Orchards", { currency: "NZD" }),
    [rep("Kiwi Orchards (NZ) budget is NZ$40k; their previous vendor charged them US$25k a year.")],
    { stage: "LEAD", priority: "MEDIUM", budgetBand: "NZ$40k", followupDue: "2026-11-23" },
  ),
];
