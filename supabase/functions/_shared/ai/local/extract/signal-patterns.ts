// The phrases behind each signal, one alternative per line so they read (and grow) as lists.

import { VENDOR_PATTERN as V } from "./competitor-patterns.ts";

/** \b(?:a|b|c)\b, case-insensitive */
export function anyOf(...alternatives: string[]): RegExp {
  return new RegExp(String.raw`\b(?:${alternatives.join("|")})\b`, "i");
}

/** Papers that carry our price; a statement of work priced and sent is one too. */
const DOC = String.raw`(?:proposals?|quotes?|quotations?|estimates?|formal offers?|price lists?|pricing (?:sheets?|decks?|packs?|docs?|documents?)|cost estimates?|commercial offers?|RFPs?|RFQs?|SOWs?|statements? of work)`;

export const PRICE = anyOf(
  String.raw`too expensive`,
  String.raw`(?:price|pricing|cost|quote|it)\s+(?:is|was|seems|looks|feels)\s+(?:too |a bit |quite |very |rather )?(?:high|steep|expensive)`,
  String.raw`pricey`,
  String.raw`costs? too much`,
  String.raw`over (?:our|their|the) budget`,
  String.raw`out of (?:our|their) (?:price range|budget)`,
  String.raw`can(?:'|no)?t afford`,
  String.raw`cheaper`,
  String.raw`more affordable`,
  String.raw`lower price`,
  String.raw`price is an issue`,
  String.raw`sticker shock`,
  String.raw`push(?:ed|ing)? back on (?:the )?(?:price|pricing|cost)`,
  String.raw`(?:price|cost) (?:concern|objection|pushback)s?`,
);

export const NO_BUDGET = anyOf(
  String.raw`no budget(?! (?:(?:or|nor|and) (?:\S+ ){1,2})?(?:(?:has |have |had )?(?:been |was |were |is )?(?:yet )?(?:disclosed|mentioned|given|discussed|shared|stated|talked about|raised)|info|figure))`,
  String.raw`(?:do not|don't|doesn't|does not|didn't) have (?:a |the |any )?budget`,
  String.raw`budget (?:is|was|has been|got) (?:cut|frozen|slashed|exhausted|spent)`,
  String.raw`budget (?:cuts|freeze)`,
  String.raw`no funds`,
  String.raw`not budgeted`,
  String.raw`unbudgeted`,
  String.raw`zero budget`,
  String.raw`haven't (?:allocated|budgeted)`,
);

/** The rep says the budget is not known yet: an assistant's example figure is then no budget. */
export const BUDGET_UNKNOWN = anyOf(
  String.raw`(?:know|knew) nothing (?:yet )?about (?:the |their )?budget`,
  String.raw`(?:don't|do not|didn't|did not) (?:yet )?know (?:the |their |what )?budget`,
  String.raw`before (?:i|we) know (?:the |their )?budget`,
  String.raw`budget (?:is |remains |still )*(?:unknown|unclear|not known|tbd|to be confirmed)`,
  String.raw`no budget (?:figure|number|info)`,
);

export const TIMING = anyOf(
  String.raw`bad timing`,
  String.raw`not the right time`,
  String.raw`not a good time`,
  String.raw`too busy`,
  String.raw`on hold`,
  String.raw`postpon\w*`,
  String.raw`wait(?:ing)? until`,
  String.raw`revisit (?:this |it )?(?:in|next|later|after)`,
  String.raw`after the holidays`,
  String.raw`hiring freeze`,
  String.raw`maybe next year`,
  String.raw`not (?:a )?priority`,
  String.raw`not right now`,
  String.raw`pushed (?:back|out)(?! on)`,
  String.raw`delayed`,
);

export const APPROVAL = anyOf(
  String.raw`needs? (?:\w+ )?(?:approval|sign[- ]off|buy[- ]in)`,
  String.raw`(?:board|cfo|ceo|management|finance|procurement|legal|boss|manager|owner)\s+(?:needs to|has to|must|will have to|would need to|wants to)\s+(?:approve|sign off|review|agree|see)`,
  String.raw`check with (?:my|our|their|the|his|her) \w+`,
  String.raw`run (?:it|this) (?:by|past)`,
  String.raw`get approval`,
  String.raw`(?:pending|awaiting) approval`,
  String.raw`subject to (?:\w+ )?approval`,
  String.raw`approval from`,
);

