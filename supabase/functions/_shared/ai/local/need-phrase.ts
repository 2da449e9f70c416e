// A stated need written so that it reads right after "you need …" and in a list of needs:
// "he wants the pilot started before the end of January" → "the pilot to be started before the
// end of January", "the app works offline" → "the app to work offline".

import { needWithoutTerms } from "./extract/needs.ts";
import { scanDates } from "./extract/dates-scan.ts";
import { past, type Token, tokens } from "./nlp.ts";
import { capitalise, stripEnd } from "./text.ts";

/** A second clause with its own subject: "SSO and they should be able to export to Excel". */
const NEXT_CLAUSE = /\s*,?\s+(?:and|but|so|or)\s+(?:they|we|he|she|it|you|i)\b.*$/i;
const OBJECT_POS = new Set(["NOUN", "PROPN", "PRON", "NUM"]);
const RELATIVE = new Set(["that", "which", "who", "whom", "whose"]);

/**
 * The word after the need's object that says what must happen to it or what state it must be in
 * ("the pilot started", "a pilot live", "the portal works"); -1 for a need that opens with its own
 * verb ("cut the time spent on quotes") or has none.
 */
function wordAfterObject(toks: Token[]): number {
  // A base verb opens a need of its own; "invoices" read as a verb is the need's object.
  if (toks[0]?.pos === "VERB" && toks[0].text.toLowerCase() === toks[0].lemma) return -1;
  const at = toks.findIndex(
    (t, i) =>
      i > 0 &&
      // An adjective after a noun is its state ("a pilot live"); after "their" it is part of it.
      (t.pos === "VERB" || (t.pos === "ADJ" && /^(?:NOUN|PROPN)$/.test(toks[i - 1].pos))) &&
      // "online booking": a gerund is part of the noun phrase.
      !/ing$/i.test(t.text) &&
      OBJECT_POS.has(toks[i - 1].pos) &&
      !RELATIVE.has(toks[i - 1].lemma) &&
      !toks.slice(0, i).some((x) => x.pos === "CCONJ" || x.pos === "ADP"),
  );
  // "temperature alerts sent to drivers": a noun the tagger read as a verb, then the participle.
  const next = toks[at + 1];
  return at >= 0 && next?.pos === "VERB" && past(next) && !past(toks[at]) ? at + 1 : at;
}

const plural = (t: Token) =>
  t.pos === "PRON" || (t.text.toLowerCase() !== t.lemma && /s$/i.test(t.text));

/**
 * A present verb that agrees with a subject opening with a determiner: "the portal works",
 * "their drivers get". "Shipment alerts" is a noun phrase and "a pilot live" an object with its
 * state, needed as the client said them.
 */
function presentClause(toks: Token[], verb: number): boolean {
  const t = toks[verb];
  if (t.pos !== "VERB" || past(t) || !["DET", "PRON"].includes(toks[0].pos)) return false;
  const third = /[^s]s$/i.test(t.text) && t.text.toLowerCase() !== t.lemma;
  return third !== plural(toks[verb - 1]);
}

/** Replaces the i-th token's word, found in order in the text, by `by`. */
function replaceToken(text: string, toks: Token[], i: number, by: string): string {
  let at = 0;
  for (let k = 0; k < i; k++) at = text.indexOf(toks[k].text, at) + toks[k].text.length;
  const start = text.indexOf(toks[i].text, at);
  return text.slice(0, start) + by + text.slice(start + toks[i].text.length);
}

/**
 * The requirement without the terms around it, as an object of "need": a noun phrase, an
 * infinitive, or an object with what must happen to it ("drivers to be trained by March", where
 * the date is part of the need). Empty when nothing is left to need.
 */
export function needPhrase(requirement: string, now: Date): string {
  const said = requirement.replace(/^that\s+/i, "").replace(NEXT_CLAUSE, "");
  const saidToks = tokens(said);
  const after = wordAfterObject(saidToks);
  if (after >= 0 && !presentClause(saidToks, after)) {
    // The object and what must happen to it or its state, up to the date it is needed by, which
    // stays: "the pilot started" alone misreads as news, and "approved" is no approval term here.
    const from = said.indexOf(saidToks[after].text);
    const date = scanDates(said, now).find((d) => d.index > from);
    const end = date ? date.index + date.phrase.length : said.slice(from).search(/[,;]|$/) + from;
    const whole = stripEnd(said.slice(0, end));
    const done = saidToks[after].pos === "VERB" && past(saidToks[after]);
    return capitalise(
      done ? replaceToken(whole, tokens(whole), after, `to be ${saidToks[after].text}`) : whole,
    );
  }
  const core = needWithoutTerms(said, now);
  const toks = tokens(core);
  const verb = wordAfterObject(toks);
  return verb < 0 || !presentClause(toks, verb)
    ? core
    : capitalise(replaceToken(core, toks, verb, `to ${toks[verb].lemma}`));
}
