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

  c(
    "ti-council-further-competition",
    "local government",
    client("Head of Digital", "Harrowfield District Council", { currency: "GBP" }),
    [
      rep(
        "Harrowfield District Council is running a further competition under Lot 2 of the digital services framework for a customer contact platform. The invitation to further competition sets a maximum call-off value of £350,000 and a price/quality split of 30/70. The other framework suppliers invited are Capita and NEC Software Solutions.",
      ),
      rep(
        "Our response was uploaded to the portal on 16 November. The Head of Digital, who is the budget holder, will sit on the evaluation panel; the award decision is expected on 11 December.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "up to £350k",
      followupDue: "2026-11-19",
      competitors: ["Capita", "NEC Software Solutions"],
    },
  ),

  c(
    "ti-insurer-clarification-log",
    "insurance",
    client("Vendor Management Office", "Great Lakes Casualty Insurance"),
    [
      rep(
        "Great Lakes Casualty's vendor management office has issued the second round of RFP clarifications on our proposal for the billing system; the log with our answers is attached. Their Chief Information Officer told us the programme is budgeted at approximately $500,000 per year and that the selection committee meets before the end of the year.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "$400k–$600k/year",
      followupDue: "2026-11-19",
      competitors: ["Duck Creek"],
    },
    [
      {
        name: "RFP-clarification-log-round2.csv",
        mimeType: "text/csv",
        size: 720,
        text: 'No.,Question from Great Lakes Casualty,Response\n5,"Confirm that the proposed annual subscription includes the sandbox environment.","Confirmed; one sandbox is included."\n6,"Describe your approach to migrating policy billing data from the incumbent system, Duck Creek.","See section 7.3 of our proposal; a two-phase migration with parallel running."\n7,"Confirm the proposal remains valid for 120 days.","Confirmed."\n',
      },
    ],
  ),

  c(
    "ti-college-quotation",
    "further education",
    client("Finance Manager", "Wrexley Further Education College", { currency: "GBP" }),
    [
      rep(
        "In response to Wrexley College's request for quotation, we have submitted our quotation for the room booking system: £12,400 in total, inclusive of implementation. The college's quotation evaluation meeting takes place on Monday 23 November.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "£12.4k",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "ti-ministry-two-lots-offer",
    "public health",
    client("Directorate of Procurement", "Ministry of Health and Social Affairs", {
      currency: "EUR",
    }),
    [
      rep(
        "The Ministry of Health and Social Affairs tender for the national vaccination register is divided into three lots: Lot 1 (register core, estimated €1,200,000), Lot 2 (citizen portal, estimated €800,000) and Lot 3 (helpdesk, estimated €500,000). We tendered for Lots 1 and 2 only; our combined offer totals €1,950,000.",
      ),
      rep(
        "The Ministry's Director of Procurement confirmed receipt and advised that evaluation will be completed by 15 December. Award criteria: quality 55 points, price 45 points.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "€1.95M",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "ti-airport-shortlist-presentation",
    "aviation",
    client("Director of Operations", "Port Haldane Airport Authority", { currency: "CAD" }),
    [
      rep(
        "Port Haldane Airport Authority has shortlisted three proponents for the airport operational database contract (estimated contract value C$2.8M): Bidder A (SITA), Bidder B (our company) and Bidder C (Amadeus). Our proposal has been scored on the written submission; the Director of Operations will attend our presentation to the evaluation committee on Wednesday 25 November.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: "C$2.8M",
      followupDue: "2026-11-19",
      competitors: ["SITA", "Amadeus"],
    },
  ),

  c(
    "ti-utility-rfp-issued",
    "utilities",
    client("Strategic Procurement", "Coastal Power Cooperative"),
    [
      rep(
        "Coastal Power Cooperative has issued us a request for proposal for mobile work management covering 650 field technicians, replacing the incumbent supplier, IFS. Proposals are due by 11 December. The budget has not been disclosed.",
      ),
      ai(
        "Consider requesting a clarification meeting with Strategic Procurement before the question deadline.",
      ),
      rep(
        "Their Vice President of Operations has confirmed he will chair the evaluation. We are drafting the proposal now.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "HIGH",
      budgetBand: null,
      followupDue: "2026-11-19",
      competitors: ["IFS"],
    },
  ),

  c(
    "ti-standstill-then-executed",
    "public sector",
    client("Contracts Unit", "Federal Office for Statistics", { currency: "EUR" }),
    [
      rep(
        "3 November: the Federal Office for Statistics notified us of its intention to award the census data processing contract (€4.5M over four years) to us. The standstill period runs until 16 November. The unsuccessful tenderer, CGI, has been informed.",
      ),
      ai(
        "Until the contract is executed after the standstill period, the award is not final; keep the legal review of the contract terms moving.",
      ),
      rep(
        "Update 17 November: the standstill period expired without challenge and the contract was executed by both parties this morning. Countersigned copy received from their Contracts Unit.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "€4.5M",
      followupDue: "2026-11-20",
      competitors: ["CGI"],
    },
  ),

  c(
    "ti-incumbent-extension-signed",
    "healthcare",
    client("Head of Contracts", "Lakeside Community Health Trust", { currency: "GBP" }),
    [
      rep(
        "As incumbent supplier of the community nursing scheduling system, we have received the signed contract variation from Lakeside Community Health Trust exercising the twelve-month extension option at £210,000 per annum. The re-procurement will be considered by the Trust's board in late 2027.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "£210k/year",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "ti-province-calloff-po",
    "public sector",
    client("Supply Chain Management", "Province of Northern Plains", { currency: "CAD" }),
    [
      rep(
        "The Province of Northern Plains has issued a call-off against our standing offer for the licensing and permitting module. Purchase order NP-2026-0917 was received today for C$86,250 including implementation services.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "C$86,250",
      followupDue: "2026-11-20",
    },
  ),

  c(
    "ti-bank-board-signed",
    "banking",
    client("General Affairs Department", "Kansai Shinwa Bank", { currency: "JPY" }),
    [
      rep(
        'Summary of the resolution of the Board of Directors of Kansai Shinwa Bank, 16 November 2026: "Following the comparative evaluation of proposals from the company, Finastra and nCino, the Board resolved to adopt the company\'s loan origination system. The agreement, valued at approximately ¥150 million, has been signed by the Representative Director."',
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "¥120M–¥180M",
      followupDue: "2026-11-20",
      competitors: ["Finastra", "nCino"],
    },
  ),

  c(
    "ti-revived-after-winner-withdrew",
    "public sector",
    client("Comissão de Licitação", "Secretaria de Estado da Fazenda", { currency: "BRL" }),
    [
      rep(
        "Secretaria de Estado da Fazenda, electronic invoicing platform. 2 October: the tender committee informed us that our proposal was ranked second and that the contract had been awarded to Totvs. We treated the opportunity as lost.",
      ),
      rep(
        "12 November: Totvs withdrew before signature, and the committee called the second-ranked bidder. Today the contract for R$ 3.400.000,00 was signed with us and published in the Official Gazette.",
      ),
    ],
    {
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      budgetBand: "R$3.4M",
      followupDue: "2026-11-20",
      competitors: ["Totvs"],
    },
  ),

  c(
    "ti-lot-lost-lot-pending",
    "local government",
    client("Corporate Procurement", "Metropolitan Borough of Eastgate", { currency: "GBP" }),
    [
      rep(
        "Eastgate's procurement was split into two lots, evaluated separately. For Lot 1 (planning and building control) we received a regret letter: the contract has been awarded to Agilisys and that award is final.",
      ),
      rep(
        "Lot 2 (environmental health, estimated contract value £420,000) is still under evaluation; our tender for that lot was submitted on 30 October and Corporate Procurement expects to announce the outcome in the new year.",
      ),
    ],
    {
      stage: "PROPOSAL",
      priority: "MEDIUM",
      budgetBand: "£420k",
      followupDue: "2026-11-23",
      competitors: ["Agilisys"],
    },
  ),

  c(
    "ti-ministry-preferred-bidder-inr",
    "public sector",
    client("Joint Secretary (e-Governance)", "Ministry of Rural Development"),
    [
      rep(
        "The Ministry of Rural Development has declared us the preferred bidder for the beneficiary tracking system after the financial bid opening; Infosys was ranked second. The contract value is ₹4.2 crore (₹42,000,000).",
      ),
      rep(
        "Contract negotiation meetings with the Joint Secretary (e-Governance) and their legal cell are under way on the service level schedule and penalty clauses; they intend to sign before the financial year-end review on 30 November.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "₹42M",
      followupDue: "2026-11-19",
      competitors: ["Infosys"],
    },
  ),

  c(
    "ti-airline-bafo-discount",
    "aviation",
    client("Group Procurement", "Straits Regional Airlines", { currency: "SGD" }),
    [
      rep(
        "Straits Regional Airlines' Group Procurement has invited us and Lufthansa Systems to a best and final offer round for the flight operations suite. Our original offer stands at S$1.8M over three years; they have requested a 10 % reduction and acceptance of their standard order form with amendments. The Chief Operating Officer expects responses by Friday 27 November.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "S$1.8M",
      followupDue: "2026-11-19",
      competitors: ["Lufthansa Systems"],
    },
  ),

  c(
    "ti-town-council-terms",
    "local government",
    client("Town Clerk", "Little Marsden Town Council", { currency: "GBP" }),
    [
      rep(
        "Little Marsden Town Council has accepted our offer for the allotments and cemetery records service at £14,500 per annum. The Town Clerk has returned our terms and conditions with amendments to the indemnity clause, which their solicitors drafted.",
      ),
      rep(
        "The Town Clerk asked that we contact her on Tuesday 1 December, after the council meeting, to conclude the terms.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "MEDIUM",
      budgetBand: "£14.5k/year",
      followupDue: "2026-12-01",
    },
  ),

  c(
    "ti-hospital-contract-security-schedule",
    "healthcare",
    client("Dr. Aoife Brennan", "Cork Regional Hospital Group", { currency: "EUR" }),
    [
      rep(
        "Following the award recommendation for the radiology reporting platform (not to exceed €750,000), Cork Regional Hospital Group's information governance team is reviewing the security and data protection schedules of the draft contract. Their Chief Clinical Information Officer, Dr. Aoife Brennan, wants the contract presented to the steering committee on Friday 27 November.",
      ),
    ],
    {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "up to €750k",
      followupDue: "2026-11-19",
    },
  ),

  c(
    "ti-university-over-budget",
    "higher education",
    client("Procurement Office", "University of Dunmore", { currency: "GBP" }),
    [
      rep(
        'Letter from the University of Dunmore Procurement Office regarding the timetabling software tender: "We regret to inform you that all compliant tenders, including yours, exceeded the University\'s approved budget of £90,000 for this requirement. The procurement has therefore been closed without award, and the University does not intend to re-tender."',
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "£90k",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "ti-department-abandons-procurement",
    "public sector",
    client("Commercial Directorate", "Department for Regional Transport", { currency: "GBP" }),
    [
      rep(
        "The Department for Regional Transport has formally notified all tenderers that the procurement for the concessionary travel scheme platform (estimated value £600,000) has been abandoned following the reallocation of funding in the spending review. There is no intention to re-procure within the current spending review period.",
      ),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "£600k",
      followupDue: "2027-02-16",
    },
  ),

  c(
    "ti-standstill-consortium-winner",
    "public sector",
    client("Commercial Team", "National Pensions Agency", { currency: "GBP" }),
    [
      rep(
        'Standstill letter received from the National Pensions Agency for the member records modernisation contract (£5.6M): "The Authority intends to award the contract to the consortium led by Fujitsu, whose tender achieved the highest score. Your tender was ranked third. The standstill period ends on 27 November 2026."',
      ),
      rep("Having reviewed the scores with legal, we do not intend to challenge the decision."),
    ],
    {
      stage: "CLOSED_LOST",
      priority: "LOW",
      budgetBand: "£5.6M",
      followupDue: "2027-02-16",
      competitors: ["Fujitsu"],
    },
  ),

  c(
    "ti-research-council-funding-round",
    "research",
    client("Dr. Samuel Adeyemi", "National Research Council for Environmental Sciences", {
      currency: "GBP",
    }),
    [
      rep(
        "Initial meeting with Dr. Samuel Adeyemi of the National Research Council for Environmental Sciences regarding a grants management system. The requirement is not yet funded; it depends on the outcome of the Council's capital funding round in January. No procurement route or budget has been determined.",
      ),
      rep(
        "Dr. Adeyemi asked us to contact him on Monday 11 January 2027, once the funding decision is known.",
      ),
    ],
    { stage: "LEAD", priority: "LOW", budgetBand: null, followupDue: "2027-01-11" },
  ),
];
