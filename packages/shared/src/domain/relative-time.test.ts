import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "./durations.ts";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-11-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("relativeTime", () => {
  it("says 'Just now' under one minute", () => {
    expect(relativeTime(now, now)).toBe("Just now");
    expect(relativeTime(ago(59 * SECOND_MS), now)).toBe("Just now");
  });

  it("counts whole minutes under an hour", () => {
    expect(relativeTime(ago(MINUTE_MS), now)).toBe("1m ago");
    expect(relativeTime(ago(59 * MINUTE_MS + 59 * SECOND_MS), now)).toBe("59m ago");
  });

  it("counts whole hours under a day", () => {
    expect(relativeTime(ago(HOUR_MS), now)).toBe("1h ago");
    expect(relativeTime(ago(23 * HOUR_MS + 59 * MINUTE_MS), now)).toBe("23h ago");
  });

  it("counts whole days under a week", () => {
    expect(relativeTime(ago(DAY_MS), now)).toBe("1d ago");
    expect(relativeTime(ago(7 * DAY_MS - SECOND_MS), now)).toBe("6d ago");
  });

  it("shows an en-GB date from seven days on", () => {
    expect(relativeTime(ago(7 * DAY_MS), now)).toBe("3 Nov 2026");
    expect(relativeTime("2025-01-31T09:00:00Z", now)).toBe("31 Jan 2025");
  });

  it("uses UK time for the date", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(relativeTime("2026-06-30T23:30:00Z", now)).toBe("1 Jul 2026");
  });

  it("says 'Just now' for future times", () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MINUTE_MS), now)).toBe("Just now");
  });

  it("accepts ISO strings and epoch milliseconds", () => {
    expect(relativeTime("2026-11-10T11:15:00Z", now)).toBe("45m ago");
    expect(relativeTime(now.getTime() - 3 * HOUR_MS, now)).toBe("3h ago");
  });

  it("returns an empty string for an invalid date", () => {
    expect(relativeTime("not a date", now)).toBe("");
  });
});
