import { describe, expect, it } from "vitest";
import {
  calendarDaysUntil,
  followUpTiming,
  formatCurrency,
  formatDueLabel,
  formatFollowUpRelative,
  formatGrowth,
  formatPercent,
  formatRelativeTime,
  formatShortDate,
  formatSubject,
  getInitials,
  toDateTimeLocalValue,
  truncate,
} from "./format";

const now = new Date(2026, 4, 14, 12, 0, 0);
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

describe("formatRelativeTime", () => {
  it("says 'just now' under 60 seconds", () => {
    expect(formatRelativeTime(secondsAgo(0), now)).toBe("just now");
    expect(formatRelativeTime(secondsAgo(59), now)).toBe("just now");
  });

  it("counts minutes from 60 seconds", () => {
    expect(formatRelativeTime(secondsAgo(60), now)).toBe("1m ago");
    expect(formatRelativeTime(secondsAgo(59 * 60 + 59), now)).toBe("59m ago");
  });

  it("counts hours from 60 minutes and days from 24 hours", () => {
    expect(formatRelativeTime(secondsAgo(3600), now)).toBe("1h ago");
    expect(formatRelativeTime(secondsAgo(24 * 3600 - 1), now)).toBe("23h ago");
    expect(formatRelativeTime(secondsAgo(24 * 3600), now)).toBe("1d ago");
    expect(formatRelativeTime(secondsAgo(10 * 24 * 3600), now)).toBe("10d ago");
  });

  it("accepts ISO strings and treats a future time as 'just now'", () => {
    expect(formatRelativeTime(secondsAgo(120).toISOString(), now)).toBe("2m ago");
    expect(formatRelativeTime(secondsAgo(-300), now)).toBe("just now");
  });
});

describe("getInitials", () => {
  it("takes at most two letters, upper-cased", () => {
    expect(getInitials("Sarah Chen")).toBe("SC");
    expect(getInitials("mary ann de la cruz")).toBe("MA");
    expect(getInitials("Priya")).toBe("P");
  });

  it("is empty for a blank or missing name", () => {
    expect(getInitials("   ")).toBe("");
    expect(getInitials(null)).toBe("");
  });

  it("ignores extra spaces", () => {
    expect(getInitials("  Marco   Rossi ")).toBe("MR");
  });
});

describe("formatSubject", () => {
  it("keeps a subject and names a blank one", () => {
    expect(formatSubject("Quote for Q3")).toBe("Quote for Q3");
    expect(formatSubject("   ")).toBe("(no subject)");
    expect(formatSubject(null)).toBe("(no subject)");
  });
});

describe("truncate", () => {
  it("keeps text of exactly the limit and cuts one character more", () => {
    const twentyFive = "a".repeat(25);
    expect(truncate(twentyFive, 25)).toBe(twentyFive);
    expect(truncate(`${twentyFive}b`, 25)).toBe(`${twentyFive}...`);
  });
});

describe("calendarDaysUntil", () => {
  it("counts calendar days, not 24-hour spans", () => {
    expect(calendarDaysUntil(new Date(2026, 4, 14, 23, 59), now)).toBe(0);
    expect(calendarDaysUntil(new Date(2026, 4, 15, 0, 1), now)).toBe(1);
    expect(calendarDaysUntil(new Date(2026, 4, 13, 23, 59), now)).toBe(-1);
  });
});

describe("formatDueLabel", () => {
  it("reads 'Today, time' and 'Tomorrow, time'", () => {
    expect(formatDueLabel(new Date(2026, 4, 14, 15, 30), now)).toBe("Today, 3:30 PM");
    expect(formatDueLabel(new Date(2026, 4, 15, 9, 0), now)).toBe("Tomorrow, 9:00 AM");
  });

  it("otherwise shows a short date", () => {
    expect(formatDueLabel(new Date(2026, 4, 18, 9, 0), now)).toBe("May 18");
    expect(formatDueLabel(new Date(2027, 0, 2, 9, 0), now)).toBe("Jan 2, 2027");
  });
});

describe("formatShortDate", () => {
  it("shows short month, day and year", () => {
    expect(formatShortDate(new Date(2026, 0, 5, 10, 0))).toBe("Jan 5, 2026");
  });
});

describe("formatFollowUpRelative", () => {
  it("says 'Completed' for done follow-ups whatever the date", () => {
    expect(formatFollowUpRelative("done", new Date(2026, 4, 1), now)).toBe("Completed");
  });

  it("counts overdue days for negative days", () => {
    expect(formatFollowUpRelative("pending", new Date(2026, 4, 13, 9), now)).toBe("1 day overdue");
    expect(formatFollowUpRelative("pending", new Date(2026, 4, 11, 9), now)).toBe("3 days overdue");
  });

  it("reads 'Due today' at 0 days and 'Due tomorrow' at 1", () => {
    expect(formatFollowUpRelative("pending", new Date(2026, 4, 14, 8), now)).toBe("Due today");
    expect(formatFollowUpRelative("snoozed", new Date(2026, 4, 15, 8), now)).toBe("Due tomorrow");
  });

  it("reads 'In N days' beyond tomorrow", () => {
    expect(formatFollowUpRelative("pending", new Date(2026, 4, 16, 8), now)).toBe("In 2 days");
  });
});

describe("followUpTiming", () => {
  it("classifies done, overdue, today, tomorrow and later", () => {
    expect(followUpTiming("done", new Date(2026, 4, 1), now)).toBe("done");
    expect(followUpTiming("pending", new Date(2026, 4, 13), now)).toBe("overdue");
    expect(followUpTiming("pending", new Date(2026, 4, 14, 20), now)).toBe("today");
    expect(followUpTiming("pending", new Date(2026, 4, 15), now)).toBe("tomorrow");
    expect(followUpTiming("pending", new Date(2026, 4, 20), now)).toBe("later");
  });
});

describe("formatGrowth", () => {
  it("shows one decimal with the sign", () => {
    expect(formatGrowth(12.345)).toBe("+12.3%");
    expect(formatGrowth(-3.25)).toBe("-3.3%");
    expect(formatGrowth(0)).toBe("0.0%");
    expect(formatGrowth(-0.01)).toBe("0.0%");
  });
});

describe("toDateTimeLocalValue", () => {
  it("formats local time for a datetime-local input", () => {
    expect(toDateTimeLocalValue(new Date(2026, 0, 5, 7, 3))).toBe("2026-01-05T07:03");
  });
});

describe("formatCurrency", () => {
  it("shows whole dollars with separators", () => {
    expect(formatCurrency(245000)).toBe("$245,000");
    expect(formatCurrency(1234.56)).toBe("$1,235");
  });

  it("uses the client's currency and survives an unknown code", () => {
    expect(formatCurrency(1000, "EUR")).toBe("€1,000");
    expect(formatCurrency(1000, "??")).toBe("1,000 ??");
  });
});

describe("formatPercent", () => {
  it("turns a 0..1 confidence into a whole percent", () => {
    expect(formatPercent(0.724)).toBe("72%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(1.4)).toBe("100%");
    expect(formatPercent(Number.NaN)).toBe("0%");
  });
});
