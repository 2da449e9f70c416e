// The deal's timeline: its nearest deadline, the next meeting, and how urgent it is.

import { daysBetween, startOfDay } from "../dates.ts";
import { clauseAround, type Sentence } from "../text.ts";
import { scanDates } from "./dates-scan.ts";

export type Urgency = "urgent" | "soon" | "normal" | "later" | "unknown";

export interface DatedFact {
  date: Date;
  phrase: string;
  /** The sentence it was read from. */
  quote: string;
}

export interface TimelineFacts {
  /** The nearest date the client is working to (a decision, a reply, a go-live). */
  deadline: DatedFact | null;
  /** The date the solution must be live: what an implementation plan is scheduled against. */
  goLive: DatedFact | null;
  /** The next meeting still to come. */
  meeting: DatedFact | null;
  /** Today's meeting that took place: reported with what was said in it, or thanked for. */
  held: DatedFact | null;
  /** The date the project starts ("kick-off on 7 December"): neither a deadline nor the go-live. */
  kickoff: DatedFact | null;
  /** A date the client asked to be contacted on ("call me back on Monday"). */
  callback: DatedFact | null;
  asap: boolean;
  relaxed: boolean;
  urgency: Urgency;
  /** Calendar days from now to the deadline. */
  daysLeft: number | null;
}

const RELAXED =
  /\b(?:no rush|no hurry|not urgent|not in a hurry|not a priority|no (?:fixed )?(?:timeline|deadline|date)|no time ?frame|some ?time|someday|down the road|in the future|long[- ]term|at some point|just (?:browsing|exploring|researching)|early stages?|next year at the earliest|revisit)\b/i;
const MEETING =
  /\b(?:live )?(?:meetings?|meets?|call|demo|demonstrations?|catch[- ]up|sync|session|workshop|presentation|presents|presenting|pitch(?:es|ing)?|visit|lunch|coffee|walkthrough)\b/i;
/** After "by", a date and not an agent: "by the end of May", not "evaluated by the panel". */
const NOT_AN_AGENT = String.raw`(?! (?:the|a|an|their|our|its|his|her|them|us|him) (?!end|close|start|middle|beginning)\w)`;
const DEADLINE_WORDS = new RegExp(
  String.raw`\b(?:deadline|due|go[- ]?live|launch|live|decision|decide|sign|contract|approval|needs?|ready|by${NOT_AN_AGENT}|before|until|no later than|implement\w*|roll[- ]?out|deliver\w*|start|kick[- ]?off|in place|running|expire\w*|ends?|renewal|migrat\w*|budget)\b`,
  "i",
);
const GO_LIVE =
  /\b(?:go[- ]?live|launch\w*|live|implement\w*|roll(?:ed)?[- ]?out|in place|up and running|running|deliver\w*|start\w*|kick[- ]?off|migrat\w*|switch\w*|deploy\w*|operational|busy season)\b/i;
const MEETING_WORDS = new RegExp(MEETING.source, "gi");
const PRESENT = /^(?:today|now|tonight|this (?:morning|afternoon|evening))$/i;
const KICKOFF = /\bkick[- ]?off\b|\bkick(?:s|ing|ed)? (?:it |things |the project )?off\b/i;
/** A trial or pilot starting: the work begins, nothing is due. */
const TRIAL_START =
  /\b(?:trial|pilot|poc|proof of concept)\b[^.;]{0,60}\bstart|\bstart\w* (?:the |a |an |our |their )?(?:\S+ )?(?:trial|pilot|poc)\b/i;
/** Money set aside: the year named beside it is its budget year. */
const BUDGET_YEAR = /\b(?:budget\w*|set aside|allocated|earmarked|funding|funds)\b/i;

/** A trial or pilot dated: "trial of 5 units agreed for December". */
const TRIAL = /\b(?:trial|pilot|poc|proof of concept)s?\b/i;
/** Away until a date: a time not to call, not a deadline. */
const AWAY =
  /\b(?:travel\w*|away|out of (?:the )?office|on (?:leave|holiday|vacation|annual leave)|unavailable|off sick)\b[^.;]{0,25}\buntil\b/i;
