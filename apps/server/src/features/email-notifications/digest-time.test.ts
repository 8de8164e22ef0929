import { describe, expect, it } from "vitest";
import { digestDay, isDigestHour, previousDigestAt } from "./digest-time.ts";

describe("the daily digest's hour: 07:00 in London, DST included", () => {
  it("is 07:00 UTC in winter and 06:00 UTC in summer", () => {
    expect(isDigestHour(new Date("2026-12-01T07:00:00Z"))).toBe(true);
    expect(isDigestHour(new Date("2026-12-01T06:00:00Z"))).toBe(false);
    expect(isDigestHour(new Date("2026-07-01T06:00:00Z"))).toBe(true);
    expect(isDigestHour(new Date("2026-07-01T07:00:00Z"))).toBe(false);
    expect(isDigestHour(new Date("2026-07-01T00:00:00Z"))).toBe(false);
  });

  it("covers the 23 or 25 hours since the last digest around a clock change", () => {
    // Clocks go forward on 29 March 2026 and back on 25 October 2026.
    expect(previousDigestAt(new Date("2026-03-29T06:00:00Z")).toISOString()).toBe("2026-03-28T07:00:00.000Z");
    expect(previousDigestAt(new Date("2026-10-25T07:00:00Z")).toISOString()).toBe("2026-10-24T06:00:00.000Z");
    expect(previousDigestAt(new Date("2026-12-01T07:00:00Z")).toISOString()).toBe("2026-11-30T07:00:00.000Z");
  });

  it("names the London date, not the UTC one", () => {
    expect(digestDay(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
  });
});
