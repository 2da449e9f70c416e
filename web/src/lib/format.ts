const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The screens are written in English, so their dates are too, whatever the browser's locale.
const LOCALE = "en-US";

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** 'just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago'. */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const elapsed = now.getTime() - toDate(value).getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

/** The first letters of the first two words, upper-cased ('' for a blank name). */
export function getInitials(name: string | null | undefined): string {
  return (name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join("");
}

/** An e-mail's subject as lists and dialogs show it; a blank one is named so. */
export function formatSubject(subject: string | null | undefined): string {
  return subject?.trim() || "(no subject)";
}

export const FOLLOW_UP_TITLE_LENGTH = 25;

/** Text longer than `maxLength` is cut there and followed by '...'. */
export function truncate(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}...` : text;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Whole calendar days from today to the date: 0 today, 1 tomorrow, -1 yesterday. */
export function calendarDaysUntil(value: DateInput, now: Date = new Date()): number {
  return Math.round((startOfDay(toDate(value)).getTime() - startOfDay(now).getTime()) / DAY);
}

export function formatTime(value: DateInput): string {
  // Newer ICU puts a narrow no-break space before AM/PM; one plain space reads the same everywhere.
  return toDate(value)
    .toLocaleTimeString(LOCALE, { hour: "numeric", minute: "2-digit" })
    .replace(/\s/g, " ");
}

/** 'Jan 5, 2026'. */
export function formatShortDate(value: DateInput): string {
  return toDate(value).toLocaleDateString(LOCALE, {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** 'Today, 3:30 PM', 'Tomorrow, 9:00 AM', otherwise 'Jan 5'. */
export function formatDueLabel(value: DateInput, now: Date = new Date()): string {
  const days = calendarDaysUntil(value, now);
  if (days === 0) return `Today, ${formatTime(value)}`;
  if (days === 1) return `Tomorrow, ${formatTime(value)}`;
  const date = toDate(value);
  return date.toLocaleDateString(LOCALE, {
    month: "short",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

export type FollowUpTiming = "done" | "overdue" | "today" | "tomorrow" | "later";

export function followUpTiming(
  status: string,
  dueAt: DateInput,
  now: Date = new Date(),
): FollowUpTiming {
  if (status === "done") return "done";
  const days = calendarDaysUntil(dueAt, now);
  if (days < 0) return "overdue";
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  return "later";
}

const RELATIVE_TEXT: Record<FollowUpTiming, (days: number) => string> = {
  done: () => "Completed",
  overdue: (days) => `${-days} ${days === -1 ? "day" : "days"} overdue`,
  today: () => "Due today",
  tomorrow: () => "Due tomorrow",
  later: (days) => `In ${days} days`,
};

/** 'Completed', 'N days overdue', 'Due today', 'Due tomorrow' or 'In N days'. */
export function formatFollowUpRelative(
  status: string,
  dueAt: DateInput,
  now: Date = new Date(),
): string {
  return RELATIVE_TEXT[followUpTiming(status, dueAt, now)](calendarDaysUntil(dueAt, now));
}

/** '12.5%' with one decimal and its sign when it grew. */
export function formatGrowth(percent: number): string {
  const rounded = Math.abs(percent) < 0.05 ? "0.0" : percent.toFixed(1);
  return percent >= 0.05 ? `+${rounded}%` : `${rounded}%`;
}

/** A date-time as the value of an `<input type="datetime-local">`, in local time. */
export function toDateTimeLocalValue(value: DateInput): string {
  const date = toDate(value);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** '$245,000': whole units of the currency, US formatting like the rest of the screens. */
export function formatCurrency(amount: number, currency = "USD"): string {
  try {
    return new Intl.NumberFormat(LOCALE, {
      style: "currency",
      currency: currency || "USD",
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${Math.round(amount).toLocaleString(LOCALE)} ${currency}`;
  }
}

/** A 0..1 confidence as a whole percent, '72%'. */
export function formatPercent(fraction: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return `${Math.round(clamped * 100)}%`;
}