/** Our own next step dated: "I'll send it tomorrow", "will send tomorrow", "we're sending it Friday". */
const OUR_PLAN =
  /\b(?:I|we)(?:'ll| will| shall| am going to| are going to|'m going to|'re going to)\s+(?:send|email|share|call|ring|prepare|draft|get|have)\b|^\s*(?:will|gonna|going to)\s+(?:send|email|share)\b|\b(?:I'm|we're|I am|we are) (?:sending|emailing|sharing)\b/i;

/** A time of day makes a date an appointment: "Tuesday the 24th at 2pm works". */
const APPOINTMENT = /\bat \d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)\b|\b\d{1,2}:\d{2}\b/i;
const DUE = /\b(?:deadline|due|by|before|until|no later than|latest)\b/i;
const CALLBACK =
  /\b(?:(?:kindly|please) (?:call|ring|phone|contact|reach)|(?:call|ring|phone|contact) (?:Mr|Mrs|Ms|Dr|Prof)\.? \w+|call (?:me|us|them|him|her) back|follow up|follow-up|check in|get back to|touch base|reach out|circle back|ping (?:me|us|them)|call (?:me|us|them|him|her)|ring (?:me|us|them|him|her)(?: back)?|give (?:me|us|them|him|her) a (?:call|ring|bell|shout)|(?:talk|speak|meet) again|(?:contact|call|ring) (?:me|us|them) again|contact (?:me|us|them|him|her)|get in touch|reconnect|come back to (?:me|us)|ruf(?:en Sie)? (?:mich|uns)|rufen Sie (?:mich|uns)|llámame|llamarme|me llame|ligue-me|me ligue|liga-me|me liga|rappelez-moi|richiamami|zadzwoń|hubungi (?:saya|kami))\b/i;
const PAST_CLAUSE =
  /\b(?:met|spoke|talked|called|sent|had|was|were|did|received|signed|demoed|visited|emailed|happened|went|submitted|answered|uploaded|lodged|attended|returned|published|approved|concluded|completed|notified|informed|said|told|wrote|replied|mentioned|explained|postponed)\b/i;
/**
 * A meeting thanked for or followed up has taken place ("a thank-you note for today's demo", "a
 * follow-up after today's call"); thanks for setting one up ("for booking the call on Friday")
 * leave it to come.
 */
const THANKED_FOR = new RegExp(
  String.raw`\b(?:thank|follow[- ]?up|recap|summary|notes|debrief)[^]*?\b(?:for|after|about|from|of)\s+(?:(?:coming to|joining|attending|hosting)\s+)?(?:(?:the|your|our|their|this|that|\w+['’]s)\s+(?:[\w-]+\s+){0,2}?)?` +
    MEETING.source,
  "i",
);
/**
 * A meeting of today still ahead: "demo at 3pm today", "call later today", "prepping for today's
 * demo". Without such a word, today's meeting in a rep's note is one they report on.
 */
