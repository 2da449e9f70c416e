// What the client asked for: requirements, volumes (seats, users), integrations, compliance,
// a tax rate, and the questions still open.

import { capitalise, plural, type Sentence, statements, stripEnd, unique } from "../text.ts";
import { scanDates } from "./dates-scan.ts";

export interface Quantity {
  count: number;
  unit: string;
}

export interface Needs {
  requirements: string[];
  quantities: Quantity[];
  integrations: string[];
  compliance: string[];
  /** e.g. 0.23 for "plus 23% VAT" */
  taxRate: number | null;
  /** Questions the client asked that are still open. */
  questions: string[];
}

const REQUIREMENT =
  /\b(?:needs?|needed|must(?: have)?|should(?: be able to)?|wants?|would like|(?:are|is|were) looking for|looking for|requires?|required|has to|have to|interested in|asked for|asking for|it is important (?:to|that)|important that)\s+(?:to\s+)?(?:be able to\s+)?(.{6,160})/i;
const NOT_REQUIREMENT =
  /\b(?:budget|proposal|quote|approval|sign[- ]off|contract|discount|demo|meeting|call|think about|talk to|check with|decide|decision|more time|specification|srs|this document|generate|produce|presentation|slides?)\b/i;
const UNITS =
  "seats?|users?|licen[cs]es?|agents?|sales ?reps?|reps?|employees?|people|staff|locations?|sites?|stores?|branches?|offices?|warehouses?|devices?|vehicles?|team members?|members?|accounts?";
const QUANTITY = new RegExp(
  String.raw`\b(\d{1,3}(?:[,.]\d{3})+|\d+)\s*(?:-|–)?\s*(?:(?:named|active|concurrent|sales|field|new|more|additional|full[- ]time)\s+)?(${UNITS})\b`,
  "gi",
);
const INTEGRATIONS: [string, RegExp][] = [
  ["Outlook", /\boutlook\b/i],
  ["Gmail", /\bgmail\b|\bgoogle workspace\b/i],
  ["Microsoft Teams", /\bms teams\b|\bmicrosoft teams\b/i],
  ["Slack", /\bslack\b/i],
  ["SAP", /\bSAP\b/],
  ["QuickBooks", /\bquickbooks\b/i],
  ["Xero", /\bxero\b/i],
  ["Shopify", /\bshopify\b/i],
  ["Stripe", /\bstripe\b/i],
  ["Mailchimp", /\bmailchimp\b/i],
  ["Zapier", /\bzapier\b/i],
  ["DocuSign", /\bdocusign\b/i],
  ["Jira", /\bjira\b/i],
  ["Zendesk", /\bzendesk\b/i],
  ["LinkedIn", /\blinkedin\b/i],
  ["WhatsApp", /\bwhatsapp\b/i],
  ["their ERP", /\bERP\b/],
  ["their website forms", /\bweb(?:site)? forms?\b/i],
  ["a public API", /\b(?:rest )?API\b/],
];
const COMPLIANCE: [string, RegExp][] = [
  ["GDPR", /\bGDPR\b/i],
  ["SOC 2", /\bSOC ?2\b/i],
  ["HIPAA", /\bHIPAA\b/i],
  ["ISO 27001", /\bISO ?27001\b/i],
  ["PCI DSS", /\bPCI(?: DSS)?\b/],
  ["single sign-on (SSO)", /\bSSO\b|\bsingle sign[- ]on\b|\bSAML\b/i],
  [
    "data residency",
    /\bdata residency\b|\b(?:data|hosted|hosting) (?:in|within) the (?:EU|UK|US)\b|\bEU hosting\b/i,
  ],
  ["audit logs", /\baudit (?:logs?|trail)\b/i],
  ["encryption", /\bencrypt\w*\b/i],
  ["role-based access", /\brole[- ]based access\b|\bpermissions?\b/i],
  ["uptime SLA", /\buptime\b|\bSLA\b|\b99\.\d+\s?%/i],
];
const TAX =
  /(\d{1,2}(?:[.,]\d{1,2})?)\s?%\s*(?:VAT|tax|GST|sales tax|MwSt|IVA|TVA|BTW|HST)\b|\b(?:VAT|tax|GST|sales tax|MwSt|IVA|TVA|HST)(?:\s+rate)?\s*(?:of|at|is|:|=)?\s*(\d{1,2}(?:[.,]\d{1,2})?)\s?%/i;

