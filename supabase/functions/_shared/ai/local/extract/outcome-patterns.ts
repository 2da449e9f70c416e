// The phrases that tell a deal's outcome: won, lost, and lost but come back.

import { VENDOR_PATTERN as V } from "./competitor-patterns.ts";
import { anyOf } from "./signal-patterns.ts";

/** Papers that are signed before a sale, not as one: an NDA, a letter of intent. */
export const NOT_A_SALE_PAPER = String.raw`NDA|non-disclosure|confidentiality|LOI|letter of intent|MOU|DPA|(?:\S+ )?lease|loan|mortgage|offer letter|employment contract`;
const NOT_A_CONTRACT = String.raw`(?! \(?\s*(?:(?:the |an |our |a |their )?(?:${NOT_A_SALE_PAPER})|not yet|pending|tbc|to be))`;

export const WON = anyOf(
  String.raw`signed (?:the |our |a |their )?(?:contract|deal|agreement|order form|proposal|it|PO|SOW|MSA|renewal|quote|offer)`,
  String.raw`(?:contract|deal|agreement|order form|PO|SOW|MSA) (?:is |was |has been |got |now |came back |just )?(?:signed|countersigned|executed|fully executed)`,
  String.raw`counter-?signed`,
  String.raw`signed on the dotted line`,
  String.raw`inked`,
  // Notes in French, Spanish, German, Italian and Portuguese: "on a signé", "hemos cerrado".
  String.raw`(?:on a|nous avons|ils ont|elles ont|il a|elle a|contrat) sign(?=é|e\b)`,
  String.raw`(?<!\bno )(?:hemos|han|ha) (?:firmado|cerrado)|(?<!\bno )(?:firmaron|firmamos|cerramos)\b(?! con (?!nosotros))|contrato firmado`,
  String.raw`(?<!nicht |noch nicht )unterschrieben|(?<!\bhat den )(?<!\bhat )(?:auftrag|zuschlag) (?:erteilt|erhalten|bekommen)`,
  // A purchase order received, a contract signed, a tender won, in the reps' other languages
  String.raw`(?:bon de commande|orden de compra|ordine(?: d'acquisto)?|pedido(?: de compra)?|zamówienie|bestellung|inköpsorder|bestelling) (?:\S+ )?(?:reçu|recibid[ao]|ricevut[oa]|recebid[oa]|otrzyman[ea]|erhalten|eingegangen|mottagen|ontvangen)`,
  String.raw`(?:recibimos|recebemos|abbiamo ricevuto|nous avons reçu|otrzymaliśmy) (?:la |el |o |a |l'|le |un |una |um |uma )?(?:orden de compra|pedido|ordine|bon de commande|zamówienie)`,
  String.raw`umowa (?:została )?podpisana|podpisali(?:śmy)? umow|(?:is |werd )?(?:getekend|ondertekend)|(?:är|har) (?:signerat|undertecknat)|avtalet (?:är )?(?:signerat|underskrivet)`,
  String.raw`wygrali(?:śmy|smy)|nos adjudicaron|abbiamo vinto|nous avons gagné|on a gagné|(?:nós )?ganhamos|ganamos (?:el|la)|wir haben (?:\S+ )?gewonnen|vi vann`,
  String.raw`(?:hanno|abbiamo) firmato|contratto firmato|(?:assinaram|assinamos|contrato assinado)(?! com (?!a gente|nós|nosco))`,
  // Bahasa and Swahili: "kontrak sudah ditandatangani", "PO sudah keluar", "tumeshinda"
  String.raw`(?:kontrak|perjanjian|PO) (?:sudah |telah )?(?:ditandatangani|di-?ttd|keluar|terbit|diterima)|(?:sudah|udah) (?:tanda ?tangan|ttd)|(?:kita |kami )?menang(?: tender)?\b|tumeshinda`,
  String.raw`(?<!não )(?:fechado|fechamos|fechou)|(?<!não )(?:pagou|pagaram)|(?<!no )(?:pagó|pagaron)|(?<!nicht )bezahlt|(?<!pas )(?:a|ont) payé`,
  String.raw`(?:chose|picked|selected|awarded) (?:you|us)`,
  String.raw`(?:we|us) (?:were |have been |got |are )?(?:awarded|selected|chosen)(?! (?:as|for) (?:a |the |their )?(?:shortlist|finalist|pilot|trial|demo|preferred (?:bidder|supplier|tenderer|vendor|provider)))`,
  String.raw`closed[- ]won`,
  String.raw`(?:chose|chosen|decided|agreed|opted) to renew\b(?! with (?!us\b))`,
  // Chat shorthand: "PO ✅", "Acme = CW", "it's a W"
  String.raw`(?:PO|purchase order|contract|order form|signature)(?=\s*(?:[:=-]\s*)?(?:✅|✔|☑))`,
  String.raw`(?<=(?:[=:]|\bis|\bas|\bmarked)\s*)(?:CW|C/W|C-W)\b|(?:it's|its|it is) a W\b`,
  String.raw`renewed (?:with us |the contract |their contract |the subscription |the agreement )?for (?:another |a further |(?:\d+|one|two|three|four|five) more )?(?:(?:\d+|one|two|three|four|five)[- ])?(?:years?|yrs?|months?|term)\b`,
  // Casual: "we got it!!", "bagged it", "deal's ours", "sealed the deal", "landed the account".
  String.raw`we got (?:it|them)(?=\s*!)|we got (?:the )?(?:deal|business|account|contract|order)\b`,
  String.raw`(?:bagged|clinched|sealed) (?:it|the deal|this one|them)|(?:landed|secured) (?:them|the account|the order)`,
  String.raw`(?:deal's|deal is|it's|its|(?:the )?(?:order|contract|tender|business|account)(?:'s| is)) ours`,
  String.raw`done and dusted`,
  String.raw`put pen to paper|e-?signed|digitally signed`,
  String.raw`took (?:the|our) (?!(?:cheap|low|other|competing|rival|local)\w* )(?:\S+ )?(?:deal|offer|package|contract)(?! (?:to|back|away|off))`,
  // "they give us the order", "the order is ours", "our bid was successful"
  String.raw`(?:give|gives|gave|given) us (?:the |their |an? )?(?:order|contract|deal|business|job|work|tender|PO|purchase order)\b`,
  String.raw`(?:our |the )(?:bid|offer|tender|proposal|submission|quote)\b[^.;]{0,30}\b(?:was|has been|is) (?:successful|accepted|selected|chosen)\b`,
  String.raw`(?<!\bto )(?<!\bwill )(?<!'ll )(?<!\bcan )(?<!\bmight )(?<!\bcould )we get the (?:deal|contract|order|business|tender)\b(?! (?:if|when|once|unless|by|next|soon|signed))`,
  // Non-native notes: "they send PO", "they pay the advance already", "contract is sign"
  String.raw`(?<!\bwill )(?<!'ll )(?<!\bto )(?:they|client|customer)\b(?:(?!\bwill\b|'ll\b|\bgoing\b|\bto\b|\bwant|\bneed|\bif\b)[^.;]){0,40}?\b(?:send|issue|raise)s? (?:us )?(?:the |a |their )?(?:PO|purchase order)\b(?! (?:next|tomorrow|tmrw|soon|later|by|on|when|once|after))`,
  String.raw`(?:pay|pays) (?:the |their )?(?:\S+ )?(?:advance|deposit|invoice|down ?payment)\b[^.;]{0,20}\balready`,
  String.raw`(?:contract|agreement|order|PO|deal) (?:is|was) (?:sign|signe|close|confirm|approve)\b`,
  String.raw`order(?:'s| is| has come| came) in\b`,
  String.raw`closed\s*/\s*won`,
  String.raw`accepted (?:our |the )?(?:[$€£¥₹]\s?)?\d[\d.,]*\s?(?:k|m|grand)?(?![\w%])`,
  String.raw`(?:we're|we are) (?:now |officially |finally )*(?:their|the) (?:new |official |chosen |preferred )?(?:vendor|supplier|provider|partner)`,
  String.raw`(?:signing|signature|signatures) (?:is |are )?(?:done|complete|completed|finished|in)`,
  String.raw`(?:deal|it|contract|paperwork|agreement|order form|papers)(?:'s| is| are) (?:now |all )?(?:closed|done|won|signed)(?! (?:lost|to|once|when|if|after|as soon as|pending|subject to|by\b))`,
  String.raw`done deal`,
  // "we're in!!", "closed!", "ink's dry", "committed to 3 years"
  String.raw`(?:we're|we are) in(?=\s*!)|(?:^|[.!:]\s+)(?:deal |it's |its )?closed(?=\s*!)`,
  String.raw`(?<!until the )ink(?:'s| is) (?:now )?dry`,
  String.raw`(?:committed|signed up|signed on) (?:to|for) (?:a |the )?(?:\d+|one|two|three|four|five)[- ](?:years?|yrs?)\b`,
  String.raw`(?:purchase order|PO)(?:'s| is) in\b`,
  String.raw`(?:they're|they are|officially|now|finally) on board\b(?! with)`,
  String.raw`(?:came|come|coming) on board\b(?! with)`,
  String.raw`got the (?:signature|signed (?:contract|agreement|order form|quote|copy))`,
  String.raw`closed the deal`,
  // "got the RFP" is its documents received; "won the RFP" is the deal.
  String.raw`(?:won|landed|secured|closed) (?:the |this |that )?(?:deal|contract|tender|bid|business|account|RFP)|got (?:the |this |that )?(?:deal|contract|business|account)\b(?! (?:draft|template|document))`,
  // "PO 4500018821 received"
  String.raw`(?:purchase order|PO)(?: (?:no\.? ?|number |#)?[\w-]*\d[\w-]*)? (?:was |has been |is |got |now |just |finally )?(?:issued|received|came (?:in|through|thru)|has come through|cleared|arrived|landed|is in|raised|approved|released)`,
  String.raw`(?:purchase order|PO)\b[^.;]{0,60}\b(?:has been|was|is) (?:issued|released|raised|sent)`,
  String.raw`(?:got|received)\b[^.;]{0,30}\b(?:the|their|a) (?:signed )?(?:PO|purchase order)\b(?! (?:template|form|process|number next|request|requisition|approval))`,
  // "PO from Hartmann attached", "the PO followed this morning", "letter of award received"
  String.raw`(?:purchase order|PO)(?: from [^.;,]{1,40})? (?:is |was )?(?:attached|enclosed|followed)|(?:attached|enclosed) (?:is |are )?(?:the |their |a )?(?:signed )?(?:purchase order|PO)\b`,
  String.raw`(?:letter of award|award letter|notice of award|award notice|letter of acceptance)\b(?: from [^.;,]{1,40})? (?:is |was |has been )?(?:received|arrived|came in|in)\b|(?:received|got) (?:the |a |their )?(?:letter of award|award letter|notice of award|award notice)`,
  String.raw`approved the (?:purchase|order|contract|deal|agreement)`,
  String.raw`(?:docusign|envelope|e-?signature)(?:'s| is| was| has been| got| now)? (?:completed|complete|signed|done|finished)`,
  // "sent the 注文書 (purchase order)": a paper named in the client's language, then translated.
  String.raw`(?:issued|sent|received|got|raised) (?:us )?(?:a |the |their )?(?:\S+ \()?(?:PO|purchase order)\b(?! (?:template|form|request|requisition|approval))`,
  String.raw`welcome aboard`,
  // Japanese papers, in script or romaji: "発注書 issued", "the chumonsho was issued today"
  String.raw`(?:hatchu-?sho|chumon-?sho|keiyaku-?sho)(?: \([^)]*\))? (?:was |has been |is |got )?(?:issued|received|signed|sent|stamped|came in)`,
  // (the script itself has no word boundary, so it is looked behind)
  String.raw`(?<=(?:発注書|注文書|契約書)(?: \([^)]*\))? ?(?:was |has been |is |got )?)(?:issued|received|signed|sent|stamped|came in)`,
  String.raw`(?:they|we|client|customer) (?:just |finally )?(?:signed|paid)${NOT_A_CONTRACT}`,
  String.raw`(?:has|have) signed${NOT_A_CONTRACT}`,
  String.raw`payment (?:received|made|came in|cleared)`,
  // "the first payment has cleared", "deposit hit our account", "the wire went through"
  String.raw`(?:payment|deposit|transfer|wire|instal+ment|down ?payment|advance)(?:'s| has| have| was| got)?(?: been| now| just| finally)* (?:received|came in|cleared|gone through|went through)\b`,
  String.raw`(?:money|funds|payment|deposit|transfer|wire|instal+ment|down ?payment|advance)(?:'s| is| are| has| have)?(?: just| now| finally)? (?:in the bank|landed|arrived|hit (?:the|our) (?:bank|account))`,
  String.raw`(?:paid|settled|cleared) (?:the |their |our )?(?:first |initial |first-year |annual |first year )?(?:invoice|deposit|down ?payment|advance|instal+ment)`,
  String.raw`(?:deposit|down ?payment|advance) (?:is |was |has been )?(?:paid|received|in|cleared)`,
  String.raw`(?:placed|confirmed) (?:the |an |their |its )?order`,
  String.raw`(?:came back|is|was|got|are|been|now|all|fully) signed${NOT_A_CONTRACT}`,
  String.raw`signed (?:and|&) (?:returned|sent back|done)`,
  String.raw`paid (?:in full|by wire|up ?front|today|already)`,
  String.raw`(?:wired|transferred|sent) (?:the |us the )?(?:first |initial |full |agreed )?(?:money|payment|funds|deposit)`,
  String.raw`pag[oó] (?:la )?factura`,
  String.raw`order (?:is |was |has been )?(?:placed|confirmed)`,
);