const AHEAD =
  /\b(?:will|going to|later|upcoming|coming up|scheduled|booked|planned|set for|prep\w*|ahead of|before|need to|hope|tonight)\b|['’]ll\b/i;

/** "by Friday", "by the end of May"; not an agent ("under evaluation by the panel"). */
const FUTURE_CLAUSE = new RegExp(
  String.raw`\b(?:will|'ll|going to|need|needs|before|until|deadline|due|next|plan|want)\b|\bby\b${NOT_AN_AGENT}`,
  "i",
);

export function findTimeline(sentences: Sentence[], now: Date): TimelineFacts {
  const today = startOfDay(now);
  const deadlines: DatedFact[] = [];
  const goLives: DatedFact[] = [];
  const meetings: DatedFact[] = [];
  const held: DatedFact[] = [];
  const kickoffs: DatedFact[] = [];
  let callback: DatedFact | null = null;
  let asap = false;
  let relaxed = false;
  /** The kinds of meeting thanked for without a day ("thank Ana for the demo"). */
  const thankedKinds: string[] = [];
  for (const s of sentences) {
    if (s.origin === "assistant") continue;
    if (RELAXED.test(s.text)) relaxed = true;
    const thanked = s.text.match(THANKED_FOR);
    const hits = scanDates(s.text, now);
    if (thanked && !hits.length) {
      thankedKinds.push(thanked[0].match(MEETING_WORDS)!.at(-1)!.toLowerCase());
    }
    for (const hit of hits) {
      if (hit.asap) {
        asap = true;
        continue;
      }
      const own = clauseAround(s.text, hit.index);
      // "demo booked 3/12 (thursday)": a date alone in brackets belongs to the clause before it.
      const clause =
        own.trim().length <= hit.phrase.length + 2
          ? clauseAround(s.text, Math.max(0, s.text.lastIndexOf("(", hit.index) - 1))
          : own;
      if (PAST_CLAUSE.test(clause) && !FUTURE_CLAUSE.test(clause)) continue;
      // "I'm travelling until early December", "I'll send it tomorrow": the rep's or the
      // contact's own diary, not a date the client works to.
      if (AWAY.test(clause) || OUR_PLAN.test(clause)) continue;
      // "set aside $40k for reminders next year": the budget's year, not a deadline.
      if (BUDGET_YEAR.test(clause) && /\byear\b/i.test(hit.phrase)) continue;
      if (THANKED_FOR.test(clause)) {
        if (daysBetween(today, hit.date) === 0) {
          held.push({ date: hit.date, phrase: hit.phrase, quote: s.text });
        }
        continue;
      }
      if (hit.date < today) continue;
      // "they use Fleetbase today": the present told, not a deadline unless one is named.
      if (PRESENT.test(hit.phrase) && !DEADLINE_WORDS.test(clause) && !MEETING.test(clause)) {
        continue;
      }
      // "Countersigned this morning": part of today told as news; a meeting or "by this
      // afternoon" alone make it a date to work to.
      const partOfToday = /^this (?:morning|afternoon|evening)$/i.test(hit.phrase);
      if (partOfToday && !MEETING.test(clause) && !DUE.test(clause)) continue;
      const fact = { date: hit.date, phrase: hit.phrase, quote: s.text };
      // An unpunctuated voice note is one long clause: a meeting is read from the words near it.
      const near =
        clause.length > 120 ? s.text.slice(Math.max(0, hit.index - 60), hit.index + 40) : clause;
      if (CALLBACK.test(clause)) callback = fact;
      else if (
        KICKOFF.test(clause) ||
        TRIAL_START.test(s.text) ||
        (TRIAL.test(clause) && !DUE.test(clause))
      ) {
        kickoffs.push(fact);
      } else if (
        (MEETING.test(near) && !DEADLINE_WORDS.test(near.replace(MEETING, ""))) ||
        (APPOINTMENT.test(clause) && !DUE.test(clause))
      ) {
        const reported =
          daysBetween(today, hit.date) === 0 && !AHEAD.test(clause) && !APPOINTMENT.test(clause);
        (reported ? held : meetings).push(fact);
      } else {
        deadlines.push(fact);
        if (GO_LIVE.test(clause)) goLives.push(fact);
      }
    }
  }
  // Today's meeting of a kind thanked for without a day has taken place.
  for (const m of meetings) {
    const kind = m.quote.toLowerCase().match(MEETING_WORDS) ?? [];
    if (daysBetween(today, m.date) === 0 && kind.some((k) => thankedKinds.includes(k))) {
      held.push(m);
    }
  }
  const earliest = (facts: DatedFact[]) =>
    facts.reduce<DatedFact | null>((best, f) => (!best || f.date < best.date ? f : best), null);
  const deadline = earliest(deadlines);
  const daysLeft = deadline ? daysBetween(now, deadline.date) : null;
  return {
    deadline,
    goLive: earliest(goLives),
    // A meeting thanked for or reported today is the one that took place, however it is dated.
    meeting: earliest(meetings.filter((m) => !held.some((h) => daysBetween(h.date, m.date) === 0))),
    held: held[0] ?? null,
    kickoff: earliest(kickoffs),
    callback,
    asap,
    relaxed: relaxed && !asap,
    urgency: urgencyOf(asap, relaxed, daysLeft),
    daysLeft,
  };
}

const SCALE: Urgency[] = ["urgent", "soon", "normal", "later"];

/** ≤ 14 days urgent, ≤ 45 soon, ≤ 180 normal, then later; "no rush" moves it one step later. */
function urgencyOf(asap: boolean, relaxed: boolean, daysLeft: number | null): Urgency {
  if (asap) return "urgent";
  if (daysLeft === null) return relaxed ? "later" : "unknown";
  const step = daysLeft <= 14 ? 0 : daysLeft <= 45 ? 1 : daysLeft <= 180 ? 2 : 3;
  return SCALE[Math.min(3, step + (relaxed ? 1 : 0))];
}
