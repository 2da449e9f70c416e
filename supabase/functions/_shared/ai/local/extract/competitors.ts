// Other vendors in the deal: the ones a client compares us with, uses today, or chose instead.
// Well-known CRM vendors are recognised anywhere; any other name is read from where it stands
// ("went with BuildTrack", "also talking to Samsara", "Procore quoted less"), using the tokens'
// part of speech so invented and lower-case brand names are found too.

import { past, tokens } from "../nlp.ts";
import { expandShorthand, type Sentence } from "../text.ts";
import {
  AFTER_NAME,
  BEFORE_NAME,
  BRAND_LIKE,
  INCUMBENT,
  knownVendor,
  LIST_HEADING,
  LEGAL_NAME,
  NOT_VENDOR,
  NOT_VENDOR_AFTER,
  OUR_SIDE,
  PRODUCT_NOUN,
  PUBLIC_BODY,
  type Role,
  THEIR_CIRCLE_AFTER,
  THEIR_CIRCLE_BEFORE,
  vendorsIn,
} from "./competitor-patterns.ts";
import {
  aJobStays,
  anotherJob,
  forNow,
  hedged,
  personMoves,
  required,
} from "./competitor-context.ts";
import {
  DOMAIN_END,
  english,
  functionWord,
  isNameToken,
  nameBefore,
  namesFrom,
  namesListedBefore,
  nameSpanBefore,
  tidy,
} from "./competitor-names.ts";
import { HISTORY, OTHER_DEAL, REFERENCE_STORY } from "./outcome-words.ts";

export interface Competitor {
  name: string;
  /** The client uses it today (an incumbent), rather than evaluating it against us. */
  current: boolean;
  /** Where the client said it picked it over us (a later statement can overrule that). */
  chosen: Sentence | null;
}

