// Finds the dates one sentence points at, resolved against `now`: "before March 15",
// "by end of Q3", "next month", "within 6 weeks", "go-live in January", "by Friday", "ASAP".

import {
  addBusinessDays,
  addDays,
  addMonths,
  day,
  endOfMonth,
  MONTHS,
  nextWeekday,
  quarterEnd,
  quarterOf,
  quarterStart,
  startOfDay,
  WEEKDAYS,
} from "../dates.ts";

export interface DateHit {
  date: Date;
  phrase: string;
  index: number;
  asap?: boolean;
}

export const MONTH_RE =
  "Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?";
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  "a couple of": 2,
  "couple of": 2,
  "a few": 3,
  few: 3,
};

/**
 * Month names in the reps' other languages (Spanish, Portuguese, French, German, Italian, Bahasa),
 * January first: "4 de diciembre", "15 de janeiro", "3. Dezember", "12 Desember".
 */
const FOREIGN_MONTHS = [
  "enero janeiro janvier januar gennaio januari",
  "febrero fevereiro février februar febbraio februari",
  "marzo março mars märz maret",
  "abril avril aprile",
  "mayo maio mai maggio mei",
  "junio junho juin juni giugno",
  "julio julho juillet juli luglio",
  "agosto août agustus",
  "septiembre setiembre setembro septembre settembre",
  "octubre outubro octobre oktober ottobre",
  "noviembre novembro novembre",
  "diciembre dezembro décembre dezember dicembre desember",
].map((names) => names.split(" "));
const FOREIGN_MONTH_RE = FOREIGN_MONTHS.flat().join("|");

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.toLowerCase().startsWith(name.slice(0, 3).toLowerCase()));
}

/** A date without a year: this year's, or next year's once this year's has passed. */
function upcoming(month: number, date: number, now: Date, year?: string): Date {
  if (year) return day(Number(year.length === 2 ? `20${year}` : year), month, date);
  const candidate = day(now.getUTCFullYear(), month, date);
  return candidate < startOfDay(now) ? day(now.getUTCFullYear() + 1, month, date) : candidate;
}

/** "3/12" read day first or month first, whichever falls on the weekday named. */
function onWeekday(name: string, a: number, b: number, now: Date): Date | null {
  const weekday = WEEKDAYS.findIndex((w) => w.slice(0, 3).toLowerCase() === name.toLowerCase());
  const readings = [
    [a, b],
    [b, a],
  ].filter(([d, mo]) => mo >= 1 && mo <= 12 && d >= 1 && d <= 31);
  const dates = readings.map(([d, mo]) => upcoming(mo - 1, d, now));
  return dates.find((x) => x.getUTCDay() === weekday) ?? dates[0] ?? null;
}

type Rule = [RegExp, (m: RegExpExecArray, now: Date) => Date | null];

