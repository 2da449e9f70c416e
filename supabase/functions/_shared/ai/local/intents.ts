// What the rep is asking for.

import type { Attachment } from "../types.ts";

export type Intent =
  | "attachment"
  | "email"
  | "objection"
  | "meeting"
  | "decision"
  | "budget"
  | "timeline"
  | "next"
  | "summary"
  | "greeting"
  | "general";

export type ObjectionTopic =
  | "price"
  | "competitor"
  | "timing"
  | "security"
  | "approval"
  | "general";

const RULES: [Intent, RegExp][] = [
  [
    "attachment",
    /\b(?:files?|attach\w*|documents?|csv|spreadsheets?|sheets?|pdf|images?|screenshots?|photos?|pictures?|docx?|uploads?|uploaded|excel|xlsx?)\b/i,
  ],
  [
    "email",
    /\b(?:draft|write|compose|prepare|craft|send)\b[^?.]{0,40}\b(?:e-?mail|message|follow[- ]?up|note|reply|response|linkedin)\b|\b(?:e-?mail|follow[- ]?up message) (?:to|for)\b/i,
  ],
  [
    "objection",
    /\b(?:objections?|push ?back|pushing back|too expensive|price is too high|too pricey|cheaper|handle|respond to|counter|overcome|deal with)\b[^?]{0,60}\b(?:price|pricing|cost|expensive|competitor|budget|objection|concern|salesforce|hubspot|pipedrive|zoho|dynamics|timing|security)\b|\b(?:objection|push ?back)\b|\bthey (?:say|said|think) (?:we(?:'re| are)|it(?:'s| is)) too expensive\b/i,
  ],
  [
    "meeting",
    /\b(?:prepare|prep|get ready|ready)\b[^?.]{0,30}\b(?:meeting|call|demo|presentation|pitch|visit)\b|\bagenda\b|\bmeeting prep\b|\btalking points\b/i,
  ],
  [
    "decision",
    /\bwho (?:decides|makes|signs|approves|is (?:the )?(?:decision|buyer|champion)|are the (?:stakeholders|decision))|\bdecision[- ]?makers?\b|\bstakeholders?\b|\bwho(?:'s| is) involved\b|\bauthority\b|\bsigns? off\b|\bsign-off\b/i,
  ],
  [
    "budget",
    /\bbudget\b|\bhow much (?:can|could|will|would|do|are)\b|\bspend\b|\bafford\b|\bdeal (?:size|value)\b|\bprice range\b/i,
  ],
  [
    "timeline",
    /\btimeline\b|\bdeadline\b|\btime ?frame\b|\bgo[- ]live\b|\bhow soon\b|\bwhen (?:do|does|will|are|is|should|can)\b|\burgen\w+\b/i,
  ],
  [
    "next",
    /\bnext steps?\b|\bwhat (?:should|do|can) (?:i|we) do\b|\bwhat now\b|\bwhat next\b|\brecommend\w*\b|\badvi[cs]e\b|\bsuggest\w*\b|\bhow (?:should|do|can) (?:i|we) (?:proceed|move|close|win)\b|\baction\b|\bstrategy\b|\bhow to close\b/i,
  ],
  [
    "summary",
    /\bsummar\w+\b|\boverview\b|\brecap\b|\bstatus\b|\bwhere (?:are|do) (?:we|things) stand\b|\bstate of (?:the|this) deal\b|\btl;?dr\b|\bbrief me\b|\bcatch me up\b|\bwhat do (?:we|you) know\b|\bwhat stage\b|\bhow hot\b|\bpriority\b|\bhow (?:is|does) (?:the|this) deal\b/i,
  ],
  [
    "greeting",
    /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|yo|hiya)\b[\s!.,]*(?:there|team)?[\s!.,]*$/i,
  ],
];

/** The question decides: "Budget is $50k and the CFO decides. What next?" asks for next steps. */
export function detectIntent(message: string, attachments: Attachment[]): Intent {
  const text = message.trim();
  if (!text && attachments.length > 0) return "attachment";
  const question = text.split(/(?<=[.!?])\s+/).filter((s) => s.endsWith("?")).pop();
  if (question && question !== text) {
    const asked = matchIntent(question, attachments);
    if (asked !== "general") return asked;
  }
  return matchIntent(text, attachments);
}

function matchIntent(text: string, attachments: Attachment[]): Intent {
  for (const [intent, re] of RULES) {
    const namesFiles = /\b(?:attach\w*|the files?|uploaded|csv|spreadsheet|screenshot|image)\b/i;
    if (intent === "attachment" && attachments.length === 0 && !namesFiles.test(text)) continue;
    if (re.test(text)) return intent;
  }
  if (attachments.length > 0 && text.split(/\s+/).length <= 6) return "attachment";
  return "general";
}

export function objectionTopic(message: string, competitorNamed: boolean): ObjectionTopic {
  if (competitorNamed || /\bcompetitor|other vendor|alternative\b/i.test(message)) {
    return "competitor";
  }
  if (/\bpric\w*|cost\w*|expensive|cheaper|budget|discount\b/i.test(message)) return "price";
  if (/\btiming|not now|next year|later|busy|on hold\b/i.test(message)) return "timing";
  if (/\bsecurity|gdpr|compliance|privacy|data\b/i.test(message)) return "security";
  if (/\bapprov\w*|sign[- ]off|boss|board\b/i.test(message)) return "approval";
  return "general";
}