export const SECURITY = anyOf(
  String.raw`security (?:concerns?|review|questionnaire|assessment|requirements?|audit)`,
  String.raw`concern\w* (?:about|over|around) (?:security|data|privacy|compliance|gdpr)`,
  String.raw`compliance (?:concerns?|requirements?|review)`,
  String.raw`GDPR`,
  String.raw`SOC ?2`,
  String.raw`HIPAA`,
  String.raw`ISO ?27001`,
  String.raw`data residency`,
  String.raw`data protection`,
  String.raw`pen(?:etration)? test`,
  String.raw`DPA`,
  String.raw`privacy (?:concerns?|review)`,
  String.raw`where (?:the |our )?data (?:is )?(?:stored|hosted)`,
);

export const INCUMBENT = anyOf(
  String.raw`happy with (?:our|their|the) (?:current|existing) (?:vendor|provider|system|solution|tool|crm|setup)`,
  String.raw`happy with (?:${V})`,
  String.raw`(?:already|currently) (?:use|using|on|have)\s+(?:${V}|a crm|another (?:crm|vendor|tool))`,
  String.raw`locked (?:in|into)`,
  String.raw`under contract with`,
  String.raw`(?:contract|renewal) with (?:${V})`,
  String.raw`switching costs?`,
  String.raw`migration (?:is|would be|seems) (?:painful|risky|hard|a pain)`,
);

export const COLD = anyOf(
  String.raw`not interested`,
  String.raw`no (?:longer )?interest(?:ed)?`,
  String.raw`no need for`,
  String.raw`(?:don't|do not|doesn't) need (?:a |another |this)`,
  String.raw`stopped responding`,
  String.raw`ghost\w*`,
  String.raw`no (?:response|reply)(?! yet)`,
  String.raw`went (?:quiet|dark|silent)`,
  String.raw`gone (?:quiet|dark|silent)`,
  String.raw`hasn't replied`,
  String.raw`haven't heard back`,
  String.raw`unresponsive`,
  String.raw`(?:gone|went|go|remain(?:ed)?) unanswered`,
  String.raw`radio silence`,
  String.raw`(?:hasn't|haven't|has not|have not|didn't|did not) (?:replied|responded|answered|got back|called back)`,
);

/** Notes of a first contact: a web form, a trade-show stand, an inbound enquiry, a brochure. */
export const FIRST_CONTACT = anyOf(
  String.raw`first (?:contact|call|touch ?point|conversation)`,
  String.raw`web ?(?:form|site) (?:lead|enquiry|inquiry|request)`,
  String.raw`(?:inbound|web|website|online|e-?mail) (?:enquiry|inquiry|lead)`,
  String.raw`(?:enquired|inquired) about`,
  String.raw`(?:stopped|came|dropped) (?:by|at) (?:the |our )?(?:stand|booth)`,
  String.raw`badge scans?|scanned (?:his|her|their) badge|lead scans?`,
  String.raw`picked up (?:a |our )?(?:brochure|leaflet|flyer|card)`,
  String.raw`(?:met|spoke|talked) (?:\w+ )?at (?:the |a )?(?:trade ?show|trade fair|expo|conference|fair|stand|booth)`,
);

