// Calendar arithmetic in UTC: the analyser is deterministic, so it never reads the host's zone.

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

const DAY_MS = 86_400_000;

export function day(year: number, month: number, date: number): Date {
  return new Date(Date.UTC(year, month, date));
}

export function startOfDay(d: Date): Date {
  return day(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

export function addDays(d: Date, n: number): Date {
  return new Date(startOfDay(d).getTime() + n * DAY_MS);
}

export function addMonths(d: Date, n: number): Date {
  const target = day(d.getUTCFullYear(), d.getUTCMonth() + n, 1);
  const last = endOfMonth(target).getUTCDate();
  return day(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), last));
}

export function endOfMonth(d: Date): Date {
  return day(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
}

export function quarterStart(year: number, quarter: number): Date {
  return day(year, (quarter - 1) * 3, 1);
}

export function quarterEnd(year: number, quarter: number): Date {
  return day(year, quarter * 3, 0);
}

export function quarterOf(d: Date): number {
  return Math.floor(d.getUTCMonth() / 3) + 1;
}

export function isWeekend(d: Date): boolean {
  const w = d.getUTCDay();
  return w === 0 || w === 6;
}

/** n business days after d (Saturdays and Sundays skipped). */
export function addBusinessDays(d: Date, n: number): Date {
  let out = startOfDay(d);
  let left = n;
  while (left > 0) {
    out = addDays(out, 1);
    if (!isWeekend(out)) left--;
  }
  return out;
}

export function onOrAfterBusinessDay(d: Date): Date {
  let out = startOfDay(d);
  while (isWeekend(out)) out = addDays(out, 1);
  return out;
}

export function onOrBeforeBusinessDay(d: Date): Date {
  let out = startOfDay(d);
  while (isWeekend(out)) out = addDays(out, -1);
  return out;
}

/** Whole days from a to b (calendar days, ignoring the time of day). */
export function daysBetween(a: Date, b: Date): number {
  return Math.round((startOfDay(b).getTime() - startOfDay(a).getTime()) / DAY_MS);
}

/** The next given weekday strictly after d (0 = Sunday). */
export function nextWeekday(d: Date, weekday: number): Date {
  const ahead = (weekday - d.getUTCDay() + 7) % 7 || 7;
  return addDays(d, ahead);
}

/** "Friday, 20 November", with the year when it is not the year of `now`. */
export function formatDay(d: Date, now?: Date): string {
  const base = `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  return now && now.getUTCFullYear() === d.getUTCFullYear()
    ? base
    : `${base} ${d.getUTCFullYear()}`;
}

/** "20 November 2026" */
export function formatLongDate(d: Date): string {
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Friday" when within the coming week, otherwise "Friday, 20 November". */
export function relativeDay(d: Date, now: Date): string {
  const diff = daysBetween(now, d);
  if (diff === 0) return "today";
  if (diff === 1) return "tomorrow";
  if (diff > 1 && diff < 7) return WEEKDAYS[d.getUTCDay()];
  return formatDay(d, now);
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Follow-ups are due at 09:00 UTC on their day. */
export function atNine(d: Date): Date {
  return new Date(startOfDay(d).getTime() + 9 * 3_600_000);
}