const RULES: Rule[] = [
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => day(+m[1], +m[2] - 1, +m[3])],
  [
    /\b(\d{1,2})([./])(\d{1,2})\2(\d{2,4})\b/g,
    (m) => {
      // Dotted dates are day-first; slashed ones are month-first unless that cannot be.
      const dayFirst = m[2] === "." || +m[1] > 12;
      const [d, mo] = dayFirst ? [+m[1], +m[3]] : [+m[3], +m[1]];
      const y = m[4].length === 2 ? 2000 + +m[4] : +m[4];
      return mo >= 1 && mo <= 12 ? day(y, mo - 1, d) : null;
    },
  ],
  [
    new RegExp(
      String.raw`\b(\d{1,2})\.?\s+(?:de\s+)?(${FOREIGN_MONTH_RE})(?![\p{L}])(?:\s+(?:de\s+)?(\d{4}))?`,
      "giu",
    ),
    (m, now) =>
      upcoming(
        FOREIGN_MONTHS.findIndex((names) => names.includes(m[2].toLowerCase())),
        +m[1],
        now,
        m[3],
      ),
  ],
  // "im Dezember", "en décembre", "em dezembro", "entro dicembre", "Ende Januar": a month named
  // after its preposition in the reps' other languages (its first day, or its last for an end).
  [
    new RegExp(
      String.raw`(?<![\p{L}])(?:(ende|fin(?:e|ales)? de|final de|fim de|fine)\s+)?(?:im|in|en|em|entro|bis|vor|avant|antes de|para|per|zum|au mois de|el mes de)\s+(?:(ende|fin(?:e|ales)? de|final de|fim de|fine)\s+)?(${FOREIGN_MONTH_RE})(?![\p{L}])`,
      "giu",
    ),
    (m, now) => {
      const month = FOREIGN_MONTHS.findIndex((names) => names.includes(m[3].toLowerCase()));
      if (month < 0) return null;
      const first = upcoming(month, 1, startOfDay(day(now.getUTCFullYear(), now.getUTCMonth(), 1)));
      return m[1] || m[2] ? endOfMonth(first) : first < startOfDay(now) ? startOfDay(now) : first;
    },
  ],
  [
    new RegExp(
      String.raw`(?<![\p{L}])(ende|fin de|fim de|fine)\s+(${FOREIGN_MONTH_RE})(?![\p{L}])`,
      "giu",
    ),
    (m, now) => {
      const month = FOREIGN_MONTHS.findIndex((names) => names.includes(m[2].toLowerCase()));
      if (month < 0) return null;
      return endOfMonth(
        upcoming(month, 1, startOfDay(day(now.getUTCFullYear(), now.getUTCMonth(), 1))),
      );
    },
  ],
  // "Thursday 26 Nov", "Friday, December 4th": the weekday names the date that follows it.
  [
    new RegExp(
      String.raw`\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH_RE})\b\.?(?:,?\s+(\d{4}))?`,
      "gi",
    ),
    (m, now) => upcoming(monthIndex(m[2]), +m[1], now, m[3]),
  ],
  [
    new RegExp(
      String.raw`\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+(${MONTH_RE})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?`,
      "gi",
    ),
    (m, now) => upcoming(monthIndex(m[1]), +m[2], now, m[3]),
  ],
  // "Tuesday the 24th", "Thursday 26th": the next such day that falls on the weekday (else the
  // next such day).
  [
    /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/gi,
    (m, now) => {
      const weekday = WEEKDAYS.findIndex((w) => w.slice(0, 3).toLowerCase() === m[1].toLowerCase());
      const dates = [0, 1, 2, 3]
        .map((ahead) => day(now.getUTCFullYear(), now.getUTCMonth() + ahead, +m[2]))
        .filter((x) => x >= startOfDay(now) && x.getUTCDate() === +m[2]);
      return dates.find((x) => x.getUTCDay() === weekday) ?? dates[0] ?? null;
    },
  ],
  // "Thursday 3/12", "3/12 (thursday)": whichever reading, day first or month first, falls on
  // the weekday named.
  [
    /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+(\d{1,2})[./](\d{1,2})(?![./]?\d)/gi,
    (m, now) => onWeekday(m[1], +m[2], +m[3], now),
  ],
  [
    /\b(\d{1,2})[./](\d{1,2})(?![./]?\d)\s*\(?(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?\)?/gi,
    (m, now) => onWeekday(m[3], +m[1], +m[2], now),
  ],
  [
    new RegExp(String.raw`\b(${MONTH_RE})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?`, "gi"),
    (m, now) => upcoming(monthIndex(m[1]), +m[2], now, m[3]),
  ],
  [
    new RegExp(
      String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH_RE})\b(?:,?\s+(\d{4}))?`,
      "gi",
    ),
    (m, now) => upcoming(monthIndex(m[2]), +m[1], now, m[3]),
  ],
  [
    /\b(?:(end|start|beginning|middle|mid)\s+of\s+(?:the\s+)?)?(?:(by|before|until)\s+)?Q([1-4])(?:\s*(?:of\s+)?(?:'|FY)?(\d{4}|\d{2})\b)?/gi,
    (m, now) => {
      const q = +m[3];
      let year = m[4] ? Number(m[4].length === 2 ? `20${m[4]}` : m[4]) : now.getUTCFullYear();
      if (!m[4] && quarterEnd(year, q) < startOfDay(now)) year++;
      const startish =
        /start|beginning/i.test(m[1] ?? "") || (!m[1] && /by|before|until/i.test(m[2] ?? ""));
      if (startish) return quarterStart(year, q);
      if (/mid/i.test(m[1] ?? "")) return addDays(quarterStart(year, q), 45);
      return quarterEnd(year, q);
    },
  ],
  [
    new RegExp(
      String.raw`\b(?:(end|start|beginning|early|mid|middle|late)(?:\s+of)?\s+)?(January|February|March|April|May|June|July|August|September|October|November|December)\b(?!\s+\d{1,2}\b)(?:\s+(\d{4}))?`,
      "g",
    ),
    (m, now) => {
      const month = monthIndex(m[2]);
      const before = m.input.slice(0, m.index);
      if (m[2] === "May" && !m[1] && !/\b(?:in|by|before|until|of|for)\s+$/i.test(before)) {
        return null;
      }
      let year = m[3] ? +m[3] : now.getUTCFullYear();
      if (!m[3] && endOfMonth(day(year, month, 1)) < startOfDay(now)) {
        // "a note from October" in November is the past, not next October.
        if (!FUTURE_CUE.test(m.input)) return null;
        year++;
      }
      const first = day(year, month, 1);
      const which = (m[1] ?? "").toLowerCase();
      const date =
        which === "end" || which === "late"
          ? endOfMonth(first)
          : which === "mid" || which === "middle"
            ? day(year, month, 15)
            : first;
      return date < startOfDay(now) ? startOfDay(now) : date;
    },
  ],
  [
    /\b(?:(next|this|coming)\s+)?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b(?!\.com)/gi,
    (m, now) =>
      nextWeekday(
        now,
        WEEKDAYS.findIndex((w) => w.toLowerCase() === m[2].toLowerCase()),
      ),
  ],
  [
    /\b(?:today|tonight|this (?:morning|afternoon|evening)|end of (?:the )?day|EOD)\b/gi,
    (_m, now) => startOfDay(now),
  ],
  [/\btomorrow\b/gi, (_m, now) => addDays(now, 1)],
  [/\bend of next week\b/gi, (_m, now) => addDays(nextWeekday(now, 1), 4)],
  [/\bnext week\b/gi, (_m, now) => nextWeekday(now, 1)],
  [
    /\b(?:end of (?:the |this )?week|this week|EOW)\b/gi,
    (_m, now) => (now.getUTCDay() === 5 ? startOfDay(now) : nextWeekday(now, 5)),
  ],
  [
    /\bend of next month\b/gi,
    (_m, now) => endOfMonth(addMonths(day(now.getUTCFullYear(), now.getUTCMonth(), 1), 1)),
  ],
  [/\bnext month\b/gi, (_m, now) => day(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)],
  [
    /\b(?:end of (?:the |this )?month|this month|EOM|month[- ]end)\b/gi,
    (_m, now) => endOfMonth(now),
  ],
  [/\bnext quarter\b/gi, (_m, now) => quarterStart(now.getUTCFullYear(), quarterOf(now) + 1)],
  [
    /\b(?:end of (?:the |this )?quarter|this quarter|quarter[- ]end|EOQ)\b/gi,
    (_m, now) => quarterEnd(now.getUTCFullYear(), quarterOf(now)),
  ],
  [/\b(?:christmas|the holidays)\b/gi, (_m, now) => upcoming(11, 24, now)],
  [
    /\b(?:end of (?:the |this )?year|this year|year[- ]end|EOY)\b/gi,
    (_m, now) => day(now.getUTCFullYear(), 11, 31),
  ],
  [
    /\b(early |mid[- ]|late )?next year\b/gi,
    (m, now) => {
      const month = /mid/i.test(m[1] ?? "") ? 5 : /late/i.test(m[1] ?? "") ? 8 : 0;
      return day(now.getUTCFullYear() + 1, month, 1);
    },
  ],
  [/\ba fortnight\b|\bin a week or two\b/gi, (_m, now) => addDays(now, 14)],
  [
    /\b(?:in|within|over the next|in the next|inside|next)\s+(\d+|a couple of|couple of|a few|few|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(business days?|working days?|days?|weeks?|months?)\b|\b(\d+|one|two|three|four|five|six)\s+(business days?|working days?|days?|weeks?|months?) from (?:now|today)\b/gi,
    (m, now) => {
      const raw = (m[1] ?? m[3]).toLowerCase();
      const n = NUMBER_WORDS[raw] ?? Number(raw);
      const unit = (m[2] ?? m[4]).toLowerCase();
      if (unit.startsWith("business") || unit.startsWith("working")) return addBusinessDays(now, n);
      if (unit.startsWith("day")) return addDays(now, n);
      if (unit.startsWith("week")) return addDays(now, 7 * n);
      return addMonths(startOfDay(now), n);
    },
  ],
];

const FUTURE_CUE =
  /\b(?:will|next|by|before|until|need\w*|plan\w*|target\w*|go[- ]?live|launch|deadline|due|start|want\w*|expect\w*|decid\w*)\b/i;
const ASAP =
  /\b(?:asap|a\.s\.a\.p\.?|as soon as possible|urgent(?:ly)?|immediately|right away|straight away|(?:needed|need|wanted|want) it yesterday)\b/gi;
const PAST_BEFORE = /\b(?:last|past|previous|since|earlier|back in|ago)\s+(?:\w+\s+)?$/i;

/** Every date in the sentence, earliest mention first; spans matched once are not re-read. */
export function scanDates(sentence: string, now: Date): DateHit[] {
  const hits: DateHit[] = [];
  const taken: Array<[number, number]> = [];
  const free = (a: number, b: number) => taken.every(([s, e]) => b <= s || a >= e);
  for (const [re, resolve] of RULES) {
    re.lastIndex = 0;
    for (const m of sentence.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (!free(start, end)) continue;
      taken.push([start, end]);
      if (PAST_BEFORE.test(sentence.slice(0, start)) || /^\s*ago\b/i.test(sentence.slice(end))) {
        continue;
      }
      const date = resolve(m as RegExpExecArray, now);
      if (date && !Number.isNaN(date.getTime())) {
        hits.push({ date, phrase: m[0].trim(), index: start });
      }
    }
  }
  for (const m of sentence.matchAll(ASAP)) {
    if (/\bnot\s+(?:\w+\s+)?$/i.test(sentence.slice(0, m.index))) continue;
    hits.push({ date: startOfDay(now), phrase: m[0], index: m.index ?? 0, asap: true });
  }
  return hits.sort((a, b) => a.index - b.index);
}
