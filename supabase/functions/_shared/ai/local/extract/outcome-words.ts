// The words an outcome is read from: deal papers, the verbs that commit to or refuse them, and
// the words that make a statement not (yet) a fact.

/** Papers whose signature, acceptance or payment commits the client. */
export const DEAL_PAPER = new Set([
  "contract",
  "agreement",
  "order",
  "po",
  "deal",
  "quote",
  "quotation",
  "proposal",
  "offer",
  "sow",
  "msa",
  "paperwork",
  "invoice",
  "deposit",
  "purchase",
  "estimate",
  "renewal",
  "payment",
  "funds",
  "docs",
  "papers",
  "form",
]);
/** What a client kills when it walks away. */
export const PROJECT = new Set([
  "proposal",
  "quote",
  "quotation",
  "offer",
  "deal",
  "project",
  "purchase",
  "initiative",
  "rollout",
  "bid",
  "plan",
  "idea",
  "tender",
  "contract",
  "order",
  "programme",
  "program",
  "budget",
  "funding",
  "spending",
  "spend",
  "investment",
  "upgrade",
]);

export const COMMIT = new Set([
  "sign",
  "countersign",
  "execute",
  "ink",
  "accept",
  "approve",
  "confirm",
  "place",
  "issue",
  "raise",
  "pay",
  "award",
  "close",
  "okay",
  "ok",
  "release",
]);
export const REFUSE = new Set([
  "reject",
  "decline",
  "refuse",
  "cancel",
  "scrap",
  "shelve",
  "kill",
  "axe",
  "bin",
  "veto",
  "nix",
  "freeze",
  "cut",
  "pull",
  "drop",
  "abandon",
  "can",
  "stop",
]);
/** Objects of COMMIT verbs that do not commit anyone: "confirmed the meeting" has no paper. */
export const COMMIT_OBJECT_ONLY: Record<string, Set<string>> = {
  approve: new Set(["order", "po", "deal", "contract", "purchase", "quote", "proposal", "offer"]),
  issue: new Set(["po", "order", "purchase"]),
  raise: new Set(["po", "order", "purchase"]),
  place: new Set(["order"]),
  confirm: new Set(["order", "po", "deal", "purchase"]),
  pay: new Set(["invoice", "deposit", "order"]),
  close: new Set(["deal", "sale", "contract", "order"]),
  okay: new Set(["order", "po", "deal", "contract", "purchase", "quote", "proposal", "offer"]),
  ok: new Set(["order", "po", "deal", "contract", "purchase", "quote", "proposal", "offer"]),
  release: new Set(["po", "order", "payment", "funds", "deposit"]),
};

/** Refusals that only end a deal with these objects: "cut the budget", not "cut the price". */
const LOSS = new Set([
  "project",
  "deal",
  "purchase",
  "initiative",
  "rollout",
  "plan",
  "idea",
  "upgrade",
  "programme",
  "program",
]);
export const REFUSE_OBJECT_ONLY: Record<string, Set<string>> = {
  cut: new Set(["budget", "funding"]),
  freeze: new Set(["budget", "funding", "spending", "spend", "investment", ...LOSS]),
  pull: new Set(["budget", "funding", ...LOSS]),
  drop: LOSS,
  can: LOSS,
  stop: LOSS,
  bin: new Set([...LOSS, "proposal", "quote", "offer"]),
};

/** "decided not to wait": not buying elsewhere is no loss. */
export const NOT_WAITING =
  /^(?:not (?:to )?|against )(?:wait|delay|hold off|look (?:further|elsewhere|around)|shop around|run a tender|go to tender|tender|bother|evaluate|consider|pursue|talk to|pilot|trial)/;

/** "decided to", "chose to", "opted to": a decision taken, not a plan. */
export const DECIDED = new Set(["decide", "choose", "opt", "elect", "vote", "agree"]);

/** Passive helpers between a paper and its verb: "the PO got raised", "the quote has been accepted". */
export const PASSIVE_HELPERS = new Set(["be", "get", "have"]);

/** Words that put a clause in the past: "contract sign yesterday", "they order last week". */
export const PAST_TIME = new Set(["yesterday", "ago", "last", "earlier", "already"]);

/** Verbs that report what the client said or decided: "Dana confirmed that they accept …". */
export const REPORT = new Set([
  "confirm",
  "say",
  "tell",
  "write",
  "email",
  "announce",
  "reply",
  "state",
]);

