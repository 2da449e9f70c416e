// Written for tuning by a helper session, in the formal register of public-sector and enterprise
// procurement: tender evaluation reports, award, regret and standstill letters, steering-committee
// minutes, RFP clarification logs, framework call-offs and the rep's formal summaries to their
// manager. The labels were written from LABELLING.md before the analyser ever ran on these cases.

import { ai, c, client, type CorpusCase, rep } from "./corpus-helpers.ts";

export const TUNING_FRESH4: CorpusCase[] = [
  c(
    "ti-trust-standstill-intention",
    "healthcare",
    client("Commercial Procurement Team", "Northfield Hospitals NHS Foundation Trust", {
      currency: "GBP",
    }),
    [
      rep(
        'Forwarding the letter received this morning from Northfield Hospitals NHS Foundation Trust:\n\n"Dear Sir or Madam, Ref. NHFT/2026/114 Patient Flow Platform. Following the evaluation of tenders, the Trust hereby notifies you of its intention to award the contract to your organisation. This letter does not constitute acceptance of your tender; no contract shall come into existence until the Trust has executed the contract following the expiry of the standstill period on 30 November 2026. The estimated contract value is £640,000 over three years. Bidder B (Atos) and Bidder C (Alcidion) have been informed accordingly."',
      ),
      rep(
        "Their Head of Procurement has also sent the draft contract schedules for our comment during the standstill. Nothing is signed yet.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "£640k",
      followupDue: "2026-11-19",
      competitors: ["Atos", "Alcidion"],
    },
  ),

  c(
    "ti-council-regret-letter",
    "local government",
    client("Procurement Services", "Westbury Borough Council", { currency: "GBP" }),
    [
      rep(
        "Received the outcome letter for the revenues and benefits system tender from Westbury Borough Council; the text is attached. The standstill period has now expired without challenge.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "£220k/year",
      followupDue: "2027-02-16",
      competitors: ["Civica"],
    },
    [
      {
        name: "WBC-outcome-letter.txt",
        mimeType: "text/plain",
        size: 1180,
        text: "Westbury Borough Council, Procurement Services\nTender WBC-RB-2026: Revenues and Benefits System\nEstimated contract value: £220,000 per annum excluding VAT\n\nDear Tenderer,\n\nWe regret to inform you that your tender has not been successful on this occasion. The contract has been awarded to Civica UK Ltd, whose tender was the most economically advantageous. Your tender scored 71.4 against the winning score of 78.9. Price and quality were weighted 40:60.\n\nWe thank you for your participation.\n\nYours faithfully,\nHead of Procurement",
      },
    ],
  ),

  c(
    "ti-university-clarification-log",
    "higher education",
    client("Dr. Helena Voss", "Universität Rheinland", { currency: "EUR" }),
    [
      rep(
        "Summary for my manager: our tender for the research data management platform at Universität Rheinland was submitted on 6 November. The contracting authority published the clarification log yesterday; we answered all eleven questions addressed to us, chiefly on data residency and the exit plan. The call for tenders states a ceiling of not to exceed €900,000 excluding VAT; award criteria are quality 60 % and price 40 %.",
      ),
      rep(
        "We are invited to present to the evaluation panel, chaired by Dr. Helena Voss (CIO), on Tuesday 24 November.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "up to €900k",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "ti-ministry-rfi-response",
    "public sector",
    client("Directorate of Digital Services", "Ministry of Infrastructure and Water", {
      currency: "EUR",
    }),
    [
      rep(
        'The Ministry of Infrastructure and Water has thanked us for our response to the request for information on asset inspection software. Their note reads: "The Ministry anticipates a budget in the region of €2 million for the eventual contract. A formal call for tenders is planned for the third quarter of 2027, after the current contract with the incumbent supplier, Sopra Steria, expires."',
      ),
      ai(
        "Worth asking whether a market consultation day is planned before the tender, so we can shape the requirements early.",
      ),
      rep(
        "Their programme director confirmed a market consultation day will be held in spring 2027.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "LOW",
      budgetBand: "€1.6M–€2.4M",
      followupDue: "2026-11-25",
      competitors: ["Sopra Steria"],
    },
  ),

  c(
    "ti-utility-preferred-bidder",
    "utilities",
    client("Group Legal", "Severn Vale Water plc", { currency: "GBP" }),
    [
      rep(
        "Severn Vale Water has confirmed us as preferred bidder for the field workforce management contract (£1.35M over five years). Capgemini was ranked second and remains the reserve bidder.",
      ),
      rep(
        "Their Group Legal returned the redlined master services agreement on Monday: they seek an uncapped liability for data breaches and a 90-day termination for convenience. Our counsel is preparing a response; their Procurement Director wants the agreement finalised before the board meeting on 3 December.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "£1.35M",
      followupDue: "2026-11-19",
      competitors: ["Capgemini"],
    },
  ),

  c(
    "ti-airline-steering-minutes",
    "aviation",
    client("Captain R. Okafor", "Transcontinental Airways"),
    [
      rep(
        'Extract from the minutes of the Transcontinental Airways Operations Steering Committee, 16 November 2026:\n\n"Item 4. Crew Rostering Replacement. The Committee noted that the evaluation panel had compared the shortlisted solutions of the company and Sabre. The Committee approved the award and the Chief Operating Officer executed the contract on behalf of the airline. Total contract value: $2,400,000. Purchase order TA-44871 has been issued."',
      ),
      rep("Kick-off is scheduled for the first week of December."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "$2.4M",
      followupDue: "2026-11-20",
      competitors: ["Sabre"],
    },
  ),

  c(
    "ti-insurer-lots-split",
    "insurance",
    client("Strategic Sourcing", "Albion Mutual Insurance", { currency: "GBP" }),
    [
      rep(
        "Outcome of the Albion Mutual claims transformation tender, which was divided into two lots. The award table is attached. We have signed the contract for Lot 1 yesterday; Lot 2 has gone to another supplier.",
      ),
      rep("Strategic Sourcing will arrange the mobilisation meeting for Lot 1."),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£800k",
      followupDue: "2026-11-20",
      competitors: ["Hyland"],
    },
    [
      {
        name: "award-summary.csv",
        mimeType: "text/csv",
        size: 260,
        text: "Lot,Description,Contract value (excl. VAT),Successful tenderer\n1,Claims handling platform,£800000,Our company\n2,Document capture and archiving,£300000,Hyland Software\n",
      },
    ],
  ),

  c(
    "ti-bank-bafo-round",
    "banking",
    client("Margaret Lindqvist", "Nordhavn Bank"),
    [
      rep(
        "Nordhavn Bank's procurement office has closed dialogue on the core lending system and invited the two remaining bidders, ourselves and Temenos, to submit a best and final offer by Monday 23 November. They expect a price reduction on our offer of $1,250,000 and have returned their mark-up of the contract terms.",
      ),
      rep(
        "After internal approval we will submit a revised price of $1,150,000 with the liability schedule as amended by their legal department. Margaret Lindqvist, the Chief Risk Officer, is the signatory.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$1.15M",
      followupDue: "2026-11-19",
      competitors: ["Temenos"],
    },
  ),

  c(
    "ti-framework-place-awarded",
    "public sector",
    client("Framework Management Team", "Regional Purchasing Consortium", {
      currency: "GBP",
    }),
    [
      rep(
        "We have been notified that we have been appointed to Lot 3 (Case Management Software) of the Regional Purchasing Consortium's digital services framework, alongside thirteen other suppliers. The framework's total estimated value across all appointed suppliers is £120 million over four years. Appointment to the framework does not guarantee any volume of business; no call-off contract has been offered to us.",
      ),
      rep(
        "Member authorities are expected to begin further competitions in the second half of 2027. No named buyer yet.",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "ti-county-extends-incumbent",
    "local government",
    client("Director of Resources", "Ashcombe County Council", { currency: "GBP" }),
    [
      rep(
        'Ashcombe County Council (social care case management, estimated £480,000 per annum). Formal notice from their Director of Resources received today:\n\n"Following the Cabinet decision of 12 November, the Council will not be proceeding with the procurement. The existing contract with Capita has been extended for twenty-four months under the extension option. No re-procurement is planned within the extension period. We thank all parties who responded."',
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "£480k/year",
      followupDue: "2027-02-16",
      competitors: ["Capita"],
    },
  ),

  c(
    "ti-hospital-expression-interest",
    "healthcare",
    client("Eileen Moran", "St. Brigid's University Hospital", { currency: "EUR" }),
    [
      rep(
        "We submitted our expression of interest for the pharmacy automation project at St. Brigid's University Hospital. The prior information notice gives an indicative value of €150,000. The Director of Pharmacy, Eileen Moran, has agreed to a site visit for our solutions architect in early December; the formal tender documents are not yet issued.",
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "€150k",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "ti-library-tender-summary",
    "higher education",
    client("Professor A. Whitcombe", "University of Kingsmere", { currency: "GBP" }),
    [
      rep(
        "For the record, to my manager: the University of Kingsmere library management system tender (estimated contract value £275,000 excluding VAT) was submitted on 13 November. The other tenderers are understood to be Ex Libris and OCLC. The evaluation panel is chaired by Professor A. Whitcombe, Director of Library Services, and evaluation is expected to conclude on 4 December.",
      ),
      rep(
        "They have issued two clarification questions on the migration methodology; responses are due Friday.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "£275k",
      followupDue: "2026-11-19",
      competitors: ["Ex Libris", "OCLC"],
    },
  ),

  c(
    "ti-ministry-ranked-second",
    "public sector",
    client("Procurement Directorate", "Ministry of Finance of the Republic", {
      currency: "EUR",
    }),
    [
      rep(
        "The evaluation report for the tax analytics tender has been published; the relevant table is attached. Our tender was ranked second. The Ministry's award decision is final and the contract was signed with the winner last week.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "€3.2M",
      followupDue: "2027-02-16",
      competitors: ["Accenture", "Indra"],
    },
    [
      {
        name: "evaluation-report-extract.txt",
        mimeType: "text/plain",
        size: 640,
        text: "TENDER EVALUATION REPORT: TAX ANALYTICS PLATFORM (estimated contract value €3,200,000)\n\nRank | Tenderer | Quality (70) | Price (30) | Total\n1 | Accenture | 61.5 | 26.0 | 87.5\n2 | Our company | 58.0 | 27.2 | 85.2\n3 | Indra | 52.5 | 30.0 | 82.5\n\nRecommendation: award to the highest ranked tenderer.",
      },
    ],
  ),

  c(
    "ti-rail-prior-information",
    "transport",
    client("Commercial Directorate", "Northern Rail Services", { currency: "GBP" }),
    [
      rep(
        "Northern Rail Services has published a prior information notice indicating its intention to procure a passenger information display solution. The notice states that a tender is expected in the second half of 2027; no estimated value is given. We have registered our interest on their e-tendering portal and have no named contact yet.",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2026-11-25" },
  ),

  c(
    "ti-police-direct-award",
    "public safety",
    client("Chief Inspector Dana Holt", "Wessex Constabulary", { currency: "GBP" }),
    [
      rep(
        "Wessex Constabulary has completed a direct award under Lot 2 of the framework. The call-off contract for the digital evidence management service was signed by both parties on 17 November, with a total call-off value of £96,500.",
      ),
      rep(
        "Chief Inspector Dana Holt will act as the Force's contract manager; onboarding to begin in January.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£96.5k",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "ti-regulator-panel-presentation",
    "energy",
    client("Dr. Marc Favre", "Swiss Federal Energy Regulator", { currency: "CHF" }),
    [
      rep(
        "Our offer for the market surveillance platform was submitted to the Swiss Federal Energy Regulator within the deadline. The invitation to tender states a maximum budget of CHF 450,000. The only other offer is understood to come from a consortium led by Deloitte.",
      ),
      rep(
        "We are to present to the evaluation panel, chaired by Dr. Marc Favre (Head of Market Oversight), on Thursday 19 November.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "up to CHF 450k",
      followupDue: "2026-11-19",
      competitors: ["Deloitte"],
    },
  ),

  c(
    "ti-housing-legal-review",
    "housing",
    client("Company Secretary", "Greenhill Homes Housing Association", { currency: "GBP" }),
    [
      rep(
        "Greenhill Homes Housing Association has accepted our quotation for the tenant repairs portal at £18,000 per annum. The agreement is now with their Company Secretary for legal review; they have proposed amendments to the data processing schedule, which we are considering.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "MEDIUM",
      budgetBand: "£18k/year",
      followupDue: "2026-11-23",
    },
  ),

  c(
    "ti-bank-third-party-risk",
    "banking",
    client("Third-Party Risk Office", "Banco Atlántico"),
    [
      rep(
        "Formal notification from Banco Atlántico's Third-Party Risk Office: \"Following the completion of our supplier risk assessment, we must advise that your organisation does not meet the Bank's requirements for the hosting of customer data outside the European Economic Area. Consequently, the Bank will not proceed with the engagement. This decision is final.\"",
      ),
    ],
    { stage: "CLOSED_LOST", priority: "LOW", budgetBand: null, followupDue: "2027-02-16" },
  ),

  c(
    "ti-university-joint-bid",
    "higher education",
    client("Procurement Office", "University of Southern Queensland Coast", { currency: "AUD" }),
    [
      rep(
        'Notification of outcome from the University of Southern Queensland Coast, student information system (approved budget A$1.6 million):\n\n"The University advises that the contract has been awarded to the joint bid of TechnologyOne and Deloitte, and the contract was executed on 13 November 2026. We regret to inform you that your submission was not successful. A debriefing can be arranged on request."',
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "A$1.6M",
      followupDue: "2027-02-16",
      competitors: ["TechnologyOne", "Deloitte"],
    },
  ),

  c(
    "ti-insurer-business-case",
    "insurance",
    client("Hemi Walker", "Kotuku Assurance", { currency: "NZD" }),
    [
      rep(
        'Minutes of the Kotuku Assurance Digital Steering Committee, 17 November 2026: "The Committee approved the business case for the replacement of the policy administration system, currently provided by Guidewire, with a capital budget of NZ$750,000. The Chief Technology Officer, Hemi Walker, will lead vendor engagement. A product demonstration by the company is to be arranged for December. No request for proposal will be issued before the demonstration."',
      ),
    ],
    {
      stage: "QUALIFIED",
      priority: "MEDIUM",
      budgetBand: "NZ$750k",
      followupDue: "2026-11-23",
      competitors: ["Guidewire"],
    },
  ),
];
