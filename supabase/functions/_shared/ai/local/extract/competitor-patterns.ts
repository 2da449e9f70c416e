// The words competitors.ts reads vendors from: well-known vendors, the phrases before and after a
// vendor's name that tell its role (chosen, current, rival), and the words that are never one.

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

/** One alternation of every well-known vendor, for patterns such as "happy with <vendor>". */
export const VENDOR_PATTERN = VENDORS.map(([, re]) => `(?:${re.source})`).join("|");

const letters = (x: string) => x.toLowerCase().replace(/[^\p{L}\d]/gu, "");

/**
 * The well-known vendors named in `text`, as written ("Dynamics 365", "SFDC"). One written in
 * lower case reads as its own name ("hubspot" → "HubSpot"), an abbreviation in capitals ("sfdc"
 * → "SFDC"), any other with capital initials ("zendesk" → "Zendesk").
 */
export function vendorsIn(text: string): string[] {
  return VENDORS.flatMap(([name, re]) => {
    const written = text.match(re)?.[0];
    if (!written) return [];
    if (written !== written.toLowerCase()) return [written];
    if (letters(name) === letters(written)) return [name];
    if (/^\p{L}{2,5}$/u.test(written)) return [written.toUpperCase()];
    return [written.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase())];
  });
}

/** The well-known vendor a name is one of ("SFDC" → "Salesforce"), if any. */
export function knownVendor(name: string): string | undefined {
  return VENDORS.find(([, re]) => re.test(name))?.[0];
}

export type Role = "chosen" | "current" | "rival";

/** A sentence about what the client uses today, for well-known vendors named anywhere in it. */
export const INCUMBENT =
  /\b(?:currently|already|today|right now|at the moment)\b[^.]{0,30}\b(?:use|using|on|have|run|running|pay)\b|\b(?:current|existing|old|legacy) (?:vendor|provider|system|crm|tool|solution)\b|\bhappy with\b|\bcontract with\b|\b(?:migrat\w*|switch\w*|moving|move) (?:away )?(?:off|from)\b|\breplac\w*\b|\bwe(?:'re| are) on\b|\bthey(?:'re| are) on\b|\bstuck (?:on|with)\b|\brenewal\b|\bcustomer (?:since|for)\b/i;

