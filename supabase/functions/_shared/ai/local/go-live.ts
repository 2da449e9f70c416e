// The go-live as the conversation states it. A dated one ("go live on 1 March") is planned
// against its date; a vague one ("at the start of the spring term", "in Q2", "after Easter",
// "teachers using it from the January term") is repeated as said, never reported as missing and
// never turned into a made-up day.

import { formatDay } from "./dates.ts";
import { MONTH_RE } from "./extract/dates-scan.ts";
import { NAMES_A_DAY } from "./said-dates.ts";
import type { DatedFact } from "./extract/timeline.ts";
import type { Facts } from "./facts.ts";
import { statements, stripEnd } from "./text.ts";

export interface GoLive {
  /** The day to plan against; null when the go-live was stated without one. */
  date: Date | null;
  /** For "Go-live: …": "Monday, 1 March", "the start of the spring term", "after Easter". */
  label: string;
  /** For "your go-live …": "on Monday, 1 March", "at the start of the spring term". */
  prose: string;
}

/** The go-live, or the day the client's people start using it ("teachers using it from the January term"). */
const GO_LIVE_WORD = String.raw`\b(?:go(?:es|ing)?[- ]live|go-?live|golive|launch(?:es|ing)?|roll(?:s|ing)?[- ]?out|be live|live|up and running|in use|(?:start(?:s|ing)?\s+)?us(?:e|ing)\s+(?:it|us|the (?:system|platform|app|tool|software|product|service)))\b`;
const LINKS = String.raw`(?:\s+(?:date|is|was|will be|'s|planned|set|scheduled|targeted|expected|pencil+ed in|agreed|confirmed|slated|fixed|for them|for us))*`;
/** "Go-live at the start of the spring term", "go live in Q2", "launch is planned for after Easter". */
const GO_LIVE_SAID = new RegExp(
  GO_LIVE_WORD +
    LINKS +
    String.raw`\s*:?\s*((?:at|in|on|for|by|before|after|around|from|during|no later than|mid|early|late|the|end|start|beginning|next|this)\b[^.;!?]*|\d{1,2}[/.]\d{1,2}\b[^;!?]*)`,
  "i",
);
/** The expression names a time, not a place or a market ("launch in three markets", "live in 3 depots"). */
const TIME_WORD = new RegExp(
  String.raw`\b(?:${MONTH_RE}|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|[QH][1-4]|term|half[- ]term|semester|season|spring|summer|autumn|fall|winter|easter|whitsun|christmas|new year|thanksgiving|ramadan|eid|diwali|holidays?|year|quarter|month|week|day|\d{4}|\d{1,2}(?:st|nd|rd|th)|\d{1,2}[/.]\d{1,2}|(?:start|end|beginning|middle|close) of)\b`,
  "i",
);
/** Where the time expression ends: the next clause. */
const CLAUSE_END = /\s*(?:,|\s(?:and|but|so|once|when|if|as|because|with|which)\s|\s[–—-]\s).*$/i;
/** Not a stated go-live: negated, conditional or hoped for. */
const NOT_STATED = /\b(?:if|unless|whether|not|never|no|maybe|hope|hoping)\b|n['’]t\b/i;
/** Prepositions that only link the time: "at the start of…" reads "Go-live: the start of…". */
const PLAIN_LINK = /^(?:at|in|on|for)\s+/i;
const LINK_BEFORE = /\b(at|in|on|for|by|before|after|around|from|during|the)\s+$/i;

/** The go-live phrase of the latest statement that gives one, as said. */
function saidGoLive(f: Facts): { said: string; quote: string } | null {
  for (const s of [...statements(f.sentences)].reverse()) {
    const m = s.text.match(GO_LIVE_SAID);
    if (!m || NOT_STATED.test(s.text.slice(0, m.index! + m[0].length))) continue;
    const said = stripEnd(m[1].replace(CLAUSE_END, ""));
    if (TIME_WORD.test(said)) return { said, quote: s.text };
  }
  return null;
}

function fromSaid(said: string, date: Date | null): GoLive {
  return { date, label: said.replace(PLAIN_LINK, ""), prose: said };
}

/** A scanned date phrase with the preposition its sentence gives it: "Q2" → "in Q2". */
function withLink(d: DatedFact): string {
  const at = d.quote.indexOf(d.phrase);
  const link = at < 0 ? null : d.quote.slice(0, at).match(LINK_BEFORE);
  return link ? `${link[1].toLowerCase()} ${d.phrase}` : d.phrase;
}

/**
 * The go-live: the dated one the timeline found (once won, the nearest deadline stands for it),
 * else one stated without a day. Null when the conversation gives none.
 */
export function goLiveOf(f: Facts): GoLive | null {
  const dated: DatedFact | null =
    f.timeline.goLive ?? (f.signals.outcome?.kind === "CLOSED_WON" ? f.timeline.deadline : null);
  const said = saidGoLive(f);
  if (dated && NAMES_A_DAY.test(dated.phrase)) {
    const day = formatDay(dated.date, f.now);
    return { date: dated.date, label: day, prose: `on ${day}` };
  }
  if (dated) {
    return said?.quote === dated.quote
      ? fromSaid(said.said, dated.date)
      : fromSaid(withLink(dated), dated.date);
  }
  return said ? fromSaid(said.said, null) : null;
}
