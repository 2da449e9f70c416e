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
 * The verb that follows the need's object ("the pilot started"), when the need opens with one;
 * -1 for a need that opens with its own verb ("cut the time spent on quotes").
 */
function verbAfterObject(toks: Token[]): number {
  // A base verb opens a need of its own; "invoices" read as a verb is the need's object.
  if (toks[0]?.pos === "VERB" && toks[0].text.toLowerCase() === toks[0].lemma) return -1;
  const at = toks.findIndex(
    (t, i) =>
      i > 0 &&
      t.pos === "VERB" &&
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
  const done = verbAfterObject(saidToks);
  if (done >= 0 && past(saidToks[done])) {
    // The object and what must happen to it, up to the date it must be done by, which stays:
    // "the pilot started" alone misreads as news, and "approved" is no approval term here.
    const from = said.indexOf(saidToks[done].text);
    const date = scanDates(said, now).find((d) => d.index > from);
    const end = date ? date.index + date.phrase.length : said.slice(from).search(/[,;]|$/) + from;
    const whole = stripEnd(said.slice(0, end));
    return capitalise(replaceToken(whole, tokens(whole), done, `to be ${saidToks[done].text}`));
  }
  const core = needWithoutTerms(said, now);
  const toks = tokens(core);
  const verb = verbAfterObject(toks);
  return verb < 0 ? core : capitalise(replaceToken(core, toks, verb, `to ${toks[verb].lemma}`));
}
