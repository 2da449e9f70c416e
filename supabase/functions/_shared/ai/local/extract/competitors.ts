// CRM vendors a client may be evaluating or already using.

import type { Sentence } from "../text.ts";

export interface Competitor {
  name: string;
  /** The client uses it today (an incumbent), rather than evaluating it against us. */
  current: boolean;
}

const VENDORS: [string, RegExp][] = [
  ["Salesforce", /\bsales ?force\b|\bSFDC\b/i],
  ["HubSpot", /\bhub ?spot\b/i],
  ["Pipedrive", /\bpipe ?drive\b/i],
  ["Zoho", /\bzoho\b/i],
  ["Microsoft Dynamics", /\b(?:microsoft|ms) dynamics\b|\bdynamics (?:365|crm)\b/i],
  ["Monday.com", /\bmonday\.com\b|\bmonday (?:crm|sales crm)\b/i],
  ["Freshsales", /\bfresh(?:sales|works)\b/i],
  ["SugarCRM", /\bsugar ?crm\b/i],
  ["Zendesk Sell", /\bzendesk\b/i],
  ["Copper", /\bcopper crm\b/i],
  ["Insightly", /\binsightly\b/i],
  ["Keap", /\bkeap\b/i],
  ["Close", /\bclose\.com\b|\bclose crm\b/i],
  ["Oracle", /\boracle(?: cx| sales)?\b|\bnetsuite\b/i],
  ["SAP", /\bSAP (?:CRM|Sales Cloud|C4C)\b/],
  ["ActiveCampaign", /\bactive ?campaign\b/i],
  ["Attio", /\battio\b/i],
  ["Bitrix24", /\bbitrix ?24\b/i],
  ["Odoo", /\bodoo\b/i],
  ["Capsule", /\bcapsule(?: crm)?\b/i],
];

/** One alternation of every vendor, for patterns such as "went with <vendor>". */
export const VENDOR_PATTERN = VENDORS.map(([, re]) => `(?:${re.source})`).join("|");

export function vendorsIn(text: string): string[] {
  return VENDORS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

const INCUMBENT =
  /\b(?:currently|already|today|right now|at the moment)\b[^.]{0,30}\b(?:use|using|on|have|run|running|pay)\b|\b(?:current|existing|old|legacy) (?:vendor|provider|system|crm|tool|solution)\b|\bhappy with\b|\bcontract with\b|\b(?:migrat\w*|switch\w*|moving|move) (?:away )?(?:off|from)\b|\breplac\w*\b|\bwe(?:'re| are) on\b|\bthey(?:'re| are) on\b|\bstuck (?:on|with)\b|\brenewal\b/i;

export function findCompetitors(sentences: Sentence[]): Competitor[] {
  const found = new Map<string, Competitor>();
  for (const s of sentences) {
    for (const name of vendorsIn(s.text)) {
      const current = INCUMBENT.test(s.text);
      const known = found.get(name);
      found.set(name, { name, current: current || (known?.current ?? false) });
    }
  }
  return [...found.values()];
}