export const LOST = anyOf(
  String.raw`(?:decided|chose|choose|opted|(?<!\b(?:was|were) )going|went|will go|'ll go|decided to go) (?:to go )?with (?:another|a different|a competitor|an? other|the other|${V})`,
  String.raw`(?:signed|went|gone) with (?:${V}|another vendor|(?:a |the )?(?:competitor|competition|rival)s?)`,
  String.raw`went (?:another|a different|the other) (?:way|direction|route)`,
  String.raw`(?:not|won'?t be|will not be|would not be|aren't|are not|isn't|is not) (?:moving|going) (?:forward|ahead)`,
  String.raw`(?:not|won'?t be|will not be) (?:renewing|proceeding|buying|purchasing|signing)`,
  String.raw`(?:not be able to|unable to|cannot|can't|won't|will not|would not) (?:proceed|go ahead|move forward|continue) with`,
  String.raw`(?:quote|quotation|proposal|offer|purchase|project|deal|contract|investment|request)\b[^.;]{0,80}\b(?:was|has been|is|were) (?:not approved|not accepted|rejected|declined|turned down|refused)`,
  // Non-native notes: "management not approve the budget", "they not continue with us"
  String.raw`(?:not|didn't|did not|refused to) approve (?:the |our )?(?:budget|purchase|project|deal|investment|spend|proposal|offer|quote)\b(?![^.;]*\byet\b)`,
  String.raw`(?:they|client|customer|he|she) (?:will |do |does |did )?not (?:continue|proceed|go ahead|move forward|renew)\b(?! (?:yet|until|before|unless|if)\b)`,
  String.raw`(?:project|deal|purchase|order|rollout|tender) (?:is|was) (?:stop|cancel|cancell?ed|stopped|finish)\b`,
  String.raw`no (?:more|longer any|further) interest\b|no budget (?:any ?more|any longer)`,
  String.raw`took (?:the|a) (?:cheap\w*|other|low\w*|competing|rival|local|competitor's) (?:\S+ )?(?:offer|quote|bid|deal|option|proposal)`,
  String.raw`(?:outcome|answer|decision|result) (?:is|was) "?(?:not approved|rejected|negative|no)`,
  String.raw`killed (?:the|this|our|their|it)`,
  String.raw`end of the road`,
  String.raw`(?:ended up|decided to|chose to|opted to|are going to|will|'ll) (?:build|develop|do|make|keep)\w*(?: (?:it|this|that|the \w+|their own \w+))? in-house`,
  String.raw`rip (?:this|the|that) (?:deal|one|opp\w*)`,
  // "can't compete with the free tool, lost": a bare "lost" closing the note.
  String.raw`(?:^|[,;:—–-]\s+)(?:deal |so )?lost(?=\s*(?:[.!…]|$))`,
  String.raw`thanks,? but no(?: thanks)?\b`,
  String.raw`dead in the water|no dice`,
  // "shelved till 2028", "on hold until next FY": not this year.
  String.raw`(?:parked|shelved|on ice|on hold|postponed|pushed (?:out|back))\b[^.;]{0,20}\b(?:until|till|to|into) (?:20\d\d|next (?:fiscal |financial )?(?:year|FY))\b`,
  String.raw`dead deal|deal (?:is |was |got )?lost\b`,
  String.raw`(?:chose|decided|opted|choose|decide) to do nothing`,
  String.raw`signed (?:up )?(?:elsewhere|with (?:someone|somebody) else|with (?:another|a different|a rival|a competing) (?:vendor|supplier|provider|company|firm))`,
  String.raw`(?:we|us) (?:were|was|have been|had been) (?:unsuccessful|not successful)`,
  String.raw`(?:hold|holding|held) off indefinitely|(?:on hold|postponed|shelved|paused) indefinitely|indefinitely (?:on hold|postponed|shelved|paused)`,
  // "we therefore withdraw from the tender process"
  String.raw`withdr[ae]w(?:n|ing)? from the (?:tender|bid|bidding|process|evaluation|RFP|procurement|selection)`,
  // "sie haben sich für Orvex entschieden", "Leider Absage", "Projekt gestoppt", "wybrali innego"
  String.raw`(?:haben|hat) sich (?:\S+ )?für (?!uns\b|euch\b|sie\b)\S+(?: \S+)? entschieden|(?:leider |eine |die )absage\b(?! (?:des|für den|vom) (?:termin|meeting|call))`,
  String.raw`(?:projet|proyecto|progetto|projeto|projekt|project|przetarg|licitación|gara) (?:\S+ )?(?:abandonn|annul(?!lat)|cancelad[oa]|annullat[oa]|anulowan[ye]|abgesagt|gestoppt|eingestellt|storniert|afgeblazen|avbrutet|stoppat)`,
  String.raw`(?:escolheram|escolheu) outr[oa]|wybrali (?:inn(?:ego|ą|e)|konkurencj)|(?:gekozen|kozen) voor (?:een )?ander|valde (?:en )?annan`,
  String.raw`(?:abbiamo|hanno) scelto un altro|(?:hemos|han) (?:elegido|escogido) (?:a )?otro|(?:avons|ont) choisi un autre|(?:haben uns|hat sich) für (?:einen )?ander`,
  String.raw`(?:didn't|did not|failed to) make (?:the|their) (?:cut|shortlist|short list|final round)`,
  String.raw`decided (?:not to|against)(?! (?:wait|delay|hold off|look (?:further|elsewhere|around)|shop around|run a tender|go to tender|bother|evaluate other|pursue other|pilot|trial))`,
  String.raw`(?:lost|losing) (?:the |this |that )?(?:deal|bid|tender|RFP|contract|account|opportunity)`,
  String.raw`lost (?:out|it) (?:to|on)`,
  String.raw`lost to`,
  String.raw`closed[- ]lost`,
  String.raw`(?<=(?:[=:]|\bis|\bas|\bmarked)\s*)(?:CL|C/L|C-L)\b|took (?:the|an|a) L\b|(?:said|says|answered|replied) (?:a )?(?:nah|nope)\b`,
  String.raw`no longer (?:interested|pursuing|moving|going ahead|buying)`,
  String.raw`(?:cancel+ed|scrapped|killed|shelved|axed|canned|dropped|abandoned|pulled) (?:the |this |their |our |that )?(?:whole )?(?:project|deal|evaluation|purchase|initiative|rollout|programme|program|tender|RFP|idea|budget)`,
  String.raw`(?:project|deal|evaluation|purchase|initiative|rollout|programme|program|tender|RFP)(?:'s been|'s| is| was| has been| got| now)? (?:cancel+ed|scrapped|killed|shelved|axed|canned|dead|off|on ice|abandoned)`,
  String.raw`pull(?:ed|ing)? the plug`,
  String.raw`(?:cfo|ceo|coo|board|management|boss|owner|they|client|customer|he|she) (?:has |hat |have |just |finally )?(?:\w+ )?(?:killed|gekillt|scrapped|nixed|vetoed|axed|shelved|canned|cancel+ed) (?:it|the|das|this|our|their)(?! (?:\S+ )?(?:meeting|call|demo|appointment|visit|session|workshop|trip|webinar|presentation|lunch|dinner|order with|contract with)s?\b)`,
  String.raw`(?:keep|keeping|stay|staying|continue|continuing) (?:doing (?:it|this|that) |it |the work )?in-house`,
  String.raw`(?:budget|funding)(?:'s| is| was| has been| got| just)? (?:frozen|cut|pulled|withdrawn|slashed|killed|gone|reallocated)`,
  String.raw`budget freeze`,
  String.raw`(?:rejected|declined|turned down|vetoed|refused) (?:the |our |your |this )?(?:purchase|proposal|offer|quote|deal|project|budget request|bid|contract)`,
  String.raw`turned (?:us|it) down`,
  String.raw`pass(?:ed)? on (?:us|our|the|your|this) ?(?:proposal|offer|quote|deal)?`,
  String.raw`(?:fail(?:ed|s)?|didn't pass|did not pass|not pass) (?:the |their |our |its |a )?(?:\w+ )?(?:security|infosec|IT|compliance|vendor|risk|technical) (?:review|assessment|audit|check|questionnaire|due diligence)`,
  String.raw`(?:security|infosec|compliance) (?:review|assessment|audit) (?:failed|was a no|came back negative)`,
  String.raw`priced out`,
  String.raw`(?:lost|losing) on price`,
  String.raw`not (?:(?:be )?(?:possible|feasible|doable|happening|an option|a priority|in (?:the|our|their) (?:budget|plan)s?) )?(?:for |in )?this (?:fiscal |financial )?year`,
  // "the Committee has selected another vendor whose proposal better fits"
  String.raw`(?:chose|chosen|picked|selected|preferred|opted for|went for|decided on|settled on|awarded (?:it |the \w+ )?to|appointed) (?:another|a different|an? other|the other|a competing|a rival|a cheaper|a local) (?:\w+ )?(?:vendor|supplier|provider|company|firm|bidder|tenderer|partner|solution|option|offer|proposal|bid|tool|system|platform|contractor)`,
  // "se van con Lightspeed", "foram com a concorrência", "decidiu pelo X"
  String.raw`(?:se (?:van|fueron|va|fue|quedan|quedaron) con|(?:foram|vão|vai|foi|fecharam|fechou) com|(?:decidi[uo]|decidiram|decidieron|optou|optaram|optaron) (?:pel[oa]|por)) (?!(?:nosotros|nós|a gente|us)\b)`,
  String.raw`not this time\b`,
  String.raw`(?:we're|we are|we were|we've been) (?:now )?out of the (?:running|race)`,
  String.raw`(?:they|client|customer)(?:'ve| have| has| just)? cancell?ed(?=\s*(?:[.!,;]|$))`,
  // "nicht in diesem Jahr", "pas cette année", "este año no", "non quest'anno", "nie w tym roku"
  String.raw`nicht (?:in )?diese[ms]? jahr|pas cette ann|(?:este año no|no este año)|non quest'anno|nie w tym roku|dit jaar niet`,
  // "we lost" and "no, that's final" in the languages reps mix into their notes
  String.raw`(?:kita |kami )kalah|(?:tidak|gak|nggak|ga) jadi (?:beli|lanjut|order)|(?:proyek|project|tender) (?:di)?batal(?:kan)?|tumepoteza`,
  String.raw`przegrali(?:śmy|smy)|(?:nós )?perdemos|perdimos|hemos perdido|abbiamo perso|nous avons perdu|on a perdu|(?:wir )?haben (?:\S+ )?verloren`,
  String.raw`\b(?:no|nein|non|nie|não|nee)\b[^.;]{0,30}\b(?:endgültig|definitivo|definitiva|définitif|définitive|definitief|ostateczn\w*|final)\b`,
  String.raw`(?:won't|will not|would not|cannot|can't|decided not to|not going to) (?:proceed|go ahead|move forward|continue)\b(?! (?:unless|if|until|without|before))`,
  String.raw`deal(?:'s| is) (?:dead|lost|off)`,
  String.raw`(?:we|us) (?:were|was|have been|got|are) not (?:selected|chosen|successful|awarded|the preferred)|(?:we|us) (?:weren't|wasn't) (?:selected|chosen|successful|awarded)`,
  String.raw`(?:chose|picked|selected|preferred) (?:\S+ ){1,3}over (?:us|you)\b`,
  String.raw`(?:decision|it|deal|vote|tender) went (?!our\b)(?:\S+'s?|the other \S+'s?) way`,
  String.raw`(?:we|us) (?:were|was|got|have been|had been) (?:outbid|undercut|outpriced|outgunned|beaten)\b`,
  String.raw`(?:decided|chose|opted|prefer\w*)\b[^.;]{0,20}\bstatus quo|(?:stay\w*|stick\w*) with the status quo`,
  String.raw`(?:freez(?:e|es|ing)|froze|frozen) (?:all |the |their |any )?(?:new )?(?:spend|spending|budgets?|purchases|purchasing|investments?|projects)\b`,
  String.raw`(?:^|[.!;,]\s+|it's |a |hard )no from (?:the )?(?:board|ceo|cfo|management|committee|owner|top)`,
  String.raw`(?<!\b(?:if|unless|or)\b[^.;]{0,60})(?:we're|we are) out(?=\s*(?:[.!,;]|$))`,
  String.raw`(?:got|received|came|arrived)\b[^.;]{0,12}\b(?:rejection|regret|decline|unsuccessful)\w* (?:letter|e-?mail|notice|note|notification)|(?:rejection|regret) (?:letter|e-?mail|notice)s? (?:came|arrived|received|in)|letter of regret`,
  String.raw`(?:answer|reply|response|verdict|decision)\s*(?::|was|is|-|—)\s*"?(?:a )?(?:no|not interested|negative|declined|rejected)\b`,
  String.raw`(?:they|client|customer)(?:'ve| have| has| just| then| later)? cancell?ed(?= (?:it|the (?:order|contract|deal|project|purchase|PO)|within|after|before|at)\b)`,
  String.raw`(?:budget|funding|capex|business case)\b[^.;]{0,40}\b(?:was|has been|is|were|got) (?:not approved|rejected|declined|turned down|refused)\b(?![^.;]*\b(?:yet|until|before)\b)`,
  String.raw`fell through|(?:deal|it|project|sale|purchase|order)(?:'s| has| had)? (?:fell|fallen|falls|collapsed) apart`,
  String.raw`not interested (?:anymore|any more|any longer)`,
  String.raw`(?:not|isn't|is not|won't be|will not be) happening`,
  String.raw`(?:budget|funding|project)(?: \w+)? (?:got |was |has been )?(?:axed|scrapped|canned|pulled|binned|nixed)`,
  String.raw`(?:didn't|did not) (?:get|win) (?:it|the deal|the contract|the tender|the business|this one)`,
  String.raw`(?<!\b(?:or|otherwise|else) )no deal(?! yet| until| before| unless| if)`,
  String.raw`(?:bailed|backed out)(?! (?:on|from) (?:the )?(?:competitor))`,
  String.raw`pull(?:ing|ed|s)? out(?=\s*(?:[.,;!]|$| of (?:the |this |our )?(?:deal|project|process|tender|talks|evaluation|purchase|contract)))`,
  String.raw`nothing (?:for )?this year`,
  String.raw`(?:offer|tender|bid|proposal|quote|quotation|submission|application)\b[^.;]{0,40}\b(?:was|has been|were|is|have been) (?:unsuccessful|not successful)`,
  String.raw`(?:chose|picked|selected|awarded (?:\w+ )?to) (?:${V})`,
  String.raw`(?:awarded|gave) (?:the )?(?:contract|tender|deal|business|job|work) to`,
  String.raw`(?:contract|tender|deal|business|job|work|bid|lot)\b[^.;]{0,30}\b(?:was|has been|is|got|been|were) awarded to (?!us\b|you\b|our\b)`,
  // "we came second", "we were the runner-up", "your tender was ranked third"
  String.raw`(?:we|us) (?:came|finished|placed|ranked|were|was) (?:in )?(?:a |the )?(?:close )?(?:second|third|runner-up|runners-up)\b`,
  String.raw`(?:our|your) (?:tender|bid|offer|proposal|submission|response) (?:was|has been|is|came|finished|placed) (?:ranked |placed |scored )?(?:a |the )?(?:close )?(?:second|third|fourth|fifth|runner-up)\b`,
  // "the contract was signed with the winner"
  String.raw`signed with (?:the )?(?:winner|winning (?:bidder|tenderer|supplier|vendor)|successful (?:bidder|tenderer|supplier|vendor))\b`,
  String.raw`ran out of (?:budget|money|funding|funds)`,
  // "the procurement has been abandoned", "the tender was closed without award", "the procurement
  // for the platform (£600,000) has been cancelled"; not "the procurement meeting was cancelled".
  String.raw`(?:procurement|tender|rfp|rfq|itt|competition|process|project|programme|program|requirement|initiative)(?: (?:process|exercise))?(?: (?:for|of) [^.;]{0,60})? (?:(?:has|have|had)(?: \w+)? been|was|were|is|being) (?:formally )?(?:abandoned|cancell?ed|withdrawn|discontinued|terminated|closed without (?:an )?award)\b|(?:closed|ended|concluded|terminated) without (?:an |any )?award\b|(?:will not|won't|not) be proceeding with (?:the |this |its )?(?:procurement|tender|project|purchase|requirement)\b|(?:will not|won't|not to|decided not to|does not intend to) award (?:a|the|any) contract\b`,
  // "your bid has not been shortlisted", "your proposal was not selected"
  String.raw`(?:your|our) (?:tender|bid|offer|proposal|submission|response|application)\b[^.;]{0,30}\b(?:was|has|have|had|were)(?: been)? not (?:been )?(?:shortlisted|selected|accepted|chosen|successful|taken forward|progressed)\b`,
  String.raw`(?:deal is|it's|it is) (?:dead|lost|off)`,
  String.raw`dead for (?:this|the) (?:fiscal |financial )?year`,
  String.raw`went dark for good`,
  String.raw`(?:stay|staying|stick|sticking|stayed|stuck|renewed|renewing|renew) with (?:their|the|its|our) (?:current|existing|incumbent|old|present)`,
  // The answer "no", not the determiner ("said no price talks before the committee").
  String.raw`(?:said|says|say|told us|answer is|it's a|that's a|thats a) (?:a )?(?:final |hard |firm )?no\b(?=\s*(?:[^\w\s]|$)|\s+(?:to|for|from|on|at|again|thanks?|and|but|so|in|this|that|way)\b)(?! (?:to (?:a |the )?(?:demo|call|meeting)|longer|rush|problem|worries))`,
  String.raw`no[- ]go`,
  String.raw`walked away|\band walked(?=\s*(?:[.!,;]|$))`,
  // "Decision's final — no."
  String.raw`(?:decision|answer|verdict)(?:'s| is| was) (?:final|in|firm)\W+(?:(?:it's |it is )?a )?no\b`,
  String.raw`(?:they|client|customer|he|she)(?:'ve| have| has| just)? walked(?=\s*(?:[.!,;]|$))`,
  // "we failed infosec", "didn't pass the pen test"
  String.raw`(?:failed|didn't pass|did not pass) (?:the |their |our |its )?(?:infosec|pen ?test|penetration test|due diligence|vendor (?:review|assessment|vetting)|soc ?2)`,
  // "parked until next year", "on ice till the next fiscal year": not this year. A postponement
  // with a restart the client committed to ("on hold until March, call us then") is not a loss.
  String.raw`(?:parked|shelved|on ice)\b[^.;]{0,20}\b(?:until|till|to|into|for) (?:the )?next (?:fiscal |financial )?(?:year|FY)`,
  String.raw`(?:mark(?:ing|ed)?|clos(?:e|ing|ed)|log(?:ging|ged)?)(?: (?:this|it|the deal|this one|them))?(?: out)? as lost`,
);