const AND_ANOTHER =
  /\s*(?:,\s*|\s+)(?:and|plus)\s+(?:also\s+)?(?:they\s+|we\s+)?(?:want|wants|need|needs|would like|require|requires|must)\s+(?:to\s+)?|\s*\+\s*/i;

/** "They need a CRM for 50 reps and want to replace their spreadsheets" → two requirements. */
function requirementsFrom(sentence: string): string[] {
  const m = sentence.match(REQUIREMENT);
  if (!m) return [];
  const what = m[1].replace(/\s*(?:ASAP|as soon as possible)\b.*$/i, "");
  return what
    .split(AND_ANOTHER)
    .map((part) => stripEnd(part))
    .filter(
      (part) =>
        part.length >= 6 && !NOT_REQUIREMENT.test(part) && !/^(?:it|this|that|them)$/i.test(part),
    )
    .map(capitalise);
}

/** A clause that names who approves or when, not what is needed: ", and the CFO signs off". */
const TERMS_CLAUSE =
  /(?:[,;]\s*|\s+)(?:(?:and|once|after|when|if|but|with|pending|subject to)\s+)?[^,;]*\b(?:sign(?:s|ed)? off|sign-off|approv\w*|green[- ]light|budget|decid\w*|decision)\b.*$/i;
/** The preposition that ties a date to the need: "a pilot by March". */
const DATE_LEAD =
  /(?:[,;]?\s*(?:and\s+)?(?:by|before|in|on|until|till|from|for|within|no later than|ahead of|around|at|starting|due)(?:\s+the)?(?:\s+(?:end|start|beginning|middle) of)?)?\s*$/i;

/**
 * The need itself, without the date it is wanted by or who approves it: "a pilot by March, and
 * the CFO signs off" → "a pilot". Empty when the requirement only restates terms.
 */
export function needWithoutTerms(requirement: string, now: Date): string {
  let need = requirement.replace(TERMS_CLAUSE, "");
  const date = scanDates(need, now)[0];
  if (date) need = need.slice(0, date.index).replace(DATE_LEAD, "");
  return stripEnd(need);
}

export function findNeeds(sentences: Sentence[]): Needs {
  const stated = statements(sentences);
  const requirements: string[] = [];
  const quantities: Quantity[] = [];
  const questions: string[] = [];
  let taxRate: number | null = null;
  const all = stated.map((s) => s.text).join("\n");
  for (const s of stated) {
    requirements.push(...requirementsFrom(s.text));
    for (const m of s.text.matchAll(QUANTITY)) {
      const count = Number(m[1].replace(/[,.]/g, ""));
      if (count > 0 && count < 1_000_000) quantities.push({ count, unit: normaliseUnit(m[2]) });
    }
    const tax = s.text.match(TAX);
    if (tax) taxRate = Number((tax[1] ?? tax[2]).replace(",", ".")) / 100;
    if (
      s.text.endsWith("?") &&
      /\b(?:they|client|customer|asked|wants? to know|wondering)\b/i.test(s.text)
    ) {
      questions.push(s.text);
    }
  }
  return {
    requirements: unique(requirements).slice(0, 12),
    quantities: unique(quantities, (q) => `${q.unit}`),
    integrations: INTEGRATIONS.filter(([, re]) => re.test(all)).map(([name]) => name),
    compliance: COMPLIANCE.filter(([, re]) => re.test(all)).map(([name]) => name),
    taxRate,
    questions: unique(questions).slice(0, 6),
  };
}

function normaliseUnit(unit: string): string {
  const u = unit.toLowerCase().replace(/\s+/g, " ");
  if (/^licen/.test(u)) return "licences";
  if (/rep/.test(u)) return "sales reps";
  if (u === "people" || u === "staff") return "people";
  return u.endsWith("s") ? u : `${u}s`;
}

/** The seat-like volume a licence count is priced on: seats, users, licences or reps. */
export function seatCount(needs: Needs): Quantity | null {
  return (
    needs.quantities.find((q) =>
      /seats|users|licences|agents|sales reps|team members/.test(q.unit),
    ) ?? null
  );
}

/** "50 sales reps", "1 seat" */
export function quantityText(q: Quantity): string {
  return plural(q.count, q.unit.replace(/s$/, ""), q.unit);
}