/** Selling verbs: "pitched", "quoted", "offered a discount". */
const SELLS =
  /\b(?:pitch(?:ed|ing|es)|quot(?:ed|ing)|offer(?:ed|ing)|demo(?:ed|'d|ing)|present(?:ed|ing)|bid(?:ding)?|undercut(?:ting)?|discount(?:ed|ing)|called (?:\w+ )?to (?:pitch|sell|offer))\b/i;

const RANKED = /\b(?:come|rank|place|finish)\S* (?:in )?(?:first|second|third|top)\b/;

interface Mention {
  name: string;
  role: Role;
}

function mentionsIn(sentence: string): Mention[] {
  const toks = tokens(expandShorthand(sentence));
  const lemmas = toks.map((t) => t.lemma);
  const found: Mention[] = [];
  for (let i = 1; i <= toks.length; i++) {
    const head = lemmas.slice(Math.max(0, i - 10), i).join(" ");
    for (const [role, re] of BEFORE_NAME) {
      if (!re.test(head)) continue;
      // "bought Orvex" names a vendor; "Purchase Order PO-4471" does not.
      const bought = /^(?:buy|purchase)$/.test(toks[i - 1].lemma);
      if (bought && toks[i - 1].pos !== "VERB") continue;
      // "Their IT team prefers SharePoint": a preference, not a choice made.
      const verb = toks.slice(Math.max(0, i - 3), i).findLast((t) => t.pos === "VERB");
      // "they buy Orvex kits" is no choice made against us; "they bought Orvex" is.
      const preference =
        verb !== undefined && /^(?:prefer|buy|purchase)$/.test(verb.lemma) && !past(verb);
      // "Dr. Wanjiku (Head of Radiology) moved to Aga Khan": a person changing jobs.
      if (role === "chosen" && /\b(?:move|switch) to$/.test(head) && personMoves(toks, i)) {
        continue;
      }
      if (role === "chosen" && required(toks, i)) continue;
      // "Their steel comes from ArcelorMittal": goods bought, not the client's vendor of our kind.
      if (
        role === "current" &&
        /\bcome from$/.test(head) &&
        !/\b(?:bid|offer|quote|quotation|proposal|tender|price|submission)\b/.test(head) &&
        aJobStays(toks, i, /^come$/)
      ) {
        continue;
      }
      // "went procore": a bare "went" names a brand written casually, not "we went Berlin" or "we go live".
      if (
        toks[i - 1].lemma === "go" &&
        (toks[i - 1].text.toLowerCase() !== "went" ||
          !(toks[i]?.unknown && /^\p{Ll}/u.test(toks[i].text)))
      ) {
        continue;
      }
      const decided = role !== "chosen" || (!hedged(toks, i) && !preference);
      const kept =
        role === "chosen" && (forNow(toks, i) || aJobStays(toks, i) || anotherJob(head, toks, i));
      // "buying consumables from X": after "buy" a lower-case word is the goods, not a brand.
      const bare = role === "chosen" && !bought;
      for (const name of namesFrom(toks, i, !bought, bare, role === "current")) {
        found.push({ name, role: kept ? "current" : decided ? role : "rival" });
      }
    }
    // Quotation marks are no words: "mentioned Cloudbeds twice as 'an option'".
    const tail = lemmas
      .slice(i, i + 9)
      // …nor are emoji: "Samsara 🚚 is cheaper per truck".
      .filter((l) => !/^['"‘’“”]$/.test(l) && !/^\p{Extended_Pictographic}/u.test(l))
      .join(" ")
      .replace(/ '/g, "'");
    // "it's Veeva for them": the vendor they settled on.
    const beforeName = lemmas.slice(Math.max(0, i - 3), i - 1).join(" ");
    if (/^for (?:them|the group|the client)\b/.test(tail) && /\bit be$/.test(beforeName)) {
      const name = nameBefore(toks, i);
      if (name && !hedged(toks, i)) found.push({ name, role: "chosen" });
    }
    // "orvex got the contract", "hilti also quoted": lower-case brands stand here too, but not a
    // unit after a figure ("1,9 mln zł offer").
    const lowerCase =
      toks[i - 1].text.length >= 3 &&
      !toks.slice(Math.max(0, i - 3), i).some((t) => t.pos === "NUM") &&
      !(toks[i - 2]?.unknown && /^\p{Ll}/u.test(toks[i - 2].text));
    // The tagger reads an unknown subject as a verb before its verb: "lightspeed won".
    const subject = toks[i - 1];
    // A bare singular noun opening a casual sentence is a name too: "jobber took it".
    const verbTagged =
      ((subject.unknown && subject.pos === "VERB") ||
        (i === 1 && subject.pos === "NOUN" && subject.lemma === subject.text)) &&
      /^\p{Ll}{3,}$/u.test(subject.text) &&
      !NOT_VENDOR.has(subject.text) &&
      /^(?:VERB|AUX)$/.test(toks[i]?.pos ?? "") &&
      (i === 1 || /^(?:PUNCT|DET)$/.test(toks[i - 2].pos));
    // "Mark Jensen from Kestrel called to pitch": a person selling for a company.
    if (/^(?:from|at|of)$/.test(toks[i - 1].lemma) && SELLS.test(sentence)) {
      const person = nameSpanBefore(toks, i - 1);
      if (person && person.name.includes(" ") && toks[person.start].pos === "PROPN") {
        for (const name of namesFrom(toks, i, false).slice(0, 1))
          found.push({ name, role: "rival" });
      }
    }
    // "IXL came second, Khan Academy Districts third": a ranking goes on without its verb.
    if (
      /^(?:second|third|fourth|fifth|last)\b/.test(tail) &&
      RANKED.test(lemmas.slice(0, i).join(" "))
    ) {
      const span = nameSpanBefore(toks, i);
      if (span && toks[span.start - 1]?.text === ",")
        found.push({ name: span.name, role: "rival" });
    }
    // "Oracle Hospitality came in lower": a name does not end inside a longer one.
    const nameGoesOn = /^\p{Lu}/u.test(toks[i]?.text ?? "") && isNameToken(toks[i]);
    // "Talkdesk won on price" tells the outcome; "ClickUp wins on price" compares.
    const wonOn = /^won$/i.test(toks[i]?.text ?? "") && /^win (?:on|in terms of|at)\b/.test(tail);
    for (const [listed, re] of AFTER_NAME) {
      if (nameGoesOn || !re.test(tail)) continue;
      const role = wonOn ? "chosen" : listed;
      if (verbTagged) {
        found.push({
          name: tidy([subject.text])!,
          role: role === "chosen" && hedged(toks, i) ? "rival" : role,
        });
        continue;
      }
      const domain = DOMAIN_END.test(toks[i - 1].text) && toks[i - 2]?.text === ".";
      if (!domain && !isNameToken(toks[i - 1], lowerCase || role === "chosen")) continue;
      const decided = role === "chosen" && hedged(toks, i) ? "rival" : role;
      for (const name of namesListedBefore(toks, i, lowerCase || role === "chosen")) {
        found.push({ name, role: decided });
      }
    }
  }
  // "Two years ago they chose X": the vendor they have, not one chosen over us in this deal.
  if (HISTORY.test(sentence)) {
    for (const m of found) if (m.role === "chosen") m.role = "current";
  }
  const role = INCUMBENT.test(sentence) ? "current" : "rival";
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i - 1];
    if (!t.unknown || !BRAND_LIKE.test(t.text) || !isNameToken(t)) continue;
    if (/^(?:our|my|we)$/.test(toks[i - 2]?.lemma ?? "")) continue;
    // A sentence's first word is capitalised anyway: a name only if unknown in lower case too,
    // in an English sentence ("Nuvarande system: Cambio" is Swedish).
    if (i === 1 && (!tokens(t.text.toLowerCase())[0]?.unknown || !english(toks))) continue;
    if (!PRODUCT_NOUN.test(lemmas.slice(i, i + 3).join(" "))) continue;
    // "Verdana Systems": a capitalised product noun is part of the name.
    const end = /^\p{Lu}/u.test(toks[i]?.text ?? "") && toks[i].pos === "PROPN" ? i + 1 : i;
    const name = nameBefore(toks, end);
    if (name && !found.some((m) => sameVendor(m.name, name))) found.push({ name, role });
  }
  for (const name of [...vendorsIn(sentence), ...companiesIn(sentence)]) {
    if (!found.some((m) => sameVendor(m.name, name))) found.push({ name, role });
  }
  return found.filter((m) => !PUBLIC_BODY.test(m.name) && !placeOrBody(sentence, m.name));
}

/**
 * "a contract with Madrid airport", "the Lisbon office", "the Gold plan": a place, a body or one
 * of our options, not a vendor; nor "our partner Nordtek", who is on our side, nor the client's
 * own circle ("their parent company, X", "X (their IT consultants)", "X, their biggest customer").
 */
function placeOrBody(sentence: string, name: string): boolean {
  const at = sentence.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return false;
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + name.length).trimStart();
  return (
    NOT_VENDOR_AFTER.test(after) ||
    THEIR_CIRCLE_AFTER.test(after) ||
    OUR_SIDE.test(before) ||
    THEIR_CIRCLE_BEFORE.test(before)
  );
}

/** Companies named by their legal form, outside e-mail headers and signatures. */
function companiesIn(sentence: string): string[] {
  if (/^(?:from|to|cc|bcc|sent|subject)\s*:|@|\b(?:regards|sincerely|thanks)\b/i.test(sentence))
    return [];
  return [...sentence.matchAll(LEGAL_NAME)]
    .filter((m) => !NOT_VENDOR.has(m[1].toLowerCase()))
    .map((m) =>
      m[0].replace(/^(?:(?:The|We|Our|Their|And|With|From|By|To|At|Dear)\s)+/, "").trim(),
    );
}

function sameVendor(a: string, b: string): boolean {
  const x = a.toLowerCase().replace(/[^\p{L}\d]/gu, "");
  const y = b.toLowerCase().replace(/[^\p{L}\d]/gu, "");
  const known = knownVendor(a);
  return (
    x === y ||
    (x.length >= 4 && y.startsWith(x)) ||
    (y.length >= 4 && x.startsWith(y)) ||
    (known !== undefined && known === knownVendor(b))
  );
}

/** The name a short list line starts with ("2. Personio", "Fieldwire (cheapest)"), if any. */
function listItem(text: string): string | null {
  const line = text.replace(/^(?:\d{1,2}|[a-h])[.)]\s+/i, "");
  if (line.split(/\s+/).length > 8) return null;
  const toks = tokens(line);
  if (!toks[0] || !/^[\p{Lu}\d]/u.test(toks[0].text) || functionWord(toks[0])) return null;
  return namesFrom(toks, 0, false)[0] ?? null;
}

/**
 * The vendors named in the conversation. `exclude` holds names that are not vendors here:
 * the client itself and the people in the deal.
 */
export function findCompetitors(sentences: Sentence[], exclude: string[] = []): Competitor[] {
  const found: Competitor[] = [];
  const excluded = (name: string) =>
    exclude.some(
      (x) =>
        x && (sameVendor(x, name) || x.toLowerCase().split(/\s+/).includes(name.toLowerCase())),
    );
  // Under a heading such as "Competitors:" each short line that follows names one.
  let listed = false;
  for (const s of sentences) {
    // "we lost the Basel deal to AWS, different client": another deal's vendors.
    if (OTHER_DEAL.test(s.text) || REFERENCE_STORY.test(s.text)) continue;
    // A list's number cut from its line ("1.", "Workday") keeps the list going.
    if (/^(?:\d{1,2}|[a-h])[.)]$/i.test(s.text)) continue;
    const item: string | null = listed ? listItem(s.text) : null;
    listed = LIST_HEADING.test(s.text) || (listed && item !== null);
    const mentions = mentionsIn(s.text);
    if (item && !mentions.some((m) => sameVendor(m.name, item))) {
      mentions.push({ name: item, role: "rival" });
    }
    for (const m of mentions) {
      if (excluded(m.name)) continue;
      const known = found.find((c) => sameVendor(c.name, m.name));
      const entry: Competitor = known ?? { name: m.name, current: false, chosen: null };
      if (!known) found.push(entry);
      // "Salesforce", later "Salesforce Sales Cloud": the fuller name says both.
      if (m.name.toLowerCase().startsWith(entry.name.toLowerCase())) entry.name = m.name;
      entry.current ||= m.role === "current";
      if (m.role === "chosen") entry.chosen = s;
    }
  }
  return found;
}