/**
 * "too pricey for them": the client's verdict on a price, a loss when it is ours (see signals.ts),
 * unless a way to meet it follows.
 */
export const PRICED_OUT = anyOf(
  String.raw`too (?:pricey|expensive|costly|dear|steep|rich) for (?:them|their budget)(?! (?:unless|if|at (?:that|this|the moment)|right now|as (?:is|quoted)|for now|but|so))`,
);

/**
 * A yes told before any paper: "they said they're going with us", "we're a go". It is a win only
 * when nothing says the paperwork is still to come (see PAPER_PENDING).
 */
export const VERBAL_WON = anyOf(
  String.raw`(?:we'll|we will|they'll|they will|they're going to|they are going to|decided to|want to) go with (?:you|us)`,
  String.raw`(?:going|went|gone) with (?:you|us)`,
  String.raw`said yes(?! to (?:a |the )?(?:demo|call|meeting|trial|pilot))`,
  String.raw`(?:they're|they are|it's|it is|we're|we are) a go\b`,
  String.raw`verbal (?:yes|go-ahead|agreement|ok|okay|commitment)`,
  String.raw`said go\b|(?:we have|we've got|it's) a deal\b`,
  // "it's a yes from the board", "the answer is a firm yes"
  String.raw`(?:it's|it is|that's|answer is|answer's|decision is|decision's) (?:a )?(?:firm |definite |clear |big |resounding )?yes\b(?! to (?:a |the )?(?:demo|call|meeting|trial|pilot))`,
  String.raw`(?:go|going|went|gone|proceed|proceeding|move|moving) (?:ahead |forward )with (?:you|us)\b`,
  // "finally they decide for us", "the board decided for your solution"
  String.raw`(?<!\bwill )(?<!\bto )decid(?:e|ed|es) for (?:us|you|your (?:solution|offer|proposal|product|system|platform|quote))\b`,
  String.raw`(?:gave|give|given) us the (?:green light|go-ahead|go ahead|nod)`,
);