/** Things a client buys from us: "bought the 3-year plan", "purchased 40 licences". */
export const PRODUCT = new Set([
  ...["plan", "license", "licence", "seat", "subscription", "package", "tier", "bundle", "module"],
  ...["system", "platform", "software", "solution", "unit", "kit", "service", "product", "suite"],
]);
/** What a rival's win reads as: "we were beaten on price", "outbid". */
export const BEATEN = new Set(["beat", "outbid", "outprice"]);
/** Reviews a vendor can fail: "failed us on the security questionnaire". */
export const REVIEW = new Set([
  ...["review", "questionnaire", "assessment", "audit", "check", "diligence", "vetting", "test"],
  ...["infosec", "security", "compliance", "pentest", "soc", "scrutiny"],
]);

/** Vendors nobody names: "went with a cheaper option from a local firm". */
export const SOMEONE = new Set([
  "supplier",
  "vendor",
  "provider",
  "firm",
  "company",
  "option",
  "solution",
  "partner",
  "agency",
  "contractor",
  "competitor",
  "bidder",
  "tenderer",
  "product",
  "tool",
  "platform",
  "system",
  "offer",
  "bid",
  "quote",
  "one",
  "guy",
  "people",
  "team",
  "outfit",
  "crowd",
  "lot",
]);
export const CHOOSE = new Set(["choose", "select", "pick", "prefer", "award", "opt"]);
/** What a rep loses when the deal goes: "we lost this one", "lost the bid on price". */
export const LOST_WHAT = new Set([
  "it",
  "this",
  "that",
  "one",
  "deal",
  "bid",
  "tender",
  "opportunity",
  "account",
  "business",
  "contract",
  "sale",
  "client",
  "them",
]);

/** A choice told as history, not as this deal's outcome: "two years ago they chose …". */
export const HISTORY =
  /\b(?:previously|originally|(?:\w+ )?years? ago|last year(?:'s)?|(?:previous|prior|last) (?:tender|round|bid|RFP|attempt|cycle)|always (?:paid|signed|renewed|bought|ordered)|last time|(?<!\b(?:came|come|comes|coming|got|get|gets|went|go|goes|going|is|are|was|were|be|brought|bring)\s)back in|in the past|in (?:19|20)\d\d|at the time|used to)\b/i;

/** What a client keeps when it buys nothing: "sticking with the spreadsheets", "with Excel". */
export const STATUS_QUO =
  /^(?:(?:the|their|its|our|what they|what we) )?(?:excel|spreadsheet|paper|pen|manual|current|existing|incumbent|old|legacy|status quo|have|in - house|in-house|homegrown|home - grow)/;

/**
 * A signature with another party: "they signed a 5-year contract with Madrid airport" is the
 * client's deal with its own customer, not ours.
 */
export const SIGNED_WITH_OTHERS =
  /\bsigned\b[^.;,!?]{0,50}?\bwith (?:the |a |an |their )?(?:\p{Lu}|(?:\p{Ll}+ )?(?:customer|client|airport|city|council|government|ministry|hospital|authority|supplier|vendor|provider|partner|distributor)s?\b)/u;

/**
 * A reference told to the client: "told him Fratelli Conti just signed with us". Case-sensitive:
 * the story's subject is a proper name.
 */
export const REFERENCE_STORY =
  /\b(?:[Tt]old|[Ss]howed|[Rr]eminded|[Mm]entioned to|[Gg]ave) (?:him|her|them)(?: that| how| about how)? (?:\p{Lu}[\p{L}'&-]*\s){1,3}(?:just |recently |already |also )?(?:signed|chose|went|bought|ordered|switched|picked|renewed|paid)\b/u;

/**
 * Someone else's deal: "our other client Brightfield signed last week", or the client's own
 * customers as the subject of a clause: "their biggest customer cancelled an order".
 */
export const OTHER_DEAL =
  /^\W*(?:our |my )?(?:other|another) (?:client|customer|account|prospect)\b|\b(?:our|my) other (?:client|customer|account|prospect|deal)s?\b|\b(?:a )?(?:different|separate) (?:client|customer|account|deal|company)\b|(?:^|[,;:]\s*|\b(?:and|but|because|since|as|when)\s+)\W*(?:one of |some of |a few of )?(?:their|its|his|her) (?:own |biggest |largest |main |key |new |end |major |top )?(?:customers?|clients?|end[- ]users?|buyers?|distributors?|resellers?|patients?|tenants?)\b(?! (?:services|success|team|director|manager|side|portal|base|list|data)\b)/i;
