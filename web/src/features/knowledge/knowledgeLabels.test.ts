import { describe, expect, it } from "vitest";
import { formatLastUpdated } from "./knowledgeLabels";

const now = new Date(2026, 4, 14, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("formatLastUpdated", () => {
  it("says 'Never saved' for a configuration that was never stored", () => {
    expect(formatLastUpdated(null, now)).toBe("Never saved");
  });

  it("says 'Just now' under a minute", () => {
    expect(formatLastUpdated(ago(0), now)).toBe("Just now");
    expect(formatLastUpdated(ago(59_999), now)).toBe("Just now");
  });

  it("counts minutes, then hours within a day", () => {
    expect(formatLastUpdated(ago(60_000), now)).toBe("1 minute ago");
    expect(formatLastUpdated(ago(5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatLastUpdated(ago(59 * 60_000), now)).toBe("59 minutes ago");
    expect(formatLastUpdated(ago(60 * 60_000), now)).toBe("1 hour ago");
    expect(formatLastUpdated(ago(23 * 60 * 60_000), now)).toBe("23 hours ago");
  });

  it("counts days past a day, where hours stop being readable", () => {
    expect(formatLastUpdated(ago(24 * 60 * 60_000), now)).toBe("1 day ago");
    expect(formatLastUpdated(ago(60 * 24 * 60 * 60_000), now)).toBe("60 days ago");
  });
});
