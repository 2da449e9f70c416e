// What the rep is asking for.

import type { Attachment } from "../types.ts";

export type Intent =
  | "attachment"
  | "thanks"
  | "outcome"
  | "email"
  | "objection"
  | "meeting"
  | "onboarding"
  | "decision"
  | "budget"
  | "timeline"
  | "next"
  | "summary"
  | "greeting"
  | "general";

export type ObjectionTopic =
  "price" | "competitor" | "timing" | "security" | "approval" | "general";

const WRITE = String.raw`(?:draft|write|compose|prepare|craft|send|make|create|give me|help me (?:write|draft|with))`;

/** First match wins, so the narrower asks ("a thank-you email") come before the broader ones. */
const RULES: [Intent, RegExp][] = [
  [
    "attachment",
    /\b(?:files?|attach\w*|documents?|csv|spreadsheets?|sheets?|pdf|images?|screenshots?|photos?|pictures?|docx?|uploads?|uploaded|excel|xlsx?)\b/i,
  ],
  [
    "thanks",
    new RegExp(
      String.raw`\bthank(?:[- ]?you|s)\s+(?:note|e-?mail|mail|message|letter|card|msg)\b|` +
        String.raw`\b${WRITE}\b[^?.]{0,40}\b(?:thank|thanks|gratitude|appreciation)\b|` +
        String.raw`\b(?:note|e-?mail|mail|message|letter|words?) (?:of|to say) (?:thanks|thank you|gratitude|appreciation)\b|` +
        String.raw`^(?:(?:pls|please|can you|could you|help me)\s+)?(?:say\s+)?thank(?:s| you)? (?:to\s+)?(?:them|her|him|the client|the customer|(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?) for\b|` +
        String.raw`\bsay (?:thanks|thank you)\b`,
      "iu",
    ),
  ],
  [
    "outcome",
    /\bwhy (?:did |have |do )?(?:we|i) (?:lose|lost|win|won)\b|\bwhy (?:did |do )?(?:they|the client|the customer|\p{Lu}[\p{L}'-]+) (?:chose|choose|pick|picked|went with|go with|sign|signed|say no|said no|reject\w*|buy|bought)\b|\bwhy (?:they |the client )?(?:didn'?t|did not|don'?t) (?:choose|chose|pick|go with|sign|buy) us\b|\bhow (?:come|did) (?:we|i) (?:lose|lost|win|won)\b|\bwhy (?:we|i) (?:lost|won)\b|\bwhat (?:happened|went (?:wrong|well|right))\b|\bpost[- ]?mortem\b|\bdebrief\b|\bretro(?:spective)?\b|\bloss(?:[- ]reasons?| review| report| analysis| summary)\b|\breasons? (?:of|for) (?:the |this |losing |our )?(?:loss|losing|win|winning)\b|\blost (?:deal|opportunity) (?:review|summary|report|analysis)\b|\bwin(?:[- ]loss)? (?:summary|report|review|analysis|story|notes?)\b|\bhand[- ]?over\b|\bhand (?:it|this|them|the account) (?:over|off)\b|\bwhat (?:closed|won|sealed|clinched) (?:the deal|this deal|it|the contract)\b|\bwhat made them (?:sign|buy|choose|pick|go)\b/iu,
  ],
  [
    "email",
    /\b(?:draft|write|compose|prepare|craft|send)\b[^?.]{0,40}\b(?:e-?mail|mail|message|follow[- ]?up|note|reply|response|linkedin)\b|\b(?:e-?mail|follow[- ]?up message) (?:to|for)\b/i,
  ],
  [
    "objection",
    /^(?=[^]*\b(?:cheaper|too expensive|pricier|undercut\w*|lower price|costs? less)\b)(?=[^]*\b(?:respond|answer|reply|handle|counter)\b)|\b(?:objections?|push(?:es|ing)? ?back|too expensive|too (?:pricey|costly|high)|price is too high|cheaper|handle|respond to|counter|overcome|deal with)\b[^?]{0,60}\b(?:price|pricing|cost|expensive|competitor|budget|objection|concern|salesforce|hubspot|pipedrive|zoho|dynamics|timing|security|not now|argument)\b|\b(?:objection|push ?back|pushes back|pushing back)\b|\bthey (?:say|said|think|thinks|feel|complain\w*) (?:that )?(?:we(?:'re| are)|it(?:'s| is)|our|the price|price)\b[^?]{0,30}\b(?:expensive|pricey|costly|high|much)\b|\bwhat (?:do|should|can) (?:i|we) (?:say|answer|reply|tell them)\b[^?]{0,40}\b(?:if|when)\b|\bhow (?:do |should |can )?(?:i |we )?(?:to )?(?:answer|reply|respond)\b[^?]{0,40}\b(?:if|when)\b|\bwhat to (?:answer|reply|say)\b/i,
  ],
  [
    "meeting",
    /\b(?:prepare|prep|get ready|ready)\b[^?.]{0,30}\b(?:meeting|call|demo|presentation|pitch|visit|kick-?off|workshop)\b|\bagenda\b|\bmeeting prep\b|\btalking points\b/i,
  ],
  [
    "onboarding",
    /\bonboard\w*\b|\bimplement\w*\b[^?.]{0,25}\b(?:plan|timeline|schedule|steps|roadmap|phases?)\b|\b(?:plan|schedule|organi[sz]e|map out) (?:the |a |our |their )?(?:kick[- ]?off|roll[- ]?out|implementation|go[- ]?live|setup|set-up)\b|\bkick[- ]?off (?:plan|steps|schedule)\b|\broll[- ]?out (?:plan|schedule|timeline|steps|phases)\b|\broll (?:it|this) out\b|\b(?:go[- ]?live|deployment|setup|set-up) (?:plan|schedule|steps)\b|\bsteps? (?:to|until|before) (?:go[- ]?live|launch)\b/i,
  ],
  [
    "decision",
    /\bwho (?:decides|makes|signs|approves|is (?:the )?(?:decision|buyer|champion)|are the (?:stakeholders|decision))|\bdecision[- ]?makers?\b|\bstakeholders?\b|\bwho(?:'s| is) involved\b|\bauthority\b|\bsigns? off\b|\bsign-off\b|\bwho (?:is )?(?:the )?boss\b/i,
  ],
  [
    "budget",
    /\bbudget\b|\bhow much (?:can|could|will|would|do|are|is|money)\b|\bspend\b|\bafford\b|\bdeal (?:size|value)\b|\bprice range\b/i,
  ],
  [
    "timeline",
    /\btimeline\b|\bdeadline\b|\btime ?frame\b|\bgo[- ]live\b|\bhow soon\b|\bwhen (?:do|does|will|are|is|should|can)\b|\burgen\w+\b/i,
  ],
  [
    "next",
    /\bnext steps?\b|\bwhat (?:should|do|can) (?:i|we) do\b|\bwhat (?:now|next)\b|\bwhat(?:'s| is) next\b|\bnow what\b|\bwhat to do\b|\brecommend\w*\b|\badvi[cs]e\b|\bsuggest\w*\b|\bhow (?:should|do|can) (?:i|we) (?:proceed|move|close|win)\b|\baction\b|\bstrategy\b|\bhow to close\b/i,
  ],
  [
    "summary",
    /\bsummar\w+\b|\bsum (?:it |this |things )?up\b|\boverview\b|\brecap\b|\brun-?down\b|\bstatus\b|\bwhere (?:are|do) (?:we|things) stand\b|\bwhere are we\b|\bstate of (?:the|this) deal\b|\btl;?dr\b|\bbrief me\b|\bcatch me up\b|\bfill me in\b|\bup to speed\b|\bkey (?:facts|points)\b|\bwhat do (?:we|you|i) (?:know|have)\b|\bwhat stage\b|\bhow hot\b|\bpriority\b|\bhow (?:is|does) (?:the|this) deal\b|\bwhat(?:'s| is) the (?:story|situation)\b/i,
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
  const question = text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.endsWith("?"))
    .pop();
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