export const PROPOSAL_SENT = anyOf(
  String.raw`(?:sent|emailed|mailed|e-mailed|forwarded|shared|delivered|submitted|presented|handed over|dropped|popped|fired off|shot over|pinged)\b[^.]{0,25}\b${DOC}`,
  String.raw`${DOC}\b[^.]{0,20}\b(?:was|were|has been|have been|got|is|are)\s+(?:sent|delivered|shared|submitted|received|with them)`,
  String.raw`(?:reviewing|received|read|got|review) (?:our|the|it|the updated|the revised|our updated|our revised) ${DOC}`,
  String.raw`(?:the|our) ${DOC} (?:needs|requires|is under|is being|is with|went|goes)`,
  // "SOW is with Riverside since Thursday": with the client, not with us.
  String.raw`${DOC}(?:'s| is| has been| was) (?:now )?with (?!(?:us|me|our|my|you)\b)`,
  String.raw`(?:updated|revised) ${DOC}`,
  // "we responded to their RFP", "the tender response went in on Monday"
  String.raw`(?:responded|replied) to (?:their|the|an?) (?:RFP|RFQ|RFI|ITT|tender|invitation to tender)`,
  String.raw`(?:tender|RFP|RFQ|bid) (?:response|submission|reply)s? (?:went in|went out|is in|was submitted|has been submitted|submitted|sent)`,
  // "Our response was uploaded to the portal on 16 November"
  String.raw`our (?:tender |bid |formal )?(?:response|submission|bid)s? (?:was |were |has been |have been )?(?:uploaded|submitted|sent|lodged|delivered|went in)`,
  // French, German, Spanish, Italian, Portuguese, Dutch: "devis envoyé", "Angebot ist raus".
  String.raw`(?:devis|proposition|offre) (?:a été |est )?envoy|(?:envoyé|envoyée) (?:le |la |notre |un |une )?(?:devis|proposition|offre)`,
  String.raw`(?:angebot|kostenvoranschlag) (?:ist |wurde )?(?:raus|verschickt|geschickt|gesendet|versendet|abgegeben)`,
  String.raw`(?:enviamos|enviado|enviada|envié|envió|envio|enviou|mandamos|mandé|mandó|mandei|mandou|enviei) (?:la |el |a |o |nuestra |nuestro |nossa |nosso |una |un |uma |um )?(?:propuesta|cotizaci|presupuesto|oferta|proposta|orçamento)|(?:propuesta|cotizaci[oó]n|presupuesto|oferta|proposta|orçamento) (?:fue |foi )?(?:enviad|mandad)`,
  String.raw`(?:offerta|preventivo|proposta) (?:è stat[oa] |inviat)|(?:offerte|voorstel) (?:is )?(?:verstuurd|verzonden)`,
);

export const PROPOSAL_REQUEST = anyOf(
  String.raw`(?:asked|asking|asks|requested|requesting|request|wants?|wanted|would like|needs?|expects?|expecting|waiting for|awaiting|send (?:us|them|me|over|him|her)|can you send|could you send|please send|prepare|put together|submit)\b[^.]{0,30}\b${DOC}`,
  String.raw`${DOC}\s+(?:request(?:ed)?|by|before|due)`,
  String.raw`(?:published|issued|sent out|running) (?:a |an |the )?(?:tender|RFP|RFQ|request for (?:proposals?|quotes?))`,
  String.raw`(?:send|sending|share|email)\s+(?:us\s+|them\s+|me\s+)?(?:over\s+)?(?:the\s+|your\s+|a\s+)?(?:pricing|prices)(?! (?:page|question))`,
);

export const PRICING = anyOf(
  String.raw`how much`,
  String.raw`what(?:'s| is| does)?(?: the| it| your)? (?:price|pricing|cost)`,
  String.raw`pricing (?:question|details|tiers?|page|info|options)`,
  String.raw`price per`,
  String.raw`asked about (?:the |your )?(?:price|pricing|cost)s?`,
  String.raw`per[- ]seat (?:price|cost)`,
  String.raw`cost per (?:user|seat)`,
);

export const TRIAL = anyOf(
  String.raw`free trial`,
  String.raw`trial`,
  String.raw`pilot`,
  String.raw`proof of concept`,
  String.raw`POC`,
  String.raw`sandbox`,
  String.raw`test account`,
);

export const READY = anyOf(
  String.raw`ready to (?:move forward|proceed|buy|sign|go|start|purchase|commit|roll out)`,
  String.raw`let'?s (?:do it|proceed|move forward|go ahead)`,
  String.raw`move ahead`,
  String.raw`green light`,
  String.raw`go[- ]ahead`,
  String.raw`want to (?:move forward|proceed|get started|start)`,
  String.raw`keen to (?:start|proceed|move|get going)`,
  String.raw`excited to (?:start|get started)`,
  String.raw`when can we start`,
);