/** A yes to our price, not yet the paper: "approved the quote", "the proposal was accepted". */
export const PRICE_ACCEPTED = anyOf(
  String.raw`(?:accepted|approved|okayed|ok'd) (?:the |our |their |your )?(?:revised |updated |final )?(?:quote|quotation|proposal|offer|pricing|price)`,
  String.raw`(?:quote|quotation|proposal|offer|pricing)(?:'s| has been| have been| was| is| got)? (?:accepted|approved)`,
);

/** The paper itself done: a PO, an order, a payment. */
export const PAPER_DONE = anyOf(
  String.raw`PO|purchase order|paid|payment (?:received|made|cleared|came in|is in|has been made)|deposit|invoice (?:paid|settled)|order (?:placed|confirmed)|placed (?:the |an |their )?order`,
);

/** The paper behind a yes still to come: "procurement still has to issue the contract". */
export const PAPER_PENDING = anyOf(
  String.raw`still (?:has|have|needs?|got) to (?:issue|sign|send|approve|raise|countersign|execute|agree)`,
  String.raw`until the ink is dry`,
  String.raw`pending (?:\S+ ){0,3}(?:sign-?off|approval|signature|PO|purchase order|contract)|subject to (?:\S+ ){0,3}(?:approval|sign-?off|signature|contract)`,
  String.raw`not counting (?:it|on it|this)`,
  String.raw`(?:paperwork|contract|PO|signature)s? (?:to follow|still pending|not (?:yet )?(?:signed|in|issued))`,
  String.raw`(?:yet to|hasn't|haven't|has not|have not) (?:sign|issue|send|countersign)`,
  // "waiting on the formal PO", "PO coming next week"
  String.raw`(?:waiting|wait|awaiting) (?:on|for) (?:the |their |a )?(?:formal |official |signed |final )?(?:PO|purchase order|contract|signature|paperwork|order)`,
  String.raw`(?:PO|purchase order|contract|paperwork|signed copy)s? (?:is |are |should be )?(?:coming|due|expected|to come)`,
);