/** Phrases (on lemmas) after which a vendor's name follows. */
export const BEFORE_NAME: [Role, RegExp][] = [
  [
    "chosen",
    /\b(?:be )?beat(?:en)? by$|\b(?:be|get) win by$|\b(?:appoint|award (?:the )?(?:contract|tender|work) to)$|\b(?:(?:bleiben|bleibt|bleibe) bei|entschieden für|entscheiden uns für|gehen mit|quedamos con|quedan con|seguimos con|siguen con|optamos por|optaron por|nos vamos con|(?:mereka |sudah |akhirnya )?(?:pilih|memilih|milih)|se van con|se fueron con|se quedaron con|decidieron por|(?:decidiu|decidiram|optou|optaram) pel[oa]|(?:foram|vão|fecharam) com|(?:seguir|seguimos|ficar|ficamos|fechar|ir|vamos) com(?: a| o)?|(?:seguir|quedarnos|quedarse|ir|irnos) con(?: la| el)?|elegimos|eligieron|(?:nos )?decidimos por|decidieron por|optamos pel[oa]|optamos por|wybraliśmy|wybraliśmy|zdecydowaliśmy się na|(?:han|hemos|ha) (?:elegido|escogido|optado por|firmado con|contratado)|(?:sont|sommes|est) (?:partis|parti|allés|allé) (?:avec|chez)|(?:ont|avons|a) (?:pris|signé avec|retenu)|(?:hanno|abbiamo|ha) (?:scelto|firmato con|preso)|restons avec|restent avec|rester avec|restons chez|restent chez|choisi|opté pour|optent pour|restiamo con|scelto|escolheram|escolheu|wybrali|wybrał|wybrała|kozen voor|gekozen voor|valde|wygrał|wygrała|wygra ła?|wygra ł|ganó|ganhou|adjudicado a|adjudicó a|win by)$|\b(?:go|sign|partner|(?<!by (?:- )?)side|stick|stay|renew|proceed|move forward|move ahead|push ahead|press ahead|go ahead|remain|continue|carry on) (?:instead )?with$|\bsign (?:\S+ ){1,5}with$|\bgo for$|\b(?:stay|remain|stick) on$|\b(?:extend|renew|keep)(?: with)?$|\bkeep (?:buy|order|use)\S* (?:\S+ ){0,7}from$|\b(?:choose|pick|select|prefer|(?<!(?:the|their|our|a|its) )preferred|buy|purchase|award (?:\S+ ){0,3}to|opt for|decide on|settle on|settle for|lose (?:\S+ ){0,3}to|lose (?:it|this|that|them|this one|that one|the deal|the bid|the tender|the account)(?: \S+){0,3} to|switch to|move to|buy from|order from|standardi[sz]\S* on)$|\b(?:choose|pick|select|prefer|accept|go with|award) (?:the |their |a )?(?:\S+ )?(?:offer|bid|quote|quotation|proposal|solution|product|system|tender|platform|tool)s? (?:from|of|by)$|\b(?:project|contract|deal|business|job|work|tender|order|bid|account|it) (?:have |be |'s )?go to$|(?:^|\b(?:they|we|client|he|she|finally|eventually|ultimately|so) )go$|\bgive (?:the |their |this )?(?:order|contract|deal|business|job|work|tender|project|po) to$|\bdecide for$|\b(?:decision|choice|verdict|winner) (?:be )?(?:final )?(?:[,:;—–-] )?(?:it be|be)$|\b(?:preferred|prefer|successful|winning|win|chosen|choose|selected|select) (?:bidder|supplier|vendor|provider|tenderer|partner|option|solution) (?:be|:|,)$|\b(?:winning|win|successful|preferred|prefer|chosen|choose|selected|select) (?:bid|offer|tender|proposal|quote|quotation|submission)s? (?:come |be |go )?(?:from|by|of|to)$|\bretain$/,
  ],
  [
    "current",
    /\b(?:currently|already|today|still|now|earlier|previously|formerly|until now|so far) (?:\S+ )?(?:use|run|be on|be with|have|pay for|work with|operate|rely on)$|\b(?:rip|swap|pull|tear|phase|throw|switch) out$|\b(?:train|certify|certified|standardi[sz]e)\S* on$|\boutsource\S* to$|\b(?:relationship|partnership|arrangement|history) with$|\bhave be (?:buy|order|source|purchase|get|use|rent|lease)\S* (?:\S+ ){0,3}from$|\b(?:they|we|client|customer) (?:currently |already |still )?pay$|\b(?:track|process|power|monitor)\S* by$|\b(?:reemplaz|sustitu|substitu|remplac)\S*$|\bbe (?:earlier|previously|formerly) (?:on|with)$|\b(?:licen[cs]e|subscription|support|maintenance|hosting)s? (?:\S+ )?from$|\bour (?:current |exist(?:ing)? )?(?:pms|erp|crm|ehr|emr|his|lis|ris|pacs|system|platform|provider|supplier|vendor|tool|software|wms|tms|pos|lms|carrier|host) be$|\b(?:unhappy|dissatisfied|frustrated|fed up|annoyed|disappointed|problem|issue|trouble)s? with$|\b(?:take|win|steal) (?:them |it |the account |the business )?(?:from|off)$|\b(?:tiramos|tirámos|quitamos|quitámos) (?:\S+ )?(?:the|da|do|de|a)$|\b(?:currently|already|still) on$|\b(?:framework|contract|incumbent|current) holder (?:be|,|:)$|\b(?:use|be on|run) (?:\S+ ){0,2}(?:today|currently|right now|at the moment) ,?$|\b(?:use|run|run on|rely on|work with)$|\b(?:utilisons|utilisent|utilise|usamos|usan|usa|utilizamos|utilizan|utiliza|nutzen|verwenden|benutzen|usiamo|utilizziamo|używamy|gebruiken)(?: wir| o| a| el| la)?$|\b(?:travaill\S*|trabajamos|trabalhamos|lavoriamo|werken) (?:\S+ )?(?:avec|con|com|met)$|\barbeiten (?:derzeit|aktuell|bereits|schon) mit$|\bhave be (?:with|on|use|run)$|\b(?:provide|maintain|host|supply|service|operate|deliver|serve|cover) by$|\bbe (?:currently |still )?contract(?:ed)? (?:to|with)$|\b(?:he|she) (?:\S+ )?be on$|\b(?:current|exist(?:ing)?|incumbent|legacy) [a-z0-9]+ :$|\b(?:they|we|fleet|team|everyone|staff|it|datum|data|system|company|site|store|clinic|office|practice|school|hospital|warehouse) (?:\S+ )?be (?:on|with)$|\b(?:currently|already|still|today) (?:\S+ )?pay$|\bspend (?:\S+ ){0,4}with$|\b(?:get|source|lease|rent|buy|order|purchase) (?:their|its|all|the|our) (?:\S+ ){0,2}from$|\b(?:customer|client|user)s? of$|\b(?:alternate|alternative|replacement)s? (?:\S+ ){0,2}(?:to|for)$|\b(?:migration|move|switch|transition) (?:away )?(?:from|off)$|\b(?:replace|migrate from|migrate off|migrate away from|move off|move away from|come off|come away from|switch from|switch away from|get off|(?<!\b(?:offer|bid|tender|quote|quotation|proposal|submission|response)s? (?:\S+ ){0,4})come from|leave|ditch|dump|incumbent(?: be| →| =| - >| :)?|(?:current|exist(?:ing)?|old|legacy|incumbent|previous|former) (?:\S+ ){0,5}?(?:vendor|provider|supplier|system|tool|platform|solution|partner|host|contractor|agency|carrier|software)(?: (?:be|,|-|:))?|(?:agreement|framework|framework agreement|arrangement|partnership|subscription) with|(?:system|vendor|provider|supplier|incumbent|platform) :|contract with|renewal with|lock into|stuck with|stuck on|happy with)$/,
  ],
  [
    "rival",
    /\b(?:choose|pick|select|prefer|go with|sign with|stay with|stick with|favou?r) (?:us|you|we) (?:over|instead of|rather than|ahead of)$|\b(?:other|shortlist|shortlisted|competing|rival|second|alternative|unsuccessful|losing|remaining|reserve) (?:\S+ )?(?:vendor|supplier|provider|bidder|option|contender|tenderer|proponent|respondent|offeror|participant)s? (?:(?:invite|shortlist|involve|remain)\S* )?(?:be (?:understand|believe|think|say|report|know|rumou?r)\S* to be|be|include|:|\(|,)$|\b(?:bidder|tenderer|proponent|respondent|offeror|supplier|vendor|provider|candidate)s? (?:[a-z]|\d{1,2}) \($|(?:^|[,;] )(?:successful |winning |preferred |unsuccessful )?(?:tenderer|bidder|proponent|respondent|offeror|supplier|vendor)$|\b(?:trial\w*|test|pilot|try out|try)$|\b(?:lean|tilt|drift) (?:\S+ )?(?:toward|towards|to)$|\b(?:favou?r|prefer|like the look of|love|rave about|be a fan of|swear by)$|\b(?:beat|outbid|outprice|outperform|edge out|win against)$|\b(?:offer|propose|submit|quote|present|pitch|make) by$|\bbetween (?:you|us|we) and$|\b(?:presentation|pitch) by$|\bthose of$|\b(?:both )?(?:you|yoursel\S*|us|we|oursel\S*|(?:the|our) (?:company|firm|organi[sz]ation)) and$|\b(?:us|we|oursel\S*) (?:together|along) with$|(?:^|[,:;] |and )(?:one|another|a second|a third|the other) from$|\b(?:supplier|vendor|provider|bidder|competitor|quotation|quote|offer|proposal|tender|alternative|option)s? (?:\S+ ){0,2}(?:include|including|such as|namely|like)$|\bthat of$|\bpricing from$|\b(?:have|get|receive|has) (?:also )?(?:one|another|a second|others?) (?:\S+ ){0,2}from$|\b(?:rank|come|finish|place)\S* (?:\S+ )?(?:behind|after)$|\b(?:second|third|runner-up|runners-up) (?:behind|to|after)$|\binstead of$|\b(?:also|be) price$|(?<!\b(?:our|my) )\b(?:number|figure|estimate)s? from$|\b(?:supplier|vendor|provider|partner|fornitore|proveedor|fournisseur|anbieter|lieferant) \($|\b(?:free |paid |trial |basic |old |cloud )?(?:version|edition) of$|\b(?:neck and neck with|neck - and - neck with|side - by - side with|side by side with|alongside|burn by|burnt by|let down by|disappoint by|sting by|head to head with|head - to - head with|head-to-head with|in talks with)$|\bin (?:\S+ )?(?:discussion|talk|negotiation|conversation|contact|dialogue)s? with$|\byour (?:firm|company|organisation|organization) ,$|\b(?:shortlist\S*|supplier|vendor|bidder|finalist|provider)s? (?:\S+ ){0,3}(?::|be|include|comprise) (?:us|we|you|yoursel\S*) ,$|\b(?:submission|proposal|offer|bid|tender|quote|quotation|response)s? of$|\bshortlist (?:be|include|comprise|consist of|contain|:) (?:\S+ )?(?:us|we|you|your company|your firm|yoursel\S*)(?: ,)?(?: and)?$|\b(?:quote|quotation|price|offer|bid) off$|\b(?:evaluation|assessment|comparison|benchmark) (?:of|with|to|against)$|\bin comparison (?:with|to)$|\b(?:presentation|pitch|submission|response|visit) from$|\bshortlist (?:be|include|:) (?:us|we)(?: ,)?(?: and)?$|(?<!\b(?:our|my) )\b(?:quote|quotation|offer|proposal|bid|tender|price|demo|submission|response)s? (?:\S+ ){0,4}from$|\b(?:competition|competitor|rival)s? (?:here |there |now |today )?be$|\b(?:look at|talk to|talk with|speak to|speak with|evaluate|consider|compare (?:\S+ ){0,2}(?:with|to|against)|up against|against|vs\.?|versus|compete with|bid from|quote from|quotation from|offer from|proposal from|tender from|price from|demo from|demo of|trial of|shortlist(?: include)?|shortlisted|benchmark against|alternative(?: be)?|alternative (?:\S+ ){0,3}be|competitor(?: be)?|competition(?: be| from)?|than)$/,
  ],
  // "Competitors: Procore, Buildertrend", "Options on the table: Monday.com / ClickUp", "the
  // runner-up was Kestra"
  [
    "rival",
    /\b(?:competitor|competition|alternative|option|bidder|tenderer|shortlist|contender|finalist|rival|comparison|benchmark|benchmarking|comp)s? (?:\S+ ){0,4}(?::|=|→|- >|-)$|\b(?:bid|tender|quote|quotation|offer|submission|proposal)s? (?:\S+ ){0,3}(?:receive|in hand|so far|on the table|to compare)\S* :$|\b(?:keep an eye on|watch out for|wary of|push\S* for|lobby\S* for)$|\b(?:offer|quote|quotation|bid|proposal|price|deal)s? (?:\S+ ){0,2}\($|\brunner (?:- )?up(?: be| :| ,)?$|\b(?:second|third) place (?:go to|be|:)$/,
  ],
  // A table's column of the products compared: "Product procore, Licence cost 55000".
  ["rival", /(?:^|[,;] )(?:competitor|alternative|product|solution|platform|tool|brand)$/],
  // "their current setup is a mix of Excel and an old Access database"
  [
    "current",
    /\b(?:current|existing|present) (?:setup|set - up|stack|system|tooling|process|solution)s? (?:be|:) (?:a mix of|a combination of|mostly|basically|just|still)?$/,
  ],
  // "been w/ sage 10 yrs": the subject left out.
  ["current", /^be (?:with|on)$/],
];

/** What another bidder does too: "Planmeca has also registered an interest", "X also quoted". */
const ALSO_BIDDING =
  /^(?:have |be |will )?also (?:bid|quote|pitch|demo|register|submit|tender|offer|propose|compete|respond|present|send|be in|in)\b/;

/** Phrases (on lemmas) that follow a vendor's name. */
export const AFTER_NAME: [Role, RegExp][] = [
  [
    "current",
    /^be (?:the |their |our )?(?:incumbent|current (?:vendor|supplier|provider|host|system))\b|^\( ?(?:the |our )?(?:incumbent|current (?:supplier|vendor|provider))\b|^(?:remain|stay)s? (?:our|their|the) (?:preferred|current|exist(?:ing)?|incumbent) (?:supplier|vendor|provider|partner)\b/,
  ],
  // "Orvex hat den Zuschlag bekommen"
  ["chosen", /^(?:hat|have|habe) (?:den )?zuschlag (?:bekomm\S*|erhalten)/],
  // "sie haben sich für Orvex entschieden"
  ["chosen", /^entschieden\b/],
  // A table's row for the winner: "vendor Acme, score 82, status selected"
  [
    "chosen",
    /^(?:, |; )(?:\S+ ){0,7}(?:status|outcome|result|decision|verdict) (?:select|award|win|winner|successful|choose|chosen|preferred)\S*(?: [.,;]|$)/,
  ],
  // "Polaris offered a lower price and has been selected"
  [
    "chosen",
    /^(?:\S+ ){1,8}and (?:have )?be (?:now )?(?:select|choose|award|appoint)\S*(?! as (?:a |the )?(?:finalist|shortlist))/,
  ],
  // "Orvex it is."
  ["chosen", /^it be(?: final)?(?: [.!,;]|$)/],
  // "the dunmore guys got it", "the Infosys team got it", "Orvex took it"
  [
    "chosen",
    /^(?:(?:guy|people|team|folk|lot|crowd|outfit)s? )?(?:get|win|take|land|bag) (?:it|them|the (?:nod|green light|deal|contract|job|business|order|tender|bid|po|work|project))(?: [.!,;]|$)/,
  ],
  [
    "chosen",
    /^(?:win(?! on\b| in terms\b| hands down\b| at\b)|get the (?:signed )?(?:deal|contract|job|business|order|po)|close (?:the|this) (?:deal|contract|sale)|be (?:select|choose|award))\b|^instead of (?:us|you|our|we)\b|^take (?:it|the (?:deal|contract|business|job|order|tender))(?: [.!,;]|$)/,
  ],
  // "Orvex was deemed the most advantageous tender", "Medline has been appointed as the preferred
  // supplier"
  [
    "chosen",
    /^(?:have |be )*(?:deem|judge|rate|assess|score|appoint|name|confirm|announce|declare)\S* (?:as )?(?:the |their |our )?(?:most|best|winning|successful|preferred|new)\b(?: \S+){0,3} (?:supplier|vendor|provider|bidder|tenderer|tender|offer|bid|partner|solution|option|contractor)s?\b/,
  ],
  // "Kestrel and yourselves are the two remaining suppliers", "Kestrel, Ovis and your company"
  [
    "rival",
    /^and (?:you|your (?:company|firm|team|organisation|organization)|yoursel\S*|us|we)\b|^, (?:\S+ )?(?:and )?(?:your (?:company|firm|team|organisation|organization)|yoursel\S*)\b/,
  ],
  // "Kestrel was also invited to tender", "Kestrel has proposed a three-year term"
  [
    "rival",
    /^(?:have |be )*(?:also )?(?:invite\S* to (?:tender|bid|quote|present|pitch|demo|submit)|(?:propose|bid|tender)(?:d|s)?\b)|^to (?:tender|bid|quote|submit a (?:bid|tender|proposal|quote))\b/,
  ],
  [
    "rival",
    /^(?:'s? (?!request|invitation|call for|rfq|rfp)(?:\S+ ){0,2}(?:guy|people|folk|quote|quotation|estimate|offer|offering|solution|product|platform|system|price|pricing|proposal|bid|demo|submission|response|tender|package|terms|rep|representative|team|deal|contract|salesperson|account manager)|(?:have |has |be |had )?(?:also |both |each )?(?:submit|send|put in|put|lodge|table|make|present)\S* (?:a |an |the |their )?(?:\S+ ){0,3}(?:tender|bid|offer|proposal|quote)\b|quote|offer|undercut|(?:both |all |also )?come in (?:\S+ ){0,2}(?:low|lower|cheap|cheaper|under|below|higher|above)|be (?:cheap|cheaper|low)|pitch|demo|be in the running)\b|^(?:have |be |also )*(?:approach|submit|table|put|come|send|make|present|offer|return|propose)\S* (?:\S+ ){0,4}(?:a |an |their )?(?:compete|competing|rival|alternative|counter|cheap|cheaper|low|lower) (?:offer|bid|quote|quotation|proposal|price)\b/,
  ],
  // "AgriSense gave them a better price", "Arcton would do it for half the price": a rival's offer.
  [
    "rival",
    /^(?:have |will |would |can |could )?(?:give|offer|send|quote|make|promise) (?:them |her |him |the client |us )?(?:a |an )?(?:\S+ ){0,3}(?:price|quote|offer|deal|discount|reduction|rebate|proposal|bid|rate|demo|saving)\b|^(?:would|will|can|could) do (?:it|this|that|the job|the work) (?:for|cheaper|at)\b/,
  ],
  // "Otis currently maintains the lifts": who serves them today.
  [
    "current",
    /^(?:currently|still|now|already) (?:maintain|service|supply|run|operate|host|manage|provide|handle|support|power|track)\S* (?:the|their|its|our|all) /,
  ],
  // "Zeta has been our supplier for ten years"
  [
    "current",
    /^(?:have |has )?be (?:our|their|the) (?:\S+ )?(?:supplier|vendor|provider|partner|host|contractor|integrator|system)\b(?! (?:of choice )?(?:from now|from next|going forward|as of))/,
  ],
  // "their AWS bill", "the Panopto renewal": a vendor they pay today.
  ["current", /^(?:bill|invoice|subscription|renewal|spend|fee)s?\b/],
  // "Brenner & Sons have done their HVAC for a decade": the supplier they have today.
  [
    "current",
    /^(?:have |be )?(?:do|handle|run|supply|service|maintain|provide|manage|host|support)\S* (?:their|the|its) (?:\S+ ){1,2}for (?:\S+ )?(?:year|decade|month|age|while)/,
  ],
  // "Kestrix came in 15% cheaper than us", "X is way faster than our tool": compared with us.
  ["rival", /^(?:\S+ ){0,4}\S+ than (?:us|we|our|you|your)\b/],
  // "the SourceTrace team was the other option they looked at"
  [
    "rival",
    /^(?:(?:team|people|guy|folk|crowd)s? )?be (?:the |an? |their )?(?:other|another|alternative|rival|competing|second|backup|only other) (?:\S+ )?(?:option|alternative|supplier|vendor|provider|bidder|competitor|contender|choice|offer)\b/,
  ],
  // "mentioned Ferrovia as the other shortlisted supplier"
  [
    "rival",
    /^as (?:the |an? |their )?(?:other |another |alternative |rival |competing |second |backup )?(?:\S+ )?(?:supplier|vendor|provider|option|alternative|bidder|competitor|contender)\b/,
  ],
  ["rival", ALSO_BIDDING],
  // "Kestrel's CEO, Mark Jensen, pitched to their board": a vendor selling through its people.
  [
    "rival",
    /^'s? (?:ceo|founder|boss|owner|md|cto|vp|director|head|manager|salesman|saleswoman|salesperson|sales|account)\b(?: \S+){0,6}? (?:pitch|quote|offer|demo|present|bid|call|ring|email|phone|undercut|discount|visit)\S*\b/,
  ],
  // "Geotab's offer was accepted"
  [
    "chosen",
    /^'s (?:\S+ )?(?:offer|quote|quotation|proposal|bid|tender) (?:have |has )?(?:be|get) (?:accept|approve|select|choose|chosen|pick)\S*/,
  ],
  // "Kestrel is the name they keep mentioning", "Verkada was the better fit", "pushing for X"
  [
    "rival",
    /^be the (?:name|one|vendor|supplier|brand) (?:that )?(?:they|she|he|everyone) keep\S* (?:mention|bring|come|talk)\S*|^be (?:the |a )?(?:better|good|best|right|preferred|safer) (?:fit|option|choice|solution|match)\b/,
  ],
  // "procore's cheaper apparently"
  [
    "rival",
    /^'s (?:way |much |a lot |a bit |far )?(?:cheap|cheaper|low|lower|better|faster|free)\b/,
  ],
  // "ClickUp wins on price", "Workday is out of budget", "keep an eye on Jobber" (before it)
  [
    "rival",
    /^win (?:on|in terms of|hands down|at)\b|^be (?:way |well |a bit )?(?:out of|over|above|beyond) (?:their |the |our )?(?:budget|price range|reach)\b/,
  ],
  // "Harvest is what they've used so far", "Sage is the devil they know"
  [
    "current",
    /^be (?:what|the (?:one|tool|system|thing)) (?:they|we|she|he) (?:have |'ve |had |'d )?(?:use|run|be on|rely on|know)\S*|^be the devil (?:they|we) know\b/,
  ],
  // "Kappa scored higher on price", "Verto came out ahead on support"
  [
    "rival",
    /^(?:also |both )?(?:score|rate|rank|come out|do|perform|test|demo)\S* (?:\S+ )?(?:high|higher|good|well|better|best|highest|ahead|top|strong|stronger)\b/,
  ],
  // "Canvas was also on their list and lost out", "HubSpot Sales Hub came back at 30% off list"
  [
    "rival",
    /^be (?:also |still )?on (?:the |their |our )?(?:short ?list|short - list|list|radar)\b|^(?:also )?lose out\b|^come back (?:lower|cheap\S*)\b|^come back (?:with|at) (?:a |an |their )?(?:lower|better|cheap\S*|new|revised|\d+ ?(?:%|percent|k)|[$€£¥]|price|quote|offer|number|discount)|^(?:(?:be|come|in|back|at|about|around|roughly|nearly|almost|offer|quote|price)\S* ){0,3}\d+ ?% (?:off|cheap|below|under|less|lower|discount)\b/,
  ],
  // "Kallisto ist günstiger", "Holded es más barato": cheaper in another language.
  [
    "rival",
    /^(?:ist|sind|es|son|é|são|est|sont|è|sono|jest|is) (?:\S+ )?(?:günstiger|billiger|más barat[oa]|mais barat[oa]|moins cher|meno car[oa]|tańsz[yae]|goedkoper)(?= |$)/,
  ],
  // Another language's offer or exit: "project44 hat uns 15 % Rabatt angeboten", "FourKites ist
  // raus", "Infor nos ofreció un 12% de descuento".
  [
    "rival",
    /^(?:(?:hat|haben|hatte|hatten|a|ont|ha|han|hanno|nos|nous|uns|ihnen|nam|ci|les|lhes|leur|lui|le) ){1,3}(?:\S+ ){0,4}(?:angeboten|offert|offerto|zaoferowa\S*|ofreci[óo]|ofrece|ofrecen|ofereceu|oferece|oferecem|offre|offrent|oferuje)(?= |$)|^(?:bietet|bieten|ofreci[óo]|ofrece|ofrecen|ofereceu|oferece|oferecem|offre|offrent|oferuje)(?= |$)|^(?:ist|sind|est|sont|es|está|están|é|è|jest) (?:\S+ )?(?:raus|ausgeschieden|draußen|éliminée?s?|écartée?s?|eliminad[oa]s?|descartad[oa]s?|fuera|fora|odpad\S*)(?= |$)/,
  ],
  // "ATOSS is still in the race", "they dropped Geotab from the shortlist"
  [
    "rival",
    /^(?:be |remain )(?:still |also |both |all |each )*in (?:the )?(?:race|running|frame|mix|game|picture|contention|(?:final|last|next|second) (?:round|stage|two|three|four)|final|finals|shortlist)\b|^(?:have )?(?:drop|pull|bow|back)\S* out\b|^withdr[ae]w\S*(?: from| [.,;]|$)|^(?:from|off) (?:the |their )?(?:shortlist|short list|short-list|list|running|race|tender|evaluation)\b|^be (?:now |also )?out of (?:the )?(?:race|running|picture)\b|^be (?:now )?out(?: [.!;]|$)/,
  ],
  // "the dunmore guys", "the Procore people are still calling him": a vendor named by its people
  // ("the Warsaw people confirmed" is not).
  [
    "rival",
    /^(?:guy|crowd|outfit)s?\b|^(?:people|folk|team)s? (?:\S+ ){0,2}(?:call|quote|offer|pitch|demo|push|chase|undercut|visit|present|bid|email|ring|phone|contact|discount)\S*\b/,
  ],
  // "Flexischools is switched off end of term", "the Getinge T-DOC installation will be phased out"
  [
    "current",
    /^(?:\S+ ){0,2}(?:will |to |be |get |being )*(?:switch|turn|shut|phase|rip|swap)\S* (?:off|out|down)\b|^(?:\S+ ){0,2}(?:will |to |be |get |being )+(?:decommission|retire|replace)\S*/,
  ],
  // "Kellan and Lorne are being considered", "Gravis came second"
  [
    "rival",
    /^(?:have )?(?:be |being )+(?:also |still )?(?:consider|evaluate|shortlist|assess)\b|^come (?:in )?(?:first|second|third|fourth|top|out on top|runner (?:- )?up)\b|^be (?:the |a )?runner (?:- )?up\b/,
  ],
  // "Atos was the successful tenderer", "Serco were the lowest-priced bidder"
  [
    "chosen",
    /^be (?:the |their )?(?:successful|winning|preferred|chosen|selected) (?:bidder|tenderer|supplier|vendor|provider)\b/,
  ],
  [
    "rival",
    /^be (?:the |a |an )?(?:\S+ ){0,3}(?:bidder|tenderer)\b|^be (?:the |a |an )(?:\S+ ){0,3}(?:bid|offer|quote|quotation)\b/,
  ],
  // "Capgemini was ranked second and remains the reserve bidder"
  [
    "rival",
    /^(?:have )?(?:be |being )?(?:rank|place|score|position)\S* (?:second|third|fourth|fifth|2nd|3rd|4th|5th|lower|below|behind|next)\b|^remain (?:the |a )?(?:reserve|second|backup|standby) (?:bidder|tenderer|supplier|vendor|provider)\b/,
  ],
  // "Lantern was unsuccessful at the first stage"
  [
    "rival",
    /^be (?:unsuccessful|eliminate|disqualify)(?: (?:at|in|from) (?:the )?(?:\S+ )?(?:stage|round|evaluation|tender|process|competition))?(?: [.,;]|$)/,
  ],
  // "Smurfit Westrock is still quoting them", "Siemens Opcenter is their fallback"
  [
    "rival",
    /^(?:be |have )?(?:still |also |now |already |both |all )*(?:quote|bid|pitch|tender|demo)\b|^(?:be |have )?(?:still |also |now |already )+offer\b|^be (?:their|the|a) (?:fallback|backup|plan b|second choice|alternative)\b|^(?:be |will |have )?(?:still |also |now )*(?:present|pitch|demo)\S* to\b/,
  ],
  // "Medlin is the frontrunner", "Sorel is ahead on price", "Nilo are pushing hard with a discount"
  [
    "rival",
    /^(?:(?:seem to |look like |appear to |look to )?be (?:the |a |their |clearly |now )?(?:frontrunner|front-runner|front runner|favourite|favorite|(?:one|\S+) to beat|ahead|leader|preferred|in the lead)(?! (?:for|of) (?:the |a )?(?:\S+ ){0,2}(?:job|role|position|post|schedule))|(?:be )?push\S* hard|(?:be )?offer\S* (?:them |a |big |heavy |deep ))/,
  ],
  // "Tessaly were in yesterday doing a demo", "mentioned Arbor a couple of times as the cheaper option"
  [
    "rival",
    /^(?:\S+ ){0,4}(?:do|give|run) (?:a |their |the )?(?:demo|pitch|presentation)\b|^(?:\S+ ){1,5}as (?:the |an? )?(?:cheap\S* |other |alternative |rival |competing |second |backup )?(?:option|alternative|supplier|vendor|provider|bidder|competitor)\b/,
  ],
  // "Mirra installed their current cameras", "Marlo is doing their payroll": who serves them today.
  [
    "current",
    /^(?:install|supply|fit|provide|build|set up|put in)\S* (?:their|the) (?:current|exist(?:ing)?|old|present)\b|^be (?:do|run|handle|supply|provide|manage|host|service)\S* (?:their|the|its) (?!(?:\S+ )?(?:selection|process|tender|evaluation|procurement|rfp|rfq|review|audit|search|comparison|shortlist|assessment)\b)/,
  ],
  // "Fyra, their current supplier, …", "Caspian has them on a 3-year lock-in"
  [
    "current",
    /^(?:, (?:their|the|its|our) (?:current|exist(?:ing)?|incumbent|old|present) (?:\S+ )?(?:vendor|supplier|provider|system|partner|tool|platform|contractor|agency|host|carrier|software) ?(?:,|$|\.)|have them (?:on|locked|tied))/,
  ],
];

/**
 * Nouns after an unfamiliar brand-like word that make it a product or a vendor rather than a
 * person or a place: "the SKF comparison", "the Sify data centre", "a Vatech quotation".
 */
export const PRODUCT_NOUN =
  /^(?:comparison|alternative|option|quote|quotation|proposal|offer|bid|tender|pricing|licen[cs]e|subscription|contract|platform|cloud|data center|data centre|datum center|datum centre|system|software|setup|set - up|suite|solution|service|tool|app|unit|sensor|scanner|kit|hardware|device|machine|terminal|account|customer|user|installation|implementation|deployment|instance|module|rollout)s?\b/;

/** Capitalised, letters only: "Sify", "SKF"; not a model code such as "R4". */
export const BRAND_LIKE = /^\p{Lu}\p{L}{2,}$/u;

/** Words between a trigger and the name: "a cheaper local provider called BuildTrack". */
export const FILLER = new Set(
  (
    "a an the their its his her our some another other one this that these those cheap cheaper " +
    "local big large small new old current existing legacy bigger smaller national regional " +
    "global international provider vendor supplier competitor company firm solution platform tool " +
    "system software product service partner option outfit player shop call name , - – — from " +
    "instead rival competing ( : two three four several few couple agency agencies consultancy studio " +
    "contractor integrator la el los las plataforma sistema otro otra un una proveedor empresa " +
    "outro outra fornecedor autre fournisseur altro fornitore anderen anbieter déjà actuellement ya já " +
    'bereits schon derzeit già obecnie usual suspect " “ ” ‘ ’'
  ).split(" "),
);

/** A group of bidders named by its members: "consortium led by", "joint bid of" (lemmas). */
export const BIDDING_GROUP =
  /^(?:(?:consortium|partnership|alliance|joint venture) (?:lead|head|front|form)\S* by|(?:consortium|joint venture) (?:of|between)|joint (?:bid|tender|submission|offer|proposal|venture) (?:of|from|by|between))\b/;

/** Capitalised words that are never a vendor. */
export const NOT_VENDOR = new Set(
  (
    "both all either neither i we us you they them he she it me our ours your yours their theirs my to of for in on at by as " +
    "vendor supplier provider competitor bidder tenderer candidate contender " +
    "president chairman chairwoman chair director manager head founder " +
    "one two three four five six seven eight nine ten competing rival " +
    "board procurement legal it finance security council " +
    "committee management ceo cfo cto coo cio team client customer company monday tuesday " +
    "wednesday thursday friday saturday sunday january february march april may june july " +
    "august september october november december q1 q2 q3 q4 eu us uk usa today tomorrow " +
    "jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun " +
    "yesterday price pricing quote contract deal proposal po rfp rfq sla msa nda gdpr soc iso " +
    "everyone nobody someone anyone what which who that this there here ok okay yes no lol " +
    "sales marketing ops operations support engineering tech hr accounts accounting admin " +
    "option plan tier package bundle scenario version edition " +
    "usd eur gbp pln jpy chf cad aud nzd sgd inr sek nok dkk cny brl mxn zar czk huf aed " +
    "cost time week month year prem premise premises tbh imo imho fyi btw asap eod eow idk afaik " +
    "fwiw pls plz thx ty np rollout roll-out implementation project pilot migration onboarding " +
    "erp crm mes wms tms pos hris ats lms qms cmms ehr emr pms scada plm bi api " +
    "pacs ris lis his payg saas iot gps rfid ocr kyc vpn lan wan sms " +
    "annual monthly yearly quarterly weekly daily total " +
    "dr mr mrs ms prof herr frau sr sra pani pan mme mlle sir madam " +
    "sie ihnen euch uns wir ich du er vous nous ils elles ustedes nosotros ellos voi noi loro " +
    "für mit von bei avec pour chez con por para com pelo pela dla przez voor met " +
    "go-live golive kickoff kick-off phase stage step part round wave"
  ).split(" "),
);

export const JOINERS = new Set(["&", "-", ".", "+"]);

/**
 * Nouns after a name that make it a place, a body or a unit rather than a vendor: "signed a
 * contract with Madrid airport", "the Lisbon office".
 */
export const NOT_VENDOR_AFTER =
  /^(?:\((?:us|we|ours)\)|(?:agreement|airport|office|branch|site|hq|headquarters|department|division|campus|plant|warehouse|hospital|university|council|city|municipality|ministry|government|school|clinic|region|station|port|harbour|district|county|state|plan|tier|package|edition|bundle|add-on)s?\b|as (?:the |a |our |their )?(?:\S+ )?(?:site|location|venue|hub|base|region|city|country|market|office|hq|headquarters)\b)/i;

/** A buyer's body named by its kind alone: "in contract negotiation with the Trust". */
export const PUBLIC_BODY =
  /^(?:Trust|Council|Authority|Ministry|Department|University|College|Cabinet|Agency|Commission|Directorate|Government|Municipality|Regulator|Executive|Board|Panel|Committee|Consortium|Framework)$/i;

/** Our own side: "our partner Nordtek", "our reseller MedSys Partners". */
export const OUR_SIDE =
  /\bour (?:\S+ )?(?:partner|reseller|integrator|distributor|installer|subcontractor|agent|implementation partner|channel partner|sister company|parent company)s?\s+(?:\([^)]*\)\s*)?$/i;

/** A line heading a list of vendors: "Competitors:", "Who else they're talking to:", "Shortlisted vendors". */
export const LIST_HEADING =
  /^\W*(?:(?:main |other |key |known |the )?(?:competitors?|competition|vendors?|suppliers?|bidders?|tenderers?|alternatives?|contenders?|finalists?|rivals?)(?: [\w' ]{0,30})?|shortlist(?:ed [\w ]{0,20})?|who else[\w' ]{0,30}|(?:also )?(?:talking|speaking) to|others? (?:in the running|bidding|considered))\s*:?\s*$/i;

/** Who stands around the client rather than bids against us (plural too). */
const CIRCLE =
  "(?:parent(?: company)?|holding(?: company)?|sister company|owner|customer|client|investor|backer|shareholder|auditor|consultant|consultancy|advis[eo]r|bank|insurer|lawyer|law firm|accountant|distributor|reseller|integrator|landlord|regulator)s?";

/** The client's circle named before the name: "their parent company, Brunner Holding AG". */
export const THEIR_CIRCLE_BEFORE = new RegExp(
  `\\b(?:their|its|his|her) (?:\\S+ ){0,2}${CIRCLE},?\\s+(?:\\([^)]*\\)\\s*)?$`,
  "i",
);

/** …or after it: "Bosch Rexroth, their biggest customer", "Accenture (their IT consultants)". */
export const THEIR_CIRCLE_AFTER = new RegExp(
  `^(?:[,(–—-]\\s*(?:\\S+ )?(?:their|its|his|her|the client's) (?:\\S+ ){0,2}${CIRCLE}\\b|(?:is|are|was|were|has been|have been) (?:their|its) (?:\\S+ ){0,2}${CIRCLE}\\b)`,
  "i",
);

/** "the stratus guys", "the dunmore people": a vendor named by its people. */
export const GROUP = new Set(["guy", "people", "lot", "crowd", "folk", "folks", "outfit", "team"]);

/** A company by its legal form: "Lindqvist AB", "Tessaro GmbH", "Rook & Partners Ltd". */
export const LEGAL_NAME =
  /(?<![\p{L}])((?:\p{Lu}[\p{L}'-]+|&)(?:\s(?:\p{Lu}[\p{L}'-]+|&)){0,3})\s(?:Ltd|Limited|GmbH|AG|AB|AS|ASA|Oy|Inc|LLC|plc|PLC|SAS|BV|Srl|SpA|KK|Pty|Corp|Corporation)\b/gu;