export const DEMO = anyOf(
  String.raw`agreed to (?:a |the )?demo`,
  String.raw`booked (?:a |the )?demo`,
  String.raw`demo (?:is |was )?(?:scheduled|booked|set|planned|confirmed)`,
  String.raw`(?:schedule|book|set up|arrange)d? (?:a |the )?demo`,
  String.raw`wants? (?:a |to see a )?demo`,
  String.raw`asked for a demo`,
  String.raw`(?:loved|liked|enjoyed) the demo`,
  String.raw`demo went (?:well|great|really well)`,
);

export const POSITIVE = anyOf(
  String.raw`loved it`,
  String.raw`love it`,
  String.raw`loves? the idea`,
  String.raw`impressed`,
  String.raw`great fit`,
  String.raw`perfect fit`,
  String.raw`exactly what (?:we|they) need`,
  String.raw`(?:very|really) interested`,
  String.raw`excited about`,
);

export const BUDGET_OK = anyOf(
  String.raw`budget (?:isn't|is not|won't be|will not be) (?:an issue|a problem|a concern|an obstacle)`,
  String.raw`budget (?:is )?(?:approved|confirmed|secured|in place|allocated)`,
  String.raw`(?:have|has|got) (?:the )?budget(?: for (?:it|this))?`,
  String.raw`money (?:isn't|is not) (?:an issue|a problem)`,
  String.raw`price (?:isn't|is not) (?:an issue|a problem|a concern)`,
);

