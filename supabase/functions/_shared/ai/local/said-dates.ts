// A date told back the way the conversation gave it: a named day as a day ("on Tuesday"), a
// vague one as said ("next week"), so no reply turns "next week" into a made-up Monday.

import { relativeDay } from "./dates.ts";
import type { DatedFact } from "./extract/timeline.ts";
import { clauseAround } from "./text.ts";

/** A phrase that names a day: "1 March", "March 3rd", "Friday", "2027-01-15", "tomorrow". */
export const NAMES_A_DAY =
  /\b\d{1,2}(?:st|nd|rd|th)?\s+[A-Z]|[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}|\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|\b(?:today|tomorrow)\b/i;

const MEETING_KIND = /\b(demo|call|workshop|visit|presentation|walkthrough|session|meeting)\b/i;

/** What the meeting is, from the sentence that dates it: "demo", "call", else "meeting". */
export function meetingKind(m: DatedFact): string {
  const clause = clauseAround(m.quote, Math.max(0, m.quote.indexOf(m.phrase)));
  return (
    (clause.match(MEETING_KIND) ?? m.quote.match(MEETING_KIND))?.[1].toLowerCase() ?? "meeting"
  );
}

/** "today", "on Tuesday", "on Friday, 4 December", or the phrase as said: "next week". */
export function whenSaid(d: DatedFact, now: Date): string {
  if (!NAMES_A_DAY.test(d.phrase)) return d.phrase;
  const day = relativeDay(d.date, now);
  return /^(?:today|tomorrow)$/.test(day) ? day : `on ${day}`;
}