/** A deal that was lost and came back: "they want to come back to us". */
export const REVIVED = anyOf(
  String.raw`(?:come|coming|came|get|getting|got) back to us`,
  String.raw`back on (?:the table|track)`,
  String.raw`(?:it's|it is|deal's|deal is|project's|project is) back on`,
  String.raw`revived?`,
  String.raw`re-?opened`,
  // "they re-ran the tender", "the RFP was reissued": the procurement run again.
  String.raw`(?<!\b(?:not|no|never|without)\b[^.;,]{0,30})re-?(?:ran|run|issued|tendered|launched|advertised|procured)\b`,
  String.raw`back in play`,
  String.raw`(?:deal|project|it)(?:'s| is) back`,
  String.raw`(?:want|wants|wanted) (?:us )?back`,
  String.raw`(?:switch|switching|move|moving) (?:back )?to us`,
  String.raw`(?:quote|proposal|offer|pricing) again`,
  // "she wants to see our module again", "asked to meet again"
  String.raw`(?:wants?|wanted|asked|asking|would like|keen) (?:us )?to (?:see|hear|look at|talk|meet|discuss|review|try)\b[^.;]{0,40}\bagain\b`,
  String.raw`(?:restart|resume|reopen|re-?open|revive|pick up)\w* (?:the )?(?:talks|conversation|discussions?|negotiations?|evaluation|process)(?: with us)?|(?:re-?engag|reconnect)\w* with us`,
  String.raw`back (?:talking|speaking|in touch|in talks) (?:to|with) us|(?:talking|speaking) (?:to|with) us again|(?:reached|reaching) (?:back )?out (?:to us )?again`,
  // A rejected offer answered with a counter or a request for a better one is negotiation.
  String.raw`(?:asked|asking|want|wants|need|needs) (?:for |us for )?(?:a |an )?(?:revised|new|updated|better|lower|sharper|improved) (?:quote|offer|price|proposal|pricing)`,
  String.raw`counter-?(?:offer|proposal)|(?:asked|asking) for (?:a |an )?(?:discount|\d+ ?% off)`,
);