export const NEGOTIATION = anyOf(
  String.raw`(?:with|in|to|through|from|by|via) (?:their |the )?procurement(?! (?:portal|system|platform|site|website))`,
  // Procurement, the client's department, at work on the deal; not "the procurement has been
  // suspended" or "the procurement process", which name the tender itself.
  String.raw`procurement (?:is |are |team |dept |department |office )?(?:has |have |had )?(?:review\w*|look\w*|ask\w*|want\w*|need\w*|sent|came back|pushing|request\w*|return\w*|propos\w*|query\w*|queried)`,
  String.raw`(?:vendor|supplier) (?:onboarding|registration|setup|set-up) (?:form|forms|process|paperwork)?|(?:vendor|supplier|new supplier) (?:form|forms|questionnaire)`,
  String.raw`mark-?ups? (?:of|on|to) the (?:contract|MSA|agreement|terms)|marked(?: |-)?up (?:the |our |their )?(?:draft )?(?:contract|MSA|agreement|terms|SOW|order form)`,
  String.raw`(?:their|our|the) (?:legal|lawyers|counsel) (?:is |are |team )?(?:review\w*|looking|going through|has|have|came back|sent|wants?|asked)`,
  // "their lawyer is slow", "legal has a few q's on the data processing bit"
  String.raw`(?:their|the) (?:lawyer|solicitor|counsel)s? (?:is|are|has|have|had|wants?|asked)\b|(?:legal|lawyers?|counsel) (?:has|have|had|raised|came back with) (?:a few |some |several |two |three )?(?:q's|qs|questions|comments|concerns|points|issues)`,
  // "returned the draft agreement with tracked changes on clauses 7 and 12"
  String.raw`track(?:ed)? changes|returned (?:the |our )?(?:draft |signed )?(?:agreement|contract|MSA|terms)|clauses? \d+|contract details`,
  // "subject to agreement on the SLA and a 5% reduction on the licence fee"
  String.raw`\d+ ?(?:%|percent) (?:reduction|cut|decrease)|(?:reduction|cut|decrease) (?:on|in|of) (?:the |our )?(?:price|fee|licen[cs]e|rate|cost)|subject to (?:\S+ ){0,3}(?:agreement|terms|SLA|contract)`,
  // "the contract is with their legal"; a SOW with the client is our proposal, with legal it is this.
  String.raw`(?:contract|agreement|MSA|SOW) (?:negotiation|terms|draft|review|mark-?up|changes|amendments|comments)|(?:contract|agreement|MSA) is with|SOW is with (?:their |the )?(?:legal|lawyers|counsel|procurement)`,
  // A SOW sent is our proposal; marked up or negotiated (above) it is negotiation.
  String.raw`(?:sent|send|sending|received|shared) (?:them |us |over )?(?:the |a |our |their )?(?:contract|agreement|MSA|order form)(?! (?:signed|back signed))`,
  String.raw`liability (?:cap|clause|limits?)`,
  String.raw`terms of the (?:agreement|contract|deal|MSA|SOW|licen[cs]e)`,
  String.raw`(?:change|amend|modify|adjust|revisit|rework|renegotiate|tweak) (?:the |our |their )?(?:payment (?:schedule|plan|terms)|terms|price|pricing|contract|clauses?|SLA)`,
  String.raw`indemnit\w+`,
  String.raw`(?:asked|asking|ask|pushing|push) (?:us )?for (?:a |an )?(?:better|lower|best|reduced) (?:price|rate|deal|offer)`,
  String.raw`discount\w*`,
  // "15% Rabatt", "un descuento", "une remise", "uno sconto", "um desconto", "korting", "rabat"
  String.raw`rabatt\w*|descuento|remise|sconto|desconto|korting|rabat`,
  String.raw`finali[sz]\w* (?:the )?(?:terms|contract|agreement|paperwork|MSA)`,
  String.raw`negotiat\w*`,
  String.raw`counter[- ]?offer`,
  String.raw`redlin\w*`,
  String.raw`(?:payment|contract|commercial) terms`,
  String.raw`terms and conditions`,
  String.raw`T&Cs`,
  String.raw`MSA`,
  String.raw`master services agreement`,
  String.raw`order form`,
  String.raw`best (?:and final )?(?:price|offer)`,
  String.raw`final offer`,
  String.raw`match (?:the|their|a|this|\w+'s) (?:price|offer|quote)`,
  String.raw`lower (?:the|your) price`,
  String.raw`price (?:reduction|cut)`,
  String.raw`\d{1,2}\s?(?:%|percent) off`,
  String.raw`multi[- ]year (?:deal|discount|contract|term)`,
  String.raw`(?:reviewing|review of) the contract`,
  String.raw`contract review`,
  String.raw`legal (?:is )?review\w*`,
  String.raw`send (?:us |them |over )?the contract`,
  String.raw`draft (?:of the )?contract`,
  String.raw`contract draft`,
  String.raw`SLA terms`,
  String.raw`net[- ]?(?:30|60|90)`,
  String.raw`volume pricing`,
  String.raw`haggl\w*`,
  String.raw`squeez\w* (?:the |our |us on )?(?:price|margin|rate)`,
  String.raw`(?:asked|asking|ask|asks|wants?|wanted) for (?:a )?free (?:install\w*|set-?up|shipping|delivery|training|months?|licen[cs]es?)`,
  String.raw`counter(?:ed|ing|s)? (?:at|with)`,
  String.raw`push(?:ed|ing|es)? back on (?:the |our )?(?:\w+ ){0,2}(?:clause|terms?|uplift|cap|indemnit\w+|liability)`,
  String.raw`(?:\w+ )clause`,
  String.raw`(?:purchase|purchasing|standard|final|commercial) terms`,
  String.raw`DPA|data processing agreement`,
  String.raw`security questionnaire`,
  String.raw`(?:terms|contract) (?:are |is )?(?:being )?(?:agreed|finali[sz]ed)`,
  String.raw`signature (?:is )?expected`,
  // "going back and forth on the SLA credits"
  String.raw`back and forth (?:on|over|about|with)`,
  // "want a 2-year term instead of 3", "quarterly billing instead of annual"
  String.raw`(?:term|terms|payment|billing|invoic\w*|net[- ]?\d+|annual|monthly|quarterly|upfront|contract length)\b[^.;]{0,25}\binstead of\b`,
);

export const NEED = anyOf(
  String.raw`need|needs|needed`,
  String.raw`looking for`,
  String.raw`wants? to`,
  String.raw`would like`,
  String.raw`interested in`,
  String.raw`requires?|requirements?`,
  String.raw`pain`,
  String.raw`struggl\w*`,
  String.raw`problem`,
  String.raw`challenge`,
  String.raw`issue with`,
  String.raw`replac(?:e|ing)`,
  String.raw`migrat\w*`,
  String.raw`evaluat\w*`,
  String.raw`must have|has to|have to`,
);
